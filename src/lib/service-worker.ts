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
  watchForUpdates(registration, navigator.serviceWorker, () => window.location.reload(), nudgeHandOver);
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
 * over, and `nudge` is called every HANDOVER_NUDGE_MS until one does (see nudgeHandOver). A newer worker still
 * installing at the click is the one the visitor gets, once it waits (a worker told to take over does so at
 * once, so telling the older one would reload into a version already out of date, and ask again); the one
 * waiting is told instead if the newer one fails, or is not installed within NEWER_WORKER_WAIT_MS.
 */
export function watchForUpdates(
  registration: UpdatableRegistration,
  container: Pick<ServiceWorkerContainer, 'controller'> & Pick<EventTarget, 'addEventListener'>,
  reload: () => void,
  nudge: () => void = () => undefined,
): void {
  let accepted = false;
  let reloading = false;
  let told: ServiceWorker | null = null;
  let nudging: ReturnType<typeof setInterval> | undefined;
  let nudges = 0;
  const takeOver = () => {
    const worker = registration.waiting;
    if (!worker || worker === told) return;
    told = worker;
    worker.postMessage({ type: 'SKIP_WAITING' });
    nudging ??= setInterval(() => {
      nudges += 1;
      if (nudges > HANDOVER_NUDGES) clearInterval(nudging);
      else nudge();
    }, HANDOVER_NUDGE_MS);
  };
  const accept = () => {
    accepted = true;
    if (!registration.installing) return takeOver();
    setTimeout(takeOver, NEWER_WORKER_WAIT_MS);
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
      // A newer worker that failed to install leaves the one waiting before it to the visitor's choice.
      else if (worker.state === 'redundant' && accepted && !registration.installing) takeOver();
    });
  registration.addEventListener('updatefound', () => follow(registration.installing));
  follow(registration.installing);
  waiting();
  container.addEventListener('controllerchange', () => {
    if (!accepted || reloading) return;
    reloading = true;
    clearInterval(nudging);
    reload();
  });
}

/**
 * Makes the browser look again at the worker told to take over. It hands over once the old worker has nothing
 * left to do, and asks that worker to stop as soon as it is idle; but a request the page makes while that worker
 * is stopping (an analytics batch, a late image) starts it again, and the new start is not asked to hurry: the
 * hand-over then waited for its idle timeout (30 s; minutes with developer tools open) while the visitor's
 * "Reload" did nothing. A worker script fetched in scope, like a navigation, makes the browser ask again. The
 * script (public/handover.js) only closes itself.
 */
function nudgeHandOver(): void {
  try {
    const worker = new Worker('/handover.js');
    setTimeout(() => worker.terminate(), HANDOVER_NUDGE_MS);
  } catch {
    // No dedicated workers (a locked-down browser): the hand-over comes with the old worker's idle timeout.
  }
}

/** How often an accepted update that has not taken over yet makes the browser look again (ms). */
const HANDOVER_NUDGE_MS = 2_000;
/** Nudges at most (a minute): the browser hands over within minutes by itself, whatever the page does. */
const HANDOVER_NUDGES = 30;
/** How long an accepted update waits for a newer version that is still installing (ms). */
const NEWER_WORKER_WAIT_MS = 10_000;
/** The least time between two checks for a new version while a page stays open. */
const UPDATE_CHECK_MS = 60 * 60 * 1000; // ms
