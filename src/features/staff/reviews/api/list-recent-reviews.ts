import { getSupabase } from '../../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../../offline/cache';
import {
  mergeRecentReviews,
  RECENT_CUSTOM_REVIEW_COLUMNS,
  RECENT_REVIEWS_LIMIT,
  RECENT_TOUR_REVIEW_COLUMNS,
  type RecentCustomReviewRow,
  type RecentReview,
  type RecentTourReviewRow,
} from '../review-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const RECENT_REVIEWS_CACHE_KEY = 'admin:recent-reviews';

interface RecentRows {
  tour: RecentTourReviewRow[];
  custom: RecentCustomReviewRow[];
}

/**
 * The newest reviews of both kinds together, for the dashboard. Each table gives its own newest few,
 * which always include the newest of the two combined.
 */
export async function listRecentReviews(): Promise<CachedResult<RecentReview[]>> {
  const result = await readThrough<RecentRows>(RECENT_REVIEWS_CACHE_KEY, async () => {
    const supabase = await getSupabase();
    const signal = AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS);
    const [tour, custom] = await Promise.all([
      supabase
        .from('reviews')
        .select(RECENT_TOUR_REVIEW_COLUMNS)
        .order('created_at', { ascending: false })
        .limit(RECENT_REVIEWS_LIMIT)
        .abortSignal(signal)
        .retry(false),
      supabase
        .from('custom_reviews')
        .select(RECENT_CUSTOM_REVIEW_COLUMNS)
        .order('created_at', { ascending: false })
        .limit(RECENT_REVIEWS_LIMIT)
        .abortSignal(signal)
        .retry(false),
    ]);
    if (tour.error) throw new Error(`Recent tour reviews: ${tour.error.message}`, { cause: tour.error });
    if (custom.error) throw new Error(`Recent custom reviews: ${custom.error.message}`, { cause: custom.error });
    return { tour: tour.data, custom: custom.data };
  });
  return { ...result, data: mergeRecentReviews(result.data.tour, result.data.custom) };
}
