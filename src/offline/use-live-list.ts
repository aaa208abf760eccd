/**
 * A cached, live, admin-editable list of rows keyed by id: the staff portal's lists on phones and bad
 * connections.
 *
 *   const list = useLiveList({ table, cacheKey, load, columns, toItem, labelOf });
 *   list.state        loading | ready (items, source 'network' | 'cache', storedAt, refreshing) | failed
 *   list.edit(id, { status: 'confirmed' })   → 'saved' | 'queued' | 'failed' | 'unchanged'
 *   list.edit(id, { note }, { quiet: true }) the caller reports a refusal itself (`failed` stays false)
 *   list.fresh        ids that arrived live in the last few seconds (highlight them)
 *   list.arrival      the newest live arrival (announce it politely)
 *   list.waiting      ids whose change waits to sync
 *   list.conflicts    changes someone else overtook while this admin was offline; resolveConflict()
 *   list.failed       a change was refused (spec §8 text); dismissFailure()
 *
 * How it behaves:
 *  - The device's copy (under `cacheKey`, which starts with 'admin:' so logout clears it) shows at once;
 *    the rows are read from the server when the realtime channel has joined, and again at every rejoin,
 *    because changes made while the channel was down are not delivered afterwards. Without a channel
 *    (blocked websockets) the read still happens after a short wait.
 *  - INSERT, UPDATE and DELETE events update the rows in place, and the copy follows.
 *  - Online, an edit shows at once and is sent; it goes back if the server refuses it. Offline (or when
 *    the request gets no answer), it is kept in IndexedDB and sent when the connection returns, by the
 *    signed-in admin only (see admin-changes.ts and admin-sync.ts).
 *
 * `load`, `toItem` and `labelOf` must be stable (module-level) functions. Edits need to know the
 * signed-in admin: the portal's sign-in reports it through `setAdminSyncUser` (admin-sync.ts).
 */
import { liveQuery } from 'dexie';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { subscribeToTable, type TableName } from '../lib/realtime';
import { applyAnyway, discardChange, dismissRefused, queueChange } from './admin-changes';
import { onServerRows, syncAdminChanges, updateRowNow, useAdminSync } from './admin-sync';
import { readCached, readThrough, writeCached } from './cache';
import { offlineDb, type AdminChange } from './db';
import { applyRowChange, mergeRows, type LiveRow, type RowChange } from './live-rows';
import { connectivity } from '../lib/connectivity';

/** How long a row that arrived live stays highlighted. */
export const FRESH_MS = 8_000; // ms
/** How long the first read waits for the realtime channel before going ahead without it. */
export const JOIN_WAIT_MS = 2_000; // ms
/** Live changes are written to the device's copy at most this often. */
const CACHE_WRITE_DELAY_MS = 300; // ms

export interface LiveListOptions<Row extends LiveRow, Item> {
  table: TableName;
  /** Where the device's copy is kept; start it with 'admin:' so logout clears it. */
  cacheKey: string;
  /** Reads every row of the list from the server, newest first; throws when it cannot. */
  load: () => Promise<Row[]>;
  /** The columns `load` reads, so a write's answer has the same shape. */
  columns: string;
  /** What the page shows for a row (with any waiting change applied). */
  toItem: (row: Row) => Item;
  /** Whom a row is about, for messages such as a conflict notice. */
  labelOf: (row: Row) => string;
}

export type LiveListState<Item> =
  | { status: 'loading' }
  | {
      status: 'ready';
      items: Item[];
      /** 'cache': the device's copy, because the server could not be read (or not yet: `refreshing`). */
      source: 'network' | 'cache';
      /** Epoch ms of the read the rows come from. */
      storedAt: number;
      /** The copy is shown while a read is on its way. */
      refreshing: boolean;
    }
  | { status: 'failed' };

export interface LiveConflict<Item> {
  key: string;
  id: string;
  label: string;
  /** The row as someone else left it. */
  current: Item;
  /** The columns this admin changed, with their values. */
  mine: Record<string, unknown>;
}

export type EditResult = 'saved' | 'queued' | 'failed' | 'unchanged';

