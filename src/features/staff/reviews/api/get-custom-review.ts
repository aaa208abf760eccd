import { getSupabase } from '../../../../lib/supabase';
import { CUSTOM_REVIEW_COLUMNS, type CustomReviewListRow } from '../review-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** One custom review by id, of any status, as the list reads it; null when there is none. */
export async function getCustomReview(id: string): Promise<CustomReviewListRow | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('custom_reviews')
    .select(CUSTOM_REVIEW_COLUMNS)
    .eq('id', id)
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    .maybeSingle()
    .retry(false);
  if (error) throw new Error(`Custom review ${id}: ${error.message}`, { cause: error });
  return data;
}
