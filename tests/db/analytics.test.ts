/**
 * First-party analytics in the database: what a visitor may record (every CHECK, with a good case next
 * to each refusal), the web-vital rating the database computes, who may read, and the figures of
 * admin_insights on a small hand-made dataset whose answers are worked out by hand below.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../supabase/local/db';
import { applyScope } from '../../supabase/local/request-scope';
import type { AdminInsights } from '../../src/types/database';
import {
  type Actor,
  ANON,
  asRole,
  asRoleRolledBack,
  createAdminAndMember,
  createTestDb,
  failure,
  insertJson,
  testBackends,
  type TestDb,
} from '../helpers/db';

type Row = Record<string, unknown>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A valid event of each name, as the site's runtime sends it (occurred_at: now). */
const VALID: Record<string, () => Row> = {
  page_view: () => ({ source: 'organic', referrer_host: 'www.google.com' }),
  page_depth: () => ({ value: 2 }),
  scroll_depth: () => ({ value: 25 }),
  time_on_page: () => ({ value: 31 }),
  web_vital: () => ({ value: 1200, props: { metric: 'LCP' } }),
  organic_visit: () => ({ props: { engine: 'google' } }),
  generate_lead: () => ({
    props: { lead_type: 'booking_initiated', tour_id: 'southern-coastal-explorer-6day', channel: 'whatsapp' },
  }),
  purchase: () => ({
    value: 0,
    props: {
      transaction_id: 'booking_1763725800000',
      currency: 'USD',
      tour_id: 'southern-coastal-explorer-6day',
      tour_name: 'Southern Coastal Explorer',
      category: 'Tour Package',
      quantity: 1,
      price: 0,
    },
  }),
  tour_view: () => ({ props: { tour_id: 'southern-coastal-explorer-6day', tour_name: 'Southern Coastal Explorer' } }),
  gallery_image_view: () => ({ props: { image_id: randomUUID() } }),
  outbound_click: () => ({ props: { target_host: 'wa.me' } }),
  contact_link_click: () => ({ props: { channel: 'phone' } }),
  form_start: () => ({ props: { form: 'inquiry' } }),
  contact_card_click: () => ({ props: { label: 'call us' } }),
};

function event(name: string, patch: Row = {}): Row {
  const make = VALID[name];
  return {
    id: randomUUID(),
    session_id: randomUUID(),
    name,
    path: '/tours/southern-coastal-explorer-6day',
    language: 'en',
    occurred_at: new Date().toISOString(),
    props: {},
    ...(make ? make() : {}),
    ...patch,
  };
}

/** What happens to one visitor's insert: 'ok', or the refusing constraint (or SQLSTATE when none). */
async function attempt(db: TestDb, row: Row, actor: Actor = ANON): Promise<string> {
  try {
    await asRoleRolledBack(db, actor, (tx) => insertJson(tx, 'analytics_events', row));
    return 'ok';
  } catch (error) {
    const e = error as { code?: string; constraint?: string };
    if (typeof e.code !== 'string') throw error;
    return e.constraint ?? e.code;
  }
}

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/**
 * In one transaction that is always rolled back: the owner writes `rows` with received_at = occurred_at
 * (so a dataset may lie anywhere in time), then `fn` runs as `actor` as the API would run it.
 */
