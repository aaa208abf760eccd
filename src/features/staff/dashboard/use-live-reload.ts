import { useEffect, useRef } from 'react';
import { subscribeToTable, type TableName } from '../../../lib/realtime';

/** Several changes in a burst (a bulk status change, a reconnect) cause one read. */
export const LIVE_RELOAD_DELAY_MS = 500; // ms

/**
 * Calls `reload` shortly after any change to one of `tables`, and whenever a channel (re)joins: changes
 * made while it was down were never delivered. `tables` should be a module-level constant.
 */
export function useLiveReload(tables: readonly TableName[], reload: () => void, delayMs = LIVE_RELOAD_DELAY_MS) {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  }, [reload]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), delayMs);
    };
    const stops = tables.map((table) =>
      subscribeToTable({
        table,
        onChange: schedule,
        onStatus: (status) => {
          if (status === 'live') schedule();
        },
      }),
    );
    return () => {
      clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [tables, delayMs]);
}
