/// <reference lib="webworker" />
/**
 * Service worker: precaches the app shell and assets built by Vite (the manifest is injected at build
 * time), answers navigations with the cached shell so every route opens offline, and takes over when
 * the page asks it to. Background sync of the outbox arrives with the offline write path.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app route is the SPA shell; files with an extension are real assets and pass through.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/\/[^/?]+\.[^/]+$/] }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