async function withEvents<T>(db: TestDb, rows: Row[], actor: Actor, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      if (rows.length > 0) {
        await tx.query(
          `insert into public.analytics_events
           select * from jsonb_populate_recordset(null::public.analytics_events, $1::jsonb)`,
          [JSON.stringify(rows.map((r) => ({ received_at: r.occurred_at, ...r })))],
        );
      }
      await applyScope(tx, {
        claims: {
          role: actor.role,
          ...(actor.sub ? { sub: actor.sub, aud: 'authenticated' } : {}),
          ...(actor.email ? { email: actor.email } : {}),
        },
        method: 'POST',
        path: '/rest/v1/rpc/admin_insights',
        headers: {},
      });
      throw new Rollback(await fn(tx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
  throw new Error('unreachable');
}

async function insights(tx: Queryable, from: string, to: string, timeZone?: string): Promise<AdminInsights> {
  const { rows } =
    timeZone === undefined
      ? await tx.query<{ r: AdminInsights }>('select public.admin_insights($1, $2) as r', [from, to])
      : await tx.query<{ r: AdminInsights }>('select public.admin_insights($1, $2, $3) as r', [from, to, timeZone]);
  const report = rows[0]?.r;
  if (!report) throw new Error('admin_insights returned nothing');
  return report;
}

describe.each(testBackends())('analytics events on %s', (backend) => {
  let db: TestDb;
  let admin: Actor;
  let member: Actor;

  beforeAll(async () => {
    db = await createTestDb({ backend });
    ({ admin, member } = await createAdminAndMember(db));
  });

  afterAll(async () => {
    await db?.close();
  });

  describe('what a visitor may record', () => {
    it('accepts a valid event of every name, from a visitor and from a signed-in user, in one batch', async () => {
      const batch = Object.keys(VALID).map((name) => event(name));
      expect(batch).toHaveLength(14);
      for (const who of [ANON, member]) {
        const stored = await asRoleRolledBack(db, who, async (tx) => {
          for (const row of batch) await insertJson(tx, 'analytics_events', row);
          await tx.query('reset role');
          const { rows } = await tx.query<{ n: number }>(
            'select count(*)::int as n from public.analytics_events where id = any($1::uuid[])',
            [batch.map((r) => r.id)],
          );
          return rows[0]?.n;
        });
        expect(stored, who.role).toBe(14);
      }
    });

    const many = (n: number, ch = 'a') => ch.repeat(n);
    // A patch that depends on the time is made when its test runs (a function): made when the list is built, a
    // loaded machine reached the test more than a minute later, and "6 minutes ahead" was no longer.
    const cases: [string, string, Row | (() => Row), string | RegExp][] = [
      // label, event name, patch, expected outcome
      ['an unknown event name', 'page_view', { name: 'click' }, 'analytics_events_name_valid'],
      ['a path with a query string', 'page_view', { path: '/tours?email=x' }, 'analytics_events_path_valid'],
      ['a path with a fragment', 'page_view', { path: '/tours#top' }, 'analytics_events_path_valid'],
      ['a path with a space', 'page_view', { path: '/tours/a b' }, 'analytics_events_path_valid'],
      ['a path without the leading slash', 'page_view', { path: 'tours' }, 'analytics_events_path_valid'],
      ['the staff portal', 'page_view', { path: '/admin' }, 'analytics_events_path_valid'],
      ['a page under the staff portal', 'page_view', { path: '/admin/reviews' }, 'analytics_events_path_valid'],
      ['the staff portal in capitals', 'page_view', { path: '/ADMIN/' }, 'analytics_events_path_valid'],
      ['a page merely starting with "admin"', 'page_view', { path: '/administration' }, 'ok'],
      ['a path of 300 characters', 'page_view', { path: `/${many(299)}` }, 'ok'],
      ['a path of 301 characters', 'page_view', { path: `/${many(300)}` }, 'analytics_events_path_length'],
      ['another language', 'page_view', { language: 'es' }, 'analytics_events_language_valid'],
      ['German', 'page_view', { language: 'de' }, 'ok'],
      ['an unknown source', 'page_view', { source: 'paid', referrer_host: null }, 'analytics_events_source_valid'],
      ['a source on another event', 'tour_view', { source: 'direct' }, 'analytics_events_source_valid'],
      ['a page view without a source', 'page_view', { source: null, referrer_host: null }, 'ok'],
      [
        'a referrer with a direct visit',
        'page_view',
        { source: 'direct', referrer_host: 'example.org' },
        'analytics_events_referrer_host_valid',
      ],
      ['a referrer without a source', 'page_view', { source: null }, 'analytics_events_referrer_host_valid'],
      [
        'a referrer URL instead of a host',
        'page_view',
        { source: 'referral', referrer_host: 'https://example.org/x' },
        'analytics_events_referrer_host_valid',
      ],
      [
        'a referrer host in capitals',
        'page_view',
        { source: 'referral', referrer_host: 'Example.org' },
        'analytics_events_referrer_host_valid',
      ],
      ['a referral with its host', 'page_view', { source: 'referral', referrer_host: 'example.org' }, 'ok'],
      ['an unknown prop key', 'page_view', { props: { foo: 'x' } }, 'analytics_events_props_valid'],
      [
        'a prop key of another event',
        'tour_view',
        { props: { tour_id: 'x', channel: 'email' } },
        'analytics_events_props_valid',
      ],
      [
        'an e-mail address in a value',
        'tour_view',
        { props: { tour_id: 'x', tour_name: 'ada@example.com' } },
        'analytics_events_props_valid',
      ],
      ['a lone @', 'contact_card_click', { props: { label: '@' } }, 'analytics_events_props_valid'],
      ['a value of 120 characters', 'contact_card_click', { props: { label: many(120) } }, 'ok'],
      [
        'a value of 121 characters',
        'contact_card_click',
        { props: { label: many(121) } },
        'analytics_events_props_valid',
      ],
      ['an object as a value', 'tour_view', { props: { tour_id: { id: 'x' } } }, 'analytics_events_props_valid'],
      ['a boolean as a value', 'tour_view', { props: { tour_id: true } }, 'analytics_events_props_valid'],
      ['null as a value', 'tour_view', { props: { tour_id: null } }, 'analytics_events_props_valid'],
      ['props that are not an object', 'page_view', { props: [] }, 'analytics_events_props_valid'],
      ['props of 720 bytes', 'tour_view', { props: { tour_id: many(120, '€'), tour_name: many(120, '€') } }, 'ok'],
      [
        'props over 1000 bytes (each value short enough)',
        'purchase',
        {
          props: {
            ...(VALID.purchase?.().props as Row),
            tour_id: many(120, '€'),
            tour_name: many(120, '€'),
            category: many(120, '€'),
          },
        },
        'analytics_events_props_valid',
      ],
      ['a web vital without a metric', 'web_vital', { props: {} }, 'analytics_events_props_valid'],
      ['an unknown metric', 'web_vital', { props: { metric: 'FCP' } }, 'analytics_events_props_valid'],
      [
        'a purchase with another id shape',
        'purchase',
        { props: { ...(VALID.purchase?.().props as Row), transaction_id: 'booking_123' } },
        'analytics_events_props_valid',
      ],
      [
        'a purchase in another currency',
        'purchase',
        { props: { ...(VALID.purchase?.().props as Row), currency: 'EUR' } },
        'analytics_events_props_valid',
      ],
      [
        'a purchase without a transaction id',
        'purchase',
        { props: { currency: 'USD' } },
        'analytics_events_props_valid',
      ],
      ['an unknown engine', 'organic_visit', { props: { engine: 'altavista' } }, 'analytics_events_props_valid'],
      ['a lead without a type', 'generate_lead', { props: { tour_id: 'x' } }, 'analytics_events_props_valid'],
      [
        'a lead by an unknown channel',
        'generate_lead',
        { props: { lead_type: 'contact', channel: 'fax' } },
        'analytics_events_props_valid',
      ],
      ['a lead of only its type', 'generate_lead', { props: { lead_type: 'vehicle_inquiry' } }, 'ok'],
      ['an unknown form', 'form_start', { props: { form: 'newsletter' } }, 'analytics_events_props_valid'],
      [
        'an unknown contact channel',
        'contact_link_click',
        { props: { channel: 'sms' } },
        'analytics_events_props_valid',
      ],
      ['scroll depth 30', 'scroll_depth', { value: 30 }, 'analytics_events_value_by_name'],
      ['scroll depth 90', 'scroll_depth', { value: 90 }, 'ok'],
      ['scroll depth without a value', 'scroll_depth', { value: null }, 'analytics_events_value_by_name'],
      ['30 seconds on a page', 'time_on_page', { value: 30 }, 'analytics_events_value_by_name'],
      ['31 seconds on a page', 'time_on_page', { value: 31 }, 'ok'],
      ['page depth 1', 'page_depth', { value: 1 }, 'analytics_events_value_by_name'],
      ['page depth 2.5', 'page_depth', { value: 2.5 }, 'analytics_events_value_by_name'],
      ['page depth 7', 'page_depth', { value: 7 }, 'ok'],
      ['a value on a page view', 'page_view', { value: 1 }, 'analytics_events_value_by_name'],
      // Without a value there is no rating either: both checks refuse it.
      ['a web vital without a value', 'web_vital', { value: null }, /^analytics_events_(value_by_name|rating_valid)$/],
      ['a purchase without a value', 'purchase', { value: null }, 'analytics_events_value_by_name'],
      ['a negative value', 'web_vital', { value: -1 }, 'analytics_events_value_range'],
      ['a value of 1e9', 'web_vital', { value: 1e9 }, 'analytics_events_value_range'],
      ['NaN', 'web_vital', { value: 'NaN' }, 'analytics_events_value_range'],
      ['infinity', 'web_vital', { value: 'Infinity' }, 'analytics_events_value_range'],
      [
        'an event 6 minutes ahead of the server',
        'page_view',
        () => ({ occurred_at: new Date(Date.now() + 6 * MINUTE).toISOString() }),
        'analytics_events_occurred_at_not_in_future',
      ],
      [
        'an event 4 minutes ahead of the server',
        'page_view',
        () => ({ occurred_at: new Date(Date.now() + 4 * MINUTE).toISOString() }),
        'ok',
      ],
      [
        'an event queued for 29 days',
        'page_view',
        () => ({ occurred_at: new Date(Date.now() - 29 * DAY).toISOString() }),
        'ok',
      ],
      [
        'an event queued for 30 days and 5 minutes',
        'page_view',
        () => ({ occurred_at: new Date(Date.now() - 30 * DAY - 5 * MINUTE).toISOString() }),
        'analytics_events_occurred_at_not_too_old',
      ],
      ['a row without an id', 'page_view', { id: undefined }, '23502'],
    ];

    it.each(cases)('%s (%s) → %s', async (_label, name, patch, expected) => {
      const outcome = await attempt(db, event(name, typeof patch === 'function' ? patch() : patch));
      if (expected instanceof RegExp) expect(outcome).toMatch(expected);
      else expect(outcome).toBe(expected);
    });

    it('answers a resent id with 23505 on the primary key', async () => {
      const row = event('page_view');
      const f = await failure(
        asRoleRolledBack(db, ANON, async (tx) => {
          await insertJson(tx, 'analytics_events', row);
          await insertJson(tx, 'analytics_events', { ...row, path: '/gallery' });
        }),
      );
      expect([f.code, f.constraint]).toEqual(['23505', 'analytics_events_pkey']);
    });

    it('takes up to 50 events in one statement from a visitor, and refuses 51 whole', async () => {
      const insertMany = (n: number) =>
        asRoleRolledBack(db, ANON, async (tx) => {
          const rows = Array.from({ length: n }, () => event('scroll_depth'));
          const columns = 'id, session_id, name, path, language, occurred_at, value, props';
          await tx.query(
            `insert into public.analytics_events (${columns})
             select ${columns} from jsonb_populate_recordset(null::public.analytics_events, $1::jsonb)`,
            [JSON.stringify(rows)],
          );
          await tx.query('reset role');
          return (await tx.query<{ n: number }>('select count(*)::int as n from public.analytics_events')).rows[0]?.n;
        });
      const before = (await db.query<{ n: number }>('select count(*)::int as n from public.analytics_events')).rows[0]
        ?.n;
      expect(await insertMany(50)).toBe((before ?? 0) + 50);
      const f = await failure(insertMany(51));
      expect(f.code).toBe('23514');
      expect(f.message).toBe('Too many analytics events in one request.');
    });

    it('refuses received_at and rating from a visitor (no column privilege)', async () => {
      for (const [column, value] of [
        ['received_at', '2020-01-01T00:00:00Z'],
        ['rating', 'good'],
      ] as const) {
        for (const who of [ANON, member]) {
          const f = await failure(
            asRoleRolledBack(db, who, (tx) =>
              insertJson(tx, 'analytics_events', event('page_view', { [column]: value })),
            ),
          );
          expect(f.code, `${who.role} ${column}`).toBe('42501');
        }
      }
    });
  });

  describe('web-vital rating', () => {
    const boundaries: [string, number, string][] = [
      ['LCP', 2500, 'good'],
      ['LCP', 2501, 'needs-improvement'],
      ['LCP', 4000, 'needs-improvement'],
      ['LCP', 4001, 'poor'],
      ['FID', 100, 'good'],
      ['FID', 101, 'needs-improvement'],
      ['FID', 300, 'needs-improvement'],
      ['FID', 301, 'poor'],
      ['INP', 200, 'good'],
      ['INP', 201, 'needs-improvement'],
      ['INP', 500, 'needs-improvement'],
      ['INP', 501, 'poor'],
      ['CLS', 0, 'good'],
      ['CLS', 0.1, 'good'],
      ['CLS', 0.11, 'needs-improvement'],
      ['CLS', 0.25, 'needs-improvement'],
      ['CLS', 0.26, 'poor'],
      ['TTFB', 800, 'good'],
      ['TTFB', 801, 'needs-improvement'],
      ['TTFB', 1800, 'needs-improvement'],
      ['TTFB', 1801, 'poor'],
    ];

    it('computes the rating from the metric and value, boundaries inclusive', async () => {
      const rows = boundaries.map(([metric, value]) => event('web_vital', { value, props: { metric } }));
      const stored = await asRoleRolledBack(db, ANON, async (tx) => {
        for (const row of rows) await insertJson(tx, 'analytics_events', row);
        await tx.query('reset role');
        const { rows: out } = await tx.query<{ id: string; rating: string }>(
          'select id, rating from public.analytics_events where id = any($1::uuid[])',
          [rows.map((r) => r.id)],
        );
        return Object.fromEntries(out.map((r) => [r.id, r.rating]));
      });
      expect(rows.map((r) => stored[String(r.id)])).toEqual(boundaries.map(([, , rating]) => rating));
    });

    it('ignores a rating sent by a writer who may set the column, and keeps none on other events', async () => {
      const service: Actor = { role: 'service_role' };
      const vital = event('web_vital', { value: 100, props: { metric: 'LCP' }, rating: 'poor' });
      const view = event('page_view', { rating: 'good' });
      const stored = await asRoleRolledBack(db, service, async (tx) => {
        await insertJson(tx, 'analytics_events', vital);
        await insertJson(tx, 'analytics_events', view);
        const { rows } = await tx.query<{ name: string; rating: string | null }>(
          'select name, rating from public.analytics_events where id = any($1::uuid[]) order by name',
          [[vital.id, view.id]],
        );
        return rows;
      });
      expect(stored).toEqual([
        { name: 'page_view', rating: null },
        { name: 'web_vital', rating: 'good' },
      ]);
    });
  });

  describe('who may read and change events', () => {
    it('lets only admins read; nobody updates or deletes through the API', async () => {
      const row = event('page_view');
      await asRole(db, ANON, (tx) => insertJson(tx, 'analytics_events', row));
      const id = String(row.id);

      const read = (who: Actor) =>
        asRoleRolledBack(db, who, (tx) => tx.query('select id from public.analytics_events where id = $1', [id]));
      expect((await failure(read(ANON))).code).toBe('42501');
      expect((await read(member)).rows).toEqual([]);
      expect((await read(admin)).rows).toEqual([{ id }]);

      for (const who of [ANON, member, admin]) {
        for (const sql of [
          `update public.analytics_events set path = '/x' where id = $1`,
          `update public.analytics_events set received_at = now() - interval '1 year' where id = $1`,
          'delete from public.analytics_events where id = $1',
        ]) {
          const f = await failure(asRoleRolledBack(db, who, (tx) => tx.query(sql, [id])));
          expect(f.code, `${who.role} ${sql}`).toBe('42501');
        }
      }
      const { rows } = await db.query('select path from public.analytics_events where id = $1', [id]);
      expect(rows).toEqual([{ path: row.path }]);
    });

    it('stamps received_at with the server clock', async () => {
      const row = event('page_view', { occurred_at: new Date(Date.now() - 2 * DAY).toISOString() });
      await asRole(db, ANON, (tx) => insertJson(tx, 'analytics_events', row));
      const { rows } = await db.query<{ fresh: boolean }>(
        `select received_at > now() - interval '1 minute' as fresh from public.analytics_events where id = $1`,
        [row.id],
      );
      expect(rows).toEqual([{ fresh: true }]);
    });

    it('keeps the table out of realtime', async () => {
      const { rows } = await db.query(
        `select 1 from pg_publication_tables where schemaname = 'public' and tablename = 'analytics_events'`,
      );
      expect(rows).toEqual([]);
    });
  });

  describe('admin_insights', () => {
    // Asia/Colombo is UTC+5:30: local midnight of 11 March 2026 is 2026-03-10T18:30:00Z.
    const TOUR_A = 'southern-coastal-explorer-6day';
    const TOUR_B = 'sri-lanka-grand-tour-13day';
    const s = Object.fromEntries(['s1', 's2', 's3', 's4', 's5', 's6', 's7'].map((k) => [k, randomUUID()]));
    const at = (sessionId: string, name: string, occurredAt: string, patch: Row = {}) =>
      event(name, { session_id: sessionId, occurred_at: occurredAt, source: null, referrer_host: null, ...patch });
    const view = (sessionId: string, occurredAt: string, source: string | null = null, host: string | null = null) =>
      at(sessionId, 'page_view', occurredAt, { source, referrer_host: host });
    const tour = (sessionId: string, occurredAt: string, id: string, name = id) =>
      at(sessionId, 'tour_view', occurredAt, { props: { tour_id: id, tour_name: name } });
    const form = (sessionId: string, occurredAt: string, kind = 'inquiry') =>
      at(sessionId, 'form_start', occurredAt, { props: { form: kind } });
    const vital = (metric: string, value: number, occurredAt = '2026-03-11T10:30:00Z') =>
      at(s.s2 ?? '', 'web_vital', occurredAt, { value, props: { metric } });
    const extraTours = 'cdefghijklm'.split('').map((c) => `tour-${c}`);

    const S = (k: string) => s[k] ?? '';
    const DATASET: Row[] = [
      // s1: an organic visit a second before local midnight, and its next page a second after it.
      view(S('s1'), '2026-03-10T18:29:59Z', 'organic', 'www.google.com'),
      at(S('s1'), 'organic_visit', '2026-03-10T18:29:59Z', { props: { engine: 'google' } }),
      view(S('s1'), '2026-03-10T18:30:00Z'),
      // s2: a referral that views a tour (twice, renamed), starts an inquiry, sends it.
      view(S('s2'), '2026-03-11T10:00:00Z', 'referral', 'example.org'),
      tour(S('s2'), '2026-03-11T10:05:00Z', TOUR_A, 'Old name'),
      tour(S('s2'), '2026-03-11T10:06:00Z', TOUR_A, 'Southern Coastal Explorer'),
      form(S('s2'), '2026-03-11T10:10:00Z'),
      at(S('s2'), 'generate_lead', '2026-03-11T10:20:00Z', {
        props: { lead_type: 'booking_initiated', tour_id: TOUR_A },
      }),
      at(S('s2'), 'purchase', '2026-03-11T10:20:00Z'),
      view(S('s2'), '2026-03-11T11:00:00Z'),
      // s3: no source; its purchase came before the tour view and the form, so it is not "sent".
      view(S('s3'), '2026-03-12T05:00:00Z'),
      at(S('s3'), 'purchase', '2026-03-12T04:59:00Z'),
      tour(S('s3'), '2026-03-12T05:01:00Z', TOUR_A, 'Southern Coastal Explorer'),
      tour(S('s3'), '2026-03-12T05:02:00Z', TOUR_B, 'Sri Lanka Grand Tour'),
      form(S('s3'), '2026-03-12T05:03:00Z'),
      // s4: inquiry started and sent without a tour view; a contact lead a minute before local midnight.
      view(S('s4'), '2026-03-12T06:00:00Z', 'direct'),
      form(S('s4'), '2026-03-12T06:01:00Z'),
      at(S('s4'), 'purchase', '2026-03-12T06:02:00Z'),
      at(S('s4'), 'generate_lead', '2026-03-10T18:29:00Z', { props: { lead_type: 'contact', channel: 'email' } }),
      // s5: organic from DuckDuckGo; views tour B and eleven others once; another form; a purchase with
      // no inquiry form before it.
      view(S('s5'), '2026-03-12T07:00:00Z', 'organic', 'duckduckgo.com'),
      at(S('s5'), 'organic_visit', '2026-03-12T07:00:00Z', { props: { engine: 'duckduckgo' } }),
      tour(S('s5'), '2026-03-12T07:01:00Z', TOUR_B, 'Sri Lanka Grand Tour'),
      at(S('s5'), 'purchase', '2026-03-12T07:05:00Z'),
      ...extraTours.map((id) => tour(S('s5'), '2026-03-12T07:10:00Z', id)),
      form(S('s5'), '2026-03-12T07:20:00Z', 'custom_tour_request'),
      // s6: everything just outside the range in Colombo (but partly inside it in UTC).
      view(S('s6'), '2026-03-09T18:29:59Z', 'organic', 'www.bing.com'),
      at(S('s6'), 'organic_visit', '2026-03-09T18:29:59Z', { props: { engine: 'bing' } }),
      view(S('s6'), '2026-03-12T18:30:00Z'),
      at(S('s6'), 'generate_lead', '2026-03-12T18:31:00Z', { props: { lead_type: 'contact' } }),
      // s7: its organic first page is before the range, so inside the range it counts as direct.
      view(S('s7'), '2026-03-09T12:00:00Z', 'organic', 'www.google.com'),
      at(S('s7'), 'organic_visit', '2026-03-09T12:00:00Z', { props: { engine: 'google' } }),
      view(S('s7'), '2026-03-10T04:00:00Z'),
      // Vitals, all in s2 on 11 March; the last LCP is after the range.
      vital('LCP', 1000),
      vital('LCP', 2000),
      vital('LCP', 3000),
      vital('LCP', 5000),
      vital('CLS', 0.05),
      vital('CLS', 0.3),
      vital('TTFB', 800),
      vital('FID', 301),
      vital('LCP', 10, '2026-03-13T00:00:00Z'),
    ];
    /** Events between two instants, counted in JavaScript (not by the SQL under test). */
    const eventsBetween = (from: string, to: string) =>
      DATASET.filter((r) => String(r.occurred_at) >= from && String(r.occurred_at) < to).length;

    it('reports visits per local day in Asia/Colombo, leads, tours, funnel, sources, engines and vitals', async () => {
      const report = await withEvents(db, DATASET, admin, (tx) =>
        insights(tx, '2026-03-10', '2026-03-12', 'Asia/Colombo'),
      );
      expect(report.from).toBe('2026-03-10');
      expect(report.to).toBe('2026-03-12');
      expect(report.time_zone).toBe('Asia/Colombo');
      expect(report.days).toEqual([
        { day: '2026-03-10', visits: 2, page_views: 2, leads: 1 },
        { day: '2026-03-11', visits: 2, page_views: 3, leads: 1 },
        { day: '2026-03-12', visits: 3, page_views: 3, leads: 0 },
      ]);
      expect(report.totals).toEqual({
        visits: 7,
        page_views: 8,
        leads: 2,
        events: eventsBetween('2026-03-09T18:30:00Z', '2026-03-12T18:30:00Z'),
      });
      expect(report.top_tours).toEqual([
        { tour_id: TOUR_A, tour_name: 'Southern Coastal Explorer', views: 3, sessions: 2 },
        { tour_id: TOUR_B, tour_name: 'Sri Lanka Grand Tour', views: 2, sessions: 2 },
        // Ties by name of the tour id; ten at most.
        ...extraTours.slice(0, 8).map((id) => ({ tour_id: id, tour_name: id, views: 1, sessions: 1 })),
      ]);
      expect(report.funnel).toEqual({ tour_view: 3, inquiry_started: 2, inquiry_sent: 1 });
      expect(report.sources).toEqual([
        { source: 'direct', visits: 3 },
        { source: 'organic', visits: 3 },
        { source: 'referral', visits: 1 },
      ]);
      expect(report.engines).toEqual([
        { engine: 'google', visits: 2 },
        { engine: 'bing', visits: 0 },
        { engine: 'yahoo', visits: 0 },
        { engine: 'duckduckgo', visits: 1 },
      ]);
      expect(report.vitals.map((v) => v.metric)).toEqual(['LCP', 'INP', 'CLS', 'TTFB', 'FID']);
      const [lcp, inp, cls, ttfb, fid] = report.vitals;
      // p75 interpolates: 3000 + 0.25 × (5000 − 3000).
      expect(lcp).toEqual({ metric: 'LCP', p75: 3500, samples: 4, good: 2, needs_improvement: 1, poor: 1 });
      expect(inp).toEqual({ metric: 'INP', p75: null, samples: 0, good: 0, needs_improvement: 0, poor: 0 });
      expect(cls).toMatchObject({ metric: 'CLS', samples: 2, good: 1, needs_improvement: 0, poor: 1 });
      expect(cls?.p75).toBeCloseTo(0.2375, 10);
      expect(ttfb).toEqual({ metric: 'TTFB', p75: 800, samples: 1, good: 1, needs_improvement: 0, poor: 0 });
      expect(fid).toEqual({ metric: 'FID', p75: 301, samples: 1, good: 0, needs_improvement: 0, poor: 1 });
    });

    it('moves the day boundaries with the time zone', async () => {
      const report = await withEvents(db, DATASET, admin, (tx) => insights(tx, '2026-03-10', '2026-03-12', 'UTC'));
      expect(report.days).toEqual([
        { day: '2026-03-10', visits: 2, page_views: 3, leads: 1 },
        { day: '2026-03-11', visits: 1, page_views: 2, leads: 1 },
        { day: '2026-03-12', visits: 4, page_views: 4, leads: 1 },
      ]);
      expect(report.totals).toEqual({
        visits: 7,
        page_views: 9,
        leads: 3,
        events: eventsBetween('2026-03-10T00:00:00Z', '2026-03-13T00:00:00Z'),
      });
      // s6's page at 18:30 UTC on the 12th is now its first in the range, and it has no source.
      expect(report.sources).toEqual([
        { source: 'direct', visits: 4 },
        { source: 'organic', visits: 2 },
        { source: 'referral', visits: 1 },
      ]);
      expect(report.engines.map((e) => e.visits)).toEqual([1, 0, 0, 1]);
    });

    it('zero-fills every day and every list, defaults to Asia/Colombo, and answers an empty range', async () => {
      const report = await withEvents(db, DATASET, admin, (tx) => insights(tx, '2026-03-07', '2026-03-09'));
      expect(report.time_zone).toBe('Asia/Colombo');
      expect(report.days).toEqual([
        { day: '2026-03-07', visits: 0, page_views: 0, leads: 0 },
        { day: '2026-03-08', visits: 0, page_views: 0, leads: 0 },
        // s7 at 17:30 and s6 at 23:59:59 local time.
        { day: '2026-03-09', visits: 2, page_views: 2, leads: 0 },
      ]);
      expect(report.engines.map((e) => e.visits)).toEqual([1, 1, 0, 0]);

      const empty = await withEvents(db, DATASET, admin, (tx) => insights(tx, '2026-06-01', '2026-06-01'));
      expect(empty).toEqual({
        from: '2026-06-01',
        to: '2026-06-01',
        time_zone: 'Asia/Colombo',
        totals: { visits: 0, page_views: 0, leads: 0, events: 0 },
        days: [{ day: '2026-06-01', visits: 0, page_views: 0, leads: 0 }],
        top_tours: [],
        funnel: { tour_view: 0, inquiry_started: 0, inquiry_sent: 0 },
        sources: ['direct', 'organic', 'referral'].map((source) => ({ source, visits: 0 })),
        engines: ['google', 'bing', 'yahoo', 'duckduckgo'].map((engine) => ({ engine, visits: 0 })),
        vitals: ['LCP', 'INP', 'CLS', 'TTFB', 'FID'].map((metric) => ({
          metric,
          p75: null,
          samples: 0,
          good: 0,
          needs_improvement: 0,
          poor: 0,
        })),
      });
    });

    it('counts local days across a daylight-saving change', async () => {
      // Europe/Berlin moved to summer time on 29 March 2026: that day has 23 hours.
      const rows = [
        view(randomUUID(), '2026-03-28T23:00:00Z'), // 00:00 on the 29th in Berlin
        view(randomUUID(), '2026-03-29T21:59:59Z'), // 23:59:59 on the 29th (UTC+2)
        view(randomUUID(), '2026-03-29T22:00:00Z'), // 00:00 on the 30th
      ];
      const report = await withEvents(db, rows, admin, (tx) =>
        insights(tx, '2026-03-29', '2026-03-29', 'Europe/Berlin'),
      );
      expect(report.days).toEqual([{ day: '2026-03-29', visits: 2, page_views: 2, leads: 0 }]);
    });

    it('accepts 366 days and refuses longer or reversed ranges with 22023', async () => {
      const leapYear = await withEvents(db, [], admin, (tx) => insights(tx, '2024-01-01', '2024-12-31'));
      expect(leapYear.days).toHaveLength(366);
      const yearAndADay = await withEvents(db, [], admin, (tx) => insights(tx, '2025-01-01', '2026-01-01'));
      expect(yearAndADay.days).toHaveLength(366);
      expect(yearAndADay.days.at(-1)?.day).toBe('2026-01-01');
      for (const [from, to] of [
        ['2025-01-01', '2026-01-02'],
        ['2026-03-12', '2026-03-11'],
        [null, '2026-03-11'],
        ['2026-03-11', null],
      ]) {
        const f = await failure(
          withEvents(db, [], admin, (tx) => tx.query('select public.admin_insights($1, $2)', [from, to])),
        );
        expect(f.code, `${from} ${to}`).toBe('22023');
      }
    });

    it('refuses unknown time zones, abbreviations and POSIX rules with 22023', async () => {
      for (const zone of ['Mars/Olympus_Mons', 'UTC+5', '+05:30', 'IST', '', null]) {
        const f = await failure(
          withEvents(db, [], admin, (tx) =>
            tx.query(`select public.admin_insights('2026-03-10', '2026-03-12', $1)`, [zone]),
          ),
        );
        expect(f.code, String(zone)).toBe('22023');
        expect(f.message, String(zone)).toBe(`Unknown time zone: ${zone ?? 'null'}`);
      }
    });

    it('refuses signed-in non-admins (42501) and visitors (no EXECUTE)', async () => {
      const member42501 = await failure(
        withEvents(db, DATASET, member, (tx) => insights(tx, '2026-03-10', '2026-03-12')),
      );
      expect(member42501.code).toBe('42501');
      expect(member42501.message).toBe('Access denied. Admin privileges required.');
      const visitor = await failure(withEvents(db, DATASET, ANON, (tx) => insights(tx, '2026-03-10', '2026-03-12')));
      expect(visitor.code).toBe('42501');
      expect(visitor.message).toMatch(/permission denied for function admin_insights/);
    });

    it('is security invoker, and executable by authenticated only', async () => {
      const { rows } = await db.query(
        `select p.prosecdef as definer,
                has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
                has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated,
                has_function_privilege('service_role', p.oid, 'EXECUTE') as service_role
           from pg_catalog.pg_proc p where p.oid = 'public.admin_insights(date, date, text)'::regprocedure`,
      );
      expect(rows).toEqual([{ definer: false, anon: false, authenticated: true, service_role: false }]);
    });
  });
});
