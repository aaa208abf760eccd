import { getSupabase } from '../../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../../offline/cache';
import {
  CUSTOM_REVIEW_COLUMNS,
  toAdminCustomReview,
  type AdminCustomReview,
  type CustomReviewListRow,
} from '../review-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const CUSTOM_REVIEWS_CACHE_KEY = 'admin:custom-reviews';

/** Every custom review of every status, newest first; offline, the copy kept from the last successful read. */
export async function listCustomReviews(): Promise<CachedResult<AdminCustomReview[]>> {
  const result = await readThrough<CustomReviewListRow[]>(CUSTOM_REVIEWS_CACHE_KEY, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('custom_reviews')
      .select(CUSTOM_REVIEW_COLUMNS)
      .order('created_at', { ascending: false })
      .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
      .retry(false);
    if (error) throw new Error(`Custom reviews: ${error.message}`, { cause: error });
    return data;
  });
  return { ...result, data: result.data.map(toAdminCustomReview) };
}
