/**
 * A cached, live, admin-editable list of rows keyed by id: the staff portal's lists on phones and bad
 * connections. Reading, the device's copy and live changes are `useStaffRead`'s; the admin's own changes
 * (shown at once, queued offline, conflicts) are `useQueuedEdits`'.
 *
 *   const list = useLiveList({ table, cacheKey, columns, toItem, labelOf }, query);   // as typed
 *   list.state        loading | ready (items, total, source 'network' | 'cache', storedAt, refreshing,
 *                     deviceOnly) | failed
 *   list.more()       shows the next page (list.moreState: idle | loading | failed)
 *   list.edit(id, { status: 'confirmed' })   → 'saved' | 'queued' | 'failed' | 'unchanged'
 *   list.edit(id, { note }, { quiet: true }) the caller reports a refusal itself (`failed` stays false)
 *   list.fresh        ids that arrived live in the last few seconds (highlight them)
 *   list.arrival      the newest live arrival (announce it politely)
 *   list.waiting      ids whose change waits to sync
 *   list.conflicts    changes someone else overtook while this admin was offline; resolveConflict()
 *   list.failed       a change was refused (spec §8 text); dismissFailure()
 *
 * The server searches, filters, orders and pages the rows (./server-list.ts): the list holds the first
 * rows the query matches, one page more at each `more()`, and the number matching in all. The rows are read
 * when the realtime channel has joined, again at every rejoin, and again when the query changes (the rows
 * shown stay, marked refreshing, until the answer). The device keeps the most recent rows of the
 * unfiltered list (under `cacheKey`, which starts with 'admin:' so logout clears it): they show meanwhile,
 * and offline they answer every query, marked `deviceOnly`. `toItem` and
 * `labelOf` must be stable (module-level) functions. Edits need to know the signed-in admin: the portal's
 * sign-in reports it through `setAdminSyncUser` (src/offline/admin-sync.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { onServerRows, syncAdminChanges, useAdminSync } from '../../../offline/admin-sync';
import { readCached, writeCached } from '../../../offline/cache';
import { applyRowChange, mergeRows, type RowChange } from '../../../offline/live-rows';
import {
  compareRows,
  DEVICE_ROWS_MAX,
  EXPORT_PAGE_SIZE,
  isDefaultQuery,
  PAGE_SIZE,
  readAllRows,
  readListPage,
  rowMatches,
  type ListPage,
  type ListQuery,
  type ServerListRow,
  type ServerListTable,
} from './server-list';
import { useQueuedEdits, type EditResult } from './use-queued-edits';
import { useStaffRead, type AnyTableChange, type ReadState } from './use-staff-read';

export type { EditResult };

/** How long a row that arrived live stays highlighted. */
export const FRESH_MS = 8_000; // ms
/** Changes to the list are written to the device's copy at most this often. */
const CACHE_WRITE_DELAY_MS = 300; // ms
/** How long the server search waits after the last key (what is typed narrows the rows shown at once). */
export const SEARCH_DELAY_MS = 300; // ms

