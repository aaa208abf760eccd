/**
 * `npm run bench:publish`: how soon does a publish reach travellers as pre-rendered HTML? As `npm start`
 * runs it: the site built from a file-backed PGlite in a temporary directory (the render kit kept), then
 * the real server serving it, publishing through the API as an admin.
 *
 * Printed:
 *  - full build: `vite build` with the published content (what a static host runs on its deploy hook);
 *  - one tour: PUBLISH_SAMPLES (default 5) publishes of a changed day title in all three languages, each
 *    timed from the publish's answer to the moment all three of the tour's pages serve the new title;
 *  - every page: a change to the business facts (on every page), timed the same way until every page
 *    serves it.
 * A benchmark, not a test: it prints figures and exits 0 unless the run fails.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig } from '../../supabase/local/config.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { startServer } from '../../supabase/local/server.ts';
import { printMachine } from './machine.ts';
import { benchPorts, SERVER_PORTS, serverPortEnv } from './ports.ts';
import { publicPaths } from '../../src/content/public-routes.ts';
import type { BusinessDocument, TourDocument } from '../../src/content/documents.ts';

const SAMPLES = Number(process.env.PUBLISH_SAMPLES ?? 5);
const WAIT_MS = 60_000;
const POLL_MS = 20;

const deadline = setTimeout(() => {
  console.error('bench:publish: did not finish within 10 minutes');
  process.exit(1);
}, 10 * 60_000);
deadline.unref();

printMachine('bench:publish');
const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-publish-bench-'));
const env = {
  DATA_DIR: dataDir,
  DIST_DIR: path.join(dataDir, 'dist'),
  RENDER_KIT_DIR: path.join(dataDir, 'render-kit'),
  // Free ports (mail included), or BENCH_API_PORT … BENCH_MAIL_SMTP_PORT when set: it runs beside `npm start`.
  ...serverPortEnv(await benchPorts('BENCH_', SERVER_PORTS)),
  DATABASE_URL: '',
  SUPABASE_JWT_SECRET: randomBytes(32).toString('hex'),
};
const config = await loadConfig(env);

// The full build, as a static host runs it (its own data directory: it opens and seeds it first).
const buildStarted = performance.now();
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', config.distDir, '--emptyOutDir'], {
  cwd: config.rootDir,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, ...env, CONTENT_DATA_DIR: dataDir },
});
if (build.status !== 0) throw new Error('The build failed');
const buildMs = performance.now() - buildStarted;

const server = await startServer(config, { seed: false, publish: true });
const adminId = randomUUID();
await server.db.query(
  `insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
   values ($1, 'authenticated', 'authenticated', 'bench-admin@example.com', now(), now(), now())`,
  [adminId],
);
await server.db.query('insert into public.admins (user_id, email) values ($1, $2)', [
  adminId,
  'bench-admin@example.com',
]);
const token = signJwt(
  {
    sub: adminId,
    email: 'bench-admin@example.com',
    role: 'authenticated',
    aud: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + 3600,
  },
  config.jwtSecret,
);
const admin = createClient(config.apiUrl, config.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  global: { headers: { Authorization: `Bearer ${token}` } },
  realtime: { transport: WebSocket as never },
});

/** Saves `change(draft)` over the current version and publishes it; resolves when the publish is answered. */
async function publish<T>(kind: string, slug: string, change: (draft: T) => T): Promise<void> {
  const { data, error } = await admin
    .from('content_entries')
    .select('id, draft, version')
    .eq('kind', kind)
    .eq('slug', slug)
    .single();
  if (error) throw new Error(`read ${kind} ${slug}: ${error.message}`);
  const saved = await admin
    .from('content_entries')
    .update({ draft: change(data.draft as T) as never, version: data.version + 1 })
    .eq('id', data.id);
  if (saved.error) throw new Error(`save ${kind} ${slug}: ${saved.error.message}`);
  const published = await admin.rpc('publish_content', { entry_id: data.id, version: data.version + 1 });
  if (published.error) throw new Error(`publish ${kind} ${slug}: ${published.error.message}`);
}

/** Resolves with the ms until every path serves HTML containing `text`. */
async function servedWithin(paths: string[], text: string, started: number): Promise<number> {
  const pending = new Set(paths);
  while (pending.size > 0) {
    if (performance.now() - started > WAIT_MS)
      throw new Error(`Not served within ${WAIT_MS} ms: ${[...pending].join(', ')}`);
    await Promise.all(
      [...pending].map(async (page) => {
        const html = await (await fetch(`${config.appUrl}${page}`)).text();
        if (html.includes(text)) pending.delete(page);
      }),
    );
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return performance.now() - started;
}

const inLanguages = (page: string) => [page, `/de${page === '/' ? '' : page}`, `/fr${page === '/' ? '' : page}`];
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const fmt = (ms: number) => `${Math.round(ms)} ms`;

try {
  const { data: tours } = await admin.from('content_published').select('slug').eq('kind', 'tour').order('position');
  const slug = tours![0]!.slug;
  const tourTimes: number[] = [];
  let lastRenderMs: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const mark = `Bench ${sample} ${randomUUID().slice(0, 8)}`;
    await publish<TourDocument>('tour', slug, (draft) => ({
      ...draft,
      itinerary: draft.itinerary.map((day, index) =>
        index === 0 ? { ...day, title: { en: `${mark} en`, de: `${mark} de`, fr: `${mark} fr` } } : day,
      ),
    }));
    const started = performance.now();
    tourTimes.push(await servedWithin(inLanguages(`/tours/${slug}`), mark, started));
    await server.publisher!.idle();
    const last = server.publisher!.last;
    if (last && 'ms' in last) lastRenderMs = [...lastRenderMs, last.ms];
  }
  tourTimes.sort((a, b) => a - b);

  const mark = `+94 70 ${String(Date.now()).slice(-3)} ${String(Date.now()).slice(-7, -3)}`;
  await publish<BusinessDocument>('business', 'business', (draft) => ({ ...draft, phone: mark }));
  const started = performance.now();
  const allPages = publicPaths(tours!.map((tour) => tour.slug)).flatMap(inLanguages);
  const everyPageMs = await servedWithin(allPages, mark, started);
  await server.publisher!.idle();
  const full = server.publisher!.last;

  console.log(`bench:publish  (${SAMPLES} samples; PGlite in a temporary directory; ${allPages.length} pages)`);
  console.log(`  full build (vite build with the published content):       ${fmt(buildMs)}`);
  console.log(
    `  one tour, 3 languages, publish -> new HTML served:         p50 ${fmt(percentile(tourTimes, 50))}  max ${fmt(tourTimes.at(-1)!)}`,
  );
  console.log(`    of which rendering and writing (server's own timing):   ${lastRenderMs.map(fmt).join(', ')}`);
  console.log(
    `  business facts (every page), publish -> all pages served:  ${fmt(everyPageMs)}` +
      (full && 'result' in full ? `  (${full.result.pages.length} pages rendered in ${fmt(full.ms)})` : ''),
  );
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
