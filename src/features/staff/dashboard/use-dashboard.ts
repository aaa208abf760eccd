import { useCallback, useEffect, useRef, useState } from 'react';
import type { CachedResult } from '../../../offline/cache';
import type { TableName } from '../../../lib/realtime';
import { getDashboard } from './api/get-dashboard';
import type { DashboardFigures } from './dashboard-models';
import { useLiveReload } from './use-live-reload';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'ready'; figures: DashboardFigures; source: CachedResult<unknown>['source']; storedAt: number }
  | { status: 'failed' };

/** Every table a dashboard figure counts. */
const COUNTED_TABLES: readonly TableName[] = [
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
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const mounted = useRef(true);
  // Answers can arrive out of order; only the latest read may set the state.
  const latestRead = useRef(0);

  const read = useCallback(
    (background: boolean) => {
      const id = ++latestRead.current;
      const current = () => mounted.current && id === latestRead.current;
      return load().then(
        (result) => {
          if (current())
            setState({ status: 'ready', figures: result.data, source: result.source, storedAt: result.storedAt });
        },
        (error: unknown) => {
          console.error('Dashboard figures could not be loaded', error);
          if (current()) setState((shown) => (background && shown.status === 'ready' ? shown : { status: 'failed' }));
        },
      );
    },
    [load],
  );

  useEffect(() => {
    mounted.current = true;
    void read(false);
    return () => {
      mounted.current = false;
    };
  }, [read]);

  const refresh = useCallback(() => void read(true), [read]);
  useLiveReload(COUNTED_TABLES, refresh);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    void read(false);
  }, [read]);
  return { state, retry };
}
