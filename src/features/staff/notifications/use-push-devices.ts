import { useCallback, useEffect, useMemo, useState } from 'react';
import { fromNetwork, useStaffRead } from '../shared/use-staff-read';
import { addPushSubscription } from './api/add-push-subscription';
import { getVapidPublicKey } from './api/get-vapid-public-key';
import { listPushSubscriptions } from './api/list-push-subscriptions';
import { removePushSubscription } from './api/remove-push-subscription';
import {
  currentSubscription,
  deviceFacts,
  notificationPermission,
  readyRegistration,
  requestNotificationPermission,
} from './browser-push';
import { failureReason } from './notification-models';
import {
  base64UrlToBytes,
  isUniqueViolation,
  pushAvailability,
  sameKey,
  subscriptionRow,
  type PushSubscriptionRow,
} from './push-support';

/**
 * This device as far as push goes. `available`: push can be turned on here; `endpoint` is the browser's
 * current subscription, if it has one (it is "on" only when one of the admin's stored devices has it).
 */
export type PushDeviceState =
  | { kind: 'checking' }
  | { kind: 'ios-install' }
  | { kind: 'unsupported'; ios: boolean }
  | { kind: 'denied' }
  | { kind: 'available'; endpoint: string | null };

export type PushDeviceList =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; rows: PushSubscriptionRow[] };

export type TurnOnOutcome =
  | { kind: 'on' }
  | { kind: 'denied' }
  | { kind: 'dismissed' }
  | { kind: 'not-configured' }
  | { kind: 'no-worker' }
  | { kind: 'taken' }
  | { kind: 'failed'; reason: string };

export type ChangeOutcome = { kind: 'done' } | { kind: 'failed'; reason: string };

/** The device's state before anything is asked: what the browser can do, and whether it was told no. */
function initialState(): PushDeviceState {
  if (typeof navigator === 'undefined') return { kind: 'checking' };
  const availability = pushAvailability(deviceFacts());
  if (availability.kind !== 'supported') return availability;
  return notificationPermission() === 'denied' ? { kind: 'denied' } : { kind: 'checking' };
}

/** The device's state once its subscription, if it may have one, has been read. */
async function readDeviceState(): Promise<PushDeviceState> {
  const state = initialState();
  if (state.kind !== 'checking') return state;
  try {
    const subscription = await currentSubscription();
    return { kind: 'available', endpoint: subscription?.endpoint ?? null };
  } catch (error) {
    console.error('The push subscription could not be read', error);
    return { kind: 'available', endpoint: null };
  }
}

const loadPushDevices = fromNetwork(listPushSubscriptions);

/**
 * Push on this device and the admin's list of devices: turning push on asks for permission, subscribes
 * with the sender's key and stores the subscription; turning it off deletes the row, then unsubscribes.
 */
export function usePushDevices() {
  const [device, setDevice] = useState<PushDeviceState>({ kind: 'checking' });
  const read = useStaffRead({ key: 'push-devices', load: loadPushDevices, what: 'The push devices' });
  const { refresh: readList, retry } = read;
  const list = useMemo<PushDeviceList>(
    () => (read.state.status === 'ready' ? { status: 'ready', rows: read.state.value } : read.state),
    [read.state],
  );
  const listFailed = list.status === 'failed';

  /** Reads the list again; the rows already shown stay until the new ones arrive. */
  const reloadList = useCallback(async (): Promise<void> => {
    await (listFailed ? retry() : readList());
  }, [listFailed, readList, retry]);

  useEffect(() => {
    let current = true;
    const checkDevice = () =>
      void readDeviceState().then((state) => {
        if (current) setDevice(state);
      });
    checkDevice();
    // Permission changed in the browser's site settings while the page is open: look again.
    let permission: PermissionStatus | undefined;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((status) => {
        if (!current) return;
        permission = status;
        status.addEventListener('change', checkDevice);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      permission?.removeEventListener('change', checkDevice);
    };
  }, []);

  const turnOn = useCallback(async (): Promise<TurnOnOutcome> => {
    try {
      // First, while the click still counts as the user's: browsers ask only in answer to one.
      let permission = notificationPermission();
      if (permission === 'default') permission = await requestNotificationPermission();
      if (permission === 'denied') {
        setDevice({ kind: 'denied' });
        return { kind: 'denied' };
      }
      if (permission !== 'granted') return { kind: 'dismissed' };

      const key = await getVapidPublicKey();
      if (!key) return { kind: 'not-configured' };
      const registration = await readyRegistration();
      if (!registration) return { kind: 'no-worker' };

      const serverKey = base64UrlToBytes(key);
      let subscription = await registration.pushManager.getSubscription();
      // Made for another key (the sender's keys were replaced): it would never receive anything.
      if (subscription && !sameKey(subscription.options.applicationServerKey, serverKey)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: serverKey,
      });
      setDevice({ kind: 'available', endpoint: subscription.endpoint });

      const row = subscriptionRow(subscription.toJSON(), navigator.userAgent);
      if (!row) return { kind: 'failed', reason: 'The browser gave a subscription without its keys.' };
      const stored = await listPushSubscriptions();
      if (!stored.some((existing) => existing.endpoint === row.endpoint)) {
        try {
          await addPushSubscription(row);
        } catch (error) {
          // Not among this admin's rows, yet stored: another account registered this browser.
          if (isUniqueViolation(error)) return { kind: 'taken' };
          throw error;
        }
      }
      await reloadList();
      return { kind: 'on' };
    } catch (error) {
      console.error('Push could not be turned on', error);
      return { kind: 'failed', reason: failureReason(error) };
    }
  }, [reloadList]);

  const turnOff = useCallback(async (): Promise<ChangeOutcome> => {
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        // The row first: once it is gone nothing is sent here, even if unsubscribing then fails.
        await removePushSubscription({ endpoint: subscription.endpoint });
        await subscription.unsubscribe().catch((error: unknown) => {
          console.error('The browser could not unsubscribe', error);
        });
      }
      setDevice({ kind: 'available', endpoint: null });
      await reloadList();
      return { kind: 'done' };
    } catch (error) {
      console.error('Push could not be turned off', error);
      return { kind: 'failed', reason: failureReason(error) };
    }
  }, [reloadList]);

  /** Removes one device from the list; removing this device turns push off here as well. */
  const remove = useCallback(
    async (row: PushSubscriptionRow): Promise<ChangeOutcome> => {
      if (device.kind === 'available' && device.endpoint === row.endpoint) return turnOff();
      try {
        await removePushSubscription({ id: row.id });
        await reloadList();
        return { kind: 'done' };
      } catch (error) {
        console.error('The push device could not be removed', error);
        return { kind: 'failed', reason: failureReason(error) };
      }
    },
    [device, reloadList, turnOff],
  );

  const isOn =
    device.kind === 'available' &&
    device.endpoint !== null &&
    list.status === 'ready' &&
    list.rows.some((row) => row.endpoint === device.endpoint);

  return { device, list, isOn, reloadList, turnOn, turnOff, remove };
}
