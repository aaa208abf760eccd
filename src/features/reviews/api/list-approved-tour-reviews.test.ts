import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../../lib/supabase';
import { OfflineDb, setOfflineDbForTests } from '../../../offline/db';
import { ANON_READABLE_COLUMNS } from '../../../types/database';
import { fakeSupabaseQuery, type QueryCall } from './fake-supabase-query';
import { listApprovedTourReviews, TOUR_REVIEW_COLUMNS, TOUR_REVIEWS_LIMIT } from './list-approved-tour-reviews';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

/** Answers every query with `respond()` and returns the recorded chain. */
function fakeSupabase(respond: () => { data: unknown; error: unknown }): QueryCall[] {
  const { client, calls } = fakeSupabaseQuery(respond);
  vi.mocked(getSupabase).mockResolvedValue(client);
  return calls;
}

const row = {
  id: 'r1',
  customer_name: 'Marco Rossi',
  country: 'Italy',
  ratings: { overall: 4, quality: 4, locations: 5, service: 4, price: 4 },
  comment: 'Well organised and relaxed.',
  recommendations: null,
  would_recommend: true,
  created_at: '2026-11-01T10:00:00Z',
};

let n = 0;
beforeEach(async () => {
  const db = new OfflineDb(`tour-reviews-test-${++n}`);
  setOfflineDbForTests(db);
  await db.open();
  vi.mocked(getSupabase).mockReset();
});

describe('listApprovedTourReviews', () => {
  it('asks for approved reviews of this tour only, by named anon-readable columns, newest first', async () => {
    const calls = fakeSupabase(() => ({ data: [row], error: null }));
    const result = await listApprovedTourReviews('grand-circle-18day');
    expect(result.source).toBe('network');
    expect(result.data).toEqual([expect.objectContaining({ id: 'r1', customerName: 'Marco Rossi', overall: 4 })]);
    expect(calls.map(([method]) => method)).toEqual([
      'from',
      'select',
      'eq',
      'eq',
      'order',
      'limit',
      'abortSignal',
      'retry',
    ]);
    expect(calls).toContainEqual(['from', 'reviews']);
    expect(calls).toContainEqual(['eq', 'status', 'approved']);
    expect(calls).toContainEqual(['eq', 'tour_id', 'grand-circle-18day']);
    expect(calls).toContainEqual(['order', 'created_at', { ascending: false }]);
    expect(calls).toContainEqual(['limit', TOUR_REVIEWS_LIMIT]);
    expect(calls).toContainEqual(['retry', false]);
  });

  it('selects only columns anon may read, and never the e-mail', () => {
    const columns = TOUR_REVIEW_COLUMNS.split(',').map((c) => c.trim());
    expect(columns.every((c) => (ANON_READABLE_COLUMNS.reviews as readonly string[]).includes(c))).toBe(true);
    expect(columns).not.toContain('email');
  });

  it('answers from the last copy when the server cannot be reached', async () => {
    fakeSupabase(() => ({ data: [row], error: null }));
    await listApprovedTourReviews('grand-circle-18day');
    fakeSupabase(() => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await listApprovedTourReviews('grand-circle-18day');
    expect(offline.source).toBe('cache');
    expect(offline.data.map((r) => r.id)).toEqual(['r1']);
  });

  it('treats a server error like a failed read, and fails when no copy exists', async () => {
    fakeSupabase(() => ({ data: null, error: { message: 'permission denied', code: '42501' } }));
    await expect(listApprovedTourReviews('sri-lanka-highlights-10day')).rejects.toThrow(/permission denied/);
  });

  it('keeps copies per tour', async () => {
    fakeSupabase(() => ({ data: [row], error: null }));
    await listApprovedTourReviews('grand-circle-18day');
    fakeSupabase(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(listApprovedTourReviews('southern-coastal-explorer-6day')).rejects.toThrow();
  });

  it('makes one request when two components ask at once', async () => {
    const calls = fakeSupabase(() => ({ data: [row], error: null }));
    const [a, b] = await Promise.all([
      listApprovedTourReviews('grand-circle-18day'),
      listApprovedTourReviews('grand-circle-18day'),
    ]);
    expect(a).toBe(b);
    expect(calls.filter(([method]) => method === 'from')).toHaveLength(1);
    await listApprovedTourReviews('grand-circle-18day');
    expect(calls.filter(([method]) => method === 'from')).toHaveLength(2);
  });
});
