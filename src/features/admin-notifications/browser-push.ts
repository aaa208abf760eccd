/** This browser's side of Web Push: its facts, the service worker's registration and subscription, permission. */
import type { DeviceFacts } from './push-support';

/** How long turning push on waits for the service worker (it registers once the page has loaded). */
const SERVICE_WORKER_WAIT_MS = 10_000; // ms

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

/** The worker's registration once it is active, or undefined if none comes in time (dev server, blocked). */
export async function readyRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SERVICE_WORKER_WAIT_MS);
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
