import type { TableName } from '../../../lib/realtime';
import type { CachedResult } from '../../../offline/cache';
import { useStaffRead } from '../shared/use-staff-read';
import { getDashboard } from './api/get-dashboard';
import type { DashboardFigures } from './dashboard-models';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'ready'; figures: DashboardFigures; source: CachedResult<unknown>['source']; storedAt: number }
  | { status: 'failed' };

/** Every table a dashboard figure counts. */
export const COUNTED_TABLES: readonly TableName[] = [
  'tour_inquiries',
  'custom_tour_requests',
  'reviews',
  'custom_reviews',
  'gallery',
];

/**
 * The dashboard's figures, read again whenever a counted table changes. A background read that fails
 * keeps the figures on screen rather than replacing them by an error.
 */
export function useDashboard(load: () => Promise<CachedResult<DashboardFigures>> = getDashboard) {
  const { state, retry } = useStaffRead({
    key: 'dashboard',
    load,
    what: 'Dashboard figures',
    live: { tables: COUNTED_TABLES },
  });
  const shown: DashboardState = state.status === 'ready' ? { ...state, figures: state.value } : state;
  return { state: shown, retry };
}
