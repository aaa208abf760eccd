/**
 * One database handle for the local server, the admin CLI and the tests: embedded PGlite by default
 * (data in `.data/pglite`, or in memory), or a real Postgres when a connection string is given.
 *
 * Results are normalised to `{ rows, fields, affectedRows }`. Callers that answer HTTP requests should
 * build JSON in SQL (`json_agg(...)::text`) so the wire format is Postgres's own, as PostgREST's is.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
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
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /** LISTEN on a channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface TransactionOptions {
  /**
   * Each statement's time limit in milliseconds (0: none), as the request's role's `statement_timeout`.
   * Postgres enforces the setting itself; for PGlite the handle does (see openPglite).
   */
  statementTimeoutMs?: number;
  /**
   * Who asked (the client's address for API requests). On PGlite's single connection, sources take turns,
   * so one source's many slow requests do not stand in front of everyone else's.
   */
  source?: string;
}

export interface OpenOptions {
  /** Postgres connection string; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; in memory when omitted. */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite starts from this copy of a data directory (a tarball from `snapshotDatabase`)
   * instead of an empty cluster: a database migrated once is handed to many tests without migrating again.
   */
  snapshot?: Uint8Array | undefined;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.snapshot && options.dataDir) throw new Error('openDatabase: a snapshot is only for in-memory PGlite');
  return openPglite(options.dataDir, options.snapshot);
}

/**
 * The whole data directory of an in-memory PGlite as an uncompressed tarball, for `openDatabase({ snapshot })`.
 * Taken between statements, so it holds only what was committed.
 */
export async function snapshotDatabase(db: Db): Promise<Uint8Array> {
  if (!(db instanceof PgliteThread)) throw new Error('snapshotDatabase: only PGlite databases can be copied');
  return db.snapshot();
}

/** The V8 flags compileForOneJob sets, for processes started with them (the db and API test workers). */
export const ONE_JOB_V8_FLAGS = ['--liftoff-only'];

/**
 * For a process that opens the database, does one job and exits (the admin CLI, the build's read of the published
 * content): call before the first openDatabase. PGlite's WebAssembly is then compiled by V8's baseline compiler
 * only. By default V8 also recompiles the busiest functions with its optimising compiler, on background threads,
 * which pays off in a server that runs for hours but was a third of such a process's processor time: the CLI's
 * `list` 4.3 → 3.0 CPU-s, the content read that creates and migrates a new database 12.2 → 8.6.
 */
export function compileForOneJob(): void {
  for (const flag of ONE_JOB_V8_FLAGS) v8.setFlagsFromString(flag);
}

/**
 * PGlite's WebAssembly, compiled once per process and handed to each database thread (a compiled module is
 * shared with workers, not copied), with its file-system bundle. Without this every thread, each test
 * database and each restart after a runaway statement, compiled Postgres anew: seconds each.
 */
let artifacts: Promise<PgliteArtifacts> | undefined;
interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
  fsBundle: Uint8Array;
}
function pgliteArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasm, initdbWasm, bundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map((file) => readFile(path.join(dist, file))),
    );
    // Shared memory: every thread reads the same bytes.
    const fsBundle = new Uint8Array(new SharedArrayBuffer((bundle as Buffer).length));
    fsBundle.set(bundle as Buffer);
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(new Uint8Array(pgliteWasm as Buffer)),
      WebAssembly.compile(new Uint8Array(initdbWasm as Buffer)),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle };
  })();
  return artifacts;
}

/**
 * PGlite on a thread of its own (db-worker.mjs), so a long statement never stops the server's main thread,
 * and ended once it passes its transaction's statement timeout. PGlite cannot enforce `statement_timeout`
 * itself (Postgres's timer needs a signal that WebAssembly on one thread never gets), so a statement over
 * its time ends the thread: Postgres then recovers from its write-ahead log on the next start, as after a
 * crash, so every committed row is kept and the cut-off transaction is rolled back. The statement fails with
 * 57014, as Postgres's own timeout would, and what was waiting runs on the new thread.
 *
 * In memory there is nothing to recover from, so there a statement runs to its end (tests only).
 */
async function openPglite(dataDir: string | undefined, snapshot?: Uint8Array): Promise<Db> {
  const handle = new PgliteThread(dataDir, snapshot);
  await handle.open();
  return handle;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface WorkerReply {
  id?: number;
  result?: unknown;
  error?: { message: string; fields: Record<string, unknown> };
  ready?: boolean;
  failed?: { message: string; fields: Record<string, unknown> };
  channel?: string;
  payload?: string;
}

/** The error Postgres raises when a statement passes its `statement_timeout`. */
function statementTimeout(): Error {
  return Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
    severity: 'ERROR',
  });
}

