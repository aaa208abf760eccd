import { getSupabase } from '../../../../lib/supabase';
import { PUSH_SUBSCRIPTION_COLUMNS, type PushSubscriptionRow } from '../push-support';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** The signed-in admin's push devices, newest first (RLS shows each admin only their own). */
export async function listPushSubscriptions(): Promise<PushSubscriptionRow[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('push_subscriptions')
    .select(PUSH_SUBSCRIPTION_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    .retry(false);
  if (error) throw new Error(`Push devices: ${error.message}`, { cause: error });
  return data;
}
