/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, simulated throttling), median of three runs,
 * on Home, a tour page, Tours, Gallery and Contact in every language the build serves under its own URL,
 * against the production build served by the local server. Beside each page: the same page with
 * JavaScript blocked (its plain HTML, the lower bound) and the ratio between the two. Then Home's initial
 * JavaScript (brotli) and total transfer, and the service worker's precache size. Every figure is printed
 * with its budget and ✓ or ✗; this is a benchmark, not a test.
 *
 * LH_RUNS (default 3) and LH_PAGES (comma-separated names, e.g. "Home,Tour") narrow a run.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = Number(process.env.LH_RUNS ?? 3);
// Ports can be moved (LH_API_PORT, LH_APP_PORT) so two benches on one machine do not collide.
const API_PORT = Number(process.env.LH_API_PORT ?? 54341);
const APP_PORT = Number(process.env.LH_APP_PORT ?? 4193);
const APP = `http://localhost:${APP_PORT}`;
const ALL_PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Tour', path: '/tours/sri-lanka-grand-tour-13day' },
  { name: 'Tours', path: '/tours' },
  { name: 'Gallery', path: '/gallery' },
  { name: 'Contact', path: '/contact' },
];
const PAGES = process.env.LH_PAGES
  ? ALL_PAGES.filter((page) => process.env.LH_PAGES!.split(',').includes(page.name))
  : ALL_PAGES;
/** English at the spec's routes; German and French under their prefix once the build serves them there. */
const LANGUAGES = [
  { code: 'en', prefix: '' },
  { code: 'de', prefix: '/de' },
  { code: 'fr', prefix: '/fr' },
];
const BUDGET = {
  performance: 98,
  others: 100,
  lcpMs: 1600,
  tbtMs: 50,
  cls: 0.02,
  homeJsKb: 100,
  homeTransferKb: 350,
  precacheMb: 2.5,
};
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
  /** Bytes over the network (Lighthouse's total-byte-weight). */
  transfer: number;
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

async function audit(url: string, port: number, withoutJs = false): Promise<RunResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    // The plain HTML as a browser without JavaScript shows it: every script request is blocked.
    ...(withoutJs ? { blockedUrlPatterns: ['*.js'] } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = (
    lhr.audits['network-requests']?.details as {
      items?: { url: string; resourceType?: string; networkRequestTime?: number }[];
    }
  )?.items;
  // "Initial" JavaScript: what the page asked for before its load event. Chunks loaded afterwards on
  // purpose (the outbox, analytics, the data client for reviews) do not hold up the first paint.
  const load =
    (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]?.observedLoad ??
    Infinity;
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
    transfer: lhr.audits['total-byte-weight']?.numericValue ?? NaN,
    scripts: (requests ?? [])
      .filter((r) => r.resourceType === 'Script' && (r.networkRequestTime ?? 0) < load)
      .map((r) => r.url),
  };
}

/** Brotli bytes of the scripts Home asks for before its load event (read from dist/, quality 11). */
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

/** Whether the build serves a language under its prefix (a page whose <html lang> is that language). */
async function served(language: (typeof LANGUAGES)[number]): Promise<boolean> {
  if (!language.prefix) return true;
  const response = await fetch(`${APP}${language.prefix}/tours`).catch(() => undefined);
  if (!response?.ok) return false;
  return new RegExp(`<html[^>]*lang="${language.code}"`).test(await response.text());
}

