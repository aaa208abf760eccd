/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, simulated throttling), median of five rounds,
 * on Home, a tour page, Tours, Gallery and Contact in every language the build serves under its own URL,
 * against the production build. Beside each page: the same page with
 * JavaScript blocked (its plain HTML, the lower bound) and the ratio between the two. Then Home's initial
 * JavaScript (brotli) and total transfer, and the service worker's precache size. Every figure is printed
 * with its budget and ✓ or ✗; this is a benchmark, not a test: a missed budget is a figure, never a failure.
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
 * The three variants run interleaved, a round at a time (with scripts, scripts blocked, returning), so a machine
 * that slows down part-way slows all of them alike. Each run prints the 1-minute load average when it started and
 * Lighthouse's benchmark index (its own measure of the processor's speed at that moment). Lighthouse simulates a
 * phone by multiplying the tasks it observed, so a busy machine inflates the blocking time: a row with a run on a
 * busy machine (load above 1.5 × the core count, or a benchmark index below 1500) prints its TBT but does not judge it.
 * Beside it, "scripts ms" is what our scripts add to the main thread, read from Lighthouse's main-thread
 * breakdown (script evaluation plus parse and compile, in its 4× simulated time): per round, the page with
 * scripts minus the same page with them blocked, over the rounds whose benchmark index was at least 1500 on both
 * sides; median (min–max) and rounds kept. The browser's own start-up, style and layout cancel out, and so does
 * most of the machine's noise, which the blocking time does not separate from ours.
 *
 * LH_RUNS (rounds, default 5), LH_PAGES (comma-separated names, e.g. "Home,Tour") and LH_LANGS (e.g. "en,de",
 * audited in that order) narrow a run; LH_REPEAT=0 leaves out the returning-visit rows. LH_REPORTS=<directory>
 * keeps every run's report and trace there. Every port is a free one unless set: LH_API_PORT, LH_APP_PORT,
 * LH_MAIL_WEB_PORT, LH_MAIL_SMTP_PORT (the local server as `npm start` runs it), LH_TLS_PORT (the HTTP/2 server
 * Lighthouse audits) and LH_CHROME_PORT (the browser's DevTools port); the build goes to the bench's own
 * temporary directory, so the bench runs beside `npm start`.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadConfig } from '../../supabase/local/config';
import { createStaticHandler } from '../../supabase/local/static';
import { BUDGETED_PAGES, initialJs } from '../helpers/page-weight';
import { CHROMIUM_PATH, CORES, loadAverage, printMachine } from './machine';
import { benchPorts, SERVER_PORTS, serverPortEnv } from './ports';
import { startApp } from './start-app';

const RUNS = Number(process.env.LH_RUNS ?? 5);
const REPEAT = process.env.LH_REPEAT !== '0';
/** A directory to keep every run's Lighthouse report in (JSON), e.g. to read a run's long tasks. */
const REPORTS = process.env.LH_REPORTS;
/** How long the first visit of a returning-visit run may take to install the service worker and hydrate. */
const WARM_UP_TIMEOUT_MS = 60_000;
/**
 * Below this benchmark index (Lighthouse's measure of the processor's speed, taken at the start of each run) a run
 * was slowed down by something else on the machine. Lighthouse itself warns of a slow processor below 1000
 * (lighthouse/core/gather/driver/environment.js); its 4× slowdown assumes a fast desktop.
 */
const MIN_BENCHMARK_INDEX = 1500;
/**
 * Above this 1-minute load average a run is on a busy machine. The bench's own Chromium and server keep about
 * one core busy, so a quiet 2-core machine reads about 2 while it runs; 4–8 (other work beside it) is where the
 * same page's blocking time was seen to pass 50 ms in most runs.
 */
