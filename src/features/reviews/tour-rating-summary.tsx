import { useTranslation } from 'react-i18next';
import { useApprovedTourReviews } from './api/list-approved-tour-reviews';
import { RatingFigures } from './rating-figures';
import { ratingSummary } from './review-view-models';

/**
 * The "average rating and count" line of the tour summary card (spec §2), for a `<dd>`. It reads the
 * same list as the Customer Reviews section; the two share one request.
 */
export function TourRatingSummary({ tourId }: { tourId: string }) {
  const { t } = useTranslation('reviews');
  const state = useApprovedTourReviews(tourId);
  if (state.status === 'loading') return <span aria-busy="true">{t('loading')}</span>;
  if (state.status === 'failed') return <>{t('tour.ratingUnavailable')}</>;
  const { average, count } = ratingSummary(state.data);
  if (average === null) return <>{t('tour.noRating')}</>;
  return <RatingFigures average={average} count={count} size="small" />;
}
