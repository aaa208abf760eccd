import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../../components/admin-title';
import { LinkedRecordNotice } from '../../../../components/linked-record-notice';
import { Modal } from '../../../../components/modal';
import { useOpenRecord, type RecordLinkProps } from '../../../../lib/use-linked-record';
import { useLinkedReview } from '../use-linked-review';
import { getTourReview } from '../api/get-tour-review';
import { listTourReviews } from '../api/list-tour-reviews';
import { updateTourReviewStatus } from '../api/update-tour-review-status';
import { formatCount, formatDate, formatDateTime } from '../format';
import {
  filterReviews,
  REVIEW_STATUSES,
  statusCounts,
  toAdminTourReview,
  tourReviewSearchText,
  type AdminTourReview,
  type StatusFilter,
} from '../review-models';
import { useReviewList, type LiveSource } from '../use-review-list';
import { DecisionButtons } from './decision-buttons';
import { DecisionPanel } from './decision-panel';
import { FieldList } from '../../shared/field-list';
import { FailureAlert, ListStateNotice, SearchField, ViewDetailsButton } from './list-parts';
import { RatingList, type RatingItem } from './rating-list';
import { ReviewStatusBadge, ValidationBadge } from './review-badges';
import '../reviews.css';

/** Rows changed elsewhere (a new review, another admin's decision) reach the list live. */
const LIVE: LiveSource<AdminTourReview, 'reviews'> = { table: 'reviews', toItem: toAdminTourReview };

/**
 * /admin/reviews: every tour review, to approve or reject (spec §2 "Reviews", §4). `linkedId` is the review a
 * link names (`?open=`); `clearLink` drops the link.
 */
export function TourReviewsPage({ linkedId, clearLink }: RecordLinkProps) {
  const { t, i18n } = useTranslation('admin-reviews');
  const list = useReviewList(listTourReviews, updateTourReviewStatus, undefined, LIVE);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const { openId, open, close } = useOpenRecord({ linkedId, clearLink });
  const filterId = useId();
  const lang = i18n.language;
  const title = t('tourReviews.title');

  const { state } = list;
  const items = useMemo(
    () => (state.status === 'ready' ? filterReviews(state.items, query, filter, tourReviewSearchText) : []),
    [state, query, filter],
  );
  const counts = useMemo(
    () => statusCounts(state.status === 'ready' ? state.items : [], query, tourReviewSearchText),
    [state, query],
  );
  const { linked, retry, openItem } = useLinkedReview(list, openId, getTourReview);

  const failure = list.failure === 'status' && (
    <FailureAlert message={t('tourReviews.statusFailed')} onDismiss={list.dismissFailure} />
  );
  const ratings = (item: AdminTourReview): RatingItem[] => [
    { label: t('tourRatings.overall'), rating: item.overall },
    { label: t('tourRatings.quality'), rating: item.aspects.quality },
    { label: t('tourRatings.locations'), rating: item.aspects.locations },
    { label: t('tourRatings.amenities'), rating: item.aspects.amenities },
    { label: t('tourRatings.service'), rating: item.aspects.service },
    { label: t('tourRatings.price'), rating: item.aspects.price },
  ];

  return (
    <div className="admin-reviews">
      <AdminTitle section={title} />
      <h1>{title}</h1>

      <div className="admin-reviews-toolbar" role="search">
        <SearchField label={t('tourReviews.search')} value={query} onChange={setQuery} />
        <div className="field">
          <label htmlFor={filterId}>{t('statusFilter')}</label>
          <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as StatusFilter)}>
            {(['all', ...REVIEW_STATUSES] as const).map((status) => (
              <option key={status} value={status}>
                {`${t(`status.${status}`)} ${t('countInParens', { n: formatCount(counts[status], lang) })}`}
              </option>
            ))}
          </select>
        </div>
      </div>

      {!openItem && failure}
      {(linked.status === 'missing' || linked.status === 'failed') && (
        <LinkedRecordNotice
          tone={linked.status === 'missing' ? 'info' : 'error'}
          message={t(linked.status === 'missing' ? 'linked.tourReviewMissing' : 'linked.tourReviewFailed')}
          dismissLabel={t('dismiss')}
          onDismiss={close}
          retryLabel={t('tryAgain')}
          onRetry={linked.status === 'failed' ? retry : undefined}
        />
      )}
      <ListStateNotice state={state} />
      {state.status === 'ready' && (
        <>
          <p className="admin-reviews-note" aria-live="polite">
            {t('shown', { count: items.length })}
          </p>
          {items.length === 0 ? (
            <p className="admin-reviews-empty">{t('tourReviews.empty')}</p>
          ) : (
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
        </>
      )}

      <Modal
        open={openItem !== undefined}
        onClose={close}
        title={t('tourReviews.details')}
        subtitle={openItem?.name}
        closeLabel={t('close')}
      >
        {openItem && (
          <>
            {failure}
            <FieldList
              className="admin-reviews-fields"
              fields={[
                { label: t('fields.tour'), value: openItem.tourTitle },
                { label: t('fields.tourId'), value: openItem.tourId },
                { label: t('fields.bookingId'), value: openItem.bookingId ?? t('values.none') },
                { label: t('fields.name'), value: openItem.name },
                { label: t('fields.email'), value: openItem.email },
                { label: t('fields.country'), value: openItem.country },
                { label: t('fields.ratings'), value: <RatingList items={ratings(openItem)} /> },
                { label: t('fields.comment'), value: openItem.comment },
                { label: t('fields.recommendations'), value: openItem.recommendations ?? t('values.none') },
                { label: t('fields.wouldRecommend'), value: t(openItem.wouldRecommend ? 'yes' : 'no') },
                { label: t('fields.validation'), value: <ValidationBadge validated={openItem.isValidated} /> },
                {
                  label: t('fields.validationSource'),
                  value: t(`validation.${openItem.validationSource ?? 'none'}`),
                },
                { label: t('fields.status'), value: <ReviewStatusBadge status={openItem.status} /> },
                { label: t('fields.adminNotes'), value: openItem.adminNotes ?? t('values.none') },
                {
                  label: t('fields.reviewedAt'),
                  value: openItem.reviewedAt ? formatDateTime(openItem.reviewedAt, lang) : t('values.notReviewed'),
                },
                { label: t('fields.created'), value: formatDateTime(openItem.createdAt, lang) },
                { label: t('fields.updated'), value: formatDateTime(openItem.updatedAt, lang) },
                { label: t('fields.id'), value: openItem.id },
              ]}
            />
            <DecisionPanel
              key={openItem.id}
              review={openItem}
              onDecide={(decision) => list.decide(openItem.id, decision)}
            />
          </>
        )}
      </Modal>
    </div>
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
