/**
 * When the staff's waiting changes are sent, and as whom. The portal's sign-in tells this module which
 * admin is signed in and whether the server has confirmed them on this visit; changes are sent only for
 * that admin, with their session, and only once confirmed: at start, as soon as the API answers again after
 * a failure (src/lib/connectivity.ts, whatever the browser says of its connection), when
 * the tab becomes visible again, when a live list's channel rejoins, and after each new change.
 * Rows the server hands back are passed on to the live lists, so they show what is stored.
 */
import { create } from 'zustand';
import { connectivity } from '../lib/connectivity';
import { getSupabase } from '../lib/supabase';
import { readCached, writeCached } from './cache';
import { mergeRows } from './live-rows';
import {
  flushChanges,
  type ApiAnswer,
  type ChangeApi,
  type ChangeableRow,
  type ChangeFlushReport,
} from './admin-changes';

/** After this a staff write is abandoned and counts as a network failure (it is kept and sent later). */
export const ADMIN_WRITE_TIMEOUT_MS = 10_000; // ms
/** A server error (5xx, 429) is tried again after this, without waiting for another trigger. */
export const ADMIN_SYNC_RETRY_MS = 30_000; // ms

interface AdminSyncState {
  /** The signed-in admin (also while the portal runs from this device's copy), or null. */
  userId: string | null;
  /** The server confirmed them as admin on this visit: only then are changes sent. */
  confirmed: boolean;
}

export const useAdminSync = create<AdminSyncState>(() => ({ userId: null, confirmed: false }));

let started = false;
let running: Promise<ChangeFlushReport | undefined> | undefined;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const rowListeners = new Set<(table: string, rows: ChangeableRow[]) => void>();

/** The portal's sign-in state, as far as sending changes is concerned. */
export function setAdminSyncUser(userId: string | null, options: { confirmed: boolean } = { confirmed: false }): void {
  const confirmed = userId !== null && options.confirmed;
  const before = useAdminSync.getState();
  useAdminSync.setState({ userId, confirmed });
  startTriggers();
  if (confirmed && (!before.confirmed || before.userId !== userId)) void syncAdminChanges();
}

/** Rows the server returned to a sent change (applied, or changed by someone else): for the lists. */
export function onServerRows(listener: (table: string, rows: ChangeableRow[]) => void): () => void {
  rowListeners.add(listener);
  return () => rowListeners.delete(listener);
}

/** Hands rows read or written elsewhere in this tab to the live lists of their table. */
export function publishServerRows(table: string, rows: ChangeableRow[]): void {
  if (rows.length === 0) return;
  for (const listener of rowListeners) listener(table, rows);
}

/**
 * Sends the signed-in admin's waiting changes now (one run at a time; a request during a run starts
 * one more run after it, since new changes may have been queued meanwhile).
 */
export function syncAdminChanges(): Promise<ChangeFlushReport | undefined> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let report: ChangeFlushReport | undefined;
    do {
      again = false;
      const { userId, confirmed } = useAdminSync.getState();
      if (!userId || !confirmed) return undefined;
      report = await flushChanges({
        userId,
        api: await supabaseChangeApi(),
        onRow: (change, row) => {
          publishServerRows(change.table, [row]);
          if (change.cacheKey) void patchCachedRows(change.cacheKey, row);
        },
      });
      scheduleRetry(report);
    } while (again && !report.offline);
    return report;
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/** Puts a stored row into a list's copy on this device, so it is right offline even if no list is open. */
async function patchCachedRows(cacheKey: string, row: ChangeableRow): Promise<void> {
  const copy = await readCached<ChangeableRow[]>(cacheKey);
  if (!copy || !Array.isArray(copy.data) || !useAdminSync.getState().userId) return;
  const known = copy.data.some((candidate) => candidate.id === row.id);
  if (known) await writeCached(cacheKey, mergeRows(copy.data, [row]), copy.storedAt);
}

