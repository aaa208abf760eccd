/**
 * Staff changes that wait for a connection. A change made offline is kept here with the row's
 * `updated_at` as the admin saw it, and later sent as a conditional update: `… where id = ? and
 * updated_at = ?`. That condition makes every resend harmless, so each change is applied exactly once:
 *  - one row comes back → applied (the row as stored is handed to the lists);
 *  - no row comes back → the row is read: if it already holds our values, an earlier try was applied
 *    and only its answer was lost; if it changed meanwhile, the admin decides ('conflict'); if it is
 *    gone (or no longer readable), the change is refused;
 *  - a 4xx refusal → 'refused', shown once, and the row goes back to the server's values;
 *  - no network, 5xx or 429 → kept and tried again later.
 * Only the admin who made a change may send it, with their own session; one sender runs at a time
 * across tabs (Web Locks).
 */
import { liveQuery } from 'dexie';
import { offlineDb, type AdminChange } from './db';

export const ADMIN_CHANGES_LOCK = 'lanka-admin-changes-flush';

/** A row as the lists hold it: at least its id and when it last changed. */
export interface ChangeableRow {
  id: string;
  updated_at: string;
  [column: string]: unknown;
}

/** What the server said, in the terms the queue needs. */
export type ApiAnswer<T> =
  | { ok: true; data: T }
  /** 'network': no answer (offline, timeout); 'server': 5xx or 429, try later; 'refused': any other 4xx. */
  | { ok: false; kind: 'network' | 'server' | 'refused'; message: string };

export interface ChangeApi {
  /** The admin whose session the requests would carry, or null when there is none. */
  sessionUserId(): Promise<string | null>;
  /** `update … set changes where id = rowId and updated_at = seenUpdatedAt returning …` */
  update(
    table: string,
    rowId: string,
    changes: Record<string, unknown>,
    seenUpdatedAt: string,
    columns: string,
    /** Epoch ms of when the change was made on the device (the history keeps it beside the server's time). */
    madeAt?: number,
  ): Promise<ApiAnswer<ChangeableRow[]>>;
  /** The row as stored now; null when it does not exist (or this admin may not read it). */
  read(table: string, rowId: string, columns: string): Promise<ApiAnswer<ChangeableRow | null>>;
}

export function changeKey(userId: string, table: string, rowId: string): string {
  return `${userId}|${table}|${rowId}`;
}

/** Equal as stored values: strings, numbers, null (undefined counts as null). */
function same(a: unknown, b: unknown): boolean {
  return (a ?? null) === (b ?? null);
}

/** A change as a list makes it: `original` holds the same columns as shown before this change. */
export type QueueChangeInput = Pick<
  AdminChange,
  'userId' | 'table' | 'rowId' | 'changes' | 'original' | 'seenUpdatedAt' | 'label' | 'columns' | 'cacheKey'
> & { now?: number };

/**
 * Keeps a change until it can be sent. A second change to the same row merges into the first (which
 * keeps its place in the queue, its seen `updated_at` and its original values); a change that brings
 * every column back to its original value removes the waiting change altogether.
 */
export async function queueChange(input: QueueChangeInput): Promise<AdminChange | undefined> {
  const db = offlineDb();
  const key = changeKey(input.userId, input.table, input.rowId);
  const now = input.now ?? Date.now();
  return db.transaction('rw', db.adminChanges, async () => {
    const existing = await db.adminChanges.get(key);
    const base: AdminChange =
      existing && existing.state !== 'refused'
        ? existing
        : {
            key,
            userId: input.userId,
            table: input.table,
            rowId: input.rowId,
            changes: {},
            original: {},
            seenUpdatedAt: input.seenUpdatedAt,
            label: input.label,
            columns: input.columns,
            ...(input.cacheKey ? { cacheKey: input.cacheKey } : {}),
            state: 'pending',
            createdAt: now,
            revision: 0,
            attempts: 0,
          };
    const changes = { ...base.changes, ...input.changes };
    const original = { ...base.original };
    for (const column of Object.keys(input.changes)) {
      if (!(column in original)) original[column] = input.original[column] ?? null;
    }
    for (const column of Object.keys(changes)) {
      if (same(changes[column], original[column])) {
        delete changes[column];
        delete original[column];
      }
    }
    if (Object.keys(changes).length === 0) {
      await db.adminChanges.delete(key);
      return undefined;
    }
    const item: AdminChange = {
      ...base,
      changes,
      original,
      label: input.label,
      madeAt: now,
      revision: base.revision + 1,
    };
    await db.adminChanges.put(item);
    return item;
  });
}