const COOLDOWN_FIRST_MS = 10_000;
const COOLDOWN_MAX_MS = 300_000;
const COOLDOWN_MEMORY_MS = 600_000;
const COOLDOWN_MAX_SOURCES = 10_000;

/**
 * Refusal for a source that is waiting after a runaway statement, shaped as the database's own write limits
 * answer (PT429 is HTTP 429; the hint carries the seconds until a retry, which the app reads).
 */
function coolingDown(until: number): Error {
  const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  return Object.assign(new Error('Too many requests from this address ran past their time limit.'), {
    code: 'PT429',
    severity: 'ERROR',
    detail: 'A request from this address ran past its statement timeout; the address waits before it may send again.',
    hint: JSON.stringify({ retry_after: seconds, limit: 'source' }),
  });
}

function fromWorker(error: { message: string; fields: Record<string, unknown> }): Error {
  return Object.assign(new Error(error.message), error.fields);
}

class PgliteThread implements Db {
  readonly kind = 'pglite' as const;
  private worker: Worker | undefined;
  private ready: Promise<void> = Promise.resolve();
  /** Bumped whenever the thread is replaced; a transaction begun on an older one has already ended. */
  private generation = 0;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  /**
   * What waits for the connection (one statement or transaction at a time, as on PGlite's single
   * connection), per source, served in turns: a source that sends many slow requests at once waits behind
   * its own, not in front of everyone else's.
   */
  private readonly waiting = new Map<string, (() => void)[]>();
  /** Sources with something waiting, in the order of their next turn. */
  private readonly line = new Set<string>();
  /** The source whose task holds the connection; null when it is free. */
  private serving: string | null = null;
  /** Sources whose statements had to be ended, and until when they wait (see penalise). */
  private readonly cooling = new Map<string, { until: number; strikes: number; last: number }>();
  private closed = false;

  constructor(
    private readonly dataDir: string | undefined,
    private readonly initial?: Uint8Array,
  ) {}

  /** Opens the database on a new thread; resolves once it answers. */
  open(): Promise<void> {
    this.ready = this.start();
    return this.ready;
  }

  private async start(): Promise<void> {
    const worker = new Worker(new URL('./db-worker.mjs', import.meta.url), {
      workerData: { dataDir: this.dataDir, snapshot: this.initial, ...(await pgliteArtifacts()) },
    });
    this.worker = worker;
    const ready = new Promise<void>((resolve, reject) => {
      const onReady = (message: WorkerReply) => {
        if (message.ready) resolve();
        else if (message.failed) reject(fromWorker(message.failed));
        else return;
        worker.off('message', onReady);
      };
      worker.on('message', onReady);
      worker.once('error', reject);
    });
    worker.on('message', (message: WorkerReply) => this.receive(message));
    worker.on('error', (error) => this.lost(worker, error));
    worker.on('exit', (code) => this.lost(worker, new Error(`the database thread stopped (exit code ${code})`)));
    return ready;
  }

  private receive(message: WorkerReply): void {
    if (message.channel !== undefined) {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      return;
    }
    if (message.id === undefined) return;
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (message.error) pending.reject(fromWorker(message.error));
    else pending.resolve(message.result);
  }

  /** The thread ended on its own (a crash inside PGlite): fail what it held and start a new one. */
  private lost(worker: Worker, error: Error): void {
    if (worker !== this.worker || this.closed) return;
    console.error(`database thread: ${error.message}; starting it again`);
    this.replace(error);
  }

  /** Ends the current thread, fails everything sent to it with `reason`, and starts a new one. */
  private replace(reason: Error): void {
    const old = this.worker;
    this.worker = undefined;
    this.generation += 1;
    const failed = [...this.pending.values()];
    this.pending.clear();
    for (const pending of failed) pending.reject(reason);
    this.ready = (async () => {
      await old?.terminate().catch(() => undefined);
      if (this.closed) return;
      await this.start();
      for (const channel of this.handlers.keys()) await this.post({ op: 'listen', channel });
    })();
    this.ready.then(
      // Notifications sent while the thread was replaced are lost; listeners look again now.
      () => {
        for (const set of this.handlers.values()) for (const handler of set) handler('');
      },
      (error: unknown) => console.error(`database thread: it could not be started again: ${String(error)}`),
    );
  }

  private async send(message: Record<string, unknown>, timeoutMs = 0): Promise<unknown> {
    await this.ready;
    return this.post(message, timeoutMs);
  }

