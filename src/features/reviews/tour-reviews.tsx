import { useTranslation } from 'react-i18next';
import type { TourSummary } from '../../content/types';
import { useApprovedTourReviews } from './api/list-approved-tour-reviews';
import { RatingFigures } from './rating-figures';
import { ReviewCard } from './review-card';
import { ratingSummary } from './review-view-models';
import { WriteReviewButton } from './write-review-button';
import './reviews.css';

const SKELETON_CARDS = 2; // placeholders while loading, about what a first screen of reviews fills

/** The tour's Customer Reviews section (spec §2): approved reviews of this tour, newest first. */
export function TourReviews({ tour }: { tour: TourSummary }) {
  const { t } = useTranslation(['reviews', 'tours']);
  const state = useApprovedTourReviews(tour.slug);
  const reviews = state.status === 'ready' ? state.data : [];
  const { average, count } = ratingSummary(reviews);
  return (
    <section className="tour-reviews" aria-labelledby="tour-reviews-title" aria-busy={state.status === 'loading'}>
      {/* One grid (reviews.css): the heading and Write a Review share a row on wide screens, the average
          goes under the heading, and the button's thank-you message spans the whole row below. */}
      <header className="tour-reviews-header">
        <h2 id="tour-reviews-title">{t('tours:detail.reviews')}</h2>
        {average !== null && <RatingFigures average={average} count={count} />}
        <WriteReviewButton tour={tour} />
      </header>

      {state.status === 'loading' && (
        <>
          <p className="reviews-note">{t('loading')}</p>
          <ul className="tour-review-list" aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i} className="tour-review skeleton" />
            ))}
          </ul>
        </>
      )}
      {/* Spec §8: the list stays empty, but the visitor is told why instead of reading "no reviews yet". */}
      {state.status === 'failed' && <p className="reviews-note">{t('loadFailed')}</p>}
      {state.status === 'ready' && count === 0 && <p className="empty-state">{t('tours:detail.reviewsEmpty')}</p>}
      {count > 0 && (
        <ul className="tour-review-list">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
