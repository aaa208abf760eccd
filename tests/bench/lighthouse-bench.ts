/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, simulated throttling), median of three runs,
 * on Home, a tour page, Tours, Gallery and Contact in every language the build serves under its own URL,
 * against the production build. Beside each page: the same page with
 * JavaScript blocked (its plain HTML, the lower bound) and the ratio between the two. Then Home's initial
 * JavaScript (brotli) and total transfer, and the service worker's precache size. Every figure is printed
 * with its budget and ✓ or ✗; this is a benchmark, not a test.
 *
 * The build is served with the local server's own handler (its headers, brotli, caching), over HTTP/2 with TLS,
 * because that is how every static host in docs/deploy.md serves it. Lighthouse's network simulation replays a
 * page over the protocol it observed: over the local server's plain HTTP/1.1 it allows six connections per
 * origin, so a page's three dozen small files queue in rounds of six, one round trip each, which no visitor of
 * the deployed site ever sees. Files are compressed once before the first audit, as a host serves them
 * pre-compressed. The API stays on plain http://127.0.0.1, which browsers treat as a secure origin.
 *
 * Below each page, the same page on a returning visit (↻): the service worker installed by an earlier visit
 * answers the page and its scripts from its cache, so everything arrives at once and the start-up's blocking time
 * is what is left to measure. Lighthouse clears the origin's storage (and so the worker) before and after a run,
 * so each of these runs first visits the page in the same browser profile, driven by Playwright over the
 * DevTools protocol, until the worker is active and the page hydrated, and Lighthouse then audits the next load
 * with storage kept (`disableStorageReset`). The no-JS columns do not apply to these rows.
 *
 * LH_RUNS (default 3), LH_PAGES (comma-separated names, e.g. "Home,Tour") and LH_LANGS (e.g. "en,de", audited in
 * that order) narrow a run; LH_REPEAT=0 leaves out the returning-visit rows. LH_REPORTS=<directory> keeps every run's report and trace there.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadConfig } from '../../supabase/local/config';
import { createStaticHandler } from '../../supabase/local/static';
import { BUDGETED_PAGES, initialJs } from '../helpers/page-weight';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const REPEAT = process.env.LH_REPEAT !== '0';
/** A directory to keep every run's Lighthouse report in (JSON), e.g. to read a run's long tasks. */
const REPORTS = process.env.LH_REPORTS;
/** How long the first visit of a returning-visit run may take to install the service worker and hydrate. */
const WARM_UP_TIMEOUT_MS = 60_000;
// Ports can be moved (LH_API_PORT, LH_APP_PORT) so two benches on one machine do not collide.
const API_PORT = Number(process.env.LH_API_PORT ?? 54341);
const APP_PORT = Number(process.env.LH_APP_PORT ?? 4193);
/** The plain HTTP/1.1 server `npm start` runs, for the bench's own requests. */
const PLAIN_APP = `http://localhost:${APP_PORT}`;
/** The same files and headers over HTTP/2 with TLS (a self-signed certificate), for Lighthouse. */
const TLS_PORT = Number(process.env.LH_TLS_PORT ?? APP_PORT + 1);
const APP = `https://localhost:${TLS_PORT}`;
const ALL_PAGES = [
  ...BUDGETED_PAGES,
  { name: 'Tours', path: '/tours' },
  { name: 'Gallery', path: '/gallery' },
  { name: 'Contact', path: '/contact' },
];
/** The entries a comma-separated environment variable names, in its order (all of them when it is unset). */
function narrowed<T>(all: T[], variable: string | undefined, name: (item: T) => string): T[] {
  if (!variable) return all;
  return variable.split(',').flatMap((wanted) => all.filter((item) => name(item) === wanted));
}
const PAGES = narrowed(ALL_PAGES, process.env.LH_PAGES, (page) => page.name);
/** English at the spec's routes; German and French under their prefix once the build serves them there. */
const ALL_LANGUAGES = [
  { code: 'en', prefix: '' },
  { code: 'de', prefix: '/de' },
  { code: 'fr', prefix: '/fr' },
];
const LANGUAGES = narrowed(ALL_LANGUAGES, process.env.LH_LANGS, (language) => language.code);
const BUDGET = {
  performance: 98,
  others: 100,
  lcpMs: 1600,
  tbtMs: 50,
  cls: 0.02,
  homeJsKb: BUDGETED_PAGES.find((page) => page.path === '/')!.budgetBytes / 1024,
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
  // The bench's own certificate for localhost.
  '--ignore-certificate-errors',
];
const ROOT = path.resolve(import.meta.dirname, '../..');

