import { useTranslation } from 'react-i18next';
import { summariseStorage, toMegabytes, type GalleryStats } from '../gallery-models';
import type { Loadable } from '../use-gallery';

/** Count, size in MB, the storage bar and the spec's capacity warnings (§2, §9). */
export function StoragePanel({ state }: { state: Loadable<GalleryStats> }) {
  const { t, i18n } = useTranslation('admin-gallery');
  const number = (value: number) => value.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  if (state.status === 'loading')
    return (
      <p className="admin-gallery-note" role="status">
        {t('loading')}
      </p>
    );
  if (state.status === 'failed')
    return (
      <p className="form-banner error" role="alert">
        {t('stats.failed')}
      </p>
    );
  const stats = state.value;
  const summary = summariseStorage(stats);
  return (
    <section className="card admin-gallery-stats" aria-label={t('stats.label')}>
      <dl className="admin-gallery-figures">
        <div>
          <dt>{t('stats.images')}</dt>
          <dd>
            <strong>{t('stats.imagesValue', { count: stats.totalImages, max: stats.maxImages })}</strong>
            <span className="admin-gallery-note"> {t('stats.remaining', { count: stats.remainingImages })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('stats.storage')}</dt>
          <dd>
            <strong>
              {t('stats.storageValue', {
                used: number(toMegabytes(stats.totalSize)),
                max: number(toMegabytes(stats.maxTotalSize)),
              })}
            </strong>
          </dd>
        </div>
      </dl>
      <div
        className={`admin-gallery-bar${summary.sizeWarning ? ' warning' : ''}`}
        role="meter"
        aria-label={t('stats.storage')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={summary.percentUsed}
        aria-valuetext={t('stats.bar', { percent: number(summary.percentUsed) })}
      >
        <span style={{ width: `${summary.percentUsed}%` }} />
      </div>
      {state.source === 'cache' && (
        <p className="admin-gallery-note">
          {t('stats.offline', { date: new Date(state.storedAt).toLocaleString(i18n.language) })}
        </p>
      )}
      {summary.sizeWarning && <p className="form-banner error admin-gallery-warning">{t('stats.sizeWarning')}</p>}
      {summary.level === 'almostFull' && (
        <p className="form-banner info admin-gallery-warning">
          {t('stats.almostFull', { count: stats.remainingImages })}
        </p>
      )}
      {summary.level === 'full' && (
        <div className="form-banner error admin-gallery-warning">
          <p>
            <strong>{t('stats.limitReached')}</strong>
          </p>
          <p>{t('stats.limitReachedText')}</p>
        </div>
      )}
    </section>
  );
}
