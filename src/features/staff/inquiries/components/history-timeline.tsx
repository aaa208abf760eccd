import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormatter } from '../../../../lib/intl';
import type { Json } from '../../../../types/database';
import { getHistory, type HistoryEntry } from '../api/get-history';
import { formatDateTime } from '../format';

/** Columns the timeline names; any other is shown by its column name. */
const FIELDS = [
  'status',
  'stage',
  'cancel_reason',
  'owner_id',
  'follow_up_on',
  'quote_usd',
  'last_reply_at',
  'internal_note',
] as const;

type State = { status: 'loading' } | { status: 'ready'; entries: HistoryEntry[] } | { status: 'failed' };

interface HistoryTimelineProps {
  recordId: string;
  /** The record's updated_at: the timeline reads again when the record changes. */
  version: string;
  /** E-mail of an owner id, where known. */
  ownerName: (id: string) => string | undefined;
}

/** Every change of one record, oldest first: who, when, which fields old → new (the database's history). */
export function HistoryTimeline({ recordId, version, ownerName }: HistoryTimelineProps) {
  const { t, i18n } = useTranslation('admin-inquiries');
  const [state, setState] = useState<State>({ status: 'loading' });
  const lang = i18n.language;

  useEffect(() => {
    let current = true;
    getHistory(recordId).then(
      (entries) => current && setState({ status: 'ready', entries }),
      (error: unknown) => {
        console.error('The history could not be read', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [recordId, version]);

  const value = (field: string, raw: Json): string => {
    if (raw === null || raw === '') return t('history.none');
    const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
    switch (field) {
      case 'status':
        return t(`status.${text}`, { defaultValue: text });
      case 'stage':
        return t(`stage.${text}`, { defaultValue: text });
      case 'cancel_reason':
        return t(`cancelReason.${text}`, { defaultValue: text });
      case 'owner_id':
        return ownerName(text) ?? t('pipeline.formerAdmin');
      case 'last_reply_at':
        return formatDateTime(text, lang);
      case 'quote_usd':
        return numberFormatter(lang, { style: 'currency', currency: 'USD' }).format(Number(raw));
      default:
        return text;
    }
  };

  return (
    <section className="history-timeline" aria-labelledby={`history-${recordId}`}>
      <h3 id={`history-${recordId}`}>{t('history.title')}</h3>
      {state.status === 'loading' && <p className="note-counter">{t('loading')}</p>}
      {state.status === 'failed' && <p className="note-counter">{t('history.failed')}</p>}
      {state.status === 'ready' && (
        <ol>
          {state.entries.map((entry) => (
            <li key={entry.id}>
              <p className="history-when">
                <time dateTime={entry.changedAt}>{formatDateTime(entry.changedAt, lang)}</time>
                {' · '}
                {entry.by ?? (entry.action === 'insert' ? t('history.website') : t('history.system'))}
              </p>
              {entry.madeAt && (
                <p className="note-counter">
                  {t('history.offline', {
                    made: formatDateTime(entry.madeAt, lang),
                    reached: formatDateTime(entry.changedAt, lang),
                  })}
                </p>
              )}
              {entry.action === 'update' ? (
                <ul>
                  {Object.entries(entry.changes).map(([field, [before, after]]) => (
                    <li key={field}>
                      {(FIELDS as readonly string[]).includes(field) ? t(`history.field.${field}`) : field}:{' '}
                      {value(field, before)} → {value(field, after)}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t(`history.${entry.action}`)}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
