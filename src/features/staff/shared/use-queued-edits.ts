/**
 * An admin's changes to rows of one table: shown at once, sent when online, kept on the device and sent
 * later when not (src/offline/admin-changes.ts and admin-sync.ts), with the conflicts and refusals that
 * come back. The rows themselves come from the caller (`useLiveList` reads them through `useStaffRead`).
 *
 *  - Online, an edit shows at once and is sent; it goes back if the server refuses it.
 *  - Offline (or when the request gets no answer), it is kept in IndexedDB and sent when the connection
 *    returns, by the signed-in admin only; the row shows the waiting values meanwhile.
 *  - A row with a change still waiting (or a portal not yet re-confirmed) queues behind it, so the older
 *    change never arrives after, and over, the newer one.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { connectivity } from '../../../lib/connectivity';
import { applyAnyway, discardChange, dismissRefused, queueChange, watchChanges } from '../../../offline/admin-changes';
import { syncAdminChanges, updateRowNow, useAdminSync } from '../../../offline/admin-sync';
import type { AdminChange } from '../../../offline/db';
import type { LiveRow } from '../../../offline/live-rows';
import type { TableName } from '../../../lib/realtime';

export type EditResult = 'saved' | 'queued' | 'failed' | 'unchanged';

export interface QueuedEditsOptions<Row extends LiveRow> {
  table: TableName;
  /** The list's copy on the device, which a change sent later updates. */
  cacheKey: string;
  /** The columns the list reads, so a write's answer has the same shape. */
  columns: string;
  /** Whom a row is about, for messages such as a conflict notice; must be stable. */
  labelOf: (row: Row) => string;
  /** The rows as the server has them. */
  rows: readonly Row[];
  /** A row the server stored, to put into the list. */
  onStored: (row: Row) => void;
}

export interface WaitingConflict<Row> {
  key: string;
  id: string;
  label: string;
  /** The row as someone else left it. */
  current: Row;
  /** The columns this admin changed, with their values. */
  mine: Record<string, unknown>;
}

function same(a: unknown, b: unknown): boolean {
  return (a ?? null) === (b ?? null);
}

export function useQueuedEdits<Row extends LiveRow>(options: QueuedEditsOptions<Row>) {
  const { table, cacheKey, columns, labelOf, rows, onStored } = options;
  const [optimistic, setOptimistic] = useState<Record<string, Partial<Row>>>({});
  const [queued, setQueued] = useState<{ userId: string | null; items: AdminChange[] }>({ userId: null, items: [] });
  const [localFailure, setLocalFailure] = useState(false);
  const userId = useAdminSync((state) => state.userId);
  // Another admin's changes (or any, once signed out) are never shown.
  const queue = useMemo(() => (queued.userId === userId ? queued.items : []), [queued, userId]);

  const rowsRef = useRef(rows);
  const queueRef = useRef<AdminChange[]>([]);
  const optimisticRef = useRef<Record<string, Partial<Row>>>({});
  const onStoredRef = useRef(onStored);
  const mounted = useRef(true);
  useEffect(() => {
    rowsRef.current = rows;
    queueRef.current = queue;
    optimisticRef.current = optimistic;
    onStoredRef.current = onStored;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // This admin's waiting changes to this table, live across tabs.
  useEffect(() => {
    if (!userId) return undefined;
    return watchChanges(userId, table, (items) => setQueued({ userId, items }));
  }, [userId, table]);

  const pendingById = useMemo(() => {
    const map = new Map<string, AdminChange>();
    for (const item of queue) if (item.state === 'pending') map.set(item.rowId, item);
    return map;
  }, [queue]);

  /** The row as this admin sees it: with their waiting change and the edit on its way applied. */
  const shownRow = useCallback(
    (row: Row): Row => {
      const waiting = pendingById.get(row.id)?.changes as Partial<Row> | undefined;
      const shown = optimistic[row.id];
      return waiting || shown ? { ...row, ...waiting, ...shown } : row;
    },
    [pendingById, optimistic],
  );

  const waiting = useMemo<ReadonlySet<string>>(() => new Set(pendingById.keys()), [pendingById]);

  const conflicts = useMemo<WaitingConflict<Row>[]>(
    () =>
      queue
        .filter((item) => item.state === 'conflict' && item.current)
        .map((item) => ({
          key: item.key,
          id: item.rowId,
          label: item.label,
          current: item.current as unknown as Row,
          mine: item.changes,
        })),
    [queue],
  );

  const refused = queue.some((item) => item.state === 'refused');

  /**
   * Changes columns of one row. `quiet`: a refusal is left to the caller to report (e.g. a form that
   * shows its own error) instead of setting `failed`.
   */
  const edit = useCallback(
    async (id: string, changes: Partial<Row>, options: { quiet?: boolean } = {}): Promise<EditResult> => {
      const row = rowsRef.current.find((candidate) => candidate.id === id);
      const sync = useAdminSync.getState();
      if (!row || !sync.userId) return 'unchanged';
      const ofRow = queueRef.current.filter((item) => item.rowId === id);
      const pending = ofRow.find((item) => item.state === 'pending');
      const shown = { ...row, ...pending?.changes, ...optimisticRef.current[id] } as Record<string, unknown>;
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
      if (pending || !connectivity().online() || !sync.confirmed) return keep();

      setOptimistic((current) => ({ ...current, [id]: { ...current[id], ...diff } as Partial<Row> }));
      const answer = await updateRowNow(table, id, diff, columns);
      if (answer.ok) onStoredRef.current(answer.data as unknown as Row);
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
    [table, columns, cacheKey, labelOf],
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
    shownRow,
    waiting,
    conflicts,
    failed: localFailure || refused,
    dismissFailure,
    edit,
    resolveConflict,
  };
}