  private post(message: Record<string, unknown>, timeoutMs = 0): Promise<unknown> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error('the database is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      this.pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ id, ...message });
      if (timeoutMs > 0 && this.dataDir) {
        timer = setTimeout(() => {
          const late = this.pending.get(id);
          if (!late || this.worker !== worker) return;
          console.warn(`database: a statement ran past its ${timeoutMs} ms statement timeout and was ended`);
          this.pending.delete(id);
          if (this.serving) this.penalise(this.serving);
          late.reject(statementTimeout());
          this.replace(statementTimeout());
        }, timeoutMs);
      }
    });
  }

  /**
   * A source whose statement had to be ended waits before it may send again: 10 s, doubling with each
   * repeat within 10 minutes, up to 5 minutes. Ending a statement costs everyone the thread's restart (about
   * a second), so a source sending one runaway statement after another would otherwise hold the database.
   */
  private penalise(source: string): void {
    const now = Date.now();
    const previous = this.cooling.get(source);
    const strikes = previous && now - previous.last < COOLDOWN_MEMORY_MS ? previous.strikes + 1 : 1;
    const wait = Math.min(COOLDOWN_FIRST_MS * 2 ** (strikes - 1), COOLDOWN_MAX_MS);
    this.cooling.delete(source);
    this.cooling.set(source, { until: now + wait, strikes, last: now });
    // Bounded: the oldest entries go first (a Map keeps insertion order).
    for (const oldest of this.cooling.keys()) {
      if (this.cooling.size <= COOLDOWN_MAX_SOURCES) break;
      this.cooling.delete(oldest);
    }
  }

  /** Runs `fn` when no other statement or transaction holds the connection and it is `source`'s turn. */
  private exclusive<T>(fn: () => Promise<T>, source = ''): Promise<T> {
    const refusal = this.coolingRefusal(source);
    if (refusal) return Promise.reject(refusal);
    return new Promise<T>((resolve, reject) => {
      const release = () => {
        const served = this.serving as string;
        this.serving = null;
        // Back of the line: whoever came while it was served goes first.
        if (this.waiting.has(served)) this.line.add(served);
        this.next();
      };
      const task = () => {
        // What the source sent before its statement was ended is refused too, without touching the database.
        const late = this.coolingRefusal(source);
        if (late) {
          reject(late);
          queueMicrotask(release);
          return;
        }
        fn().then(resolve, reject).finally(release);
      };
      const queue = this.waiting.get(source);
      if (queue) queue.push(task);
      else this.waiting.set(source, [task]);
      if (source !== this.serving) this.line.add(source);
      this.next();
    });
  }

  private coolingRefusal(source: string): Error | undefined {
    const cooling = source ? this.cooling.get(source) : undefined;
    return cooling && cooling.until > Date.now() ? coolingDown(cooling.until) : undefined;
  }

  /** Gives the connection to the first source in line, if it is free. */
  private next(): void {
    if (this.serving !== null) return;
    const [source] = this.line;
    if (source === undefined) return;
    this.line.delete(source);
    const queue = this.waiting.get(source) as (() => void)[];
    const task = queue.shift() as () => void;
    if (queue.length === 0) this.waiting.delete(source);
    this.serving = source;
    task();
  }

  private queryable(timeoutMs: number): Queryable {
    return {
      query: async <T>(sql: string, params: unknown[] = []) =>
        (await this.send({ op: 'query', sql, params }, timeoutMs)) as QueryResult<T>,
      exec: async (sql: string) => {
        await this.send({ op: 'exec', sql }, timeoutMs);
      },
    };
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    return this.exclusive(() => this.queryable(0).query<T>(sql, params));
  }

  exec(sql: string): Promise<void> {
    return this.exclusive(() => this.queryable(0).exec(sql));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    return this.exclusive(async () => {
      const tx = this.queryable(options.statementTimeoutMs ?? 0);
      await tx.exec('begin');
      const generation = this.generation;
      try {
        const value = await fn(tx);
        await tx.exec('commit');
        return value;
      } catch (error) {
        // After the thread was replaced there is no transaction left to roll back.
        if (generation === this.generation) await tx.exec('rollback').catch(() => undefined);
        throw error;
      }
    }, options.source);
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.send({ op: 'listen', channel });
    }
    set.add(onPayload);
    return async () => {
      set.delete(onPayload);
    };
  }

  /** See snapshotDatabase. */
  snapshot(): Promise<Uint8Array> {
    return this.exclusive(async () => (await this.send({ op: 'dump' })) as Uint8Array);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.exclusive(() => this.send({ op: 'close' })).catch(() => undefined);
    this.closed = true;
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
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
