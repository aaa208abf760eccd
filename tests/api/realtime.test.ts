/**
 * Realtime `postgres_changes` through the real supabase-js client (and raw sockets for the wire
 * details): who receives which change is decided by the subscriber's role, column grants and RLS.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../../supabase/local/jwt';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { createTestUser, startTestServer, userToken, type TestServer, type TestUser } from '../helpers/server';
import { until } from '../helpers/until';

const EVENT_TIMEOUT_MS = 5_000; // a change reaches subscribers within milliseconds locally
const COMMIT_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type User = TestUser;

interface Change {
  eventType: string;
  schema: string;
  table: string;
  commit_timestamp: string | null;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  errors: string[] | null;
}

let ts: TestServer;
let admin: User;
let member: User;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  ts = await startTestServer();
  admin = await createTestUser(ts, 'admin@example.com', true);
  member = await createTestUser(ts, 'member@example.com', false);
  // A table everyone may read: its events prove that earlier events had their chance to arrive, since
  // changes are delivered in commit order.
  await ts.server.db.exec(`
    create table public.realtime_probe (id uuid primary key, note text);
    alter table public.realtime_probe enable row level security;
    grant select on public.realtime_probe to anon, authenticated;
    create policy "Anyone can read probes" on public.realtime_probe for select to anon, authenticated using (true);
    alter publication supabase_realtime add table public.realtime_probe;
  `);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  await ts?.close();
});

/** A supabase-js client acting as `user` (or anon), with realtime over `ws`. */
async function clientFor(user?: User): Promise<SupabaseClient> {
  const client = ts.clientFor(user);
  clients.push(client);
  // supabase-js hands the token to realtime asynchronously; a channel joined before that would join
  // with the API key (as it would against hosted Supabase).
  if (user) await client.realtime.setAuth(user.token);
  return client;
}

interface SystemMessage {
  extension?: string;
  status?: string;
  message?: string;
}

interface Subscription {
  channel: RealtimeChannel;
  changes: Change[];
  probes: Change[];
  /** Every `system` message of the channel, in order. */
  system: SystemMessage[];
}

/** Subscribes to one table (plus the probe table) and resolves once the server says it is live. */
async function subscribe(
  client: SupabaseClient,
  table: string,
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE',
  filter?: string,
): Promise<Subscription> {
  const changes: Change[] = [];
  const probes: Change[] = [];
  const system: SystemMessage[] = [];
  let live!: () => void;
  let refused!: (error: Error) => void;
  const subscribed = new Promise<void>((resolve, reject) => {
    live = resolve;
    refused = reject;
  });
  const channel = client
    .channel(`test-${randomUUID()}`)
    .on('postgres_changes', { event, schema: 'public', table, ...(filter ? { filter } : {}) }, (p) =>
      changes.push(p as unknown as Change),
    )
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'realtime_probe' }, (p) =>
      probes.push(p as unknown as Change),
    )
    .on('system', {}, (p: SystemMessage) => {
      system.push(p);
      if (p.status === 'ok' && p.message === 'Subscribed to PostgreSQL') live();
      else if (p.status === 'error' && p.extension === 'postgres_changes') refused(new Error(p.message));
    });
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
  await subscribed;
  return { channel, changes, probes, system };
}

/** Subscribes like `subscribe` but expects the server to refuse the bindings; returns the refusal. */
async function subscribeRefused(
  client: SupabaseClient,
  table: string,
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE',
  filter: string,
): Promise<{ changes: Change[]; message: string }> {
  const changes: Change[] = [];
  let refusal!: (message: string) => void;
  const refused = new Promise<string>((resolve) => (refusal = resolve));
  const channel = client
    .channel(`refused-${randomUUID()}`)
    .on('postgres_changes', { event, schema: 'public', table, filter }, (p) => changes.push(p as unknown as Change))
    .on('system', {}, (p: SystemMessage) => {
      if (p.extension === 'postgres_changes') {
        if (p.status === 'error') refusal(String(p.message));
        else refusal(`unexpectedly ${p.status}: ${p.message}`);
      }
    });
  channel.subscribe();
  return { changes, message: await refused };
}