/** This admin's waiting changes (pending and conflicts), oldest first. */
export async function waitingChanges(userId: string): Promise<AdminChange[]> {
  const items = await offlineDb().adminChanges.where('userId').equals(userId).sortBy('createdAt');
  return items.filter((item) => item.state !== 'refused');
}

/**
 * This admin's changes to one table (every state), oldest first, told again whenever they change in any
 * tab. Returns the function that stops watching.
 */
export function watchChanges(userId: string, table: string, onItems: (items: AdminChange[]) => void): () => void {
  const subscription = liveQuery(() =>
    offlineDb()
      .adminChanges.where('userId')
      .equals(userId)
      .filter((item) => item.table === table)
      .sortBy('createdAt'),
  ).subscribe({ next: onItems, error: () => onItems([]) });
  return () => subscription.unsubscribe();
}

/** The admin gave up on a change (a conflict or a refusal): the row shows the server's values again. */
export async function discardChange(key: string): Promise<void> {
  await offlineDb().adminChanges.delete(key);
}

/** Forgets refusals once the admin has seen them. */
export async function dismissRefused(userId: string, table: string): Promise<void> {
  await offlineDb()
    .adminChanges.where('userId')
    .equals(userId)
    .filter((item) => item.table === table && item.state === 'refused')
    .delete();
}

/**
 * "Apply mine anyway" after a conflict: the change is sent again against the row as it is now, so it
 * overwrites the other admin's values for the columns this admin changed (and only those).
 */
export async function applyAnyway(key: string): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.adminChanges, async () => {
    const item = await db.adminChanges.get(key);
    if (!item || item.state !== 'conflict' || !item.current) return;
    const original = Object.fromEntries(Object.keys(item.changes).map((column) => [column, item.current![column]]));
    await db.adminChanges.put({
      ...item,
      state: 'pending',
      seenUpdatedAt: String(item.current.updated_at),
      original,
      current: undefined,
      revision: item.revision + 1,
    });
  });
}

/** Logout: this admin's waiting changes go with the rest of their data on this device. */
export async function clearChanges(userId: string): Promise<void> {
  await offlineDb().adminChanges.where('userId').equals(userId).delete();
}

type LockManagerLike = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

let localChain: Promise<unknown> = Promise.resolve();

function withLock<T>(fn: () => Promise<T>, locks: LockManagerLike | undefined): Promise<T> {
  if (locks) return locks.request(ADMIN_CHANGES_LOCK, fn);
  const run = localChain.then(fn, fn);
  localChain = run.catch(() => undefined);
  return run;
}

