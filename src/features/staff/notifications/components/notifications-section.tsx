/**
 * Settings › Notifications: a test e-mail to oneself, push notifications on this admin's devices and the
 * delivery log of the notification queue.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../../components/load-failed';
import { StatusMessage } from '../../../../components/form-banner';
import { queueTestNotification } from '../api/queue-test-notification';
import { retryNotificationJob } from '../api/retry-notification-job';
import { countDead, failureReason } from '../notification-models';
import { useNotificationLog } from '../use-notification-log';
import { DeliveryLog } from './delivery-log';
import { NotificationChoicesForm } from './notification-choices';
import { PushDevices } from './push-devices';
import '../notifications.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

export function NotificationsSection({ email }: { email: string | null }) {
  const { t } = useTranslation('admin');
  const log = useNotificationLog();
  const [sending, setSending] = useState(false);
  const [testNotice, setTestNotice] = useState<Notice>(null);
  const [retrying, setRetrying] = useState<ReadonlySet<string>>(new Set());
  const [retryNotice, setRetryNotice] = useState<Notice>(null);
  const headingId = useId();
  const logHeadingId = useId();

  async function sendTest() {
    setSending(true);
    setTestNotice(null);
    try {
      const queued = await queueTestNotification('email');
      setTestNotice(
        queued > 0
          ? { tone: 'success', text: t('settings.notifications.testQueued', { email: email ?? '' }) }
          : { tone: 'error', text: t('settings.notifications.testNotQueued') },
      );
      void log.reload();
    } catch (error) {
      setTestNotice({ tone: 'error', text: t('settings.notifications.testFailed', { reason: failureReason(error) }) });
    } finally {
      setSending(false);
    }
  }

  async function retry(id: string, recipient: string) {
    setRetrying((current) => new Set(current).add(id));
    setRetryNotice(null);
    try {
      await retryNotificationJob(id);
      setRetryNotice({ tone: 'success', text: t('settings.notifications.retryQueued', { recipient }) });
    } catch (error) {
      setRetryNotice({
        tone: 'error',
        text: t('settings.notifications.retryFailed', { recipient, reason: failureReason(error) }),
      });
    } finally {
      await log.reload();
      setRetrying((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }

  const { state } = log;
  const dead = state.status === 'ready' ? countDead(state.jobs) : 0;

  return (
    <section className="card admin-panel admin-notifications" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.notifications.title')}</h2>
      <p>{t('settings.notifications.intro')}</p>

      <NotificationChoicesForm />

      <div className="admin-notifications-test">
        <button type="button" className="button" onClick={() => void sendTest()} disabled={sending}>
          {sending ? t('settings.notifications.testSending') : t('settings.notifications.testButton')}
        </button>
        <StatusMessage tone={testNotice?.tone} className="admin-notifications-notice">
          {testNotice?.text}
        </StatusMessage>
      </div>

      <PushDevices onTestQueued={() => void log.reload()} />

      <div className="admin-notifications-log-head">
        <h3 id={logHeadingId}>{t('settings.notifications.logTitle')}</h3>
        <button
          type="button"
          className="button button-light"
          onClick={() => void log.reload()}
          disabled={state.status === 'loading' || (state.status === 'ready' && state.refreshing)}
        >
          {t('settings.notifications.refresh')}
        </button>
      </div>
      <p className="admin-notifications-muted">{t('settings.notifications.logIntro')}</p>

      <StatusMessage tone={retryNotice?.tone} className="admin-notifications-notice">
        {retryNotice?.text}
      </StatusMessage>

      {state.status === 'loading' && (
        <p className="admin-notifications-muted" role="status">
          {t('settings.notifications.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <LoadFailed
          className="admin-notifications-failed"
          message={t('settings.notifications.loadFailed')}
          retryLabel={t('settings.notifications.tryAgain')}
          onRetry={() => void log.reload()}
        />
      )}
      {state.status === 'ready' && (
        <>
          {dead > 0 && (
            <p className="admin-notifications-dead-summary" role="alert">
              {t('settings.notifications.deadSummary', { count: dead })}
            </p>
          )}
          {state.jobs.length === 0 ? (
            <p className="admin-notifications-empty">{t('settings.notifications.empty')}</p>
          ) : (
            <DeliveryLog
              jobs={state.jobs}
              retrying={retrying}
              onRetry={(job, recipient) => void retry(job.id, recipient)}
              labelledBy={logHeadingId}
            />
          )}
        </>
      )}
    </section>
  );
}
