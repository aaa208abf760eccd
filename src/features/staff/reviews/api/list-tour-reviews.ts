import { getSupabase } from '../../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../../offline/cache';
import { TOUR_REVIEW_COLUMNS, toAdminTourReview, type AdminTourReview, type TourReviewListRow } from '../review-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const TOUR_REVIEWS_CACHE_KEY = 'admin:reviews';

/**
 * Every tour review of every status, newest first (spec §7 "list all"): from the server when it answers,
 * else the copy kept from the last successful read. The cache holds the rows as read, so a new app
 * version maps them anew.
 */
export async function listTourReviews(): Promise<CachedResult<AdminTourReview[]>> {
  const result = await readThrough<TourReviewListRow[]>(TOUR_REVIEWS_CACHE_KEY, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('reviews')
      .select(TOUR_REVIEW_COLUMNS)
      .order('created_at', { ascending: false })
      .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
      // No backoff retries: offline, the device's copy answers at once instead.
      .retry(false);
    if (error) throw new Error(`Tour reviews: ${error.message}`, { cause: error });
    return data;
  });
  return { ...result, data: result.data.map(toAdminTourReview) };
}
