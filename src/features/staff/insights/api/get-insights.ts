import { getSupabase } from '../../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../../offline/cache';
import type { DayRange } from '../date-range';
import { browserTimeZone } from '../format';
import { insightsSchema, type Insights } from '../insights-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data; one copy per period. */
export function insightsCacheKey({ from, to }: DayRange): string {
  return `admin:insights:${from}:${to}`;
}

/** PostgreSQL's answer to a time zone name it does not know. */
const INVALID_PARAMETER_VALUE = '22023';

/**
 * The report for a period (admin_insights), with days in the admin's time zone; offline, the copy kept
 * from the last successful read of the same period.
 */
export async function getInsights(range: DayRange, timeZone = browserTimeZone()): Promise<CachedResult<Insights>> {
  const result = await readThrough<Insights>(insightsCacheKey(range), () => readReport(range, timeZone));
  // A copy kept by an earlier version of the app is checked like a fresh answer.
  return { ...result, data: insightsSchema.parse(result.data) };
}

async function readReport(range: DayRange, timeZone: string | undefined): Promise<Insights> {
  const supabase = await getSupabase();
  const call = (zone: string | undefined) =>
    supabase
      .rpc('admin_insights', { from_date: range.from, to_date: range.to, ...(zone ? { time_zone: zone } : {}) })
      .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
      // No backoff retries: offline, the device's copy answers at once instead.
      .retry(false);
  let { data, error } = await call(timeZone);
  // A zone the browser knows but the database does not: the server's default beats no report at all. The
  // range itself was checked before asking, so 22023 here is the zone.
  if (error?.code === INVALID_PARAMETER_VALUE && timeZone) ({ data, error } = await call(undefined));
  if (error) throw new Error(`Insights: ${error.message}`, { cause: error });
  return insightsSchema.parse(data);
}
