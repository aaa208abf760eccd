/**
 * Databases for the db suite: a fresh, bootstrapped database per call, on in-memory PGlite or (when
 * DATABASE_URL is set) in a uniquely named database on that Postgres server, dropped again on close.
 * Plus helpers to act as an API role exactly as the local server does (set local role + JWT claims).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { bootstrap } from '../../supabase/local/bootstrap';
import { openDatabase, type Db, type Queryable } from '../../supabase/local/db';
import { withRequestScope, type ApiRole } from '../../supabase/local/request-scope';
import { createDatabase, pgliteTemplate, postgresTemplate, withDatabase } from './db-templates';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; Postgres too when DATABASE_URL is set (CI runs both). */
export function testBackends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDb extends Db {
  readonly backend: Backend;
}

export interface CreateTestDbOptions {
  backend?: Backend;
  /** Load supabase/seed.sql (default false: tests make their own rows). */
  seed?: boolean;
  /**
   * Migrate this database from scratch even when the run made a migrated template to copy
   * (tests/helpers/db-templates.ts): for the tests of migrating itself.
   */
  fromScratch?: boolean;
}

// Roles are cluster-wide and the shim creates/alters them, so parallel test files must not bootstrap
// on the same server at the same moment. Advisory lock keys are per database; all take it in the
// database DATABASE_URL names.
export const BOOTSTRAP_LOCK_KEY = 727_274_001;

export async function createTestDb(options: CreateTestDbOptions = {}): Promise<TestDb> {
  const backend = options.backend ?? 'pglite';
  const seed = options.seed ?? false;
  const fromScratch = options.fromScratch ?? false;
  if (backend === 'pglite') {
    const snapshot = fromScratch ? undefined : await pgliteTemplate(seed);
    const db = await openDatabase({ snapshot });
    if (!snapshot) await bootstrap(db, { seed });
    return Object.assign(db, { backend });
  }

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('createTestDb: backend "postgres" needs DATABASE_URL');
  const name = `lanka_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let db: Db | undefined;
  const template = fromScratch ? undefined : postgresTemplate(seed);
  try {
    await createDatabase(admin, name, template);
    db = await openDatabase({ databaseUrl: withDatabase(adminUrl, name) });
    if (!template) {
      await admin.query('select pg_advisory_lock($1)', [BOOTSTRAP_LOCK_KEY]);
      try {
        await bootstrap(db, { seed });
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [BOOTSTRAP_LOCK_KEY]);
      }
    }
  } catch (error) {
    await db?.close();
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`).catch(() => undefined);
    await admin.end();
    throw error;
  }
  const closePool = db.close.bind(db);
  return Object.assign(db, {
    backend,
    async close() {
      await closePool();
      try {
        await dropDatabase(admin, name);
      } finally {
        await admin.end();
      }
    },
  });
}

/**
 * Drops a test database once the closed pool's sessions are gone. Not `with (force)` at first: killing a
 * session the pool is still closing makes node-postgres emit an unhandled FATAL error.
 */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  const sql = `drop database if exists ${pg.escapeIdentifier(name)}`;
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin.query(sql);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: still being accessed
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`${sql} with (force)`);
}

export interface Actor {
  role: ApiRole;
  /** auth.users id, for signed-in users. */
  sub?: string;
  email?: string;
}

export const ANON: Actor = { role: 'anon' };

/** Runs `fn` in one transaction as the given API role with PostgREST's request settings; commits. */
export function asRole<T>(db: Db, actor: Actor, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const claims = {
    role: actor.role,
    ...(actor.sub ? { sub: actor.sub, aud: 'authenticated' } : {}),
    ...(actor.email ? { email: actor.email } : {}),
  };
  return withRequestScope(db, { claims, method: 'POST', path: '/rest/v1/', headers: {} }, fn);
}

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/** Like asRole, but everything `fn` did is rolled back afterwards; returns what `fn` returned. */
export async function asRoleRolledBack<T>(db: Db, actor: Actor, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await asRole(db, actor, async (tx) => {
      throw new Rollback(await fn(tx));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
  throw new Error('unreachable');
}

/** An auth.users row as GoTrue would store it (bcrypt password); returns its id. */
export async function createUser(db: Queryable, email: string, password: string): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
             extensions.crypt($3, extensions.gen_salt('bf')), now(),
             '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
    [id, email, password],
  );
  return id;
}

/** Makes a user an admin the way the admin CLI does: a row in public.admins, written as the table owner. */
export async function makeAdmin(db: Queryable, userId: string): Promise<void> {
  await db.query('insert into public.admins (user_id) values ($1)', [userId]);
}

/** The SQLSTATE and details of a failed query, or throws if it did not fail. */
/** A signed-in admin and a signed-in user who is not one: the two actors most suites compare. */
export async function createAdminAndMember(db: Queryable): Promise<{ admin: Actor; member: Actor }> {
  const adminEmail = uniqueEmail('admin');
  const memberEmail = uniqueEmail('member');
  const adminId = await createUser(db, adminEmail, 'admin-password-1234');
  const memberId = await createUser(db, memberEmail, 'member-password-123');
  await makeAdmin(db, adminId);
  return {
    admin: { role: 'authenticated', sub: adminId, email: adminEmail },
    member: { role: 'authenticated', sub: memberId, email: memberEmail },
  };
}

export interface PgFailure {
  code: string;
  message: string;
  constraint?: string;
  column?: string;
  detail?: string;
}

