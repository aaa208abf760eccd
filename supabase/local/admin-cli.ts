/**
 * `npm run admin -- add <email> | remove <email> | list`: manages staff accounts (an auth user plus a
 * row in public.admins, which no API key may write).
 *
 * PGlite allows one process per data directory, so when a local server owns it (its run file,
 * run-file.ts, names a live process, whatever port it listens on) the work is done by that server over
 * its local admin channel (admin-store.ts); a server that owns it but does not answer (still starting,
 * or hung) is refused with nothing written. With no live owner the CLI opens the database itself,
 * exactly as the server would. With DATABASE_URL it always connects directly: Postgres serves many
 * clients.
 *
 * The password comes from ADMIN_PASSWORD or a hidden terminal prompt, is at least 12 characters, and is
 * never printed. Exit code 0 on success, 1 with a one-line reason otherwise.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, type LocalConfig } from './config.ts';
import { compileForOneJob, openDatabase } from './db.ts';
import { bootstrap } from './bootstrap.ts';
import { isEntryPoint } from '../../scripts/entry-point.ts';
import { AuthError } from './auth-users.ts';
import {
  ADMIN_MIN_PASSWORD_LENGTH,
  LOCAL_ADMIN_PATH,
  LOCAL_ADMIN_TOKEN_FILE,
  LOCAL_ADMIN_TOKEN_HEADER,
  addAdmin,
  checkAdminPassword,
  listAdmins,
  removeAdmin,
  type AddAdminOutcome,
} from './admin-store.ts';
import { processIsAlive, readRunFile, runFilePath } from './run-file.ts';

const USAGE = 'Usage: npm run admin -- add <email> | remove <email> | list';
const HEALTH_TIMEOUT_MS = 1500; // a local server answers at once; longer means nothing is listening

class CliError extends Error {}

interface Backend {
  add(email: string, password: string | undefined): Promise<AddAdminOutcome>;
  remove(email: string): Promise<boolean>;
  list(): Promise<string[]>;
  close(): Promise<void>;
}

async function serverIsUp(apiUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${apiUrl}/auth/v1/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    if (!response.ok) return false;
    const body = (await response.json()) as { name?: unknown };
    return body.name === 'GoTrue';
  } catch {
    return false;
  }
}

async function directBackend(config: LocalConfig): Promise<Backend> {
  if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
  compileForOneJob();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  try {
    // Same preparation as the server (shim, migrations, seed when new), so whichever opens a new
    // database first leaves it in the same state. A Supabase project's database (DATABASE_URL) gets the
    // migrations it lacks only: no shim, no seed (bootstrap.ts).
    await bootstrap(db, { afterMigrations: [] });
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    add: (email, password) => addAdmin(db, email, password),
    remove: (email) => removeAdmin(db, email),
    list: () => listAdmins(db),
    close: () => db.close(),
  };
}

/** The API URL of the live server that owns the data directory, or undefined when none does. */
async function runningServer(config: LocalConfig): Promise<string | undefined> {
  const info = await readRunFile(config.dataDir);
  if (!info || !processIsAlive(info.pid)) return undefined; // none, or left behind by a server that died
  if (info.apiUrl && (await serverIsUp(info.apiUrl))) return info.apiUrl;
  throw new CliError(
    `A server (process ${info.pid}) is using ${config.dataDir} but does not answer` +
      `${info.apiUrl ? ` at ${info.apiUrl}` : ' yet'}; nothing was changed. Try again once it is up, or stop it ` +
      `(if no server runs, delete ${runFilePath(config.dataDir)}).`,
  );
}

