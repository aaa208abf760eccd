/**
 * `npm run bench:abuse`: does a traveller's enquiry still go through while the API is attacked? Bounded and on
 * loopback only. The real server runs with a file-backed PGlite in a temporary directory, as `npm start` does.
 *
 * First, each runaway regular expression below is sent once, alone and from an address of its own, and its
 * answer time printed: the worst that a single anonymous GET can make the database do. Then, for ABUSE_SECONDS (default 30), at once:
 *  - an attacker (127.0.0.2) keeps ABUSE_ATTACKERS (default 4) requests with the worst pattern in flight;
 *  - a flood of anonymous inserts (enquiries with a new e-mail address each time, and analytics batches)
 *    from FLOOD_SOURCES (default 8) addresses 127.0.0.10…, FLOOD_CONCURRENCY (default 16) in flight;
 *  - travellers send one enquiry every 500 ms, each from an address of its own (127.0.1.x, as real travellers
 *    each send one or two), and wait for each answer.
 * Printed: the traveller's enquiries sent and accepted and their latency (median, p95, max), the flood's
 * accepted and refused counts, the attacker's answers, and the server's peak memory (the process, the
 * database's thread included). A benchmark, not a test: it prints figures and exits 0 unless the run fails.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../supabase/local/config.ts';
import { startServer } from '../../supabase/local/server.ts';
import { printMachine } from './machine.ts';
import { benchPorts, SERVER_PORTS, serverPortEnv } from './ports.ts';

const SECONDS = Number(process.env.ABUSE_SECONDS ?? 30);
const ATTACKERS = Number(process.env.ABUSE_ATTACKERS ?? 4);
const FLOOD_SOURCES = Number(process.env.FLOOD_SOURCES ?? 8);
const FLOOD_CONCURRENCY = Number(process.env.FLOOD_CONCURRENCY ?? 16);
const TRAVELLER_EVERY_MS = 500;
const RUN_DEADLINE_MS = (SECONDS + 240) * 1000;

/** Patterns that make Postgres's regular expression engine backtrack; the longest-running one is used below. */
const RUNAWAY_PATTERNS = [
  '^(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1$',
  '^(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)\\8\\7\\6\\5\\4\\3\\2\\1$',
  '^((.*)*)*\\1$',
  '(a|aa|.)*(.)(.)(.)\\4\\3\\2$',
  '^(([a-z ]*)*[a-z ]*)*x\\1$',
];

const deadline = setTimeout(() => {
  console.error(`bench:abuse: did not finish within ${RUN_DEADLINE_MS / 1000} s`);
  process.exit(1);
}, RUN_DEADLINE_MS);
deadline.unref();

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One HTTP request from a given loopback address (the server sees it as the client's address). */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from: string },
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', () => resolve({ status: 0, body: '', ms: performance.now() - started }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, body: error.message, ms: performance.now() - started }));
    req.end(options.body);
  });
}

function inquiry(email: string) {
  return JSON.stringify({
    id: randomUUID(),
    tour_id: 'southern-coastal-explorer-6day',
    tour_title: 'Southern Coastal Explorer',
    first_name: 'Ada',
    last_name: 'Example',
    email,
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    adults: 2,
    children: 0,
    message: 'We would like to see the south coast in March.',
  });
}

