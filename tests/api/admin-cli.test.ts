/**
 * `npm run admin` as a child process: directly on a PGlite data directory when no server runs, and
 * through the running server's local admin channel when one does. The password must never show up in
 * the CLI's output.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../supabase/local/db';
import { startTestServer, type TestServer } from '../helpers/server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = `pw-${randomBytes(12).toString('hex')}`; // unique, so any echo of it is detectable
const outputs: string[] = [];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', ADMIN_PASSWORD: undefined, ...env };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  return new Promise((resolve, reject) => {
    // `npm run admin` is tsx running this file; node loads tsx itself here, without npm's and tsx's own
    // launcher processes, which would only add their start-up to each of the many runs.
    const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/admin-cli.ts', ...args], {
      cwd: ROOT,
      env: childEnv,
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

describe('admin CLI on its own database', () => {
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
    const run = await runCli(['add', 'short@example.com'], { ...env, ADMIN_PASSWORD: 'elevenchars' });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual(['admin: Password should be at least 12 characters.']);
  });

  it('fails clearly for a new user without ADMIN_PASSWORD and without a terminal', async () => {
    const run = await runCli(['add', 'nopass@example.com'], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/set ADMIN_PASSWORD or run this in a terminal/);
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
      const run = await runCli(args, env);
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/^admin: Usage:/);
    }
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
    const add = await runCli(['add', 'live@example.com'], { ...env, ADMIN_PASSWORD: PASSWORD });
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
