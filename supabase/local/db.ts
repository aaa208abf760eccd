/**
 * One database handle for the local server, the admin CLI and the tests: embedded PGlite by default
 * (data in `.data/pglite`, or in memory), or a real Postgres when a connection string is given.
 *
 * Results are normalised to `{ rows, fields, affectedRows }`. Callers that answer HTTP requests should
 * build JSON in SQL (`json_agg(...)::text`) so the wire format is Postgres's own, as PostgREST's is.
 */
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';

export interface QueryResult<T> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Postgres connection string; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; in memory when omitted. */
  dataDir?: string | undefined;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  const lite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pgcrypto },
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query<T>(sql, params);
      return {
        rows: result.rows,
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        affectedRows: result.affectedRows ?? 0,
      };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(lite);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    listen: async (channel, onPayload) => {
      const unsubscribe = await lite.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    close: () => lite.close(),
  };
}

async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 8 });
  // An idle connection the server closes (restart, dropped database) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`postgres pool: ${error.message}`));
  // Keep JSON-ish values as the server sent them; callers build JSON in SQL anyway.
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await q.query(sql, params);
      return {
        rows: result.rows as T[],
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        affectedRows: result.rowCount ?? 0,
      };
    },
    async exec(sql: string) {
      await q.query(sql);
    },
  });
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const value = await fn(wrap(client));
        await client.query('commit');
        return value;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload) {
      if (!listener) {
        listener = new pg.Client({ connectionString });
        listener.on('error', (error) => console.warn(`postgres listener: ${error.message}`));
        await listener.connect();
        listener.on('notification', (n) => {
          for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? '');
        });
      }
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async close() {
      await listener?.end();
      await pool.end();
    },
  };
}
