/**
 * Whether the outbox may hold something, kept in localStorage so a page can tell without loading
 * IndexedDB's code: on almost every visit the outbox is empty, and then neither the flusher nor the
 * indicator needs Dexie at all.
 *
 * It errs one way only. The hint is set before an item is written, so an item never exists without it;
 * it is cleared by the page's flusher only when the outbox was found empty and the hint is older than a
 * minute (a write that set it a moment ago may still be on its way, in this tab or another). The service
 * worker cannot reach localStorage: after it delivers the last item, the hint stays until the next page
 * start finds the outbox empty. Without localStorage (a private mode that refuses it), the outbox is
 * always checked.
 */
const KEY = 'outbox:hint';
const CHANGED = 'outbox-hint';
export const HINT_SETTLE_MS = 60_000;

/** localStorage where there is one (pages); the service worker, which also loads this module, has none. */
interface HintStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function storage(): HintStorage | undefined {
  try {
    return (globalThis as { localStorage?: HintStorage }).localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** True unless the outbox is known to be empty. */
export function outboxMayHaveItems(): boolean {
  const store = storage();
  if (!store) return true;
  try {
    return store.getItem(KEY) !== null;
  } catch {
    return true;
  }
}

/** Called before an item is written. */
export function noteOutboxItem(now: number = Date.now()): void {
  try {
    storage()?.setItem(KEY, String(now));
  } catch {
    // Storage full or refused: the outbox is then always checked, see outboxMayHaveItems.
  }
  globalThis.dispatchEvent?.(new Event(CHANGED));
}

/** Called by the flusher after it found the outbox empty. */
export function noteOutboxEmpty(now: number = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    const setAt = Number(store.getItem(KEY));
    if (Number.isFinite(setAt) && now - setAt >= HINT_SETTLE_MS) store.removeItem(KEY);
  } catch {
    // Leaving the hint set costs one check of the outbox at the next start, nothing more.
  }
}

/** Calls `listener` when an item is noted in this tab or in another one. */
export function onOutboxHint(listener: () => void): () => void {
  const fromOtherTab = (event: Event) => {
    if ((event as Event & { key?: string | null }).key === KEY) listener();
  };
  globalThis.addEventListener?.(CHANGED, listener);
  globalThis.addEventListener?.('storage', fromOtherTab);
  return () => {
    globalThis.removeEventListener?.(CHANGED, listener);
    globalThis.removeEventListener?.('storage', fromOtherTab);
  };
}
