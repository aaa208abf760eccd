/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, simulated throttling) three times on Home,
 * a tour page and Contact against the production build served by the local server, printing the
 * median scores and metrics, and the initial JavaScript of Home measured as brotli bytes. Targets
 * (performance ≥ 95, the other categories 100, Home JS ≤ 110 KB brotli, no supabase-js before first
 * paint) are printed beside the figures; this is a benchmark, not a test.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = 3;
// Ports can be moved (LH_API_PORT, LH_APP_PORT) so two benches on one machine do not collide.
const API_PORT = Number(process.env.LH_API_PORT ?? 54341);
const APP_PORT = Number(process.env.LH_APP_PORT ?? 4193);
const APP = `http://localhost:${APP_PORT}`;
const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Tour', path: '/tours/sri-lanka-grand-tour-13day' },
  { name: 'Contact', path: '/contact' },
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ROOT = path.resolve(import.meta.dirname, '../..');

interface RunResult {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  lcp: number;
  tbt: number;
  cls: number;
  scripts: string[];
}

/** Median of the runs that produced a value (a run can miss a metric, e.g. no LCP event). */
const median = (values: number[]) => {
  const ok = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return ok.length === 0 ? NaN : ok[Math.floor(ok.length / 2)]!;
};

async function startApp(): Promise<() => void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-lh-'));
  const child = spawn('npx', ['tsx', 'supabase/local/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(API_PORT),
      APP_PORT: String(APP_PORT),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${API_PORT}/auth/v1/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('the local server did not start within 3 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
  return () => process.kill(-child.pid!, 'SIGTERM');
}

async function audit(url: string, port: number): Promise<RunResult> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
    ?.items;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scripts: (requests ?? []).filter((r) => r.resourceType === 'Script').map((r) => r.url),
  };
}

/** Brotli bytes of the scripts Home loads (read from dist/, compressed at quality 11). */
async function initialJs(urls: string[]): Promise<{ bytes: number; files: number; hasSupabase: boolean }> {
  let bytes = 0;
  let hasSupabase = false;
  const own = urls.filter((u) => u.startsWith(APP) && !u.endsWith('/sw.js'));
  for (const url of new Set(own)) {
    const file = await readFile(path.join(ROOT, 'dist', new URL(url).pathname));
    bytes += brotliCompressSync(file, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    if (/GoTrueClient|RealtimeClient|PostgrestClient/.test(file.toString('utf8'))) hasSupabase = true;
  }
  return { bytes, files: new Set(own).size, hasSupabase };
}

const stop = await startApp();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  console.log(`\nbench:lighthouse — Lighthouse 12, mobile, median of ${RUNS} runs, ${APP}\n`);
  console.log('page      perf  a11y  best  seo   LCP ms  TBT ms  CLS');
  let homeScripts: string[] = [];
  for (const page of PAGES) {
    const runs: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${APP}${page.path}`, chrome.port));
    if (page.name === 'Home') homeScripts = runs[0]!.scripts;
    const m = (pick: (r: RunResult) => number) => median(runs.map(pick));
    console.log(
      [
        page.name.padEnd(8),
        String(m((r) => r.scores.performance)).padStart(5),
        String(m((r) => r.scores.accessibility)).padStart(5),
        String(m((r) => r.scores['best-practices'])).padStart(5),
        String(m((r) => r.scores.seo)).padStart(4),
        m((r) => r.lcp)
          .toFixed(0)
          .padStart(8),
        m((r) => r.tbt)
          .toFixed(0)
          .padStart(7),
        m((r) => r.cls)
          .toFixed(3)
          .padStart(6),
      ].join(' '),
    );
  }
  const js = await initialJs(homeScripts);
  console.log(
    `\nHome initial JS: ${(js.bytes / 1024).toFixed(1)} KB brotli in ${js.files} files (target ≤ 110 KB); ` +
      `supabase-js before first paint: ${js.hasSupabase ? 'YES' : 'no'}`,
  );
  console.log('Targets: performance ≥ 95; accessibility, best practices and SEO 100.\n');
} finally {
  await chrome.kill();
  stop();
}
