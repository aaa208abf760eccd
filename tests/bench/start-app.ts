/**
 * The local server as `npm start` runs it (supabase/local/start.ts: the mail catcher, the build, the server),
 * for the benches that need the built app: in a process group of its own, with the bench's own ports and data
 * and build directories, so it runs beside `npm start` and never rebuilds the dist/ that `npm start` serves.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 180_000; // the build is most of it
const STOP_TIMEOUT_MS = 15_000; // PGlite closes its files on SIGTERM; after this it is killed

/**
 * Starts it with `env` (which must name DATA_DIR, DIST_DIR and the ports) and resolves once its API at `apiUrl`
 * answers; rejects at once when it exits first (a port in use, a failed build: its errors are on stderr).
 * Returns its stop, which also runs on Ctrl-C, so an interrupted bench leaves no server behind.
 */
export async function startApp(env: Record<string, string>, apiUrl: string): Promise<() => Promise<void>> {
  // Node itself with tsx's loader (not `npx tsx`, two processes deep), so its exit is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      // What a shell may have exported for `npm start` must not reach the bench's build.
      DATABASE_URL: '',
      VITE_SUPABASE_URL: '',
      VITE_SUPABASE_ANON_KEY: '',
      VITE_SITE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));

  const stop = async () => {
    if (gone) return;
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return; // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone meanwhile
      }
    }, STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  // Interrupted (Ctrl-C, a timeout): the server goes too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stop().finally(() => process.exit(130));
    });
  }

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`the local server exited with code ${await exited} before it answered (see above)`);
    try {
      if ((await fetch(`${apiUrl}/auth/v1/health`)).ok) return stop;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the local server did not start within ${START_TIMEOUT_MS / 60_000} minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
