/**
 * The staff portal's one way to read data: every list, figure and report on a staff screen comes through
 * here (the lists through `useLiveList`, which adds queued edits on top).
 *
 *   const read = useStaffRead({ key, load, what, live: { tables } });
 *   read.state     loading | ready (value, source 'network' | 'cache', storedAt, refreshing) | failed
 *   read.refresh() reads again in the background: a failure keeps what is shown (marked as the device's copy)
 *   read.retry()   shows loading and reads again
 *   read.update(f) changes the shown value locally (an optimistic edit, a row a write handed back)
 *   read.replace(r) shows a result obtained elsewhere; reads started before it are dropped
 *
 * How it behaves:
 *  - `load` answers from the network and keeps the answer on the device, or answers with the device's copy
 *    when the server cannot be reached (src/offline/cache.ts, `readThrough`).
 *  - One read at a time: asked for during a read, one more read follows it. So answers arrive in the order
 *    the reads were made, and the last read always starts after the last change it was asked for.
 *  - A new `key` (another period, say) shows loading until its own answer: old figures never sit under a
 *    new heading.
 *  - `live.tables`: each change reads again, shortly after (a burst is read once); with `live.apply`, a
 *    change is applied in place instead, and again on top of a read that was on its way (as is an `update`
 *    made meanwhile, so an answer read before a decision was stored does not undo it on screen). Each (re)join of
 *    a table's channel reads again, since changes made while it was down were not delivered.
 *  - With `live.apply` the first read waits for the channels to join (at most JOIN_WAIT_MS, no wait
 *    offline): a read made before the join would miss a change made between the two, and a list is not
 *    read twice while it opens. Values read again on every change are read at once (and at the join).
 *  - `cacheKey`: the device's copy under that key shows at once while the first read is on its way, and
 *    changes applied live are written back to it (at logout the copy is cleared and stays so); `cacheValue`
 *    picks what is kept (a bounded part, or nothing while the value is not the one the copy holds).
 *
 * `load`, `live.apply` and `live.onChange` may change between renders (the latest is used); `key`,
 * `cacheKey` and the tables decide when reading starts over.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { connectivity } from '../../../lib/connectivity';
import { subscribeToTable, type TableChange, type TableName } from '../../../lib/realtime';
import { useAdminSync } from '../../../offline/admin-sync';
import { readCached, writeCached, type CachedResult } from '../../../offline/cache';

/** How long the first read of a list that applies changes waits for its realtime channels. */
export const JOIN_WAIT_MS = 2_000; // ms
/** Several changes in a burst (a bulk change, an upload of many files, a reconnect) cause one read. */
export const LIVE_READ_DELAY_MS = 400; // ms
/** Live changes are written to the device's copy at most this often. */
const CACHE_WRITE_DELAY_MS = 300; // ms

export type ReadState<T> =
  | { status: 'loading' }
  | {
      status: 'ready';
      value: T;
      /** 'cache': the device's copy, because the server could not be read (or not yet: `refreshing`). */
      source: 'network' | 'cache';
      /** Epoch ms of the read the value comes from. */
      storedAt: number;
      /** A read is on its way while this value shows. */
      refreshing: boolean;
    }
  | { status: 'failed' };

export type AnyTableChange = TableChange<TableName>;

export interface StaffReadOptions<T> {
  /** What is read; another key starts over (loading until its answer). */
  key: string;
  load: () => Promise<CachedResult<T>>;
  /** Names what failed, for the console. */
  what: string;
  live?: {
    tables: readonly TableName[];
    /** A change's effect on the value; without it a change reads everything again. */
    apply?: (value: T, change: AnyTableChange) => T;
    /** Told of every change (after `apply`), e.g. to highlight a new row. */
    onChange?: (change: AnyTableChange) => void;
    /** Told of every (re)join, e.g. to send what waited offline. */
    onJoin?: () => void;
  };
  /** The device's copy to show at once and keep up to date with live changes. */
  cacheKey?: string;
  /** What of the shown value the device keeps under `cacheKey` (undefined: leave the copy as it is). */
  cacheValue?: (value: T) => T | undefined;
}

export interface StaffRead<T> {
  state: ReadState<T>;
  refresh: () => Promise<void>;
  /** Settles once the read it started (or the one it joined) has answered. */
  retry: () => Promise<void>;
  update: (change: (value: T) => T, options?: { persist?: boolean }) => void;
  replace: (result: CachedResult<T>) => void;
}

type Held<T> = ReadState<T> & { key: string };

