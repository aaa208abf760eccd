import { getSupabase } from '../../../../lib/supabase';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/**
 * Deletes one of the signed-in admin's push devices, by its id or by its endpoint (this browser's); RLS
 * limits it to the admin's own rows, and one already gone counts as removed.
 */
export async function removePushSubscription(device: { id: string } | { endpoint: string }): Promise<void> {
  const supabase = await getSupabase();
  const query = supabase.from('push_subscriptions').delete();
  const { error } = await (
    'id' in device ? query.eq('id', device.id) : query.eq('endpoint', device.endpoint)
  ).abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS));
  if (error) throw new Error(`Remove push device: ${error.message}`, { cause: error });
}
