/**
 * Settings › Notifications › Push notifications: turn push on or off for this device, the admin's devices
 * (remove any of them) and a test push to all of them.
 */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../../components/form-banner';
import { LoadFailed } from '../../../../components/load-failed';
import { formatDateTime } from '../../../../lib/date-format';
import { queueTestNotification } from '../api/queue-test-notification';
import { storeFallbackTexts } from '../browser-push';
import { failureReason } from '../notification-models';
import { summariseUserAgent, type PushSubscriptionRow } from '../push-support';
import { usePushDevices, type PushDeviceList, type PushDeviceState, type TurnOnOutcome } from '../use-push-devices';
import './push-devices.css';

type Notice = { tone: 'success' | 'info' | 'error'; text: string } | null;

function useLabels() {
  const { t, i18n } = useTranslation('admin');
  const p = (key: string, options?: Record<string, unknown>) => t(`settings.push.${key}`, options);
  const when = (moment: string) => formatDateTime(moment, i18n.language);
  const deviceName = (row: Pick<PushSubscriptionRow, 'user_agent'>) => {
    const { browser, os } = summariseUserAgent(row.user_agent);
    if (browser && os) return p('deviceName', { browser, os });
    return browser ?? os ?? p('unknownDevice');
  };
  return { p, when, deviceName };
}

