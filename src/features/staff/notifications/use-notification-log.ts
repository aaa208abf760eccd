import { useCallback, useMemo } from 'react';
import { fromNetwork, useStaffRead } from '../shared/use-staff-read';
import { listNotificationJobs } from './api/list-notification-jobs';
import { toNotificationJob, type NotificationJob } from './notification-models';

export type NotificationLogState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; jobs: NotificationJob[]; refreshing: boolean };

export interface NotificationLog {
  state: NotificationLogState;
  /** Reads the log again; the rows already shown stay until the new ones arrive. Settles once they have. */
  reload: () => Promise<void>;
}

const loadJobs = fromNetwork(async () => (await listNotificationJobs()).map(toNotificationJob));

/** The delivery log: read when the page opens and again whenever the page asks. */
export function useNotificationLog(): NotificationLog {
  const { state, refresh, retry } = useStaffRead({ key: 'notification-log', load: loadJobs, what: 'The delivery log' });
  const shown = useMemo<NotificationLogState>(
    () => (state.status === 'ready' ? { status: 'ready', jobs: state.value, refreshing: state.refreshing } : state),
    [state],
  );
  const failed = state.status === 'failed';
  const reload = useCallback(() => (failed ? retry() : refresh()), [failed, refresh, retry]);
  return { state: shown, reload };
}
