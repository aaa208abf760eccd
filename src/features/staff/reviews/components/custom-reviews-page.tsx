import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordLinkProps } from '../../../../lib/use-linked-record';
import { ConfirmDelete, ListRows, type Column } from '../../shared/list-view';
import { deleteCustomReview } from '../api/delete-custom-review';
import { getCustomReview } from '../api/get-custom-review';
import { getCustomReviewStats } from '../api/get-custom-review-stats';
import { updateCustomReviewStatus } from '../api/update-custom-review-status';
import { formatDate } from '../format';
import { DEFAULT_QUERY, type ListQuery } from '../../shared/server-list';
import {
  toAdminCustomReview,
  type AdminCustomReview,
  type CustomReviewListRow,
  type Decision,
  type ReviewStatus,
} from '../review-models';
import { useCustomReviewStats } from '../use-custom-review-stats';
import { useReviewList, type ReviewListSource } from '../use-review-list';
import { CustomReviewTiles } from './custom-review-tiles';
import { DecisionButtons } from './decision-buttons';
import { DeleteButton, ReviewFields, ViewDetailsButton } from './list-parts';
import { OverallStars, type RatingItem } from './rating-list';
import { ReviewStatusBadge } from './review-badges';
import { ReviewListPage } from './review-list-page';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const CUSTOM_REVIEWS_CACHE_KEY = 'admin:custom-review-list';

const SOURCE: ReviewListSource<CustomReviewListRow, AdminCustomReview> = {
  table: 'custom_reviews',
  cacheKey: CUSTOM_REVIEWS_CACHE_KEY,
  toItem: toAdminCustomReview,
  getRow: getCustomReview,
  update: updateCustomReviewStatus,
  deleteOne: deleteCustomReview,
};

/**
 * /admin/custom-reviews: tiles, status buttons, the reviews, approve / reject with notes and delete (spec §2).
 * `linkedId` is the review a link names (`?open=`); `clearLink` drops the link.
 */
export function CustomReviewsPage(link: RecordLinkProps) {
  const { t, i18n } = useTranslation('admin-reviews');
  const [query, setQuery] = useState<ListQuery>(DEFAULT_QUERY);
  const list = useReviewList(SOURCE, query);
  const stats = useCustomReviewStats(getCustomReviewStats);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);
  const title = t('customReviews.title');

  async function decide(id: string, decision: Decision): Promise<boolean> {
    const confirmed = await list.decide(id, decision);
    if (confirmed) stats.refresh();
    return confirmed;
  }

  async function confirmDelete() {
    if (deleteId === null) return;
    setDeleting(true);
    deleted.current = await list.remove(deleteId);
    setDeleting(false);
    if (deleted.current) stats.refresh();
    setDeleteId(null);
  }

  function closeConfirm() {
    setDeleteId(null);
    // The deleted row and its buttons are gone: the page's heading is the next sensible place for focus.
    if (deleted.current) headingRef.current?.focus();
    deleted.current = false;
  }

  const ratings = (item: AdminCustomReview): RatingItem[] => [
    { label: t('customRatings.overall'), rating: item.overall },
    { label: t('customRatings.quality'), rating: item.aspects.quality },
    { label: t('customRatings.service'), rating: item.aspects.service },
    { label: t('customRatings.value'), rating: item.aspects.value },
  ];
  const columns: Column<AdminCustomReview>[] = [
    {
      header: t('fields.customer'),
      cell: (item) => (
        <>
          <strong>{item.name}</strong>
          <br />
          <span className="admin-reviews-muted">{item.email}</span>
        </>
      ),
    },
    { header: t('fields.country'), cell: (item) => item.country },
    { header: t('fields.rating'), cell: (item) => <OverallStars rating={item.overall} /> },
    { header: t('fields.comment'), cell: (item) => <span className="admin-reviews-clamp">{item.comment}</span> },
    { header: t('fields.status'), cell: (item) => <ReviewStatusBadge status={item.status} /> },
    { header: t('fields.created'), cell: (item) => formatDate(item.createdAt, i18n.language) },
  ];

  return (
    <ReviewListPage
      section="customReviews"
      list={list}
      query={query}
      onQuery={setQuery}
      {...link}
      failureText={
        list.failure && t(list.failure === 'status' ? 'customReviews.statusFailed' : 'customReviews.deleteFailed')
      }
      decide={decide}
      headingRef={headingRef}
      intro={<CustomReviewTiles state={stats.state} />}
      rows={(items, open) => {
        const actions = (item: AdminCustomReview) => (
          <RowActions
            review={item}
            onView={() => open(item.id)}
            onDecide={(status) => void decide(item.id, { status })}
            onDelete={() => setDeleteId(item.id)}
          />
        );
        return (
          <ListRows
            items={items}
            columns={columns}
            controls={[{ header: t('actions'), cell: actions }]}
            caption={title}
            classPrefix="admin-reviews"
            cardsClassName="admin-reviews-phone-cards"
            cardClassName="admin-reviews-card"
            fieldsClassName="admin-reviews-fields"
            cardActions={actions}
          />
        );
      }}
      details={(item) => (
        <ReviewFields
          review={item}
          ratings={ratings(item)}
          afterCountry={[{ label: t('fields.tourType'), value: item.tourType }]}
        />
      )}
      detailsEnd={(item) => (
        <div className="admin-reviews-actions admin-reviews-danger-zone">
          <DeleteButton name={item.name} onClick={() => setDeleteId(item.id)} />
        </div>
      )}
    >
      <ConfirmDelete
        ns="admin-reviews"
        open={deleteId !== null}
        message={t('confirmDelete.question')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={closeConfirm}
      />
    </ReviewListPage>
  );
}

interface RowActionsProps {
  review: AdminCustomReview;
  onView: () => void;
  onDecide: (status: ReviewStatus) => void;
  onDelete: () => void;
}

function RowActions({ review, onView, onDecide, onDelete }: RowActionsProps) {
  const viewRef = useRef<HTMLButtonElement>(null);
  return (
    <div className="admin-reviews-actions">
      <ViewDetailsButton ref={viewRef} name={review.name} onClick={onView} />
      <DecisionButtons status={review.status} name={review.name} onDecide={onDecide} focusAfterDecision={viewRef} />
      <DeleteButton name={review.name} onClick={onDelete} />
    </div>
  );
}
