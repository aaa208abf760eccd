import { getSupabase } from '../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../offline/cache';
import { INQUIRY_COLUMNS, toInquiry, type Inquiry, type InquiryListRow } from '../request-models';
import { ADMIN_REQUEST_TIMEOUT_MS } from './request-timeout';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const INQUIRIES_CACHE_KEY = 'admin:inquiries';

/**
 * Every tour inquiry, newest first (spec §7 "list all"): from the server when it answers, else the copy
 * kept from the last successful read. The cache holds the rows as read, so a new app version maps anew.
 */
export async function listInquiries(): Promise<CachedResult<Inquiry[]>> {
  const result = await readThrough<InquiryListRow[]>(INQUIRIES_CACHE_KEY, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('tour_inquiries')
      .select(INQUIRY_COLUMNS)
      .order('created_at', { ascending: false })
      .abortSignal(AbortSignal.timeout(ADMIN_REQUEST_TIMEOUT_MS))
      // No backoff retries: offline, the device's copy answers at once instead.
      .retry(false);
    if (error) throw new Error(`Tour inquiries: ${error.message}`, { cause: error });
    return data;
  });
  return { ...result, data: result.data.map(toInquiry) };
}
