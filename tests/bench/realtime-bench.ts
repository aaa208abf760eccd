/**
 * `npm run bench:realtime`: how long a new inquiry takes to show up in an admin's open list. Starts the
 * local server (built app, PGlite) on ports and a data directory of its own, opens /admin/inquiries as
 * an admin in Debian's Chromium, then submits inquiries one after another as a visitor through REST.
 * For each, the time from sending the INSERT to its row appearing in the page's DOM (a MutationObserver
 * in the page stamps Date.now() per row id; node and browser share the machine's clock). Prints count,
 * p50, p95, max and misses (rows not shown within MISS_AFTER_MS). A benchmark, not a test.
 *
 * Its ports (API, app, mail inbox, SMTP) are free ones, or BENCH_API_PORT, BENCH_APP_PORT, BENCH_MAIL_WEB_PORT and
 * BENCH_MAIL_SMTP_PORT when set, so it runs beside `npm start`; its build goes to its own data directory.
 */
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, printMachine } from './machine';
import { benchPorts, SERVER_PORTS, serverPortEnv } from './ports';
import { startApp } from './start-app';

const INQUIRIES = 120;
const MISS_AFTER_MS = 5_000; // a row not shown by then counts as missed
const ports = await benchPorts('BENCH_', SERVER_PORTS);
const API = `http://127.0.0.1:${ports.API_PORT}`;
const APP = `http://localhost:${ports.APP_PORT}`;
const ROOT = path.resolve(import.meta.dirname, '../..');
// The same flags as playwright.config.ts.
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-rt-'));
const env = {
  DATA_DIR: dataDir,
  DIST_DIR: path.join(dataDir, 'dist'),
  ...serverPortEnv(ports),
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

printMachine('bench:realtime', { browser: true });
const stop = await startApp(env, API).catch(async (error: unknown) => {
  await rm(dataDir, { recursive: true, force: true });
  throw error;
});
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const { loadConfig } = await import('../../supabase/local/config');
  const { anonKey } = await loadConfig({ ...process.env, ...env });

  // A throwaway staff account for this run only.
  const adminEmail = `bench-admin-${randomUUID().slice(0, 8)}@example.com`;
  const password = randomBytes(18).toString('base64url');
  await promisify(execFile)('npx', ['tsx', 'supabase/local/admin-cli.ts', 'add', adminEmail], {
    cwd: ROOT,
    env: { ...process.env, ...env, ADMIN_PASSWORD: password },
  });
  const token = await fetch(`${API}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password }),
  });
  if (!token.ok) throw new Error(`sign-in failed: ${token.status}`);
  const session = await token.text();

  const context = await browser.newContext({ baseURL: APP, serviceWorkers: 'block' });
  const page = await context.newPage();
  // Where supabase-js keeps its session, so the page starts signed in.
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [`sb-${new URL(API).hostname.split('.')[0]}-auth-token`, session],
  );
  // Stamps the first moment each row (by id) is in the DOM. Given as source text: tsx would wrap named
  // functions in a helper that does not exist in the page.
  await page.addInitScript({
    content: `
      window.rowSeen = {};
      new MutationObserver((records) => {
        const now = Date.now();
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            const rows = node.matches('[data-row-id]') ? [node] : node.querySelectorAll('[data-row-id]');
            for (const row of rows) window.rowSeen[row.getAttribute('data-row-id')] ??= now;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    `,
  });
  const joined = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes('phx_reply') && text.includes('"ok"') && text.includes('tour_inquiries')) resolve();
      }),
    );
  });
  await page.goto('/admin/inquiries');
  await page.getByRole('heading', { level: 1, name: 'Tour Inquiries' }).waitFor({ timeout: 30_000 });
  await joined;
  await page.getByText(/\d+ shown/).waitFor({ timeout: 30_000 });

  const latencies: number[] = [];
  let misses = 0;
  for (let i = 0; i < INQUIRIES; i++) {
    const id = randomUUID();
    const sentAt = Date.now();
    const response = await fetch(`${API}/rest/v1/tour_inquiries`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify({
        id,
        tour_id: 'southern-coastal-explorer-6day',
        tour_title: 'Southern Coastal Explorer',
        first_name: 'Bench',
        last_name: `Traveller ${i}`,
        // One address per row: the database allows five an hour per address.
        email: `bench-${i}-${id.slice(0, 8)}@example.com`,
        phone: '+44 20 7946 0000',
        country: 'United Kingdom',
        adults: 2,
        children: 0,
      }),
    });
    if (response.status !== 201) throw new Error(`insert ${i}: ${response.status} ${await response.text()}`);
    const shownAt = await page
      .waitForFunction((rowId) => (window as unknown as { rowSeen: Record<string, number> }).rowSeen[rowId], id, {
        timeout: MISS_AFTER_MS,
        polling: 10,
      })
      .then((handle) => handle.jsonValue() as Promise<number>)
      .catch(() => undefined);
    if (shownAt === undefined) misses += 1;
    else latencies.push(shownAt - sentAt);
  }

  const sorted = [...latencies].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / (sorted.length || 1);
  console.log(`
bench:realtime — INSERT through REST → row in an open /admin/inquiries (Chromium, local server on PGlite)
  count    ${INQUIRIES} sent, ${sorted.length} shown
  p50      ${percentile(sorted, 50)} ms
  p95      ${percentile(sorted, 95)} ms
  max      ${sorted.at(-1) ?? NaN} ms
  mean     ${mean.toFixed(0)} ms
  misses   ${misses} (not shown within ${MISS_AFTER_MS} ms)
`);
  process.exitCode = misses === 0 ? 0 : 1;
} finally {
  await browser.close().catch(() => undefined);
  await stop();
  await rm(dataDir, { recursive: true, force: true });
}
