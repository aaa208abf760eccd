import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../../components/admin-title';
import { LinkedRecordNotice } from '../../../../components/linked-record-notice';
import { Modal } from '../../../../components/modal';
import { useOpenRecord, type RecordLinkProps } from '../../../../lib/use-linked-record';
import { useLinkedReview } from '../use-linked-review';
import { deleteCustomReview } from '../api/delete-custom-review';
import { getCustomReview } from '../api/get-custom-review';
import { getCustomReviewStats } from '../api/get-custom-review-stats';
import { listCustomReviews } from '../api/list-custom-reviews';
import { updateCustomReviewStatus } from '../api/update-custom-review-status';
import { formatCount, formatDate, formatDateTime } from '../format';
import {
  customReviewSearchText,
  filterReviews,
  REVIEW_STATUSES,
  statusCounts,
  toAdminCustomReview,
  type AdminCustomReview,
  type Decision,
  type ReviewStatus,
  type StatusFilter,
} from '../review-models';
import { useCustomReviewStats } from '../use-custom-review-stats';
import { useReviewList, type LiveSource } from '../use-review-list';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { CustomReviewTiles } from './custom-review-tiles';
import { DecisionButtons } from './decision-buttons';
import { DecisionPanel } from './decision-panel';
import { FieldList, type Field } from '../../shared/field-list';
import { FailureAlert, ListStateNotice, SearchField, ViewDetailsButton } from './list-parts';
import { OverallStars, RatingList, type RatingItem } from './rating-list';
import { ReviewStatusBadge, ValidationBadge } from './review-badges';
import '../reviews.css';

/** Rows changed elsewhere (a new review, another admin's decision) reach the list live. */
const LIVE: LiveSource<AdminCustomReview, 'custom_reviews'> = { table: 'custom_reviews', toItem: toAdminCustomReview };

interface Column {
  header: string;
  cell: (item: AdminCustomReview) => ReactNode;
}

/**
 * /admin/custom-reviews: tiles, status buttons, the reviews, approve / reject with notes and delete (spec §2).
 * `linkedId` is the review a link names (`?open=`); `clearLink` drops the link.
 */
