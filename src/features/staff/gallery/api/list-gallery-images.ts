import { getSupabase } from '../../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../../offline/cache';
import { GALLERY_COLUMNS, toAdminGalleryImage, type AdminGalleryImage, type GalleryRow } from '../gallery-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const GALLERY_CACHE_KEY = 'admin:gallery';

/** Every gallery image, newest first; offline, the copy kept from the last successful read. */
export async function listGalleryImages(): Promise<CachedResult<AdminGalleryImage[]>> {
  const result = await readThrough<GalleryRow[]>(GALLERY_CACHE_KEY, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from('gallery')
      .select(GALLERY_COLUMNS)
      .order('created_at', { ascending: false })
      .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
      .retry(false);
    if (error) throw new Error(`Gallery: ${error.message}`, { cause: error });
    return data;
  });
  return { ...result, data: result.data.map(toAdminGalleryImage) };
}
