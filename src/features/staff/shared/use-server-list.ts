/**
 * The reading half of the staff portal's long lists (inquiries, custom tour requests, tour and custom
 * reviews): the server searches, filters, orders and pages the rows (./server-list.ts); this hook holds the
 * first rows the query matches, one page more at each `more()`, how many match in all and of each status,
 * and keeps them current as realtime reports changes.
 *
 *   const list = useServerList<Row>({ table, cacheKey }, query);   // query as typed
 *   list.read         useStaffRead's state (value: a ListPage), update and refresh
 *   list.shown        the query as typed (what is typed narrows the rows held at once)
 *   list.more()       the next page (list.moreState: idle | loading | failed)
 *   list.readAll()    every matching row, page by page (an export)
 *   list.fresh        ids that arrived live in the last few seconds; list.arrival the newest of them
 *
 * The rows are read when the realtime channel has joined, again at every rejoin, and again when the query
 * changes (the rows shown stay, marked refreshing, until the answer). The device keeps the most recent rows
 * of the unfiltered list and every row a search or an opened record brought (under `cacheKey`, which
 * starts with 'admin:' so logout clears it): they show meanwhile, and offline they answer every query,
 * marked `deviceOnly`. `listState` turns it all into what
 * a screen shows. Editing is the caller's (use-live-list.ts queues an admin's changes; the review lists
 * decide and delete directly).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { onServerRows, useAdminSync } from '../../../offline/admin-sync';
import { readCached, writeCached } from '../../../offline/cache';
import { applyRowChange, mergeRows, type RowChange } from '../../../offline/live-rows';
import {
  compareRows,
  countByStatus,
  DEVICE_ROWS_MAX,
  EXPORT_PAGE_SIZE,
  isDefaultQuery,
  PAGE_SIZE,
  readAllRows,
  readListPage,
  recount,
  rowCounted,
  rowMatches,
  type ListPage,
  type ListQuery,
  type ServerListRow,
  type ServerListTable,
  type StatusCounts,
} from './server-list';
import { useStaffRead, type AnyTableChange, type ReadState, type StaffRead } from './use-staff-read';

/** How long a row that arrived live stays highlighted. */
export const FRESH_MS = 8_000; // ms
/** Changes to the list are written to the device's copy at most this often. */
const CACHE_WRITE_DELAY_MS = 300; // ms
/** How long the server search waits after the last key (what is typed narrows the rows shown at once). */
export const SEARCH_DELAY_MS = 300; // ms

const EMPTY = new Set<string>();
const NO_ROWS: never[] = [];

/** A value that follows `value` once it has stayed the same for `delay` ms. */
function useSettled<V>(value: V, delay: number): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface ServerListOptions {
  table: ServerListTable;
  /** Where the device's copy is kept; start it with 'admin:' so logout clears it. */
  cacheKey: string;
  /** Runs when the realtime channel has joined (e.g. to send changes waiting on the device). */
  onJoin?: () => void;
}