/** Bytes of every file in the service worker's precache manifest (read from dist/sw.js). */
async function precacheBytes(): Promise<{ bytes: number; files: number }> {
  const worker = await readFile(path.join(ROOT, 'dist', 'sw.js'), 'utf8');
  const urls = new Set([...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!));
  let bytes = 0;
  for (const url of urls) bytes += (await stat(path.join(ROOT, 'dist', url)).catch(() => undefined))?.size ?? 0;
  return { bytes, files: urls.size };
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

const stop = await startApp();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  console.log(`\nbench:lighthouse — Lighthouse 12, mobile, median of ${RUNS} runs, ${APP}\n`);
  console.log(
    'page          perf  a11y  best  seo   LCP ms  TBT ms    CLS  transfer KB │ no-JS perf  LCP ms │ LCP ratio  budgets',
  );
  let home: RunResult | undefined;
  for (const language of LANGUAGES) {
    if (!(await served(language))) {
      console.log(`${language.code}: not served under ${language.prefix}/ by this build — skipped`);
      continue;
    }
    for (const page of PAGES) {
      const url = `${APP}${language.prefix}${page.path === '/' && language.prefix ? '/' : page.path}`;
      const runs: RunResult[] = [];
      const plain: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port));
      for (let i = 0; i < RUNS; i++) plain.push(await audit(url, chrome.port, true));
      const m = (list: RunResult[], pick: (r: RunResult) => number) => median(list.map(pick));
      const perf = m(runs, (r) => r.scores.performance);
      const others = [
        m(runs, (r) => r.scores.accessibility),
        m(runs, (r) => r.scores['best-practices']),
        m(runs, (r) => r.scores.seo),
      ];
      const lcp = m(runs, (r) => r.lcp);
      const tbt = m(runs, (r) => r.tbt);
      const cls = m(runs, (r) => r.cls);
      const plainLcp = m(plain, (r) => r.lcp);
      const budgets = [
        perf >= BUDGET.performance,
        others.every((score) => score >= BUDGET.others),
        lcp <= BUDGET.lcpMs,
        tbt <= BUDGET.tbtMs,
        cls <= BUDGET.cls,
      ];
      if (page.name === 'Home' && language.code === 'en') home = runs[0];
      console.log(
        [
          `${language.code} ${page.name}`.padEnd(12),
          String(perf).padStart(5),
          ...others.map((score) => String(score).padStart(5)),
          fixed(lcp, 0).padStart(8),
          fixed(tbt, 0).padStart(7),
          fixed(cls, 3).padStart(6),
          fixed(m(runs, (r) => r.transfer) / 1024, 1).padStart(12),
          '│',
          String(m(plain, (r) => r.scores.performance)).padStart(10),
          fixed(plainLcp, 0).padStart(7),
          '│',
          fixed(lcp / plainLcp, 2).padStart(9),
          ` ${budgets.map(mark).join('')}`,
        ].join(' '),
      );
    }
  }
  console.log(
    `\nBudgets per page: performance ≥ ${BUDGET.performance}; accessibility, best practices, SEO ${BUDGET.others}; ` +
      `LCP ≤ ${BUDGET.lcpMs} ms; TBT ≤ ${BUDGET.tbtMs} ms; CLS ≤ ${BUDGET.cls}. ` +
      'The no-JS columns are the same page with every script blocked (its plain HTML).',
  );
  if (home) {
    const js = await initialJs(home.scripts);
    const transferKb = home.transfer / 1024;
    console.log(
      `Home initial JS: ${(js.bytes / 1024).toFixed(1)} KB brotli in ${js.files} files ` +
        `(budget ≤ ${BUDGET.homeJsKb} KB) ${mark(js.bytes / 1024 <= BUDGET.homeJsKb)}; ` +
        `supabase-js before first paint: ${js.hasSupabase ? 'YES ✗' : 'no ✓'}`,
    );
    console.log(
      `Home total transfer: ${transferKb.toFixed(1)} KB (budget ≤ ${BUDGET.homeTransferKb} KB) ` +
        mark(transferKb <= BUDGET.homeTransferKb),
    );
  }
  const precache = await precacheBytes();
  const precacheMb = precache.bytes / 1024 / 1024;
  console.log(
    `Service worker precache: ${precacheMb.toFixed(2)} MB in ${precache.files} files ` +
      `(budget ≤ ${BUDGET.precacheMb} MB) ${mark(precacheMb <= BUDGET.precacheMb)}\n`,
  );
} finally {
  await chrome.kill();
  stop();
}
