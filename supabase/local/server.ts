/**
 * The local stand-in for a Supabase project: one process, two listeners.
 *  - API (default :54321): /rest/v1 (PostgREST subset), /auth/v1 (GoTrue subset),
 *    /storage/v1 (Storage subset), /realtime/v1/websocket (Realtime postgres_changes), /functions/v1
 *    (Edge Functions: the notification sender, run under Deno, see notify-runtime.ts).
 *  - App (default :4173): the built PWA from dist/ with an SPA fallback and security headers.
 * Access is decided by Postgres (RLS) inside each request's transaction, never here.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Db } from './db.ts';
import { bootstrap } from './bootstrap.ts';
import type { LocalConfig } from './config.ts';
import { applyCors, sendJson, type RouteHandler, type ServerContext } from './http-util.ts';
import { createRestHandler } from './rest.ts';
import { createAuthHandler } from './auth.ts';
import { createStorageHandler } from './storage.ts';
import { attachRealtime, installRealtimeCapture } from './realtime.ts';
import { createStaticHandler } from './static.ts';
import { createFunctionsHandler } from './functions.ts';
import { startNotifyRuntime, type NotifyRuntime, type NotifyRuntimeOptions } from './notify-runtime.ts';
import { removeRunFile, writeRunFile } from './run-file.ts';
import { startSitePublisher, type SitePublisher } from './site-publisher.ts';

export interface RunningServer {
  config: LocalConfig;
  db: Db;
  apiServer: Server;
  appServer: Server | undefined;
  /** The notification sender, when it was asked for. */
  notify: NotifyRuntime | undefined;
  /** Renders the pages a publish changed into the served site, when it was asked for. */
  publisher: SitePublisher | undefined;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Serve the built app too (default true). */
  serveApp?: boolean;
  /** Use this database instead of opening one from the config (tests). */
  db?: Db;
  /** Seed a new database (default true). */
  seed?: boolean;
  /** Run the notification sender (default off; `npm start` and `npm run backend` turn it on). */
  notify?: boolean | Omit<NotifyRuntimeOptions, 'config' | 'db'>;
  /** Render the pages a publish changed into the served site (default off; `npm start` turns it on). */
  publish?: boolean;
}

export async function startServer(config: LocalConfig, options: StartOptions = {}): Promise<RunningServer> {
  // Claimed before the database is opened, so the admin CLI never opens the same PGlite files meanwhile.
  await claimDataDir(config, !options.db && !config.databaseUrl);
  try {
    return await start(config, options);
  } catch (error) {
    await removeRunFile(config.dataDir).catch(() => undefined);
    throw error;
  }
}

async function claimDataDir(config: LocalConfig, required: boolean): Promise<void> {
  try {
    await writeRunFile(config.dataDir, { pid: process.pid });
  } catch (error) {
    // Without the file the admin CLI would open the PGlite files this server holds.
    if (required) throw error;
    console.warn(`The admin CLI will not find this server: ${String(error)}`);
  }
}

async function start(config: LocalConfig, options: StartOptions): Promise<RunningServer> {
  let db = options.db;
  if (!db) {
    if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
    db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  }
  await bootstrap(db, { seed: options.seed ?? true, afterMigrations: [installRealtimeCapture] });

  const ctx: ServerContext = { db, config };
  const functions = new Map<string, string>();
  const routes: [prefix: string, handler: RouteHandler][] = [
    ['/rest/v1', createRestHandler(ctx)],
    ['/auth/v1', createAuthHandler(ctx)],
    ['/storage/v1', createStorageHandler(ctx)],
    ['/functions/v1', createFunctionsHandler(ctx, () => functions)],
  ];

  const apiServer = createServer((req, res) => {
    void handleApi(req, res, routes);
  });
  const realtime = attachRealtime(ctx, apiServer);
  await listen(apiServer, config.apiPort, config.host);
  if (config.apiPort === 0) {
    // Tests ask for any free port; publish the one we got.
    config.apiPort = (apiServer.address() as AddressInfo).port;
    config.apiUrl = `http://127.0.0.1:${config.apiPort}`;
  }

  let appServer: Server | undefined;
  if (options.serveApp ?? true) {
    const serveStatic = createStaticHandler(config);
    appServer = createServer((req, res) => {
      void serveStatic(req, res).catch((error: unknown) => fail(res, error));
    });
    await listen(appServer, config.appPort, config.host);
    if (config.appPort === 0) {
      config.appPort = (appServer.address() as AddressInfo).port;
      config.appUrl = `http://localhost:${config.appPort}`;
    }
  }

  await writeRunFile(config.dataDir, { pid: process.pid, apiUrl: config.apiUrl }).catch((error: unknown) =>
    console.warn(`The admin CLI will not find this server: ${String(error)}`),
  );

  // After the API listens (the sender reaches the database through it, as on hosted Supabase) and the run
  // file names it (the admin CLI must find the server while Deno starts).
  let notify: NotifyRuntime | undefined;
  if (options.notify) {
    try {
      notify = await startNotifyRuntime({ config, db, ...(options.notify === true ? {} : options.notify) });
      functions.set('notify', notify.url);
    } catch (error) {
      // Submissions are still taken: their jobs wait in the queue for the next start.
      console.error(`Notifications are not being sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  const publisher = options.publish ? await startSitePublisher({ db, config }) : undefined;

  const ownDb = !options.db;
  return {
    config,
    db,
    apiServer,
    appServer,
    notify,
    publisher,
    async close() {
      await publisher?.close();
      await notify?.close();
      await realtime.close();
      await Promise.all([closeServer(apiServer), appServer ? closeServer(appServer) : undefined]);
      if (ownDb) await db.close();
      await removeRunFile(config.dataDir).catch(() => undefined);
    },
  };
}

async function handleApi(req: IncomingMessage, res: ServerResponse, routes: [string, RouteHandler][]) {
  markSource(req);
  applyCors(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(200, { 'Content-Length': '0' });
    res.end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const route = routes.find(([prefix]) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`));
  try {
    if (!route) {
      sendJson(res, 404, { message: 'no Route matched with those values' });
      return;
    }
    await route[1](req, res, url);
  } catch (error) {
    fail(res, error);
  }
}

/**
 * The gateway names the request's source for the database, as hosted Supabase's does: the socket's address
 * is appended to `x-forwarded-for` after whatever the client sent there, so the right-most entry is the one
 * the client cannot write. `cf-connecting-ip` is Cloudflare's to set (in front of hosted Supabase), and
 * there is no Cloudflare here: a client's own is dropped. The database reads both
 * (supabase/migrations/20261125110000_source_throttles.sql, private.request_source).
 */
function markSource(req: IncomingMessage) {
  delete req.headers['cf-connecting-ip'];
  const sent = req.headers['x-forwarded-for'];
  const client = [sent].flat().filter(Boolean).join(', ');
  // Without a socket address, a placeholder still keeps the client's own entries from being right-most.
  const address = req.socket.remoteAddress ?? 'unknown';
  req.headers['x-forwarded-for'] = client ? `${client}, ${address}` : address;
}

function fail(res: ServerResponse, error: unknown) {
  console.error(error);
  if (res.headersSent) {
    res.end();
    return;
  }
  sendJson(res, 500, { code: 'XX000', details: null, hint: null, message: 'Internal server error' });
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
