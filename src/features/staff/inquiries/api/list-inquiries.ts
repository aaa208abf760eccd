import { getSupabase } from '../../../../lib/supabase';
import { INQUIRY_COLUMNS, type InquiryListRow } from '../inquiry-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const INQUIRIES_CACHE_KEY = 'admin:inquiries';

/**
 * Every tour inquiry, newest first (spec §7 "list all"), from the server. The live list keeps the rows
 * as read on the device, so a new app version maps them anew.
 */
export async function listInquiries(): Promise<InquiryListRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('tour_inquiries')
    .select(INQUIRY_COLUMNS)
    .order('created_at', { ascending: false })
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    // No backoff retries: offline, the device's copy answers at once instead.
    .retry(false);
  if (error) throw new Error(`Tour inquiries: ${error.message}`, { cause: error });
  return data;
}
