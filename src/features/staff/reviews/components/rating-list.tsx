import { useTranslation } from 'react-i18next';
import { Stars } from '../../../../components/stars';

export interface RatingItem {
  /** Translated criterion name, e.g. 'Tour Quality'. */
  label: string;
  /** Whole stars, or null when not given (a tour review's accommodations are optional). */
  rating: number | null;
}

/** Every criterion with its stars; one list in the modal, a compact one on cards. */
export function RatingList({ items, compact = false }: { items: RatingItem[]; compact?: boolean }) {
  const { t } = useTranslation('admin-reviews');
  return (
    <dl className={compact ? 'admin-reviews-ratings compact' : 'admin-reviews-ratings'}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>
            {item.rating === null ? (
              <span className="admin-reviews-muted">{t('notRated')}</span>
            ) : (
              // The criterion is read from the <dt>; the stars add only the figure.
              <Stars rating={item.rating} size="small" label={t('ratingOf', { rating: item.rating })} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The overall rating alone, under a heading or label that names it. */
export function OverallStars({ rating }: { rating: number | null }) {
  const { t } = useTranslation('admin-reviews');
  if (rating === null) return <span className="admin-reviews-muted">{t('notRated')}</span>;
  return <Stars rating={rating} label={t('ratingOf', { rating })} />;
}
