/// <reference lib="webworker" />
/**
 * Service worker: precaches the app shell, every route chunk and language file, icons, artwork and the
 * smallest photo variants (the manifest is injected at build time), answers navigations with the route's
 * pre-rendered page (or the empty shell for client-only routes) so every public route opens offline, keeps
 * the public pages' lists (reviews, gallery) and the larger photos as they are viewed, sends the outbox
 * when Background Sync says the connection is back, and shows staff's push notifications (one per record)
 * and opens the record in the portal when one is clicked.
 */
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { getEnv } from './config/env';
import { isClientOnlyPath } from './content/client-only-routes';
import { flushOutbox, restSender } from './offline/outbox';
import { answerPublicRead, isPublicRead, PUBLIC_READS_CACHE } from './offline/public-reads';
import { SYNC_TAG } from './offline/sync-tag';
import manifestSource from '../manifest.webmanifest?raw';
import {
  fallbackTextsFrom,
  isPortalPath,
  OPEN_URL_MESSAGE,
  parsePushMessage,
  PUSH_TEXTS_CACHE,
  PUSH_TEXTS_URL,
  safeAppUrl,
  type PushFallbackTexts,
} from './lib/push-message';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const PHOTO_CACHE_MAX_ENTRIES = 80; // photos (960/1600 px variants, ~100-300 KB each)
const PHOTO_CACHE_MAX_AGE_S = 60 * 60 * 24 * 60; // 60 days
const GALLERY_CACHE_MAX_ENTRIES = 60; // gallery images (20 photos × thumbnail and preview, with room to spare)
const GALLERY_CACHE_MAX_AGE_S = 60 * 60 * 24 * 30; // 30 days

// `/` and `/tours/` are answered with their index.html from the precache (directoryIndex).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** The precached pre-rendered page for a path (/tours -> /tours/index.html), if the build made one. */
function prerenderedFor(pathname: string): string | undefined {
  const trimmed = pathname.replace(/\/+$/, '');
  const candidate = `${trimmed}/index.html`;
  return getCacheKeyForURL(candidate) ? candidate : undefined;
}

// Navigations (including ones precacheAndRoute did not answer, e.g. /tours without a trailing slash)
// get the route's own pre-rendered page; other in-app routes (the staff portal) get the empty shell.
// Unknown paths get the shell too, where the app shows its page-not-found, with the 404 a host sends.
// Files with an extension are real assets and pass through.
registerRoute(
  new NavigationRoute(
    async ({ url }) => {
      const page = prerenderedFor(url.pathname);
      const answer = await matchPrecache(page ?? '/shell.html');
      if (!answer) return Response.error();
      if (page || isClientOnlyPath(url.pathname)) return answer;
      return new Response(answer.body, { status: 404, statusText: 'Not Found', headers: answer.headers });
    },
    { denylist: [/\/[^/?]+\.[^/]+$/] },
  ),
);

// Larger photo variants are fetched on demand and kept for offline viewing. A replaced photo keeps its
// file name, so the cached copy is shown at once and refreshed in the background.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.destination === 'image' && url.pathname.startsWith('/photos/'),
  new StaleWhileRevalidate({
    cacheName: 'photos',
    plugins: [new ExpirationPlugin({ maxEntries: PHOTO_CACHE_MAX_ENTRIES, maxAgeSeconds: PHOTO_CACHE_MAX_AGE_S })],
  }),
);

