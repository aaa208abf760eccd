/**
 * Every privilege an API role holds on a public table is granted by name in the migrations. Hosted
 * Supabase no longer gives new `public` objects to anon, authenticated and service_role by default, and
 * neither does the local shim, so a grant left out fails here as it would on the hosted project
 * ("permission denied for table reviews" for the server jobs that run as service_role).
 *
 * Objects created after the migrations, by the role that ran them, belong to nobody else until granted:
 * a table is closed to every API role, a function is callable by none (Postgres would otherwise let
 * PUBLIC, and so anon, execute every new function).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRole } from '../../supabase/local/request-scope';
import {
  asRoleRolledBack,
  createTestDb,
  failure,
  insertJson,
  sampleRow,
  testBackends,
  type Actor,
  type TestDb,
} from '../helpers/db';

type Privilege = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE' | 'REFERENCES' | 'TRIGGER';
const PRIVILEGES: Privilege[] = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];
const DML: Privilege[] = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];

/**
 * Table-wide privileges per role and public table (column grants, such as visitors' readable columns,
 * are the RLS matrix's business). Server jobs run as service_role: they read and change every table but
 * `admins`, which only the admin CLI (the table owner) writes.
 */
const TABLE_PRIVILEGES: Record<ApiRole, Record<string, Privilege[]>> = {
  anon: {
    admins: [],
    analytics_events: [], // INSERT on the device's columns only
    change_history: [],
    content_entries: [],
    content_published: [], // SELECT on the published columns only
    content_revisions: [],
    custom_reviews: ['INSERT'],
    custom_tour_requests: ['INSERT'],
    gallery: [], // SELECT on the public columns only
    notification_jobs: [],
    notification_settings: [],
    push_subscriptions: [],
    reviews: ['INSERT'],
    tour_inquiries: ['INSERT'],
  },
  authenticated: {
    admins: ['SELECT'],
    analytics_events: ['SELECT'],
    // Written only by a trigger; nobody changes or deletes it.
    change_history: ['SELECT'],
    // Drafts: INSERT of kind, slug, position, draft and UPDATE of slug, position, draft, version only.
    content_entries: ['SELECT', 'DELETE'],
    // Written by publish_content / unpublish_content and by a trigger: read only.
    content_published: ['SELECT'],
    content_revisions: ['SELECT'],
    custom_reviews: ['SELECT', 'INSERT', 'DELETE'],
    custom_tour_requests: ['SELECT', 'INSERT'],
    gallery: ['SELECT', 'INSERT', 'DELETE'],
    // The delivery log: read only. Jobs are written by triggers and the notification RPCs.
    notification_jobs: ['SELECT'],
    notification_settings: ['SELECT'], // INSERT and UPDATE on the admin's choices only
    push_subscriptions: ['SELECT', 'DELETE'], // INSERT on the browser's columns only
    reviews: ['SELECT', 'INSERT'],
    tour_inquiries: ['SELECT', 'INSERT'],
  },
  service_role: {
    admins: ['SELECT'],
    analytics_events: DML,
    change_history: ['SELECT'],
    // The build and the publish hook read content; only admins change it.
    content_entries: ['SELECT'],
    content_published: ['SELECT'],
    content_revisions: ['SELECT'],
    custom_reviews: DML,
    custom_tour_requests: DML,
    gallery: DML,
    // The sender claims and records jobs through its RPCs; it reads subscriptions, records a success
    // (UPDATE of last_success_at only) and removes one the push service reports gone.
    notification_jobs: ['SELECT'],
    notification_settings: ['SELECT'],
    push_subscriptions: ['SELECT', 'DELETE'],
    reviews: DML,
    tour_inquiries: DML,
  },
};

const analyticsEvent = () => ({
  id: randomUUID(),
  session_id: randomUUID(),
  name: 'page_view',
  path: '/tours',
  occurred_at: new Date().toISOString(),
  props: {},
});

/** What a server job does with each table: a row to add and a change to make to it. */
const SERVER_WORK: Record<string, { row: () => Record<string, unknown>; update: string }> = {
  tour_inquiries: { row: sampleRow.tourInquiry, update: `status = 'confirmed'` },
  custom_tour_requests: { row: sampleRow.customTourRequest, update: `status = 'cancelled'` },
  reviews: { row: () => sampleRow.review('approved'), update: `status = 'rejected'` },
  custom_reviews: { row: () => sampleRow.customReview(), update: `status = 'approved', admin_notes = 'Checked'` },
  gallery: { row: () => sampleRow.galleryImage(), update: 'featured = true' },
  analytics_events: { row: analyticsEvent, update: `path = '/tours/edited'` },
};

const SERVICE: Actor = { role: 'service_role' };
const API_ACTORS: Actor[] = [{ role: 'anon' }, { role: 'authenticated', sub: randomUUID() }, SERVICE];

