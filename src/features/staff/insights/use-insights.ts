import { useCallback, useEffect, useRef, useState } from 'react';
import type { CachedResult } from '../../../offline/cache';
import { getInsights } from './api/get-insights';
import type { DayRange } from './date-range';
import type { Insights } from './insights-models';

export type InsightsState =
  | { status: 'loading' }
  | { status: 'ready'; report: Insights; source: CachedResult<unknown>['source']; storedAt: number }
  | { status: 'failed' };

/** The last answer, with the period it belongs to. */
type Settled = (InsightsState & { status: 'ready' | 'failed' }) & { key: string };

/**
 * The report for `range`, read again whenever the range changes or on Retry. An answer for another
 * period than the one asked for now counts as still loading, so old figures never sit under a new range.
 */
export function useInsights(range: DayRange, load: (range: DayRange) => Promise<CachedResult<Insights>> = getInsights) {
  const { from, to } = range;
  const key = `${from}:${to}`;
  const [settled, setSettled] = useState<Settled | null>(null);
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(true);
  // Answers can arrive out of order when the range changes quickly; only the latest read may settle.
  const latestRead = useRef(0);

  useEffect(() => {
    mounted.current = true;
    const id = ++latestRead.current;
    const current = () => mounted.current && id === latestRead.current;
    load({ from, to }).then(
      (result) => {
        if (current())
          setSettled({ key, status: 'ready', report: result.data, source: result.source, storedAt: result.storedAt });
      },
      (error: unknown) => {
        console.error('Insights could not be loaded', error);
        if (current()) setSettled({ key, status: 'failed' });
      },
    );
    return () => {
      mounted.current = false;
    };
  }, [load, from, to, key, attempt]);

  const retry = useCallback(() => {
    setSettled(null);
    setAttempt((count) => count + 1);
  }, []);

  const state: InsightsState = settled && settled.key === key ? settled : { status: 'loading' };
  return { state, retry };
}
