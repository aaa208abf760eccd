import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TableRow } from '../../../lib/realtime';
import type { CachedResult } from '../../../offline/cache';
import { useStaffRead, type AnyTableChange } from '../shared/use-staff-read';
import { applyReviewChange, moderationOf, optimisticModeration, type ReviewChange } from './review-changes';
import { allowedDecisions, type Decision, type Moderation, type ModeratedReview } from './review-models';

export type ListState<T> =
  | { status: 'loading' }
  | { status: 'ready'; items: T[]; source: CachedResult<T[]>['source']; storedAt: number }
  | { status: 'failed' };

export type ReviewListFailure = 'status' | 'delete';

export interface ReviewList<T extends ModeratedReview> {
  state: ListState<T>;
  /**
   * Optimistic: the row shows the decision at once, then the values the server stored, or goes back if
   * the server does not confirm. Resolves true once confirmed. Decisions spec §4 does not allow are ignored.
   */
  decide: (id: string, decision: Decision) => Promise<boolean>;
  /** Waits for the server (a deletion cannot be taken back); resolves true once the row is gone. */
  remove: (id: string) => Promise<boolean>;
  /** Which kind of change failed last, until the next change or dismissal. */
  failure: ReviewListFailure | null;
  dismissFailure: () => void;
  /** Applies a change that happened elsewhere (another admin, another device). */
  apply: (change: ReviewChange<T>) => void;
}

/** Where the list's rows live, so changes made elsewhere (another admin, a new review) reach it live. */
export interface LiveSource<T, Table extends 'reviews' | 'custom_reviews'> {
  table: Table;
  /** Maps a full row as realtime delivers it; must be stable (module-level). */
  toItem: (row: TableRow<Table>) => T;
}

/** A realtime change as the list applies it. */
function reviewChange<T extends ModeratedReview, Table extends 'reviews' | 'custom_reviews'>(
  live: LiveSource<T, Table>,
  change: AnyTableChange,
): ReviewChange<T> | null {
  if (change.eventType !== 'DELETE') return { type: 'upsert', item: live.toItem(change.new as TableRow<Table>) };
  const id = (change.old as { id?: unknown }).id;
  return typeof id === 'string' ? { type: 'remove', id } : null;
}

/**
 * Loads one review list and keeps it while reviews are decided and deleted, and while realtime reports
 * changes made elsewhere. `load`, `update`, `deleteOne` and `live` must be stable (module-level): the
 * row-level rules stay in `applyReviewChange`.
 */
export function useReviewList<T extends ModeratedReview, Table extends 'reviews' | 'custom_reviews'>(
  load: () => Promise<CachedResult<T[]>>,
  update: (id: string, decision: Decision) => Promise<Moderation>,
  deleteOne?: (id: string) => Promise<void>,
  live?: LiveSource<T, Table>,
): ReviewList<T> {
  const read = useStaffRead<T[]>({
    key: live?.table ?? 'reviews',
    load,
    what: 'Review list',
    live: live && {
      tables: [live.table],
      apply: (items, change) => {
        const next = reviewChange(live, change);
        return next ? applyReviewChange(items, next) : items;
      },
    },
  });
  const [failure, setFailure] = useState<ReviewListFailure | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const { update: updateItems } = read;
  const apply = useCallback(
    (change: ReviewChange<T>) => updateItems((items) => applyReviewChange(items, change), { persist: false }),
    [updateItems],
  );
  const state = useMemo<ListState<T>>(
    () => (read.state.status === 'ready' ? { ...read.state, items: read.state.value } : read.state),
    [read.state],
  );

  const decide = useCallback(
    async (id: string, decision: Decision) => {
      if (state.status !== 'ready') return false;
      const item = state.items.find((candidate) => candidate.id === id);
      if (!item || !allowedDecisions(item.status).includes(decision.status)) return false;
      const before = moderationOf(item);
      const shown = optimisticModeration(before, decision, new Date().toISOString());
      setFailure(null);
      apply({ type: 'moderate', id, moderation: shown });
      try {
        const stored = await update(id, decision);
        if (mounted.current) apply({ type: 'moderate', id, moderation: stored, onlyIf: shown });
        return true;
      } catch (error) {
        console.error('Review status could not be updated', error);
        if (!mounted.current) return false;
        apply({ type: 'moderate', id, moderation: before, onlyIf: shown });
        setFailure('status');
        return false;
      }
    },
    [state, update, apply],
  );

  const remove = useCallback(
    async (id: string) => {
      if (!deleteOne) return false;
      setFailure(null);
      try {
        await deleteOne(id);
        if (mounted.current) apply({ type: 'remove', id });
        return true;
      } catch (error) {
        console.error('Review could not be deleted', error);
        if (mounted.current) setFailure('delete');
        return false;
      }
    },
    [deleteOne, apply],
  );

  const dismissFailure = useCallback(() => setFailure(null), []);

  return { state, decide, remove, failure, dismissFailure, apply };
}
