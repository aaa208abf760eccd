import { describe, expect, it } from 'vitest';
import { PgrstError } from './rest-errors.ts';
import {
  parseApiQuery,
  parseFilter,
  parseLogicTree,
  parseOrder,
  parsePrefer,
  parseSelect,
  splitTopLevel,
} from './rest-query.ts';

const q = (s: string) => parseApiQuery(new URLSearchParams(s));

function expectPgrst(fn: () => unknown, code: string, status = 400) {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(PgrstError);
    expect((error as PgrstError).code).toBe(code);
    expect((error as PgrstError).status).toBe(status);
    return;
  }
  throw new Error('expected a PgrstError');
}

describe('filters', () => {
  it('reads operator and the whole rest as the value', () => {
    expect(parseFilter('name', 'eq.a.b,c)')).toEqual({
      type: 'filter',
      column: 'name',
      negate: false,
      op: 'eq',
      value: { kind: 'text', text: 'a.b,c)' },
    });
  });

  it('negates with not. and maps * to % for like/ilike', () => {
    expect(parseFilter('name', 'not.ilike.*Lanka*')).toMatchObject({
      negate: true,
      op: 'ilike',
      value: { text: '%Lanka%' },
    });
  });

  it('parses in lists with quoted values holding commas, parentheses and escaped quotes', () => {
    expect(parseFilter('x', 'in.(1,"a,b","c)d","say \\"hi\\"")').value).toEqual({
      kind: 'list',
      items: ['1', 'a,b', 'c)d', 'say "hi"'],
    });
    expect(parseFilter('x', 'in.()').value).toEqual({ kind: 'list', items: [] });
  });

  it('accepts only the is keywords, case-insensitively', () => {
    expect(parseFilter('x', 'is.NULL').value).toEqual({ kind: 'is', value: 'null' });
    expect(parseFilter('x', 'is.not_null').value).toEqual({ kind: 'is', value: 'not_null' });
    expectPgrst(() => parseFilter('x', 'is.maybe'), 'PGRST100');
  });

  it('keeps the text-search configuration', () => {
    expect(parseFilter('doc', 'wfts(english).cat dog')).toMatchObject({
      op: 'wfts',
      config: 'english',
      value: { text: 'cat dog' },
    });
  });

  it('refuses unknown operators and quantifiers', () => {
    expectPgrst(() => parseFilter('x', 'equals.1'), 'PGRST100');
    expectPgrst(() => parseFilter('x', 'eq(any).{1,2}'), 'PGRST100');
    expectPgrst(() => parseFilter('x', 'nooperator'), 'PGRST100');
  });
});

describe('logic trees', () => {
  it('nests and/or/not and honours quoting', () => {
    const tree = parseLogicTree('or', false, '(a.eq.1,and(b.gt.2,c.is.null),not.or(d.eq."x,y)",e.in.(1,"2,3")))');
    expect(tree).toEqual({
      type: 'logic',
      op: 'or',
      negate: false,
      conditions: [
        { type: 'filter', column: 'a', negate: false, op: 'eq', value: { kind: 'text', text: '1' } },
        {
          type: 'logic',
          op: 'and',
          negate: false,
          conditions: [
            { type: 'filter', column: 'b', negate: false, op: 'gt', value: { kind: 'text', text: '2' } },
            { type: 'filter', column: 'c', negate: false, op: 'is', value: { kind: 'is', value: 'null' } },
          ],
        },
        {
          type: 'logic',
          op: 'or',
          negate: true,
          conditions: [
            { type: 'filter', column: 'd', negate: false, op: 'eq', value: { kind: 'text', text: 'x,y)' } },
            { type: 'filter', column: 'e', negate: false, op: 'in', value: { kind: 'list', items: ['1', '2,3'] } },
          ],
        },
      ],
    });
  });

  it('supports not. inside a condition and array literals as values', () => {
    const tree = parseLogicTree('and', false, '(tags.cs.{a,b},name.not.like.A*)');
    expect(tree.conditions).toEqual([
      { type: 'filter', column: 'tags', negate: false, op: 'cs', value: { kind: 'text', text: '{a,b}' } },
      { type: 'filter', column: 'name', negate: true, op: 'like', value: { kind: 'text', text: 'A%' } },
    ]);
  });

  it('rejects unbalanced or trailing input', () => {
    expectPgrst(() => parseLogicTree('or', false, '(a.eq.1'), 'PGRST100');
    expectPgrst(() => parseLogicTree('or', false, '(a.eq.1))'), 'PGRST100');
    expectPgrst(() => parseLogicTree('or', false, 'a.eq.1'), 'PGRST100');
    expectPgrst(() => parseLogicTree('or', false, '()'), 'PGRST100');
  });

  it('is read from or=, and=, not.or= and not.and= keys', () => {
    const query = q('not.and=(a.eq.1,b.eq.2)&or=(c.eq.3)');
    expect(query.conditions.map((c) => c.type === 'logic' && [c.op, c.negate])).toEqual([
      ['and', true],
      ['or', false],
    ]);
  });
});

describe('select, order, ranges', () => {
  it('parses columns, aliases, casts and quoted names', () => {
    expect(parseSelect('id,label:name,qty::text,"odd name"')).toEqual([
      { type: 'column', name: 'id' },
      { type: 'column', name: 'name', alias: 'label' },
      { type: 'column', name: 'qty', cast: 'text' },
      { type: 'column', name: 'odd name' },
    ]);
    expect(parseSelect('*')).toEqual([{ type: 'star' }]);
  });

  it('refuses embedded resources, spreads, JSON paths and odd casts', () => {
    expectPgrst(() => parseSelect('id,author(name)'), 'PGRST100');
    expectPgrst(() => parseSelect('...author(name)'), 'PGRST100');
    expectPgrst(() => parseSelect('data->a'), 'PGRST100');
    expectPgrst(() => parseSelect('qty::text; drop table x'), 'PGRST100');
  });

  it('parses order terms with direction and nulls placement', () => {
    expect(parseOrder('a.desc.nullslast,b,c.nullsfirst,"d.e".asc')).toEqual([
      { column: 'a', descending: true, nulls: 'last' },
      { column: 'b', descending: false },
      { column: 'c', descending: false, nulls: 'first' },
      { column: 'd.e', descending: false },
    ]);
    expectPgrst(() => parseOrder('a.sideways'), 'PGRST100');
  });

  it('reads limit/offset/columns/on_conflict and refuses bad numbers', () => {
    expect(q('limit=10&offset=20&columns="a","b"&on_conflict=id')).toMatchObject({
      limit: 10,
      offset: 20,
      columns: ['a', 'b'],
      onConflict: ['id'],
    });
    expectPgrst(() => q('limit=ten'), 'PGRST100');
    expectPgrst(() => q('limit=-1'), 'PGRST103', 416);
  });

  it('refuses filters on embedded resources', () => {
    expectPgrst(() => q('author.name=eq.x'), 'PGRST100');
  });

  it('splits on top-level commas only', () => {
    expect(splitTopLevel('a,"b,c",d(e,f),g')).toEqual(['a', '"b,c"', 'd(e,f)', 'g']);
  });
});

describe('Prefer', () => {
  it('reads joined headers and ignores unknown values', () => {
    expect(
      parsePrefer('count=exact, return=representation,missing=default, tx=rollback, foo=bar, return=nonsense'),
    ).toEqual({
      count: 'exact',
      return: 'representation',
      missing: 'default',
      tx: 'rollback',
    });
    expect(parsePrefer(['handling=strict', 'max-affected=3'])).toEqual({ handling: 'strict', maxAffected: 3 });
  });
});
