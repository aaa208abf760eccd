import { getSupabase } from '../../../../lib/supabase';
import { TOUR_REVIEW_COLUMNS, type TourReviewListRow } from '../review-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** One tour review by id, of any status, as the list reads it; null when there is none. */
export async function getTourReview(id: string): Promise<TourReviewListRow | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('reviews')
    .select(TOUR_REVIEW_COLUMNS)
    .eq('id', id)
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    .maybeSingle()
    .retry(false);
  if (error) throw new Error(`Tour review ${id}: ${error.message}`, { cause: error });
  return data;
}
