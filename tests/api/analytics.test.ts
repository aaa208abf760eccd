/**
 * Analytics through the real local server, the way the site sends events: one bulk INSERT per batch
 * with `Prefer: return=minimal`, as a visitor. Resends, refused batches, who may read, and the Insights
 * RPC for an admin, a signed-in non-admin and a visitor.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AdminInsights, Database, TablesInsert } from '../../src/types/database';
import { createTestUser, startTestServer, type TestServer } from '../helpers/server';

type Client = SupabaseClient<Database>;
type EventRow = TablesInsert<'analytics_events'>;

let ts: TestServer;
let admin: Client;
let member: Client;
let anon: Client;

beforeAll(async () => {
  ts = await startTestServer();
  admin = ts.clientFor(await createTestUser(ts, 'insights-admin@example.com', true));
  member = ts.clientFor(await createTestUser(ts, 'insights-member@example.com', false));
  anon = ts.clientFor();
});

afterAll(async () => {
  await ts?.close();
});

/** A browsing session's worth of events, every row with the same columns (as one array body needs). */
function batch(size: number, sessionId = randomUUID()): EventRow[] {
  const now = Date.now();
  return Array.from({ length: size }, (_, i) => {
    const first = i === 0;
    const kind = i % 4;
    return {
      id: randomUUID(),
      session_id: sessionId,
      name: first || kind === 1 ? 'page_view' : kind === 2 ? 'scroll_depth' : kind === 3 ? 'web_vital' : 'tour_view',
      path: first ? '/' : '/tours/southern-coastal-explorer-6day',
      language: 'de',
      occurred_at: new Date(now - (size - i) * 1000).toISOString(),
      source: first ? 'organic' : null,
      referrer_host: first ? 'www.google.com' : null,
      value: kind === 2 && !first ? 50 : kind === 3 ? 1800 : null,
      props:
        kind === 3
          ? { metric: 'LCP' }
          : kind === 0 && !first
            ? { tour_id: 'southern-coastal-explorer-6day', tour_name: 'Southern Coastal Explorer' }
            : {},
    };
  });
}

async function storedCount(ids: string[]): Promise<number> {
  const { rows } = await ts.server.db.query<{ n: number }>(
    'select count(*)::int as n from public.analytics_events where id = any($1::uuid[])',
    [ids],
  );
  return rows[0]?.n ?? 0;
}

