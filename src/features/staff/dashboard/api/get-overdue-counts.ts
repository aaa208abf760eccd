import { getSupabase } from '../../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../../offline/cache';
import type { StaffOverdueCounts } from '../../../../types/database';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const OVERDUE_CACHE_KEY = 'admin:overdue-counts';

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

/** What is overdue now (staff_overdue_counts); offline, the copy kept from the last successful read. */
export async function getOverdueCounts(): Promise<CachedResult<StaffOverdueCounts>> {
  return readThrough<StaffOverdueCounts>(OVERDUE_CACHE_KEY, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .rpc('staff_overdue_counts')
      .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
      .retry(false);
    if (error) throw new Error(`Overdue counts: ${error.message}`, { cause: error });
    const figures = (data ?? {}) as Record<string, unknown>;
    return {
      tour_inquiries: count(figures.tour_inquiries),
      custom_tour_requests: count(figures.custom_tour_requests),
      mine: count(figures.mine),
    };
  });
}
