import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineDb, setOfflineDbForTests } from './db';
import { restSender } from './outbox';

let n = 0;
let db: OfflineDb;
const bodies: Record<string, unknown>[] = [];
let answer: () => Response;

beforeEach(async () => {
  db = new OfflineDb(`runtime-${++n}`);
  setOfflineDbForTests(db);
  await db.open();
  bodies.length = 0;
  vi.stubEnv('VITE_SUPABASE_URL', 'http://api.test');
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'eyJhbGciOiJIUzI1NiJ9.e30.anon-key-for-tests');
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return answer();
  });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  db.close();
});

const refuse = () =>
  new Response(JSON.stringify({ code: '23514', message: 'new row violates check constraint "x"' }), { status: 400 });
const accept = () => new Response(null, { status: 201 });

describe('submit', () => {
  it('answers "sent" when the server takes it, and leaves nothing behind', async () => {
    answer = accept;
    const { submit } = await import('./outbox-runtime');
    const result = await submit({ kind: 'tour_inquiry', payload: { first_name: 'A' }, summary: 'x' });
    expect(result).toMatchObject({ delivered: true, refused: false });
    expect(result.reference).toMatch(/^LCT-/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a refused submission with its reason, and a corrected one replaces it under the same id', async () => {
    answer = refuse;
    const { submit } = await import('./outbox-runtime');
    const first = await submit({ kind: 'review', payload: { comment: 'short' }, summary: 'Review' });
    expect(first).toMatchObject({ delivered: false, refused: true, reason: 'new row violates check constraint "x"' });
    expect((await db.outbox.get(first.id))?.state).toBe('attention');

    answer = accept;
    const second = await submit({
      kind: 'review',
      payload: { comment: 'now long enough' },
      summary: 'Review',
      replaces: first.id,
    });
    expect(second).toMatchObject({ id: first.id, delivered: true, refused: false });
    expect(bodies.at(-1)).toMatchObject({ id: first.id, comment: 'now long enough' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('answers "sent" or "refused" when another flush (the service worker, another tab) took the item first', async () => {
    const { submit } = await import('./outbox-runtime');
    const { flushOutbox } = await import('./outbox');
    const page = { request: <T>(_name: string, fn: () => Promise<T>) => fn() };
    // Background Sync gets the lock before the page: it sends whatever is waiting, then the page flushes.
    const worker = {
      request: async <T>(name: string, fn: () => Promise<T>) => {
        await flushOutbox({ send: restSender({ url: 'http://api.test', anonKey: 'k' }), locks: page });
        return page.request(name, fn);
      },
    };
    vi.stubGlobal('navigator', { locks: worker });
    answer = accept;
    expect(await submit({ kind: 'review', payload: {}, summary: 'Review' })).toMatchObject({
      delivered: true,
      refused: false,
    });
    answer = refuse;
    expect(await submit({ kind: 'review', payload: {}, summary: 'Review' })).toMatchObject({
      delivered: false,
      refused: true,
      reason: 'new row violates check constraint "x"',
    });
    expect(bodies).toHaveLength(2); // each sent once, by the worker
  });

  it('answers "held back" with the time it will be sent and the limit, and keeps the item', async () => {
    answer = () =>
      new Response(
        JSON.stringify({
          code: 'PT429',
          message: 'Too many submissions from this network address. Please try again later.',
          details: null,
          hint: '{"retry_after":600,"limit":"source"}',
        }),
        { status: 429 },
      );
    const { submit } = await import('./outbox-runtime');
    const before = Date.now();
    const result = await submit({ kind: 'tour_inquiry', payload: { first_name: 'A' }, summary: 'x' });
    expect(result).toMatchObject({
      delivered: false,
      refused: false,
      limit: 'source',
      reason: 'Too many submissions from this network address. Please try again later.',
    });
    const stored = (await db.outbox.get(result.id))!;
    expect(stored.state).toBe('pending');
    expect(result.heldUntil).toBe(stored.nextAttemptAt);
    expect(result.heldUntil).toBeGreaterThanOrEqual(before + 600_000);
    expect(result.heldUntil).toBeLessThanOrEqual(Date.now() + 660_000);
  });

  it('answers "saved" while offline and keeps the item to send later', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const { submit } = await import('./outbox-runtime');
    const result = await submit({ kind: 'custom_review', payload: {}, summary: 'x' });
    expect(result).toMatchObject({ delivered: false, refused: false });
    expect((await db.outbox.get(result.id))?.state).toBe('pending');
  });
});
