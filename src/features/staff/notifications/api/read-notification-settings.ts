import { getSupabase } from '../../../../lib/supabase';
import { NOTIFICATION_SETTINGS_COLUMNS, type NotificationSettingsRow } from '../notification-choices';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/**
 * The signed-in admin's notification settings, or null when they have never saved any (then every kind
 * reaches them by both channels). Row-level security shows each admin their own row only.
 */
export async function readNotificationSettings(): Promise<NotificationSettingsRow | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('notification_settings')
    .select(NOTIFICATION_SETTINGS_COLUMNS)
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    .maybeSingle()
    .retry(false);
  if (error) throw new Error(`Notification settings: ${error.message}`, { cause: error });
  return data;
}