function webLocks(): LockManagerLike | undefined {
  return (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
}

export interface AppliedChange {
  table: string;
  /** The row as the server stores it now. */
  row: ChangeableRow;
}

export interface ChangeFlushReport {
  applied: AppliedChange[];
  /** Rows someone else changed meanwhile, as they are now. */
  conflicts: AppliedChange[];
  refused: { table: string; rowId: string }[];
  /** The network failed (or no session for this admin): nothing more was tried. */
  offline: boolean;
  /** A server error (5xx, 429) left changes waiting for a later try. */
  retryLater: boolean;
}

export interface ChangeFlushOptions {
  userId: string;
  api: ChangeApi;
  locks?: LockManagerLike;
  /**
   * Called with each row the server handed back, before its waiting change is removed, so a list shows
   * the stored values without flickering back to the old ones in between.
   */
  onRow?: (change: AdminChange, row: ChangeableRow) => void;
}

/** Sends this admin's waiting changes in the order they were made; safe to call any number of times. */
export function flushChanges({
  userId,
  api,
  locks = webLocks(),
  onRow,
}: ChangeFlushOptions): Promise<ChangeFlushReport> {
  return withLock(async () => {
    const report: ChangeFlushReport = { applied: [], conflicts: [], refused: [], offline: false, retryLater: false };
    // Another admin may have signed in on this device meanwhile: their session must not send our changes.
    if ((await api.sessionUserId().catch(() => null)) !== userId) {
      report.offline = true;
      return report;
    }
    const db = offlineDb();
    const tried = new Set<string>();
    for (;;) {
      const next = (await waitingChanges(userId)).find((item) => item.state === 'pending' && !tried.has(item.key));
      if (!next) break;
      tried.add(next.key);
      const outcome = await sendOne(next, api);
      if (outcome.kind === 'network') {
        await db.adminChanges.update(next.key, { attempts: next.attempts + 1, lastError: outcome.message });
        report.offline = true;
        break;
      }
      if (outcome.kind === 'server') {
        await db.adminChanges.update(next.key, { attempts: next.attempts + 1, lastError: outcome.message });
        report.retryLater = true;
        continue;
      }
      if (outcome.kind === 'applied' || outcome.kind === 'conflict') onRow?.(next, outcome.row);
      await db.transaction('rw', db.adminChanges, async () => {
        const now = await db.adminChanges.get(next.key);
        // Edited again while this one was on its way: keep the newer values, based on the stored row.
        const editedMeanwhile = now !== undefined && now.revision !== next.revision;
        if (outcome.kind === 'applied') {
          if (editedMeanwhile) {
            const rest = remainingChanges(now, outcome.row);
            if (rest) await db.adminChanges.put(rest);
            else await db.adminChanges.delete(next.key);
          } else {
            await db.adminChanges.delete(next.key);
          }
        } else if (outcome.kind === 'conflict') {
          if (now) {
            await db.adminChanges.put({ ...now, state: 'conflict', current: outcome.row, attempts: now.attempts + 1 });
          }
        } else if (now) {
          await db.adminChanges.put({
            ...now,
            state: 'refused',
            attempts: now.attempts + 1,
            lastError: outcome.message,
          });
        }
      });
      if (outcome.kind === 'applied') report.applied.push({ table: next.table, row: outcome.row });
      else if (outcome.kind === 'conflict') report.conflicts.push({ table: next.table, row: outcome.row });
      else report.refused.push({ table: next.table, rowId: next.rowId });
    }
    return report;
  }, locks);
}

/** A change made while an earlier one was on its way: what is left to send, based on the stored row. */
function remainingChanges(item: AdminChange, stored: ChangeableRow): AdminChange | undefined {
  const changes: Record<string, unknown> = {};
  const original: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(item.changes)) {
    if (same(value, stored[column])) continue;
    changes[column] = value;
    original[column] = stored[column] ?? null;
  }
  if (Object.keys(changes).length === 0) return undefined;
  return { ...item, changes, original, seenUpdatedAt: stored.updated_at, revision: item.revision + 1 };
}

type SendOutcome =
  | { kind: 'applied'; row: ChangeableRow }
  | { kind: 'conflict'; row: ChangeableRow }
  | { kind: 'refused'; message: string }
  | { kind: 'network' | 'server'; message: string };

async function sendOne(item: AdminChange, api: ChangeApi): Promise<SendOutcome> {
  const answer = await api.update(
    item.table,
    item.rowId,
    item.changes,
    item.seenUpdatedAt,
    item.columns,
    item.madeAt ?? item.createdAt,
  );
  if (!answer.ok) return answer.kind === 'refused' ? { kind: 'refused', message: answer.message } : answer;
  const [row] = answer.data;
  if (row) return { kind: 'applied', row };
  // Nothing matched: the row changed since the admin saw it, or our own earlier try changed it.
  const read = await api.read(item.table, item.rowId, item.columns);
  if (!read.ok) return read.kind === 'refused' ? { kind: 'refused', message: read.message } : read;
  if (!read.data) return { kind: 'refused', message: 'The row no longer exists or may not be changed.' };
  const holdsOurs = Object.entries(item.changes).every(([column, value]) => same(read.data![column], value));
  return holdsOurs ? { kind: 'applied', row: read.data } : { kind: 'conflict', row: read.data };
}
