import { useEffect, useState } from 'react';

/**
 * Dialogs with a form (a review, an enquiry) bring the form's validation, the outbox and IndexedDB with
 * them. They are split off so a page's first download is only what it shows: the dialog is rendered from
 * the first time it opens, and its code is fetched while the browser is idle after the page has loaded,
 * so by the time a visitor taps the button it is usually there (and the service worker keeps it for
 * offline use).
 */

/** True from the first time `open` is true on, so a closed dialog keeps what was typed into it. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Starts `load` once the page has loaded and the browser is idle; a failure is left to the real use. */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    let cancelled = false;
    let idleHandle: number | undefined;
    const start = () => {
      const run = () => {
        if (!cancelled) void load().catch(() => undefined);
      };
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function')
        idleHandle = window.requestIdleCallback(run, { timeout: 3000 });
      else idleHandle = globalThis.setTimeout(run, 1000) as unknown as number;
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
      if (idleHandle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else globalThis.clearTimeout(idleHandle);
    };
    // `load` is a module-level import function; it never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
