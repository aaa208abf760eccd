/**
 * How the review lists are read: after the page has painted, once per list even when two components
 * show it (the tour's reviews section and its sidebar rating), with a time limit so a hanging
 * connection falls back to the offline copy instead of spinning.
 */
import { useEffect, useState } from 'react';
import type { PublicRows } from '../../lib/public-reads';

/** After this the request is abandoned (the service worker answers with its copy before that, if it has one). */
export const REVIEWS_REQUEST_TIMEOUT_MS = 8_000; // ms

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T; source: PublicRows<unknown>['source']; storedAt: number }
  | { status: 'failed' };

const inFlight = new Map<string, Promise<unknown>>();

/** Callers asking for `key` while a read is under way get that read, not a second request. */
export function shareInFlight<T>(key: string, read: () => Promise<T>): Promise<T> {
  const pending = inFlight.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const promise = read().finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

/**
 * Starts `load(param)` in an effect, so it never delays the first paint, and follows its state. `load`
 * must be a stable function (a module-level one), or every render would start a new read.
 */
export function useLoad<P, Item>(param: P, load: (param: P) => Promise<PublicRows<Item>>): LoadState<Item[]> {
  // Kept with the param it answers, so a new param (another tour) shows 'loading', not the last tour's list.
  const [answer, setAnswer] = useState<{ param: P; state: LoadState<Item[]> } | null>(null);
  useEffect(() => {
    let current = true;
    load(param).then(
      (result) => {
        if (current) setAnswer({ param, state: { status: 'ready', ...result } });
      },
      (error: unknown) => {
        // Spec §8: a failed read is logged and the list shown empty (with a note, see the components).
        console.error('Reviews could not be loaded', error);
        if (current) setAnswer({ param, state: { status: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [param, load]);
  return answer && Object.is(answer.param, param) ? answer.state : { status: 'loading' };
}