const MAX_LOAD = CORES * 1.5;
const ports = await benchPorts('LH_', [...SERVER_PORTS, 'TLS_PORT', 'CHROME_PORT']);
const API = `http://127.0.0.1:${ports.API_PORT}`;
/** The plain HTTP/1.1 server `npm start` runs, for the bench's own requests. */
const PLAIN_APP = `http://localhost:${ports.APP_PORT}`;
/** The same files and headers over HTTP/2 with TLS (a self-signed certificate), for Lighthouse. */
const APP = `https://localhost:${ports.TLS_PORT}`;
/** The local server's data, and its build: not the dist/ that `npm start` serves. */
const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-lh-'));
const DIST = path.join(dataDir, 'dist');
const SERVER_ENV = { DATA_DIR: dataDir, DIST_DIR: DIST, ...serverPortEnv(ports) };
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

interface RunResult {
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes over the network (Lighthouse's total-byte-weight). */
  transfer: number;
  /** The 1-minute load average when the run started. */
  load: number;
  /** Lighthouse's benchmark index of the run (lhr.environment.benchmarkIndex): the processor's speed then. */
  benchmarkIndex: number;
  /** Main-thread script evaluation plus parse and compile (mainthread-work-breakdown), ms of simulated time. */
  scriptMs: number;
}

/** Median of the runs that produced a value (a run can miss a metric, e.g. no LCP event). */
const median = (values: number[]) => {
  const ok = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return ok.length === 0 ? NaN : ok[Math.floor(ok.length / 2)]!;
};

/** A run Lighthouse measured at the processor's full speed: its benchmark index is high enough. */
const fullSpeed = (run: RunResult) => run.benchmarkIndex >= MIN_BENCHMARK_INDEX;
/** A run on a busy machine, whose blocking time is not judged. */
const busy = (run: RunResult) => !fullSpeed(run) || run.load > MAX_LOAD;

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
  const config = await loadConfig({ ...process.env, ...SERVER_ENV, DATABASE_URL: '' });
  const handler = createStaticHandler(config);
  const server = http2.createSecureServer(
    { key: await readFile(key), cert: await readFile(cert), allowHTTP1: true },
    (req, res) => void handler(req as never, res as never),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(ports.TLS_PORT, resolve);
  });
  return () => {
    server.close();
    void rm(dir, { recursive: true, force: true });
  };
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
const VISIT_NAMES: Record<Visit, string> = { first: 'with JS', withoutJs: 'no JS', repeat: '↻' };

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

/** Script evaluation plus parse and compile on the main thread, from the main-thread breakdown audit. */
function scriptTime(audit: { details?: unknown } | undefined): number {
  const details = audit?.details as { items?: { group?: unknown; duration?: unknown }[] } | undefined;
  if (!details?.items) return NaN;
  return details.items
    .filter((item) => item.group === 'scriptEvaluation' || item.group === 'scriptParseCompile')
    .reduce((sum, item) => sum + Number(item.duration), 0);
}

/**
 * One Lighthouse run of `url`; prints its line (load, benchmark index, the main figures) under `label` when done.
 * `file` names its report in LH_REPORTS.
 */