function waitFor<T>(read: () => T | undefined, what: string, timeoutMs = EVENT_TIMEOUT_MS): Promise<T> {
  return until(read, what, timeoutMs);
}

/** Inserts a probe row and waits until every subscription has seen it. */
async function flush(...subs: Subscription[]): Promise<void> {
  const id = randomUUID();
  await ts.server.db.query('insert into public.realtime_probe (id, note) values ($1, $2)', [id, 'flush']);
  await Promise.all(subs.map((s) => waitFor(() => s.probes.find((p) => p.new.id === id), `probe ${id}`)));
}

function inquiry(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    tour_id: 'southern-coastal-explorer-6day',
    tour_title: 'Southern Coastal Explorer',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `traveller-${randomUUID().slice(0, 8)}@example.com`,
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    preferred_date: null,
    adults: 2,
    children: 0,
    message: 'Hello',
    ...overrides,
  };
}

async function insertAsAnon(row: Record<string, unknown>): Promise<void> {
  const { error } = await (await clientFor()).from('tour_inquiries').insert(row);
  expect(error).toBeNull();
}

describe('postgres_changes through supabase-js', () => {
  it('delivers an anonymous inquiry to a subscribed admin, not to anon or a non-admin', async () => {
    const adminSub = await subscribe(await clientFor(admin), 'tour_inquiries', 'INSERT');
    const anonSub = await subscribe(await clientFor(), 'tour_inquiries', 'INSERT');
    const memberSub = await subscribe(await clientFor(member), 'tour_inquiries', 'INSERT');

    const row = inquiry();
    await insertAsAnon(row);

    const got = await waitFor(() => adminSub.changes.find((c) => c.new.id === row.id), 'the admin event');
    expect(got.eventType).toBe('INSERT');
    expect(got.schema).toBe('public');
    expect(got.table).toBe('tour_inquiries');
    expect(got.commit_timestamp).toMatch(COMMIT_TIMESTAMP);
    expect(got.errors).toBeNull();
    expect(got.new).toMatchObject({
      email: row.email,
      adults: 2,
      children: 0,
      status: 'pending',
      preferred_date: null,
    });
    expect(got.old).toEqual({});

    await flush(adminSub, anonSub, memberSub);
    // The non-admin passes the column grants, so RLS decides: the row is not theirs to see.
    expect(memberSub.changes).toEqual([]);
    // anon may not SELECT the table at all: not even an empty event tells it that an inquiry arrived.
    expect(anonSub.changes).toEqual([]);
    expect(adminSub.changes.filter((c) => c.new.id === row.id)).toHaveLength(1);
  });

  it('sends an UPDATE to the admin with the new row and the key of the old one', async () => {
    const row = inquiry();
    await insertAsAnon(row);
    const adminSub = await subscribe(await clientFor(admin), 'tour_inquiries', 'UPDATE');

    const { error } = await (
      await clientFor(admin)
    )
      .from('tour_inquiries')
      .update({ status: 'confirmed' })
      .eq('id', row.id);
    expect(error).toBeNull();

    const got = await waitFor(() => adminSub.changes.find((c) => c.new.id === row.id), 'the update');
    expect(got.eventType).toBe('UPDATE');
    expect(got.new.status).toBe('confirmed');
    expect(got.old).toEqual({ id: row.id });
  });

  it('sends a DELETE with the primary key only', async () => {
    const row = inquiry();
    await insertAsAnon(row);
    const adminSub = await subscribe(await clientFor(admin), 'tour_inquiries', 'DELETE');
    // No API role may delete inquiries; the table owner can.
    await ts.server.db.query('delete from public.tour_inquiries where id = $1', [row.id]);
    const got = await waitFor(() => adminSub.changes.find((c) => c.old.id === row.id), 'the delete');
    expect(got.eventType).toBe('DELETE');
    expect(got.old).toEqual({ id: row.id });
    expect(got.new).toEqual({});
  });

  it('applies filters (eq, in) before delivering', async () => {
    const a = inquiry({ country: 'Sri Lanka', adults: 3 });
    const b = inquiry({ country: 'Japan', adults: 4 });
    const byCountry = await subscribe(await clientFor(admin), 'tour_inquiries', 'INSERT', 'country=eq.Sri Lanka');
    const byAdults = await subscribe(await clientFor(admin), 'tour_inquiries', 'INSERT', 'adults=in.(4,5)');
    const byGt = await subscribe(await clientFor(admin), 'tour_inquiries', 'INSERT', 'adults=gt.3');
    await insertAsAnon(a);
    await insertAsAnon(b);
    await flush(byCountry, byAdults, byGt);
    expect(byCountry.changes.map((c) => c.new.id)).toEqual([a.id]);
    expect(byAdults.changes.map((c) => c.new.id)).toEqual([b.id]);
    expect(byGt.changes.map((c) => c.new.id)).toEqual([b.id]);
  });

  it('delivers in commit order and never announces a rolled-back change', async () => {
    const adminSub = await subscribe(await clientFor(admin), 'tour_inquiries', 'INSERT');
    const rows = Array.from({ length: 6 }, () => inquiry());
    // Three in one transaction, three one by one, one that is rolled back.
    await ts.server.db.transaction(async (tx) => {
      for (const row of rows.slice(0, 3)) {
        await tx.query(
          `insert into public.tour_inquiries (id, tour_id, tour_title, first_name, last_name, email, phone, country)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [row.id, row.tour_id, row.tour_title, row.first_name, row.last_name, row.email, row.phone, row.country],
        );
      }
    });
    for (const row of rows.slice(3)) await insertAsAnon(row);
    const rolledBack = inquiry();
    await expect(
      ts.server.db.transaction(async (tx) => {
        await tx.query(
          `insert into public.tour_inquiries (id, tour_id, tour_title, first_name, last_name, email, phone, country)
           values ($1, 't', 't', 'a', 'b', $2, '1', 'c')`,
          [rolledBack.id, rolledBack.email],
        );
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');

    await flush(adminSub);
    expect(adminSub.changes.map((c) => c.new.id)).toEqual(rows.map((r) => r.id));
    const stamps = adminSub.changes.slice(0, 3).map((c) => c.commit_timestamp);
    expect(new Set(stamps).size).toBe(1); // one transaction, one commit timestamp
  });

  it('delivers only the columns the subscriber may select', async () => {
    // anon may read gallery rows but not `uploaded_by` (column grants in the gallery migration).
    const anonSub = await subscribe(await clientFor(), 'gallery', 'INSERT');
    const id = randomUUID();
    await ts.server.db.query(
      `insert into public.gallery (id, title, url, file_size, uploaded_by) values ($1, 'Sigiriya', 'https://example.com/s.png', 10, 'ops')`,
      [id],
    );
    const got = await waitFor(() => anonSub.changes.find((c) => c.new.id === id), 'the gallery event');
    expect(got.new.title).toBe('Sigiriya');
    expect(got.new).not.toHaveProperty('uploaded_by');
    expect(got.new.file_size).toBe(10);
  });

  it('follows an access_token refresh: a subscriber that signs in as admin starts receiving rows', async () => {
    const client = await clientFor();
    const sub = await subscribe(client, 'tour_inquiries', 'INSERT');
    const before = inquiry();
    await insertAsAnon(before);
    await flush(sub);
    expect(sub.changes).toEqual([]);

    await client.realtime.setAuth(admin.token);
    const after = inquiry();
    // The access_token push and the next change race; give the push a moment on the same socket.
    await flush(sub);
    await insertAsAnon(after);
    const got = await waitFor(() => sub.changes.find((c) => c.new.id === after.id), 'the row after sign-in');
    expect(got.errors).toBeNull();
  });
});

const RATINGS = { overall: 5, quality: 5, locations: 4, service: 5, price: 4 };
const CUSTOM_RATINGS = { overall: 5, quality: 5, service: 5, value: 4 };

/** Inserts a tour review as the table owner (so `status` is kept as given); returns its id. */
async function insertReview(email: string, status: 'pending' | 'approved'): Promise<string> {
  const id = randomUUID();
  await ts.server.db.query(
    `insert into public.reviews (id, tour_id, tour_title, customer_name, email, country, ratings, comment, status)
     values ($1, 'southern-coastal-explorer-6day', 'Southern Coastal Explorer', 'Ada', $2, 'United Kingdom', $3,
             'A wonderful week along the coast.', $4)`,
    [id, email, JSON.stringify(RATINGS), status],
  );
  return id;
}

async function insertCustomReview(status: 'pending' | 'approved'): Promise<string> {
  const id = randomUUID();
  await ts.server.db.query(
    `insert into public.custom_reviews (id, customer_name, email, country, ratings, comment, status)
     values ($1, 'Grace', $2, 'Sri Lanka', $3, 'Our own route, planned with care.', $4)`,
    [id, `custom-${randomUUID().slice(0, 8)}@example.com`, JSON.stringify(CUSTOM_RATINGS), status],
  );
  return id;
}

describe('only what the subscriber may read', () => {
  it('refuses an anonymous filter on a column anon cannot select, and sends it nothing', async () => {
    const email = `reviewer-${randomUUID().slice(0, 8)}@example.com`;
    // An enquiry with that address makes the review "validated": what the refused filters would reveal.
    await insertAsAnon(inquiry({ email }));
    const client = await clientFor();
    const byEmail = await subscribeRefused(client, 'reviews', '*', `email=eq.${email}`);
    const byValidated = await subscribeRefused(client, 'reviews', 'INSERT', 'is_validated=eq.true');
    expect(byEmail.message).toContain('Unable to subscribe to changes with given parameters');
    expect(byEmail.message).toContain('invalid column for filter email');
    expect(byValidated.message).toContain('invalid column for filter is_validated');
    // The same client (same socket) still subscribes to what anon may read.
    const witness = await subscribe(client, 'reviews', 'INSERT', 'status=eq.approved');

    const id = await insertReview(email, 'approved');
    await flush(witness);
    expect(byEmail.changes).toEqual([]);
    expect(byValidated.changes).toEqual([]);
    // The approved review itself reaches anon, without the columns anon may not select.
    const got = witness.changes.find((c) => c.new.id === id);
    expect(got?.new).toMatchObject({ id, customer_name: 'Ada', status: 'approved' });
    for (const column of ['email', 'is_validated', 'validation_source', 'booking_id', 'submitted_at']) {
      expect(got?.new).not.toHaveProperty(column);
    }
  });

  it('lets an admin filter on the columns an admin may select', async () => {
    const email = `reviewer-${randomUUID().slice(0, 8)}@example.com`;
    const sub = await subscribe(await clientFor(admin), 'reviews', 'INSERT', `email=eq.${email}`);
    const id = await insertReview(email, 'pending');
    await insertReview(`someone-else-${randomUUID().slice(0, 8)}@example.com`, 'pending');
    await flush(sub);
    expect(sub.changes.map((c) => c.new.id)).toEqual([id]);
    expect(sub.changes[0]?.new.email).toBe(email);
  });

  it('sends a DELETE only to subscribers who could read the row', async () => {
    const adminSub = await subscribe(await clientFor(admin), 'custom_reviews', 'DELETE');
    const anonSub = await subscribe(await clientFor(), 'custom_reviews', 'DELETE');
    const memberSub = await subscribe(await clientFor(member), 'custom_reviews', 'DELETE');
    const pending = await insertCustomReview('pending');
    const approved = await insertCustomReview('approved');

    const { error } = await (await clientFor(admin)).from('custom_reviews').delete().in('id', [pending, approved]);
    expect(error).toBeNull();
    await flush(adminSub, anonSub, memberSub);

    expect(adminSub.changes.map((c) => c.old.id).sort()).toEqual([pending, approved].sort());
    // anon could read the approved review, so its list must drop it; the pending one it never saw.
    expect(anonSub.changes.map((c) => ({ type: c.eventType, old: c.old, errors: c.errors }))).toEqual([
      { type: 'DELETE', old: { id: approved }, errors: null },
    ]);
    expect(memberSub.changes).toEqual([]);
  });

  it('sends nothing to a subscriber whose policy check raises, and the others still get the row', async () => {
    await ts.server.db.exec(`
      create table public.realtime_guarded (id uuid primary key, note text not null);
      alter table public.realtime_guarded enable row level security;
      grant select on public.realtime_guarded to anon;
      -- Divides by zero for readers whose token says boom: whether they may see a row is unknowable.
      create policy "Readable unless the check raises" on public.realtime_guarded for select to anon
        using (case when current_setting('request.jwt.claims', true)::jsonb ->> 'boom' = 'yes'
                    then 1 / (length(note) - length(note)) = 1 else true end);
      alter publication supabase_realtime add table public.realtime_guarded;
    `);
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const boomToken = signJwt({ role: 'anon', boom: 'yes', exp }, ts.server.config.jwtSecret);
    const raising = await subscribe(await clientFor({ id: '', email: '', token: boomToken }), 'realtime_guarded', '*');
    const plain = await subscribe(await clientFor(), 'realtime_guarded', '*');
    const id = randomUUID();
    await ts.server.db.query(`insert into public.realtime_guarded (id, note) values ($1, 'fine')`, [id]);
    await flush(raising, plain);
    expect(plain.changes.map((c) => ({ id: c.new.id, errors: c.errors }))).toEqual([{ id, errors: null }]);
    expect(raising.changes).toEqual([]);
  });

  it('tells about a change on a table without a primary key only those whose policies admit the row', async () => {
    await ts.server.db.exec(`
      create table public.realtime_keyless (note text not null);
      alter table public.realtime_keyless enable row level security;
      grant select on public.realtime_keyless to anon;
      create policy "Open notes only" on public.realtime_keyless for select to anon using (note <> 'secret');
      alter publication supabase_realtime add table public.realtime_keyless;
    `);
    const sub = await subscribe(await clientFor(), 'realtime_keyless', 'INSERT');
    await ts.server.db.exec(`insert into public.realtime_keyless (note) values ('secret'), ('open')`);
    await flush(sub);
    // Realtime cannot send a row it cannot key ("Error 400"); the secret one is not even announced.
    expect(sub.changes.map((c) => ({ new: c.new, errors: c.errors }))).toEqual([
      { new: {}, errors: ['Error 400: Bad Request, no primary key'] },
    ]);
  });
});

describe('a filter that cannot be evaluated', () => {
  it('costs no other subscriber the change, and its own subscriber is told', async () => {
    await ts.server.db.exec(`
      create table public.realtime_codes (id uuid primary key, code text);
      grant select on public.realtime_codes to anon, authenticated;
      alter publication supabase_realtime add table public.realtime_codes;
    `);
    const client = await clientFor();
    const broken = await subscribe(client, 'realtime_codes', 'INSERT', 'code=eq.abc');
    const others = await Promise.all([
      subscribe(client, 'realtime_codes', 'INSERT', 'code=eq.7'),
      subscribe(await clientFor(), 'realtime_codes', 'INSERT', 'code=in.(7,8)'),
      subscribe(await clientFor(admin), 'realtime_codes', 'INSERT', 'code=gte.5'),
    ]);
    // The column's type changes under the subscriptions: 'abc' no longer casts to it.
    await ts.server.db.exec('alter table public.realtime_codes alter column code type integer using code::integer');

    const id = randomUUID();
    await ts.server.db.query('insert into public.realtime_codes (id, code) values ($1, 7)', [id]);
    await flush(broken, ...others);
    for (const sub of others) expect(sub.changes.map((c) => c.new.id)).toEqual([id]);
    expect(broken.changes).toEqual([]);
    const report = broken.system.find((m) => m.status === 'error');
    expect(report).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(report?.message).toContain('code=eq.abc');
  });
});

// ---------------------------------------------------------------------------------------------

class RawSocket {
  readonly frames: unknown[] = [];
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.frames.push(JSON.parse(String(data))));
  }

  static open(query: string): Promise<RawSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${ts.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
      ws.once('open', () => resolve(new RawSocket(ws)));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(JSON.stringify(frame));
  }

  next(match: (frame: unknown) => boolean, what: string): Promise<unknown> {
    return waitFor(() => this.frames.find(match), what);
  }

  close(): void {
    this.ws.close();
  }
}

const v2 = (frame: unknown) => frame as [string | null, string | null, string, string, Record<string, unknown>];

describe('realtime wire protocol', () => {
  it('answers heartbeats (vsn 2.0.0 arrays)', async () => {
    const s = await RawSocket.open(`apikey=${ts.anonKey}&vsn=2.0.0`);
    s.send([null, '7', 'phoenix', 'heartbeat', {}]);
    const reply = await s.next((f) => v2(f)[1] === '7', 'heartbeat reply');
    expect(reply).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    s.close();
  });

  it('speaks vsn 1.0.0 object frames: heartbeat, join, change, leave', async () => {
    const s = await RawSocket.open(`apikey=${ts.anonKey}&vsn=1.0.0`);
    const obj = (f: unknown) =>
      f as { topic: string; event: string; payload: Record<string, unknown>; ref: string | null };
    s.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1', join_ref: null });
    expect(await s.next((f) => obj(f).ref === '1', 'heartbeat reply')).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '1',
    });

    const binding = { event: 'INSERT', schema: 'public', table: 'tour_inquiries' };
    s.send({
      topic: 'realtime:v1-room',
      event: 'phx_join',
      payload: { config: { postgres_changes: [binding] }, access_token: admin.token },
      ref: '2',
      join_ref: '2',
    });
    const reply = obj(await s.next((f) => obj(f).ref === '2', 'join reply'));
    expect(reply.event).toBe('phx_reply');
    const response = (reply.payload.response as { postgres_changes: Record<string, unknown>[] }).postgres_changes;
    expect(response).toHaveLength(1);
    expect(response[0]).toMatchObject(binding);
    const id = response[0]?.id;
    expect(Number.isInteger(id)).toBe(true);
    await s.next((f) => obj(f).event === 'system' && obj(f).payload.status === 'ok', 'subscribed');

    const row = inquiry();
    await insertAsAnon(row);
    const change = obj(await s.next((f) => obj(f).event === 'postgres_changes', 'the change'));
    expect(change.ref).toBeNull();
    const data = change.payload.data as { record: Record<string, unknown>; columns: { name: string; type: string }[] };
    expect(change.payload.ids).toEqual([id]);
    expect(data.record.id).toBe(row.id);
    const types = Object.fromEntries(data.columns.map((c) => [c.name, c.type]));
    expect(types).toMatchObject({
      id: 'uuid',
      email: 'text',
      adults: 'int4',
      preferred_date: 'date',
      created_at: 'timestamptz',
    });

    s.send({ topic: 'realtime:v1-room', event: 'phx_leave', payload: {}, ref: '3', join_ref: '2' });
    expect(await s.next((f) => obj(f).ref === '3', 'leave reply')).toMatchObject({
      event: 'phx_reply',
      payload: { status: 'ok' },
    });
    await s.next((f) => obj(f).event === 'phx_close', 'phx_close');
    s.close();
  });

  it('echoes every binding, in order, with an integer id', async () => {
    const s = await RawSocket.open(`apikey=${ts.anonKey}&vsn=2.0.0`);
    const bindings = [
      { event: '*', schema: 'public', table: 'tour_inquiries', filter: 'status=eq.pending' },
      { event: 'UPDATE', schema: 'public', table: 'reviews' },
    ];
    s.send([
      '1',
      '1',
      'realtime:echo',
      'phx_join',
      { config: { postgres_changes: bindings }, access_token: admin.token },
    ]);
    const reply = v2(await s.next((f) => v2(f)[1] === '1', 'join reply'));
    const echoed = (reply[4].response as { postgres_changes: Record<string, unknown>[] }).postgres_changes;
    expect(echoed.map(({ id: _id, ...rest }) => rest)).toEqual(bindings);
    expect(echoed.every((b) => Number.isInteger(b.id))).toBe(true);
    const system = v2(await s.next((f) => v2(f)[3] === 'system', 'system message'));
    expect(system).toEqual([
      '1',
      null,
      'realtime:echo',
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'echo' },
    ]);
    s.close();
  });

  it('refuses a socket whose key is not valid', async () => {
    const forged = signJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) + 60 }, 'x'.repeat(40));
    await expect(RawSocket.open(`apikey=${forged}&vsn=2.0.0`)).rejects.toThrow('HTTP 403');
    await expect(RawSocket.open('vsn=2.0.0')).rejects.toThrow('HTTP 403');
  });

  it('refuses a join with an expired token', async () => {
    const s = await RawSocket.open(`apikey=${ts.anonKey}&vsn=2.0.0`);
    const expired = userToken(ts, admin.id, admin.email, -30);
    s.send(['1', '1', 'realtime:late', 'phx_join', { config: { postgres_changes: [] }, access_token: expired }]);
    const reply = v2(await s.next((f) => v2(f)[1] === '1', 'join reply'));
    expect(reply[4].status).toBe('error');
    expect((reply[4].response as { reason: string }).reason).toMatch(
      /^InvalidJWTToken: Token has expired \d+ seconds ago$/,
    );
    s.close();
  });

  it('reports a table outside the publication as a postgres_changes error', async () => {
    const s = await RawSocket.open(`apikey=${ts.anonKey}&vsn=2.0.0`);
    const binding = { event: '*', schema: 'public', table: 'admins' };
    s.send(['1', '1', 'realtime:nope', 'phx_join', { config: { postgres_changes: [binding] } }]);
    const system = v2(await s.next((f) => v2(f)[3] === 'system', 'system message'));
    expect(system[4]).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(String(system[4].message)).toContain('Unable to subscribe to changes');
    s.close();
  });

  it('drops a filter the refreshed token may no longer use', async () => {
    const s = await RawSocket.open(`apikey=${ts.anonKey}&vsn=2.0.0`);
    const email = `reviewer-${randomUUID().slice(0, 8)}@example.com`;
    const binding = { event: '*', schema: 'public', table: 'reviews', filter: `email=eq.${email}` };
    s.send([
      '1',
      '1',
      'realtime:staff',
      'phx_join',
      { config: { postgres_changes: [binding] }, access_token: admin.token },
    ]);
    await s.next(
      (f) => v2(f)[2] === 'realtime:staff' && v2(f)[4].status === 'ok' && v2(f)[3] === 'system',
      'subscribed',
    );
    const probe = { event: 'INSERT', schema: 'public', table: 'realtime_probe' };
    s.send(['2', '2', 'realtime:witness', 'phx_join', { config: { postgres_changes: [probe] } }]);
    await s.next((f) => v2(f)[2] === 'realtime:witness' && v2(f)[3] === 'system', 'witness subscribed');

    // Signing out hands the channel the anon key: anon may not filter on `email`.
    s.send(['1', '3', 'realtime:staff', 'access_token', { access_token: ts.anonKey }]);
    const refusal = v2(
      await s.next(
        (f) => v2(f)[2] === 'realtime:staff' && v2(f)[3] === 'system' && v2(f)[4].status === 'error',
        'refusal',
      ),
    );
    expect(refusal[4]).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(String(refusal[4].message)).toContain('invalid column for filter email');

    const id = await insertReview(email, 'approved');
    const probeId = randomUUID();
    await ts.server.db.query('insert into public.realtime_probe (id, note) values ($1, $2)', [probeId, 'flush']);
    await s.next(
      (f) => v2(f)[3] === 'postgres_changes' && JSON.stringify(v2(f)[4]).includes(probeId),
      'the probe on the witness channel',
    );
    expect(s.frames.filter((f) => v2(f)[3] === 'postgres_changes' && JSON.stringify(v2(f)[4]).includes(id))).toEqual(
      [],
    );
    s.close();
  });

  it('ends the channel when a refreshed token is invalid', async () => {
    const s = await RawSocket.open(`apikey=${ts.anonKey}&vsn=2.0.0`);
    s.send(['1', '1', 'realtime:refresh', 'phx_join', { config: { postgres_changes: [] }, access_token: admin.token }]);
    await s.next((f) => v2(f)[1] === '1', 'join reply');
    s.send(['1', '2', 'realtime:refresh', 'access_token', { access_token: 'not-a-jwt' }]);
    const system = v2(await s.next((f) => v2(f)[3] === 'system', 'system error'));
    expect(system[4]).toMatchObject({
      extension: 'system',
      status: 'error',
      message: 'The token provided is not a valid JWT',
    });
    expect(v2(await s.next((f) => v2(f)[3] === 'phx_close', 'phx_close'))).toEqual([
      '1',
      '1',
      'realtime:refresh',
      'phx_close',
      {},
    ]);
    s.close();
  });
});
