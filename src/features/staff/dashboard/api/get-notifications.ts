import { getSupabase } from '../../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../../offline/cache';
import { notificationsSchema, type Notifications } from '../dashboard-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const NOTIFICATIONS_CACHE_KEY = 'admin:notifications';

/**
 * What is new since this admin last opened the bell (admin_notifications): pending items per kind and
 * the newest ten. Offline, the counts kept from the last successful read.
 */
export async function getNotifications(): Promise<CachedResult<Notifications>> {
  const result = await readThrough<Notifications>(NOTIFICATIONS_CACHE_KEY, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .rpc('admin_notifications')
      .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
      .retry(false);
    if (error) throw new Error(`Notifications: ${error.message}`, { cause: error });
    return notificationsSchema.parse(data);
  });
  return { ...result, data: notificationsSchema.parse(result.data) };
}
