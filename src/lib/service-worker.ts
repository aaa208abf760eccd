import { Workbox } from 'workbox-window';

/** Registers the service worker in production builds; dev servers run without one. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  void wb.register();
}
