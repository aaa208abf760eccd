/**
 * Runs the `notify` Edge Function (supabase/functions/notify/index.ts) locally, as `supabase start`
 * serves functions: the same file, under Deno (from the `deno` npm package), with the environment the
 * Edge Runtime would give it. There is no second sender in Node: this file only starts Deno, restarts it
 * when it dies, and wakes it where hosted Supabase would use pg_net and pg_cron:
 *  - on NOTIFY notification_jobs (sent by the queue's trigger when jobs are added or retried),
 *  - when the earliest waiting job falls due (the run reports it), and
 *  - every minute, as the hosted sweep does: it runs the same SQL (private.wake_notification_sender_if_due,
 *    which also queues alerts about records that became overdue) and picks up leases that ran out.
 * VAPID keys come from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY or are generated once into
 * `<dataDir>/vapid-keys.json`, as the JWT secret is.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Db } from './db.ts';
import type { LocalConfig } from './config.ts';

const FUNCTION_DIR = 'supabase/functions/notify';
const SWEEP_MS = 60_000;
const RESTART_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];
// The sender's settings a developer may set for `npm start` (docs/deploy.md lists them).
const PASSED_THROUGH = [
  'SMTP_URL',
  'EMAIL_API_URL',
  'EMAIL_API_KEY',
  'MAIL_FROM',
  'MAIL_REPLY_TO',
  'VAPID_SUBJECT',
  'NOTIFICATION_SENDER_KEY',
  'NOTIFY_BATCH_SIZE',
  'NOTIFY_LEASE_SECONDS',
  'NOTIFY_TIME_BUDGET_MS',
  'NOTIFY_CONCURRENCY',
  'DENO_CERT',
  'DENO_DIR',
];

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function loadVapidKeys(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<VapidKeys> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const keys = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeys>;
    if (keys.publicKey && keys.privateKey) return { publicKey: keys.publicKey, privateKey: keys.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = webpush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  // wx: two servers starting on one data directory keep the first one's keys.
  try {
    await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadVapidKeys(dataDir, env);
    throw error;
  }
  return keys;
}

function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('deno/package.json'));
  const exe = path.join(dir, process.platform === 'win32' ? 'deno.exe' : 'deno');
  if (existsSync(exe)) return exe;
  // The package's install script did not run (npm --ignore-scripts): its own bin finds the binary this way.
  return (require(path.join(dir, 'install_api.cjs')) as { runInstall(): string }).runInstall();
}

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface NotifyRuntimeOptions {
  config: LocalConfig;
  db: Db;
  /** Settings for the function over those of this process (tests). */
  env?: Record<string, string | undefined>;
  /** Where the function reaches the API (default config.apiUrl; tests put a proxy in between). */
  supabaseUrl?: string;
  sweepMs?: number;
  log?: (line: string) => void;
}

export interface NotifyRuntime {
  /** The function's own address (the server proxies /functions/v1/notify here). */
  readonly url: string;
  readonly vapidPublicKey: string;
  /** Asks for a run now (coalesced with one under way). */
  wake(): void;
  /** Resolves when no run is under way or asked for. */
  idle(): Promise<void>;
  /** Ends the Deno process at once (SIGKILL), as a crash would; it is started again. */
  kill(): void;
  /** How many times Deno has been started. */
  readonly starts: number;
  close(): Promise<void>;
}

