import { getSupabase } from '../../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../../offline/cache';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const ADMINS_CACHE_KEY = 'admin:admins';

export interface AdminAccount {
  userId: string;
  email: string;
}

/** The admins a record can be assigned to, by e-mail; offline, the copy kept from the last read. */
export async function listAdmins(): Promise<CachedResult<AdminAccount[]>> {
  return readThrough(ADMINS_CACHE_KEY, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('admins')
      .select('user_id, email')
      .order('email')
      .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
      .retry(false);
    if (error) throw new Error(`Admins: ${error.message}`, { cause: error });
    return data.map((row) => ({ userId: row.user_id, email: row.email }));
  });
}