async function serverBackend(config: LocalConfig, apiUrl: string): Promise<Backend> {
  let token: string;
  try {
    token = (await readFile(path.join(config.dataDir, LOCAL_ADMIN_TOKEN_FILE), 'utf8')).trim();
  } catch {
    throw new CliError(
      `The server at ${apiUrl} is running but ${path.join(config.dataDir, LOCAL_ADMIN_TOKEN_FILE)} is missing.`,
    );
  }
  const call = async <T>(method: string, query: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${apiUrl}${LOCAL_ADMIN_PATH}${query}`, {
      method,
      headers: {
        apikey: config.serviceRoleKey,
        authorization: `Bearer ${config.serviceRoleKey}`,
        'content-type': 'application/json',
        [LOCAL_ADMIN_TOKEN_HEADER]: token,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const message = typeof payload.message === 'string' ? payload.message : `HTTP ${response.status}`;
      throw new AuthError(response.status, String(payload.code ?? 'unexpected_failure'), message);
    }
    return payload as T;
  };
  return {
    add: async (email, password) => (await call<{ outcome: AddAdminOutcome }>('POST', '', { email, password })).outcome,
    remove: async (email) =>
      (await call<{ removed: boolean }>('DELETE', `?email=${encodeURIComponent(email)}`)).removed,
    list: async () => (await call<{ admins: string[] }>('GET', '')).admins,
    close: async () => undefined,
  };
}

/** Where a command reads the password from and writes what it has to say: the process's own streams by default. */
export interface AdminIo {
  /** The terminal the password is asked on; without one (a pipe, or none) the password must be in ADMIN_PASSWORD. */
  stdin?: NodeJS.ReadStream;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(stdin: NodeJS.ReadStream, stderr: AdminIo['stderr'], question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish();
        if (ch === '\u0003') return finish(new CliError('Cancelled.'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stderr.write(question);
    stdin.setEncoding('utf8');
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function askPassword(email: string, io: AdminIo): Promise<string> {
  const { stdin, stderr } = io;
  if (!stdin?.isTTY) {
    throw new CliError(
      `No password for the new user ${email}: set ADMIN_PASSWORD or run this in a terminal to be asked.`,
    );
  }
  const first = await promptHidden(
    stdin,
    stderr,
    `Password for ${email} (at least ${ADMIN_MIN_PASSWORD_LENGTH} characters): `,
  );
  checkAdminPassword(first);
  const second = await promptHidden(stdin, stderr, 'Repeat the password: ');
  if (first !== second) throw new CliError('The passwords do not match.');
  return first;
}

async function add(backend: Backend, email: string, env: NodeJS.ProcessEnv, io: AdminIo): Promise<string> {
  const fromEnv = env.ADMIN_PASSWORD;
  let outcome: AddAdminOutcome;
  try {
    outcome = await backend.add(email, fromEnv);
  } catch (error) {
    if (!(error instanceof AuthError && error.code === 'password_required')) throw error;
    outcome = await backend.add(email, await askPassword(email, io));
  }
  switch (outcome) {
    case 'created':
      return `Created admin ${email}.`;
    case 'promoted':
      return `Made the existing user ${email} an admin (password unchanged).`;
    default:
      return `${email} is already an admin.`;
  }
}

/**
 * Runs one command (`add <email>`, `remove <email>`, `list`) with the settings of `env` (DATA_DIR, API_PORT,
 * DATABASE_URL, ADMIN_PASSWORD…), as `npm run admin` does with the process's own; resolves to what the command
 * prints, and fails with the one-line reason it prints otherwise. Test helpers that need an admin account call it
 * in their own process instead of starting this file (about 1 CPU-s of start-up each).
 */
export async function runAdminCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: AdminIo = process,
): Promise<string | undefined> {
  const [command, email, ...extra] = argv;
  const needsEmail = command === 'add' || command === 'remove';
  if (!command || !['add', 'remove', 'list'].includes(command) || (needsEmail ? !email : email) || extra.length > 0) {
    throw new CliError(USAGE);
  }
  // Refuse a short password before touching the database (opening a new PGlite takes seconds).
  if (command === 'add' && env.ADMIN_PASSWORD !== undefined) checkAdminPassword(env.ADMIN_PASSWORD);
  const config = await loadConfig(env);
  const apiUrl = config.databaseUrl ? undefined : await runningServer(config);
  const backend = apiUrl ? await serverBackend(config, apiUrl) : await directBackend(config);
  try {
    if (command === 'list') {
      const admins = await backend.list();
      if (admins.length === 0) io.stderr.write('No admins yet.\n');
      return admins.length ? admins.join('\n') : undefined;
    }
    if (command === 'add') return await add(backend, email as string, env, io);
    if (!(await backend.remove(email as string))) throw new CliError(`${email} is not an admin.`);
    return `${email} is no longer an admin (the user account is kept).`;
  } finally {
    await backend.close();
  }
}

/**
 * `npm run admin` with `argv` and `env`: prints what the command says, or `admin: ` and its one-line reason, and
 * resolves to the exit code (0, or 1 on any failure). tests/api/admin-cli.test.ts runs it in its own process as well
 * as this file as a process (each process opens PGlite anew: seconds each).
 */
export async function adminMain(argv: string[], env: NodeJS.ProcessEnv, io: AdminIo = process): Promise<number> {
  try {
    const output = await runAdminCommand(argv, env, io);
    if (output) io.stdout.write(`${output}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`admin: ${message.split('\n')[0]}\n`);
    return 1;
  }
}

// `npm run admin`; test helpers import runAdminCommand or adminMain instead.
if (isEntryPoint(import.meta.url)) process.exitCode = await adminMain(process.argv.slice(2), process.env);