export async function startNotifyRuntime(options: NotifyRuntimeOptions): Promise<NotifyRuntime> {
  const { config, db } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const host = '127.0.0.1';
  const port = await freePort(host);
  const url = `http://${host}:${port}`;
  const vapid = await loadVapidKeys(config.dataDir, { ...process.env, ...options.env });

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NO_COLOR: '1',
    SUPABASE_URL: options.supabaseUrl ?? config.apiUrl,
    SUPABASE_SERVICE_ROLE_KEY: config.serviceRoleKey,
    SUPABASE_ANON_KEY: config.anonKey,
    SITE_URL: config.appUrl,
    SMTP_URL: `smtp://127.0.0.1:${config.mailSmtpPort}`,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PORT: String(port),
    HOST: host,
  };
  for (const name of PASSED_THROUGH) {
    const value = process.env[name];
    if (value) env[name] = value;
  }
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }

  let child: ChildProcess | undefined;
  let starts = 0;
  let closing = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let failuresInARow = 0;

  function launch(): ChildProcess {
    starts += 1;
    const proc = spawn(
      denoBinary(),
      [
        'run',
        '--quiet',
        '--no-prompt',
        `--config=${FUNCTION_DIR}/deno.json`,
        '--allow-net',
        '--allow-env',
        `--allow-read=${config.rootDir}`,
        '--allow-sys',
        `${FUNCTION_DIR}/index.ts`,
      ],
      { cwd: config.rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const relay = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) log(line.startsWith('notify') ? line : `notify: ${line}`);
    };
    proc.stdout?.on('data', relay);
    proc.stderr?.on('data', relay);
    proc.on('exit', (code, signal) => {
      if (closing || child !== proc) return;
      child = undefined;
      const delay = RESTART_DELAYS_MS[Math.min(failuresInARow, RESTART_DELAYS_MS.length - 1)]!;
      failuresInARow += 1;
      log(`notify: the sender stopped (${signal ?? `exit ${code}`}); starting it again in ${delay} ms`);
      restartTimer = setTimeout(() => {
        child = launch();
        void ready().then(() => wake());
      }, delay);
    });
    return proc;
  }

  async function ready(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
        await response.body?.cancel();
        failuresInARow = 0;
        return;
      } catch (error) {
        if (closing) return;
        if (Date.now() > deadline) throw new Error(`The notification sender did not start: ${String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  // --- waking ------------------------------------------------------------------------------------
  let running: Promise<void> | null = null;
  let wanted = false;
  let dueTimer: NodeJS.Timeout | undefined;

  function scheduleDue(nextDueAt: string | null) {
    clearTimeout(dueTimer);
    if (!nextDueAt || closing) return;
    const delay = Math.min(Math.max(new Date(nextDueAt).getTime() - Date.now() + 250, 250), SWEEP_MS);
    dueTimer = setTimeout(() => wake(), delay);
  }

  async function runOnce(): Promise<void> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(10 * 60_000),
    });
    const body = (await response.json().catch(() => ({}))) as { more?: boolean; nextDueAt?: string | null };
    if (!response.ok) throw new Error(`the sender answered ${response.status}: ${JSON.stringify(body)}`);
    if (body.more) wanted = true;
    scheduleDue(body.nextDueAt ?? null);
  }

  function wake() {
    if (closing) return;
    wanted = true;
    if (running) return;
    running = (async () => {
      while (wanted && !closing) {
        wanted = false;
        try {
          await runOnce();
        } catch (error) {
          // Deno is being restarted, or the run failed: the restart or the next sweep tries again.
          if (!closing && child) log(`notify: ${error instanceof Error ? error.message : String(error)}`);
          break;
        }
      }
    })().finally(() => {
      running = null;
    });
  }

  child = launch();
  try {
    await ready();
  } catch (error) {
    closing = true;
    child.kill('SIGKILL');
    throw error;
  }
  const unlisten = await db.listen('notification_jobs', () => wake());
  const runSweep = () => {
    if (closing) return;
    // Finding overdue records queues their alerts and NOTIFYs, which wakes the sender above.
    db.query('select private.wake_notification_sender_if_due()').catch((error: unknown) => {
      if (!closing) log(`notify: the sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    wake();
  };
  const sweep = setInterval(runSweep, options.sweepMs ?? SWEEP_MS);
  sweep.unref();
  runSweep();

  return {
    url,
    vapidPublicKey: vapid.publicKey,
    wake,
    async idle() {
      while (running) await running;
    },
    kill() {
      child?.kill('SIGKILL');
    },
    get starts() {
      return starts;
    },
    async close() {
      closing = true;
      clearInterval(sweep);
      clearTimeout(dueTimer);
      clearTimeout(restartTimer);
      await unlisten().catch(() => undefined);
      const proc = child;
      child = undefined;
      if (proc && proc.exitCode === null) {
        const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
        proc.kill('SIGTERM');
        const timer = setTimeout(() => proc.kill('SIGKILL'), 3_000);
        await exited;
        clearTimeout(timer);
      }
      await running?.catch(() => undefined);
    },
  };
}
