import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../../../lib/supabase';
import { clearCache } from '../../../../offline/cache';
import { OfflineDb, setOfflineDbForTests } from '../../../../offline/db';
import { fakeSupabase, type QueryCall } from '../../../../testing/fake-supabase';
import { CUSTOM_REVIEW_STATS_CACHE_KEY, getCustomReviewStats } from './get-custom-review-stats';
import { CUSTOM_REVIEWS_CACHE_KEY, listCustomReviews } from './list-custom-reviews';
import { listRecentReviews, RECENT_REVIEWS_CACHE_KEY } from './list-recent-reviews';
import { listTourReviews, TOUR_REVIEWS_CACHE_KEY } from './list-tour-reviews';

vi.mock('../../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

function serve(respond: (calls: QueryCall[]) => { data: unknown; error: unknown }): QueryCall[] {
  const { client, calls } = fakeSupabase(respond);
  vi.mocked(getSupabase).mockResolvedValue(client);
  return calls;
}

const offline = () => ({ data: null, error: { message: 'Failed to fetch' } });

const tourRow = {
  id: 't1',
  tour_id: 'grand-circle-18day',
  tour_title: 'Grand Circle',
  booking_id: null,
  customer_name: 'Jane',
  email: 'jane@example.com',
  country: 'Germany',
  ratings: { overall: 4, quality: 4, locations: 4, service: 4, price: 4 },
  comment: 'Very well organised.',
  recommendations: null,
  would_recommend: true,
  status: 'pending',
  is_validated: false,
  validation_source: null,
  admin_notes: null,
  reviewed_at: null,
  created_at: '2026-11-02T00:00:00Z',
  updated_at: '2026-11-02T00:00:00Z',
};

let n = 0;
beforeEach(async () => {
  const db = new OfflineDb(`admin-reviews-test-${++n}`);
  setOfflineDbForTests(db);
  await db.open();
  vi.mocked(getSupabase).mockReset();
});

describe('the cache keys', () => {
  it('are under admin:, which the portal clears on logout', () => {
    expect(TOUR_REVIEWS_CACHE_KEY).toBe('admin:reviews');
    expect(CUSTOM_REVIEWS_CACHE_KEY).toBe('admin:custom-reviews');
    for (const key of [CUSTOM_REVIEW_STATS_CACHE_KEY, RECENT_REVIEWS_CACHE_KEY]) expect(key).toMatch(/^admin:/);
  });
});

describe('listTourReviews', () => {
  it('reads every status by named columns, newest first, and answers offline from the kept copy', async () => {
    const calls = serve(() => ({ data: [tourRow], error: null }));
    const online = await listTourReviews();
    expect(online).toMatchObject({ source: 'network', data: [{ id: 't1', tourTitle: 'Grand Circle' }] });
    expect(calls[0]).toEqual(['from', 'reviews']);
    expect(calls[1]?.[1]).toContain('admin_notes, reviewed_at');
    expect(calls.some(([method]) => method === 'eq')).toBe(false);
    expect(calls).toContainEqual(['order', 'created_at', { ascending: false }]);

    serve(offline);
    const cached = await listTourReviews();
    expect(cached).toMatchObject({ source: 'cache', data: [{ id: 't1' }] });

    await clearCache('admin:');
    await expect(listTourReviews()).rejects.toThrow(/Failed to fetch/);
  });
});

describe('listCustomReviews', () => {
  it('reads custom_reviews and maps them', async () => {
    const calls = serve(() => ({
      data: [{ ...tourRow, tour_type: 'custom', ratings: { overall: 5, quality: 5, service: 5, value: 5 } }],
      error: null,
    }));
    const result = await listCustomReviews();
    expect(calls[0]).toEqual(['from', 'custom_reviews']);
    expect(result.data[0]).toMatchObject({ id: 't1', tourType: 'custom', aspects: { value: 5 } });
  });
});

describe('getCustomReviewStats', () => {
  it('calls the RPC and keeps the figures for offline use', async () => {
    const calls = serve(() => ({ data: { total: 3, approved: 1, pending: 2, average_rating: 4 }, error: null }));
    await expect(getCustomReviewStats()).resolves.toMatchObject({
      source: 'network',
      data: { total: 3, approved: 1, pending: 2, averageRating: 4 },
    });
    expect(calls[0]).toEqual(['rpc', 'custom_review_stats']);
    serve(offline);
    await expect(getCustomReviewStats()).resolves.toMatchObject({ source: 'cache', data: { total: 3 } });
  });
});

describe('listRecentReviews', () => {
  it('asks each table for its five newest and merges them', async () => {
    const calls = serve((own) =>
      own[0]?.[1] === 'reviews'
        ? { data: [{ ...tourRow, created_at: '2026-11-01T00:00:00Z' }], error: null }
        : {
            data: [
              {
                id: 'c1',
                customer_name: 'Raj',
                ratings: { overall: 5 },
                status: 'approved',
                created_at: '2026-11-05T00:00:00Z',
              },
            ],
            error: null,
          },
    );
    const result = await listRecentReviews();
    expect(result.data.map((review) => [review.kind, review.id])).toEqual([
      ['custom', 'c1'],
      ['tour', 't1'],
    ]);
    expect(calls.filter(([method]) => method === 'limit')).toEqual([
      ['limit', 5],
      ['limit', 5],
    ]);
  });

  it('fails as a whole when either read fails (and no copy exists)', async () => {
    serve((own) => (own[0]?.[1] === 'reviews' ? { data: [], error: null } : offline()));
    await expect(listRecentReviews()).rejects.toThrow(/Recent custom reviews/);
  });
});
