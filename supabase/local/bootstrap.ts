/**
 * Brings a database to the project's schema the way the Supabase CLI does: the shim of hosted
 * Supabase (once), then every migration not yet recorded in `supabase_migrations.schema_migrations`
 * (lexical order, CLI naming), then `supabase/seed.sql` when the database was new.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SUPABASE_DIR = path.resolve(here, '..');
export const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations');
const MIGRATION_FILE = /^([0-9]+)_(.*)\.sql$/;

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

export async function bootstrap(db: Db, options: BootstrapOptions = {}): Promise<BootstrapResult> {
  const { rows } = await db.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  const fresh = !rows[0]?.present;
  if (fresh) await db.exec(await readFile(path.join(here, 'shim.sql'), 'utf8'));

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

  if (fresh && options.seed !== false) {
    const seed = await readFile(path.join(SUPABASE_DIR, 'seed.sql'), 'utf8').catch(() => '');
    if (seed.trim()) await db.exec(seed);
  }
  for (const hook of options.afterMigrations ?? []) await hook(db);
  return { fresh, applied };
}
