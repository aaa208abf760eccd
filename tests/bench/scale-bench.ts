/**
 * `npm run bench:scale`: the staff lists with years of records. On a fresh database with the migrations
 * (in-memory PGlite, or a throwaway database on DATABASE_URL when set) it seeds 100,000 tour inquiries
 * over three years (set-based SQL; stored as an import is, so nobody is notified) and 1,000,000 analytics
 * events (bench:analytics' quarter of traffic), then serves it with the local server and reads it the way
 * the inquiries screen does, through supabase-js as an admin (src/features/staff/shared/server-list.ts):
 * the first page with its count, searches (a surname, an e-mail, a reference, two words), a status
 * filter, the oldest-first order, the overdue and unassigned views, the dashboard figures and its overdue
 * count, and the sender's overdue sweep; p50 / p95 of each over RUNS calls. Then the export of every row (time, and the process's peak memory, server and database included) and the size
 * of what the device keeps. Targets: first page and search p95 under 300 ms on PostgreSQL, under 1 s on
 * PGlite. A benchmark, not a test.
 *
 * BENCH_INQUIRIES and BENCH_EVENTS override the sizes for a quick try.
 */
import { performance } from 'node:perf_hooks';
import { toInquiry, type InquiryListRow } from '../../src/features/staff/inquiries/inquiry-models';
import { buildCsv } from '../../src/features/staff/inquiries/csv';
import {
  DEFAULT_QUERY,
  DEVICE_ROWS_MAX,
  PAGE_SIZE,
  readAllRows,
  readListPage,
  type ListQuery,
} from '../../src/features/staff/shared/server-list';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { createTestDb } from '../helpers/db';
import { createTestUser, startTestServer } from '../helpers/server';
import { printMachine } from './machine';
import { benchPorts, SERVER_PORTS, serverPortEnv } from './ports';
import { seedAnalytics } from './seed-analytics';

const INQUIRIES = Number(process.env.BENCH_INQUIRIES ?? 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = 21;
const backend = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const TARGET_MS = backend === 'postgres' ? 300 : 1_000;

const ms = (start: number) => performance.now() - start;
const fmt = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// $1 rows, arriving one after another from three years ago to two days ago. Names, countries and tours
// repeat as real ones do; every e-mail is its own.
const SEED_INQUIRIES = `
insert into public.tour_inquiries
  (tour_id, tour_title, first_name, last_name, email, phone, country, preferred_date, adults, children,
   message, status, internal_note, created_at, submitted_at, updated_at)
select t.slug, t.title, f.name, l.name,
       lower(f.name) || '.' || lower(l.name) || '.' || n || '@example.com',
       '+' || (10 + n % 89) || ' ' || lpad((n * 7919 % 100000000)::text, 8, '0'),
       c.name, null, 1 + n % 4, n % 3, case when n % 5 = 0 then 'Vegetarian meals, please.' end,
       (array['pending', 'pending', 'confirmed', 'cancelled'])[1 + n % 4],
       case when n % 50 = 0 then 'Called back, sent a quote' end,
       at, at, at
  from generate_series(1, $1::int) as n
  cross join lateral (select now() - interval '3 years' + (interval '3 years' - interval '2 days') * n / $1 as at) as a
  join lateral (select (array['Amaya', 'Bruno', 'Chamari', 'Dilani', 'Emma', 'Felix', 'Grace', 'Hiro', 'Ines',
                              'Jonas', 'Kasun', 'Lena', 'Marco', 'Nadia', 'Oscar', 'Priya', 'Quentin', 'Rosa',
                              'Sven', 'Tomoko'])[1 + n % 20] as name) as f on true
  join lateral (select (array['Perera', 'Keller', 'Silva', 'Fernando', 'Smith', 'Muller', 'Dubois', 'Tanaka',
                              'Rossi', 'Jansen', 'Novak', 'Kowalski', 'Haddad', 'Olsen', 'Garcia', 'Khan',
                              'Moreau', 'Bauer', 'Lindqvist', 'Wong', 'Baker', 'Ivanova', 'Costa'])[1 + (n / 20) % 23]
                       as name) as l on true
  join lateral (select (array['Germany', 'United Kingdom', 'France', 'Australia', 'Netherlands', 'India',
                              'Switzerland', 'United States', 'Japan', 'Italy'])[1 + n % 10] as name) as c on true
  join lateral (select (array['sri-lanka-grand-tour-13day', 'southern-coastal-explorer-6day',
                              'grand-circle-18day', 'sri-lanka-highlights-10day'])[1 + n % 4] as slug,
                       (array['Sri Lanka Grand Tour', 'Southern Coastal Explorer', 'Grand Circle',
                              'Sri Lanka Highlights'])[1 + n % 4] as title) as t on true`;

function percentiles(times: number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: sorted[Math.floor(sorted.length / 2)] ?? NaN,
    p95: sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? NaN,
  };
}