function scheduleRetry(report: ChangeFlushReport) {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = undefined;
  if (!report.retryLater || report.offline) return; // the API's return wakes us (startTriggers)
  retryTimer = setTimeout(() => void syncAdminChanges().catch(() => undefined), ADMIN_SYNC_RETRY_MS);
}

function startTriggers() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const sync = () => void syncAdminChanges().catch(() => undefined);
  connectivity().onReconnect(sync);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') sync();
  });
}

/** The request header that carries a queued change's device time (read by private.record_change). */
export const MADE_AT_HEADER = 'x-made-at';

/** A PostgREST answer in the queue's terms: no status means no answer at all. */
export function classifyAnswer(status: number, message: string): ApiAnswer<never> & { ok: false } {
  if (status === 0) return { ok: false, kind: 'network', message };
  if (status === 429 || status >= 500) return { ok: false, kind: 'server', message };
  return { ok: false, kind: 'refused', message };
}

/**
 * The table names of queued changes come from IndexedDB, so this one client is used untyped: the
 * lists that queue the changes are typed, and the database still checks every column.
 */
interface UntypedQuery extends PromiseLike<{ data: unknown; error: { message: string } | null; status: number }> {
  eq(column: string, value: string): UntypedQuery;
  select(columns?: string): UntypedQuery;
  maybeSingle(): UntypedQuery;
  abortSignal(signal: AbortSignal): UntypedQuery;
  retry(enabled: boolean): UntypedQuery;
  setHeader(name: string, value: string): UntypedQuery;
}
interface UntypedClient {
  from(table: string): {
    update(values: Record<string, unknown>): UntypedQuery;
    select(columns?: string): UntypedQuery;
  };
}

/** The supabase-js client behind the queue: the signed-in admin's session, short timeouts, no retries. */
export async function supabaseChangeApi(): Promise<ChangeApi> {
  const supabase = await getSupabase();
  const client = supabase as unknown as UntypedClient;
  return {
    async sessionUserId() {
      const { data } = await supabase.auth.getSession();
      return data.session?.user.id ?? null;
    },
    async update(table, rowId, changes, seenUpdatedAt, columns, madeAt) {
      let query = client
        .from(table)
        .update(changes)
        .eq('id', rowId)
        .eq('updated_at', seenUpdatedAt)
        .select(columns)
        .abortSignal(AbortSignal.timeout(ADMIN_WRITE_TIMEOUT_MS));
      // When the change was made on this device: the database's history keeps it (change_history.made_at).
      if (madeAt !== undefined) query = query.setHeader(MADE_AT_HEADER, new Date(madeAt).toISOString());
      const { data, error, status } = await query;
      if (error) return classifyAnswer(status, error.message);
      return { ok: true, data: data as ChangeableRow[] };
    },
    async read(table, rowId, columns) {
      const { data, error, status } = await client
        .from(table)
        .select(columns)
        .eq('id', rowId)
        .maybeSingle()
        .abortSignal(AbortSignal.timeout(ADMIN_WRITE_TIMEOUT_MS))
        .retry(false);
      if (error) return classifyAnswer(status, error.message);
      return { ok: true, data: (data as ChangeableRow | null) ?? null };
    },
  };
}

/**
 * An online change, sent at once (no `updated_at` condition: online, the admin sees other admins'
 * changes live, as before). Returns the stored row, or how it failed.
 */
export async function updateRowNow(
  table: string,
  rowId: string,
  changes: Record<string, unknown>,
  columns: string,
): Promise<ApiAnswer<ChangeableRow>> {
  const supabase = await getSupabase();
  const client = supabase as unknown as UntypedClient;
  const { data, error, status } = await client
    .from(table)
    .update(changes)
    .eq('id', rowId)
    .select(columns)
    .abortSignal(AbortSignal.timeout(ADMIN_WRITE_TIMEOUT_MS));
  if (error) return classifyAnswer(status, error.message);
  const rows = data as ChangeableRow[];
  // Row-level security turns a refused update into "no rows" rather than an error.
  if (rows.length !== 1) return { ok: false, kind: 'refused', message: `${rows.length} rows changed` };
  return { ok: true, data: rows[0]! };
}
