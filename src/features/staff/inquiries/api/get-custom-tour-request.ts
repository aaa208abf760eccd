import { getSupabase } from '../../../../lib/supabase';
import { CUSTOM_TOUR_REQUEST_COLUMNS, type CustomTourRequestListRow } from '../inquiry-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** One custom tour request by id, as the list reads it; null when there is none. */
export async function getCustomTourRequest(id: string): Promise<CustomTourRequestListRow | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('custom_tour_requests')
    .select(CUSTOM_TOUR_REQUEST_COLUMNS)
    .eq('id', id)
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    .maybeSingle()
    .retry(false);
  if (error) throw new Error(`Custom tour request ${id}: ${error.message}`, { cause: error });
  return data;
}
