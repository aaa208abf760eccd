// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableSubscription } from '../../../lib/realtime';
import type { CachedResult } from '../../../offline/cache';

// The realtime channels are driven by the test: each subscription is kept, and joins when told to.
const subscriptions: TableSubscription<'reviews'>[] = [];
vi.mock('../../../lib/realtime', () => ({
  subscribeToTable: (subscription: TableSubscription<'reviews'>) => {
    subscriptions.push(subscription);
    return () => undefined;
  },
}));
vi.mock('../../../lib/connectivity', () => ({ connectivity: () => ({ online: () => true }) }));
vi.mock('../../../offline/admin-sync', () => ({ useAdminSync: { getState: () => ({ userId: null }) } }));
vi.mock('../../../offline/cache', () => ({
  readCached: () => Promise.resolve(undefined),
  writeCached: () => Promise.resolve(),
}));

const { JOIN_WAIT_MS, LIVE_READ_DELAY_MS, useStaffRead } = await import('./use-staff-read');

type Row = { id: string };

/** A `load` whose answers the test gives, one per call, in order. */
function controlledLoad() {
  const pending: ((rows: Row[]) => void)[] = [];
  const load = vi.fn(
    () =>
      new Promise<CachedResult<Row[]>>((resolve) => {
        pending.push((rows) => resolve({ data: rows, source: 'network', storedAt: Date.now() }));
      }),
  );
  return {
    load,
    answer: async (rows: Row[]) => {
      await act(async () => {
        pending.shift()!(rows);
        await Promise.resolve();
      });
    },
  };
}

const join = () => act(() => subscriptions.forEach((s) => s.onStatus?.('live')));
const insert = (id: string) =>
  act(() => subscriptions.forEach((s) => s.onChange({ eventType: 'INSERT', new: { id }, old: {} })));
const appendRow = (rows: Row[], change: { new: unknown }) => [...rows, change.new as Row];

beforeEach(() => {
  subscriptions.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('useStaffRead', () => {
  it('reads a list that applies changes only once its channel has joined, so no change falls between', async () => {
    const { load, answer } = controlledLoad();
    const { result } = renderHook(() =>
      useStaffRead<Row[]>({ key: 'k', load, what: 'test', live: { tables: ['reviews'], apply: appendRow } }),
    );
    expect(load).not.toHaveBeenCalled();
    // A row stored now, before the channel joined, is in the read made at the join.
    join();
    expect(load).toHaveBeenCalledTimes(1);
    // A change that arrives while that read is on its way is applied on top of its answer.
    insert('b');
    await answer([{ id: 'a' }]);
    expect(result.current.state).toMatchObject({ status: 'ready', value: [{ id: 'a' }, { id: 'b' }] });
    await act(() => vi.advanceTimersByTimeAsync(JOIN_WAIT_MS * 2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads a list that applies changes after a while when its channel does not join, and again at the join', async () => {
    const { load, answer } = controlledLoad();
    renderHook(() =>
      useStaffRead<Row[]>({ key: 'k', load, what: 'test', live: { tables: ['reviews'], apply: appendRow } }),
    );
    await act(() => vi.advanceTimersByTimeAsync(JOIN_WAIT_MS - 1));
    expect(load).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(1);
    await answer([]);
    join();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads figures at once, and again shortly after the join and after a change', async () => {
    const { load, answer } = controlledLoad();
    renderHook(() => useStaffRead<Row[]>({ key: 'k', load, what: 'test', live: { tables: ['reviews'] } }));
    expect(load).toHaveBeenCalledTimes(1);
    await answer([]);
    join();
    await act(() => vi.advanceTimersByTimeAsync(LIVE_READ_DELAY_MS));
    expect(load).toHaveBeenCalledTimes(2);
    await answer([]);
    insert('c');
    await act(() => vi.advanceTimersByTimeAsync(LIVE_READ_DELAY_MS));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps a local change made while a read was on its way: an answer read before a decision does not undo it', async () => {
    const { load, answer } = controlledLoad();
    const { result } = renderHook(() =>
      useStaffRead<Row[]>({ key: 'k', load, what: 'test', live: { tables: ['reviews'], apply: appendRow } }),
    );
    join();
    await answer([{ id: 'a' }]);
    // A search reads again; meanwhile a decision is shown, then confirmed by the server.
    void act(() => void result.current.refresh());
    act(() => result.current.update((rows) => rows.map((row) => ({ ...row, id: `${row.id}-decided` }))));
    expect(result.current.state).toMatchObject({ value: [{ id: 'a-decided' }], refreshing: true });
    await answer([{ id: 'a' }]);
    expect(result.current.state).toMatchObject({ status: 'ready', value: [{ id: 'a-decided' }], refreshing: false });
    // A read made after the change is not changed again.
    void act(() => void result.current.refresh());
    await answer([{ id: 'z' }]);
    expect(result.current.state).toMatchObject({ value: [{ id: 'z' }] });
  });
});
