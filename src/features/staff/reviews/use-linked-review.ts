import { useLinkedRecord } from '../../../lib/use-linked-record';
import type { ModeratedReview } from './review-models';
import type { ReviewList } from './use-review-list';

/**
 * The review a link names (`?open=`), for both review pages: from the list when it holds it, else read on
 * its own (`list.find`), joining the list so it can be decided there. Looked up on every render, so the
 * details follow a decision made while they are open.
 */
export function useLinkedReview<T extends ModeratedReview>(list: ReviewList<T>, openId: string | undefined) {
  const { state, find } = list;
  const { linked, retry } = useLinkedRecord({
    id: openId,
    listed: state.status === 'ready' && openId ? state.items.find((item) => item.id === openId) : undefined,
    settled: state.status !== 'loading',
    fetchOne: find,
  });
  return { linked, retry, openItem: linked.status === 'shown' ? linked.item : undefined };
}
