import { getSupabase } from '../../../../lib/supabase';
import { NOTIFICATION_JOB_COLUMNS, NOTIFICATION_LOG_LIMIT, type NotificationJobRow } from '../notification-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/**
 * The newest notification jobs, newest first (admins only, by RLS). Not kept on the device: the log is
 * about what the server is doing now, so offline it says it cannot be read.
 */
export async function listNotificationJobs(): Promise<NotificationJobRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('notification_jobs')
    .select(NOTIFICATION_JOB_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(NOTIFICATION_LOG_LIMIT)
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    .retry(false);
  if (error) throw new Error(`Notification jobs: ${error.message}`, { cause: error });
  return data;
}
