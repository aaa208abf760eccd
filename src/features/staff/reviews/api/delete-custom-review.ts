import { getSupabase } from '../../../../lib/supabase';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/**
 * Deletes one custom review (spec §7 delete(id)). RLS makes a refused delete remove nothing without an
 * error, so the deleted row is read back and anything but exactly one counts as a failure.
 */
export async function deleteCustomReview(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('custom_reviews')
    .delete()
    .eq('id', id)
    .select('id')
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS));
  if (error) throw new Error(`Delete custom review: ${error.message}`, { cause: error });
  if (data.length !== 1) throw new Error(`Delete custom review: ${data.length} rows deleted`);
}
