import { getSupabase } from '../../../../lib/supabase';
import { NOTIFICATION_SETTINGS_COLUMNS, type NotificationSettingsRow } from '../notification-choices';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/**
 * Stores the signed-in admin's notification settings (their first save inserts the row, later ones
 * update it) and answers the row as stored. user_id is left to its default, auth.uid(): sent along, the
 * upsert's DO UPDATE would set it too, and admins may not update that column.
 */
export async function saveNotificationSettings(settings: NotificationSettingsRow): Promise<NotificationSettingsRow> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('notification_settings')
    .upsert(settings, { onConflict: 'user_id' })
    .select(NOTIFICATION_SETTINGS_COLUMNS)
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    .single();
  if (error) throw new Error(`Save notification settings: ${error.message}`, { cause: error });
  return data;
}
