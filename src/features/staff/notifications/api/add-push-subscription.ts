import { getSupabase } from '../../../../lib/supabase';
import { PUSH_SUBSCRIPTION_COLUMNS, type PushSubscriptionRow } from '../push-support';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
}

/**
 * Stores this device's subscription for the signed-in admin (user_id defaults to auth.uid()). An endpoint
 * already stored, by this admin or another, fails with the unique violation 23505 (the error's cause).
 */
export async function addPushSubscription(input: PushSubscriptionInput): Promise<PushSubscriptionRow> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('push_subscriptions')
    .insert(input)
    .select(PUSH_SUBSCRIPTION_COLUMNS)
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    .single();
  if (error) throw new Error(`Add push device: ${error.message}`, { cause: error });
  return data;
}