// Gallery images from Supabase Storage (another origin), kept as they are viewed so the gallery shows
// offline. Each upload gets a folder of its own and its files are never rewritten, so a kept copy is
// always current: cache first, no revalidation. The page requests them with CORS, so only readable
// 200 answers are kept (CacheFirst's default), never a 404 or an opaque response.
registerRoute(
  ({ url, request }) => request.destination === 'image' && url.pathname.includes('/storage/v1/object/public/gallery/'),
  new CacheFirst({
    cacheName: 'gallery-images',
    plugins: [
      new ExpirationPlugin({
        maxEntries: GALLERY_CACHE_MAX_ENTRIES,
        maxAgeSeconds: GALLERY_CACHE_MAX_AGE_S,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The public pages' lists (approved reviews, gallery photos): the server's answer, kept for when the
// device is offline or the server fails or is slow (src/offline/public-reads.ts).
registerRoute(
  ({ request }) => {
    const env = getEnv();
    return isPublicRead(request, { url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY });
  },
  async ({ request, event }) => {
    const { response, settled } = await answerPublicRead(request, { cache: await caches.open(PUBLIC_READS_CACHE) });
    event.waitUntil(settled);
    return response;
  },
);

// Background Sync (Chromium): the browser wakes the worker when connectivity returns, even with no tab
// open, and the queued submissions are sent. Failing the event while offline makes the browser retry.
self.addEventListener('sync', (event: Event) => {
  const syncEvent = event as ExtendableEvent & { tag: string };
  if (syncEvent.tag !== SYNC_TAG) return;
  syncEvent.waitUntil(
    (async () => {
      const env = getEnv();
      const report = await flushOutbox({
        send: restSender({ url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY }),
      });
      if (report.offline) throw new Error('still offline; the browser will try the sync again');
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Web Push to staff devices (src/lib/push-message.ts). One notification per record: the tag is the
// record's id, so a second message about it replaces the first, and `renotify` makes the replacement
// ring again. A push to a userVisibleOnly subscription must always show something, so a message that
// cannot be read still shows a notification that opens the portal, with texts the portal stored in the
// admin's language (the sender writes every other one in it).
const NOTIFICATION_ICON = '/icons/icon-192.png';
const NOTIFICATION_BADGE = '/icons/badge-96.png'; // white on transparent: Android shows the alpha only
/** Before the portal has stored its texts (Settings does when push is turned on), the app's name alone. */
const LAST_RESORT_TEXTS: PushFallbackTexts = { title: (JSON.parse(manifestSource) as { name: string }).name, body: '' };

/** The texts for a push that cannot be read, in the admin's language (src/lib/push-message.ts). */
async function fallbackTexts(): Promise<PushFallbackTexts> {
  try {
    const stored = await (await caches.open(PUSH_TEXTS_CACHE)).match(PUSH_TEXTS_URL);
    return fallbackTextsFrom(stored ? await stored.json() : undefined, LAST_RESORT_TEXTS);
  } catch {
    return LAST_RESORT_TEXTS;
  }
}

/** `renotify` is in the Notifications API but not in TypeScript's library. */
interface StaffNotificationOptions extends NotificationOptions {
  renotify: boolean;
}

async function showPush(payload: string | undefined): Promise<void> {
  const message = parsePushMessage(payload, self.location.origin, await fallbackTexts());
  const options: StaffNotificationOptions = {
    body: message.body,
    tag: message.tag,
    data: { url: message.url },
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    renotify: true,
  };
  await self.registration.showNotification(message.title, options);
}

self.addEventListener('push', (event) => {
  let payload: string | undefined;
  try {
    payload = event.data?.text();
  } catch {
    payload = undefined;
  }
  event.waitUntil(showPush(payload));
});

/**
 * A clicked notification opens its link in a portal window already open (focused first), where the
 * admin is signed in and the app moves to the record without reloading (the admin shell listens for
 * OPEN_URL); with none open, in a new window.
 */
async function openFromNotification(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const portals = windows.filter((client) => isPortalPath(new URL(client.url).pathname));
  const portal = portals.find((client) => client.focused) ?? portals[0];
  if (portal) {
    portal.postMessage({ type: OPEN_URL_MESSAGE, url });
    // Refused unless the click came from the user; the page has its link either way.
    await portal.focus().catch(() => undefined);
    return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = safeAppUrl(
    data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined,
    self.location.origin,
  );
  event.waitUntil(openFromNotification(url));
});
