import { getSupabase } from '../../../../lib/supabase';
import type { Json } from '../../../../types/database';
import { STAFF_REQUEST_TIMEOUT_MS } from '../request-timeout';

/** The most entries one timeline shows (the oldest first); a record rarely has more. */
export const HISTORY_LIMIT = 200;

export interface HistoryEntry {
  id: number;
  action: 'insert' | 'update' | 'delete';
  /** For an update: each changed column, [old, new]. */
  changes: Record<string, [Json, Json]>;
  /** Who made it: the admin's e-mail, or null (the website, the server's jobs, the admin CLI). */
  by: string | null;
  /** When it reached the server. */
  changedAt: string;
  /** When it was made on the device, for a change queued offline; else null. */
  madeAt: string | null;
}

/** Every change of one record, oldest first (admins read the history by RLS). */
export async function getHistory(recordId: string): Promise<HistoryEntry[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('change_history')
    .select('id, action, changes, changed_by_email, changed_at, made_at')
    .eq('record_id', recordId)
    .order('changed_at', { ascending: true })
    .order('id', { ascending: true })
    .limit(HISTORY_LIMIT)
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    .retry(false);
  if (error) throw new Error(`History of ${recordId}: ${error.message}`, { cause: error });
  return data.map((row) => ({
    id: row.id,
    action: row.action === 'insert' || row.action === 'delete' ? row.action : 'update',
    changes:
      row.changes !== null && typeof row.changes === 'object' && !Array.isArray(row.changes)
        ? (row.changes as Record<string, [Json, Json]>)
        : {},
    by: row.changed_by_email,
    changedAt: row.changed_at,
    madeAt: row.made_at,
  }));
}
