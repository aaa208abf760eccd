import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { needsAttention } from '../../offline/db';
import { useOutboxItems } from '../../offline/use-outbox';
import './outbox.css';

/**
 * A small pill in the top bar while something waits to be sent; hidden when the outbox is empty. Where the
 * bar is short of room (phones, tablets, narrow windows) it shows an icon and the count only; the full
 * sentence stays its accessible name, so a screen reader says "2 waiting to send" everywhere.
 */
export default function OutboxIndicator() {
  const { t } = useTranslation('outbox');
  const items = useOutboxItems();
  if (!items || items.length === 0) return null;
  const attention = items.filter(needsAttention).length;
  const label = attention ? t('attentionIndicator', { count: attention }) : t('indicator', { count: items.length });
  return (
    <Link
      to="/outbox"
      className={attention ? 'outbox-pill attention' : 'outbox-pill'}
      data-testid="outbox-indicator"
      title={label}
    >
      {/* Two shapes, not only two colours: an arrow out of a tray while waiting, "!" when it needs the visitor. */}
      <svg className="outbox-pill-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {attention ? (
          <path d="M12 3 1.5 21h21L12 3Zm-1 6h2v6h-2V9Zm0 8h2v2h-2v-2Z" fill="currentColor" />
        ) : (
          <path
            d="M12 3 7 8h3.5v6h3V8H17l-5-5ZM4 13v6.5A1.5 1.5 0 0 0 5.5 21h13a1.5 1.5 0 0 0 1.5-1.5V13h-3v5H7v-5H4Z"
            fill="currentColor"
          />
        )}
      </svg>
      {/* The number is drawn by CSS from data-count: it is not text, so the link's text and name stay the sentence. */}
      <span className="outbox-pill-count" data-count={attention || items.length} aria-hidden="true" />
      <span className="outbox-pill-text">{label}</span>
    </Link>
  );
}
