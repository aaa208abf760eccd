import { describe, expect, it } from 'vitest';
import { applyReviewChange, moderationOf, optimisticModeration, sameModeration } from './review-changes';
import type { ModeratedReview, Moderation } from './review-models';

const base: ModeratedReview = {
  id: 'a',
  name: 'Amaya',
  email: 'amaya@example.com',
  country: 'Australia',
  comment: 'Wonderful guide and driver.',
  wouldRecommend: true,
  isValidated: false,
  validationSource: null,
  overall: 5,
  status: 'pending',
  adminNotes: null,
  reviewedAt: null,
  createdAt: '2026-11-02T00:00:00Z',
  updatedAt: '2026-11-02T00:00:00Z',
};
const other: ModeratedReview = { ...base, id: 'b', name: 'Bruno', createdAt: '2026-11-01T00:00:00Z' };
const items = [base, other];

const approved: Moderation = {
  status: 'approved',
  adminNotes: 'Checked the booking',
  reviewedAt: '2026-11-03T09:00:00Z',
  updatedAt: '2026-11-03T09:00:00Z',
};

describe('optimisticModeration', () => {
  it('shows the new status and the decision time at once; a note given replaces the stored one', () => {
    const now = '2026-11-03T09:00:00.000Z';
    expect(optimisticModeration(moderationOf(base), { status: 'approved', adminNotes: 'ok' }, now)).toEqual({
      status: 'approved',
      adminNotes: 'ok',
      reviewedAt: now,
      updatedAt: now,
    });
  });

  it('keeps the stored note when the decision carries none (a card button)', () => {
    const current = { ...moderationOf(base), adminNotes: 'kept' };
    expect(optimisticModeration(current, { status: 'rejected' }, 'now').adminNotes).toBe('kept');
    expect(optimisticModeration(current, { status: 'rejected', adminNotes: null }, 'now').adminNotes).toBeNull();
  });
});

describe('applyReviewChange', () => {
  it('moderate: sets the four moderation fields of that row only', () => {
    const next = applyReviewChange(items, { type: 'moderate', id: 'a', moderation: approved });
    expect(next[0]).toEqual({ ...base, ...approved });
    expect(next[1]).toBe(other);
    expect(items[0]!.status).toBe('pending'); // the input is never changed
  });

  it('moderate with onlyIf: applies while the row still shows what was expected', () => {
    const shown = applyReviewChange(items, { type: 'moderate', id: 'a', moderation: approved });
    const confirmed: Moderation = {
      ...approved,
      reviewedAt: '2026-11-03T09:00:01Z',
      updatedAt: '2026-11-03T09:00:01Z',
    };
    const next = applyReviewChange(shown, { type: 'moderate', id: 'a', moderation: confirmed, onlyIf: approved });
    expect(moderationOf(next[0]!)).toEqual(confirmed);
  });

  it('moderate with onlyIf: a rollback never undoes a later change made meanwhile', () => {
    const later: Moderation = { ...approved, status: 'rejected', updatedAt: '2026-11-03T09:05:00Z' };
    const current = applyReviewChange(items, { type: 'moderate', id: 'a', moderation: later });
    const rollback = applyReviewChange(current, {
      type: 'moderate',
      id: 'a',
      moderation: moderationOf(base),
      onlyIf: approved,
    });
    expect(rollback).toBe(current);
    expect(rollback[0]!.status).toBe('rejected');
  });

  it('moderate: an unknown id leaves the list as it was', () => {
    expect(applyReviewChange(items, { type: 'moderate', id: 'zzz', moderation: approved })).toBe(items);
  });

  it('remove: drops the row; an unknown id changes nothing', () => {
    expect(applyReviewChange(items, { type: 'remove', id: 'a' })).toEqual([other]);
    expect(applyReviewChange(items, { type: 'remove', id: 'zzz' })).toBe(items);
  });

  it('upsert: replaces a known row in place, adds a new one in date order', () => {
    const renamed = { ...other, name: 'Bruno K.' };
    expect(applyReviewChange(items, { type: 'upsert', item: renamed })).toEqual([base, renamed]);
    const newest = { ...base, id: 'c', createdAt: '2026-11-09T00:00:00Z' };
    const middle = { ...base, id: 'd', createdAt: '2026-11-01T12:00:00Z' };
    expect(applyReviewChange(items, { type: 'upsert', item: newest }).map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(applyReviewChange(items, { type: 'upsert', item: middle }).map((item) => item.id)).toEqual(['a', 'd', 'b']);
  });
});

describe('sameModeration', () => {
  it('compares all four fields', () => {
    expect(sameModeration(approved, { ...approved })).toBe(true);
    expect(sameModeration(approved, { ...approved, adminNotes: null })).toBe(false);
    expect(sameModeration(approved, { ...approved, updatedAt: 'x' })).toBe(false);
  });
});
