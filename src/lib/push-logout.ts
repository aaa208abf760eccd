/**
 * At logout, this device stops receiving the admin's notifications: staff data is not shown to whoever uses
 * the device next, the way the portal's cached lists are cleared. Best effort within a few seconds: the row
 * is deleted while the session still exists (RLS: own rows only), then the browser unsubscribes. A row left
 * behind because the device was offline is removed by the sender when the push service answers 404/410.
 */
import type { AppSupabaseClient } from './supabase';

const LOGOUT_PUSH_TIMEOUT_MS = 3_000; // ms: logout never waits longer than this for it

export async function stopPushOnThisDevice(supabase: AppSupabaseClient): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  await supabase
    .from('push_subscriptions')
    .delete()
    .eq('endpoint', subscription.endpoint)
    .abortSignal(AbortSignal.timeout(LOGOUT_PUSH_TIMEOUT_MS))
    .then(
      () => undefined,
      () => undefined,
    );
  await subscription.unsubscribe().catch(() => false);
}
