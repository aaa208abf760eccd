import { create } from 'zustand';

interface ServiceWorkerState {
  /** A new service worker is installed and waiting to take over. */
  updateAvailable: boolean;
  applyUpdate: () => void;
  dismiss: () => void;
}

export const useServiceWorkerStore = create<ServiceWorkerState>(() => ({
  updateAvailable: false,
  applyUpdate: () => undefined,
  dismiss: () => useServiceWorkerStore.setState({ updateAvailable: false }),
}));

/**
 * Registers the service worker in production builds (dev servers run without one). When a new version
 * is waiting, the visitor is asked before it takes over, so a half-filled form is never reloaded away.
 * Called once the page has loaded and hydrated (src/main.tsx), so its install never competes with them.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Refused where the browser allows no service worker (storage turned off, some private modes), or its
  // code could not be fetched: the site then works as plain pages without the offline copy, which is no
  // error to report.
  register().catch(() => undefined);
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    useServiceWorkerStore.setState({
      updateAvailable: true,
      applyUpdate: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    });
  });
  await wb.register();
  // A page can stay open for days (a phone's tab): the browser looks for a new worker only on navigations,
  // and a single-page app makes none. Look again when the visitor comes back to the tab, at most hourly,
  // so what the operator published reaches them as an update prompt.
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    wb.update().catch(() => undefined);
  });
}

/** The least time between two checks for a new version while a page stays open. */
const UPDATE_CHECK_MS = 60 * 60 * 1000; // ms