interface RunResult {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes over the network (Lighthouse's total-byte-weight). */
  transfer: number;
}

/** Median of the runs that produced a value (a run can miss a metric, e.g. no LCP event). */
const median = (values: number[]) => {
  const ok = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return ok.length === 0 ? NaN : ok[Math.floor(ok.length / 2)]!;
};

async function startApp(): Promise<() => void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-lh-'));
  appDataDir = dataDir;
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
  return () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone (stopped from outside): the figures above still stand.
    }
  };
}

let appDataDir = '';

/** The built app behind the local server's handler, over HTTP/2 with TLS. */
async function startTlsApp(): Promise<() => void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lanka-lh-tls-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1'].concat([
      '-subj',
      '/CN=localhost',
    ]),
    { stdio: 'ignore' },
  );
  const config = await loadConfig({
    ...process.env,
    DATA_DIR: appDataDir,
    API_PORT: String(API_PORT),
    APP_PORT: String(APP_PORT),
    DATABASE_URL: '',
  });
  const handler = createStaticHandler(config);
  const server = http2.createSecureServer(
    { key: await readFile(key), cert: await readFile(cert), allowHTTP1: true },
    (req, res) => void handler(req as never, res as never),
  );
  await new Promise<void>((resolve) => server.listen(TLS_PORT, resolve));
  return () => server.close();
}

/**
 * Every page's HTML and the files it links, fetched once with brotli accepted: the server compresses each
 * file on its first request and keeps it, as a host keeps pre-compressed files.
 */
async function warmUp(paths: string[]): Promise<void> {
  const seen = new Set<string>();
  const get = async (url: string) => {
    if (seen.has(url)) return '';
    seen.add(url);
    const response = await fetch(url, { headers: { 'Accept-Encoding': 'br' } });
    return response.text();
  };
  for (const pagePath of paths) {
    const html = await get(`${PLAIN_APP}${pagePath}`);
    const linked = [...html.matchAll(/(?:href|src)="(\/[^"]+)"/g)].map((match) => match[1]!);
    await Promise.all(linked.map((file) => get(`${PLAIN_APP}${file}`)));
  }
}

type Visit = 'first' | 'withoutJs' | 'repeat';

/**
 * A returning visitor's first visit, in the browser Lighthouse audits with: the origin's storage and the HTTP
 * cache are cleared, the page is opened until it has hydrated and its service worker is active (its install
 * has stored the precache), and the tab is closed again. The next load of the page is then answered by that
 * worker, as a returning visitor's is.
 */
async function firstVisit(url: string, port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    await page.goto(url, { waitUntil: 'load', timeout: WARM_UP_TIMEOUT_MS });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: WARM_UP_TIMEOUT_MS });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The visitor comes back later: the worker has stopped meanwhile and the tab is gone. Stopped, it also
    // leaves no renderer process behind holding the closed page's heap, which the audited load would
    // otherwise share, and which the debugger Lighthouse attaches first walks, in one long task.
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await page.close();
  } finally {
    // Connected over CDP, closing only disconnects: the browser and its profile stay for Lighthouse.
    await browser.close();
  }
}

