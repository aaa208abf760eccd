/**
 * A cached, live, admin-editable list of rows keyed by id: the staff portal's inquiry and request lists on
 * phones and bad connections. Reading, paging, the device's copy and live changes are `useServerList`'s;
 * the admin's own changes (shown at once, queued offline, conflicts) are `useQueuedEdits`'.
 *
 *   const list = useLiveList({ table, cacheKey, columns, toItem, labelOf }, query);   // as typed
 *   list.state        loading | ready (items, total, counts, source 'network' | 'cache', storedAt,
 *                     refreshing, deviceOnly) | failed
 *   list.more()       shows the next page (list.moreState: idle | loading | failed)
 *   list.edit(id, { status: 'confirmed' })   → 'saved' | 'queued' | 'failed' | 'unchanged'
 *   list.edit(id, { note }, { quiet: true }) the caller reports a refusal itself (`failed` stays false)
 *   list.fresh        ids that arrived live in the last few seconds (highlight them)
 *   list.arrival      the newest live arrival (announce it politely)
 *   list.waiting      ids whose change waits to sync
 *   list.conflicts    changes someone else overtook while this admin was offline; resolveConflict()
 *   list.failed       a change was refused (spec §8 text); dismissFailure()
 *
 * The server searches, filters, orders and pages the rows (./use-server-list.ts). `toItem` and
 * `labelOf` must be stable (module-level) functions. Edits need to know the signed-in admin: the portal's
 * sign-in reports it through `setAdminSyncUser` (src/offline/admin-sync.ts).
 */
import { useCallback, useMemo } from 'react';
import { mergeRows } from '../../../offline/live-rows';
import { syncAdminChanges } from '../../../offline/admin-sync';
import type { ListQuery, ServerListRow, ServerListTable } from './server-list';
import { useQueuedEdits, type EditResult } from './use-queued-edits';
import { listState, useServerList, type LiveListState } from './use-server-list';

export type { EditResult, LiveListState };

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

const sendWaiting = () => void syncAdminChanges().catch(() => undefined);

export function useLiveList<Row extends ServerListRow, Item>(
  options: LiveListOptions<Row, Item>,
  query: ListQuery,
): LiveList<Row, Item> {
  const { table, cacheKey, columns, toItem, labelOf } = options;
  const list = useServerList<Row>({ table, cacheKey, onJoin: sendWaiting }, query);
  const { read, rows, shown } = list;
  const { update } = read;
  const onStored = useCallback(
    (row: Row) => update((current) => ({ ...current, rows: mergeRows(current.rows, [row]) })),
    [update],
  );
  const edits = useQueuedEdits<Row>({ table, cacheKey, columns, labelOf, rows, onStored });
  const { shownRow } = edits;

  const { readAll: readAllRows } = list;
  const readAll = useCallback(
    (onPage: (items: Item[], done: number, total: number) => void) =>
      readAllRows((pageRows, done, total) => onPage(pageRows.map(toItem), done, total)),
    [readAllRows, toItem],
  );

  const state = useMemo(() => listState(read.state, shown, toItem, shownRow), [read.state, shown, toItem, shownRow]);

  const conflicts = useMemo<LiveConflict<Item>[]>(
    () => edits.conflicts.map((conflict) => ({ ...conflict, current: toItem(conflict.current) })),
    [edits.conflicts, toItem],
  );

  return {
    state,
    more: list.more,
    moreState: list.moreState,
    readAll,
    fresh: list.fresh,
    arrival: list.arrival ? { id: list.arrival.id, item: toItem(list.arrival.row) } : null,
    waiting: edits.waiting,
    conflicts,
    failed: edits.failed,
    dismissFailure: edits.dismissFailure,
    edit: edits.edit,
    resolveConflict: edits.resolveConflict,
  };
}
