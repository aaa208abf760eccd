import { getSupabase } from '../../../../lib/supabase';
import type { GalleryCategory } from '../../../../config/limits';
import type { PreparedImage } from '../image-encode';
import { OUTPUT_FORMAT, OUTPUT_MIME_TYPE } from '../resize-plan';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';
import { GALLERY_BUCKET } from './gallery-bucket';

export interface UploadMetadata {
  category: GalleryCategory;
  title: string | null;
  description: string | null;
  fileName: string;
}

/** Cached for a year: a path is never reused, since each image gets a new id. */
const IMMUTABLE_CACHE_SECONDS = '31536000';

/**
 * Stores one prepared image under a new id (gallery contract): the three objects under '<id>/', then
 * the row. When a later step fails, what was already stored is removed, so a failed upload leaves
 * neither files nor a row. `onStep` is called after each object and after the row.
 */
export async function uploadGalleryImage(
  id: string,
  image: PreparedImage,
  meta: UploadMetadata,
  onStep: () => void = () => undefined,
): Promise<void> {
  const supabase = await getSupabase();
  const bucket = supabase.storage.from(GALLERY_BUCKET);
  const stored: string[] = [];
  const urls: Record<string, string> = {};
  try {
    for (const variant of image.variants) {
      const path = `${id}/${variant.name}.${OUTPUT_FORMAT}`;
      const { error } = await bucket.upload(path, variant.blob, {
        contentType: OUTPUT_MIME_TYPE,
        cacheControl: IMMUTABLE_CACHE_SECONDS,
        upsert: false,
      });
      if (error) throw new Error(`Upload ${path}: ${error.message}`, { cause: error });
      stored.push(path);
      urls[variant.name] = bucket.getPublicUrl(path).data.publicUrl;
      onStep();
    }
    const { error } = await supabase
      .from('gallery')
      .insert({
        id,
        url: urls.full!,
        preview_url: urls.preview ?? null,
        thumbnail_url: urls.thumb ?? null,
        storage_path: `${id}/full.${OUTPUT_FORMAT}`,
        file_size: image.totalBytes,
        width: image.width,
        height: image.height,
        format: OUTPUT_FORMAT,
        file_name: meta.fileName.slice(0, 255),
        title: meta.title,
        description: meta.description,
        category: meta.category,
        upload_source: 'supabase_storage',
      })
      .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS));
    if (error) throw new Error(error.message, { cause: error });
    onStep();
  } catch (error) {
    if (stored.length > 0) {
      const removed = await bucket.remove(stored).catch((cause: unknown) => ({ error: cause }));
      if (removed.error) console.error('Files of a failed upload were left behind', stored, removed.error);
    }
    throw error;
  }
}