export interface LiveList<Row extends LiveRow, Item> {
  state: LiveListState<Item>;
  fresh: ReadonlySet<string>;
  arrival: { id: string; item: Item } | null;
  waiting: ReadonlySet<string>;
  conflicts: LiveConflict<Item>[];
  failed: boolean;
  dismissFailure: () => void;
  /**
   * Changes columns of one row. `quiet`: a refusal is left to the caller to report (e.g. a form that
   * shows its own error) instead of setting `failed`.
   */
  edit: (id: string, changes: Partial<Row>, options?: { quiet?: boolean }) => Promise<EditResult>;
  resolveConflict: (key: string, choice: 'mine' | 'discard') => Promise<void>;
}

type RowsState<Row> =
  | { status: 'loading' }
  | { status: 'ready'; rows: Row[]; source: 'network' | 'cache'; storedAt: number; refreshing: boolean }
  | { status: 'failed' };

const EMPTY = new Set<string>();

function same(a: unknown, b: unknown): boolean {
  return (a ?? null) === (b ?? null);
}

export function useLiveList<Row extends LiveRow, Item>(options: LiveListOptions<Row, Item>): LiveList<Row, Item> {
  const { table, cacheKey, load, columns, toItem, labelOf } = options;
  const [rowsState, setRowsState] = useState<RowsState<Row>>({ status: 'loading' });
  const [optimistic, setOptimistic] = useState<Record<string, Partial<Row>>>({});
  const [queued, setQueued] = useState<{ userId: string | null; items: AdminChange[] }>({ userId: null, items: [] });
  const [fresh, setFresh] = useState<ReadonlySet<string>>(EMPTY);
  const [arrival, setArrival] = useState<{ id: string; row: Row } | null>(null);
  const [localFailure, setLocalFailure] = useState(false);
  const userId = useAdminSync((state) => state.userId);
  // Another admin's changes (or any, once signed out) are never shown.
  const queue = useMemo(() => (queued.userId === userId ? queued.items : []), [queued, userId]);

  const rowsRef = useRef<Row[]>([]);
  const storedAtRef = useRef(0);
  const queueRef = useRef<AdminChange[]>([]);
  const optimisticRef = useRef<Record<string, Partial<Row>>>({});
  const mounted = useRef(true);
  const cacheTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const freshTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    queueRef.current = queue;
    optimisticRef.current = optimistic;
  }, [queue, optimistic]);

  /** Writes the rows (as the server has them) to the device's copy, a moment later. */
  const scheduleCacheWrite = useCallback(() => {
    if (cacheTimer.current) clearTimeout(cacheTimer.current);
    cacheTimer.current = setTimeout(() => {
      cacheTimer.current = undefined;
      // Signed out meanwhile: the copy was just cleared and must stay gone.
      if (!useAdminSync.getState().userId) return;
      void writeCached(cacheKey, rowsRef.current, storedAtRef.current);
    }, CACHE_WRITE_DELAY_MS);
  }, [cacheKey]);

  /** Applies a change to the shown rows; `persist` also updates the device's copy. */
  const updateRows = useCallback(
    (update: (rows: Row[]) => Row[], persist = true) => {
      setRowsState((current) => {
        if (current.status !== 'ready') return current;
        const rows = update(current.rows);
        if (rows === current.rows) return current;
        rowsRef.current = rows;
        return { ...current, rows };
      });
      if (persist) scheduleCacheWrite();
    },
    [scheduleCacheWrite],
  );

  const markFresh = useCallback((id: string) => {
    setFresh((current) => new Set(current).add(id));
    const timers = freshTimers.current;
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => {
        timers.delete(id);
        setFresh((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      }, FRESH_MS),
    );
  }, []);

  // Reading, the realtime feed and its rejoins.
  useEffect(() => {
    mounted.current = true;
    let cancelled = false;
    let readSeq = 0;
    let reading = false;
    let everRead = false;
    // Changes that arrive while a read is on its way are applied again on top of its answer.
    let buffered: RowChange<Row>[] = [];

    void readCached<Row[]>(cacheKey).then((copy) => {
      if (cancelled || !copy) return;
      setRowsState((current) => {
        if (current.status === 'ready') return current;
        rowsRef.current = copy.data;
        storedAtRef.current = copy.storedAt;
        return { status: 'ready', rows: copy.data, source: 'cache', storedAt: copy.storedAt, refreshing: true };
      });
    });

    const read = async () => {
      const seq = ++readSeq;
      everRead = true;
      reading = true;
      buffered = [];
      setRowsState((current) => (current.status === 'ready' ? { ...current, refreshing: true } : current));
      try {
        const result = await readThrough<Row[]>(cacheKey, load);
        if (cancelled || seq !== readSeq) return;
        let rows = result.data;
        for (const change of buffered) rows = applyRowChange(rows, change);
        rowsRef.current = rows;
        storedAtRef.current = result.storedAt;
        setRowsState({
          status: 'ready',
          rows,
          source: result.source,
          storedAt: result.storedAt,
          refreshing: false,
        });
        if (buffered.length > 0) scheduleCacheWrite();
      } catch (error) {
        if (cancelled || seq !== readSeq) return;
        // Spec §8 only logs this; the page also says so, rather than pretending there are no rows.
        console.error(`The ${table} list could not be loaded`, error);
        setRowsState((current) =>
          current.status === 'ready' ? { ...current, source: 'cache', refreshing: false } : { status: 'failed' },
        );
      } finally {
        if (seq === readSeq) reading = false;
      }
    };

    const unsubscribe = subscribeToTable({
      table,
      onChange: (change) => {
        const rowChange = change as unknown as RowChange<Row>;
        if (reading) buffered.push(rowChange);
        updateRows((rows) => applyRowChange(rows, rowChange));
        const row = change.new as unknown as Row;
        if (change.eventType === 'INSERT' && row.id) {
          markFresh(row.id);
          setArrival({ id: row.id, row });
        }
      },
      onStatus: (status) => {
        if (status !== 'live') return;
        void read();
        void syncAdminChanges().catch(() => undefined);
      },
    });

    // Offline there is no channel to wait for; with blocked websockets, none will come.
    const fallback = setTimeout(
      () => {
        if (!everRead) void read();
      },
      connectivity().online() ? JOIN_WAIT_MS : 0,
    );

    const stopRows = onServerRows((changedTable, rows) => {
      if (changedTable === table) updateRows((current) => mergeRows(current, rows as unknown as Row[]));
    });

    const timers = freshTimers.current;
    return () => {
      cancelled = true;
      mounted.current = false;
      clearTimeout(fallback);
      unsubscribe();
      stopRows();
      if (cacheTimer.current) {
        clearTimeout(cacheTimer.current);
        cacheTimer.current = undefined;
        // Leaving the page: the last live changes are kept. At logout the admin is already unknown
        // here (and the copy cleared), so nothing is written back.
        if (useAdminSync.getState().userId) void writeCached(cacheKey, rowsRef.current, storedAtRef.current);
      }
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, [table, cacheKey, load, updateRows, markFresh, scheduleCacheWrite]);

  // This admin's waiting changes to this table, live across tabs.
  useEffect(() => {
    if (!userId) return;
    const subscription = liveQuery(() =>
      offlineDb()
        .adminChanges.where('userId')
        .equals(userId)
        .filter((item) => item.table === table)
        .sortBy('createdAt'),
    ).subscribe({
      next: (items) => setQueued({ userId, items }),
      error: () => setQueued({ userId, items: [] }),
    });
    return () => subscription.unsubscribe();
  }, [userId, table]);

  const pendingById = useMemo(() => {
    const map = new Map<string, AdminChange>();
    for (const item of queue) if (item.state === 'pending') map.set(item.rowId, item);
    return map;
  }, [queue]);

  const state = useMemo<LiveListState<Item>>(() => {
    if (rowsState.status !== 'ready') return rowsState;
    const items = rowsState.rows.map((row) => {
      const waiting = pendingById.get(row.id)?.changes as Partial<Row> | undefined;
      const shown = optimistic[row.id];
      return toItem(waiting || shown ? { ...row, ...waiting, ...shown } : row);
    });
    const { source, storedAt, refreshing } = rowsState;
    return { status: 'ready', items, source, storedAt, refreshing };
  }, [rowsState, pendingById, optimistic, toItem]);

  const waiting = useMemo<ReadonlySet<string>>(() => new Set(pendingById.keys()), [pendingById]);

  const conflicts = useMemo<LiveConflict<Item>[]>(
    () =>
      queue
        .filter((item) => item.state === 'conflict' && item.current)
        .map((item) => ({
          key: item.key,
          id: item.rowId,
          label: item.label,
          current: toItem(item.current as unknown as Row),
          mine: item.changes,
        })),
    [queue, toItem],
  );

  const refused = queue.some((item) => item.state === 'refused');

  const edit = useCallback(
    async (id: string, changes: Partial<Row>, options: { quiet?: boolean } = {}): Promise<EditResult> => {
      const row = rowsRef.current.find((candidate) => candidate.id === id);
      const sync = useAdminSync.getState();
      if (!row || !sync.userId) return 'unchanged';
      const ofRow = queueRef.current.filter((item) => item.rowId === id);
      const queued = ofRow.find((item) => item.state === 'pending');
      const shown = { ...row, ...queued?.changes, ...optimisticRef.current[id] } as Record<string, unknown>;
      const diff: Record<string, unknown> = {};
      for (const [column, value] of Object.entries(changes)) if (!same(value, shown[column])) diff[column] = value;
      if (Object.keys(diff).length === 0) return 'unchanged';
      setLocalFailure(false);
      // A new choice on a row with a conflict or a refusal replaces the old change: the admin has
      // seen the row as it is now.
      for (const item of ofRow) if (item.state !== 'pending') await discardChange(item.key);

      const keep = async (): Promise<EditResult> => {
        await queueChange({
          userId: sync.userId!,
          table,
          rowId: id,
          changes: diff,
          original: shown,
          seenUpdatedAt: row.updated_at,
          label: labelOf(row),
          columns,
          cacheKey,
        });
        void syncAdminChanges().catch(() => undefined);
        return 'queued';
      };
      // A row with a change still waiting (or a portal not yet re-confirmed) queues behind it, so the
      // older change never arrives after, and over, the newer one.
      if (queued || !connectivity().online() || !sync.confirmed) return keep();

      setOptimistic((current) => ({ ...current, [id]: { ...current[id], ...diff } as Partial<Row> }));
      const answer = await updateRowNow(table, id, diff, columns);
      if (answer.ok) updateRows((rows) => mergeRows(rows, [answer.data as unknown as Row]));
      // Only this edit's values are taken back: a later edit of the same row may already show.
      setOptimistic((current) => {
        const mine: Record<string, unknown> = { ...(current[id] as Record<string, unknown> | undefined) };
        for (const [column, value] of Object.entries(diff)) if (same(mine[column], value)) delete mine[column];
        const next = { ...current };
        if (Object.keys(mine).length === 0) delete next[id];
        else next[id] = mine as Partial<Row>;
        return next;
      });
      if (answer.ok) return 'saved';
      if (answer.kind === 'network') return keep();
      console.error(`A change to ${table} was not applied`, answer.message);
      if (mounted.current && !options.quiet) setLocalFailure(true);
      return 'failed';
    },
    [table, columns, cacheKey, labelOf, updateRows],
  );

  const dismissFailure = useCallback(() => {
    setLocalFailure(false);
    if (userId) void dismissRefused(userId, table);
  }, [userId, table]);

  const resolveConflict = useCallback(async (key: string, choice: 'mine' | 'discard') => {
    if (choice === 'discard') {
      await discardChange(key);
      return;
    }
    await applyAnyway(key);
    await syncAdminChanges().catch(() => undefined);
  }, []);

  return {
    state,
    fresh,
    arrival: arrival ? { id: arrival.id, item: toItem(arrival.row) } : null,
    waiting,
    conflicts,
    failed: localFailure || refused,
    dismissFailure,
    edit,
    resolveConflict,
  };
}