/** Runs `call` RUNS times (after one unmeasured call) and prints p50 / p95, against the target if given. */
async function measure(label: string, call: () => Promise<string>, target?: number): Promise<void> {
  await call();
  const times: number[] = [];
  let said = '';
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    said = await call();
    times.push(ms(started));
  }
  const { p50, p95 } = percentiles(times);
  const mark = target === undefined ? '' : p95 < target ? `  ✓ (p95 < ${target} ms)` : `  ✗ (p95 ≥ ${target} ms)`;
  console.log(`  ${label.padEnd(34)} p50 ${fmt(p50)}  p95 ${fmt(p95)}  ${said}${mark}`);
}

printMachine('bench:scale');
const started = performance.now();
const db = await createTestDb({ backend });
console.log(`bench:scale on ${backend}: migrations applied in ${fmt(ms(started))}`);

const seedStart = performance.now();
await db.query(SEED_INQUIRIES, [INQUIRIES]);
const inquiriesMs = ms(seedStart);
const { rows: clock } = await db.query<{ now: Date }>('select now() as now');
const eventsStart = performance.now();
await seedAnalytics(db, EVENTS, new Date(clock[0]!.now));
const eventsMs = ms(eventsStart);
// What autovacuum does after a bulk load on a real server (PGlite has no autovacuum).
await db.exec('vacuum analyze public.tour_inquiries');
await db.exec('vacuum analyze public.analytics_events');
const { rows: sizes } = await db.query<{ inquiries: string; events: string }>(
  `select pg_size_pretty(pg_total_relation_size('public.tour_inquiries')) as inquiries,
          pg_size_pretty(pg_total_relation_size('public.analytics_events')) as events`,
);
console.log(
  `seeded ${INQUIRIES.toLocaleString('en')} inquiries in ${fmt(inquiriesMs)} (${sizes[0]?.inquiries} with indexes), ` +
    `${EVENTS.toLocaleString('en')} analytics events in ${fmt(eventsMs)} (${sizes[0]?.events})`,
);

