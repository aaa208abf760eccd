/**
 * `npm run admin`: directly on a PGlite data directory when no server runs, and through the running server's local
 * admin channel when one does, whatever port that server uses. The password must never show up in the CLI's output.
 *
 * Most runs call the CLI's entry (`adminMain`) in this process, with the settings a run of its own would have and no
 * terminal; each kind of run (on its own database, through a server, refused before any work) is also made once as
 * a process of its own, which shows the file's exit code and output are the entry's. Each such process opens PGlite
 * anew (about 3 CPU-s each, 10 for one that creates the database), which made this file a third of the API suite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../supabase/local/config';
import { adminMain } from '../../supabase/local/admin-cli';
import { openDatabase } from '../../supabase/local/db';
import { RUN_FILE } from '../../supabase/local/run-file';
import { startTestServer, type TestServer } from '../helpers/server';
import { copyDataDirTemplate } from '../helpers/template-data-dir';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = `pw-${randomBytes(12).toString('hex')}`; // unique, so any echo of it is detectable
const outputs: string[] = [];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a run: this process's, with no database URL and no password unless `env` gives them. */
function runEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', ADMIN_PASSWORD: undefined, ...env };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  return childEnv;
}

/** `npm run admin` with `args`, run in this process: what it prints and its exit code. It has no terminal. */
async function runCli(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await adminMain(args, runEnv(env), {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  outputs.push(stdout, stderr);
  return { code, stdout, stderr };
}

/** `npm run admin` with `args` as a process of its own, its standard input a pipe (no terminal). */
function runCliProcess(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  return new Promise((resolve, reject) => {
    // `npm run admin` is tsx running this file; node loads tsx itself here, without npm's and tsx's own
    // launcher processes, which would only add their start-up.
    const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/admin-cli.ts', ...args], {
      cwd: ROOT,
      env: runEnv(env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdin.end(); // no TTY: the CLI must not wait for a prompt
    child.on('error', reject);
    child.on('close', (code) => {
      outputs.push(stdout, stderr);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A port nothing listens on, so the CLI finds no server and opens the database itself. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

afterAll(() => {
  for (const text of outputs) expect(text).not.toContain(PASSWORD);
});

// Each run opens PGlite (the first creates and migrates the database); on a loaded machine a test of three runs
// can take a minute.
describe('admin CLI on its own database', { timeout: 180_000 }, () => {
  let env: Record<string, string>;

  beforeAll(async () => {
    env = {
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'lanka-admin-cli-')),
      SUPABASE_JWT_SECRET: randomBytes(32).toString('hex'),
      API_PORT: String(await freePort()),
      HOST: '127.0.0.1',
    };
  });

  it('refuses a password shorter than 12 characters, with one line and exit 1', async () => {
    const run = await runCliProcess(['add', 'short@example.com'], { ...env, ADMIN_PASSWORD: 'elevenchars' });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual(['admin: Password should be at least 12 characters.']);
  });

  it('adds an admin, lists it, and reports a repeated add', async () => {
    const add = await runCli(['add', 'Boss@Example.com'], { ...env, ADMIN_PASSWORD: PASSWORD });
    expect(add).toMatchObject({ code: 0 });
    expect(add.stdout).toMatch(/Created admin/);
    const list = await runCli(['list'], env);
    expect(list).toMatchObject({ code: 0, stdout: 'boss@example.com\n' });
    const again = await runCli(['add', 'boss@example.com'], env);
    expect(again).toMatchObject({ code: 0 });
    expect(again.stdout).toMatch(/already an admin/);
  });

  it('fails clearly for a new user without ADMIN_PASSWORD and without a terminal, as a process on its own database', async () => {
    const run = await runCliProcess(['add', 'nopass@example.com'], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/set ADMIN_PASSWORD or run this in a terminal/);
  });

  it('removes the admin row but keeps the user and its password', async () => {
    const remove = await runCli(['remove', 'boss@example.com'], env);
    expect(remove.code).toBe(0);
    expect((await runCli(['list'], env)).stdout).toBe('');
    expect((await runCli(['remove', 'boss@example.com'], env)).code).toBe(1);

    const db = await openDatabase({ dataDir: path.join(env.DATA_DIR as string, 'pglite') });
    try {
      const { rows } = await db.query<{ ok: boolean; admins: number }>(
        `select u.encrypted_password = extensions.crypt($1, u.encrypted_password) as ok,
                (select count(*)::int from public.admins) as admins
         from auth.users u where u.email = 'boss@example.com'`,
        [PASSWORD],
      );
      expect(rows).toEqual([{ ok: true, admins: 0 }]);
    } finally {
      await db.close();
    }

    // An existing user is promoted without needing a password.
    const promote = await runCli(['add', 'boss@example.com'], env);
    expect(promote.code).toBe(0);
    expect(promote.stdout).toMatch(/existing user .* admin \(password unchanged\)/);
  });

  it('answers bad usage with a one-line reason and exit 1', async () => {
    for (const args of [[], ['frobnicate'], ['add'], ['list', 'extra']]) {
      const run = await (args.length === 0 ? runCliProcess : runCli)(args, env);
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/^admin: Usage:/);
    }
  });

  it('ignores a run file left by a server that died', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(
      path.join(env.DATA_DIR as string, RUN_FILE),
      JSON.stringify({ pid: gone.pid, apiUrl: `http://127.0.0.1:${await freePort()}` }),
    );
    const add = await runCli(['add', 'stale@example.com'], { ...env, ADMIN_PASSWORD: PASSWORD });
    expect(add).toMatchObject({ code: 0 });
    expect(add.stdout).toMatch(/Created admin stale@example.com/);
    await rm(path.join(env.DATA_DIR as string, RUN_FILE));
  });
});

describe('admin CLI while the server runs', () => {
  let t: TestServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await startTestServer();
    env = {
      DATA_DIR: t.server.config.dataDir,
      SUPABASE_JWT_SECRET: t.server.config.jwtSecret,
      API_URL: t.url,
      HOST: '127.0.0.1',
    };
  });

  afterAll(async () => {
    await t?.close();
  });

  it('adds through the server; the new admin can sign in and read inquiries', async () => {
    const add = await runCliProcess(['add', 'live@example.com'], { ...env, ADMIN_PASSWORD: PASSWORD });
    expect(add.code).toBe(0);
    expect(add.stdout).toMatch(/Created admin live@example.com/);

    const client = t.client();
    expect((await client.auth.signInWithPassword({ email: 'live@example.com', password: PASSWORD })).error).toBeNull();
    expect(await client.from('tour_inquiries').select('id')).toMatchObject({ error: null, data: [] });
    expect((await client.from('admins').select('email')).data).toEqual([{ email: 'live@example.com' }]);

    expect(await runCli(['list'], env)).toMatchObject({ code: 0, stdout: 'live@example.com\n' });
  });

  it('removes through the server and keeps the user', async () => {
    expect((await runCli(['remove', 'live@example.com'], env)).code).toBe(0);
    const { rows } = await t.server.db.query<{ admins: number; users: number }>(
      `select (select count(*)::int from public.admins) as admins,
              (select count(*)::int from auth.users where email = 'live@example.com') as users`,
    );
    expect(rows).toEqual([{ admins: 0, users: 1 }]);
  });

  it('keeps the local admin channel closed to the service key alone', async () => {
    const response = await fetch(`${t.url}/auth/v1/_local/admins`, {
      method: 'POST',
      headers: {
        apikey: t.serviceRoleKey,
        Authorization: `Bearer ${t.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: 'intruder@example.com', password: 'intruder-password' }),
    });
    expect(response.status).toBe(403);
    const { rows } = await t.server.db.query(`select 1 from auth.users where email = 'intruder@example.com'`);
    expect(rows).toEqual([]);
  });
});

/** `npm run backend` in a process of its own, as a developer runs it beside the CLI. */
async function startServerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${env.API_PORT}/auth/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    if (Date.now() > deadline) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stopServerProcess(child: ChildProcess): Promise<void> {
  // Ended already, by itself or by a signal (then exitCode stays null).
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('admin CLI beside a server on a port of its own', () => {
  let server: ChildProcess | undefined;
  let serverEnv: Record<string, string>;
  let cliEnv: Record<string, string>;

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-admin-cli-port-'));
    const secret = randomBytes(32).toString('hex');
    serverEnv = {
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-dist'),
      SUPABASE_JWT_SECRET: secret,
      HOST: '127.0.0.1',
      API_PORT: String(await freePort()),
      APP_PORT: String(await freePort()),
    };
    // The CLI is not told the server's port: where it would look by default, nothing listens.
    cliEnv = { DATA_DIR: dataDir, SUPABASE_JWT_SECRET: secret, HOST: '127.0.0.1', API_PORT: String(await freePort()) };
    // The data directory as a new one is after its first start, from the run's template when there is one: what is
    // tested here is the CLI beside the server, not the server's first start (10 CPU-s of migrations).
    await copyDataDirTemplate(true, path.join(dataDir, 'pglite'));
    server = await startServerProcess(serverEnv);
  });

  afterAll(async () => {
    if (server) await stopServerProcess(server);
  });

  it('goes through that server, which then signs the new admin in', async () => {
    const add = await runCliProcess(['add', 'port@example.com'], { ...cliEnv, ADMIN_PASSWORD: PASSWORD });
    expect(add).toMatchObject({ code: 0 });
    expect(add.stdout).toMatch(/Created admin port@example.com/);

    const url = `http://127.0.0.1:${serverEnv.API_PORT}`;
    const signIn = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: (await loadConfig(serverEnv)).anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'port@example.com', password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(await runCli(['list'], cliEnv)).toMatchObject({ code: 0, stdout: 'port@example.com\n' });
  });

  it('removes its run file when it stops, and the CLI then opens the database itself', async () => {
    await stopServerProcess(server as ChildProcess);
    expect(await exists(path.join(serverEnv.DATA_DIR as string, RUN_FILE))).toBe(false);
    expect(await runCli(['list'], cliEnv)).toMatchObject({ code: 0, stdout: 'port@example.com\n' });
  });
});

describe('admin CLI and a run file', () => {
  it('refuses, writing nothing, while the live owner of the data directory does not answer', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-admin-cli-hung-'));
    const silent = `http://127.0.0.1:${await freePort()}`;
    // This test's own process stands for a server that is alive but not answering.
    await writeFile(path.join(dataDir, RUN_FILE), JSON.stringify({ pid: process.pid, apiUrl: silent }));
    const env = { DATA_DIR: dataDir, SUPABASE_JWT_SECRET: randomBytes(32).toString('hex'), HOST: '127.0.0.1' };

    const add = await runCli(['add', 'hung@example.com'], { ...env, ADMIN_PASSWORD: PASSWORD });
    expect(add.code).toBe(1);
    expect(add.stderr.trim().split('\n')).toHaveLength(1);
    expect(add.stderr).toContain(`process ${process.pid}`);
    expect(add.stderr).toContain(`does not answer at ${silent}; nothing was changed`);
    expect(await exists(path.join(dataDir, 'pglite'))).toBe(false);

    // Still starting: the file names the process but no address yet.
    await writeFile(path.join(dataDir, RUN_FILE), JSON.stringify({ pid: process.pid }));
    const list = await runCli(['list'], env);
    expect(list.code).toBe(1);
    expect(list.stderr).toMatch(/does not answer yet; nothing was changed/);
    expect(await exists(path.join(dataDir, 'pglite'))).toBe(false);
  });
});