export type LiveListState<Item> =
  | { status: 'loading' }
  | {
      status: 'ready';
      items: Item[];
      /** How many rows the query matches in all (offline: of those the device holds). */
      total: number;
      /** How many rows of each status match the search (offline: of those the device holds). */
      counts: StatusCounts;
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

export interface ServerList<Row extends ServerListRow> {
  read: StaffRead<ListPage<Row>>;
  /** The rows held (the pages read, with live changes). */
  rows: readonly Row[];
  /** The query as typed, trimmed. */
  shown: ListQuery;
  /** The query the server was last asked: live changes are placed by it. */
  asked: () => ListQuery;
  /** Reads the next page of the query's rows onto the end of the list. */
  more: () => Promise<void>;
  moreState: 'idle' | 'loading' | 'failed';
  /** Every row the query as typed matches, read page by page; resolves with the number read. */
  readAll: (onPage: (rows: Row[], done: number, total: number) => void) => Promise<number>;
  fresh: ReadonlySet<string>;
  arrival: { id: string; row: Row } | null;
}

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

/**
 * What the device keeps after a read of another query (a search, a filter): the rows it read join the
 * copy (newer states replace older ones), newest first, up to DEVICE_ROWS_MAX. So a record the admin found
 * or opened is there offline, even when the unfiltered list was never read on this device.
 */
export function joinedRows<Row extends ServerListRow>(read: readonly Row[], kept: readonly Row[] | undefined): Row[] {
  return mergeRows(kept ?? [], read).slice(0, DEVICE_ROWS_MAX);
}

/** Writes the device's copy of a list after a read of `query` (or a change to what it read). */
async function keepOnDevice<Row extends ServerListRow>(
  key: string,
  value: ListPage<Row>,
  storedAt: number,
  query: ListQuery,
) {
  // Signed out meanwhile: the copy was just cleared and must stay gone.
  if (!useAdminSync.getState().userId) return;
  const kept = await readCached<ListPage<Row>>(key);
  if (isDefaultQuery(query)) {
    await writeCached(key, { rows: keptRows(value.rows, kept?.data.rows), total: value.total }, storedAt);
    return;
  }
  const rows = joinedRows(value.rows, kept?.data.rows);
  // The rows kept before are as old as the copy was: it says the older of the two times.
  await writeCached(key, { rows, total: rows.length }, Math.min(storedAt, kept?.storedAt ?? storedAt));
}

/**
 * `row` put in place of the held row with its id (or added, when `add`), the rows, total and counts
 * following it: a row the query no longer matches leaves the list.
 */
function placeRow<Row extends ServerListRow>(
  value: ListPage<Row>,
  rows: Row[],
  before: Row | undefined,
  after: Row | undefined,
  query: ListQuery,
): ListPage<Row> {
  const shown = rows.filter((row) => rowMatches(row, query)).sort(compareRows(query.order));
  const counts = recount(value.counts, before, after, query);
  return {
    ...value,
    rows: shown,
    total: Math.max(0, value.total + shown.length - value.rows.length),
    ...(counts ? { counts } : {}),
  };
}

/**
 * A live change applied to the rows the query shows. A change the held rows cannot place (a row beyond
 * the pages read, changed) leaves them as they are; the caller reads again where the counts could move.
 */
export function applyListChange<Row extends ServerListRow>(
  value: ListPage<Row>,
  change: RowChange<Row>,
  query: ListQuery,
): ListPage<Row> {
  const id = change.eventType === 'DELETE' ? change.old.id : change.new.id;
  const before = value.rows.find((row) => row.id === id);
  if (change.eventType === 'UPDATE' && !before) return value;
  const after = change.eventType === 'DELETE' ? undefined : (change.new as Row);
  if (change.eventType === 'INSERT' && !before) {
    if (!rowCounted(change.new as Row, query)) return value;
    const counts = recount(value.counts, undefined, after, query);
    if (!rowMatches(change.new as Row, query)) return counts ? { ...value, counts } : value;
    // Oldest first with pages still to read: the new row belongs at the very end, not read yet.
    if (query.order === 'oldest' && value.rows.length < value.total)
      return { ...value, total: value.total + 1, ...(counts ? { counts } : {}) };
  }
  const changed = applyRowChange(value.rows, change);
  if (changed === value.rows) return value;
  return placeRow(value, changed, before, after, query);
}

/**
 * `row` as the admin's own change left it (optimistic, confirmed or taken back), in place of the held row
 * with its id whatever its time (unlike a live change, a step back is meant), or added when the list had
 * let go of it. `previous`: the row as the counts hold it.
 */
export function replaceListRow<Row extends ServerListRow>(
  value: ListPage<Row>,
  row: Row,
  query: ListQuery,
  previous: Row | undefined,
): ListPage<Row> {
  const held = value.rows.some((candidate) => candidate.id === row.id);
  const rows = held ? value.rows.map((candidate) => (candidate.id === row.id ? row : candidate)) : [...value.rows, row];
  return placeRow(value, rows, previous, row, query);
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

export function useServerList<Row extends ServerListRow>(
  options: ServerListOptions,
  query: ListQuery,
): ServerList<Row> {
  const { table, cacheKey, onJoin } = options;
  const [fresh, markFresh] = useFresh();
  const [arrival, setArrival] = useState<{ id: string; row: Row } | null>(null);
  const [moreState, setMoreState] = useState<'idle' | 'loading' | 'failed'>('idle');
  // What is typed narrows the rows held at once; the server is asked once typing pauses.
  const shown = useMemo<ListQuery>(
    () => ({
      search: query.search.trim(),
      status: query.status,
      order: query.order,
      ...(query.view && query.view !== 'all' ? { view: query.view, me: query.me } : {}),
    }),
    [query.search, query.status, query.order, query.view, query.me],
  );
  const settledSearch = useSettled(shown.search, SEARCH_DELAY_MS);
  const asked = useMemo<ListQuery>(() => ({ ...shown, search: settledSearch }), [shown, settledSearch]);
  const queryKey = JSON.stringify(asked);
  const queryRef = useRef(asked);
  const typedRef = useRef(shown);
  useEffect(() => {
    typedRef.current = shown;
  }, [shown]);
  /**
   * The rows held: a read again (a rejoin, a live change) reads as many, and a live change about one of
   * them can be placed. Emptied when the query changes, so the new query's first read is one page.
   */
  const heldRef = useRef<readonly Row[]>(NO_ROWS);
  /** The value last written to the device's copy. */
  const keptRef = useRef<ListPage<Row> | null>(null);

  const load = async () => {
    const limit = Math.min(EXPORT_PAGE_SIZE, Math.max(PAGE_SIZE, heldRef.current.length));
    try {
      const page = await readListPage<Row>(table, asked, null, limit);
      const data = { ...page, answers: queryKey };
      const storedAt = Date.now();
      keptRef.current = data;
      await keepOnDevice(cacheKey, data, storedAt, asked);
      return { data, source: 'network' as const, storedAt };
    } catch (error) {
      // Offline (or the server failing): the device's copy answers, searched here as the server would.
      const copy = await readCached<ListPage<Row>>(cacheKey);
      if (!copy) throw error;
      const rows = copy.data.rows.filter((row) => rowMatches(row, asked)).sort(compareRows(asked.order));
      return {
        data: {
          rows,
          total: rows.length,
          counts: countByStatus(copy.data.rows, asked),
          deviceOnly: true,
          answers: queryKey,
        },
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
        const row = change.new as unknown as Row;
        const id = change.eventType === 'DELETE' ? (change.old as { id?: string }).id : row.id;
        // A filtered list cannot tell from a change alone whether a row it does not hold now matches, nor
        // can any list tell how a row it does not hold moves the counts: it reads again.
        if (
          change.eventType !== 'INSERT' &&
          (!isDefaultQuery(queryRef.current) || !heldRef.current.some((held) => held.id === id))
        )
          void read.refresh();
        if (change.eventType !== 'INSERT' || !row.id) return;
        markFresh(row.id);
        setArrival({ id: row.id, row });
      },
      onJoin,
    },
  });
  const { update, refresh } = read;

  // Another search, filter or order: read again (the rows shown stay until the answer).
  useEffect(() => {
    if (JSON.stringify(queryRef.current) === queryKey) return;
    queryRef.current = JSON.parse(queryKey) as ListQuery;
    heldRef.current = NO_ROWS;
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
    heldRef.current = rows;
  }, [rows]);

  // What the server gave (kept as it arrives, above) and the changes since (live, the admin's own, a record
  // opened on its own) are what the device keeps: written a little after each change settles.
  const readState = read.state;
  useEffect(() => {
    if (readState.status !== 'ready' || readState.source !== 'network') return;
    const { value, storedAt } = readState;
    const query = queryRef.current;
    if (value === keptRef.current || value.answers !== JSON.stringify(query)) return;
    keptRef.current = value;
    const timer = setTimeout(() => void keepOnDevice(cacheKey, value, storedAt, query), CACHE_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [readState, cacheKey]);

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
    (onPage: (rows: Row[], done: number, total: number) => void) => readAllRows<Row>(table, typedRef.current, onPage),
    [table],
  );
  const askedNow = useCallback(() => queryRef.current, []);

  return { read, rows, shown, asked: askedNow, more, moreState, readAll, fresh, arrival };
}

/**
 * What a screen shows of the list: the rows held as items (`present` may show a row otherwise, e.g. with
 * a change waiting on the device), narrowed to what is typed now until the server has answered it.
 */
export function listState<Row extends ServerListRow, Item>(
  state: ReadState<ListPage<Row>>,
  shown: ListQuery,
  toItem: (row: Row) => Item,
  present: (row: Row) => Row = (row) => row,
): LiveListState<Item> {
  if (state.status !== 'ready') return state;
  const { source, storedAt, value } = state;
  const answered = value.answers === JSON.stringify(shown);
  const rows = answered
    ? value.rows
    : value.rows.filter((row) => rowMatches(row, shown)).sort(compareRows(shown.order));
  const refreshing = state.refreshing || !answered;
  return {
    status: 'ready',
    items: rows.map((row) => toItem(present(row))),
    total: value.total,
    counts: value.counts ?? {},
    source,
    deviceOnly: source === 'cache' && (value.deviceOnly === true || refreshing),
    storedAt,
    refreshing,
  };
}
