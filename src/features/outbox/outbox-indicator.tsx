import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { needsAttention } from '../../offline/db';
import { useOutboxItems } from '../../offline/use-outbox';

/** A small pill in the top bar while something waits to be sent; hidden when the outbox is empty. */
export default function OutboxIndicator() {
  const { t } = useTranslation('outbox');
  const items = useOutboxItems();
  if (!items || items.length === 0) return null;
  const attention = items.filter(needsAttention).length;
  return (
    <Link to="/outbox" className={attention ? 'outbox-pill attention' : 'outbox-pill'} data-testid="outbox-indicator">
      {attention ? t('attentionIndicator', { count: attention }) : t('indicator', { count: items.length })}
    </Link>
  );
}
