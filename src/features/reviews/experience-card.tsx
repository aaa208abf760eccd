import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../components/stars';
import { truncate } from '../../lib/text';
import { formatReviewDate, reviewerInitial, type CustomerExperience } from './review-view-models';
import './reviews.css';

export const EXPERIENCE_TRUNCATE_AT = 120; // characters (spec §9, experiences carousel)

/** One customer-experience card (spec §3): name, country, stars, date or 'Recent', comment, badge. */
export function ExperienceCard({
  review,
  expanded,
  onToggle,
}: {
  review: CustomerExperience;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t, i18n } = useTranslation('reviews');
  // Per rendered card, so the carousel's second (hidden) copy does not repeat the first copy's ids.
  const commentId = useId();
  const date = formatReviewDate(review.createdAt, i18n.resolvedLanguage ?? 'en');
  const long = review.comment.length > EXPERIENCE_TRUNCATE_AT;
  return (
    <article className="experience-card">
      <header className="experience-card-header">
        <span className="avatar" aria-hidden="true">
          {reviewerInitial(review.customerName)}
        </span>
        <div>
          <h3 className="experience-name">{review.customerName}</h3>
          <p className="experience-country">{review.country}</p>
        </div>
      </header>
      <Stars rating={review.overall} label={t('rating', { rating: review.overall })} />
      <p className="experience-date">
        {date && review.createdAt ? <time dateTime={review.createdAt}>{date}</time> : t('experiences.recent')}
      </p>
      <blockquote className="experience-comment">
        <p id={commentId}>{long && !expanded ? truncate(review.comment, EXPERIENCE_TRUNCATE_AT) : review.comment}</p>
      </blockquote>
      {long && (
        <button
          type="button"
          className="read-toggle"
          aria-expanded={expanded}
          aria-controls={commentId}
          onClick={onToggle}
        >
          {expanded ? t('experiences.readLess') : t('experiences.readMore')}
        </button>
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
