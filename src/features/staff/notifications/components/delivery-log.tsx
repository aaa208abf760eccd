/** The delivery log's rows: a table from tablet width up, cards on phones (the stylesheet shows one). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/date-format';
import { canRetry, nextAttempt, type NotificationJob } from '../notification-models';

interface DeliveryLogProps {
  jobs: NotificationJob[];
  retrying: ReadonlySet<string>;
  onRetry: (job: NotificationJob, recipient: string) => void;
  labelledBy: string;
}

interface Cell {
  key: string;
  header: string;
  value: ReactNode;
}

function useCells() {
  const { t, i18n } = useTranslation('admin');
  const n = (key: string, options?: Record<string, unknown>) => t(`settings.notifications.${key}`, options);
  const when = (moment: string) => formatDateTime(moment, i18n.language);

  const recipientOf = (job: NotificationJob) => (job.channel === 'push' ? n('recipientDevice') : job.recipient);

  const cells = (job: NotificationJob): Cell[] => {
    const next = nextAttempt(job);
    return [
      { key: 'created', header: n('columns.created'), value: when(job.createdAt) },
      { key: 'kind', header: n('columns.kind'), value: n(`kinds.${job.kind}`) },
      { key: 'channel', header: n('columns.channel'), value: n(`channels.${job.channel}`) },
      {
        key: 'recipient',
        header: n('columns.recipient'),
        value: (
          <>
            <span className="admin-notifications-recipient">{recipientOf(job)}</span>
            <span className="admin-notifications-muted"> ({n(`audiences.${job.audience}`)})</span>
          </>
        ),
      },
      {
        key: 'state',
        header: n('columns.state'),
        value: <span className={`admin-notifications-state state-${job.state}`}>{n(`states.${job.state}`)}</span>,
      },
      { key: 'attempts', header: n('columns.attempts'), value: job.attempts },
      {
        key: 'error',
        header: n('columns.lastError'),
        value: job.lastError ? (
          <span className="admin-notifications-error">{job.lastError}</span>
        ) : (
          <span className="admin-notifications-muted">{n('noError')}</span>
        ),
      },
      {
        key: 'times',
        header: n('columns.times'),
        value: job.sentAt
          ? n('sentAt', { date: when(job.sentAt) })
          : next
            ? n('dueAt', { date: when(next) })
            : n('notSent'),
      },
    ];
  };

  return { t: n, cells, recipientOf };
}

function RetryButton({
  job,
  recipient,
  busy,
  onRetry,
}: {
  job: NotificationJob;
  recipient: string;
  busy: boolean;
  onRetry: DeliveryLogProps['onRetry'];
}) {
  const { t } = useTranslation('admin');
  if (!canRetry(job)) return null;
  return (
    <button type="button" className="button button-light" disabled={busy} onClick={() => onRetry(job, recipient)}>
      {busy ? t('settings.notifications.retrying') : t('settings.notifications.retry')}
      <span className="visually-hidden"> {t('settings.notifications.retryOf', { recipient })}</span>
    </button>
  );
}

// Both layouts are rendered; the stylesheet shows one (display: none also hides the other from
// assistive technology).
export function DeliveryLog({ jobs, retrying, onRetry, labelledBy }: DeliveryLogProps) {
  const { t, cells, recipientOf } = useCells();
  const headers = jobs.length > 0 ? cells(jobs[0]!) : [];
  return (
    <>
      <div className="admin-table-wrap admin-notifications-table-wrap">
        <table className="admin-table admin-notifications-table" aria-labelledby={labelledBy}>
          <thead>
            <tr>
              {headers.map((cell) => (
                <th key={cell.key} scope="col">
                  {cell.header}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <tr key={job.id} className={`state-${job.state}`} data-job-id={job.id}>
                {cells(job).map((cell) => (
                  <td key={cell.key}>{cell.value}</td>
                ))}
                <td>
                  <RetryButton job={job} recipient={recipientOf(job)} busy={retrying.has(job.id)} onRetry={onRetry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="admin-notifications-cards" aria-labelledby={labelledBy}>
        {jobs.map((job) => (
          <li key={job.id} className={`admin-notifications-card state-${job.state}`} data-job-id={job.id}>
            <article aria-label={t('cardLabel', { kind: t(`kinds.${job.kind}`), recipient: recipientOf(job) })}>
              <dl className="admin-notifications-fields">
                {cells(job).map((cell) => (
                  <div key={cell.key}>
                    <dt>{cell.header}</dt>
                    <dd>{cell.value}</dd>
                  </div>
                ))}
              </dl>
              <RetryButton job={job} recipient={recipientOf(job)} busy={retrying.has(job.id)} onRetry={onRetry} />
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
