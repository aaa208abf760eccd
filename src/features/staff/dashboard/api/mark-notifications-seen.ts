import { getSupabase } from '../../../../lib/supabase';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/**
 * Records that this admin has looked (admin_mark_notifications_seen): the server stamps its own clock,
 * so a device clock that is off never hides or repeats items. Resolves to that moment (ISO).
 */
export async function markNotificationsSeen(): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('admin_mark_notifications_seen')
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS));
  if (error) throw new Error(`Mark notifications seen: ${error.message}`, { cause: error });
  return String(data);
}
