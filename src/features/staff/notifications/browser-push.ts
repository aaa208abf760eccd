/** This browser's side of Web Push: its facts, the service worker's registration and subscription, permission. */
import { PUSH_TEXTS_CACHE, PUSH_TEXTS_URL, type PushFallbackTexts } from '../../../lib/push-message';
import type { DeviceFacts } from './push-support';

/** How long turning push on waits for the service worker to be registered (once the page has loaded). */
const REGISTRATION_WAIT_MS = 10_000; // ms
/** And then for it to be active: installing stores the whole site (a few MB), slow on a phone's connection. */
const ACTIVATION_WAIT_MS = 120_000; // ms
const REGISTRATION_POLL_MS = 250; // ms

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function deviceFacts(): DeviceFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone,
    displayModeStandalone: globalThis.matchMedia?.('(display-mode: standalone)').matches ?? false,
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: 'PushManager' in globalThis,
    hasNotification: 'Notification' in globalThis,
    secureContext: globalThis.isSecureContext,
  };
}

export function notificationPermission(): NotificationPermission {
  return Notification.permission;
}

/** Asks for permission to show notifications (once the browser has been told no, it answers 'denied' at once). */
export function requestNotificationPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** The worker's registration if there is one already (no waiting). */
export async function currentRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/**
 * The worker's registration once it is active (push needs an active worker), or undefined if none is
 * registered in time (dev server, storage turned off) or it does not finish installing.
 */
export async function readyRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const deadline = Date.now() + REGISTRATION_WAIT_MS;
  let registration = await navigator.serviceWorker.getRegistration();
  while (!registration && Date.now() < deadline) {
    await sleep(REGISTRATION_POLL_MS);
    registration = await navigator.serviceWorker.getRegistration();
  }
  if (!registration) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ACTIVATION_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's current push subscription for the portal, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await currentRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Keeps, for the service worker, the texts it shows for a push it cannot read, in the language the admin
 * reads the portal in (src/lib/push-message.ts). Without them it shows the business's name alone.
 */
export async function storeFallbackTexts(texts: PushFallbackTexts): Promise<void> {
  if (!('caches' in globalThis)) return;
  const cache = await caches.open(PUSH_TEXTS_CACHE);
  await cache.put(
    PUSH_TEXTS_URL,
    new Response(JSON.stringify(texts), { headers: { 'Content-Type': 'application/json' } }),
  );
}
