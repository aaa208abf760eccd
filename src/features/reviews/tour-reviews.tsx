import { useTranslation } from 'react-i18next';
import type { TourSummary } from '../../content/types';

/**
 * The tour's Customer Reviews section (spec §2). Approved reviews and the Write a Review modal are
 * connected by the reviews work; until then it shows the spec's empty state.
 */
export function TourReviews({ tour }: { tour: TourSummary }) {
  const { t } = useTranslation('tours');
  return (
    <section aria-labelledby="reviews-title" data-tour={tour.slug}>
      <h2 id="reviews-title">{t('detail.reviews')}</h2>
      <p className="empty-state">{t('detail.reviewsEmpty')}</p>
    </section>
  );
}
