/**
 * The schema follows Supabase's database advisors: our own checks for the rules that matter most (RLS
 * everywhere, wrapped auth helpers, fixed search_path, no definer function in the API, one permissive
 * policy per role and action, no always-true write policy, minimal EXECUTE grants), and the vendored
 * advisor queries (fixtures/splinter.sql) with no ERROR or WARN. Every check is also run once against
 * a deliberately broken object, so a check that could never fail would be noticed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../supabase/local/db';
import { createTestDb, testBackends, type TestDb } from '../helpers/db';

const SPLINTER = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/splinter.sql'), 'utf8');
const SPLINTER_PRELUDE = "set local search_path = '';";
/** PostgREST's exposed schemas (supabase/config.toml [api] schemas); the "exposed schema" lints read it. */
const EXPOSED_SCHEMAS = 'public,graphql_public';
/** Schemas whose objects our migrations create or change. */
const OUR_SCHEMAS = ['public', 'private'];
/** Definer functions, each justified in its migration; none is in an exposed schema. */
const SECURITY_DEFINER_FUNCTIONS = [
  'add_admin',
  'claim_notification_jobs',
  'complete_notification_job',
  'complete_notification_jobs',
  'content_entry_saved',
  'enforce_gallery_object_capacity',
  'enforce_submission_throttle',
  'fail_notification_job',
  'gallery_photo_uses',
  'is_admin',
  'keep_gallery_photos_in_use',
  'post_to_vault_url',
  'publish_content',
  'queue_overdue_notifications',
  'queue_submission_notifications',
  'queue_test_notification',
  'record_change',
  'remove_admin',
  'request_site_build',
  'retry_notification_job',
  'reviewer_validation_source',
  'site_content_changed',
  'staff_list_page',
  'unpublish_content',
  'wake_notification_sender',
  'wake_notification_sender_if_due',
];

interface Lint {
  name: string;
  level: string;
  detail: string;
}

const checks = {
  /** Tables in public without row level security. */
  tablesWithoutRls: `
    select c.relname as name from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
  /** Policies (ours: public tables and storage.objects) calling auth.*() or private.*() not as `(select …)`. */
  unwrappedHelperCalls: `
    select schemaname || '.' || tablename || ': ' || policyname as name from pg_catalog.pg_policies
     where schemaname in ('public', 'storage')
       and (regexp_replace(coalesce(qual, ''), 'select\\s+(auth|private)\\.[a-z_]+\\(', '', 'gi') ~* '(auth|private)\\.[a-z_]+\\('
         or regexp_replace(coalesce(with_check, ''), 'select\\s+(auth|private)\\.[a-z_]+\\(', '', 'gi') ~* '(auth|private)\\.[a-z_]+\\(')`,
  /** Functions in our schemas whose search_path is not fixed to ''. */
  functionsWithoutFixedSearchPath: `
    select n.nspname || '.' || p.proname as name
      from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where n.nspname = any($1::text[])
       and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
       and not ('search_path=""' = any(coalesce(p.proconfig, '{}')))`,
  /** Security definer functions in our schemas. */
  securityDefinerFunctions: `
    select n.nspname || '.' || p.proname as name
      from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where n.nspname = any($1::text[]) and p.prosecdef order by 1`,
  /** Policies that apply to PUBLIC instead of named roles. */
  policiesWithoutRoles: `
    select schemaname || '.' || tablename || ': ' || policyname as name from pg_catalog.pg_policies
     where schemaname in ('public', 'storage') and roles = '{public}'`,
  /** More than one permissive policy for the same table, role and action. */
  multiplePermissivePolicies: `
    select format('%s %s %s', p.tablename, r.role, c.cmd) as name
      from pg_catalog.pg_policies p
      cross join lateral unnest(p.roles) as r(role)
      cross join lateral unnest(case p.cmd when 'ALL' then array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] else array[p.cmd] end) as c(cmd)
     where p.schemaname = 'public' and p.permissive = 'PERMISSIVE'
     group by p.tablename, r.role, c.cmd having count(*) > 1`,
  /** INSERT/UPDATE/DELETE policies whose condition is literally true. */
  alwaysTrueWritePolicies: `
    select schemaname || '.' || tablename || ': ' || policyname as name from pg_catalog.pg_policies
     where schemaname in ('public', 'storage') and cmd in ('INSERT', 'UPDATE', 'DELETE', 'ALL')
       and (lower(replace(coalesce(qual, ''), ' ', '')) in ('true', '(true)')
         or lower(replace(coalesce(with_check, ''), ' ', '')) in ('true', '(true)'))`,
} as const;

async function names(db: Queryable, sql: string): Promise<string[]> {
  const params = sql.includes('$1') ? [OUR_SCHEMAS] : [];
  return (await db.query<{ name: string }>(sql, params)).rows.map((r) => r.name).sort();
}

async function runSplinter(tx: Queryable): Promise<Lint[]> {
  const start = SPLINTER.indexOf(SPLINTER_PRELUDE);
  if (start < 0) throw new Error('fixtures/splinter.sql: prelude not found');
  await tx.query(`select set_config('pgrst.db_schemas', $1, true)`, [EXPOSED_SCHEMAS]);
  await tx.exec(SPLINTER_PRELUDE);
  const { rows } = await tx.query<Lint>(SPLINTER.slice(start + SPLINTER_PRELUDE.length));
  return rows;
}

class Rollback extends Error {}

/** Runs `fn` as the owner in a transaction that is always rolled back. */
async function rolledBack<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      result = await fn(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return result as T;
}

/** Objects that break every rule above, to prove each check can fail. */
const BROKEN_OBJECTS = `
  create table public.broken (id uuid primary key, owner uuid, secret text);
  grant select, insert, update, delete on public.broken to anon, authenticated;
  create table public.broken_rls (id uuid primary key, owner uuid);
  alter table public.broken_rls enable row level security;
  create policy "Owners read" on public.broken_rls for select to authenticated using (owner = auth.uid());
  create policy "Anyone reads" on public.broken_rls for select to authenticated using (private.is_admin());
  create policy "Anyone writes" on public.broken_rls for insert with check (true);
  create function public.broken_definer() returns int language sql security definer as $$ select 1 $$;
  grant execute on function public.broken_definer() to anon, authenticated;