function analyticsBatch(size: number) {
  const sessionId = randomUUID();
  const now = Date.now();
  return JSON.stringify(
    Array.from({ length: size }, (_, i) => ({
      id: randomUUID(),
      session_id: sessionId,
      name: 'page_view',
      path: '/',
      language: 'en',
      occurred_at: new Date(now - (size - i) * 1000).toISOString(),
      source: null,
      referrer_host: null,
      value: null,
      props: {},
    })),
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN);
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
const count = (answers: Answer[], test: (a: Answer) => boolean) => answers.filter(test).length;
const statuses = (answers: Answer[]) => {
  const byStatus = new Map<number, number>();
  for (const a of answers) byStatus.set(a.status, (byStatus.get(a.status) ?? 0) + 1);
  return [...byStatus].map(([status, n]) => `${status || 'no answer'}: ${n}`).join(', ');
};

async function main(): Promise<void> {
  printMachine('bench:abuse');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-abuse-'));
  const config = await loadConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    // Free ports (mail included), or BENCH_API_PORT … BENCH_MAIL_SMTP_PORT when set: it runs beside `npm start`.
    ...serverPortEnv(await benchPorts('BENCH_', SERVER_PORTS)),
    SUPABASE_JWT_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: '',
  });
  const server = await startServer(config, { serveApp: false, seed: true });
  let peakRss = process.memoryUsage().rss;
  const startRss = peakRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const headers = { apikey: config.anonKey, 'Content-Type': 'application/json' };
  const rest = (table: string) => `${config.apiUrl}/rest/v1/${table}`;
  try {
    console.log(`\nbench:abuse — local server on file-backed PGlite, ${SECONDS} s under attack\n`);
    console.log('Runaway regular expressions, one at a time (anonymous GET /rest/v1/reviews?comment=match.…):');
    let worst = { pattern: RUNAWAY_PATTERNS[0]!, ms: 0 };
    for (const [i, pattern] of RUNAWAY_PATTERNS.entries()) {
      // Each from an address of its own: an address whose statement was ended waits before it may send again.
      const answer = await request(`${rest('reviews')}?select=id&comment=match.${encodeURIComponent(pattern)}`, {
        headers,
        from: `127.0.0.${100 + i}`,
      });
      const code = /"code":"([^"]+)"/.exec(answer.body)?.[1] ?? '';
      console.log(`  ${pattern.padEnd(58)} ${String(answer.status)} ${code.padEnd(6)} ${ms(answer.ms).padStart(8)}`);
      if (answer.ms > worst.ms) worst = { pattern, ms: answer.ms };
    }

    const until = performance.now() + SECONDS * 1000;
    const attack: Answer[] = [];
    const flood: Answer[] = [];
    const traveller: Answer[] = [];
    const attacker = async () => {
      while (performance.now() < until) {
        attack.push(
          await request(`${rest('reviews')}?select=id&comment=match.${encodeURIComponent(worst.pattern)}`, {
            headers,
            from: '127.0.0.2',
          }),
        );
      }
    };
    let floodN = 0;
    const flooder = async () => {
      while (performance.now() < until) {
        const n = floodN++;
        const from = `127.0.0.${10 + (n % FLOOD_SOURCES)}`;
        const answer =
          n % 4 === 3
            ? await request(rest('analytics_events'), { method: 'POST', headers, body: analyticsBatch(50), from })
            : await request(rest('tour_inquiries'), {
                method: 'POST',
                headers,
                body: inquiry(`flood-${n}-${randomBytes(3).toString('hex')}@example.com`),
                from,
              });
        flood.push(answer);
      }
    };
    const travel = async () => {
      let n = 0;
      while (performance.now() < until) {
        const next = performance.now() + TRAVELLER_EVERY_MS;
        traveller.push(
          await request(rest('tour_inquiries'), {
            method: 'POST',
            headers,
            body: inquiry(`traveller-${n}-${randomBytes(3).toString('hex')}@example.org`),
            from: `127.0.1.${1 + (n++ % 250)}`,
          }),
        );
        const wait = next - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    };
    await Promise.all([
      ...Array.from({ length: ATTACKERS }, attacker),
      ...Array.from({ length: FLOOD_CONCURRENCY }, flooder),
      travel(),
    ]);

    const latencies = traveller.map((a) => a.ms).sort((a, b) => a - b);
    const accepted = count(traveller, (a) => a.status === 201);
    console.log(`\nWorst pattern, kept ${ATTACKERS} at a time from one address: ${worst.pattern}`);
    console.log(`  attacker's answers: ${attack.length} (${statuses(attack)})`);
    console.log(
      `Flood of anonymous inserts from ${FLOOD_SOURCES} addresses, ${FLOOD_CONCURRENCY} in flight: ` +
        `${flood.length} sent, ${count(flood, (a) => a.status === 201)} accepted ` +
        `(${(count(flood, (a) => a.status === 201) / SECONDS).toFixed(1)}/s), ` +
        `${count(flood, (a) => a.status === 429)} refused with 429 (${statuses(flood)})`,
    );
    console.log(
      `Travellers (one enquiry every ${TRAVELLER_EVERY_MS} ms, each from its own address): ${traveller.length} sent, ` +
        `${accepted} accepted (${statuses(traveller)})`,
    );
    console.log(
      `  latency: median ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
        `max ${ms(latencies.at(-1) ?? NaN)}`,
    );
    const health = await request(`${config.apiUrl}/auth/v1/health`, { from: '127.0.0.1' });
    console.log(`Health check after the run: ${health.status} in ${ms(health.ms)}`);
    console.log(
      `Server memory (RSS, database thread included): ${(startRss / 2 ** 20).toFixed(0)} MB at start, ` +
        `peak ${(peakRss / 2 ** 20).toFixed(0)} MB, ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB at the end\n`,
    );
  } finally {
    clearInterval(sampler);
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
