import { getSupabase } from '../../../../lib/supabase';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

export type CapacityAnswer = { canUpload: true } | { canUpload: false; reasons: string[] };

/**
 * Asks public.gallery_can_upload() whether `fileCount` images of `totalBytes` bytes still fit (spec §5).
 * The reasons are the database's, in the spec's words. Rejects when the check itself fails.
 */
export async function checkGalleryCapacity(totalBytes: number, fileCount: number): Promise<CapacityAnswer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('gallery_can_upload', { total_bytes: totalBytes, file_count: fileCount })
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    .retry(false);
  if (error) throw new Error(`Gallery capacity: ${error.message}`, { cause: error });
  return data.can_upload ? { canUpload: true } : { canUpload: false, reasons: data.reasons };
}