describe('recording events', () => {
  it('stores a batch of 20 from a visitor with return=minimal, and answers 409/23505 to its resend', async () => {
    const events = batch(20);
    const sent = await anon.from('analytics_events').insert(events);
    expect(sent.error).toBeNull();
    expect(sent.status).toBe(201);
    expect(sent.data).toBeNull();
    expect(await storedCount(events.map((e) => e.id))).toBe(20);

    const resent = await anon.from('analytics_events').insert(events);
    expect(resent.status).toBe(409);
    expect(resent.error?.code).toBe('23505');
    expect(await storedCount(events.map((e) => e.id))).toBe(20);
  });

  it('answers the runtime’s own request (fetch, keepalive, Prefer: return=minimal) with an empty 201', async () => {
    const events = batch(5);
    const response = await fetch(`${ts.url}/rest/v1/analytics_events`, {
      method: 'POST',
      keepalive: true,
      headers: {
        apikey: ts.anonKey,
        Authorization: `Bearer ${ts.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(events),
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('');
    expect(await storedCount(events.map((e) => e.id))).toBe(5);
  });

  it('stores nothing of a batch with one bad row', async () => {
    const events = batch(10);
    events[7] = { ...events[7]!, path: '/admin/reviews' };
    const sent = await anon.from('analytics_events').insert(events);
    expect(sent.status).toBe(400);
    expect(sent.error?.code).toBe('23514');
    expect(await storedCount(events.map((e) => e.id))).toBe(0);
  });

  it('refuses a batch of more than 50 events whole, with a 4xx the runtime drops', async () => {
    const events = batch(51);
    const sent = await anon.from('analytics_events').insert(events);
    expect(sent.status).toBe(400);
    expect(sent.error?.code).toBe('23514');
    expect(await storedCount(events.map((e) => e.id))).toBe(0);
    const fifty = await anon.from('analytics_events').insert(events.slice(0, 50));
    expect(fifty.status).toBe(201);
  });

  it('refuses a visitor’s received_at or rating', async () => {
    for (const patch of [{ received_at: '2020-01-01T00:00:00Z' }, { rating: 'good' }]) {
      const events = batch(2).map((e) => ({ ...e, ...patch }));
      const sent = await anon.from('analytics_events').insert(events);
      expect(sent.error?.code, JSON.stringify(patch)).toBe('42501');
      expect(await storedCount(events.map((e) => e.id))).toBe(0);
    }
  });
});

describe('reading events', () => {
  it('refuses visitors, shows signed-in non-admins nothing, and shows admins the rows with their rating', async () => {
    const events = batch(4);
    expect((await anon.from('analytics_events').insert(events)).error).toBeNull();
    const ids = events.map((e) => e.id);

    const byVisitor = await anon.from('analytics_events').select('id').in('id', ids);
    expect(byVisitor.error?.code).toBe('42501');
    expect(byVisitor.data).toBeNull();

    const byMember = await member.from('analytics_events').select('id').in('id', ids);
    expect(byMember.error).toBeNull();
    expect(byMember.data).toEqual([]);

    const byAdmin = await admin.from('analytics_events').select('id, name, rating, received_at').in('id', ids);
    expect(byAdmin.error).toBeNull();
    expect(byAdmin.data).toHaveLength(4);
    const vital = byAdmin.data?.find((e) => e.name === 'web_vital');
    expect(vital?.rating).toBe('good');
  });

  it('lets nobody change or delete an event through the API', async () => {
    const events = batch(2);
    expect((await anon.from('analytics_events').insert(events)).error).toBeNull();
    const id = events[0]?.id ?? '';
    for (const client of [anon, member, admin]) {
      const updated = await client.from('analytics_events').update({ path: '/x' }).eq('id', id);
      expect(updated.error?.code).toBe('42501');
      const deleted = await client.from('analytics_events').delete().eq('id', id);
      expect(deleted.error?.code).toBe('42501');
    }
    expect(await storedCount([id])).toBe(1);
  });
});

describe('admin_insights', () => {
  it('answers an admin with the figures of today, and refuses a non-admin and a visitor', async () => {
    const sessionId = randomUUID();
    const events = batch(8, sessionId);
    expect((await anon.from('analytics_events').insert(events)).error).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

    const { data, error } = await admin.rpc('admin_insights', { from_date: from, to_date: to, time_zone: 'UTC' });
    expect(error).toBeNull();
    const report = data as unknown as AdminInsights;
    expect(report.from).toBe(from);
    expect(report.days).toHaveLength(5);
    expect(report.days.find((d) => d.day === today)?.page_views).toBeGreaterThanOrEqual(3);
    expect(report.totals.page_views).toBeGreaterThanOrEqual(3);
    expect(report.top_tours[0]?.tour_id).toBe('southern-coastal-explorer-6day');
    expect(report.sources.map((s) => s.source)).toEqual(['direct', 'organic', 'referral']);
    expect(report.vitals.find((v) => v.metric === 'LCP')?.samples).toBeGreaterThanOrEqual(2);

    const byMember = await member.rpc('admin_insights', { from_date: from, to_date: to });
    expect(byMember.error?.code).toBe('42501');
    const byVisitor = await anon.rpc('admin_insights', { from_date: from, to_date: to });
    expect(byVisitor.error?.code).toBe('42501');
    expect(byVisitor.data).toBeNull();

    const reversed = await admin.rpc('admin_insights', { from_date: to, to_date: from });
    expect(reversed.error?.code).toBe('22023');
    expect(reversed.status).toBe(400);
  });
});
