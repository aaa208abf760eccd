import { useMemo, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../../components/admin-title';
import { useOpenRecord, type RecordLinkProps } from '../../../../lib/use-linked-record';
import { FilterButtons, FilterSelect, SearchField } from '../../shared/list-toolbar';
import { DetailsDialog, LinkedNotice, ListView } from '../../shared/list-view';
import { formatCount } from '../format';
import {
  filterReviews,
  REVIEW_STATUSES,
  statusCounts,
  type Decision,
  type ModeratedReview,
  type StatusFilter,
} from '../review-models';
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

/** What a moderation page lists; the functions are module-level. */
export interface ReviewSource<T extends ModeratedReview> {
  /** The page's texts: `${section}.title`, `.search`, `.empty`, `.details` (and `.filter` for buttons). */
  section: 'tourReviews' | 'customReviews';
  searchText: (item: T) => string;
  /** Reads one review by id, for a link to one the list does not hold. */
  getOne: (id: string) => Promise<T | null>;
}

interface ReviewListPageProps<T extends ModeratedReview> extends RecordLinkProps {
  source: ReviewSource<T>;
  list: ReviewList<T>;
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
  /** Under the decision in the details. */
  detailsEnd?: (item: T) => ReactNode;
  /** After the page's content, e.g. a confirmation dialog. */
  children?: ReactNode;
}

/** The shared pattern of the two moderation pages (spec §2, §4): search, status filter, the reviews, details. */
export function ReviewListPage<T extends ModeratedReview>({
  source,
  list,
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
  const { section, searchText, getOne } = source;
  const { t, i18n } = useTranslation('admin-reviews');
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const { openId, open, close } = useOpenRecord({ linkedId, clearLink });
  const title = t(`${section}.title`);

  const { state } = list;
  const items = useMemo(
    () => (state.status === 'ready' ? filterReviews(state.items, query, filter, searchText) : []),
    [state, query, filter, searchText],
  );
  const counts = useMemo(
    () => statusCounts(state.status === 'ready' ? state.items : [], query, searchText),
    [state, query, searchText],
  );
  const { linked, retry, openItem } = useLinkedReview(list, openId, getOne);

  const failure = failureText !== null && <FailureAlert message={failureText} onDismiss={list.dismissFailure} />;
  const options = (['all', ...REVIEW_STATUSES] as const).map((status) => ({
    value: status,
    label: `${t(`status.${status}`)} ${t('countInParens', { n: formatCount(counts[status], i18n.language) })}`,
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
          value={query}
          onChange={setQuery}
        />
        {SECTIONS[section].filterAs === 'select' ? (
          <FilterSelect label={t('statusFilter')} value={filter} options={options} onChange={setFilter} />
        ) : (
          <FilterButtons
            className="admin-reviews-filter"
            label={t(`${section}.filter`)}
            value={filter}
            options={options}
            onChange={setFilter}
          />
        )}
      </div>

      {!openItem && failure}
      <LinkedNotice
        ns="admin-reviews"
        status={linked.status}
        texts={{ missing: t(SECTIONS[section].missing), failed: t(SECTIONS[section].failed) }}
        onDismiss={close}
        onRetry={retry}
      />
      <ListView ns="admin-reviews" state={state} count={items.length} emptyText={t(`${section}.empty`)}>
        {rows(items, open)}
      </ListView>

      <DetailsDialog ns="admin-reviews" title={t(`${section}.details`)} item={openItem} onClose={close}>
        {(item) => (
          <>
            {failure}
            {details(item)}
            <DecisionPanel key={item.id} review={item} onDecide={(decision) => decide(item.id, decision)} />
            {detailsEnd?.(item)}
          </>
        )}
      </DetailsDialog>

      {children}
    </div>
  );
}