// Free ports (mail included), or BENCH_API_PORT … BENCH_MAIL_SMTP_PORT when set: it runs beside `npm start`.
const ts = await startTestServer({ db, env: serverPortEnv(await benchPorts('BENCH_', SERVER_PORTS)) });
try {
  const admin = ts.clientFor(await createTestUser(ts, 'scale-admin@example.com', true)) as unknown as AppSupabaseClient;
  const page = (query: ListQuery) => async () => {
    const read = await readListPage<InquiryListRow>('tour_inquiries', query, null, PAGE_SIZE, {
      client: admin,
    });
    return `${read.rows.length} of ${read.total.toLocaleString('en')}`;
  };
  const { rows: sample } = await db.query<{ id: string; email: string }>(
    'select id::text, email from public.tour_inquiries order by created_at limit 1',
  );
  const oldest = sample[0]!;

  console.log(`The inquiries list as an admin sees it (supabase-js over HTTP, ${RUNS} calls each):`);
  await measure('first page (newest, with count)', page(DEFAULT_QUERY), TARGET_MS);
  await measure('search a surname ("keller")', page({ ...DEFAULT_QUERY, search: 'keller' }), TARGET_MS);
  await measure('search the oldest e-mail', page({ ...DEFAULT_QUERY, search: oldest.email }), TARGET_MS);
  await measure('search a reference', page({ ...DEFAULT_QUERY, search: oldest.id.slice(0, 8) }), TARGET_MS);
  await measure(
    'search two words ("emma netherlands")',
    page({ ...DEFAULT_QUERY, search: 'emma netherlands' }),
    TARGET_MS,
  );
  await measure('search a rare word ("quote")', page({ ...DEFAULT_QUERY, search: 'quote' }), TARGET_MS);
  await measure('filter: confirmed', page({ ...DEFAULT_QUERY, status: 'confirmed' }));
  await measure('oldest first', page({ ...DEFAULT_QUERY, order: 'oldest' }));
  // Every seeded record is unanswered: the pending half is overdue, the worst case for these two.
  await measure('view: overdue', page({ ...DEFAULT_QUERY, view: 'overdue' }), TARGET_MS);
  await measure('view: unassigned, searched', page({ ...DEFAULT_QUERY, view: 'unassigned', search: 'keller' }));
  await measure('dashboard (admin_dashboard)', async () => {
    const { error } = await admin.rpc('admin_dashboard', { time_zone: 'Asia/Colombo' });
    if (error) throw new Error(error.message);
    return '';
  });
  await measure('dashboard overdue (staff_overdue_counts)', async () => {
    const { data, error } = await admin.rpc('staff_overdue_counts');
    if (error) throw new Error(error.message);
    return `${(data as { tour_inquiries: number }).tour_inquiries.toLocaleString('en')} overdue`;
  });

  // The sender's one-minute sweep for overdue records (service role, as the sweep runs it). The first
  // finds every seeded record that fell due and notes it (all long ago: no mail); later ones find the same
  // records still open and already noted, which is what each minute costs while they stay so.
  const sender = ts.serviceClient();
  const sweep = async () => {
    const { data, error } = await sender.rpc('queue_overdue_notifications');
    if (error) throw new Error(error.message);
    return `${Number(data).toLocaleString('en')} newly overdue`;
  };
  const firstSweep = performance.now();
  const firstNoted = await sweep();
  console.log(`  ${'overdue sweep, first'.padEnd(34)} once ${fmt(ms(firstSweep))}  ${firstNoted}`);
  await measure('overdue sweep, each minute after', sweep);

  // The export as the screen makes it: every row, a thousand a request, mapped and written as CSV parts.
  let peakRss = process.memoryUsage().rss;
  const before = peakRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const exportStart = performance.now();
  const parts: string[] = [];
  const exported = await readAllRows<InquiryListRow>(
    'tour_inquiries',
    DEFAULT_QUERY,
    (rows) => {
      parts.push(buildCsv(rows.map((row) => Object.values(toInquiry(row)) as (string | number | null)[])));
    },
    admin,
  );
  const exportMs = ms(exportStart);
  clearInterval(sampler);
  const csvBytes = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
  console.log(
    `Export of every row: ${exported.toLocaleString('en')} rows, ${mb(csvBytes)} of CSV in ${fmt(exportMs)}; ` +
      `process memory ${mb(before)} before, peak ${mb(peakRss)} (server and database in the same process)`,
  );

  // What the device keeps of the list: the most recent rows, as JSON in IndexedDB.
  const kept = await readListPage<InquiryListRow>('tour_inquiries', DEFAULT_QUERY, null, DEVICE_ROWS_MAX, {
    client: admin,
  });
  console.log(
    `The device's copy of the list: ${kept.rows.length} rows, ${mb(Buffer.byteLength(JSON.stringify(kept)))} ` +
      `(bound: the ${DEVICE_ROWS_MAX} most recent)`,
  );
} finally {
  await ts.close();
}
