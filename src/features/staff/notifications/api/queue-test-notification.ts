import { getSupabase } from '../../../../lib/supabase';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/**
 * Queues a test notification to the signed-in admin (their own address, or their own devices for push).
 * Answers how many jobs were queued: queued is not sent, the sender delivers it later.
 */
export async function queueTestNotification(channel: 'email' | 'push'): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('queue_test_notification', { channel })
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS));
  if (error) throw new Error(`Test notification: ${error.message}`, { cause: error });
  return data;
}
