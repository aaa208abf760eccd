import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNT_FIELD, KIND_PAGE, NOTIFICATION_KINDS, totalNew } from '../dashboard-models';
import { formatDateTime, formatRelative } from '../format';
import { useNotifications } from '../use-notifications';
import '../dashboard.css';

/** Above this the badge says "99+"; the button's name still carries the exact count. */
const BADGE_MAX = 99;

/**
 * The header's bell: how many pending inquiries, requests and reviews arrived since this admin last
 * opened it, live. The panel is a disclosure (not a modal): Escape or a click outside closes it, and
 * focus returns to the bell.
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation('admin-dashboard');
  const bell = useNotifications();
  const panelId = useId();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { open, closePanel } = bell;

  const count = bell.latest ? totalNew(bell.latest.data) : 0;
  const badge = count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
  // The name says what the badge shows (a speech-input user says what they see), plural chosen by the count.
  const label = count > 0 ? t('bell.labelWithCount', { count, shown: badge }) : t('bell.label');

  // Focus moves into the panel so a screen reader starts at its title.
  useEffect(() => {
    if (open) titleRef.current?.focus();
  }, [open]);

  // A click or tap anywhere else closes the panel (without taking focus away from what was clicked).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closePanel();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closePanel]);

  function close() {
    closePanel();
    buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  }

  const shown = bell.shown?.data;
  const shownTotal = shown ? totalNew(shown) : 0;

  return (
    <div className="notification-bell" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button bell-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : bell.openPanel())}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {count > 0 && (
          <span className="bell-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>

      <div id={panelId} className="bell-panel" role="region" aria-labelledby={titleId} hidden={!open}>
        <div className="bell-panel-header">
          <h2 id={titleId} ref={titleRef} tabIndex={-1}>
            {t('bell.title')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('bell.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>

        {bell.shown?.source === 'cache' && (
          <p className="form-banner info">
            {t('bell.offlineCopy', { date: formatDateTime(bell.shown.storedAt, i18n.language) })}
          </p>
        )}
        {bell.markFailed && (
          <p className="form-banner error" role="alert">
            {t('bell.markFailed')}
          </p>
        )}

        {!shown && bell.panelLoading && <p role="status">{t('bell.loading')}</p>}
        {!shown && !bell.panelLoading && bell.failed && (
          <p className="form-banner error" role="alert">
            {t('bell.loadFailed')}
          </p>
        )}
        {shown && shownTotal === 0 && <p className="bell-empty">{t('bell.empty')}</p>}
        {shown && shownTotal > 0 && (
          <>
            <h3 className="visually-hidden">{t('bell.counts')}</h3>
            <ul className="bell-counts">
              {NOTIFICATION_KINDS.filter((kind) => shown[COUNT_FIELD[kind]] > 0).map((kind) => (
                <li key={kind}>
                  <Link to={KIND_PAGE[kind]} onClick={closePanel}>
                    {t(`bell.count.${kind}`, { count: shown[COUNT_FIELD[kind]] })}
                  </Link>
                </li>
              ))}
            </ul>
            <h3 className="bell-subtitle">{t('bell.latest')}</h3>
            <ul className="bell-items">
              {shown.items.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <Link to={KIND_PAGE[item.kind]} onClick={closePanel}>
                    <span className="bell-item-name">{item.name}</span>
                    <span className="bell-item-meta">
                      {t(`bell.kind.${item.kind}`)} ·{' '}
                      <time dateTime={item.created_at}>{formatRelative(item.created_at, i18n.language)}</time>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
