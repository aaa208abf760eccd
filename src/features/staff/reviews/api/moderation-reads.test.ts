import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../../../lib/supabase';
import { OfflineDb, setOfflineDbForTests } from '../../../../offline/db';
import { fakeSupabase, type QueryCall } from '../../../../testing/fake-supabase';
import { CUSTOM_REVIEW_STATS_CACHE_KEY, getCustomReviewStats } from './get-custom-review-stats';
import { getCustomReview } from './get-custom-review';
import { getTourReview } from './get-tour-review';
import { listRecentReviews, RECENT_REVIEWS_CACHE_KEY } from './list-recent-reviews';

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
    for (const key of [CUSTOM_REVIEW_STATS_CACHE_KEY, RECENT_REVIEWS_CACHE_KEY]) expect(key).toMatch(/^admin:/);
  });
});

describe('getTourReview and getCustomReview', () => {
  it('read one review by id, by the columns the lists read, as rows', async () => {
    const calls = serve(() => ({ data: tourRow, error: null }));
    await expect(getTourReview('t1')).resolves.toEqual(tourRow);
    expect(calls[0]).toEqual(['from', 'reviews']);
    expect(calls[1]?.[1]).toContain('admin_notes, reviewed_at, created_at, updated_at, search_text');
    expect(calls).toContainEqual(['eq', 'id', 't1']);

    const customCalls = serve(() => ({ data: null, error: null }));
    await expect(getCustomReview('c9')).resolves.toBeNull();
    expect(customCalls[0]).toEqual(['from', 'custom_reviews']);

    serve(offline);
    await expect(getTourReview('t1')).rejects.toThrow(/Failed to fetch/);
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
