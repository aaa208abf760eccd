import { useCallback } from 'react';
import { useLinkedRecord } from '../../../lib/use-linked-record';
import type { ModeratedReview } from './review-models';
import type { ReviewList } from './use-review-list';

/**
 * The review a link names (`?open=`), for both review pages: from the list when it holds it, else read on
 * its own (`getOne`, module-level), joining the list so it can be decided there. Looked up on every
 * render, so the details follow a decision made while they are open.
 */
export function useLinkedReview<T extends ModeratedReview>(
  list: ReviewList<T>,
  openId: string | undefined,
  getOne: (id: string) => Promise<T | null>,
) {
  const { state, apply } = list;
  const fetchOne = useCallback(
    async (id: string) => {
      const item = await getOne(id);
      if (item) apply({ type: 'upsert', item });
      return item;
    },
    [apply, getOne],
  );
  const { linked, retry } = useLinkedRecord({
    id: openId,
    listed: state.status === 'ready' && openId ? state.items.find((item) => item.id === openId) : undefined,
    settled: state.status !== 'loading',
    fetchOne,
  });
  return { linked, retry, openItem: linked.status === 'shown' ? linked.item : undefined };
}
