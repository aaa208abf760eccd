/**
 * The published content the build renders pages from (`public.content_published`), read from one of:
 *
 * - a Supabase API (`CONTENT_SUPABASE_URL` and `CONTENT_SUPABASE_ANON_KEY`): a hosted project's, as a static
 *   host's build reads it, or a running local server's, through the same anonymous read travellers have;
 * - a local data directory (`CONTENT_DATA_DIR`, as `npm start` sets it): through the server that owns it when
 *   one is running, else by opening it (its new migrations applied first, as the server would);
 * - neither: a fresh database with the migrations applied, so a fresh clone renders the seeded content.
 *
 * Only what anonymous visitors may read is read, in every case the same columns.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { bootstrap } from '../../supabase/local/bootstrap';
import { loadConfig } from '../../supabase/local/config';
import { openDatabase, type Db, type Queryable } from '../../supabase/local/db';
import { processIsAlive, readRunFile } from '../../supabase/local/run-file';
import { byListOrder, CONTENT_KINDS, type ContentItem, type ContentKind } from '../../src/content/documents';

export type ContentSource =
  | { from: 'api'; url: string; anonKey: string }
  /** `env`: the settings the directory's server runs with, when not this process's environment (tests). */
  | { from: 'data-dir'; dataDir: string; env?: NodeJS.ProcessEnv }
  | { from: 'migrations' };

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** A published item with the version it is a copy of. */
export type PublishedItem = ContentItem & { version: number };

interface Row {
  kind: string;
  slug: string;
  position: number;
  data: unknown;
  version: number;
}

const COLUMNS = 'kind, slug, position, data, version';
/** PostgREST answers at most this many rows at once (the `max_rows` of config.toml and of hosted). */
const PAGE = 1000;

export function contentSourceFromEnv(env: NodeJS.ProcessEnv = process.env): ContentSource {
  const url = env.CONTENT_SUPABASE_URL?.trim();
  const anonKey = env.CONTENT_SUPABASE_ANON_KEY?.trim();
  if (url || anonKey) {
    if (!url || !anonKey) throw new Error('CONTENT_SUPABASE_URL and CONTENT_SUPABASE_ANON_KEY go together');
    return { from: 'api', url, anonKey };
  }
  const dataDir = env.CONTENT_DATA_DIR?.trim();
  return dataDir ? { from: 'data-dir', dataDir } : { from: 'migrations' };
}

/** Every published item, by kind and then position (slug to break ties), whatever the source. */
export async function readPublishedContent(source: ContentSource): Promise<PublishedItem[]> {
  const rows = await readRows(source);
  return rows.map(toItem).sort(byKindAndPosition);
}

async function readRows(source: ContentSource): Promise<Row[]> {
  if (source.from === 'api') return readFromApi(source.url, source.anonKey);
  if (source.from === 'migrations') {
    const db = await openDatabase();
    // The demo enquiries and reviews of seed.sql are not content: not loaded here.
    return readFromDatabase(db, () => bootstrap(db, { seed: false }));
  }
  // The server's own settings for that directory (its key, or DATABASE_URL for a local Postgres).
  const config = await loadConfig({ ...(source.env ?? process.env), DATA_DIR: source.dataDir });
  const running = await readRunFile(config.dataDir);
  if (running && processIsAlive(running.pid)) {
    if (!running.apiUrl) throw new Error(`The server using ${config.dataDir} is still starting; try again shortly`);
    return readFromApi(running.apiUrl, config.anonKey);
  }
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  // The server's preparation (shim, migrations, the demo seed when new), as the admin CLI does: whichever
  // opens a new directory first leaves it as the other would.
  return readFromDatabase(db, () => bootstrap(db, { afterMigrations: [] }));
}

async function readFromApi(url: string, anonKey: string): Promise<Row[]> {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Never connected (no channel is opened), but supabase-js makes its realtime client at once, and Node 20
    // has no WebSocket of its own.
    realtime: { transport: WebSocket as unknown as RealtimeTransport },
  });
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from('content_published')
      .select(COLUMNS)
      .order('kind')
      .order('position')
      .order('slug')
      .range(from, from + PAGE - 1);
    if (error) throw new Error(`Reading the published content from ${url} failed: ${error.message}`);
    rows.push(...(data as Row[]));
    if (data.length < PAGE) return rows;
  }
}

async function readFromDatabase(db: Db, prepare: () => Promise<unknown>): Promise<Row[]> {
  try {
    await prepare();
    return await rowsIn(db);
  } finally {
    await db.close();
  }
}

async function rowsIn(db: Queryable): Promise<Row[]> {
  return (await db.query<Row>(`select ${COLUMNS} from public.content_published`)).rows;
}

/** Every published item in a database this process has open (the local server's, as its owner). */
export async function publishedItemsIn(db: Queryable): Promise<PublishedItem[]> {
  return (await rowsIn(db)).map(toItem).sort(byKindAndPosition);
}

function toItem(row: Row): PublishedItem {
  if (!(CONTENT_KINDS as readonly string[]).includes(row.kind)) throw new Error(`Unknown content kind ${row.kind}`);
  if (row.data === null || typeof row.data !== 'object' || Array.isArray(row.data)) {
    throw new Error(`The published ${row.kind} ${row.slug} is not a document`);
  }
  return {
    kind: row.kind as ContentKind,
    slug: row.slug,
    position: row.position,
    document: row.data as ContentItem['document'],
    version: row.version,
  };
}

function byKindAndPosition(a: PublishedItem, b: PublishedItem): number {
  const kind = CONTENT_KINDS.indexOf(a.kind) - CONTENT_KINDS.indexOf(b.kind);
  return kind !== 0 ? kind : byListOrder(a, b);
}
