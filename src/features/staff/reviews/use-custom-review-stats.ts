import { useCallback, useEffect, useState } from 'react';
import type { CachedResult } from '../../../offline/cache';
import type { CustomReviewStats } from './review-models';

export type StatsState =
  | { status: 'loading' }
  | { status: 'ready'; stats: CustomReviewStats; source: CachedResult<CustomReviewStats>['source']; storedAt: number }
  | { status: 'failed' };

/**
 * The custom review tiles: read once, and again after each change the admin makes (`refresh`). Only the
 * newest read may answer, so a slow early reply never overwrites later figures. `load` must be stable.
 */
export function useCustomReviewStats(load: () => Promise<CachedResult<CustomReviewStats>>) {
  const [state, setState] = useState<StatsState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (result) => {
        if (current)
          setState({ status: 'ready', stats: result.data, source: result.source, storedAt: result.storedAt });
      },
      (error: unknown) => {
        console.error('Custom review figures could not be loaded', error);
        // Figures already shown stay: stale numbers with the list beside them beat none.
        if (current) setState((previous) => (previous.status === 'ready' ? previous : { status: 'failed' }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, version]);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  return { state, refresh };
}
