import { useCallback, useEffect, useRef, useState } from 'react';
import type { CachedResult } from '../../offline/cache';
import type { AdminRequest, RequestStatus } from './request-models';

export type ListState<T> =
  | { status: 'loading' }
  | { status: 'ready'; items: T[]; source: CachedResult<T[]>['source']; storedAt: number }
  | { status: 'failed' };

export interface RequestList<T> {
  state: ListState<T>;
  /** Optimistic: the row shows `status` at once and goes back if the server does not confirm it. */
  changeStatus: (id: string, status: RequestStatus) => Promise<void>;
  /** True after a status change failed, until the next change or dismissal. */
  statusFailed: boolean;
  dismissStatusError: () => void;
}

/**
 * Loads one admin list and keeps it while statuses change. `load` and `update` must be stable
 * (module-level) functions. They are the seams for later increments: a realtime subscription can
 * feed rows into the same state, and an offline queue can stand behind `update`.
 */
export function useRequestList<T extends AdminRequest>(
  load: () => Promise<CachedResult<T[]>>,
  update: (id: string, status: RequestStatus) => Promise<void>,
): RequestList<T> {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const [statusFailed, setStatusFailed] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    load().then(
      (result) => {
        if (mounted.current)
          setState({ status: 'ready', items: result.data, source: result.source, storedAt: result.storedAt });
      },
      (error: unknown) => {
        // Spec §8 only logs this; the page also says so, rather than pretending there are no requests.
        console.error('Admin list could not be loaded', error);
        if (mounted.current) setState({ status: 'failed' });
      },
    );
    return () => {
      mounted.current = false;
    };
  }, [load]);

  const setItemStatus = useCallback((id: string, status: RequestStatus, onlyIf?: RequestStatus) => {
    setState((current) =>
      current.status === 'ready'
        ? {
            ...current,
            items: current.items.map((item) =>
              item.id === id && (onlyIf === undefined || item.status === onlyIf) ? { ...item, status } : item,
            ),
          }
        : current,
    );
  }, []);

  const changeStatus = useCallback(
    async (id: string, status: RequestStatus) => {
      if (state.status !== 'ready') return;
      const previous = state.items.find((item) => item.id === id)?.status;
      if (previous === undefined || previous === status) return;
      setStatusFailed(false);
      setItemStatus(id, status);
      try {
        await update(id, status);
      } catch (error) {
        console.error('Status could not be updated', error);
        if (!mounted.current) return;
        // Rolled back only if no later change has replaced this one meanwhile.
        setItemStatus(id, previous, status);
        setStatusFailed(true);
      }
    },
    [state, update, setItemStatus],
  );

  const dismissStatusError = useCallback(() => setStatusFailed(false), []);

  return { state, changeStatus, statusFailed, dismissStatusError };
}
