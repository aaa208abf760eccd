import { describe, expect, it } from 'vitest';
import { parseApiQuery } from './rest-query.ts';
import { Params, buildRead, ident, whereSql } from './rest-sql.ts';

describe('SQL building', () => {
  it('double-quotes identifiers and doubles embedded quotes', () => {
    expect(ident('name')).toBe('"name"');
    expect(ident('a"; drop table x; --')).toBe('"a""; drop table x; --"');
    expect(() => ident('')).toThrow();
    expect(() => ident('a\0b')).toThrow();
  });

  it('binds every filter value as a parameter', () => {
    const params = new Params();
    const query = parseApiQuery(
      new URLSearchParams(`name=eq.x' or 1=1 --&qty=in.(1,2)&or=(note.ilike.*a*,note.is.null)&tags=cs.{a}`),
    );
    const sql = whereSql(query.conditions, { params });
    expect(sql).toBe(
      '("name" = $1) and ("qty" in ($2, $3)) and (("note" ilike $4) or ("note" is null)) and ("tags" @> $5)',
    );
    expect(params.values).toEqual(["x' or 1=1 --", '1', '2', '%a%', '{a}']);
  });

  it('turns an empty in list into false and negations into not (…)', () => {
    const params = new Params();
    const query = parseApiQuery(new URLSearchParams('a=in.()&b=not.eq.1'));
    expect(whereSql(query.conditions, { params })).toBe('(false) and not ("b" = $1)');
  });

  it('caps reads at 1000 rows and counts with the same filters', () => {
    const params = new Params();
    const query = parseApiQuery(new URLSearchParams('select=id&id=gt.5&limit=5000&offset=10&order=id.desc'));
    const sql = buildRead('things', query, { params, count: true, single: false, stripNulls: false });
    expect(sql).toContain('limit 1000 offset 10');
    expect(sql).toContain('(select count(*) from "public"."things" where ("id" > $1))::int');
    expect(sql).toContain('order by "id" desc');
    expect(params.values).toEqual(['5']);
  });
});