export function PushDevices({ onTestQueued }: { onTestQueued?: () => void }) {
  const { p, when, deviceName } = useLabels();
  const push = usePushDevices();
  const { device, list, isOn } = push;
  const [busy, setBusy] = useState<'on' | 'off' | null>(null);
  const [deviceNotice, setDeviceNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());
  const [listNotice, setListNotice] = useState<Notice>(null);
  const [testing, setTesting] = useState(false);
  const [testNotice, setTestNotice] = useState<Notice>(null);
  const headingId = useId();
  const thisDeviceId = useId();
  const devicesHeadingId = useId();

  // While push is on here, the worker has this language's texts for a push it cannot read.
  const fallbackTitle = p('fallback.title');
  const fallbackBody = p('fallback.body');
  useEffect(() => {
    if (!isOn) return;
    storeFallbackTexts({ title: fallbackTitle, body: fallbackBody }).catch((error: unknown) => {
      console.error('The notification texts could not be kept for the service worker', error);
    });
  }, [isOn, fallbackTitle, fallbackBody]);

  const turnOnNotice = (outcome: TurnOnOutcome): Notice => {
    switch (outcome.kind) {
      case 'on':
        return { tone: 'success', text: p('turnedOn') };
      case 'denied':
        return { tone: 'error', text: p('blocked') };
      case 'dismissed':
        return { tone: 'info', text: p('dismissed') };
      case 'not-configured':
        return { tone: 'error', text: p('notConfigured') };
      case 'no-worker':
        return { tone: 'error', text: p('noWorker') };
      case 'taken':
        return { tone: 'error', text: p('takenByOtherAccount') };
      case 'failed':
        return { tone: 'error', text: p('onFailed', { reason: outcome.reason }) };
    }
  };

  async function toggle() {
    const turningOn = !isOn;
    setBusy(turningOn ? 'on' : 'off');
    setDeviceNotice(null);
    if (turningOn) {
      setDeviceNotice(turnOnNotice(await push.turnOn()));
    } else {
      const outcome = await push.turnOff();
      setDeviceNotice(
        outcome.kind === 'done'
          ? { tone: 'success', text: p('turnedOff') }
          : { tone: 'error', text: p('offFailed', { reason: outcome.reason }) },
      );
    }
    setBusy(null);
  }

  async function remove(row: PushSubscriptionRow) {
    const name = deviceName(row);
    setRemoving((current) => new Set(current).add(row.id));
    setListNotice(null);
    const outcome = await push.remove(row);
    setListNotice(
      outcome.kind === 'done'
        ? { tone: 'success', text: p('removed', { device: name }) }
        : { tone: 'error', text: p('removeFailed', { device: name, reason: outcome.reason }) },
    );
    setRemoving((current) => {
      const next = new Set(current);
      next.delete(row.id);
      return next;
    });
  }

  async function sendTest() {
    setTesting(true);
    setTestNotice(null);
    try {
      const queued = await queueTestNotification('push');
      setTestNotice(
        queued > 0
          ? { tone: 'success', text: p('testQueued', { count: queued }) }
          : { tone: 'error', text: p('testNotQueued') },
      );
      if (queued > 0) onTestQueued?.();
    } catch (error) {
      setTestNotice({ tone: 'error', text: p('testFailed', { reason: failureReason(error) }) });
    } finally {
      setTesting(false);
    }
  }

  const thisEndpoint = device.kind === 'available' ? device.endpoint : null;

  return (
    <section className="push-devices" aria-labelledby={headingId}>
      <h3 id={headingId}>{p('title')}</h3>
      <p className="admin-notifications-muted">{p('intro')}</p>

      <div className="push-this-device" role="group" aria-labelledby={thisDeviceId}>
        <h4 id={thisDeviceId}>{p('thisDevice')}</h4>
        <DeviceState device={device} listStatus={list.status} isOn={isOn} busy={busy} onToggle={() => void toggle()} />
        <StatusMessage tone={deviceNotice?.tone} className="admin-notifications-notice">
          {deviceNotice?.text}
        </StatusMessage>
      </div>

      <h4 id={devicesHeadingId}>{p('devicesTitle')}</h4>
      <StatusMessage tone={listNotice?.tone} className="admin-notifications-notice">
        {listNotice?.text}
      </StatusMessage>
      {list.status === 'loading' && (
        <p className="admin-notifications-muted" role="status">
          {p('devicesLoading')}
        </p>
      )}
      {list.status === 'failed' && (
        <LoadFailed
          className="admin-notifications-failed"
          message={p('devicesFailed')}
          retryLabel={p('tryAgain')}
          onRetry={() => void push.reloadList()}
        />
      )}
      {list.status === 'ready' &&
        (list.rows.length === 0 ? (
          <p className="push-devices-empty">{p('noDevices')}</p>
        ) : (
          <ul className="push-devices-list" aria-labelledby={devicesHeadingId}>
            {list.rows.map((row) => {
              const name = deviceName(row);
              const added = when(row.created_at);
              const isThis = row.endpoint === thisEndpoint;
              return (
                <li key={row.id} className="push-devices-item" data-device-id={row.id}>
                  <div className="push-devices-facts">
                    <p className="push-devices-name">
                      <span>{name}</span>
                      {isThis && <span className="push-devices-badge">{p('thisDevice')}</span>}
                    </p>
                    <p className="admin-notifications-muted">
                      <span>{p('added', { date: added })}</span>
                      <span aria-hidden="true"> · </span>
                      <span>
                        {row.last_success_at
                          ? p('lastSuccess', { date: when(row.last_success_at) })
                          : p('neverDelivered')}
                      </span>
                    </p>
                  </div>
                  <button
                    type="button"
                    className="button button-light"
                    disabled={removing.has(row.id)}
                    onClick={() => void remove(row)}
                  >
                    {removing.has(row.id) ? p('removing') : p('remove')}
                    <span className="visually-hidden"> {p('removeOf', { device: name, date: added })}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ))}

      <div className="admin-notifications-test push-devices-test">
        <button type="button" className="button button-light" onClick={() => void sendTest()} disabled={testing}>
          {testing ? p('testSending') : p('testButton')}
        </button>
        <StatusMessage tone={testNotice?.tone} className="admin-notifications-notice">
          {testNotice?.text}
        </StatusMessage>
      </div>
    </section>
  );
}

function DeviceState({
  device,
  listStatus,
  isOn,
  busy,
  onToggle,
}: {
  device: PushDeviceState;
  listStatus: PushDeviceList['status'];
  isOn: boolean;
  busy: 'on' | 'off' | null;
  onToggle: () => void;
}) {
  const { p } = useLabels();
  switch (device.kind) {
    case 'checking':
      return <p className="admin-notifications-muted">{p('checking')}</p>;
    case 'ios-install':
      return (
        <div className="form-banner info push-devices-hint">
          <p>
            <strong>{p('ios.title')}</strong>
          </p>
          <p>{p('ios.why')}</p>
          <ol>
            <li>{p('ios.share')}</li>
            <li>{p('ios.add')}</li>
            <li>{p('ios.open')}</li>
          </ol>
        </div>
      );
    case 'unsupported':
      return (
        <div className="form-banner info push-devices-hint">
          <p>{device.ios ? p('unsupportedIos') : p('unsupported')}</p>
        </div>
      );
    case 'denied':
      return (
        <div className="form-banner error push-devices-hint">
          <p>
            <strong>{p('denied.title')}</strong>
          </p>
          <p>{p('denied.how')}</p>
          <ul>
            <li>{p('denied.computer')}</li>
            <li>{p('denied.android')}</li>
            <li>{p('denied.ios')}</li>
          </ul>
          <p>{p('denied.reload')}</p>
        </div>
      );
    case 'available': {
      const listReady = listStatus === 'ready';
      return (
        <div className="push-devices-toggle">
          <p className="push-devices-state">
            {listReady ? (isOn ? p('isOn') : p('isOff')) : listStatus === 'failed' ? p('unknown') : p('checking')}
          </p>
          <button type="button" className="button" disabled={busy !== null || !listReady} onClick={onToggle}>
            {busy === 'on' ? p('turningOn') : busy === 'off' ? p('turningOff') : isOn ? p('turnOff') : p('turnOn')}
          </button>
        </div>
      );
    }
  }
}
