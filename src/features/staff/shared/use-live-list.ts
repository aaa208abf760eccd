/**
 * A cached, live, admin-editable list of rows keyed by id: the staff portal's lists on phones and bad
 * connections. Reading, the device's copy and live changes are `useStaffRead`'s; the admin's own changes
 * (shown at once, queued offline, conflicts) are `useQueuedEdits`'.
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
 * The rows are read when the realtime channel has joined, and again at every rejoin; the device's copy
 * (under `cacheKey`, which starts with 'admin:' so logout clears it) shows meanwhile. `load`, `toItem` and
 * `labelOf` must be stable (module-level) functions. Edits need to know the signed-in admin: the portal's
 * sign-in reports it through `setAdminSyncUser` (src/offline/admin-sync.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TableName } from '../../../lib/realtime';
import { onServerRows, syncAdminChanges } from '../../../offline/admin-sync';
import { readThrough } from '../../../offline/cache';
import { applyRowChange, mergeRows, type LiveRow, type RowChange } from '../../../offline/live-rows';
import { useQueuedEdits, type EditResult } from './use-queued-edits';
import { useStaffRead, type AnyTableChange, type ReadState } from './use-staff-read';

export type { EditResult };

/** How long a row that arrived live stays highlighted. */
export const FRESH_MS = 8_000; // ms

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

const EMPTY = new Set<string>();
const NO_ROWS: never[] = [];
const sendWaiting = () => void syncAdminChanges().catch(() => undefined);

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

export function useLiveList<Row extends LiveRow, Item>(options: LiveListOptions<Row, Item>): LiveList<Row, Item> {
  const { table, cacheKey, load, columns, toItem, labelOf } = options;
  const [fresh, markFresh] = useFresh();
  const [arrival, setArrival] = useState<{ id: string; row: Row } | null>(null);

  const read = useStaffRead<Row[]>({
    key: cacheKey,
    cacheKey,
    load: () => readThrough(cacheKey, load),
    what: `The ${table} list`,
    live: {
      tables: [table],
      apply: (rows, change) => applyRowChange(rows, change as unknown as RowChange<Row>),
      onChange: (change: AnyTableChange) => {
        const row = change.new as unknown as Row;
        if (change.eventType !== 'INSERT' || !row.id) return;
        markFresh(row.id);
        setArrival({ id: row.id, row });
      },
      onJoin: sendWaiting,
    },
  });
  const { update } = read;

  // Rows a write or a single read handed over (a change sent later, a link to a row the list lacked).
  useEffect(
    () =>
      onServerRows((changedTable, rows) => {
        if (changedTable === table) update((current) => mergeRows(current, rows as unknown as Row[]));
      }),
    [table, update],
  );

  const rows = read.state.status === 'ready' ? read.state.value : NO_ROWS;
  const onStored = useCallback((row: Row) => update((current) => mergeRows(current, [row])), [update]);
  const edits = useQueuedEdits<Row>({ table, cacheKey, columns, labelOf, rows, onStored });
  const { shownRow } = edits;

  const state = useMemo<LiveListState<Item>>(() => {
    const rowsState: ReadState<Row[]> = read.state;
    if (rowsState.status !== 'ready') return rowsState;
    const { source, storedAt, refreshing } = rowsState;
    return {
      status: 'ready',
      items: rowsState.value.map((row) => toItem(shownRow(row))),
      source,
      storedAt,
      refreshing,
    };
  }, [read.state, shownRow, toItem]);

  const conflicts = useMemo<LiveConflict<Item>[]>(
    () => edits.conflicts.map((conflict) => ({ ...conflict, current: toItem(conflict.current) })),
    [edits.conflicts, toItem],
  );

  return {
    state,
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
