/**
 * The two review moderation lists (tour reviews, custom reviews): paged, searched, filtered, counted by
 * status and kept live by the server list (../shared/use-server-list.ts); decided and deleted here, at
 * once on screen and confirmed by the server (a decision is not queued offline: it waits for the server,
 * and goes back if the server does not confirm it).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { publishServerRows } from '../../../offline/admin-sync';
import type { ChangeableRow } from '../../../offline/admin-changes';
import type { ListQuery } from '../shared/server-list';
import { applyListChange, listState, useServerList, type LiveListState } from '../shared/use-server-list';
import { heldModeration, moderatePage, optimisticModeration, type ReviewListRow } from './review-changes';
import {
  allowedDecisions,
  toReviewStatus,
  type Decision,
  type Moderation,
  type ModeratedReview,
} from './review-models';

export type ReviewListFailure = 'status' | 'delete';
export type { ReviewListRow };

/** One review list's table and functions; module-level, so the hook's callbacks stay stable. */
export interface ReviewListSource<Row extends ReviewListRow, T extends ModeratedReview> {
  table: 'reviews' | 'custom_reviews';
  /** Where the device's copy is kept, under 'admin:' so logout clears it. */
  cacheKey: string;
  toItem: (row: Row) => T;
  /** One review by id (a link to one the list does not hold); null when there is none. */
  getRow: (id: string) => Promise<Row | null>;
  /** Stores a decision; resolves with the moderation the server stored. */
  update: (id: string, decision: Decision) => Promise<Moderation>;
  deleteOne?: (id: string) => Promise<void>;
}

export interface ReviewList<T extends ModeratedReview> {
  state: LiveListState<T>;
  /** Reads the next page onto the end of the list. */
  more: () => Promise<void>;
  moreState: 'idle' | 'loading' | 'failed';
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
  /** One review read on its own, joining the list so it can be decided there; null when there is none. */
  find: (id: string) => Promise<T | null>;
}

export function useReviewList<Row extends ReviewListRow, T extends ModeratedReview>(
  source: ReviewListSource<Row, T>,
  query: ListQuery,
): ReviewList<T> {
  const { table, cacheKey, toItem, getRow, update, deleteOne } = source;
  const list = useServerList<Row>({ table, cacheKey }, query);
  const { read, rows, shown, asked } = list;
  const { update: updatePage } = read;
  const [failure, setFailure] = useState<ReviewListFailure | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Shows `moderation` on the review if it still shows `from` (./review-changes.ts). */
  const moderate = useCallback(
    (original: Row, moderation: Moderation, from: Moderation) =>
      updatePage((page) => moderatePage(page, original, moderation, from, asked())),
    [updatePage, asked],
  );

  const decide = useCallback(
    async (id: string, decision: Decision) => {
      const row = rows.find((candidate) => candidate.id === id);
      if (!row || !allowedDecisions(toReviewStatus(row.status)).includes(decision.status)) return false;
      const before = heldModeration(row);
      const shownNow = optimisticModeration(before, decision, new Date().toISOString());
      setFailure(null);
      moderate(row, shownNow, before);
      try {
        const stored = await update(id, decision);
        if (mounted.current) moderate(row, stored, shownNow);
        return true;
      } catch (error) {
        console.error('Review status could not be updated', error);
        if (!mounted.current) return false;
        moderate(row, before, shownNow);
        setFailure('status');
        return false;
      }
    },
    [rows, update, moderate],
  );

  const remove = useCallback(
    async (id: string) => {
      if (!deleteOne) return false;
      setFailure(null);
      try {
        await deleteOne(id);
        if (mounted.current)
          updatePage((page) => applyListChange(page, { eventType: 'DELETE', old: { id } as Partial<Row> }, asked()));
        return true;
      } catch (error) {
        console.error('Review could not be deleted', error);
        if (mounted.current) setFailure('delete');
        return false;
      }
    },
    [deleteOne, updatePage, asked],
  );

  const find = useCallback(
    async (id: string) => {
      const row = await getRow(id);
      if (!row) return null;
      publishServerRows(table, [row as unknown as ChangeableRow]);
      return toItem(row);
    },
    [getRow, table, toItem],
  );

  const dismissFailure = useCallback(() => setFailure(null), []);
  const state = useMemo(() => listState(read.state, shown, toItem), [read.state, shown, toItem]);

  return { state, more: list.more, moreState: list.moreState, decide, remove, failure, dismissFailure, find };
}
