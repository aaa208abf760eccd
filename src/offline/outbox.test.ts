import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb, setOfflineDbForTests, type OutboxItem } from './db';
import {
  backoffMs,
  discard,
  enqueue,
  flushOutbox,
  OUTBOX_MAX_BACKOFF_MS,
  referenceFor,
  restSender,
  resubmit,
  type Sender,
} from './outbox';
import { queueAnalyticsBatch, sendAnalyticsBatch } from './analytics-queue';
import { visitorOutboxItems } from './use-outbox';

let db: OfflineDb;
let dbCount = 0;

beforeEach(async () => {
  db = new OfflineDb(`test-${++dbCount}`);
  setOfflineDbForTests(db);
  await db.open();
});

afterEach(async () => {
  db.close();
});

/** A stand-in for PostgREST's insert: rows by id, 201 for new, 409/23505 for a known id. */
function fakeServer() {
  const rows = new Map<string, Record<string, unknown>>();
  let mode: 'ok' | 'offline' | 'lose-answer' | { status: number; body: unknown; headers?: Record<string, string> } =
    'ok';
  const requests: string[] = [];
  const fetchImpl = (async (_url: string, init?: RequestInit) => {
    const row = JSON.parse(String(init?.body)) as Record<string, unknown>;
    requests.push(String(row.id));
    if (mode === 'offline') throw new TypeError('Failed to fetch');
    if (typeof mode === 'object') {
      return new Response(JSON.stringify(mode.body), { status: mode.status, headers: mode.headers });
    }
    if (rows.has(String(row.id))) {
      return new Response(JSON.stringify({ code: '23505', message: 'duplicate key value', details: null }), {
        status: 409,
      });
    }
    rows.set(String(row.id), row);
    // The row is stored, but the answer never reaches the device (connection dropped, tab killed).
    if (mode === 'lose-answer') throw new TypeError('network connection was lost');
    return new Response(null, { status: 201 });
  }) as typeof fetch;
  return {
    rows,
    requests,
    setMode: (m: typeof mode) => {
      mode = m;
    },
    send: restSender({ url: 'http://api.test', anonKey: 'anon' }, fetchImpl),
  };
}

const inquiry = (n: number, now = 1_000 + n) =>
  enqueue({ kind: 'tour_inquiry', payload: { first_name: `T${n}` }, summary: `Inquiry ${n}`, now });

const clock = (start = 10_000) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('enqueue', () => {
  it('stores the row with its device id and submit time before anything is sent', async () => {
    const item = await enqueue({
      kind: 'review',
      payload: { customer_name: 'Ada' },
      summary: 'Review',
      now: Date.parse('2026-11-21T10:00:00Z'),
    });
    const stored = (await db.outbox.get(item.id))!;
    expect(stored.state).toBe('pending');
    expect(stored.payload).toEqual({ customer_name: 'Ada', id: item.id, submitted_at: '2026-11-21T10:00:00.000Z' });
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(referenceFor(item.id)).toMatch(/^LCT-[0-9A-F]{8}$/);
  });
});

