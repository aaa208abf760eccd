import type { CachedResult } from '../../../offline/cache';
import { useStaffRead } from '../shared/use-staff-read';
import { getInsights } from './api/get-insights';
import type { DayRange } from './date-range';
import type { Insights } from './insights-models';

export type InsightsState =
  | { status: 'loading' }
  | { status: 'ready'; report: Insights; source: CachedResult<unknown>['source']; storedAt: number }
  | { status: 'failed' };

/**
 * The report for `range`, read again whenever the range changes or on Retry. An answer for another
 * period than the one asked for now counts as still loading, so old figures never sit under a new range.
 */
export function useInsights(range: DayRange, load: (range: DayRange) => Promise<CachedResult<Insights>> = getInsights) {
  const { from, to } = range;
  const { state, retry } = useStaffRead({
    key: `insights:${from}:${to}`,
    load: () => load({ from, to }),
    what: 'Insights',
  });
  const shown: InsightsState = state.status === 'ready' ? { ...state, report: state.value } : state;
  return { state: shown, retry };
}
