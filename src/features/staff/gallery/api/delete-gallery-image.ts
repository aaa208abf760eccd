import { getSupabase } from '../../../../lib/supabase';
import { storedPaths, type AdminGalleryImage } from '../gallery-models';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';
import { GALLERY_BUCKET } from './gallery-bucket';

/** The photo is on a page (or a draft of one): `uses` names the items, e.g. 'tour ella-3day'. */
export class PhotoInUseError extends Error {
  constructor(readonly uses: string) {
    super(`The photo is used by ${uses}`);
  }
}

/**
 * Deletes an image: the row first, then its stored files. In that order a failure halfway leaves
 * unreferenced files (which count towards no limit and the orphan clean-up reclaims) rather than a row
 * pointing at files that are gone. Rejects only when the row was not deleted.
 */
export async function deleteGalleryImage(
  image: Pick<AdminGalleryImage, 'id' | 'storagePath' | 'uploadSource'>,
): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('gallery')
    .delete()
    .eq('id', image.id)
    .select('id')
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS));
  if (error?.code === 'PT409') throw new PhotoInUseError(error.details ?? '');
  if (error) throw new Error(`Delete gallery image: ${error.message}`, { cause: error });
  if (data.length !== 1) throw new Error(data.length === 0 ? 'Image not found' : `${data.length} rows deleted`);

  const paths = storedPaths(image);
  if (paths.length === 0) return;
  const removed = await supabase.storage.from(GALLERY_BUCKET).remove(paths);
  if (removed.error) console.error('Gallery files were left behind after deleting the image', image.id, removed.error);
}
