import { getSupabase } from '../../../lib/supabase';
import type { RequestStatus } from '../request-models';
import { ADMIN_REQUEST_TIMEOUT_MS } from './request-timeout';

/** Sets one request's status; as for inquiries, exactly one changed row is the only success. */
export async function updateCustomTourRequestStatus(id: string, status: RequestStatus): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('custom_tour_requests')
    .update({ status })
    .eq('id', id)
    .select('id')
    .abortSignal(AbortSignal.timeout(ADMIN_REQUEST_TIMEOUT_MS));
  if (error) throw new Error(`Custom tour request status: ${error.message}`, { cause: error });
  if (data.length !== 1) throw new Error(`Custom tour request status: ${data.length} rows changed`);
}
