import { getSupabase } from '../../../../lib/supabase';
import { MODERATION_COLUMNS, toModeration, toModerationPatch, type Decision, type Moderation } from '../review-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/**
 * Approves or rejects one tour review, with the admin's note when given (spec §7 updateStatus). RLS turns
 * a refused update into "0 rows" rather than an error, so the changed row is read back: anything but
 * exactly one is a failure, and the one row tells what the server stored (its reviewed_at included).
 */
export async function updateTourReviewStatus(id: string, decision: Decision): Promise<Moderation> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('reviews')
    .update(toModerationPatch(decision))
    .eq('id', id)
    .select(MODERATION_COLUMNS)
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS));
  if (error) throw new Error(`Tour review status: ${error.message}`, { cause: error });
  const [row, ...more] = data;
  if (!row || more.length > 0) throw new Error(`Tour review status: ${data.length} rows changed`);
  return toModeration(row);
}