/** A value that follows `value` once it has stayed the same for `delay` ms. */
function useSettled<V>(value: V, delay: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface LiveListOptions<Row extends ServerListRow, Item> {
  table: ServerListTable;
  /** Where the device's copy is kept; start it with 'admin:' so logout clears it. */
  cacheKey: string;
  /** The columns the list reads (as `staff_list_page` returns them), so a write's answer has the same shape. */
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
      /** How many rows the query matches in all (offline: of those the device holds). */
      total: number;
      /** 'cache': the device's copy, because the server could not be read (or not yet: `refreshing`). */
      source: 'network' | 'cache';
      /** The rows are the device's own copy, searched on the device: the server may hold more. */
      deviceOnly: boolean;
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

export interface LiveList<Row extends ServerListRow, Item> {
  state: LiveListState<Item>;
  /** Reads the next page of the query's rows onto the end of the list. */
  more: () => Promise<void>;
  moreState: 'idle' | 'loading' | 'failed';
  /**
   * Every row the query matches, read from the server page by page (for the export); `onPage` is told
   * of each page with the rows read so far and the total. Resolves with the number read.
   */
  readAll: (onPage: (items: Item[], done: number, total: number) => void) => Promise<number>;
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

const EMPTY = new Set<string>();
const NO_ROWS: never[] = [];
const sendWaiting = () => void syncAdminChanges().catch(() => undefined);

/**
 * What the device keeps of the unfiltered list: the rows just read (the newest, up to the last one read)
 * and, after them, the older rows an earlier read kept, up to DEVICE_ROWS_MAX. So opening the dashboard's
 * five newest does not shrink the copy the inquiries screen kept.
 */
export function keptRows<Row extends ServerListRow>(read: readonly Row[], kept: readonly Row[] | undefined): Row[] {
  const last = read[read.length - 1];
  if (!last) return [...(kept ?? [])].slice(0, DEVICE_ROWS_MAX);
  const ids = new Set(read.map((row) => row.id));
  const after = compareRows('newest');
  const older = (kept ?? []).filter((row) => !ids.has(row.id) && after(row, last) > 0);
  return [...read, ...older].slice(0, DEVICE_ROWS_MAX);
}

async function keepOnDevice<Row extends ServerListRow>(key: string, value: ListPage<Row>, storedAt: number) {
  // Signed out meanwhile: the copy was just cleared and must stay gone.
  if (!useAdminSync.getState().userId) return;
  const kept = await readCached<ListPage<Row>>(key);
  await writeCached(key, { rows: keptRows(value.rows, kept?.data.rows), total: value.total }, storedAt);
}

/**
 * A live change applied to the rows the query shows. A change the held rows cannot place (a row beyond
 * the pages read, changed) leaves them as they are; the caller reads again where the count could move.
 */
export function applyListChange<Row extends ServerListRow>(
  value: ListPage<Row>,
  change: RowChange<Row>,
  query: ListQuery,
): ListPage<Row> {
  const id = change.eventType === 'DELETE' ? change.old.id : change.new.id;
  const held = value.rows.some((row) => row.id === id);
  if (change.eventType === 'UPDATE' && !held) return value;
  if (change.eventType === 'INSERT' && !held) {
    if (!rowMatches(change.new as Row, query)) return value;
    // Oldest first with pages still to read: the new row belongs at the very end, not read yet.
    if (query.order === 'oldest' && value.rows.length < value.total) return { ...value, total: value.total + 1 };
  }
  const changed = applyRowChange(value.rows, change);
  if (changed === value.rows) return value;
  const rows = changed.filter((row) => rowMatches(row, query)).sort(compareRows(query.order));
  return { ...value, rows, total: Math.max(0, value.total + rows.length - value.rows.length) };
}

/** Ids that arrived live, each for FRESH_MS. */
function useFresh() {
  const [fresh, setFresh] = useState<ReadonlySet<string>>(EMPTY);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);
  const markFresh = useCallback((id: string) => {
    setFresh((current) => new Set(current).add(id));
    clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setFresh((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        });
      }, FRESH_MS),
    );
  }, []);
  return [fresh, markFresh] as const;
}

