import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { formatDateTime } from '../../../../lib/date-format';
import { listContentRevisions, type ContentRevision } from '../api/content-api';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; revisions: ContentRevision[] };

/**
 * Every saved version of an item, newest first, who saved it and when, and which one is on the site.
 * Restoring brings a version back as a new save: nothing in between is lost.
 */
export function ContentHistory({
  id,
  current,
  published,
  busy,
  unsaved,
  onRestore,
}: {
  id: string;
  current: number;
  published: number | null;
  busy: boolean;
  /** The form has changes not saved: restoring replaces them, so it asks first. */
  unsaved: boolean;
  onRestore: (version: number) => void;
}) {
  const { t, i18n } = useTranslation('admin-content');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [asking, setAsking] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    listContentRevisions(id).then(
      (revisions) => active && setState({ status: 'ready', revisions }),
      (error: unknown) => {
        console.error('Content history could not be read', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [id, attempt]);

  return (
    <section className="card admin-panel admin-content-history" aria-labelledby={`history-${id}`}>
      <h2 id={`history-${id}`}>{t('history.title')}</h2>
      {state.status === 'loading' && <p role="status">{t('loading')}</p>}
      {state.status === 'failed' && (
        <div className="form-banner error" role="alert">
          <p>{t('history.failed')}</p>
          <button type="button" className="button button-light" onClick={() => setAttempt((n) => n + 1)}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <ol className="admin-content-revisions">
          {state.revisions.map((revision) => (
            <li key={revision.version}>
              <p>
                <strong>{t('history.version', { version: revision.version })}</strong> ·{' '}
                {formatDateTime(revision.savedAt, i18n.language)}
                {revision.savedBy && ` · ${revision.savedBy}`}
                {revision.version === current && ` · ${t('history.current')}`}
                {revision.version === published && ` · ${t('history.onSite')}`}
              </p>
              {revision.version !== current && (
                <button
                  type="button"
                  className="button button-light"
                  disabled={busy}
                  aria-label={t('history.restoreVersion', { version: revision.version })}
                  onClick={() => (unsaved ? setAsking(revision.version) : onRestore(revision.version))}
                >
                  {t('history.restore')}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t('history.confirmTitle')}
        message={t('history.confirmUnsaved', { version: asking ?? 0 })}
        confirmLabel={t('history.restore')}
        busyLabel={t('history.restoring')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        busy={busy}
        onConfirm={() => {
          const version = asking;
          setAsking(null);
          if (version !== null) onRestore(version);
        }}
        onClose={() => setAsking(null)}
      />
    </section>
  );
}