describe('flushOutbox', () => {
  it('sends in queue order and removes what the server accepted', async () => {
    const server = fakeServer();
    const ids = [(await inquiry(3, 30)).id, (await inquiry(1, 10)).id, (await inquiry(2, 20)).id];
    const report = await flushOutbox({ send: server.send, now: () => 1_000 });
    expect(server.requests).toEqual([ids[1], ids[2], ids[0]]);
    expect(report.delivered).toHaveLength(3);
    expect(await db.outbox.count()).toBe(0);
    expect(server.rows.size).toBe(3);
  });

  it('treats a duplicate id (409, 23505) as delivered', async () => {
    const server = fakeServer();
    const item = await inquiry(1);
    server.rows.set(item.id, {});
    const report = await flushOutbox({ send: server.send, now: () => 5_000 });
    expect(report.delivered).toEqual([item.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps everything on a network failure and stops trying until later', async () => {
    const server = fakeServer();
    server.setMode('offline');
    const t = clock();
    await inquiry(1);
    await inquiry(2);
    const report = await flushOutbox({ send: server.send, now: t.now, random: () => 0.5 });
    expect(report.offline).toBe(true);
    expect(server.requests).toHaveLength(1); // offline: the second is not even tried
    const items = await db.outbox.orderBy('createdAt').toArray();
    expect(items.map((i) => i.state)).toEqual(['pending', 'pending']);
    expect(items[0]!.attempts).toBe(1);
    expect(items[0]!.lastError).toMatchObject({ status: 0 });
    // No scheduled retry: the next flush comes when the API answers again (src/lib/connectivity.ts).
    expect(report.nextRetryAt).toBeLessThanOrEqual(t.now());
  });

  it('sends what failed offline at the first flush once the network is back, however many tries failed', async () => {
    const server = fakeServer();
    server.setMode('offline');
    const t = clock();
    await inquiry(1);
    await inquiry(2);
    for (let attempt = 0; attempt < 8; attempt++) {
      await flushOutbox({ send: server.send, now: t.now, random: () => 0.5 });
      t.advance(1_000);
    }
    // Back online a second later: nothing is held back by a backoff the offline tries built up.
    server.setMode('ok');
    const report = await flushOutbox({ send: server.send, now: t.now, random: () => 0.5 });
    expect(report.delivered).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('retries 5xx and 429 later with backoff, and goes on with the other items', async () => {
    for (const status of [500, 503, 429]) {
      await db.outbox.clear();
      const server = fakeServer();
      server.setMode({ status, body: { code: status === 429 ? 'PT429' : 'XX000', message: 'try later' } });
      const t = clock();
      await inquiry(1);
      await inquiry(2);
      const report = await flushOutbox({ send: server.send, now: t.now, random: () => 0.5 });
      expect(report.retrying).toHaveLength(2);
      expect(report.offline).toBe(false);
      expect(server.requests).toHaveLength(2);
      const waiting = await db.outbox.toArray();
      expect(waiting.every((i) => i.state === 'pending' && i.lastError?.status === status)).toBe(true);
      // Not due yet: a flush now sends nothing.
      await flushOutbox({ send: server.send, now: t.now });
      expect(server.requests).toHaveLength(2);
      // Once due and the server is well again, both arrive.
      server.setMode('ok');
      t.advance(OUTBOX_MAX_BACKOFF_MS);
      const later = await flushOutbox({ send: server.send, now: t.now });
      expect(later.delivered).toHaveLength(2);
      expect(await db.outbox.count()).toBe(0);
    }
  });

  it('waits as long as a limit of the database says before sending a held-back item again', async () => {
    const server = fakeServer();
    server.setMode({
      status: 429,
      body: {
        code: 'PT429',
        message: 'Too many submissions from this network address. Please try again later.',
        details: 'At most 20 submissions from one address every 01:00:00.',
        hint: '{"retry_after": 840, "limit": "source"}',
      },
    });
    const t = clock();
    const item = await inquiry(1);
    const report = await flushOutbox({ send: server.send, now: t.now, random: () => 0 });
    expect(report.retrying).toEqual([item.id]);
    const held = (await db.outbox.get(item.id))!;
    expect(held).toMatchObject({ state: 'pending', nextAttemptAt: t.now() + 840_000 });
    expect(held.lastError).toMatchObject({ status: 429, code: 'PT429', retryAfterMs: 840_000, limit: 'source' });
    expect(report.nextRetryAt).toBe(t.now() + 840_000);

    // Longer than any backoff: flushes before then (tab shown, back online, page start) send nothing.
    server.setMode('ok');
    t.advance(OUTBOX_MAX_BACKOFF_MS);
    await flushOutbox({ send: server.send, now: t.now });
    t.advance(840_000 - OUTBOX_MAX_BACKOFF_MS - 1);
    await flushOutbox({ send: server.send, now: t.now });
    expect(server.requests).toHaveLength(1);
    expect(await db.outbox.count()).toBe(1);

    t.advance(1);
    expect((await flushOutbox({ send: server.send, now: t.now })).delivered).toEqual([item.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('waits for the Retry-After of a rate limit at the edge, which names no limit', async () => {
    const server = fakeServer();
    server.setMode({ status: 429, body: { message: 'Too Many Requests' }, headers: { 'Retry-After': '90' } });
    const t = clock();
    const item = await inquiry(1);
    await flushOutbox({ send: server.send, now: t.now, random: () => 0 });
    const held = (await db.outbox.get(item.id))!;
    expect(held.nextAttemptAt).toBe(t.now() + 90_000);
    expect(held.lastError).toEqual({ status: 429, message: 'Too Many Requests', retryAfterMs: 90_000 });
  });

  it('keeps a refused item (4xx) as needing attention with the reason, and never drops it', async () => {
    const server = fakeServer();
    server.setMode({
      status: 400,
      body: { code: '23514', message: 'new row violates check constraint "reviews_comment_min_length"' },
    });
    const item = await inquiry(1);
    const report = await flushOutbox({ send: server.send, now: () => 5_000 });
    expect(report.refused).toEqual([item.id]);
    const stored = (await db.outbox.get(item.id))!;
    expect(stored.state).toBe('attention');
    expect(stored.lastError).toEqual({
      status: 400,
      code: '23514',
      message: 'new row violates check constraint "reviews_comment_min_length"',
    });
    // Later flushes leave it alone, however much time passes.
    server.setMode('ok');
    await flushOutbox({ send: server.send, now: () => 10 ** 13 });
    expect(server.requests).toHaveLength(1);
    expect(await db.outbox.count()).toBe(1);
    // Fixed by the visitor: sent with the same id.
    await resubmit(item.id, { first_name: 'Fixed' });
    await flushOutbox({ send: server.send, now: () => 10 ** 13 });
    expect(server.rows.get(item.id)).toEqual({ first_name: 'Fixed', id: item.id });
    expect(await db.outbox.count()).toBe(0);
  });

  it('lets the visitor discard a refused item', async () => {
    const item = await inquiry(1);
    await db.outbox.update(item.id, { state: 'attention' });
    await discard(item.id);
    expect(await db.outbox.count()).toBe(0);
  });

  it('does not duplicate a row when the answer was lost between send and delete', async () => {
    const server = fakeServer();
    const t = clock();
    const item = await inquiry(1);
    server.setMode('lose-answer');
    await flushOutbox({ send: server.send, now: t.now, random: () => 0.5 });
    expect(server.rows.size).toBe(1); // the server has it…
    expect(await db.outbox.count()).toBe(1); // …but the device does not know yet
    server.setMode('ok');
    t.advance(OUTBOX_MAX_BACKOFF_MS);
    const report = await flushOutbox({ send: server.send, now: t.now });
    expect(report.delivered).toEqual([item.id]);
    expect(server.rows.size).toBe(1);
    expect(server.requests).toEqual([item.id, item.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('runs one flusher at a time across tabs: each item is sent once', async () => {
    const server = fakeServer();
    for (let n = 0; n < 20; n++) await inquiry(n);
    // Two "tabs" sharing one lock manager, as navigator.locks is shared by an origin's contexts.
    let queue: Promise<unknown> = Promise.resolve();
    const locks = {
      request<T>(name: string, fn: () => Promise<T>): Promise<T> {
        expect(name).toBe('lanka-outbox-flush');
        const run = queue.then(fn);
        queue = run.catch(() => undefined);
        return run;
      },
    };
    let concurrent = 0;
    let maxConcurrent = 0;
    const slowSend: Sender = async (item: OutboxItem) => {
      concurrent++;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      await new Promise((r) => setTimeout(r, 1));
      const result = await server.send(item);
      concurrent--;
      return result;
    };
    await Promise.all([
      flushOutbox({ send: slowSend, now: () => 10_000, locks }),
      flushOutbox({ send: slowSend, now: () => 10_000, locks }),
    ]);
    expect(maxConcurrent).toBe(1);
    expect(server.requests).toHaveLength(20);
    expect(new Set(server.requests).size).toBe(20);
    expect(await db.outbox.count()).toBe(0);
  });

  it('without Web Locks, flushes in one context still run one at a time', async () => {
    const server = fakeServer();
    for (let n = 0; n < 10; n++) await inquiry(n);
    const noLocks = undefined;
    await Promise.all([
      flushOutbox({ send: server.send, now: () => 10_000, locks: noLocks }),
      flushOutbox({ send: server.send, now: () => 10_000, locks: noLocks }),
      flushOutbox({ send: server.send, now: () => 10_000, locks: noLocks }),
    ]);
    expect(server.requests).toHaveLength(10);
    expect(await db.outbox.count()).toBe(0);
  });

  it('reports when the next retry is due', async () => {
    const server = fakeServer();
    server.setMode({ status: 503, body: {} });
    await inquiry(1);
    const report = await flushOutbox({ send: server.send, now: () => 50_000, random: () => 0.5 });
    expect(report.nextRetryAt).toBe(50_000 + backoffMs(1, () => 0.5));
  });
});

describe('backoffMs', () => {
  it('doubles from about 2 s and never exceeds 5 minutes (with ±20 % jitter)', () => {
    expect(backoffMs(1, () => 0.5)).toBe(2_000);
    expect(backoffMs(2, () => 0.5)).toBe(4_000);
    expect(backoffMs(5, () => 0.5)).toBe(32_000);
    expect(backoffMs(50, () => 0.5)).toBe(OUTBOX_MAX_BACKOFF_MS);
    expect(backoffMs(50, () => 1)).toBe(OUTBOX_MAX_BACKOFF_MS * 1.2);
    expect(backoffMs(1, () => 0)).toBe(1_600);
  });
});

describe('analytics batches in the outbox', () => {
  /** PostgREST's bulk insert: the body is an array; a known id refuses the whole batch (409/23505). */
  function bulkServer() {
    const rows = new Map<string, Record<string, unknown>>();
    const bodies: unknown[] = [];
    let status = 201;
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as unknown;
      bodies.push({ url, body });
      if (status !== 201) return new Response(JSON.stringify({ code: '23514', message: 'check' }), { status });
      for (const row of body as Record<string, unknown>[]) rows.set(String(row.id), row);
      return new Response(null, { status: 201 });
    }) as typeof fetch;
    return {
      rows,
      bodies,
      setStatus: (s: number) => void (status = s),
      send: restSender({ url: 'http://api.test', anonKey: 'anon' }, fetchImpl),
    };
  }

  const analyticsRow = (n: number, occurredAt: string) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    session_id: '0b9c7a4e-3f1d-4c2b-9a8e-1d2c3b4a5f60',
    name: 'page_view',
    path: '/',
    language: 'en',
    occurred_at: occurredAt,
    source: 'direct',
    referrer_host: null,
    value: null,
    props: {},
  });

  it('a queued batch is delivered later as one bulk insert, with its original occurred_at', async () => {
    const server = bulkServer();
    const rows = [analyticsRow(1, '2026-11-20T08:00:00.000Z'), analyticsRow(2, '2026-11-20T08:00:05.000Z')];
    const item = await queueAnalyticsBatch(rows, 5_000);
    expect(item).toMatchObject({ kind: 'analytics_batch', state: 'pending', payload: { rows } });
    const report = await flushOutbox({ send: server.send, now: () => 6_000 });
    expect(report.delivered).toEqual([item.id]);
    expect(server.bodies).toEqual([{ url: 'http://api.test/rest/v1/analytics_events', body: rows }]);
    expect(server.rows.get(rows[0]!.id)?.occurred_at).toBe('2026-11-20T08:00:00.000Z');
    expect(await db.outbox.count()).toBe(0);
  });

  it('a refused batch is dropped silently, while a refused inquiry still waits for the visitor', async () => {
    const server = bulkServer();
    server.setStatus(400);
    const batch = await queueAnalyticsBatch([analyticsRow(1, '2026-11-20T08:00:00.000Z')], 1_000);
    const report = await flushOutbox({ send: server.send, now: () => 2_000 });
    expect(report.refused).toEqual([batch.id]);
    expect(await db.outbox.get(batch.id)).toBeUndefined();

    const inquiryServer = fakeServer();
    inquiryServer.setMode({ status: 400, body: { code: '23514', message: 'bad' } });
    const visitor = await inquiry(1, 3_000);
    await flushOutbox({ send: inquiryServer.send, now: () => 4_000 });
    expect((await db.outbox.get(visitor.id))?.state).toBe('attention');
  });

  it('a batch the server could not take now (5xx) stays queued for a retry', async () => {
    const server = bulkServer();
    server.setStatus(503);
    const batch = await queueAnalyticsBatch([analyticsRow(1, '2026-11-20T08:00:00.000Z')], 1_000);
    await flushOutbox({ send: server.send, now: () => 2_000, random: () => 0.5 });
    expect(await db.outbox.get(batch.id)).toMatchObject({ state: 'pending', attempts: 1 });
  });

  it("is never listed or counted among the visitor's items", async () => {
    const visitor = await inquiry(1, 1_000);
    await queueAnalyticsBatch([analyticsRow(1, '2026-11-20T08:00:00.000Z')], 500);
    expect((await visitorOutboxItems()).map((item) => item.id)).toEqual([visitor.id]);
  });
});

describe('sendAnalyticsBatch', () => {
  const rows = [{ id: 'a' }];
  const answer = (response: Response | Error) => {
    const calls: RequestInit[] = [];
    const fetchImpl = (async (_url: string, init?: RequestInit) => {
      calls.push(init!);
      if (response instanceof Error) throw response;
      return response;
    }) as typeof fetch;
    return { calls, fetchImpl };
  };
  const api = { url: 'http://api.test', anonKey: 'anon-key' };

  it('posts the rows with keepalive and the anon key, asking for no body back', async () => {
    const { calls, fetchImpl } = answer(new Response(null, { status: 201 }));
    expect(await sendAnalyticsBatch(rows, api, fetchImpl)).toBe('delivered');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      keepalive: true,
      body: JSON.stringify(rows),
      headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key', Prefer: 'return=minimal' },
    });
  });

  it('network failure, 5xx and 429 are retried; other 4xx refused; a duplicate id was delivered', async () => {
    expect(await sendAnalyticsBatch(rows, api, answer(new TypeError('Failed to fetch')).fetchImpl)).toBe('retry');
    expect(await sendAnalyticsBatch(rows, api, answer(new Response(null, { status: 502 })).fetchImpl)).toBe('retry');
    expect(await sendAnalyticsBatch(rows, api, answer(new Response(null, { status: 429 })).fetchImpl)).toBe('retry');
    expect(await sendAnalyticsBatch(rows, api, answer(new Response('{}', { status: 400 })).fetchImpl)).toBe('refused');
    expect(await sendAnalyticsBatch(rows, api, answer(new Response('{}', { status: 404 })).fetchImpl)).toBe('refused');
    const duplicate = new Response(JSON.stringify({ code: '23505' }), { status: 409 });
    expect(await sendAnalyticsBatch(rows, api, answer(duplicate).fetchImpl)).toBe('delivered');
  });
});
