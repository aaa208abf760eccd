/**
 * Brings a database to the project's schema the way the Supabase CLI does: the shim of hosted
 * Supabase (once), then every migration not yet recorded in `supabase_migrations.schema_migrations`
 * (lexical order, CLI naming), then `supabase/seed.sql` when the database was new.
 *
 * A Supabase project's own database (hosted, through DATABASE_URL) already has what the shim stands in
 * for, and its migration role `postgres` may not change it: there the shim is skipped, the migration
 * history is created as the CLI creates it, and the demo seed never goes in.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './db.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SUPABASE_DIR = path.resolve(here, '..');
export const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations');
const MIGRATION_FILE = /^([0-9]+)_(.*)\.sql$/;

/** The migration history table, as `supabase db push` creates it on a project that has none yet. */
const MIGRATION_HISTORY_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text not null primary key);
alter table supabase_migrations.schema_migrations add column if not exists statements text[];
alter table supabase_migrations.schema_migrations add column if not exists name text;
`;

export interface BootstrapOptions {
  /** Apply seed.sql when the database is new (default true). */
  seed?: boolean;
  /** Hooks that run after the migrations on every start (e.g. realtime capture triggers). */
  afterMigrations?: ((db: Db) => Promise<void>)[];
}

export interface BootstrapResult {
  fresh: boolean;
  applied: string[];
}

export async function listMigrations(): Promise<{ version: string; name: string; file: string }[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => MIGRATION_FILE.test(f)).sort();
  return files.map((file) => {
    const [, version = '', name = ''] = MIGRATION_FILE.exec(file) ?? [];
    return { version, name, file: path.join(MIGRATIONS_DIR, file) };
  });
}

/**
 * Whether the database is a Supabase project's own (hosted, or the Supabase CLI's local stack): Supabase's
 * superuser role `supabase_admin` exists on the server and Supabase made the database's `auth.users`,
 * which is then owned by one of its roles. Where the shim made it, the role that bootstraps owns it.
 */
export async function isSupabaseDatabase(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ supabase: boolean }>(
    `select exists (select 1 from pg_catalog.pg_roles where rolname = 'supabase_admin')
            and exists (select 1
                          from pg_catalog.pg_class as c
                          join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
                         where n.nspname = 'auth' and c.relname = 'users'
                           and pg_catalog.pg_get_userbyid(c.relowner) <> current_user) as supabase`,
  );
  return rows[0]?.supabase === true;
}

export async function bootstrap(db: Db, options: BootstrapOptions = {}): Promise<BootstrapResult> {
  const { rows } = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  const fresh = !rows[0]?.present;
  // Only what a Supabase project offers is used there: its roles, schemas and grants are Supabase's.
  const supabase = fresh && (await isSupabaseDatabase(db));
  if (fresh) await db.exec(supabase ? MIGRATION_HISTORY_SQL : await readFile(path.join(here, 'shim.sql'), 'utf8'));

  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const m of await listMigrations()) {
    if (done.has(m.version)) continue;
    const sql = await readFile(m.file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [m.version, m.name, [sql]],
      );
    });
    applied.push(m.version);
  }

  // The seed is made-up demo content: never on a Supabase project, where it would go live.
  if (fresh && !supabase && options.seed !== false) {
    const seed = await readFile(path.join(SUPABASE_DIR, 'seed.sql'), 'utf8').catch(() => '');
    if (seed.trim()) await db.exec(seed);
  }
  for (const hook of options.afterMigrations ?? []) await hook(db);
  return { fresh, applied };
}
