import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyAnyway,
  changeKey,
  clearChanges,
  discardChange,
  dismissRefused,
  flushChanges,
  queueChange,
  waitingChanges,
  type ApiAnswer,
  type ChangeApi,
  type ChangeableRow,
} from './admin-changes';
import { OfflineDb, setOfflineDbForTests } from './db';

const ADMIN = 'a0000000-0000-4000-8000-000000000001';
const OTHER_ADMIN = 'a0000000-0000-4000-8000-000000000002';
const TABLE = 'tour_inquiries';
const COLUMNS = 'id, status, internal_note, updated_at';

let db: OfflineDb;
let n = 0;

beforeEach(async () => {
  db = new OfflineDb(`admin-changes-${++n}`);
  setOfflineDbForTests(db);
  await db.open();
});

afterEach(() => db.close());

/**
 * A stand-in for PostgREST over one table: a conditional update changes the row (and its updated_at,
 * as the database trigger does) only when id and updated_at match.
 */
function fakeServer(rows: ChangeableRow[]) {
  const table = new Map(rows.map((row) => [row.id, { ...row }]));
  let tick = 0;
  const stamp = () => new Date(Date.UTC(2026, 10, 21, 10, 0, 0) + ++tick * 1000).toISOString();
  let mode: 'ok' | 'offline' | 'lose-answer' | 'server-error' | 'refuse' = 'ok';
  let session: string | null = ADMIN;
  const updates: { rowId: string; changes: Record<string, unknown> }[] = [];

  const api: ChangeApi = {
    sessionUserId: async () => session,
    async update(tableName, rowId, changes, seen): Promise<ApiAnswer<ChangeableRow[]>> {
      expect(tableName).toBe(TABLE);
      if (mode === 'offline') return { ok: false, kind: 'network', message: 'TypeError: Failed to fetch' };
      if (mode === 'server-error') return { ok: false, kind: 'server', message: 'boom' };
      if (mode === 'refuse') return { ok: false, kind: 'refused', message: 'permission denied' };
      updates.push({ rowId, changes });
      const row = table.get(rowId);
      if (!row || row.updated_at !== seen) return { ok: true, data: [] };
      Object.assign(row, changes, { updated_at: stamp() });
      if (mode === 'lose-answer') return { ok: false, kind: 'network', message: 'connection lost' };
      return { ok: true, data: [{ ...row }] };
    },
    async read(_tableName, rowId) {
      if (mode === 'offline') return { ok: false, kind: 'network', message: 'TypeError: Failed to fetch' };
      const row = table.get(rowId);
      return { ok: true, data: row ? { ...row } : null };
    },
  };
  return {
    api,
    updates,
    row: (id: string) => table.get(id)!,
    /** Someone else changes the row directly. */
    changeElsewhere(id: string, changes: Record<string, unknown>) {
      Object.assign(table.get(id)!, changes, { updated_at: stamp() });
    },
    setMode: (next: typeof mode) => (mode = next),
    setSession: (user: string | null) => (session = user),
  };
}

const row = (id: string, status = 'pending'): ChangeableRow => ({
  id,
  status,
  internal_note: null,
  updated_at: '2026-11-21T09:00:00.000Z',
});

async function change(
  rowId: string,
  changes: Record<string, unknown>,
  options: { userId?: string; seen?: string; original?: Record<string, unknown>; now?: number } = {},
) {
  return queueChange({
    userId: options.userId ?? ADMIN,
    table: TABLE,
    rowId,
    changes,
    original: options.original ?? { status: 'pending', internal_note: null },
    seenUpdatedAt: options.seen ?? '2026-11-21T09:00:00.000Z',
    label: `Traveller ${rowId}`,
    columns: COLUMNS,
    now: options.now,
  });
}

describe('queueChange', () => {
  it('merges later changes to the same row into the first, keeping its place and what it saw', async () => {
    await change('r1', { status: 'confirmed' }, { now: 1 });
    await change('r2', { status: 'cancelled' }, { now: 2 });
    await change('r1', { internal_note: 'Called back' }, { now: 3, seen: 'later' });
    await change('r1', { status: 'cancelled' }, { now: 4, original: { status: 'confirmed' } });
    const items = await waitingChanges(ADMIN);
    expect(items.map((item) => item.rowId)).toEqual(['r1', 'r2']);
    expect(items[0]).toMatchObject({
      changes: { status: 'cancelled', internal_note: 'Called back' },
      original: { status: 'pending', internal_note: null },
      seenUpdatedAt: '2026-11-21T09:00:00.000Z',
      createdAt: 1,
    });
  });

  it('forgets a change that brings the row back to what it was', async () => {
    await change('r1', { status: 'confirmed' });
    await change('r1', { status: 'pending' }, { original: { status: 'confirmed' } });
    expect(await waitingChanges(ADMIN)).toEqual([]);
  });
});