export function useStaffRead<T>(options: StaffReadOptions<T>): StaffRead<T> {
  const { key, cacheKey } = options;
  const readAtJoin = options.live?.apply !== undefined;
  const tables = (options.live?.tables ?? []).join(',');
  const [held, setHeld] = useState<Held<T>>({ key, status: 'loading' });
  const latest = useRef(options);
  const generation = useRef(0);
  const valueRef = useRef<{ key: string; value: T; storedAt: number } | null>(null);
  const request = useRef<() => Promise<void>>(() => Promise.resolve());
  const scheduleWrite = useRef<() => void>(() => undefined);
  /** While a read is on its way: the live changes and local updates made meanwhile, to apply on top of its answer. */
  const sinceRead = useRef<((value: T) => T)[] | null>(null);

  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    valueRef.current = held.status === 'ready' ? { key: held.key, value: held.value, storedAt: held.storedAt } : null;
  }, [held]);

  useEffect(() => {
    let active = true;
    let everRead = false;
    let again = false;
    let running: Promise<void> | null = null;
    let readTimer: ReturnType<typeof setTimeout> | undefined;
    let writeTimer: ReturnType<typeof setTimeout> | undefined;
    const ours = (current: Held<T>) => current.key === key;

    const writeNow = () => {
      writeTimer = undefined;
      const kept = valueRef.current;
      // Signed out meanwhile: the copy was just cleared and must stay gone.
      if (!cacheKey || !kept || kept.key !== key || !useAdminSync.getState().userId) return;
      const cacheValue = latest.current.cacheValue;
      const value = cacheValue ? cacheValue(kept.value) : kept.value;
      if (value !== undefined) void writeCached(cacheKey, value, kept.storedAt);
    };
    scheduleWrite.current = () => {
      if (!cacheKey) return;
      clearTimeout(writeTimer);
      writeTimer = setTimeout(writeNow, CACHE_WRITE_DELAY_MS);
    };

    const readOnce = async () => {
      const started = generation.current;
      everRead = true;
      const buffered: ((value: T) => T)[] = [];
      sinceRead.current = buffered;
      setHeld((current) => (ours(current) && current.status === 'ready' ? { ...current, refreshing: true } : current));
      try {
        const result = await latest.current.load();
        if (!active || started !== generation.current) return;
        let value = result.data;
        for (const change of buffered) value = change(value);
        setHeld({ key, status: 'ready', value, source: result.source, storedAt: result.storedAt, refreshing: false });
        if (buffered.length > 0) scheduleWrite.current();
      } catch (error) {
        if (!active || started !== generation.current) return;
        // Spec §8 only logs this; the screen also says so, rather than pretending there is nothing.
        console.error(`${latest.current.what} could not be loaded`, error);
        setHeld((current) =>
          ours(current) && current.status === 'ready'
            ? { ...current, source: 'cache', refreshing: false }
            : { key, status: 'failed' },
        );
      } finally {
        if (sinceRead.current === buffered) sinceRead.current = null;
      }
    };

    request.current = () => {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await readOnce();
        } while (again && active);
        running = null;
      })();
      return running;
    };
    const readSoon = () => {
      clearTimeout(readTimer);
      readTimer = setTimeout(() => void request.current(), LIVE_READ_DELAY_MS);
    };

    if (cacheKey) {
      void readCached<T>(cacheKey).then((copy) => {
        if (!active || !copy) return;
        setHeld((current) =>
          ours(current) && current.status !== 'loading'
            ? current
            : { key, status: 'ready', value: copy.data, source: 'cache', storedAt: copy.storedAt, refreshing: true },
        );
      });
    }

    const stops = (tables ? (tables.split(',') as TableName[]) : []).map((table) =>
      subscribeToTable({
        table,
        onChange: (change) => {
          const live = latest.current.live;
          const apply = live?.apply;
          if (apply) {
            sinceRead.current?.push((value) => apply(value, change));
            setHeld((current) => {
              if (!ours(current) || current.status !== 'ready') return current;
              const value = apply(current.value, change);
              return value === current.value ? current : { ...current, value };
            });
            scheduleWrite.current();
          } else {
            readSoon();
          }
          live?.onChange?.(change);
        },
        onStatus: (status) => {
          if (status !== 'live') return;
          if (readAtJoin) void request.current();
          else readSoon();
          latest.current.live?.onJoin?.();
        },
      }),
    );

    // Waiting for the join, with no channel to wait for (offline, blocked websockets), the read goes ahead.
    const fallback =
      readAtJoin && stops.length > 0
        ? setTimeout(() => everRead || void request.current(), connectivity().online() ? JOIN_WAIT_MS : 0)
        : undefined;
    if (!readAtJoin || stops.length === 0) void request.current();

    return () => {
      active = false;
      clearTimeout(fallback);
      clearTimeout(readTimer);
      for (const stop of stops) stop();
      // Leaving the screen: the last live changes are kept (unless signed out: see writeNow).
      if (writeTimer) {
        clearTimeout(writeTimer);
        writeNow();
      }
    };
  }, [key, cacheKey, tables, readAtJoin]);

  const refresh = useCallback(() => request.current(), []);
  const retry = useCallback(() => {
    setHeld({ key, status: 'loading' });
    return request.current();
  }, [key]);
  const update = useCallback(
    (change: (value: T) => T, { persist = true }: { persist?: boolean } = {}) => {
      sinceRead.current?.push(change);
      setHeld((current) => {
        if (current.key !== key || current.status !== 'ready') return current;
        const value = change(current.value);
        return value === current.value ? current : { ...current, value };
      });
      if (persist) scheduleWrite.current();
    },
    [key],
  );
  const replace = useCallback(
    (result: CachedResult<T>) => {
      generation.current += 1;
      setHeld({
        key,
        status: 'ready',
        value: result.data,
        source: result.source,
        storedAt: result.storedAt,
        refreshing: false,
      });
    },
    [key],
  );

  const state = useMemo<ReadState<T>>(() => {
    if (held.key !== key) return LOADING;
    const { key: _key, ...shown } = held;
    return shown as ReadState<T>;
  }, [held, key]);
  return { state, refresh, retry, update, replace };
}

const LOADING = { status: 'loading' } as const;

/** For `load`: a read with no copy on the device (it fails offline), as a result `useStaffRead` takes. */
export function fromNetwork<T>(read: () => Promise<T>): () => Promise<CachedResult<T>> {
  return async () => ({ data: await read(), source: 'network', storedAt: Date.now() });
}
