/**
 * The local server is the gateway: it names each request's source from the socket it arrived on, the way
 * hosted Supabase's gateway does, and the database limits writes per source. Clients here connect from
 * different loopback addresses (127.0.0.2, 127.0.0.3 …; Linux routes all of 127/8 to the host) to act as
 * different visitors, and send their own forwarding headers, which change nothing.
 */
import { request } from 'node:http';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { VISITOR_WRITE_LIMITS } from '../../src/config/limits';
import type { Database } from '../../src/types/database';
import { startTestServer, wsTransport, type TestServer } from '../helpers/server';

type Client = SupabaseClient<Database>;

let ts: TestServer;

beforeAll(async () => {
  ts = await startTestServer();
});

afterAll(async () => {
  await ts?.close();
});

/**
 * `fetch` over a socket bound to `localAddress`, adding `extraHeaders()` (called per request) to what
 * supabase-js sends.
 */
function fetchFrom(localAddress: string, extraHeaders: () => Record<string, string> = () => ({})): typeof fetch {
  return async (input, init) => {
    const req = new Request(input, init);
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.from(await req.arrayBuffer());
    const headers = { ...Object.fromEntries(req.headers), ...extraHeaders() };
    return new Promise<Response>((resolve, reject) => {
      const outgoing = request(req.url, { method: req.method, headers, localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 500;
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const v of [value ?? []].flat()) responseHeaders.append(name, v);
          }
          const empty = status === 204 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
        });
      });
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}

function visitor(localAddress: string, extraHeaders?: () => Record<string, string>): Client {
  return createClient<Database>(ts.url, ts.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: wsTransport },
    global: { fetch: fetchFrom(localAddress, extraHeaders) },
  });
}

const inquiry = () => ({
  id: randomUUID(),
  tour_id: 'cultural-triangle-5day',
  tour_title: 'Cultural Triangle',
  first_name: 'Ada',
  last_name: 'Example',
  email: `ada-${randomUUID().slice(0, 8)}@example.com`,
  phone: '+44 20 7946 0000',
  country: 'United Kingdom',
  adults: 2,
  children: 0,
});

let spoofed = 0;
/** A different made-up client address on every request, in every header a client might try. */
const spoof = () => {
  spoofed += 1;
  const address = `203.0.113.${(spoofed % 250) + 1}`;
  return { 'X-Forwarded-For': address, 'CF-Connecting-IP': address, 'X-Real-IP': address };
};

const { submissionPerSource, analyticsPerSource } = VISITOR_WRITE_LIMITS;

describe('sources named by the local gateway', () => {
  it('limits one socket address, whatever forwarding headers it sends, and not the next address', async () => {
    const busy = visitor('127.0.0.2', spoof);
    const delivered: ReturnType<typeof inquiry>[] = [];
    const since = Date.now();
    for (let i = 0; i < submissionPerSource.max; i++) {
      const row = inquiry();
      const { status, error } = await busy.from('tour_inquiries').insert(row);
      expect({ status, error }).toEqual({ status: 201, error: null });
      delivered.push(row);
    }

    const row = inquiry();
    const held = await busy.from('tour_inquiries').insert(row);
    expect(held.status).toBe(429);
    expect(held.error).toMatchObject({
      code: 'PT429',
      message: 'Too many submissions from this network address. Please try again later.',
    });
    const hint = JSON.parse(held.error?.hint ?? 'null') as { retry_after: number; limit: string };
    expect(hint.limit).toBe('source');
    // Writes are counted per minute: the first minute's count ages out a window after the start of the
    // minute `since` fell in, however long the writes took.
    const elapsed = Math.ceil((Date.now() - since) / 1000);
    expect(hint.retry_after).toBeGreaterThanOrEqual(submissionPerSource.windowMinutes * 60 - elapsed - 60);
    expect(hint.retry_after).toBeLessThanOrEqual(submissionPerSource.windowMinutes * 60);
    const { count } = await ts
      .serviceClient()
      .from('tour_inquiries')
      .select('*', { count: 'exact', head: true })
      .eq('id', row.id);
    expect(count).toBe(0);

    // The outbox resending something delivered still learns that it was delivered.
    const replay = await busy.from('tour_inquiries').insert(delivered[0]!);
    expect(replay.status).toBe(409);
    expect(replay.error?.code).toBe('23505');

    // Another visitor, even one claiming to be the busy one, is not held back.
    const other = visitor('127.0.0.3', () => ({ 'X-Forwarded-For': '127.0.0.2', 'CF-Connecting-IP': '127.0.0.2' }));
    expect((await other.from('tour_inquiries').insert(inquiry())).status).toBe(201);
  });

  it('cannot be told to treat a visitor as the host itself', async () => {
    const claimsLoopback = visitor('127.0.0.4', () => ({
      'X-Forwarded-For': '127.0.0.1',
      'CF-Connecting-IP': '127.0.0.1',
    }));
    for (let i = 0; i < submissionPerSource.max; i++) {
      expect((await claimsLoopback.from('custom_reviews').insert(review())).status).toBe(201);
    }
    expect((await claimsLoopback.from('custom_reviews').insert(review())).status).toBe(429);
  });

  it('limits analytics events per socket address, apart from submissions', async () => {
    const busy = visitor('127.0.0.5', spoof);
    for (let sent = 0; sent < analyticsPerSource.max; sent += 50) {
      const { status } = await busy.from('analytics_events').insert(events(50));
      expect(status).toBe(201);
    }
    const held = await busy.from('analytics_events').insert(events(1));
    expect(held.status).toBe(429);
    expect(JSON.parse(held.error?.hint ?? 'null')).toMatchObject({ limit: 'source' });
    expect((await busy.from('tour_inquiries').insert(inquiry())).status).toBe(201);
    expect((await visitor('127.0.0.6').from('analytics_events').insert(events(50))).status).toBe(201);
  });
});

function review() {
  return {
    id: randomUUID(),
    customer_name: 'Katherine Johnson',
    email: `kj-${randomUUID().slice(0, 8)}@example.com`,
    country: 'United States',
    ratings: { overall: 4, quality: 4, service: 5, value: 4 },
    comment: 'Planned around everything we asked for.',
    would_recommend: true,
  };
}

function events(size: number) {
  const session = randomUUID();
  return Array.from({ length: size }, () => ({
    id: randomUUID(),
    session_id: session,
    name: 'page_view',
    path: '/tours',
    language: 'en',
    occurred_at: new Date().toISOString(),
    props: {},
  }));
}