async function audit(
  url: string,
  port: number,
  visit: Visit,
  { label, file }: { label: string; file: string },
  attempt = 1,
): Promise<RunResult> {
  if (visit === 'repeat') await firstVisit(url, port);
  const load = loadAverage();
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
    return audit(url, port, visit, { label, file }, attempt + 1);
  }
  if (REPORTS) {
    await mkdir(REPORTS, { recursive: true });
    const base = path.join(REPORTS, file.replace(/[^\w-]+/g, '-'));
    await writeFile(`${base}.json`, JSON.stringify(lhr));
    // The page's trace too, which names what each long task ran (open it in the DevTools performance panel).
    await writeFile(`${base}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const run: RunResult = {
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
    load,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scriptMs: scriptTime(lhr.audits['mainthread-work-breakdown']),
  };
  console.log(
    [
      `  ${label.padEnd(22)}`,
      `load ${load.toFixed(2).padStart(5)}`,
      `index ${fixed(run.benchmarkIndex, 0).padStart(4)}`,
      `LCP ${fixed(run.lcp, 0).padStart(5)} ms`,
      `TBT ${fixed(run.tbt, 0).padStart(4)} ms`,
      `scripts ${fixed(run.scriptMs, 0).padStart(5)} ms`,
      busy(run) ? 'busy' : '',
    ].join('  '),
  );
  return run;
}

/** Whether the build serves a language under its prefix (a page whose <html lang> is that language). */
async function served(language: (typeof ALL_LANGUAGES)[number]): Promise<boolean> {
  if (!language.prefix) return true;
  const response = await fetch(`${PLAIN_APP}${language.prefix}/tours`).catch(() => undefined);
  if (!response?.ok) return false;
  return new RegExp(`<html[^>]*lang="${language.code}"`).test(await response.text());
}

/** Bytes of every file in the service worker's precache manifest (read from the build's sw.js). */
async function precacheBytes(): Promise<{ bytes: number; files: number }> {
  const worker = await readFile(path.join(DIST, 'sw.js'), 'utf8');
  const urls = new Set([...worker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!));
  let bytes = 0;
  for (const url of urls) bytes += (await stat(path.join(DIST, url)).catch(() => undefined))?.size ?? 0;
  return { bytes, files: urls.size };
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/**
 * What our scripts add to the main thread: per round, `runs[i]` minus `plain[i]` (the same page with its scripts
 * blocked, measured in the same round), over the rounds at full speed on both sides; "median (min–max) kept/rounds".
 */
function scriptsAdded(runs: RunResult[], plain: RunResult[]): string {
  const added = runs
    .map((run, i) => ({ run, plain: plain[i]! }))
    .filter((pair) => fullSpeed(pair.run) && fullSpeed(pair.plain))
    .map((pair) => pair.run.scriptMs - pair.plain.scriptMs)
    .filter((value) => Number.isFinite(value));
  if (added.length === 0) return `n/a 0/${runs.length}`;
  const range = `${Math.min(...added).toFixed(0)}–${Math.max(...added).toFixed(0)}`;
  return `${median(added).toFixed(0)} (${range}) ${added.length}/${runs.length}`;
}

printMachine('bench:lighthouse', { browser: true });
const stop = await startApp(SERVER_ENV, API).catch(async (error: unknown) => {
  await rm(dataDir, { recursive: true, force: true });
  throw error;
});
let stopTls: (() => void) | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  stopTls = await startTlsApp();
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    port: ports.CHROME_PORT,
  });
  const chromePort = chrome.port;
  await warmUp(
    ALL_LANGUAGES.flatMap((language) =>
      ALL_PAGES.map((page) => `${language.prefix}${page.path === '/' && language.prefix ? '' : page.path}`),
    ),
  );
  console.log(
    `\nbench:lighthouse — Lighthouse 12, mobile, ${RUNS} interleaved rounds (with JS, no JS` +
      `${REPEAT ? ', returning' : ''}), ${APP}\n` +
      `A run is busy (its TBT not judged) when the 1-minute load average is above ${MAX_LOAD} ` +
      `or the benchmark index below ${MIN_BENCHMARK_INDEX}.\n`,
  );
  let home: RunResult | undefined;
  const m = (list: RunResult[], pick: (r: RunResult) => number) => median(list.map(pick));
  /** A row's columns up to and including the transfer, and each budget's mark (TBT's only on a quiet machine). */
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
      cls <= BUDGET.cls,
    ];
    const busyRuns = runs.filter(busy).length;
    const tbtMark =
      busyRuns === 0 ? `TBT ${mark(tbt <= BUDGET.tbtMs)}` : `TBT not judged: machine busy (${busyRuns}/${runs.length})`;
    const columns = [
      String(perf).padStart(5),
      ...others.map((score) => String(score).padStart(5)),
      fixed(lcp, 0).padStart(8),
      fixed(tbt, 0).padStart(7),
      fixed(cls, 3).padStart(6),
      fixed(m(runs, (r) => r.transfer) / 1024, 1).padStart(12),
    ];
    return { lcp, columns, marks: `${budgets.map(mark).join('')} ${tbtMark}` };
  };
  const rows: string[] = [];
  const all: RunResult[] = [];
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
      // Interleaved: a round is one run of each variant, so what the machine does meanwhile falls on all of them.
      for (let i = 1; i <= RUNS; i++) {
        // Printed as "en Home 2/5 no JS"; kept (LH_REPORTS) as "en-Home-no-JS-2.json", as before.
        const run = (visit: Visit, kind: string) =>
          audit(url, chromePort, visit, {
            label: `${name} ${i}/${RUNS} ${VISIT_NAMES[visit]}`,
            file: `${name}${kind} ${i}`,
          });
        runs.push(await run('first', ''));
        plain.push(await run('withoutJs', ' no-JS'));
        if (REPEAT) repeat.push(await run('repeat', ' repeat'));
      }
      all.push(...runs, ...plain, ...repeat);
      if (page.name === 'Home' && language.code === 'en') home = runs[0];
      const first = figures(runs);
      const plainLcp = m(plain, (r) => r.lcp);
      rows.push(
        [
          name.padEnd(14),
          ...first.columns,
          '│',
          String(m(plain, (r) => r.scores.performance)).padStart(10),
          fixed(plainLcp, 0).padStart(7),
          '│',
          fixed(first.lcp / plainLcp, 2).padStart(9),
          '│',
          scriptsAdded(runs, plain).padStart(22),
          '│',
          first.marks,
        ].join(' '),
      );
      if (REPEAT) {
        const again = figures(repeat);
        rows.push(
          [
            `${name} ↻`.padEnd(14),
            ...again.columns,
            '│',
            ''.padStart(18),
            '│',
            ''.padStart(9),
            '│',
            scriptsAdded(repeat, plain).padStart(22),
            '│',
            again.marks,
          ].join(' '),
        );
      }
    }
  }
  console.log(
    '\npage            perf  a11y  best  seo   LCP ms  TBT ms    CLS  transfer KB │ no-JS perf  LCP ms │ LCP ratio │' +
      '  scripts ms (min–max) n │ budgets',
  );
  for (const row of rows) console.log(row);
  console.log(
    `\nBudgets per page, marked in this order: performance ≥ ${BUDGET.performance}; accessibility, best practices, ` +
      `SEO ${BUDGET.others}; LCP ≤ ${BUDGET.lcpMs} ms; CLS ≤ ${BUDGET.cls}; then TBT ≤ ${BUDGET.tbtMs} ms, judged ` +
      `only when none of the row's runs was busy (load above ${MAX_LOAD}, or benchmark index below ` +
      `${MIN_BENCHMARK_INDEX}). The no-JS columns are the same page with every script blocked (its plain HTML); ` +
      'LCP ratio is LCP ÷ no-JS LCP; scripts ms is what our scripts add to the main thread (evaluation, parse and ' +
      "compile, Lighthouse's simulated ms): with JS (or ↻) minus no JS of the same round, median (min–max) over " +
      `the n rounds with a benchmark index ≥ ${MIN_BENCHMARK_INDEX} on both sides. ↻ is the same page on a ` +
      'returning visit, answered by the service worker an earlier visit installed.',
  );
  const indices = all.map((run) => run.benchmarkIndex);
  console.log(
    `Busy runs: ${all.filter(busy).length} of ${all.length}; load average ${fixed(Math.min(...all.map((r) => r.load)), 2)}` +
      `–${fixed(Math.max(...all.map((r) => r.load)), 2)} on ${CORES} cores; benchmark index ` +
      `${fixed(Math.min(...indices), 0)}–${fixed(Math.max(...indices), 0)}.`,
  );
  if (home) {
    // Brotli bytes (read from the build, quality 11) of what Home needs before it answers input (tests/helpers/page-weight.ts).
    const js = await initialJs(DIST);
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
  await chrome?.kill();
  stopTls?.();
  await stop();
  await rm(dataDir, { recursive: true, force: true });
}
