import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { getHistory, type HistoryEntry } from './api/get-history';
import { historyChanges, type HistoryWording } from './history-wording';

export type HistoryState = { status: 'loading' } | { status: 'ready'; entries: HistoryEntry[] } | { status: 'failed' };

interface HistoryTimelineProps {
  recordId: string;
  /** The record's updated_at: the timeline reads again when the record changes. */
  version: string;
  /** The screen's labels and values for its table's columns. */
  wording: HistoryWording;
}

/**
 * Every change of one record, oldest first: who, when, which fields old → new (the database's history).
 * Any staff screen whose table the database keeps a history of shows it in a record's details.
 */
export function HistoryTimeline({ recordId, version, wording }: HistoryTimelineProps) {
  const [state, setState] = useState<HistoryState>({ status: 'loading' });

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

  return <HistorySection recordId={recordId} state={state} wording={wording} />;
}

interface HistorySectionProps {
  recordId: string;
  state: HistoryState;
  wording: HistoryWording;
}

/** The timeline as it shows one read of the history (apart from the reading, so it renders on its own). */
export function HistorySection({ recordId, state, wording }: HistorySectionProps) {
  const { t, i18n } = useTranslation('admin-history');
  const lang = i18n.language;
  const words = { none: t('none'), yes: t('yes'), no: t('no') };
  const when = (moment: string) => formatDateTime(moment, lang);
  const anonymous = (entry: HistoryEntry) =>
    entry.action === 'insert' && wording.anonymousInsert !== 'system' ? t('website') : t('system');

  return (
    <section className="history-timeline" aria-labelledby={`history-${recordId}`}>
      <h3 id={`history-${recordId}`}>{t('title')}</h3>
      {state.status === 'loading' && <p className="history-note">{t('loading')}</p>}
      {state.status === 'failed' && <p className="history-note">{t('failed')}</p>}
      {state.status === 'ready' && (
        <ol>
          {state.entries.map((entry) => (
            <li key={entry.id}>
              <p className="history-when">
                <time dateTime={entry.changedAt}>{when(entry.changedAt)}</time>
                {' · '}
                {entry.by ?? anonymous(entry)}
              </p>
              {entry.madeAt && (
                <p className="history-note">
                  {t('offline', { made: when(entry.madeAt), reached: when(entry.changedAt) })}
                </p>
              )}
              {entry.action === 'update' ? (
                <ul>
                  {historyChanges(entry.changes, wording, words).map((change) => (
                    <li key={change.field}>
                      {change.label}: {change.before} → {change.after}
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t(entry.action)}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