`;

describe.each(testBackends())('schema advisors on %s', (backend) => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb({ backend, seed: true });
  });

  afterAll(async () => {
    await db?.close();
  });

  it('enables RLS on every public table', async () => {
    expect(await names(db, checks.tablesWithoutRls)).toEqual([]);
  });

  it('wraps auth.*() and helper calls in policies as (select …)', async () => {
    expect(await names(db, checks.unwrappedHelperCalls)).toEqual([]);
  });

  it('fixes search_path to empty on every function we define', async () => {
    expect(await names(db, checks.functionsWithoutFixedSearchPath)).toEqual([]);
  });

  it('keeps security definer functions out of the API schema', async () => {
    expect(await names(db, checks.securityDefinerFunctions)).toEqual(
      SECURITY_DEFINER_FUNCTIONS.map((f) => `private.${f}`),
    );
  });

  it('names the roles of every policy', async () => {
    expect(await names(db, checks.policiesWithoutRoles)).toEqual([]);
  });

  it('has one permissive policy per table, role and action', async () => {
    expect(await names(db, checks.multiplePermissivePolicies)).toEqual([]);
  });

  it('has no always-true write policy', async () => {
    expect(await names(db, checks.alwaysTrueWritePolicies)).toEqual([]);
  });

  it('lets API roles execute only the functions they need', async () => {
    const { rows } = await db.query<{ role: string; fn: string }>(
      `select r.role, n.nspname || '.' || p.proname as fn
         from pg_catalog.pg_proc p
         join pg_catalog.pg_namespace n on n.oid = p.pronamespace
         cross join unnest(array['anon', 'authenticated']) as r(role)
        where n.nspname = any($1::text[]) and has_function_privilege(r.role, p.oid, 'EXECUTE')
        order by 1, 2`,
      [OUR_SCHEMAS],
    );
    const byRole = (role: string) => rows.filter((r) => r.role === role).map((r) => r.fn);
    // Visitors: only what policies and the submission trigger call; no RPC.
    expect(byRole('anon')).toEqual([
      'private.analytics_props_valid',
      'private.enforce_submission_throttle',
      'private.is_admin',
      'private.reviewer_validation_source',
    ]);
    expect(byRole('authenticated')).toEqual([
      'private.add_admin',
      'private.analytics_props_valid',
      'private.content_kind_valid',
      'private.email_addresses_valid',
      'private.enforce_submission_throttle',
      'private.gallery_capacity_reasons',
      'private.gallery_limits',
      'private.gallery_object_bytes',
      'private.gallery_usage',
      'private.is_admin',
      'private.overdue_reason',
      'private.publish_content',
      'private.queue_test_notification',
      'private.remove_admin',
      'private.retry_notification_job',
      'private.reviewer_validation_source',
      'private.staff_list_page',
      'private.unpublish_content',
      'private.untranslated_texts',
      'public.add_admin',
      'public.admin_dashboard',
      'public.admin_insights',
      'public.admin_mark_notifications_seen',
      'public.admin_notifications',
      'public.content_items',
      'public.custom_review_stats',
      'public.gallery_can_upload',
      'public.gallery_orphan_paths',
      'public.gallery_storage_stats',
      'public.publish_content',
      'public.queue_test_notification',
      'public.remove_admin',
      'public.restore_content',
      'public.retry_notification_job',
      'public.staff_list_page',
      'public.staff_overdue_counts',
      'public.unpublish_content',
    ]);
  });

  it('indexes the columns policies and lookups filter on', async () => {
    const { rows } = await db.query<{ tablename: string; indexdef: string }>(
      `select tablename, indexdef from pg_catalog.pg_indexes where schemaname = 'public'`,
    );
    const leading = (table: string) =>
      rows
        .filter((r) => r.tablename === table)
        .map(
          (r) =>
            /\((.*)\)/
              .exec(r.indexdef)?.[1]
              ?.split(',')[0]
              ?.trim()
              .replace(/ DESC$/, '') ?? '',
        );
    for (const table of ['tour_inquiries', 'custom_tour_requests', 'reviews', 'custom_reviews']) {
      expect(leading(table), table).toEqual(expect.arrayContaining(['id', 'lower(email)', 'status', 'created_at']));
    }
    expect(leading('reviews')).toContain('tour_id');
    expect(leading('tour_inquiries')).toContain('tour_id');
    expect(leading('gallery')).toEqual(expect.arrayContaining(['id', 'category', 'created_at']));
    expect(leading('admins')).toContain('user_id');
    expect(leading('analytics_events')).toEqual(expect.arrayContaining(['id', 'name', 'occurred_at']));
  });

  it('keeps the private schema closed to PUBLIC and unwritable by API roles', async () => {
    const { rows } = await db.query(
      `select has_schema_privilege('anon', 'private', 'CREATE') as anon_create,
              has_schema_privilege('authenticated', 'private', 'CREATE') as authenticated_create,
              exists (select 1 from pg_catalog.pg_namespace n, aclexplode(n.nspacl) a
                       where n.nspname = 'private' and a.grantee = 0) as public_grant`,
    );
    expect(rows).toEqual([{ anon_create: false, authenticated_create: false, public_grant: false }]);
  });

  it('passes the Supabase advisors (splinter) with no ERROR or WARN', async () => {
    const lints = await rolledBack(db, runSplinter);
    expect(lints.filter((l) => l.level !== 'INFO').map((l) => `${l.level} ${l.name}: ${l.detail}`)).toEqual([]);
  });

  it('would notice broken objects (each check can fail)', async () => {
    const found = await rolledBack(db, async (tx) => {
      await tx.exec(BROKEN_OBJECTS);
      const ours: Record<string, string[]> = {};
      for (const [name, sql] of Object.entries(checks)) ours[name] = await names(tx, sql);
      const lints = (await runSplinter(tx)).filter((l) => l.level !== 'INFO').map((l) => l.name);
      return { ours, lints: [...new Set(lints)].sort() };
    });
    expect(found.ours.tablesWithoutRls).toEqual(['broken']);
    expect(found.ours.unwrappedHelperCalls).toEqual([
      'public.broken_rls: Anyone reads',
      'public.broken_rls: Owners read',
    ]);
    expect(found.ours.functionsWithoutFixedSearchPath).toEqual(['public.broken_definer']);
    expect(found.ours.securityDefinerFunctions).toContain('public.broken_definer');
    expect(found.ours.policiesWithoutRoles).toEqual(['public.broken_rls: Anyone writes']);
    expect(found.ours.multiplePermissivePolicies).toEqual(['broken_rls authenticated SELECT']);
    expect(found.ours.alwaysTrueWritePolicies).toEqual(['public.broken_rls: Anyone writes']);
    expect(found.lints).toEqual([
      'anon_security_definer_function_executable',
      'auth_rls_initplan',
      'authenticated_security_definer_function_executable',
      'function_search_path_mutable',
      'multiple_permissive_policies',
      'rls_disabled_in_public',
      'rls_policy_always_true',
      'sensitive_columns_exposed',
    ]);
  });
});
