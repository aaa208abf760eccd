import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, type ListPage, type ListQuery } from '../shared/server-list';
import {
  heldModeration,
  moderatePage,
  optimisticModeration,
  sameModeration,
  withModeration,
  type ReviewListRow,
} from './review-changes';
import type { Moderation } from './review-models';

const base: ReviewListRow = {
  id: 'a',
  status: 'pending',
  admin_notes: null,
  reviewed_at: null,
  created_at: '2026-11-02T00:00:00Z',
  updated_at: '2026-11-02T00:00:00Z',
  search_text: 'a amaya australia wonderful guide',
};
const other: ReviewListRow = { ...base, id: 'b', created_at: '2026-11-01T00:00:00Z', search_text: 'b bruno' };
const page = (rows: ReviewListRow[], total = rows.length): ListPage<ReviewListRow> => ({
  rows,
  total,
  counts: { pending: 2 },
});
const query = (change: Partial<ListQuery> = {}): ListQuery => ({ ...DEFAULT_QUERY, ...change });

const approved: Moderation = {
  status: 'approved',
  adminNotes: 'Checked the booking',
  reviewedAt: '2026-11-03T09:00:00Z',
  updatedAt: '2026-11-03T09:00:00Z',
};
const pending = heldModeration(base);

describe('optimisticModeration', () => {
  it('shows the new status and the decision time at once; a note given replaces the stored one', () => {
    const now = '2026-11-03T09:00:00Z';
    expect(optimisticModeration(pending, { status: 'approved', adminNotes: 'ok' }, now)).toEqual({
      status: 'approved',
      adminNotes: 'ok',
      reviewedAt: now,
      updatedAt: now,
    });
  });

  it('keeps the stored note when the decision carries none (a card button)', () => {
    const noted = { ...pending, adminNotes: 'Asked for a photo' };
    expect(optimisticModeration(noted, { status: 'rejected' }, 'now').adminNotes).toBe('Asked for a photo');
  });
});

describe('moderatePage', () => {
  it('sets the four moderation fields of that row only, and moves the counts', () => {
    const before = page([base, other]);
    const next = moderatePage(before, base, approved, pending, query());
    expect(next.rows[0]).toEqual(withModeration(base, approved));
    expect(next.rows[1]).toBe(other);
    expect(next.counts).toEqual({ pending: 1, approved: 1 });
    expect(next.total).toBe(2);
    expect(before.rows[0]!.status).toBe('pending'); // the input is never changed
  });

  it('applies a confirmation while the row still shows what was expected', () => {
    const shown = moderatePage(page([base]), base, approved, pending, query());
    const confirmed: Moderation = { ...approved, updatedAt: '2026-11-03T09:00:01Z' };
    const next = moderatePage(shown, base, confirmed, approved, query());
    expect(heldModeration(next.rows[0]!)).toEqual(confirmed);
    expect(next.counts).toEqual({ pending: 1, approved: 1 });
  });

  it('never lets a step back undo a later change made meanwhile', () => {
    const later: Moderation = { ...approved, status: 'rejected', updatedAt: '2026-11-03T09:05:00Z' };
    const current = moderatePage(page([base]), base, later, pending, query());
    const back = moderatePage(current, base, pending, approved, query());
    expect(back).toBe(current);
    expect(back.rows[0]!.status).toBe('rejected');
  });

  it('lets a filtered list drop the decided row, and places it again when the server refuses', () => {
    const filtered = query({ status: 'pending' });
    const shown = moderatePage(page([base, other]), base, approved, pending, filtered);
    expect(shown.rows.map((row) => row.id)).toEqual(['b']);
    expect(shown.total).toBe(1);
    const back = moderatePage(shown, base, pending, approved, filtered);
    expect(back.rows.map((row) => row.id)).toEqual(['a', 'b']);
    expect(back.total).toBe(2);
    expect(back.counts).toEqual({ pending: 2 });
  });

  it('leaves the counts of a search alone for a row the search does not find', () => {
    const searched = query({ search: 'bruno' });
    const next = moderatePage(page([other]), base, approved, pending, searched);
    expect(next.rows.map((row) => row.id)).toEqual(['b']);
    expect(next.counts).toEqual({ pending: 2 });
  });
});

describe('sameModeration', () => {
  it('compares all four fields', () => {
    expect(sameModeration(approved, { ...approved })).toBe(true);
    expect(sameModeration(approved, { ...approved, adminNotes: null })).toBe(false);
    expect(sameModeration(approved, { ...approved, updatedAt: 'x' })).toBe(false);
  });
});
