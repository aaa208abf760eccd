import { useCallback, useEffect, useRef, useState } from 'react';
import { listNotificationJobs } from './api/list-notification-jobs';
import { toNotificationJob, type NotificationJob } from './notification-models';

export type NotificationLogState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; jobs: NotificationJob[]; refreshing: boolean };

export interface NotificationLog {
  state: NotificationLogState;
  /** Reads the log again; the rows already shown stay until the new ones arrive. Settles once they have. */
  reload: () => Promise<void>;
}

/**
 * The delivery log: read when the page opens and again whenever the page asks. Only the newest read may
 * answer, so a slow early reply never overwrites a later one.
 */
export function useNotificationLog(): NotificationLog {
  const [state, setState] = useState<NotificationLogState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  // Callers of reload() waiting for the read it started.
  const waiting = useRef<(() => void)[]>([]);

  useEffect(() => {
    let current = true;
    const settle = (next: NotificationLogState) => {
      if (!current) return;
      setState(next);
      for (const resolve of waiting.current.splice(0)) resolve();
    };
    listNotificationJobs().then(
      (rows) => settle({ status: 'ready', jobs: rows.map(toNotificationJob), refreshing: false }),
      (error: unknown) => {
        console.error('The delivery log could not be loaded', error);
        settle({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [version]);

  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        setState((previous) =>
          previous.status === 'ready' ? { ...previous, refreshing: true } : { status: 'loading' },
        );
        setVersion((value) => value + 1);
      }),
    [],
  );

  return { state, reload };
}
