/**
 * Starts the real local server for API tests: fresh in-memory PGlite (or, with `onDisk`, PGlite in a
 * throwaway data directory, as `npm start` keeps it), free ports, a throwaway JWT secret, and returns
 * supabase-js clients bound to it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../src/types/database';
import { loadConfig } from '../../supabase/local/config';
import { signJwt } from '../../supabase/local/jwt';
import { openDatabase, type Db } from '../../supabase/local/db';
import { startServer, type RunningServer, type StartOptions } from '../../supabase/local/server';
import { pgliteTemplate } from './db-templates';
import { copyDataDirTemplate } from './template-data-dir';

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
/** `ws` as realtime-js's transport (its constructor overloads differ only in typing). */
export const wsTransport = WebSocket as unknown as RealtimeTransport;

export interface TestServer {
  server: RunningServer;
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** A new anon client that keeps its session in memory only. */
  client(): SupabaseClient;
  /** A client with the service-role key (admin API). */
  serviceClient(): SupabaseClient;
  /** A typed client acting as `user` (its access token on every request), or as a visitor without one. */
  clientFor(user?: TestUser): SupabaseClient<Database>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Serve this database (already migrated, e.g. createTestDb's) instead of a new in-memory one. */
  db?: Db;
  seed?: boolean;
  onDisk?: boolean;
  /** Run the notification sender (off by default: most suites only need the queue). */
  notify?: StartOptions['notify'];
  /** More settings for loadConfig, e.g. MAIL_SMTP_PORT for the sender. */
  env?: Record<string, string>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-api-'));
  const config = await loadConfig({
    DATA_DIR: dataDir,
    API_PORT: '0',
    APP_PORT: '0',
    SUPABASE_JWT_SECRET: randomBytes(32).toString('hex'),
    ...options.env,
  });
  // In memory unless asked: each suite starts clean, from a copy of the run's migrated template when there is one
  // (db-templates.ts), whose migrations the server's bootstrap then finds applied; on disk, from a copy of the
  // template's data directory. Only on disk can the database thread be replaced after a statement runs past its
  // timeout (supabase/local/db.ts).
  const onDisk = options.onDisk ? path.join(dataDir, 'pglite') : undefined;
  if (onDisk && !options.db) await copyDataDirTemplate(options.seed ?? false, onDisk);
  const db =
    options.db ??
    (await openDatabase(onDisk ? { dataDir: onDisk } : { snapshot: await pgliteTemplate(options.seed ?? false) }));
  const server = await startServer(config, {
    db,
    serveApp: false,
    seed: options.seed ?? false,
    notify: options.notify,
  });
  const clientOptions = (user?: TestUser) => ({
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime-js needs one handed in.
    realtime: { transport: wsTransport },
    ...(user ? { accessToken: async () => user.token } : {}),
  });
  const make = (key: string) => createClient(config.apiUrl, key, clientOptions());
  return {
    server,
    url: config.apiUrl,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    client: () => make(config.anonKey),
    serviceClient: () => make(config.serviceRoleKey),
    clientFor: (user) => createClient<Database>(config.apiUrl, config.anonKey, clientOptions(user)),
    async close() {
      await server.close();
      await db.close();
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  /** An access token as the auth service would issue it for this user. */
  token: string;
}

/** Inserts a confirmed user (and, for staff, its admins row) straight into the database. */
export async function createTestUser(ts: TestServer, email: string, isAdmin: boolean): Promise<TestUser> {
  const id = randomUUID();
  await ts.server.db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, now(), now(), now())`,
    [id, email],
  );
  if (isAdmin) await ts.server.db.query('insert into public.admins (user_id, email) values ($1, $2)', [id, email]);
  return { id, email, token: userToken(ts, id, email) };
}

/** A signed access token for a user; a negative lifetime gives an expired one. */
export function userToken(ts: TestServer, sub: string, email: string, expiresInSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return signJwt({ sub, email, role: 'authenticated', aud: 'authenticated', exp }, ts.server.config.jwtSecret);
}