export function useLiveList<Row extends ServerListRow, Item>(
  options: LiveListOptions<Row, Item>,
  query: ListQuery,
): LiveList<Row, Item> {
  const { table, cacheKey, columns, toItem, labelOf } = options;
  const [fresh, markFresh] = useFresh();
  const [arrival, setArrival] = useState<{ id: string; row: Row } | null>(null);
  const [moreState, setMoreState] = useState<'idle' | 'loading' | 'failed'>('idle');
  // What is typed narrows the rows held at once; the server is asked once typing pauses.
  const shown = useMemo<ListQuery>(
    () => ({ search: query.search.trim(), status: query.status, order: query.order }),
    [query.search, query.status, query.order],
  );
  const settledSearch = useSettled(shown.search, SEARCH_DELAY_MS);
  const asked = useMemo<ListQuery>(
    () => ({ search: settledSearch, status: shown.status, order: shown.order }),
    [settledSearch, shown.status, shown.order],
  );
  const queryKey = JSON.stringify(asked);
  /** The query the server was last asked (live changes are placed by it). */
  const queryRef = useRef(asked);
  const typedRef = useRef(shown);
  useEffect(() => {
    typedRef.current = shown;
  }, [shown]);
  /** How many rows are shown: a read again (a rejoin, a live change) reads as many. */
  const shownRef = useRef(0);

  const load = async () => {
    const limit = Math.min(EXPORT_PAGE_SIZE, Math.max(PAGE_SIZE, shownRef.current));
    try {
      const page = await readListPage<Row>(table, asked, null, limit);
      const storedAt = Date.now();
      if (isDefaultQuery(asked)) await keepOnDevice(cacheKey, page, storedAt);
      return { data: { ...page, answers: queryKey }, source: 'network' as const, storedAt };
    } catch (error) {
      // Offline (or the server failing): the device's copy answers, searched here as the server would.
      const copy = await readCached<ListPage<Row>>(cacheKey);
      if (!copy) throw error;
      const rows = copy.data.rows.filter((row) => rowMatches(row, asked)).sort(compareRows(asked.order));
      return {
        data: { rows, total: rows.length, deviceOnly: true, answers: queryKey },
        source: 'cache' as const,
        storedAt: copy.storedAt,
      };
    }
  };

  const read = useStaffRead<ListPage<Row>>({
    key: cacheKey,
    cacheKey,
    // Kept below (keepOnDevice), merged with what an earlier read kept.
    cacheValue: () => undefined,
    load,
    what: `The ${table} list`,
    live: {
      tables: [table],
      apply: (value, change) => applyListChange(value, change as unknown as RowChange<Row>, queryRef.current),
      onChange: (change: AnyTableChange) => {
        // A filtered list cannot tell from a change alone whether a row it does not hold now matches.
        if (change.eventType !== 'INSERT' && !isDefaultQuery(queryRef.current)) void read.refresh();
        const row = change.new as unknown as Row;
        if (change.eventType !== 'INSERT' || !row.id) return;
        markFresh(row.id);
        setArrival({ id: row.id, row });
      },
      onJoin: sendWaiting,
    },
  });
  const { update, refresh } = read;

  // Another search, filter or order: read again (the rows shown stay until the answer).
  useEffect(() => {
    if (JSON.stringify(queryRef.current) === queryKey) return;
    queryRef.current = JSON.parse(queryKey) as ListQuery;
    shownRef.current = 0;
    setMoreState('idle');
    void refresh();
  }, [queryKey, refresh]);

  // Rows a write or a single read handed over (a change sent later, a link to a row the list lacked).
  useEffect(
    () =>
      onServerRows((changedTable, rows) => {
        if (changedTable === table)
          update((current) => ({ ...current, rows: mergeRows(current.rows, rows as unknown as Row[]) }));
      }),
    [table, update],
  );

  const page = read.state.status === 'ready' ? read.state.value : undefined;
  const rows = page ? page.rows : NO_ROWS;
  useEffect(() => {
    shownRef.current = rows.length;
  }, [rows.length]);

  // The unfiltered list as the server gave it (and live changes since) is what the device keeps.
  const readState = read.state;
  useEffect(() => {
    if (readState.status !== 'ready' || readState.source !== 'network' || !isDefaultQuery(queryRef.current)) return;
    const { value, storedAt } = readState;
    const timer = setTimeout(() => void keepOnDevice(cacheKey, value, storedAt), CACHE_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [readState, cacheKey]);
  const onStored = useCallback(
    (row: Row) => update((current) => ({ ...current, rows: mergeRows(current.rows, [row]) })),
    [update],
  );
  const edits = useQueuedEdits<Row>({ table, cacheKey, columns, labelOf, rows, onStored });
  const { shownRow } = edits;

  const more = useCallback(async () => {
    const asked = queryRef.current;
    const last = rows[rows.length - 1] ?? null;
    setMoreState('loading');
    try {
      // Counted with the first page (and kept by live changes since): a count after `last` would be less.
      const next = await readListPage<Row>(table, asked, last, PAGE_SIZE, { count: false });
      if (queryRef.current !== asked) return;
      update((current) => ({
        ...current,
        rows: [...current.rows, ...next.rows.filter((row) => !current.rows.some((held) => held.id === row.id))],
      }));
      setMoreState('idle');
    } catch (error) {
      console.error(`The next page of the ${table} list could not be loaded`, error);
      if (queryRef.current === asked) setMoreState('failed');
    }
  }, [rows, table, update]);

  const readAll = useCallback(
    (onPage: (items: Item[], done: number, total: number) => void) =>
      readAllRows<Row>(table, typedRef.current, (pageRows, done, total) => onPage(pageRows.map(toItem), done, total)),
    [table, toItem],
  );

  const state = useMemo<LiveListState<Item>>(() => {
    const rowsState: ReadState<ListPage<Row>> = read.state;
    if (rowsState.status !== 'ready') return rowsState;
    const { source, storedAt, value } = rowsState;
    // Until the server answers what is typed now, the rows held are narrowed to it here.
    const answered = value.answers === JSON.stringify(shown);
    const rows = answered
      ? value.rows
      : value.rows.filter((row) => rowMatches(row, shown)).sort(compareRows(shown.order));
    const refreshing = rowsState.refreshing || !answered;
    return {
      status: 'ready',
      items: rows.map((row) => toItem(shownRow(row))),
      total: value.total,
      source,
      deviceOnly: source === 'cache' && (value.deviceOnly === true || refreshing),
      storedAt,
      refreshing,
    };
  }, [read.state, shownRow, toItem, shown]);

  const conflicts = useMemo<LiveConflict<Item>[]>(
    () => edits.conflicts.map((conflict) => ({ ...conflict, current: toItem(conflict.current) })),
    [edits.conflicts, toItem],
  );

  return {
    state,
    more,
    moreState,
    readAll,
    fresh,
    arrival: arrival ? { id: arrival.id, item: toItem(arrival.row) } : null,
    waiting: edits.waiting,
    conflicts,
    failed: edits.failed,
    dismissFailure: edits.dismissFailure,
    edit: edits.edit,
    resolveConflict: edits.resolveConflict,
  };
}
