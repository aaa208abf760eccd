import { getSupabase } from '../../../../lib/supabase';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

/**
 * Sets the featured flag of one image (spec §4) and returns what the server stored. RLS makes a refused
 * update change nothing without an error, so anything but exactly one row counts as a failure.
 */
export async function setGalleryFeatured(
  id: string,
  featured: boolean,
): Promise<{ featured: boolean; updatedAt: string }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('gallery')
    .update({ featured })
    .eq('id', id)
    .select('featured, updated_at')
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS));
  if (error) throw new Error(`Gallery featured: ${error.message}`, { cause: error });
  const [row] = data;
  if (!row || data.length !== 1) throw new Error(`Gallery featured: ${data.length} rows changed`);
  return { featured: row.featured, updatedAt: row.updated_at };
}
