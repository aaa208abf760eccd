/**
 * `npm run bench:analytics`: how fast the Insights page's figures come back with a lot of traffic. On a
 * fresh database with the migrations (in-memory PGlite, or a throwaway database on DATABASE_URL when
 * set) it seeds 1,000,000 events over the last 90 days with set-based SQL: sessions of several page
 * views with their depth, scroll and time-on-page events, web vitals with log-normal values, organic,
 * direct and referral arrivals, tour and gallery views, inquiries started and sent. Then it calls
 * admin_insights as an admin, exactly as the API does (role, claims and statement timeout of the
 * request), for the last 7, 30 and 90 days, several times each, and prints median and p95 per range.
 * A benchmark, not a test.
 */
import { performance } from 'node:perf_hooks';
import { asRole, createTestDb, createUser, makeAdmin, type Actor } from '../helpers/db';
import { printMachine } from './machine';
import { DAYS, seedAnalytics } from './seed-analytics';

/** BENCH_EVENTS overrides it for a quick try (the sessions per day scale with it). */
const TOTAL_EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = 7;
const RANGES = [7, 30, 90];
const TIME_ZONE = 'Asia/Colombo';

const backend = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const ms = (start: number) => performance.now() - start;
const fmt = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

printMachine('bench:analytics');
const started = performance.now();
const db = await createTestDb({ backend });
console.log(`analytics bench on ${backend}: migrations applied in ${fmt(ms(started))}`);

try {
  const adminId = await createUser(db, `bench.${Date.now()}@example.com`, 'bench-password-1234');
  await makeAdmin(db, adminId);
  const admin: Actor = { role: 'authenticated', sub: adminId };

  const { rows: clock } = await db.query<{ now: Date; today: string }>(
    `select now() as now, to_char((now() at time zone $1)::date, 'YYYY-MM-DD') as today`,
    [TIME_ZONE],
  );
  const now = new Date(clock[0]?.now ?? Date.now());
  const today = clock[0]?.today ?? '';

  const seedStart = performance.now();
  await seedAnalytics(db, TOTAL_EVENTS, now);
  const seedMs = ms(seedStart);
  const analyzeStart = performance.now();
  // What autovacuum does after a bulk load on a real server (PGlite has no autovacuum).
  await db.exec('vacuum analyze public.analytics_events');
  const analyzeMs = ms(analyzeStart);

  const { rows: counts } = await db.query<{ n: number; sessions: number; by_name: Record<string, number> }>(
    `select (select count(*)::int from public.analytics_events) as n,
            (select count(distinct session_id)::int from public.analytics_events) as sessions,
            (select jsonb_object_agg(name, n) from (select name, count(*)::int as n from public.analytics_events
                                                     group by name order by 2 desc) as x) as by_name`,
  );
  const { rows: size } = await db.query<{ size: string }>(
    `select pg_size_pretty(pg_total_relation_size('public.analytics_events')) as size`,
  );
  console.log(
    `seeded ${counts[0]?.n.toLocaleString('en')} events in ${counts[0]?.sessions.toLocaleString('en')} sessions over ${DAYS} days`,
  );
  console.log(`  seed ${fmt(seedMs)}, vacuum analyze ${fmt(analyzeMs)}, table with indexes ${size[0]?.size}`);
  console.log(`  by name: ${JSON.stringify(counts[0]?.by_name)}`);

  const dayBefore = (days: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - (days - 1));
    return d.toISOString().slice(0, 10);
  };

  console.log(`admin_insights as an admin (${TIME_ZONE}, to ${today}), ${RUNS} runs per range:`);
  for (const days of RANGES) {
    const from = dayBefore(days);
    const times: number[] = [];
    let totals: unknown;
    for (let run = 0; run < RUNS; run++) {
      const t = performance.now();
      const { rows } = await asRole(db, admin, (tx) =>
        tx.query<{ r: { totals: unknown; days: unknown[] } }>('select public.admin_insights($1, $2, $3) as r', [
          from,
          today,
          TIME_ZONE,
        ]),
      );
      times.push(ms(t));
      totals = rows[0]?.r.totals;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? 0;
    console.log(
      `  ${String(days).padStart(2)} days (${from}..${today}): median ${fmt(median)}, p95 ${fmt(p95)}, ` +
        `max ${fmt(sorted.at(-1) ?? 0)}  totals ${JSON.stringify(totals)}`,
    );
  }
} finally {
  await db.close();
}
