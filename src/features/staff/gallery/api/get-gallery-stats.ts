import { getSupabase } from '../../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../../offline/cache';
import { toGalleryStats, type GalleryStats, type GalleryStatsRow } from '../gallery-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

export const GALLERY_STATS_CACHE_KEY = 'admin:gallery-stats';

/**
 * Storage figures from public.gallery_storage_stats(): counted in the database over every row, with
 * the limits the insert trigger enforces; offline, the last figures read.
 */
export async function getGalleryStats(): Promise<CachedResult<GalleryStats>> {
  const result = await readThrough<GalleryStatsRow>(GALLERY_STATS_CACHE_KEY, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .rpc('gallery_storage_stats')
      .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
      .retry(false);
    if (error) throw new Error(`Gallery stats: ${error.message}`, { cause: error });
    return data;
  });
  return { ...result, data: toGalleryStats(result.data) };
}