export function CustomReviewsPage({ linkedId, clearLink }: RecordLinkProps) {
  const { t, i18n } = useTranslation('admin-reviews');
  const list = useReviewList(listCustomReviews, updateCustomReviewStatus, deleteCustomReview, LIVE);
  const stats = useCustomReviewStats(getCustomReviewStats);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const { openId, open, close } = useOpenRecord({ linkedId, clearLink });
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);
  const lang = i18n.language;
  const title = t('customReviews.title');

  const { state } = list;
  const items = useMemo(
    () => (state.status === 'ready' ? filterReviews(state.items, query, filter, customReviewSearchText) : []),
    [state, query, filter],
  );
  const counts = useMemo(
    () => statusCounts(state.status === 'ready' ? state.items : [], query, customReviewSearchText),
    [state, query],
  );
  const { linked, retry, openItem } = useLinkedReview(list, openId, getCustomReview);

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

  const failure = list.failure && (
    <FailureAlert
      message={t(list.failure === 'status' ? 'customReviews.statusFailed' : 'customReviews.deleteFailed')}
      onDismiss={list.dismissFailure}
    />
  );
  const ratings = (item: AdminCustomReview): RatingItem[] => [
    { label: t('customRatings.overall'), rating: item.overall },
    { label: t('customRatings.quality'), rating: item.aspects.quality },
    { label: t('customRatings.service'), rating: item.aspects.service },
    { label: t('customRatings.value'), rating: item.aspects.value },
  ];
  const columns: Column[] = [
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
    { header: t('fields.created'), cell: (item) => formatDate(item.createdAt, lang) },
  ];
  const actions = (item: AdminCustomReview) => (
    <RowActions
      review={item}
      onView={() => open(item.id)}
      onDecide={(status) => void decide(item.id, { status })}
      onDelete={() => setDeleteId(item.id)}
    />
  );

  return (
    <div className="admin-reviews">
      <AdminTitle section={title} />
      <h1 ref={headingRef} tabIndex={-1}>
        {title}
      </h1>

      <CustomReviewTiles state={stats.state} />

      <div className="admin-reviews-toolbar" role="search">
        <SearchField label={t('customReviews.search')} value={query} onChange={setQuery} />
        <div className="admin-reviews-filter" role="group" aria-label={t('customReviews.filter')}>
          {(['all', ...REVIEW_STATUSES] as const).map((status) => (
            <button
              key={status}
              type="button"
              className={filter === status ? 'button' : 'button button-light'}
              aria-pressed={filter === status}
              onClick={() => setFilter(status)}
            >
              {`${t(`status.${status}`)} ${t('countInParens', { n: formatCount(counts[status], lang) })}`}
            </button>
          ))}
        </div>
      </div>

      {!openItem && failure}
      {(linked.status === 'missing' || linked.status === 'failed') && (
        <LinkedRecordNotice
          tone={linked.status === 'missing' ? 'info' : 'error'}
          message={t(linked.status === 'missing' ? 'linked.customReviewMissing' : 'linked.customReviewFailed')}
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
            <p className="admin-reviews-empty">{t('customReviews.empty')}</p>
          ) : (
            <>
              {/* Both layouts are rendered; the stylesheet shows one (display: none also hides the other
                  from assistive technology), so a rotated tablet switches without a re-render. */}
              <div className="admin-table-wrap admin-reviews-table-wrap">
                <table className="admin-table admin-reviews-table">
                  <caption className="visually-hidden">{title}</caption>
                  <thead>
                    <tr>
                      {columns.map((column) => (
                        <th key={column.header} scope="col">
                          {column.header}
                        </th>
                      ))}
                      <th scope="col">{t('actions')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {items.map((item) => (
                      <tr key={item.id}>
                        {columns.map((column) => (
                          <td key={column.header}>{column.cell(item)}</td>
                        ))}
                        <td>{actions(item)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ul className="admin-reviews-phone-cards">
                {items.map((item) => (
                  <li key={item.id} className="admin-reviews-card">
                    <article aria-label={item.name}>
                      <FieldList
                        className="admin-reviews-fields"
                        fields={columns.map((column): Field => ({ label: column.header, value: column.cell(item) }))}
                      />
                      {actions(item)}
                    </article>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}

      <Modal
        open={openItem !== undefined}
        onClose={close}
        title={t('customReviews.details')}
        subtitle={openItem?.name}
        closeLabel={t('close')}
      >
        {openItem && (
          <>
            {failure}
            <FieldList
              className="admin-reviews-fields"
              fields={[
                { label: t('fields.name'), value: openItem.name },
                { label: t('fields.email'), value: openItem.email },
                { label: t('fields.country'), value: openItem.country },
                { label: t('fields.tourType'), value: openItem.tourType },
                { label: t('fields.ratings'), value: <RatingList items={ratings(openItem)} /> },
                { label: t('fields.comment'), value: openItem.comment },
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
            <DecisionPanel key={openItem.id} review={openItem} onDecide={(decision) => decide(openItem.id, decision)} />
            <div className="admin-reviews-actions admin-reviews-danger-zone">
              <DeleteButton name={openItem.name} onClick={() => setDeleteId(openItem.id)} />
            </div>
          </>
        )}
      </Modal>

      <ConfirmDialog
        open={deleteId !== null}
        title={t('confirmDelete.title')}
        message={t('confirmDelete.question')}
        confirmLabel={t('confirmDelete.confirm')}
        busyLabel={t('confirmDelete.deleting')}
        cancelLabel={t('confirmDelete.cancel')}
        closeLabel={t('close')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={closeConfirm}
      />
    </div>
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

function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('admin-reviews');
  return (
    <button type="button" className="button admin-reviews-danger" onClick={onClick}>
      {t('delete')}
      <span className="visually-hidden"> {t('reviewBy', { name })}</span>
    </button>
  );
}
