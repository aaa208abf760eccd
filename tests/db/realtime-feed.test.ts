/**
 * The realtime feed (supabase/local/realtime-feed.ts) on a real database: a token pushed while a batch of changes is
 * being judged (a sign-in just before a change) must not lose the changes of that batch for the subscriber, and
 * must not show them under the role it had before.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../supabase/local/db';
import type { ApiRole } from '../../supabase/local/request-scope';
import { installRealtimeCapture } from '../../supabase/local/realtime-capture';
import { ChangeFeed, type FeedSubscriber } from '../../supabase/local/realtime-feed';
import { bindingId, parseBinding } from '../../supabase/local/realtime-protocol';
import { createTestDb, testBackends, type TestDb } from '../helpers/db';
import { until } from '../helpers/until';

const EVENT_TIMEOUT_MS = 5_000;

/** A subscriber to every INSERT on `table`, as a channel of the local Realtime holds it. */
function subscriberTo(table: string, role: ApiRole): FeedSubscriber & { events: Record<string, unknown>[] } {
  const params = { event: 'INSERT', schema: 'public', table };
  const parsed = parseBinding(params);
  if (!parsed.ok) throw new Error(parsed.message);
  const claims = { role };
  return {
    role,
    claims,
    claimsKey: JSON.stringify(claims),
    bindings: [{ id: bindingId(params), parsed: parsed.binding }],
    events: [],
    deliver(_ids, dataJson) {
      this.events.push(JSON.parse(dataJson) as Record<string, unknown>);
    },
    filterFailed(_bindingId, message) {
      throw new Error(`unexpected filter failure: ${message}`);
    },
  };
}

/** `db`, calling `meanwhile` once, at the feed's first statement after it read a batch from the queue. */
function judgingHook(db: Db, meanwhile: () => void): Db {
  let batchRead = false;
  let called = false;
  const hooked = (sql: string | undefined) => {
    if (sql !== undefined && /^\s*delete from realtime_local\.changes\s+where/.test(sql)) batchRead = true;
    else if (batchRead && !called) {
      called = true;
      meanwhile();
    }
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'query')
        return ((sql: string, params?: unknown[]) => {
          hooked(sql);
          return target.query(sql, params);
        }) as Db['query'];
      if (property === 'transaction')
        return ((fn, options) => {
          hooked(undefined);
          return target.transaction(fn, options);
        }) as Db['transaction'];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

describe.each(testBackends())('the realtime feed (%s)', (backend) => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb({ backend });
    await installRealtimeCapture(db);
    await db.exec(`
      create table public.feed_probe (id uuid primary key, note text);
      alter table public.feed_probe enable row level security;
      grant select on public.feed_probe to anon, authenticated;
      create policy "Anyone can read probes" on public.feed_probe for select to anon, authenticated using (true);
      create table public.feed_staff_only (id uuid primary key, note text);
      alter table public.feed_staff_only enable row level security;
      grant select on public.feed_staff_only to anon, authenticated;
      create policy "Signed-in users read these" on public.feed_staff_only for select to authenticated using (true);
      alter publication supabase_realtime add table public.feed_probe, public.feed_staff_only;
    `);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('judges again, under the new role, a batch that was being judged when a token was pushed', async () => {
    const probe = subscriberTo('feed_probe', 'anon');
    const staffOnly = subscriberTo('feed_staff_only', 'anon');
    const signIn = () => {
      for (const sub of [probe, staffOnly]) {
        sub.role = 'authenticated';
        sub.claims = { role: 'authenticated', sub: randomUUID() };
        sub.claimsKey = JSON.stringify(sub.claims);
      }
    };
    const feed = new ChangeFeed(judgingHook(db, signIn), () => [probe, staffOnly]);
    await feed.start();
    try {
      const probeId = randomUUID();
      const staffId = randomUUID();
      // One transaction, so both changes are in the batch being judged when the token arrives.
      await db.transaction(async (tx) => {
        await tx.query('insert into public.feed_probe (id, note) values ($1, $2)', [probeId, 'after sign-in']);
        await tx.query('insert into public.feed_staff_only (id, note) values ($1, $2)', [staffId, 'for staff']);
      });
      const recordId = (event: Record<string, unknown>) => (event.record as { id?: string } | undefined)?.id;
      // Readable by both roles: delivered once, not lost with the batch.
      await until(() => probe.events.find((event) => recordId(event) === probeId), 'the probe row', EVENT_TIMEOUT_MS);
      // Readable only after the sign-in, and so hidden from the role the batch was first judged for: delivered,
      // since it is judged as the subscriber now is.
      await until(
        () => staffOnly.events.find((event) => recordId(event) === staffId),
        'the staff-only row',
        EVENT_TIMEOUT_MS,
      );
      expect(probe.events.filter((event) => recordId(event) === probeId)).toHaveLength(1);
      expect(probe.role).toBe('authenticated');
    } finally {
      await feed.stop();
    }
  });
});
