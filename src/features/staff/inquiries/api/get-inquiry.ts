import { getSupabase } from '../../../../lib/supabase';
import { INQUIRY_COLUMNS, type InquiryListRow } from '../inquiry-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** One tour inquiry by id, as the list reads it; null when there is none (admins read every row, by RLS). */
export async function getInquiry(id: string): Promise<InquiryListRow | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('tour_inquiries')
    .select(INQUIRY_COLUMNS)
    .eq('id', id)
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    .maybeSingle()
    .retry(false);
  if (error) throw new Error(`Tour inquiry ${id}: ${error.message}`, { cause: error });
  return data;
}
