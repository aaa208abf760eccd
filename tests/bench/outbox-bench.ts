/**
 * `npm run bench:outbox`: queues 500 tour inquiries in the outbox (IndexedDB, here fake-indexeddb) and
 * times one flush of them against the local backend (plain INSERTs with return=minimal, one at a time
 * in queue order, as a device sends them), then checks every row arrived exactly once.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { OfflineDb, setOfflineDbForTests } from '../../src/offline/db';
import { enqueue, flushOutbox, restSender } from '../../src/offline/outbox';
import { startTestServer } from '../helpers/server';
import { printMachine } from './machine';
import { benchPorts, SERVER_PORTS, serverPortEnv } from './ports';

const ITEMS = 500;

printMachine('bench:outbox');
// Free ports (mail included), or BENCH_API_PORT … BENCH_MAIL_SMTP_PORT when set: it runs beside `npm start`.
const ts = await startTestServer({ env: serverPortEnv(await benchPorts('BENCH_', SERVER_PORTS)) });
try {
  const db = new OfflineDb(`bench-${randomUUID()}`);
  setOfflineDbForTests(db);
  const today = new Date().toISOString().slice(0, 10);
  const queueStart = performance.now();
  for (let i = 0; i < ITEMS; i++) {
    await enqueue({
      kind: 'tour_inquiry',
      summary: `Bench ${i}`,
      payload: {
        tour_id: 'southern-coastal-explorer-6day',
        tour_title: 'Southern Coastal Explorer',
        first_name: 'Bench',
        last_name: `Traveller ${i}`,
        email: `bench-${i}-${randomUUID().slice(0, 8)}@example.com`,
        phone: '+44 20 7946 0000',
        country: 'United Kingdom',
        preferred_date: today,
        adults: 2,
        children: 0,
        message: 'Benchmark enquiry',
      },
    });
  }
  const queueMs = performance.now() - queueStart;

  const start = performance.now();
  const report = await flushOutbox({ send: restSender({ url: ts.url, anonKey: ts.anonKey }) });
  const flushMs = performance.now() - start;

  const { count } = await ts
    .serviceClient()
    .from('tour_inquiries')
    .select('id', { count: 'exact', head: true })
    .like('email', 'bench-%');
  const left = await db.outbox.count();
  const ok = report.delivered.length === ITEMS && count === ITEMS && left === 0;
  console.log(`
bench:outbox — ${ITEMS} queued tour inquiries flushed to the local backend (PGlite)
  queue (IndexedDB writes)  ${queueMs.toFixed(0)} ms  (${((ITEMS / queueMs) * 1000).toFixed(0)} items/s)
  flush                     ${flushMs.toFixed(0)} ms  (${((ITEMS / flushMs) * 1000).toFixed(1)} items/s)
  delivered                 ${report.delivered.length}, retrying ${report.retrying.length}, refused ${report.refused.length}
  rows in database          ${count} (expected ${ITEMS})
  left in outbox            ${left}
  result                    ${ok ? 'PASS' : 'FAIL'}
`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await ts.close();
}