export async function failure(promise: Promise<unknown>): Promise<PgFailure> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; message?: string; constraint?: string; column?: string; detail?: string };
    if (typeof e.code !== 'string') throw error;
    return { code: e.code, message: e.message ?? '', constraint: e.constraint, column: e.column, detail: e.detail };
  }
  throw new Error('expected the query to fail, but it succeeded');
}

/**
 * An INSERT built the way PostgREST builds one from a JSON body: only the given columns, values taken
 * from the JSON through the table's row type (so jsonb, dates and numbers are parsed by Postgres).
 */
export function insertJson(tx: Queryable, table: string, row: Record<string, unknown>): ReturnType<Queryable['query']> {
  const columns = Object.keys(row)
    .map((c) => pg.escapeIdentifier(c))
    .join(', ');
  const target = `public.${pg.escapeIdentifier(table)}`;
  return tx.query(
    `insert into ${target} (${columns}) select ${columns} from jsonb_populate_record(null::${target}, $1::jsonb)`,
    [JSON.stringify(row)],
  );
}

/** Row count of a table as the owner (RLS does not apply). */
export async function countRows(db: Queryable, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

/** A fresh example.com address, so tests never trip over each other's throttle counts. */
export function uniqueEmail(label = 'visitor'): string {
  return `${label}.${randomBytes(5).toString('hex')}@example.com`;
}

/** A date `days` from today (UTC), as the client sends dates: YYYY-MM-DD. */
export function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Valid rows with the spec's fields (and a device-generated id), as the app would send them. */
export const sampleRow = {
  tourInquiry: () => ({
    id: randomUUID(),
    tour_id: 'southern-coastal-explorer-6day',
    tour_title: 'Southern Coastal Explorer',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: uniqueEmail('inquiry'),
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    preferred_date: isoDate(30),
    adults: 2,
    children: 0,
    message: 'We would like a quiet beach day.',
  }),
  customTourRequest: () => ({
    id: randomUUID(),
    full_name: 'Grace Hopper',
    email: uniqueEmail('request'),
    phone: '+1 555 0100',
    country: 'United States',
    travel_start_date: isoDate(40),
    travel_end_date: isoDate(50),
    number_of_people: '2',
    budget_range: 'flexible',
    tour_places: 'Kandy, Ella',
    hotel_preferences: 'Boutique hotels',
    additional_requirements: null,
  }),
  review: (status = 'pending') => ({
    id: randomUUID(),
    tour_id: 'southern-coastal-explorer-6day',
    tour_title: 'Southern Coastal Explorer',
    booking_id: null,
    customer_name: 'Alan Turing',
    email: uniqueEmail('review'),
    country: 'United Kingdom',
    ratings: { overall: 5, quality: 5, locations: 4, amenities: 4, service: 5, price: 4 } as Record<string, unknown>,
    comment: 'A wonderful week on the south coast.',
    recommendations: null,
    would_recommend: true,
    status,
    is_validated: false,
    validation_source: null,
  }),
  customReview: (status = 'pending') => ({
    id: randomUUID(),
    customer_name: 'Katherine Johnson',
    email: uniqueEmail('custom'),
    country: 'United States',
    ratings: { overall: 4, quality: 4, service: 5, value: 4 } as Record<string, unknown>,
    comment: 'Planned around everything we asked for.',
    would_recommend: true,
    status,
  }),
  // Points into its own folder of the gallery bucket, as the admin screen stores images; an admin's
  // insert also needs the files (storeGalleryFiles), rows written by the owner do not.
  galleryImage: (fileSize = 1000) => {
    const id = randomUUID();
    const base = 'https://example.com/storage/v1/object/public/gallery/';
    return {
      id,
      title: 'Sigiriya at dawn',
      description: 'The rock fortress before the crowds.',
      category: 'cultural',
      url: `${base}${id}/full.webp`,
      thumbnail_url: `${base}${id}/thumb.webp`,
      file_name: 'sigiriya.jpg',
      file_size: fileSize,
      width: 1600,
      height: 1067,
      format: 'webp',
      storage_path: `${id}/full.webp`,
    };
  },
};

/**
 * The objects of a sample gallery row as Storage records them (no bytes: only metadata->>'size'), so
 * that an admin may insert the row; the full image carries the row's file_size. Written as the owner.
 */
export async function storeGalleryFiles(db: Queryable, row: { id: string; file_size: number }): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `insert into storage.objects (bucket_id, name, metadata)
     values ('gallery', $1, jsonb_build_object('size', $2::bigint)), ('gallery', $3, '{"size": 0}')
     returning id`,
    [`${row.id}/full.webp`, row.file_size, `${row.id}/thumb.webp`],
  );
  return rows.map((r) => r.id);
}

/** A stand-in for pg_net's http_post (same signature and defaults) that queues each request in a table. */
export const RECORDING_HTTP_POST = `create or replace function net.http_post(url text, body jsonb default '{}',
    params jsonb default '{}', headers jsonb default '{"Content-Type": "application/json"}',
    timeout_milliseconds integer default 5000)
  returns bigint language sql as $$
    insert into net.http_request_queue values (url, body, headers, timeout_milliseconds);
    select count(*) from net.http_request_queue;
  $$`;

/**
 * Hosted Supabase's Vault and pg_net, which neither PGlite nor a plain Postgres has: stand-ins with their
 * interfaces (the secrets as a table; http_post recording each request in `net.http_request_queue`, in the
 * caller's transaction, as pg_net queues it).
 */
export const HOSTED_STAND_INS = `
  create schema vault;
  create table vault.decrypted_secrets (name text primary key, decrypted_secret text);
  create schema net;
  create table net.http_request_queue (url text, body jsonb, headers jsonb, timeout_milliseconds integer);
  ${RECORDING_HTTP_POST};`;
