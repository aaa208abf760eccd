import { getSupabase } from '../../../../lib/supabase';
import { MODERATION_COLUMNS, toModeration, toModerationPatch, type Decision, type Moderation } from '../review-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/**
 * Approves or rejects one custom review with the admin's note (spec §4: the update also sets adminNotes
 * and reviewedAt; the database stamps reviewed_at). As for tour reviews, exactly one changed row is the
 * only success.
 */
export async function updateCustomReviewStatus(id: string, decision: Decision): Promise<Moderation> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('custom_reviews')
    .update(toModerationPatch(decision))
    .eq('id', id)
    .select(MODERATION_COLUMNS)
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS));
  if (error) throw new Error(`Custom review status: ${error.message}`, { cause: error });
  const [row, ...more] = data;
  if (!row || more.length > 0) throw new Error(`Custom review status: ${data.length} rows changed`);
  return toModeration(row);
}
