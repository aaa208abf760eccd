import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../../lib/supabase';
import { OfflineDb, setOfflineDbForTests } from '../../../offline/db';
import { ANON_READABLE_COLUMNS } from '../../../types/database';
import { fakeSupabaseQuery, type QueryCall } from './fake-supabase-query';
import {
  CUSTOM_REVIEW_COLUMNS,
  CUSTOM_REVIEWS_CACHE_KEY,
  CUSTOM_REVIEWS_LIMIT,
  listApprovedCustomReviews,
} from './list-approved-custom-reviews';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

function fakeSupabase(respond: () => { data: unknown; error: unknown }): QueryCall[] {
  const { client, calls } = fakeSupabaseQuery(respond);
  vi.mocked(getSupabase).mockResolvedValue(client);
  return calls;
}

const row = {
  id: 'c1',
  customer_name: 'Sofia Alvarez',
  country: 'Spain',
  ratings: { quality: 4, service: 5, value: 4 },
  comment: 'Tea country by train, then Yala by jeep.',
  would_recommend: true,
  created_at: '2026-11-01T10:00:00Z',
};

let n = 0;
beforeEach(async () => {
  const db = new OfflineDb(`custom-reviews-test-${++n}`);
  setOfflineDbForTests(db);
  await db.open();
  vi.mocked(getSupabase).mockReset();
});

describe('listApprovedCustomReviews', () => {
  it('asks for approved custom reviews by named anon-readable columns, newest first, limited', async () => {
    const calls = fakeSupabase(() => ({ data: [row], error: null }));
    const result = await listApprovedCustomReviews();
    expect(result.source).toBe('network');
    // The overall rating is missing in this row: the card shows five stars.
    expect(result.data).toEqual([expect.objectContaining({ id: 'c1', customerName: 'Sofia Alvarez', overall: 5 })]);
    expect(calls).toEqual([
      ['from', 'custom_reviews'],
      ['select', CUSTOM_REVIEW_COLUMNS],
      ['eq', 'status', 'approved'],
      ['order', 'created_at', { ascending: false }],
      ['limit', CUSTOM_REVIEWS_LIMIT],
      ['abortSignal', expect.any(AbortSignal)],
      ['retry', false],
    ]);
    const columns = CUSTOM_REVIEW_COLUMNS.split(',').map((c) => c.trim());
    expect(columns.every((c) => (ANON_READABLE_COLUMNS.custom_reviews as readonly string[]).includes(c))).toBe(true);
  });

  it('answers from the copy kept under its key when offline, and fails without one', async () => {
    fakeSupabase(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(listApprovedCustomReviews()).rejects.toThrow('Failed to fetch');
    fakeSupabase(() => ({ data: [row], error: null }));
    await listApprovedCustomReviews();
    fakeSupabase(() => {
      throw new TypeError('Failed to fetch');
    });
    const offline = await listApprovedCustomReviews();
    expect(offline.source).toBe('cache');
    expect(offline.data.map((r) => r.id)).toEqual(['c1']);
    expect(CUSTOM_REVIEWS_CACHE_KEY).toBe('reviews:custom:approved');
  });
});
