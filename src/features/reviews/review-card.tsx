import { useTranslation } from 'react-i18next';
import { Stars } from '../../components/stars';
import { formatReviewDate, reviewerInitial, TOUR_REVIEW_ASPECTS, type TourReview } from './review-view-models';
import './reviews.css';

/** One published tour review (spec §2 "Each review shows …"). */
export function ReviewCard({ review }: { review: TourReview }) {
  const { t, i18n } = useTranslation('reviews');
  const date = formatReviewDate(review.createdAt, i18n.resolvedLanguage ?? 'en');
  // Accommodations is optional on the form; a sub-rating that was not given is left out, not shown as 0.
  const aspects = TOUR_REVIEW_ASPECTS.flatMap((aspect) => {
    const rating = review.aspects[aspect];
    return rating === null ? [] : [{ aspect, rating }];
  });
  return (
    <article className="tour-review">
      <header className="tour-review-header">
        <span className="avatar" aria-hidden="true">
          {reviewerInitial(review.customerName)}
        </span>
        <div>
          <h3 className="tour-review-name">{review.customerName}</h3>
          <p className="tour-review-meta">
            {t('tour.from', { country: review.country })}
            {date && review.createdAt && (
              <>
                {' · '}
                <time dateTime={review.createdAt}>{date}</time>
              </>
            )}
          </p>
        </div>
        {review.overall !== null && <Stars rating={review.overall} label={t('rating', { rating: review.overall })} />}
      </header>
      <p className="tour-review-comment">{review.comment}</p>
      {aspects.length > 0 && (
        <ul className="sub-ratings" aria-label={t('tour.subRatings')}>
          {aspects.map(({ aspect, rating }) => {
            const label = t(`tour.aspects.${aspect}`);
            return (
              <li key={aspect}>
                {/* Read once, through the stars' label ("Tour Quality: 4 out of 5"). */}
                <span aria-hidden="true">{label}</span>
                <Stars rating={rating} size="small" label={t('tour.aspectRating', { aspect: label, rating })} />
              </li>
            );
          })}
        </ul>
      )}
      {review.recommendations && (
        <p className="tour-review-recommendations">
          <strong>{t('tour.recommendations')}</strong> {review.recommendations}
        </p>
      )}
      {review.wouldRecommend && (
        <p className="recommend-badge">
          <span aria-hidden="true">✓ </span>
          {t('wouldRecommend')}
        </p>
      )}
    </article>
  );
}
