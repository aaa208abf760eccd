import type { CachedResult } from '../../../offline/cache';
import { useStaffRead } from '../shared/use-staff-read';
import type { CustomReviewStats } from './review-models';

export type StatsState =
  | { status: 'loading' }
  | { status: 'ready'; stats: CustomReviewStats; source: CachedResult<CustomReviewStats>['source']; storedAt: number }
  | { status: 'failed' };

/**
 * The custom review tiles: read once, and again after each change the admin makes (`refresh`) and each
 * change made elsewhere. Figures already shown stay when a later read fails: stale numbers with the list
 * beside them beat none.
 */
export function useCustomReviewStats(load: () => Promise<CachedResult<CustomReviewStats>>) {
  const { state, refresh } = useStaffRead({
    key: 'custom-review-stats',
    load,
    what: 'Custom review figures',
    live: { tables: ['custom_reviews'] },
  });
  const shown: StatsState = state.status === 'ready' ? { ...state, stats: state.value } : state;
  return { state: shown, refresh };
}
