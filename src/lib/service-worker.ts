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
  const registration = await wb.register();
  if (!registration) return;
  watchForUpdates(registration, navigator.serviceWorker, () => window.location.reload());
  // A page can stay open for days (a phone's tab): the browser looks for a new worker only on navigations,
  // and a single-page app makes none. Look again when the visitor comes back to the tab, at most hourly,
  // so what the operator published reaches them as an update prompt.
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    registration.update().catch(() => undefined);
  });
}

/** The parts of a registration the update prompt reads (a ServiceWorkerRegistration in the browser). */
export type UpdatableRegistration = Pick<ServiceWorkerRegistration, 'installing' | 'waiting'> &
  Pick<EventTarget, 'addEventListener'>;

/**
 * Offers each new version that is installed and waiting while this page has a worker, and takes it once the
 * visitor accepts: the waiting worker is told to take over and the page reloads when it does.
 *
 * Watched on the registration itself rather than through workbox-window's events, which follow one update per
 * page: a page open while the operator publishes twice, or while a navigation's own update check and an
 * explicit one overlap, met a second worker those events never reported, and the visitor's "Reload" then went
 * to a worker that was no longer waiting, and nothing happened. Here an acceptance holds until a worker takes
 * over: a worker that finishes installing after the click is told at once.
 */
export function watchForUpdates(
  registration: UpdatableRegistration,
  container: Pick<ServiceWorkerContainer, 'controller'> & Pick<EventTarget, 'addEventListener'>,
  reload: () => void,
): void {
  let accepted = false;
  let reloading = false;
  const takeOver = () => registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
  const accept = () => {
    accepted = true;
    takeOver();
  };
  const waiting = () => {
    // The first worker a visit installs has nothing to update; it controls the next page.
    if (!registration.waiting || !container.controller) return;
    if (accepted) takeOver();
    else useServiceWorkerStore.setState({ updateAvailable: true, applyUpdate: accept });
  };
  const follow = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') waiting();
    });
  registration.addEventListener('updatefound', () => follow(registration.installing));
  follow(registration.installing);
  waiting();
  container.addEventListener('controllerchange', () => {
    if (!accepted || reloading) return;
    reloading = true;
    reload();
  });
}

/** The least time between two checks for a new version while a page stays open. */
const UPDATE_CHECK_MS = 60 * 60 * 1000; // ms
