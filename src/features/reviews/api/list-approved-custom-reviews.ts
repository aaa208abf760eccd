import { getSupabase } from '../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../offline/cache';
import { REVIEWS_REQUEST_TIMEOUT_MS, shareInFlight, useLoad } from '../read-published';
import { toCustomerExperience, type CustomerExperience, type CustomReviewRow } from '../review-view-models';

/** Named, never `*`: anon may select only the granted columns (ANON_READABLE_COLUMNS.custom_reviews). */
export const CUSTOM_REVIEW_COLUMNS =
  'id, customer_name, country, ratings, comment, would_recommend, created_at' as const;
export const CUSTOM_REVIEWS_LIMIT = 30; // newest stories in the home carousel
export const CUSTOM_REVIEWS_CACHE_KEY = 'reviews:custom:approved';

/** Approved custom-tour reviews for the home carousel, newest first; offline, the last copy kept. */
export function listApprovedCustomReviews(): Promise<CachedResult<CustomerExperience[]>> {
  return shareInFlight(CUSTOM_REVIEWS_CACHE_KEY, async () => {
    const result = await readThrough<CustomReviewRow[]>(CUSTOM_REVIEWS_CACHE_KEY, async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('custom_reviews')
        .select(CUSTOM_REVIEW_COLUMNS)
        // Stated here, not left to RLS: an admin signed in on this browser may read every status.
        .eq('status', 'approved')
        .order('created_at', { ascending: false })
        .limit(CUSTOM_REVIEWS_LIMIT)
        .abortSignal(AbortSignal.timeout(REVIEWS_REQUEST_TIMEOUT_MS))
        // No backoff retries (about 7 s offline): the device's copy answers at once instead.
        .retry(false);
      if (error) throw new Error(`Custom reviews: ${error.message}`, { cause: error });
      return data;
    });
    return { ...result, data: result.data.map(toCustomerExperience) };
  });
}

/** The hook needs a parameter; the home list has none, so one constant stands in. */
const ALL = 'approved';
const loadAll = () => listApprovedCustomReviews();

export function useApprovedCustomReviews() {
  return useLoad(ALL, loadAll);
}