describe('flushChanges', () => {
  it('sends changes in the order they were made, each applied once', async () => {
    const server = fakeServer([row('r1'), row('r2'), row('r3')]);
    await change('r3', { status: 'confirmed' }, { now: 1 });
    await change('r1', { status: 'cancelled' }, { now: 2 });
    await change('r2', { internal_note: 'VIP' }, { now: 3 });
    const seen: string[] = [];
    const report = await flushChanges({
      userId: ADMIN,
      api: server.api,
      locks: undefined,
      onRow: (_change, stored) => seen.push(stored.id),
    });
    expect(server.updates.map((update) => update.rowId)).toEqual(['r3', 'r1', 'r2']);
    expect(report.applied.map((applied) => applied.row.id)).toEqual(['r3', 'r1', 'r2']);
    expect(seen).toEqual(['r3', 'r1', 'r2']);
    expect(server.row('r1').status).toBe('cancelled');
    expect(server.row('r2').internal_note).toBe('VIP');
    expect(await waitingChanges(ADMIN)).toEqual([]);

    const stamped = server.row('r1').updated_at;
    const again = await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    expect(again.applied).toEqual([]);
    expect(server.updates).toHaveLength(3);
    expect(server.row('r1').updated_at).toBe(stamped);
  });

  it('runs one sender at a time: two triggers at once still send each change once', async () => {
    const server = fakeServer([row('r1'), row('r2')]);
    await change('r1', { status: 'confirmed' }, { now: 1 });
    await change('r2', { status: 'confirmed' }, { now: 2 });
    await Promise.all([
      flushChanges({ userId: ADMIN, api: server.api, locks: undefined }),
      flushChanges({ userId: ADMIN, api: server.api, locks: undefined }),
    ]);
    expect(server.updates.map((update) => update.rowId)).toEqual(['r1', 'r2']);
  });

  it('keeps everything while offline and stops at the first network failure', async () => {
    const server = fakeServer([row('r1'), row('r2')]);
    await change('r1', { status: 'confirmed' }, { now: 1 });
    await change('r2', { status: 'confirmed' }, { now: 2 });
    server.setMode('offline');
    const report = await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    expect(report.offline).toBe(true);
    const items = await waitingChanges(ADMIN);
    expect(items.map((item) => [item.rowId, item.state, item.attempts])).toEqual([
      ['r1', 'pending', 1],
      ['r2', 'pending', 0],
    ]);
  });

  it('reads a lost answer as applied: the row already holds our values, and it is not changed twice', async () => {
    const server = fakeServer([row('r1')]);
    await change('r1', { status: 'confirmed', internal_note: 'Deposit paid' });
    server.setMode('lose-answer');
    const first = await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    expect(first.offline).toBe(true);
    expect(server.row('r1').status).toBe('confirmed'); // stored, but the device does not know yet
    const stamped = server.row('r1').updated_at;

    server.setMode('ok');
    const second = await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    expect(second.applied).toEqual([{ table: TABLE, row: expect.objectContaining({ id: 'r1', updated_at: stamped }) }]);
    expect(second.conflicts).toEqual([]);
    expect(server.row('r1').updated_at).toBe(stamped); // the resend matched nothing: applied once
    expect(await waitingChanges(ADMIN)).toEqual([]);
  });

  it('leaves a conflict for the admin when someone else changed the row meanwhile', async () => {
    const server = fakeServer([row('r1')]);
    await change('r1', { status: 'cancelled' });
    server.changeElsewhere('r1', { status: 'confirmed' });
    const report = await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    expect(report.conflicts).toEqual([{ table: TABLE, row: expect.objectContaining({ status: 'confirmed' }) }]);
    expect(server.row('r1').status).toBe('confirmed');
    const [item] = await waitingChanges(ADMIN);
    expect(item).toMatchObject({
      state: 'conflict',
      changes: { status: 'cancelled' },
      current: { status: 'confirmed' },
    });

    // A later flush leaves the decision alone.
    await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    expect(server.row('r1').status).toBe('confirmed');

    await applyAnyway(item!.key);
    const applied = await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    expect(applied.applied).toHaveLength(1);
    expect(server.row('r1').status).toBe('cancelled');
    expect(await waitingChanges(ADMIN)).toEqual([]);
  });

  it('lets the admin discard a conflicting change', async () => {
    const server = fakeServer([row('r1')]);
    await change('r1', { status: 'cancelled' });
    server.changeElsewhere('r1', { status: 'confirmed' });
    await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    await discardChange(changeKey(ADMIN, TABLE, 'r1'));
    expect(await waitingChanges(ADMIN)).toEqual([]);
    expect(server.row('r1').status).toBe('confirmed');
  });

  it('marks a refused change (4xx) and moves on; the refusal is dismissed once seen', async () => {
    const server = fakeServer([row('r1'), row('r2')]);
    await change('r1', { status: 'confirmed' }, { now: 1 });
    await change('r2', { status: 'confirmed' }, { now: 2 });
    server.setMode('refuse');
    const report = await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    expect(report.refused).toEqual([
      { table: TABLE, rowId: 'r1' },
      { table: TABLE, rowId: 'r2' },
    ]);
    expect(await waitingChanges(ADMIN)).toEqual([]); // not shown as waiting: the rows show the server's values
    expect((await db.adminChanges.toArray()).map((item) => item.state)).toEqual(['refused', 'refused']);
    await dismissRefused(ADMIN, TABLE);
    expect(await db.adminChanges.count()).toBe(0);
  });

  it('treats a row that is gone as refused', async () => {
    const server = fakeServer([]);
    await change('missing', { status: 'confirmed' });
    const report = await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    expect(report.refused).toEqual([{ table: TABLE, rowId: 'missing' }]);
  });

  it('retries a server error later and still sends the rest', async () => {
    const server = fakeServer([row('r1')]);
    await change('r1', { status: 'confirmed' });
    server.setMode('server-error');
    const report = await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    expect(report).toMatchObject({ retryLater: true, offline: false });
    expect((await waitingChanges(ADMIN))[0]).toMatchObject({ state: 'pending', attempts: 1 });
    server.setMode('ok');
    await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    expect(server.row('r1').status).toBe('confirmed');
  });

  it("sends only the signed-in admin's changes, with their session, and leaves other admins' alone", async () => {
    const server = fakeServer([row('r1'), row('r2')]);
    await change('r1', { status: 'confirmed' }, { userId: ADMIN });
    await change('r2', { status: 'cancelled' }, { userId: OTHER_ADMIN });
    await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    expect(server.updates.map((update) => update.rowId)).toEqual(['r1']);
    expect(await waitingChanges(OTHER_ADMIN)).toHaveLength(1);
    expect(server.row('r2').status).toBe('pending');

    // The session on this device belongs to someone else: nothing is sent for OTHER_ADMIN.
    const report = await flushChanges({ userId: OTHER_ADMIN, api: server.api, locks: undefined });
    expect(report.offline).toBe(true);
    expect(server.updates).toHaveLength(1);

    await clearChanges(ADMIN);
    expect(await waitingChanges(OTHER_ADMIN)).toHaveLength(1);
  });

  it('keeps a change made while an earlier one was on its way', async () => {
    const server = fakeServer([row('r1')]);
    await change('r1', { status: 'confirmed' });
    const slowApi: ChangeApi = {
      ...server.api,
      async update(...args) {
        // The admin edits the row again while the first change is being sent.
        await change('r1', { internal_note: 'Added later' });
        return server.api.update(...args);
      },
    };
    await flushChanges({ userId: ADMIN, api: slowApi, locks: undefined });
    expect(server.row('r1')).toMatchObject({ status: 'confirmed', internal_note: null });
    const [rest] = await waitingChanges(ADMIN);
    expect(rest).toMatchObject({
      changes: { internal_note: 'Added later' },
      seenUpdatedAt: server.row('r1').updated_at,
    });
    await flushChanges({ userId: ADMIN, api: server.api, locks: undefined });
    expect(server.row('r1')).toMatchObject({ status: 'confirmed', internal_note: 'Added later' });
  });
});
