import { useTranslation } from 'react-i18next';
import { formatAverage, formatCount, formatDateTime } from '../format';
import type { StatsState } from '../use-custom-review-stats';

/** Spec §2: four tiles — total, approved, pending and the average rating of approved reviews. */
export function CustomReviewTiles({ state }: { state: StatsState }) {
  const { t, i18n } = useTranslation('admin-reviews');
  const lang = i18n.language;
  const stats = state.status === 'ready' ? state.stats : null;
  // A dash while loading or unknown: never a made-up zero.
  const figure = (value: number | undefined, format: (n: number) => string) =>
    value === undefined ? '–' : format(value);
  const count = (n: number) => formatCount(n, lang);
  const tiles = [
    { key: 'total', value: figure(stats?.total, count) },
    { key: 'approved', value: figure(stats?.approved, count) },
    { key: 'pending', value: figure(stats?.pending, count) },
    { key: 'averageRating', value: figure(stats?.averageRating, (n) => formatAverage(n, lang)) },
  ] as const;

  return (
    <section className="admin-reviews-tiles-section" aria-label={t('customReviews.figures')}>
      <dl className="admin-reviews-tiles" aria-busy={state.status === 'loading'}>
        {tiles.map((tile) => (
          <div key={tile.key} className={`admin-reviews-tile admin-reviews-tile-${tile.key}`}>
            <dt>{t(`customReviews.stats.${tile.key}`)}</dt>
            <dd>{tile.value}</dd>
          </div>
        ))}
      </dl>
      {state.status === 'failed' && <p className="admin-reviews-note">{t('customReviews.statsFailed')}</p>}
      {state.status === 'ready' && state.source === 'cache' && (
        <p className="admin-reviews-note">
          {t('customReviews.statsOffline', { date: formatDateTime(new Date(state.storedAt).toISOString(), lang) })}
        </p>
      )}
    </section>
  );
}
