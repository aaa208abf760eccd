import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { needsAttention, type OutboxItem } from '../../offline/db';
import { discard, referenceFor, resubmit } from '../../offline/outbox';
import { flushNow } from '../../offline/outbox-runtime';
import { retryTimeText } from '../../offline/throttle';
import { useOutboxItems } from '../../offline/use-outbox';
import { dateFormatter } from '../../lib/intl';
import { outboxTitle } from './outbox-title';

/** Columns a visitor may correct on a refused item (the rest are set by the app or the server). */
const EDITABLE = new Set([
  'first_name',
  'last_name',
  'full_name',
  'customer_name',
  'email',
  'phone',
  'country',
  'message',
  'comment',
  'recommendations',
  'tour_places',
  'hotel_preferences',
  'additional_requirements',
  'preferred_date',
  'travel_start_date',
  'travel_end_date',
]);

const humanise = (column: string) => column.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export function OutboxPage() {
  const { t } = useTranslation('outbox');
  const items = useOutboxItems();
  return (
    <section className="page-section narrow" aria-labelledby="outbox-title">
      <PageMeta title={t('metaTitle')} description={t('description')} path="/outbox" />
      <meta name="robots" content="noindex" />
      <h1 id="outbox-title">{t('title')}</h1>
      <p className="section-intro">{t('intro')}</p>
      {items === undefined ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : items.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <ul className="outbox-list">
          {items.map((item) => (
            <OutboxEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OutboxEntry({ item }: { item: OutboxItem }) {
  const { t, i18n } = useTranslation('outbox');
  const [draft, setDraft] = useState<Record<string, string>>({});
  const time = (ms: number) =>
    dateFormatter(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
  const throttled = item.lastError?.status === 429;
  const editable = Object.entries(item.payload).filter(
    ([column, value]) => EDITABLE.has(column) && (typeof value === 'string' || value === null),
  );
  const status =
    item.state === 'attention'
      ? t('state.attention')
      : item.lastError && item.lastError.status !== 0
        ? t('state.retrying', { time: time(item.nextAttemptAt) })
        : t('state.pending');
  return (
    <li className={needsAttention(item) ? 'card outbox-item attention' : 'card outbox-item'}>
      <h2>{outboxTitle(t(`kinds.${item.kind}`), item.kind, item.summary)}</h2>
      <p>
        <strong>{status}</strong>
        <br />
        <small>
          {t('reference', { reference: referenceFor(item.id) })} · {t('savedAt', { time: time(item.createdAt) })}
        </small>
      </p>
      {throttled && <ThrottleNote item={item} />}
      {needsAttention(item) && item.lastError && <p role="alert">{t('reason', { reason: item.lastError.message })}</p>}
      {needsAttention(item) ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void resubmit(item.id, { ...item.payload, ...draft }).then(() => flushNow());
          }}
        >
          <p>{t('fixHint')}</p>
          {editable.map(([column, value]) => (
            <label key={column} className="field">
              <span>{humanise(column)}</span>
              <input
                name={column}
                defaultValue={(value as string | null) ?? ''}
                onChange={(event) => setDraft((d) => ({ ...d, [column]: event.target.value }))}
              />
            </label>
          ))}
          <div className="button-row">
            <button type="submit" className="button">
              {t('saveAndSend')}
            </button>
            <DiscardButton id={item.id} />
          </div>
        </form>
      ) : (
        <div className="button-row">
          <button type="button" className="button" onClick={() => void resubmit(item.id).then(() => flushNow())}>
            {t('sendNow')}
          </button>
          <DiscardButton id={item.id} />
        </div>
      )}
    </li>
  );
}

/**
 * Why a held-back item waits and until when. The e-mail limit's text is the older one (an item stored
 * before limits were named, PT429, was held by it); an answer with no named limit came from the edge.
 */
function ThrottleNote({ item }: { item: OutboxItem }) {
  const { t, i18n } = useTranslation('outbox');
  const limit = item.lastError?.limit ?? (item.lastError?.code === 'PT429' ? 'email' : undefined);
  if (limit === 'email') return <p>{t('throttled')}</p>;
  const time = retryTimeText(i18n.resolvedLanguage, item.nextAttemptAt);
  return <p>{t(`throttledBy.${limit ?? 'other'}`, { time })}</p>;
}

function DiscardButton({ id }: { id: string }) {
  const { t } = useTranslation('outbox');
  return (
    <button
      type="button"
      className="button button-light"
      onClick={() => {
        if (window.confirm(t('confirmDiscard'))) void discard(id);
      }}
    >
      {t('discard')}
    </button>
  );
}
