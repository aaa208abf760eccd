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
}