async function audit(url: string, port: number, visit: Visit, label: string, attempt = 1): Promise<RunResult> {
  if (visit === 'repeat') await firstVisit(url, port);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    // A kept report's trace also holds the CPU profile, so it names the functions each long task ran.
    ...(REPORTS ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    // The plain HTML as a browser without JavaScript shows it: every script request is blocked.
    ...(visit === 'withoutJs' ? { blockedUrlPatterns: ['*.js'] } : {}),
    // A returning visit keeps the service worker and caches the first visit left.
    ...(visit === 'repeat' ? { disableStorageReset: true } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // A run Lighthouse could not complete (it says why) is no measurement of the page: it is run again.
  if (lhr.runtimeError && attempt < 3) {
    console.log(`  (${url}: ${lhr.runtimeError.code}, run again)`);
    return audit(url, port, visit, label, attempt + 1);
  }
  if (REPORTS) {
    await mkdir(REPORTS, { recursive: true });
    const file = path.join(REPORTS, label.replace(/[^\w-]+/g, '-'));
    await writeFile(`${file}.json`, JSON.stringify(lhr));
    // The page's trace too, which names what each long task ran (open it in the DevTools performance panel).
    await writeFile(`${file}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
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
  };
}

/** Whether the build serves a language under its prefix (a page whose <html lang> is that language). */
async function served(language: (typeof ALL_LANGUAGES)[number]): Promise<boolean> {
  if (!language.prefix) return true;
  const response = await fetch(`${PLAIN_APP}${language.prefix}/tours`).catch(() => undefined);
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
const stopTls = await startTlsApp();
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  await warmUp(
    ALL_LANGUAGES.flatMap((language) =>
      ALL_PAGES.map((page) => `${language.prefix}${page.path === '/' && language.prefix ? '' : page.path}`),
    ),
  );
  console.log(`\nbench:lighthouse — Lighthouse 12, mobile, median of ${RUNS} runs, ${APP}\n`);
  console.log(
    'page            perf  a11y  best  seo   LCP ms  TBT ms    CLS  transfer KB │ no-JS perf  LCP ms │ LCP ratio  budgets',
  );
  let home: RunResult | undefined;
  const m = (list: RunResult[], pick: (r: RunResult) => number) => median(list.map(pick));
  /** A row's columns up to and including the transfer, and whether each budget is met. */
  const figures = (runs: RunResult[]) => {
    const perf = m(runs, (r) => r.scores.performance);
    const others = [
      m(runs, (r) => r.scores.accessibility),
      m(runs, (r) => r.scores['best-practices']),
      m(runs, (r) => r.scores.seo),
    ];
    const lcp = m(runs, (r) => r.lcp);
    const tbt = m(runs, (r) => r.tbt);
    const cls = m(runs, (r) => r.cls);
    const budgets = [
      perf >= BUDGET.performance,
      others.every((score) => score >= BUDGET.others),
      lcp <= BUDGET.lcpMs,
      tbt <= BUDGET.tbtMs,
      cls <= BUDGET.cls,
    ];
    const columns = [
      String(perf).padStart(5),
      ...others.map((score) => String(score).padStart(5)),
      fixed(lcp, 0).padStart(8),
      fixed(tbt, 0).padStart(7),
      fixed(cls, 3).padStart(6),
      fixed(m(runs, (r) => r.transfer) / 1024, 1).padStart(12),
    ];
    return { lcp, columns, marks: ` ${budgets.map(mark).join('')}` };
  };
  for (const language of LANGUAGES) {
    if (!(await served(language))) {
      console.log(`${language.code}: not served under ${language.prefix}/ by this build — skipped`);
      continue;
    }
    for (const page of PAGES) {
      const url = `${APP}${language.prefix}${page.path === '/' && language.prefix ? '/' : page.path}`;
      const name = `${language.code} ${page.name}`;
      const runs: RunResult[] = [];
      const plain: RunResult[] = [];
      const repeat: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(url, chrome.port, 'first', `${name} ${i + 1}`));
      for (let i = 0; i < RUNS; i++) plain.push(await audit(url, chrome.port, 'withoutJs', `${name} no-JS ${i + 1}`));
      if (REPEAT)
        for (let i = 0; i < RUNS; i++) repeat.push(await audit(url, chrome.port, 'repeat', `${name} repeat ${i + 1}`));
      if (page.name === 'Home' && language.code === 'en') home = runs[0];
      const first = figures(runs);
      const plainLcp = m(plain, (r) => r.lcp);
      console.log(
        [
          name.padEnd(14),
          ...first.columns,
          '│',
          String(m(plain, (r) => r.scores.performance)).padStart(10),
          fixed(plainLcp, 0).padStart(7),
          '│',
          fixed(first.lcp / plainLcp, 2).padStart(9),
          first.marks,
        ].join(' '),
      );
      if (REPEAT) {
        const again = figures(repeat);
        console.log(
          [`${name} ↻`.padEnd(14), ...again.columns, '│', ''.padStart(18), '│', ''.padStart(9), again.marks].join(' '),
        );
      }
    }
  }
  console.log(
    `\nBudgets per page: performance ≥ ${BUDGET.performance}; accessibility, best practices, SEO ${BUDGET.others}; ` +
      `LCP ≤ ${BUDGET.lcpMs} ms; TBT ≤ ${BUDGET.tbtMs} ms; CLS ≤ ${BUDGET.cls}. ` +
      'The no-JS columns are the same page with every script blocked (its plain HTML); ' +
      '↻ is the same page on a returning visit, answered by the service worker an earlier visit installed.',
  );
  if (home) {
    // Brotli bytes (read from dist/, quality 11) of what Home needs before it answers input (tests/helpers/page-weight.ts).
    const js = await initialJs(path.join(ROOT, 'dist'));
    const transferKb = home.transfer / 1024;
    console.log(
      `Home initial JS (to hydrate): ${(js.bytes / 1024).toFixed(1)} KB brotli in ${js.files} files ` +
        `(budget ≤ ${BUDGET.homeJsKb} KB) ${mark(js.bytes / 1024 <= BUDGET.homeJsKb)}; ` +
        `supabase-js before first paint: ${js.hasSupabase ? 'YES ✗' : 'no ✓'}`,
    );
    // React DOM, TanStack Router and i18next alone weigh about 98 KB brotli (docs/decisions.md), so the largest
    // files say whether the rest is the framework or the site's own code.
    console.log(
      `  largest: ${js.largest.map((file) => `${file.name} ${(file.bytes / 1024).toFixed(1)} KB`).join(', ')}`,
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
  stopTls();
  stop();
}
