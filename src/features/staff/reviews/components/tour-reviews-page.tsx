import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordLinkProps } from '../../../../lib/use-linked-record';
import { getTourReview } from '../api/get-tour-review';
import { updateTourReviewStatus } from '../api/update-tour-review-status';
import { formatDate, formatDateTime } from '../format';
import { DEFAULT_QUERY, type ListQuery } from '../../shared/server-list';
import { toAdminTourReview, type AdminTourReview, type TourReviewListRow } from '../review-models';
import { useReviewList, type ReviewListSource } from '../use-review-list';
import { DecisionButtons } from './decision-buttons';
import { ReviewFields, ViewDetailsButton } from './list-parts';
import { RatingList, type RatingItem } from './rating-list';
import { ReviewStatusBadge, ValidationBadge } from './review-badges';
import { ReviewListPage } from './review-list-page';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const TOUR_REVIEWS_CACHE_KEY = 'admin:review-list';

const SOURCE: ReviewListSource<TourReviewListRow, AdminTourReview> = {
  table: 'reviews',
  cacheKey: TOUR_REVIEWS_CACHE_KEY,
  toItem: toAdminTourReview,
  getRow: getTourReview,
  update: updateTourReviewStatus,
};

/**
 * /admin/reviews: every tour review, to approve or reject (spec §2 "Reviews", §4). `linkedId` is the review a
 * link names (`?open=`); `clearLink` drops the link.
 */
export function TourReviewsPage(link: RecordLinkProps) {
  const { t } = useTranslation('admin-reviews');
  const [query, setQuery] = useState<ListQuery>(DEFAULT_QUERY);
  const list = useReviewList(SOURCE, query);

  const ratings = (item: AdminTourReview): RatingItem[] => [
    { label: t('tourRatings.overall'), rating: item.overall },
    { label: t('tourRatings.quality'), rating: item.aspects.quality },
    { label: t('tourRatings.locations'), rating: item.aspects.locations },
    { label: t('tourRatings.amenities'), rating: item.aspects.amenities },
    { label: t('tourRatings.service'), rating: item.aspects.service },
    { label: t('tourRatings.price'), rating: item.aspects.price },
  ];

  return (
    <ReviewListPage
      section="tourReviews"
      list={list}
      query={query}
      onQuery={setQuery}
      {...link}
      failureText={list.failure === 'status' ? t('tourReviews.statusFailed') : null}
      decide={list.decide}
      rows={(items, open) => (
        <ul className="admin-reviews-card-list">
          {items.map((item) => (
            <li key={item.id}>
              <TourReviewCard
                review={item}
                ratings={ratings(item)}
                onView={() => open(item.id)}
                onDecide={(status) => void list.decide(item.id, { status })}
              />
            </li>
          ))}
        </ul>
      )}
      details={(item) => (
        <ReviewFields
          review={item}
          ratings={ratings(item)}
          first={[
            { label: t('fields.tour'), value: item.tourTitle },
            { label: t('fields.tourId'), value: item.tourId },
            { label: t('fields.bookingId'), value: item.bookingId ?? t('values.none') },
          ]}
          afterComment={[{ label: t('fields.recommendations'), value: item.recommendations ?? t('values.none') }]}
        />
      )}
    />
  );
}

interface TourReviewCardProps {
  review: AdminTourReview;
  ratings: RatingItem[];
  onView: () => void;
  onDecide: (status: AdminTourReview['status']) => void;
}

function TourReviewCard({ review, ratings, onView, onDecide }: TourReviewCardProps) {
  const { t, i18n } = useTranslation('admin-reviews');
  const headingId = useId();
  const viewRef = useRef<HTMLButtonElement>(null);
  return (
    <article className="admin-reviews-card" aria-labelledby={headingId}>
      <header className="admin-reviews-card-header">
        <div>
          <h2 id={headingId} className="admin-reviews-card-title">
            {review.name}
          </h2>
          <p className="admin-reviews-muted">
            {review.country} · {review.tourTitle}
          </p>
        </div>
        <div className="admin-reviews-badges">
          <ValidationBadge validated={review.isValidated} />
          <ReviewStatusBadge status={review.status} />
        </div>
      </header>
      <RatingList items={ratings} compact />
      <p className="admin-reviews-comment">{review.comment}</p>
      <p className="admin-reviews-muted admin-reviews-meta">
        <span>{t('receivedOn', { date: formatDate(review.createdAt, i18n.language) })}</span>
        {review.reviewedAt && (
          <span>{t('reviewedOn', { date: formatDateTime(review.reviewedAt, i18n.language) })}</span>
        )}
      </p>
      <div className="admin-reviews-actions">
        <ViewDetailsButton ref={viewRef} name={review.name} onClick={onView} />
        <DecisionButtons status={review.status} name={review.name} onDecide={onDecide} focusAfterDecision={viewRef} />
      </div>
    </article>
  );
}
