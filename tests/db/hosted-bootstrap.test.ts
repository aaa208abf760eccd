/**
 * The bootstrap (local server, admin CLI) against a Supabase project's own database: Supabase's roles and
 * schemas are there already and the migration role is `postgres`, which is no superuser and may not
 * change them. The shim must not run there (it would stop at the first `grant`/`alter role`), the
 * migration history is made the way the Supabase CLI makes it, every migration applies with the rights
 * `postgres` has, and the demo seed never goes in.
 *
 * On Postgres (DATABASE_URL) the hosted database is stood in for by a database where Supabase's part
 * (the shim's roles, auth and storage schemas and publication) was made by a superuser, `supabase_admin`
 * exists, and the bootstrap runs as a role with no more rights than hosted `postgres` has: no superuser,
 * but BYPASSRLS; it owns the database, may use auth and storage, and may add policies and triggers on
 * storage.objects (hosted Storage grants it TRIGGER there, supautils lets it create policies there;
 * ownership stands in for both).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, isSupabaseDatabase, listMigrations } from '../../supabase/local/bootstrap';
import { openDatabase, type Db } from '../../supabase/local/db';
import { BOOTSTRAP_LOCK_KEY, countRows, createTestDb } from '../helpers/db';

const SHIM = path.resolve(import.meta.dirname, '../../supabase/local/shim.sql');
const adminUrl = process.env.DATABASE_URL;

describe('hosted Supabase detection on pglite', () => {
  // Opening and bootstrapping a database is setup work: it runs under the hook's longer time limit.
  let db: Db | undefined;
  let before: boolean | undefined;
  beforeAll(async () => {
    db = await openDatabase();
    before = await isSupabaseDatabase(db);
    await bootstrap(db, { seed: false });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('finds none in a new database, nor after the local bootstrap', async () => {
    expect(before).toBe(false);
    expect(await isSupabaseDatabase(db as Db)).toBe(false);
  });
});

describe.skipIf(!adminUrl)('bootstrap of a hosted Supabase database on postgres', () => {
  const suffix = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const name = `lanka_test_hosted_${suffix}`;
  const owner = `lanka_test_owner_${suffix}`;
  let admin: pg.Client;
  let db: Db | undefined;
  let createdSupabaseAdmin = false;
  let result: Awaited<ReturnType<typeof bootstrap>>;

  const databaseUrl = (options?: string) => {
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    if (options) url.searchParams.set('options', options);
    return url.toString();
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create role ${pg.escapeIdentifier(owner)} nologin bypassrls`); // as hosted `postgres`
    await admin.query(`create database ${pg.escapeIdentifier(name)} owner ${pg.escapeIdentifier(owner)}`);

    // Supabase's part, made by a superuser. The shim alters cluster-wide roles: same lock as createTestDb.
    const supabase = new pg.Client({ connectionString: databaseUrl() });
    await supabase.connect();
    await admin.query('select pg_advisory_lock($1)', [BOOTSTRAP_LOCK_KEY]);
    try {
      const exists = await admin.query(`select 1 from pg_roles where rolname = 'supabase_admin'`);
      if (exists.rowCount === 0) {
        await admin.query('create role supabase_admin nologin');
        createdSupabaseAdmin = true;
      }
      await supabase.query(await readFile(SHIM, 'utf8'));
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [BOOTSTRAP_LOCK_KEY]);
    }
    const role = pg.escapeIdentifier(owner);
    await supabase.query(`
      drop schema supabase_migrations cascade; -- a new project has no migration history yet
      grant usage on schema auth, storage, extensions to ${role};
      grant all on all tables in schema auth to ${role};
      grant all on table storage.buckets to ${role};
      alter table storage.objects owner to ${role};
      alter publication supabase_realtime owner to ${role};
    `);
    await supabase.end();

    db = await openDatabase({ databaseUrl: databaseUrl(`-c role=${owner}`) });
    result = await bootstrap(db);
  });

  afterAll(async () => {
    await db?.close();
    if (!admin) return;
    try {
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      await admin.query(`drop role if exists ${pg.escapeIdentifier(owner)}`);
      if (createdSupabaseAdmin) await admin.query('drop role if exists supabase_admin');
    } finally {
      await admin.end();
    }
  });

  it('runs as a role that could not run the shim', async () => {
    const conn = db as Db;
    const { rows } = await conn.query<{ me: string; superuser: boolean }>(
      `select current_user as me, (select rolsuper from pg_roles where rolname = current_user) as superuser`,
    );
    expect(rows).toEqual([{ me: owner, superuser: false }]);
    const shim = await readFile(SHIM, 'utf8');
    await expect(conn.transaction((tx) => tx.exec(shim))).rejects.toMatchObject({ code: '42501' });
  });

  it('recognises the database as a Supabase project’s', async () => {
    expect(await isSupabaseDatabase(db as Db)).toBe(true);
  });

  it('applies every migration and records it as the Supabase CLI does', async () => {
    const files = await listMigrations();
    expect(result).toEqual({ fresh: true, applied: files.map((f) => f.version) });
    const { rows } = await (db as Db).query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    expect(rows).toEqual(files.map((f) => ({ version: f.version, name: f.name })));
    const owners = await (db as Db).query<{ owner: string }>(
      `select distinct pg_get_userbyid(relowner) as owner from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r'`,
    );
    expect(owners.rows).toEqual([{ owner }]);
  });

  it('never loads the demo seed', async () => {
    for (const table of ['tour_inquiries', 'custom_tour_requests', 'reviews', 'custom_reviews']) {
      expect(await countRows(db as Db, `public.${table}`), table).toBe(0);
    }
  });

  it('grants the API roles what the migrations name, and new functions to nobody', async () => {
    const conn = db as Db;
    await conn.exec(`create function public.added_later() returns integer language sql as $$ select 1 $$`);
    const { rows } = await conn.query(
      `select (select bool_and(has_table_privilege('service_role', 'public.reviews', p))
                 from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) as p) as service,
              has_table_privilege('anon', 'public.reviews', 'SELECT') as anon_reads_all_columns,
              has_function_privilege('anon', 'public.added_later()', 'EXECUTE') as anon_executes`,
    );
    expect(rows).toEqual([{ service: true, anon_reads_all_columns: false, anon_executes: false }]);
  });

  it('still runs the shim for a database of its own on the same server', async () => {
    // supabase_admin exists on this server now: only Supabase's own schemas in the database count.
    const local = await createTestDb({ backend: 'postgres' });
    try {
      expect(await isSupabaseDatabase(local)).toBe(false);
      const { rows } = await local.query<{ me: string; users_owner: string }>(
        `select current_user as me, pg_get_userbyid(relowner) as users_owner from pg_class where oid = 'auth.users'::regclass`,
      );
      expect(rows[0]?.users_owner).toBe(rows[0]?.me);
    } finally {
      await local.close();
    }
  });

  it('changes nothing when bootstrapped again', async () => {
    expect(await bootstrap(db as Db)).toEqual({ fresh: false, applied: [] });
  });
});
