import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../../components/admin-title';
import { useOpenRecord, type RecordLinkProps } from '../../../../lib/use-linked-record';
import { FilterButtons, FilterSelect, SearchField } from '../../shared/list-toolbar';
import { DetailsDialog, LinkedNotice, ListView, ShowMore } from '../../shared/list-view';
import { HistoryTimeline } from '../../shared/history-timeline';
import { formatCount } from '../format';
import { reviewHistoryWording } from '../history-wording';
import type { ListOrder, ListQuery } from '../../shared/server-list';
import { REVIEW_STATUSES, type Decision, type ModeratedReview, type StatusFilter } from '../review-models';
import { useLinkedReview } from '../use-linked-review';
import type { ReviewList } from '../use-review-list';
import { DecisionPanel } from './decision-panel';
import { FailureAlert } from './list-parts';
import '../reviews.css';

/**
 * Per page: the status filter as a select, or as buttons (each saying how many it would show); what is
 * said when the review a link names is gone, or could not be read.
 */
const SECTIONS = {
  tourReviews: { filterAs: 'select', missing: 'linked.tourReviewMissing', failed: 'linked.tourReviewFailed' },
  customReviews: { filterAs: 'buttons', missing: 'linked.customReviewMissing', failed: 'linked.customReviewFailed' },
} as const;

interface ReviewListPageProps<T extends ModeratedReview> extends RecordLinkProps {
  /** The page's texts: `${section}.title`, `.search`, `.empty`, `.details` (and `.filter` for buttons). */
  section: 'tourReviews' | 'customReviews';
  /** The reviews `query` matches. */
  list: ReviewList<T>;
  /** The search, status filter and order, as typed and chosen; `onQuery` is told of each change. */
  query: ListQuery;
  onQuery: (query: ListQuery) => void;
  /** What the server did not take, while it is to be said. */
  failureText: string | null;
  /** Resolves true once the server has confirmed the decision. */
  decide: (id: string, decision: Decision) => Promise<boolean>;
  /** Takes focus after a deletion, when the row's buttons are gone. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Between the heading and the toolbar. */
  intro?: ReactNode;
  /** The shown reviews, and how to open one's details. */
  rows: (items: T[], open: (id: string) => void) => ReactNode;
  /** The details' fields. */
  details: (item: T) => ReactNode;
  /** Under the decision and the history in the details. */
  detailsEnd?: (item: T) => ReactNode;
  /** After the page's content, e.g. a confirmation dialog. */
  children?: ReactNode;
}

/**
 * The shared pattern of the two moderation pages (spec §2, §4): search, status filter (each option says
 * how many reviews it would show), order, the reviews a page at a time, details. The server searches,
 * filters, counts and pages (../use-review-list.ts).
 */
export function ReviewListPage<T extends ModeratedReview>({
  section,
  list,
  query,
  onQuery,
  linkedId,
  clearLink,
  failureText,
  decide,
  headingRef,
  intro,
  rows,
  details,
  detailsEnd,
  children,
}: ReviewListPageProps<T>) {
  const { t, i18n } = useTranslation('admin-reviews');
  const set = (change: Partial<ListQuery>) => onQuery({ ...query, ...change });
  const { openId, open, close } = useOpenRecord({ linkedId, clearLink });
  const title = t(`${section}.title`);

  const { state } = list;
  const items = state.status === 'ready' ? state.items : [];
  const total = state.status === 'ready' ? state.total : 0;
  const deviceOnly = state.status === 'ready' && state.deviceOnly;
  const counts = state.status === 'ready' ? state.counts : {};
  const countOf = (status: StatusFilter) =>
    status === 'all' ? Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0) : (counts[status] ?? 0);
  const { linked, retry, openItem } = useLinkedReview(list, openId);

  const failure = failureText !== null && <FailureAlert message={failureText} onDismiss={list.dismissFailure} />;
  const options = (['all', ...REVIEW_STATUSES] as const).map((status) => ({
    value: status,
    label:
      state.status === 'ready'
        ? `${t(`status.${status}`)} ${t('countInParens', { n: formatCount(countOf(status), i18n.language) })}`
        : t(`status.${status}`),
  }));

  return (
    <div className="admin-reviews">
      <AdminTitle section={title} />
      <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h1>

      {intro}

      <div className="admin-reviews-toolbar" role="search">
        <SearchField
          className="field admin-reviews-search"
          label={t(`${section}.search`)}
          value={query.search}
          onChange={(search) => set({ search })}
        />
        {SECTIONS[section].filterAs === 'select' ? (
          <FilterSelect
            label={t('statusFilter')}
            value={query.status as StatusFilter}
            options={options}
            onChange={(status: StatusFilter) => set({ status })}
          />
        ) : (
          <FilterButtons
            className="admin-reviews-filter"
            label={t(`${section}.filter`)}
            value={query.status as StatusFilter}
            options={options}
            onChange={(status: StatusFilter) => set({ status })}
          />
        )}
        <FilterSelect
          label={t('list.order')}
          value={query.order}
          options={(['newest', 'oldest'] as const).map((value) => ({ value, label: t(`list.${value}`) }))}
          onChange={(order: ListOrder) => set({ order })}
        />
      </div>

      {!openItem && failure}
      <LinkedNotice
        ns="admin-reviews"
        status={linked.status}
        texts={{ missing: t(SECTIONS[section].missing), failed: t(SECTIONS[section].failed) }}
        onDismiss={close}
        onRetry={retry}
      />
      <ListView
        ns="admin-reviews"
        state={state}
        count={items.length}
        countText={
          deviceOnly ? t('list.onDevice', { count: total }) : t('list.matching', { count: total, shown: items.length })
        }
        emptyText={t(`${section}.empty`)}
        refreshingText={t('list.refreshing')}
      >
        {rows(items, open)}
        <ShowMore
          ns="admin-reviews"
          shown={items.length}
          total={total}
          deviceOnly={deviceOnly}
          state={list.moreState}
          onMore={() => void list.more()}
        />
      </ListView>

      <DetailsDialog ns="admin-reviews" title={t(`${section}.details`)} item={openItem} onClose={close}>
        {(item) => (
          <>
            {failure}
            {details(item)}
            <DecisionPanel key={item.id} review={item} onDecide={(decision) => decide(item.id, decision)} />
            <HistoryTimeline
              recordId={item.id}
              version={item.updatedAt}
              wording={reviewHistoryWording(t, i18n.language)}
            />
            {detailsEnd?.(item)}
          </>
        )}
      </DetailsDialog>

      {children}
    </div>
  );
}
