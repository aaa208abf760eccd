import { describe, expect, it } from 'vitest';
import { applyRowChange, isOlder, mergeRows } from './live-rows';

interface Row {
  id: string;
  status: string;
  created_at: string;
  updated_at: string;
}

const a: Row = {
  id: 'a',
  status: 'pending',
  created_at: '2026-11-21T08:00:00.000000+00:00',
  updated_at: '2026-11-21T08:00:00.000000+00:00',
};
const b: Row = {
  id: 'b',
  status: 'pending',
  created_at: '2026-11-21T09:00:00.000000+00:00',
  updated_at: '2026-11-21T09:00:00.000000+00:00',
};

describe('applyRowChange', () => {
  it('puts an inserted row first, newest first', () => {
    const c = { ...b, id: 'c', created_at: '2026-11-21T10:00:00+00', updated_at: '2026-11-21T10:00:00+00' };
    expect(applyRowChange([b, a], { eventType: 'INSERT', new: c }).map((row) => row.id)).toEqual(['c', 'b', 'a']);
  });

  it('replaces an updated row in place, and ignores an older state of it', () => {
    const newer = { ...a, status: 'confirmed', updated_at: '2026-11-21T11:00:00.000001+00:00' };
    const rows = applyRowChange([b, a], { eventType: 'UPDATE', new: newer });
    expect(rows).toEqual([b, newer]);
    const stale = { ...a, status: 'cancelled', updated_at: '2026-11-21T10:00:00+00:00' };
    expect(applyRowChange(rows, { eventType: 'UPDATE', new: stale })).toBe(rows);
  });

  it('adds an updated row it did not know (it arrived while the list was away)', () => {
    expect(applyRowChange([a], { eventType: 'UPDATE', new: b }).map((row) => row.id)).toEqual(['b', 'a']);
  });

  it('removes a deleted row by its id', () => {
    expect(applyRowChange([b, a], { eventType: 'DELETE', old: { id: 'b' } })).toEqual([a]);
    const rows = [a];
    expect(applyRowChange(rows, { eventType: 'DELETE', old: { id: 'zz' } })).toBe(rows);
  });
});

describe('mergeRows and isOlder', () => {
  it('keeps the newer state whichever arrives last', () => {
    const confirmed = { ...a, status: 'confirmed', updated_at: '2026-11-21T12:00:00Z' };
    expect(mergeRows([confirmed], [a])).toEqual([confirmed]);
    expect(mergeRows([a], [confirmed])).toEqual([confirmed]);
  });

  it('reads both offset spellings, and never calls an unreadable time older', () => {
    expect(
      isOlder({ id: 'x', updated_at: '2026-11-21 08:00:00+00' }, { id: 'x', updated_at: '2026-11-21T09:00:00Z' }),
    ).toBe(true);
    expect(isOlder({ id: 'x', updated_at: 'soon' }, a)).toBe(false);
  });
});
