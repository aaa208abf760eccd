import { getSupabase } from '../../../../lib/supabase';
import { CUSTOM_TOUR_REQUEST_COLUMNS, type CustomTourRequestListRow } from '../inquiry-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const CUSTOM_REQUESTS_CACHE_KEY = 'admin:custom-requests';

/** Every custom tour request, newest first, from the server. */
export async function listCustomTourRequests(): Promise<CustomTourRequestListRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('custom_tour_requests')
    .select(CUSTOM_TOUR_REQUEST_COLUMNS)
    .order('created_at', { ascending: false })
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    .retry(false);
  if (error) throw new Error(`Custom tour requests: ${error.message}`, { cause: error });
  return data;
}
