/**
 * Migrated databases to copy from, made once per test run (vitest's globalSetup for the db and api suites):
 * migrating a database from scratch is most of a database test file's time, and every file needs the same
 * schema. On PGlite a template is a tarball of a data directory that a new in-memory database starts from;
 * on PostgreSQL (DATABASE_URL) it is a database that `create database … template …` copies.
 *
 * Two of each: with and without the demo seed. The PGlite ones are also unpacked as data directories, for servers
 * whose database is on disk. They are made by the same `bootstrap` as every database, so
 * a migration that fails fails the run here; tests/db/migrations.test.ts still migrates from scratch itself.
 * The test processes find them through the environment (set before they start), and fall back to migrating
 * when none is set (a single file run another way, the benches).
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bootstrap } from '../../supabase/local/bootstrap';
import { openDatabase, snapshotDatabase } from '../../supabase/local/db';
import { dataDirTemplateIn, PGLITE_TEMPLATES_ENV, templateVariant } from './template-data-dir';

const PGLITE_ENV = PGLITE_TEMPLATES_ENV;
const POSTGRES_ENV = 'LANKA_TEST_POSTGRES_TEMPLATES';
const variant = templateVariant;

/** The tarball a new in-memory PGlite of this variant starts from, or undefined when no template was made. */
const read: Partial<Record<string, Promise<Uint8Array>>> = {};
export async function pgliteTemplate(seed: boolean): Promise<Uint8Array | undefined> {
  const dir = process.env[PGLITE_ENV];
  if (!dir) return undefined;
  read[variant(seed)] ??= readFile(path.join(dir, `${variant(seed)}.tar`)).then((bytes) => new Uint8Array(bytes));
  return read[variant(seed)];
}

/** The name of the PostgreSQL database to copy for this variant, or undefined when none was made. */
export function postgresTemplate(seed: boolean): string | undefined {
  const names = process.env[POSTGRES_ENV];
  return names ? (JSON.parse(names) as Record<string, string>)[variant(seed)] : undefined;
}

/**
 * Makes the templates (PostgreSQL's too when `withPostgres` and DATABASE_URL is set) and announces them to
 * the test processes; returns the clean-up. Under `npm test` they are made once for every suite before any starts
 * (tests/helpers/make-templates.ts): then this finds them announced already and makes none.
 */
export async function makeTemplates(withPostgres: boolean): Promise<() => Promise<void>> {
  const postgresWanted = withPostgres && !!process.env.DATABASE_URL;
  if (process.env[PGLITE_ENV] && (!postgresWanted || process.env[POSTGRES_ENV])) return async () => undefined;
  const dir = await mkdtemp(path.join(tmpdir(), 'lanka-db-templates-'));
  const postgres = withPostgres ? process.env.DATABASE_URL : undefined;
  const names: Record<string, string> = {};
  const admin = postgres ? new pg.Client({ connectionString: postgres }) : undefined;
  try {
    await admin?.connect();
    await Promise.all(
      [false, true].map(async (seed) => {
        const db = await openDatabase();
        try {
          await bootstrap(db, { seed });
          const tarball = path.join(dir, `${variant(seed)}.tar`);
          await writeFile(tarball, await snapshotDatabase(db));
          await unpack(tarball, dataDirTemplateIn(dir, seed));
        } finally {
          await db.close();
        }
      }),
    );
    // One after the other: the shim creates cluster-wide roles.
    if (postgres && admin) {
      for (const seed of [false, true]) {
        const name = `lanka_template_${variant(seed)}_${randomBytes(4).toString('hex')}`;
        await createDatabase(admin, name);
        names[variant(seed)] = name;
        const db = await openDatabase({ databaseUrl: withDatabase(postgres, name) });
        try {
          await bootstrap(db, { seed });
        } finally {
          await db.close();
        }
      }
    }
  } catch (error) {
    await admin?.end();
    await cleanUp(dir, names, postgres);
    throw error;
  }
  // No connection outlives the making: a process that only makes them (make-templates.ts) then ends by itself.
  await admin?.end();
  process.env[PGLITE_ENV] = dir;
  if (postgres) process.env[POSTGRES_ENV] = JSON.stringify(names);
  return () => cleanUp(dir, names, postgres);
}

/** Unpacks a PGlite snapshot into `target` as a data directory. */
async function unpack(tarball: string, target: string): Promise<void> {
  await mkdir(target);
  // The snapshot's names start with "/" (PGlite's own); tar drops it and says so on stderr.
  const { status, stderr } = spawnSync('tar', ['-xf', tarball, '-C', target], { encoding: 'utf8' });
  if (status !== 0) throw new Error(`Unpacking ${tarball} failed (tar exit ${status}): ${stderr}`);
}

/**
 * Removes the templates `env` announces (a run's, made by make-templates.ts in another process): the tarballs, and
 * the PostgreSQL databases through DATABASE_URL.
 */
export async function removeTemplates(env: NodeJS.ProcessEnv): Promise<void> {
  const dir = env[PGLITE_ENV];
  const names = env[POSTGRES_ENV] ? (JSON.parse(env[POSTGRES_ENV]) as Record<string, string>) : {};
  if (dir) await cleanUp(dir, names, env.DATABASE_URL);
}

/** The environment that announces the templates made in this process (for make-templates.ts). */
export function templatesEnv(): Record<string, string> {
  return Object.fromEntries(
    [PGLITE_ENV, POSTGRES_ENV].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
}

/** Removes the tarballs and drops the template databases (through `databaseUrl`'s server). */
async function cleanUp(dir: string, names: Record<string, string>, databaseUrl: string | undefined): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  if (!databaseUrl || Object.keys(names).length === 0) return;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    for (const name of Object.values(names)) {
      await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * Creates a database on `admin`'s server, as a copy of `template` when given. Copies of one template made at the
 * same moment can find it busy (55006) for an instant; they try again.
 */
export async function createDatabase(admin: pg.Client, name: string, template?: string): Promise<void> {
  const sql = `create database ${pg.escapeIdentifier(name)}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(sql);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The same server's URL with another database. */
export function withDatabase(url: string, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}
