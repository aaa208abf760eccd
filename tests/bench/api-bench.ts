/**
 * `npm run bench:api`: anonymous tour inquiries through supabase-js (REST, return=minimal) while an
 * admin listens on Realtime. Prints throughput, insert latency, delivery latency and exactly-once
 * checks; exits 1 on any error, lost or duplicated event, or a row count that does not match.
 *
 * Runs the real server on loopback with a file-backed PGlite in a temporary directory (the default
 * backend), or on DATABASE_URL when it is set. Bounded in count (BENCH_INSERTS, default 1,000) and time.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig } from '../../supabase/local/config.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { startServer } from '../../supabase/local/server.ts';
import { printMachine } from './machine.ts';
import { benchPorts, SERVER_PORTS, serverPortEnv } from './ports.ts';

const INSERTS = Number(process.env.BENCH_INSERTS ?? 1_000);
const CONCURRENCY = 8; // requests in flight, like a few busy browsers
const RUN_DEADLINE_MS = 180_000; // 3 min: the whole run, startup included
const DELIVERY_WAIT_MS = 15_000; // after the last insert, how long events may still arrive
const SUBSCRIBE_TIMEOUT_MS = 10_000;

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
const transport = WebSocket as unknown as RealtimeTransport;
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

const deadline = setTimeout(() => {
  console.error(`bench:api: did not finish within ${RUN_DEADLINE_MS / 1000} s`);
  process.exit(1);
}, RUN_DEADLINE_MS);
deadline.unref();

async function main(): Promise<number> {
  printMachine('bench:api');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-bench-'));
  const config = await loadConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    // Free ports (mail included), or BENCH_API_PORT … BENCH_MAIL_SMTP_PORT when set: it runs beside `npm start`.
    ...serverPortEnv(await benchPorts('BENCH_', SERVER_PORTS)),
    SUPABASE_JWT_SECRET: randomBytes(32).toString('hex'),
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  const server = await startServer(config, { serveApp: false, seed: false });
  const runId = randomBytes(4).toString('hex');
  const clients: SupabaseClient[] = [];
  try {
    // An admin: a user row and an admins row, written as the owner (what the admin CLI does).
    const adminId = randomUUID();
    const adminEmail = `bench-admin-${runId}@example.com`;
    await server.db.query(
      `insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, now(), now(), now())`,
      [adminId, adminEmail],
    );
    await server.db.query('insert into public.admins (user_id, email) values ($1, $2)', [adminId, adminEmail]);
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const adminToken = signJwt(
      { sub: adminId, email: adminEmail, role: 'authenticated', aud: 'authenticated', exp },
      config.jwtSecret,
    );

    const admin = createClient(config.apiUrl, config.anonKey, {
      auth: noSession,
      realtime: { transport },
      accessToken: async () => adminToken,
    });
    clients.push(admin);
    await admin.realtime.setAuth(adminToken);

    const sentAt = new Map<string, { start: number; end: number }>(); // id → insert request/response times (ms)
    const received = new Map<string, number[]>(); // id → event arrival times (ms)
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('admin subscription timed out')), SUBSCRIBE_TIMEOUT_MS);
      admin
        .channel('bench-admin')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'tour_inquiries' }, (payload) => {
          const id = String((payload.new as { id?: unknown }).id ?? '');
          const list = received.get(id) ?? [];
          list.push(performance.now());
          received.set(id, list);
        })
        .on('system', {}, (p: { status?: string; message?: string }) => {
          if (p.status === 'ok' && p.message === 'Subscribed to PostgreSQL') {
            clearTimeout(timer);
            resolve();
          } else if (p.status === 'error') {
            clearTimeout(timer);
            reject(new Error(`subscription failed: ${p.message}`));
          }
        })
        .subscribe((status, err) => {
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
        });
    });

    const anon = createClient(config.apiUrl, config.anonKey, { auth: noSession, realtime: { transport } });
    clients.push(anon);
    const latencies: number[] = [];
    const errors: string[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < INSERTS) {
          const i = next++;
          const id = randomUUID();
          const t0 = performance.now();
          const { error } = await anon.from('tour_inquiries').insert({
            id,
            tour_id: 'southern-coastal-explorer-6day',
            tour_title: 'Southern Coastal Explorer',
            first_name: 'Bench',
            last_name: `Traveller ${i}`,
            email: `bench-${runId}-${i}@example.com`, // distinct: the per-e-mail throttle must not trigger
            phone: '+94 77 000 0000',
            country: 'Sri Lanka',
            preferred_date: null,
            adults: 2,
            children: 1,
            message: 'Benchmark inquiry',
          });
          const t1 = performance.now();
          if (error) {
            errors.push(`${error.code}: ${error.message}`);
          } else {
            latencies.push(t1 - t0);
            sentAt.set(id, { start: t0, end: t1 });
          }
        }
      }),
    );
    const elapsedMs = performance.now() - started;

    const waitUntil = performance.now() + DELIVERY_WAIT_MS;
    while ([...sentAt.keys()].some((id) => !received.has(id)) && performance.now() < waitUntil) {
      await new Promise((r) => setTimeout(r, 20));
    }

    const service = createClient(config.apiUrl, config.serviceRoleKey, { auth: noSession, realtime: { transport } });
    clients.push(service);
    const { count, error: countError } = await service
      .from('tour_inquiries')
      .select('id', { count: 'exact', head: true })
      .like('email', `bench-${runId}-%`);
    if (countError) errors.push(`count: ${countError.message}`);

    // Delivery latency: insert response → admin event. The event may even win the race against the
    // HTTP response (NOTIFY fires at commit); such a delivery counts as 0 ms.
    const delivery: number[] = [];
    const endToEnd: number[] = [];
    let early = 0;
    let lost = 0;
    let duplicated = 0;
    for (const [id, sent] of sentAt) {
      const arrivals = received.get(id);
      if (!arrivals) {
        lost++;
        continue;
      }
      if (arrivals.length > 1) duplicated += arrivals.length - 1;
      const first = arrivals[0] as number;
      if (first < sent.end) early++;
      delivery.push(Math.max(0, first - sent.end));
      endToEnd.push(first - sent.start);
    }

    const rows = count ?? -1;
    const ok = errors.length === 0 && lost === 0 && duplicated === 0 && rows === INSERTS;
    const backend = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite, file-backed';
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const table: [string, string][] = [
      ['backend', backend],
      ['inserts', `${INSERTS} sent, ${latencies.length} ok, ${CONCURRENCY} in flight`],
      [
        'throughput',
        `${((latencies.length / elapsedMs) * 1000).toFixed(1)} inserts/s (${(elapsedMs / 1000).toFixed(2)} s)`,
      ],
      ['insert latency', `p50 ${ms(pct(latencies, 50))}  p95 ${ms(pct(latencies, 95))}  p99 ${ms(pct(latencies, 99))}`],
      [
        'realtime delivery',
        `p50 ${ms(pct(delivery, 50))}  p95 ${ms(pct(delivery, 95))}  (insert response → admin event; ${early} arrived first)`,
      ],
      ['request → event', `p50 ${ms(pct(endToEnd, 50))}  p95 ${ms(pct(endToEnd, 95))}  (insert sent → admin event)`],
      ['errors', String(errors.length)],
      ['rows in table', `${rows} (expected ${INSERTS})`],
      ['events', `${delivery.length} received, ${lost} lost, ${duplicated} duplicated`],
      ['result', ok ? 'PASS' : 'FAIL'],
    ];
    const width = Math.max(...table.map(([k]) => k.length));
    console.log('\nbench:api — anonymous inquiries with an admin listening on Realtime');
    for (const [k, v] of table) console.log(`  ${k.padEnd(width)}  ${v}`);
    if (errors.length > 0) console.log(`  first errors: ${[...new Set(errors)].slice(0, 3).join(' | ')}`);
    return ok ? 0 : 1;
  } finally {
    await Promise.all(clients.map((c) => c.removeAllChannels()));
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Nearest-rank percentile of a sample (ms). */
function pct(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('bench:api failed:', error);
    process.exit(1);
  });
