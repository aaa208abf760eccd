import { getSupabase } from '../../../../lib/supabase';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** Puts a failed or dead job back in the queue, due now; the server answers its new state ('pending'). */
export async function retryNotificationJob(jobId: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('retry_notification_job', { job_id: jobId })
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS));
  if (error) throw new Error(`Retry notification: ${error.message}`, { cause: error });
  return data;
}
