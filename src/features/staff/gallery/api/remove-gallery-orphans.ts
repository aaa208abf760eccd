import { getSupabase } from '../../../../lib/supabase';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';
import { GALLERY_BUCKET } from './gallery-bucket';

/**
 * Removes the files of interrupted uploads and deletes (folders no row owns, idle for a while), which
 * the database lists but cannot delete itself: they count towards the 50 MiB until they are gone.
 * Resolves to the number of files removed.
 */
export async function removeGalleryOrphans(): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('gallery_orphan_paths')
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    .retry(false);
  if (error) throw new Error(`Gallery orphans: ${error.message}`, { cause: error });
  if (data.length === 0) return 0;
  const removed = await supabase.storage.from(GALLERY_BUCKET).remove(data);
  if (removed.error) throw new Error(`Gallery orphans: ${removed.error.message}`, { cause: removed.error });
  return data.length;
}
