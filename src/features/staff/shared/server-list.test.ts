import { describe, expect, it } from 'vitest';
import { applyListChange, joinedRows, keptRows } from './use-server-list';
import {
  compareRows,
  countByStatus,
  DEFAULT_QUERY,
  DEVICE_ROWS_MAX,
  isDefaultQuery,
  rowMatches,
  searchWords,
  type ListPage,
  type ListQuery,
  type ServerListRow,
} from './server-list';

const row = (n: number, text: string, status = 'pending'): ServerListRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  created_at: `2026-11-${String(n).padStart(2, '0')}T10:00:00+00:00`,
  updated_at: `2026-11-${String(n).padStart(2, '0')}T10:00:00+00:00`,
  status,
  search_text: text,
});
const query = (change: Partial<ListQuery>): ListQuery => ({ ...DEFAULT_QUERY, ...change });

describe('the server list search', () => {
  it('looks for every word, lower-cased, with * as no wildcard', () => {
    expect(searchWords('  Jane  SRI*lanka ')).toEqual(['jane', 'sri', 'lanka']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('decides on the device as the server does: every word, and the status', () => {
    const jane = row(1, 'jane perera jane@example.com sri lanka grand tour', 'confirmed');
    expect(rowMatches(jane, query({ search: 'Jane GRAND' }))).toBe(true);
    expect(rowMatches(jane, query({ search: 'jane kandy' }))).toBe(false);
    expect(rowMatches(jane, query({ status: 'confirmed' }))).toBe(true);
    expect(rowMatches(jane, query({ status: 'pending' }))).toBe(false);
    expect(rowMatches({ ...jane, search_text: null }, query({ search: 'jane' }))).toBe(false);
  });

  it('orders by arrival, then by id, either way', () => {
    const [a, b, c] = [row(1, 'a'), row(2, 'b'), { ...row(2, 'c'), id: 'ffffffff-0000-4000-8000-000000000000' }];
    expect([a, b, c].sort(compareRows('newest')).map((r) => r.search_text)).toEqual(['c', 'b', 'a']);
    expect([c, b, a].sort(compareRows('oldest')).map((r) => r.search_text)).toEqual(['a', 'b', 'c']);
  });

  it('knows the unfiltered list', () => {
    expect(isDefaultQuery(DEFAULT_QUERY)).toBe(true);
    expect(isDefaultQuery(query({ search: ' ' }))).toBe(true);
    expect(isDefaultQuery(query({ order: 'oldest' }))).toBe(false);
  });
});

describe('a live change to a paged list', () => {
  const page: ListPage<ServerListRow> = { rows: [row(3, 'jane c'), row(2, 'raj b')], total: 40 };

  it('adds a new matching row at the top and counts it', () => {
    const next = applyListChange(page, { eventType: 'INSERT', new: row(4, 'jane d') }, DEFAULT_QUERY);
    expect(next.rows.map((r) => r.search_text)).toEqual(['jane d', 'jane c', 'raj b']);
    expect(next.total).toBe(41);
  });

  it('leaves out a new row the search does not match', () => {
    const next = applyListChange(page, { eventType: 'INSERT', new: row(4, 'raj d') }, query({ search: 'jane' }));
    expect(next).toBe(page);
  });

  it('counts, but does not show, a new row that belongs past the pages read (oldest first)', () => {
    const oldest = { rows: [row(2, 'raj b'), row(3, 'jane c')], total: 40 };
    const next = applyListChange(oldest, { eventType: 'INSERT', new: row(4, 'jane d') }, query({ order: 'oldest' }));
    expect(next.rows).toEqual(oldest.rows);
    expect(next.total).toBe(41);
  });

  it('drops a row a change takes out of the filter, and counts one less', () => {
    const pending = query({ status: 'pending' });
    const next = applyListChange(
      page,
      { eventType: 'UPDATE', new: { ...row(3, 'jane c', 'confirmed'), updated_at: '2026-11-20T00:00:00Z' } },
      pending,
    );
    expect(next.rows.map((r) => r.search_text)).toEqual(['raj b']);
    expect(next.total).toBe(39);
  });

  it('leaves a change to a row it does not hold to a read again', () => {
    expect(applyListChange(page, { eventType: 'UPDATE', new: row(1, 'old a', 'confirmed') }, DEFAULT_QUERY)).toBe(page);
  });

  it('counts an INSERT replayed for a row it holds once', () => {
    expect(applyListChange(page, { eventType: 'INSERT', new: row(3, 'jane c') }, DEFAULT_QUERY).total).toBe(40);
  });
});

describe("the device's copy", () => {
  it('keeps the rows just read, then the older rows an earlier read kept, within the bound', () => {
    const kept = [row(5, 'e'), row(4, 'd'), row(3, 'c'), row(2, 'b'), row(1, 'a')];
    // The dashboard reads the two newest; one of them is new, one changed.
    const read = [row(6, 'f'), { ...row(5, 'e'), status: 'confirmed' }];
    expect(keptRows(read, kept).map((r) => `${r.search_text}:${r.status}`)).toEqual([
      'f:pending',
      'e:confirmed',
      'd:pending',
      'c:pending',
      'b:pending',
      'a:pending',
    ]);
    const many = Array.from({ length: DEVICE_ROWS_MAX + 20 }, (_, n) => row(1, `r${n}`));
    expect(keptRows(many, kept)).toHaveLength(DEVICE_ROWS_MAX);
    expect(keptRows([], kept)).toEqual(kept);
  });

  it('joins the rows a search read to the copy, newest first, newer states winning, within the bound', () => {
    const kept = [row(5, 'e'), row(3, 'c'), row(1, 'a')];
    const found = [{ ...row(3, 'c'), status: 'confirmed', updated_at: '2026-11-09T10:00:00+00:00' }, row(2, 'b')];
    expect(joinedRows(found, kept).map((r) => `${r.search_text}:${r.status}`)).toEqual([
      'e:pending',
      'c:confirmed',
      'b:pending',
      'a:pending',
    ]);
    expect(joinedRows(found, undefined)).toHaveLength(2);
    const many = Array.from({ length: DEVICE_ROWS_MAX + 20 }, (_, n) => ({ ...row(1, `r${n}`), id: `id-${n}` }));
    expect(joinedRows(many, kept)).toHaveLength(DEVICE_ROWS_MAX);
  });
});

describe('the status counts', () => {
  it('are counted on the device as the server counts them: the search, whatever the status filter', () => {
    const rows = [row(1, 'jane kandy'), row(2, 'jane ella', 'confirmed'), row(3, 'raj ella', 'confirmed')];
    expect(countByStatus(rows, query({}))).toEqual({ pending: 1, confirmed: 2 });
    expect(countByStatus(rows, query({ search: 'JANE' }))).toEqual({ pending: 1, confirmed: 1 });
    expect(countByStatus(rows, query({ search: 'nobody' }))).toEqual({});
  });

  it('follow live changes: a new row, a row that changes status, a row deleted', () => {
    const value: ListPage<ServerListRow> = { rows: [row(2, 'jane ella')], total: 1, counts: { pending: 1 } };
    const all = query({});
    const added = applyListChange(value, { eventType: 'INSERT', new: row(3, 'raj') }, all);
    expect(added.counts).toEqual({ pending: 2 });
    const changed = applyListChange(
      added,
      { eventType: 'UPDATE', new: { ...row(3, 'raj'), status: 'confirmed', updated_at: '2026-11-09T10:00:00+00:00' } },
      all,
    );
    expect(changed.counts).toEqual({ pending: 1, confirmed: 1 });
    const gone = applyListChange(changed, { eventType: 'DELETE', old: { id: row(2, '').id } }, all);
    expect(gone.counts).toEqual({ confirmed: 1 });
    expect(gone.total).toBe(1);
    // A filtered list counts a new row of another status, without showing it.
    const filtered = applyListChange(
      value,
      { eventType: 'INSERT', new: row(4, 'jane', 'confirmed') },
      query({ status: 'pending' }),
    );
    expect(filtered.rows).toHaveLength(1);
    expect(filtered.counts).toEqual({ pending: 1, confirmed: 1 });
  });
});
