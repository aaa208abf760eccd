import { describe, expect, it } from 'vitest';
import type { BatchOutcome } from '../../offline/analytics-queue';
import { Batcher, BATCH_MAX_ROWS, FLUSH_INTERVAL_MS, OFFLINE_FLUSH_MS } from './batcher';
import type { AnalyticsRow } from './rows';

const row = (n: number) => ({ id: String(n) }) as AnalyticsRow;

function setup(outcome: BatchOutcome | 'throw' = 'delivered', online = true) {
  const sent: string[][] = [];
  const queued: string[][] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  const batcher = new Batcher({
    send: async (rows) => {
      sent.push(rows.map((r) => r.id));
      if (outcome === 'throw') throw new Error('boom');
      return outcome;
    },
    queue: async (rows) => void queued.push(rows.map((r) => r.id)),
    online: () => online,
    setTimer: (callback, ms) => {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => void ((timer as (typeof timers)[number]).cleared = true),
  });
  return { batcher, sent, queued, timers };
}

describe('Batcher', () => {
  it('sends what waited when the 5 s timer fires (one timer at a time)', async () => {
    const s = setup();
    s.batcher.add(row(1));
    s.batcher.add(row(2));
    expect(s.timers).toHaveLength(1);
    expect(s.timers[0]!.ms).toBe(FLUSH_INTERVAL_MS);
    expect(s.sent).toEqual([]);
    s.timers[0]!.callback();
    await Promise.resolve();
    expect(s.sent).toEqual([['1', '2']]);
  });

  it('sends at once at 50 rows, and never more than 50 per request', async () => {
    const s = setup();
    for (let i = 0; i < 120; i++) s.batcher.add(row(i));
    await s.batcher.flush();
    expect(s.sent.map((batch) => batch.length)).toEqual([BATCH_MAX_ROWS, BATCH_MAX_ROWS, 20]);
  });

  it('puts the batch in the outbox when offline, without a request, within half a second', async () => {
    const s = setup('delivered', false);
    s.batcher.add(row(1));
    expect(s.timers.map((timer) => timer.ms)).toEqual([OFFLINE_FLUSH_MS]);
    await s.batcher.flush();
    expect(s.sent).toEqual([]);
    expect(s.queued).toEqual([['1']]);
  });

  it('puts the batch in the outbox when the send should be retried (network, 5xx, 429)', async () => {
    const s = setup('retry');
    s.batcher.add(row(1));
    await s.batcher.flush();
    expect(s.queued).toEqual([['1']]);
  });

  it('drops a refused batch', async () => {
    const s = setup('refused');
    s.batcher.add(row(1));
    await s.batcher.flush();
    expect(s.sent).toEqual([['1']]);
    expect(s.queued).toEqual([]);
    await s.batcher.flush();
    expect(s.sent).toHaveLength(1);
  });

  it('a flush cancels the pending timer; nothing waiting means no request', async () => {
    const s = setup();
    await s.batcher.flush();
    expect(s.sent).toEqual([]);
    s.batcher.add(row(1));
    await s.batcher.flush();
    expect(s.timers[0]!.cleared).toBe(true);
  });
});