describe.each(testBackends())('grants on %s', (backend) => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb({ backend });
  });

  afterAll(async () => {
    await db?.close();
  });

  it('gives each API role exactly the table privileges the migrations grant, on every public table', async () => {
    const { rows } = await db.query<{ role: ApiRole; table_name: string; privileges: Privilege[] }>(
      `select r.role, t.table_name,
              array(select p from unnest($1::text[]) as p
                     where has_table_privilege(r.role, format('public.%I', t.table_name), p)) as privileges
         from information_schema.tables as t
        cross join unnest(array['anon', 'authenticated', 'service_role']) as r(role)
        where t.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
      [PRIVILEGES],
    );
    const actual: Record<string, Record<string, Privilege[]>> = {};
    for (const r of rows) (actual[r.role] ??= {})[r.table_name] = r.privileges;
    expect(actual).toEqual(TABLE_PRIVILEGES);
  });

  it.each(Object.entries(SERVER_WORK))('lets service_role read, add, change and delete %s', async (table, work) => {
    const row = work.row();
    const counts = await asRoleRolledBack(db, SERVICE, async (tx) => {
      const inserted = await insertJson(tx, table, row);
      const updated = await tx.query(`update public.${table} set ${work.update} where id = $1`, [row.id]);
      const selected = await tx.query(`select id from public.${table} where id = $1`, [row.id]);
      const deleted = await tx.query(`delete from public.${table} where id = $1`, [row.id]);
      return [inserted.affectedRows, updated.affectedRows, selected.rows.length, deleted.affectedRows];
    });
    expect(counts).toEqual([1, 1, 1, 1]);
  });

  it('lets service_role read the admins but never change them', async () => {
    const listed = await asRoleRolledBack(db, SERVICE, (tx) => tx.query('select user_id, email from public.admins'));
    expect(listed.rows).toEqual([]);
    for (const sql of [
      `insert into public.admins (user_id, email) values (gen_random_uuid(), 'someone@example.com')`,
      `update public.admins set email = 'someone@example.com'`,
      'delete from public.admins',
    ]) {
      const f = await failure(asRoleRolledBack(db, SERVICE, (tx) => tx.query(sql)));
      expect(f.code, sql).toBe('42501');
    }
  });

  describe('objects created after the migrations by the role that ran them', () => {
    /** Runs `sql` as the migration role, then `fn`, and drops what `sql` made whatever happens. */
    async function withObject(sql: string, drop: string, fn: () => Promise<void>) {
      await db.exec(sql);
      try {
        await fn();
      } finally {
        await db.exec(drop);
      }
    }

    it.each(API_ACTORS.map((a) => [a.role, a] as const))('a new public table is closed to %s', async (_role, actor) => {
      await withObject(
        'create table public.added_later (id uuid primary key, note text)',
        'drop table public.added_later',
        async () => {
          for (const sql of [
            'select id from public.added_later',
            `insert into public.added_later (id, note) values (gen_random_uuid(), 'x')`,
            `update public.added_later set note = 'y'`,
            'delete from public.added_later',
          ]) {
            const f = await failure(asRoleRolledBack(db, actor, (tx) => tx.query(sql)));
            expect(f.code, sql).toBe('42501');
            expect(f.message).toContain('permission denied for table added_later');
          }
        },
      );
    });

    it.each(['public', 'private'].flatMap((schema) => API_ACTORS.map((a) => [schema, a.role, a] as const)))(
      'a new %s function is not callable by %s',
      async (schema, _role, actor) => {
        await withObject(
          `create function ${schema}.added_later() returns integer language sql set search_path = '' as $$ select 1 $$`,
          `drop function ${schema}.added_later()`,
          async () => {
            const f = await failure(asRoleRolledBack(db, actor, (tx) => tx.query(`select ${schema}.added_later()`)));
            expect(f.code).toBe('42501');
            expect(f.message).toContain('permission denied for function added_later');
          },
        );
      },
    );

    it('are open to the roles they are granted to, and only those', async () => {
      await withObject(
        `create function public.added_later() returns integer language sql set search_path = '' as $$ select 1 $$;
         grant execute on function public.added_later() to authenticated`,
        'drop function public.added_later()',
        async () => {
          const called = await asRoleRolledBack(db, API_ACTORS[1] as Actor, (tx) =>
            tx.query<{ n: number }>('select public.added_later() as n'),
          );
          expect(called.rows).toEqual([{ n: 1 }]);
          const f = await failure(
            asRoleRolledBack(db, { role: 'anon' }, (tx) => tx.query('select public.added_later()')),
          );
          expect(f.code).toBe('42501');
        },
      );
    });
  });
});
