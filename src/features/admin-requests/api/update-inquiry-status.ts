import { getSupabase } from '../../../lib/supabase';
import type { RequestStatus } from '../request-models';
import { ADMIN_REQUEST_TIMEOUT_MS } from './request-timeout';

/**
 * Sets one inquiry's status (spec §7 updateStatus). RLS turns a refused update into "0 rows" rather
 * than an error, so the changed row is read back and anything but exactly one counts as a failure.
 */
export async function updateInquiryStatus(id: string, status: RequestStatus): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('tour_inquiries')
    .update({ status })
    .eq('id', id)
    .select('id')
    .abortSignal(AbortSignal.timeout(ADMIN_REQUEST_TIMEOUT_MS));
  if (error) throw new Error(`Tour inquiry status: ${error.message}`, { cause: error });
  if (data.length !== 1) throw new Error(`Tour inquiry status: ${data.length} rows changed`);
}
