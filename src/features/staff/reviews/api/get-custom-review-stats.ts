import { getSupabase } from '../../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../../offline/cache';
import { toCustomReviewStats, type CustomReviewStats, type CustomReviewStatsRow } from '../review-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const CUSTOM_REVIEW_STATS_CACHE_KEY = 'admin:custom-review-stats';

/**
 * The custom review tiles (spec §7 stats) from public.custom_review_stats(), which counts under RLS in
 * the database rather than from the rows this device happens to hold; offline, the last figures read.
 */
export async function getCustomReviewStats(): Promise<CachedResult<CustomReviewStats>> {
  const result = await readThrough<CustomReviewStatsRow>(CUSTOM_REVIEW_STATS_CACHE_KEY, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .rpc('custom_review_stats')
      .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
      .retry(false);
    if (error) throw new Error(`Custom review stats: ${error.message}`, { cause: error });
    return data;
  });
  return { ...result, data: toCustomReviewStats(result.data) };
}
