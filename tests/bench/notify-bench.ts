/**
 * `npm run bench:notify`: how soon does a submission reach the staff inbox? The real server with a
 * file-backed PGlite in a temporary directory (as `npm start` keeps it), the `notify` Edge Function under
 * Deno, and the local mail catcher. NOTIFY_SUBMISSIONS (default 200) enquiries are sent by travellers,
 * NOTIFY_CONCURRENCY_CLIENTS (default 8) at a time, to NOTIFY_ADMINS (default 2) admins; each is timed
 * from the moment its insert was answered to the moment the catcher received the first admin's staff
 * mail about it. Before the burst, QUIET_SAMPLES enquiries are sent one at a time, for the figure a single
 * traveller sees. Printed: delivered count (every staff mail and confirmation, expected 200 each),
 * p50 / p95 / max of that time, and the run's wall time. A benchmark, not a test: it prints figures and
 * exits 0 unless the run fails.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { loadConfig } from '../../supabase/local/config.ts';
import { startMailCatcher } from '../../supabase/local/mail-catcher.ts';
import { startServer } from '../../supabase/local/server.ts';
import { printMachine } from './machine.ts';
import { benchPorts, SERVER_PORTS, serverPortEnv } from './ports.ts';

const SUBMISSIONS = Number(process.env.NOTIFY_SUBMISSIONS ?? 200);
const CLIENTS = Number(process.env.NOTIFY_CONCURRENCY_CLIENTS ?? 8);
const ADMINS = Number(process.env.NOTIFY_ADMINS ?? 2);
const QUIET_SAMPLES = 10;
const WAIT_MS = 5 * 60_000;

function enquiry(id: string, email: string, n: number) {
  return {
    id,
    tour_id: 'cultural-triangle-5day',
    tour_title: 'Cultural Triangle 5 Days',
    first_name: 'Bench',
    last_name: `Traveller ${n}`,
    email,
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    adults: 2,
    children: 0,
    message: 'A quiet hotel, please.',
    language: (['en', 'de', 'fr'] as const)[n % 3],
  };
}

const deadline = setTimeout(() => {
  console.error('bench:notify: did not finish within 10 minutes');
  process.exit(1);
}, 10 * 60_000);
deadline.unref();

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-notify-bench-'));
printMachine('bench:notify');
// Free ports, or BENCH_API_PORT, BENCH_APP_PORT, BENCH_MAIL_WEB_PORT and BENCH_MAIL_SMTP_PORT when set: the bench
// has a mail catcher of its own beside `npm start`'s.
const ports = await benchPorts('BENCH_', SERVER_PORTS);
const catcher = await startMailCatcher({
  host: '127.0.0.1',
  smtpPort: ports.MAIL_SMTP_PORT,
  webPort: ports.MAIL_WEB_PORT,
  maxMessages: 100_000,
});
const config = await loadConfig({
  DATA_DIR: dataDir,
  ...serverPortEnv(ports),
  DATABASE_URL: '',
  SUPABASE_JWT_SECRET: randomBytes(32).toString('hex'),
});
const server = await startServer(config, { serveApp: false, seed: false, notify: { log: () => undefined } });
if (!server.notify) throw new Error('The notification sender did not start');

try {
  const admins: string[] = [];
  for (let i = 0; i < ADMINS; i += 1) {
    const id = randomUUID();
    const email = `bench-admin-${i}@example.com`;
    await server.db.query(
      `insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at)
       values ($1, 'authenticated', 'authenticated', $2, now(), now(), now())`,
      [id, email],
    );
    await server.db.query('insert into public.admins (user_id, email) values ($1, $2)', [id, email]);
    admins.push(email);
  }
  const watched = admins[0]!;

  const anon = createClient(config.apiUrl, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no WebSocket of its own; realtime is not used here, but the client wants one.
    realtime: { transport: WebSocket as never },
  });
  // First, one at a time on a quiet queue: what a single traveller's enquiry takes to reach the staff.
  const quiet: number[] = [];
  for (let n = 0; n < QUIET_SAMPLES; n += 1) {
    const email = `bench-quiet-${n}-${randomUUID().slice(0, 6)}@example.com`;
    const { error } = await anon.from('tour_inquiries').insert(enquiry(randomUUID(), email, n));
    if (error) throw new Error(`quiet enquiry ${n} refused: ${error.message}`);
    const answered = Date.now();
    for (;;) {
      const mail = catcher
        .messages()
        .find((m) => m.To[0]?.Address === watched && m.ReplyTo[0]?.Address.toLowerCase() === email);
      if (mail) {
        quiet.push(Math.max(0, mail.Created.getTime() - answered));
        break;
      }
      if (Date.now() - answered > 30_000) throw new Error(`quiet enquiry ${n}: no staff mail within 30 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  quiet.sort((a, b) => a - b);

  const answeredAt = new Map<string, number>(); // traveller address → when the insert was answered
  const started = Date.now();
  let next = 0;
  let refused = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < SUBMISSIONS) {
        const n = next++;
        const id = randomUUID();
        const email = `bench-traveller-${n}-${id.slice(0, 6)}@example.com`;
        const { error } = await anon.from('tour_inquiries').insert(enquiry(id, email, n));
        if (error) {
          refused += 1;
          console.error(`bench:notify: submission ${n} refused: ${error.message}`);
        } else answeredAt.set(email.toLowerCase(), Date.now());
      }
    }),
  );
  const submittedIn = Date.now() - started;

  // Staff mails carry the traveller's address as Reply-To; confirmations go to it.
  const waitUntil = Date.now() + WAIT_MS;
  const expected = answeredAt.size;
  let staffMails = 0;
  let confirmations = 0;
  const latencies: number[] = [];
  for (;;) {
    const firstStaffMail = new Map<string, number>();
    confirmations = 0;
    staffMails = 0;
    for (const message of catcher.messages()) {
      const to = message.To[0]?.Address.toLowerCase() ?? '';
      if (answeredAt.has(to)) confirmations += 1;
      const traveller = message.ReplyTo[0]?.Address.toLowerCase() ?? '';
      if (admins.some((a) => a === to) && answeredAt.has(traveller)) {
        staffMails += 1;
        if (to === watched) firstStaffMail.set(traveller, message.Created.getTime());
      }
    }
    if ((staffMails >= expected * ADMINS && confirmations >= expected) || Date.now() > waitUntil) {
      latencies.length = 0;
      for (const [traveller, at] of firstStaffMail) latencies.push(Math.max(0, at - answeredAt.get(traveller)!));
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const total = Date.now() - started;
  latencies.sort((a, b) => a - b);
  const { rows } = await server.db.query<{ state: string; count: string }>(
    'select state, count(*)::text as count from public.notification_jobs group by state order by state',
  );

  console.log(
    `bench:notify: ${SUBMISSIONS} enquiries, ${CLIENTS} at a time, ${ADMINS} admins (PGlite on disk, SMTP to the local catcher)`,
  );
  console.log(
    `  one at a time (${quiet.length} enquiries, quiet queue): insert answered → staff mail p50 ${percentile(quiet, 50)} ms, max ${quiet.at(-1)} ms`,
  );
  console.log(
    `  burst: accepted ${expected}, refused ${refused}; all inserts answered in ${(submittedIn / 1000).toFixed(1)} s`,
  );
  console.log(`  staff mails to ${watched} delivered: ${latencies.length} / ${expected}`);
  console.log(
    `  staff mails in all: ${staffMails} / ${expected * ADMINS}; confirmations: ${confirmations} / ${expected}`,
  );
  console.log(
    `  insert answered → staff mail in the inbox: p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1) ?? NaN} ms`,
  );
  console.log(
    `  every mail caught after ${(total / 1000).toFixed(1)} s; jobs: ${rows.map((r) => `${r.state} ${r.count}`).join(', ')}`,
  );
  if (latencies.length < expected) process.exitCode = 1;
} finally {
  await server.close();
  await catcher.close();
  await rm(dataDir, { recursive: true, force: true });
}
