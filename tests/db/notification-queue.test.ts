/**
 * The notification queue (20261126090000_notification_queue.sql): every submission makes exactly one job
 * set in its own transaction, recipients follow each admin's settings, the sender claims jobs without
 * ever sharing one, retries with backoff and gives up after a day, and only the right roles reach any of
 * it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../supabase/local/db';
import {
  ANON,
  HOSTED_STAND_INS,
  RECORDING_HTTP_POST,
  asRole,
  asRoleRolledBack,
  countRows,
  createTestDb,
  createUser,
  failure,
  insertJson,
  makeAdmin,
  sampleRow,
  testBackends,
  uniqueEmail,
  type Actor,
  type TestDb,
} from '../helpers/db';

const SUBMISSIONS = [
  { table: 'tour_inquiries', kind: 'tour_inquiry', row: sampleRow.tourInquiry },
  { table: 'custom_tour_requests', kind: 'custom_tour_request', row: sampleRow.customTourRequest },
  { table: 'reviews', kind: 'review', row: () => sampleRow.review() },
  { table: 'custom_reviews', kind: 'custom_review', row: () => sampleRow.customReview() },
] as const;

const SERVICE: Actor = { role: 'service_role' };

interface Job {
  kind: string;
  channel: string;
  audience: string;
  recipient: string;
  language: string;
  state: string;
}

/** The jobs of one submission, as the owner sees them, in a stable order. */
async function jobsOf(db: Queryable, recordId: string): Promise<Job[]> {
  const { rows } = await db.query<Job>(
    `select kind, channel, audience, recipient, language, state from public.notification_jobs
      where record_id = $1 order by audience, channel, lower(recipient)`,
    [recordId],
  );
  return rows;
}

/** A push subscription of `userId`, added as the owner; returns its id. */
async function addSubscription(db: Queryable, userId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
     values ($1, $2, 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', 'tBHItJI5svbpez7KI4CCXg')
     returning id`,
    [userId, `https://push.example.com/send/${randomUUID()}`],
  );
  return rows[0]!.id;
}

/** Runs `fn` in one transaction as service_role (the sender); the owner's rights come back with `reset role`. */
function asSender<T>(db: TestDb, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role service_role');
    return fn(tx);
  });
}

interface Claimed {
  id: string;
  kind: string;
  attempts: number;
  recipient: string;
}

const claim = (tx: Queryable, max = 20, lease = 120) =>
  tx.query<Claimed>('select id, kind, attempts, recipient from public.claim_notification_jobs($1, $2)', [max, lease]);

describe.each(testBackends())('notification queue on %s', (backend) => {
  let db: TestDb;
  let admin: Actor & { sub: string; email: string };
  let otherAdmin: Actor & { sub: string; email: string };
  let member: Actor & { sub: string; email: string };

  beforeAll(async () => {
    db = await createTestDb({ backend });
    const make = async (label: string, isAdmin: boolean) => {
      const email = uniqueEmail(label);
      const sub = await createUser(db, email, 'a-long-password-123');
      if (isAdmin) await makeAdmin(db, sub);
      return { role: 'authenticated' as const, sub, email };
    };
    admin = await make('admin', true);
    otherAdmin = await make('other.admin', true);
    member = await make('member', false);
  });

  afterAll(async () => {
    await db?.close();
  });

  describe('job sets', () => {
    beforeEach(async () => {
      await db.exec(`delete from public.notification_settings; delete from public.push_subscriptions;`);
    });

    it.each(SUBMISSIONS)('makes one job set for a $table row, in its language', async ({ table, kind, row }) => {
      const submission = { ...row(), language: 'de' };
      await asRole(db, ANON, (tx) => insertJson(tx, table, submission));
      expect(await jobsOf(db, submission.id)).toEqual(
        [
          { audience: 'staff', recipient: admin.email },
          { audience: 'staff', recipient: otherAdmin.email },
        ]
          .sort((a, b) => a.recipient.localeCompare(b.recipient))
          .map((j) => ({ kind, channel: 'email', language: 'en', state: 'pending', ...j }))
          .concat([
            {
              kind,
              channel: 'email',
              audience: 'traveller',
              recipient: submission.email,
              language: 'de',
              state: 'pending',
            },
          ]),
      );
    });

    it('gives a submission without a language an English confirmation', async () => {
      const submission = sampleRow.tourInquiry();
      await asRole(db, ANON, (tx) => insertJson(tx, 'tour_inquiries', submission));
      const traveller = (await jobsOf(db, submission.id)).filter((j) => j.audience === 'traveller');
      expect(traveller).toEqual([expect.objectContaining({ recipient: submission.email, language: 'en' })]);
    });

    it('makes no second job set when the same submission is sent again (23505 first)', async () => {
      const submission = sampleRow.customTourRequest();
      await asRole(db, ANON, (tx) => insertJson(tx, 'custom_tour_requests', submission));
      const before = await countRows(db, 'public.notification_jobs');
      const f = await failure(asRole(db, ANON, (tx) => insertJson(tx, 'custom_tour_requests', submission)));
      expect(f.code).toBe('23505');
      expect(f.constraint).toBe('custom_tour_requests_pkey');
      expect(await countRows(db, 'public.notification_jobs')).toBe(before);
      expect(await jobsOf(db, submission.id)).toHaveLength(3);
    });

    it('keeps the jobs of a submission whose transaction rolls back out of the queue', async () => {
      const submission = sampleRow.tourInquiry();
      const made = await asRoleRolledBack(db, ANON, async (tx) => {
        const inserted = await insertJson(tx, 'tour_inquiries', submission);
        return inserted.affectedRows;
      });
      expect(made).toBe(1);
      expect(await jobsOf(db, submission.id)).toEqual([]);
    });

    it('follows settings: e-mail kinds, extra addresses (once, any case) and push kinds', async () => {
      await db.query(
        `insert into public.notification_settings (user_id, email_kinds, push_kinds, extra_emails)
         values ($1, array['review'], array['tour_inquiry'], array['Office@Example.com', 'office@example.com', $2])`,
        [admin.sub, otherAdmin.email.toUpperCase()],
      );
      await db.query(
        `insert into public.notification_settings (user_id, email_kinds, push_kinds) values ($1, '{}', '{}')`,
        [otherAdmin.sub],
      );
      const phone = await addSubscription(db, admin.sub);
      const laptop = await addSubscription(db, admin.sub);
      await addSubscription(db, otherAdmin.sub); // push_kinds empty: nothing for it
      // Not an admin: the foreign key refuses the device.
      expect((await failure(addSubscription(db, member.sub))).code).toBe('23503');

      const inquiry = sampleRow.tourInquiry();
      await asRole(db, ANON, (tx) => insertJson(tx, 'tour_inquiries', inquiry));
      const inquiryJobs = await jobsOf(db, inquiry.id);
      // The admin keeps reviews only by e-mail: no staff e-mail about an enquiry; push to both devices.
      expect(inquiryJobs.filter((j) => j.channel === 'email' && j.audience === 'staff')).toEqual([]);
      expect(
        inquiryJobs
          .filter((j) => j.channel === 'push')
          .map((j) => j.recipient)
          .sort(),
      ).toEqual([phone, laptop].sort());

      const review = sampleRow.review();
      await asRole(db, ANON, (tx) => insertJson(tx, 'reviews', review));
      const reviewJobs = await jobsOf(db, review.id);
      const staffMail = reviewJobs.filter((j) => j.channel === 'email' && j.audience === 'staff');
      expect(staffMail.map((j) => j.recipient.toLowerCase()).sort()).toEqual(
        [admin.email, 'office@example.com', otherAdmin.email.toLowerCase()].sort(),
      );
      expect(reviewJobs.filter((j) => j.channel === 'push')).toEqual([]);
      expect(reviewJobs.filter((j) => j.audience === 'traveller')).toHaveLength(1);
    });

    // It builds a second, seeded database itself: given the 120 s a beforeAll that builds one has.
    it('makes jobs for rows the owner writes, but none while the seed runs', { timeout: 120_000 }, async () => {
      const owned = sampleRow.tourInquiry();
      await insertJson(db, 'tour_inquiries', owned);
      expect(await jobsOf(db, owned.id)).toHaveLength(3);
      const seeded = await createTestDb({ backend, seed: true });
      try {
        expect(await countRows(seeded, 'public.tour_inquiries')).toBeGreaterThan(0);
        expect(await countRows(seeded, 'public.custom_reviews')).toBeGreaterThan(0);
        expect(await countRows(seeded, 'public.notification_jobs')).toBe(0);
        // The seed's setting does not outlive it.
        const later = sampleRow.review();
        await insertJson(seeded, 'reviews', later);
        expect(await countRows(seeded, 'public.notification_jobs')).toBe(1); // the traveller: no admins there
        // The demo's overdue records were noted while the seed ran: the sweep tells an admin of none.
        const seenAdmin = await createUser(seeded, uniqueEmail('seed-admin'), 'seed-admin-password-1');
        await makeAdmin(seeded, seenAdmin);
        expect(await countRows(seeded, 'private.overdue_alerts')).toBeGreaterThan(0);
        await seeded.query('select private.wake_notification_sender_if_due()');
        expect(await countRows(seeded, 'public.notification_jobs')).toBe(1);
      } finally {
        await seeded.close();
      }
    });

    // Hosted Supabase wakes the Edge Function through pg_net with the URL and key kept in the Vault. Neither
    // extension exists here, so the test database gets stand-ins with their interfaces (pg_net's http_post
    // queues the request in a table, in the caller's transaction, as pg_net does), recording each request.
    it(
      'wakes the Edge Function through pg_net and the Vault, as hosted, and never costs a submission',
      { timeout: 120_000 },
      async () => {
        const hosted = await createTestDb({ backend });
        try {
          await hosted.exec(HOSTED_STAND_INS);
          const requests = async () =>
            (
              await hosted.query<{ url: string; body: unknown; headers: unknown; timeout_milliseconds: number }>(
                'select * from net.http_request_queue',
              )
            ).rows;
          const submit = (row = sampleRow.customReview()) =>
            asRole(hosted, ANON, (tx) => insertJson(tx, 'custom_reviews', row)).then(() => row);

          // No URL in the Vault (the local server, or a project not set up yet): NOTIFY only.
          await submit();
          expect(await requests()).toEqual([]);

          const url = 'https://project-ref.supabase.co/functions/v1/notify';
          await hosted.query(`insert into vault.decrypted_secrets values ('notification_sender_url', $1)`, [url]);
          await submit();
          expect(await requests()).toEqual([
            { url, body: {}, headers: { 'Content-Type': 'application/json' }, timeout_milliseconds: 5000 },
          ]);
          await hosted.exec(`delete from net.http_request_queue;
            insert into vault.decrypted_secrets values ('notification_sender_key', 'sender-key')`);
          await submit();
          expect(await requests()).toEqual([
            {
              url,
              body: {},
              headers: { 'Content-Type': 'application/json', Authorization: 'Bearer sender-key' },
              timeout_milliseconds: 5000,
            },
          ]);

          // A rolled-back submission wakes nobody; a wake-up that fails costs the submission nothing.
          await hosted.exec('delete from net.http_request_queue');
          await asRoleRolledBack(hosted, ANON, (tx) => insertJson(tx, 'custom_reviews', sampleRow.customReview()));
          expect(await requests()).toEqual([]);
          await hosted.exec(`create or replace function net.http_post(url text, body jsonb default '{}',
              params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
            returns bigint language plpgsql as $$ begin raise exception 'pg_net queue is full'; end $$`);
          const kept = await submit();
          expect(await jobsOf(hosted, kept.id)).toHaveLength(1);

          // The one-minute sweep (pg_cron) wakes the sender only while a job is due and unclaimed.
          await hosted.exec(RECORDING_HTTP_POST);
          await hosted.exec(`update public.notification_jobs set state = 'sent', sent_at = now()`);
          await hosted.exec('select private.wake_notification_sender_if_due()');
          expect(await requests()).toEqual([]);
          await hosted.exec(`update public.notification_jobs set state = 'failed', sent_at = null, next_attempt_at = now()
                              where id = (select id from public.notification_jobs limit 1)`);
          await hosted.exec('select private.wake_notification_sender_if_due()');
          expect((await requests()).map((r) => r.url)).toEqual([url]);
        } finally {
          await hosted.close();
        }
      },
    );

    it('wakes a listening sender when jobs are queued', async () => {
      let woken!: (payload: string) => void;
      const wakeUp = new Promise<string>((resolve) => (woken = resolve));
      const unlisten = await db.listen('notification_jobs', (payload) => woken(payload));
      try {
        await asRole(db, ANON, (tx) => insertJson(tx, 'custom_reviews', sampleRow.customReview()));
        expect(await wakeUp).toBe('');
      } finally {
        await unlisten();
      }
    });
  });

  describe('the sender', () => {
    /** Fresh test jobs (kind 'test'), and nothing else in the queue. */
    async function queueJobs(n: number): Promise<string[]> {
      await db.exec('delete from public.notification_jobs');
      const { rows } = await db.query<{ id: string }>(
        `insert into public.notification_jobs (kind, channel, audience, recipient)
         select 'test', 'email', 'staff', 'staff' || g || '@example.com' from generate_series(1, $1) as g
         returning id`,
        [n],
      );
      return rows.map((r) => r.id);
    }

    it('claims due jobs once, holds them for the lease and counts the attempt', async () => {
      const ids = await queueJobs(3);
      const result = await asSender(db, async (tx) => {
        const first = await claim(tx, 2);
        const second = await claim(tx, 20);
        const third = await claim(tx, 20);
        const { rows } = await tx.query<{ lease: string }>(
          `select distinct (locked_until - now())::text as lease from public.notification_jobs`,
        );
        return { first: first.rows, second: second.rows, third: third.rows, leases: rows.map((r) => r.lease) };
      });
      expect(result.first).toHaveLength(2);
      expect(result.second).toHaveLength(1);
      expect(result.third).toEqual([]);
      expect([...result.first, ...result.second].map((j) => j.id).sort()).toEqual([...ids].sort());
      expect([...result.first, ...result.second].every((j) => j.attempts === 1)).toBe(true);
      expect(result.leases).toEqual(['00:02:00']);
    });

    it('claims a job again once its lease has passed (a sender that stopped half-way)', async () => {
      const [id] = await queueJobs(1);
      await asSender(db, (tx) => claim(tx, 20, 60));
      expect((await asSender(db, (tx) => claim(tx))).rows).toEqual([]);
      await db.query(`update public.notification_jobs set locked_until = now() - interval '1 second' where id = $1`, [
        id,
      ]);
      const again = await asSender(db, (tx) => claim(tx));
      expect(again.rows).toEqual([expect.objectContaining({ id, attempts: 2 })]);
    });

    it('records a sent job and never claims it again', async () => {
      const [id] = await queueJobs(1);
      const state = await asSender(db, async (tx) => {
        await claim(tx);
        const done = await tx.query<{ state: string }>('select public.complete_notification_job($1) as state', [id]);
        return done.rows[0]?.state;
      });
      expect(state).toBe('sent');
      const { rows } = await db.query<{ state: string; sent: boolean; locked: boolean }>(
        `select state, sent_at is not null as sent, locked_until is not null as locked
           from public.notification_jobs where id = $1`,
        [id],
      );
      expect(rows).toEqual([{ state: 'sent', sent: true, locked: false }]);
      await db.query(`update public.notification_jobs set next_attempt_at = now() - interval '1 hour'`);
      expect((await asSender(db, (tx) => claim(tx))).rows).toEqual([]);
    });

    it('records a batch of sent jobs in one call, leaving dead and already-sent ones as they are', async () => {
      const ids = await queueJobs(3);
      const [first, second, third] = ids;
      await asSender(db, (tx) => claim(tx));
      await asSender(db, (tx) => tx.query(`select public.fail_notification_job($1, 'refused', true)`, [third]));
      const done = await asSender(db, (tx) =>
        tx.query<{ done: number }>('select public.complete_notification_jobs($1::uuid[]) as done', [ids]),
      );
      expect(done.rows[0]?.done).toBe(2);
      const again = await asSender(db, (tx) =>
        tx.query<{ done: number }>('select public.complete_notification_jobs($1::uuid[]) as done', [[first, second]]),
      );
      expect(again.rows[0]?.done).toBe(0);
      const { rows } = await db.query<{ id: string; state: string; locked: boolean }>(
        `select id, state, locked_until is not null as locked from public.notification_jobs where id = any($1::uuid[])`,
        [ids],
      );
      expect(Object.fromEntries(rows.map((r) => [r.id, [r.state, r.locked]]))).toEqual({
        [first!]: ['sent', false],
        [second!]: ['sent', false],
        [third!]: ['dead', false],
      });
      const tooMany = Array.from({ length: 101 }, () => first);
      const refused = await failure(
        asSender(db, (tx) => tx.query('select public.complete_notification_jobs($1::uuid[])', [tooMany])),
      );
      expect(refused.code).toBe('22023');
    });

    it('backs off 1, 2, 4 … minutes up to an hour, and keeps the error short', async () => {
      const [id] = await queueJobs(1);
      const delays: string[] = [];
      for (let attempt = 1; attempt <= 9; attempt++) {
        const delay = await asSender(db, async (tx) => {
          const claimed = await claim(tx);
          expect(claimed.rows).toEqual([expect.objectContaining({ id, attempts: attempt })]);
          const failed = await tx.query<{ state: string }>('select public.fail_notification_job($1, $2) as state', [
            id,
            'x'.repeat(5000),
          ]);
          expect(failed.rows[0]?.state).toBe('failed');
          await tx.exec('reset role');
          const { rows } = await tx.query<{ delay: string; error_length: number; locked: boolean }>(
            `select (next_attempt_at - now())::text as delay, char_length(last_error) as error_length,
                    locked_until is not null as locked
               from public.notification_jobs where id = $1`,
            [id],
          );
          expect(rows[0]).toMatchObject({ error_length: 1000, locked: false });
          // Not due yet: the next claim has to wait for the backoff.
          await tx.exec('set local role service_role');
          expect((await claim(tx)).rows).toEqual([]);
          await tx.exec('reset role');
          await tx.query('update public.notification_jobs set next_attempt_at = now() where id = $1', [id]);
          return rows[0]!.delay;
        });
        delays.push(delay);
      }
      expect(delays).toEqual([
        '00:01:00',
        '00:02:00',
        '00:04:00',
        '00:08:00',
        '00:16:00',
        '00:32:00',
        '01:00:00',
        '01:00:00',
        '01:00:00',
      ]);
    });

    it('gives up on a job that still fails a day after it was made', async () => {
      const [young, old] = await queueJobs(2);
      await db.query(
        `update public.notification_jobs set created_at = now() - interval '24 hours 1 minute' where id = $1`,
        [old],
      );
      const states = await asSender(db, async (tx) => {
        await claim(tx);
        const a = await tx.query<{ s: string }>(`select public.fail_notification_job($1, 'timeout') as s`, [young]);
        const b = await tx.query<{ s: string }>(`select public.fail_notification_job($1, 'timeout') as s`, [old]);
        return [a.rows[0]?.s, b.rows[0]?.s];
      });
      expect(states).toEqual(['failed', 'dead']);
      await db.query(`update public.notification_jobs set next_attempt_at = now() - interval '1 hour'`);
      const claimed = await asSender(db, (tx) => claim(tx));
      expect(claimed.rows.map((j) => j.id)).toEqual([young]);
    });

    it('gives up at once on a permanent failure, until an admin retries it', async () => {
      const [id] = await queueJobs(1);
      const state = await asSender(db, async (tx) => {
        await claim(tx);
        const r = await tx.query<{ s: string }>(
          `select public.fail_notification_job($1, '550 no such mailbox', permanent => true) as s`,
          [id],
        );
        return r.rows[0]?.s;
      });
      expect(state).toBe('dead');
      expect((await asSender(db, (tx) => claim(tx))).rows).toEqual([]);

      for (const actor of [member, ANON, SERVICE]) {
        const f = await failure(
          asRoleRolledBack(db, actor, (tx) => tx.query('select public.retry_notification_job($1)', [id])),
        );
        expect(f.code, actor.role).toBe('42501');
      }
      const retried = await asRole(db, admin, (tx) =>
        tx.query<{ s: string }>('select public.retry_notification_job($1) as s', [id]),
      );
      expect(retried.rows).toEqual([{ s: 'pending' }]);
      const again = await asSender(db, (tx) => claim(tx));
      expect(again.rows).toEqual([expect.objectContaining({ id, attempts: 2 })]);
      // A job that is not failed or dead is not "retried".
      const f = await failure(asRole(db, admin, (tx) => tx.query('select public.retry_notification_job($1)', [id])));
      expect(f.code).toBe('22023');
    });

    it.runIf(backend === 'postgres')('never hands the same job to two senders claiming at once', async () => {
      const ids = await queueJobs(6);
      let firstClaimed!: () => void;
      const claimedByFirst = new Promise<void>((resolve) => (firstClaimed = resolve));
      let secondDone!: () => void;
      const secondFinished = new Promise<void>((resolve) => (secondDone = resolve));
      // The first sender holds its claim open (row locks taken, lease not yet committed) until the second
      // has claimed: without SKIP LOCKED the second would wait for the first (lock_timeout turns that
      // into an error instead of a hang) and, after it, see the lease; with it, it takes the other jobs.
      const first = asSender(db, async (tx) => {
        const rows = (await claim(tx, 3)).rows;
        firstClaimed();
        await secondFinished;
        return rows;
      });
      const second = (async () => {
        await claimedByFirst;
        try {
          return await asSender(db, async (tx) => {
            await tx.exec(`set local lock_timeout = '5s'`);
            return (await claim(tx, 20)).rows;
          });
        } finally {
          secondDone();
        }
      })();
      const [a, b] = await Promise.all([first, second]);
      expect(a).toHaveLength(3);
      expect(b).toHaveLength(3);
      const all = [...a, ...b].map((j) => j.id);
      expect(new Set(all).size).toBe(6);
      expect(all.sort()).toEqual([...ids].sort());
    });
  });

  describe('staff', () => {
    beforeEach(async () => {
      await db.exec(`delete from public.notification_settings; delete from public.push_subscriptions;
                     delete from public.notification_jobs;`);
    });

    it('queues a test e-mail to the calling admin, and a test push to each of their devices', async () => {
      const mail = await asRole(db, admin, (tx) =>
        tx.query<{ n: number }>(`select public.queue_test_notification('email') as n`),
      );
      expect(mail.rows).toEqual([{ n: 1 }]);
      const phone = await addSubscription(db, admin.sub);
      const tablet = await addSubscription(db, admin.sub);
      await addSubscription(db, otherAdmin.sub);
      const push = await asRole(db, admin, (tx) =>
        tx.query<{ n: number }>(`select public.queue_test_notification('push') as n`),
      );
      expect(push.rows).toEqual([{ n: 2 }]);
      const { rows } = await db.query<{ channel: string; recipient: string; record_id: string | null }>(
        `select channel, recipient, record_id from public.notification_jobs where kind = 'test' order by channel, recipient`,
      );
      expect(rows).toEqual([
        { channel: 'email', recipient: admin.email, record_id: null },
        ...[phone, tablet].sort().map((recipient) => ({ channel: 'push', recipient, record_id: null })),
      ]);
      const bad = await failure(asRole(db, admin, (tx) => tx.query(`select public.queue_test_notification('sms')`)));
      expect(bad.code).toBe('22023');
      for (const actor of [member, ANON, SERVICE]) {
        const f = await failure(
          asRoleRolledBack(db, actor, (tx) => tx.query(`select public.queue_test_notification('email')`)),
        );
        expect(f.code, actor.role).toBe('42501');
      }
    });

    it('lets admins read the delivery log, and nobody write it through the API', async () => {
      await asRole(db, ANON, (tx) => insertJson(tx, 'reviews', sampleRow.review()));
      const total = await countRows(db, 'public.notification_jobs');
      expect(total).toBe(3);
      const read = await asRoleRolledBack(db, admin, (tx) => tx.query('select id from public.notification_jobs'));
      expect(read.rows).toHaveLength(total);
      const memberRead = await asRoleRolledBack(db, member, (tx) =>
        tx.query('select id from public.notification_jobs'),
      );
      expect(memberRead.rows).toEqual([]);
      expect(
        (await failure(asRoleRolledBack(db, ANON, (tx) => tx.query('select id from public.notification_jobs')))).code,
      ).toBe('42501');
      for (const actor of [ANON, member, admin, SERVICE]) {
        for (const sql of [
          `insert into public.notification_jobs (kind, channel, audience, recipient) values ('test', 'email', 'staff', 'x@example.com')`,
          `update public.notification_jobs set state = 'sent', sent_at = now()`,
          `delete from public.notification_jobs`,
        ]) {
          const f = await failure(asRoleRolledBack(db, actor, (tx) => tx.query(sql)));
          expect(f.code, `${actor.role} ${sql}`).toBe('42501');
        }
      }
    });

    it('keeps the sender functions to service_role', async () => {
      const [id] = (
        await db.query<{ id: string }>(
          `insert into public.notification_jobs (kind, channel, audience, recipient)
           values ('test', 'email', 'staff', 'x@example.com') returning id`,
        )
      ).rows.map((r) => r.id);
      for (const actor of [ANON, member, admin]) {
        for (const sql of [
          'select * from public.claim_notification_jobs()',
          `select public.complete_notification_job('${id}')`,
          `select public.complete_notification_jobs(array['${id}']::uuid[])`,
          `select public.fail_notification_job('${id}', 'x')`,
          'select * from private.claim_notification_jobs(20, 120)',
          `select private.complete_notification_job('${id}')`,
          `select private.complete_notification_jobs(array['${id}']::uuid[])`,
          `select private.fail_notification_job('${id}', 'x', true)`,
        ]) {
          const f = await failure(asRoleRolledBack(db, actor, (tx) => tx.query(sql)));
          expect(f.code, `${actor.role} ${sql}`).toBe('42501');
        }
      }
      const { rows } = await db.query<{ state: string; attempts: number }>(
        'select state, attempts from public.notification_jobs where id = $1',
        [id],
      );
      expect(rows).toEqual([{ state: 'pending', attempts: 0 }]);
    });

    it('lets each admin see and change only their own settings', async () => {
      await asRole(db, admin, (tx) =>
        tx.query(`insert into public.notification_settings (extra_emails) values (array['desk@example.com'])`),
      );
      await asRole(db, otherAdmin, (tx) =>
        tx.query(`insert into public.notification_settings (push_kinds) values (array['review'])`),
      );
      const own = await asRoleRolledBack(db, admin, (tx) =>
        tx.query<{ user_id: string; email_kinds: string[]; extra_emails: string[] }>(
          'select user_id, email_kinds, extra_emails from public.notification_settings',
        ),
      );
      expect(own.rows).toEqual([
        {
          user_id: admin.sub,
          email_kinds: ['tour_inquiry', 'custom_tour_request', 'review', 'custom_review'],
          extra_emails: ['desk@example.com'],
        },
      ]);
      const changed = await asRoleRolledBack(db, admin, async (tx) => {
        const mine = await tx.query(`update public.notification_settings set email_kinds = '{}' where user_id = $1`, [
          admin.sub,
        ]);
        const theirs = await tx.query(`update public.notification_settings set email_kinds = '{}' where user_id = $1`, [
          otherAdmin.sub,
        ]);
        return [mine.affectedRows, theirs.affectedRows];
      });
      expect(changed).toEqual([1, 0]);
      // Another admin's row cannot be made in their name.
      await db.exec(`delete from public.notification_settings where user_id = '${otherAdmin.sub}'`);
      const forged = await failure(
        asRoleRolledBack(db, admin, (tx) =>
          tx.query('insert into public.notification_settings (user_id) values ($1)', [otherAdmin.sub]),
        ),
      );
      expect(forged.code).toBe('42501');
    });

    it('refuses bad settings: unknown kinds, malformed or too many extra addresses', async () => {
      for (const [set, constraint] of [
        [`email_kinds = array['sms']`, 'notification_settings_email_kinds_valid'],
        [`push_kinds = array['test']`, 'notification_settings_push_kinds_valid'],
        [`extra_emails = array['not an address']`, 'notification_settings_extra_emails_format'],
        [`extra_emails = array[null]::text[]`, 'notification_settings_extra_emails_format'],
        [
          `extra_emails = array['a@example.com','b@example.com','c@example.com','d@example.com','e@example.com','f@example.com']`,
          'notification_settings_extra_emails_count',
        ],
      ] as const) {
        const f = await failure(
          asRoleRolledBack(db, admin, async (tx) => {
            await tx.query('insert into public.notification_settings default values');
            await tx.query(`update public.notification_settings set ${set}`);
          }),
        );
        expect(f.code, set).toBe('23514');
        expect(f.constraint, set).toBe(constraint);
      }
    });

    it('lets non-admins neither read nor change settings or subscriptions', async () => {
      await db.query('insert into public.notification_settings (user_id) values ($1)', [admin.sub]);
      await addSubscription(db, admin.sub);
      for (const table of ['notification_settings', 'push_subscriptions']) {
        const anonRead = await failure(asRoleRolledBack(db, ANON, (tx) => tx.query(`select * from public.${table}`)));
        expect(anonRead.code, table).toBe('42501');
        const memberRead = await asRoleRolledBack(db, member, (tx) => tx.query(`select user_id from public.${table}`));
        expect(memberRead.rows, table).toEqual([]);
      }
      // Settings are never deleted through the API (they go with the admin); subscriptions only by their admin.
      const deleteSettings = await failure(
        asRoleRolledBack(db, member, (tx) => tx.query('delete from public.notification_settings')),
      );
      expect(deleteSettings.code).toBe('42501');
      const deleteSubs = await asRoleRolledBack(db, member, (tx) => tx.query('delete from public.push_subscriptions'));
      expect(deleteSubs.affectedRows ?? 0).toBe(0);
      const updateSettings = await asRoleRolledBack(db, member, (tx) =>
        tx.query(`update public.notification_settings set extra_emails = array['thief@example.com']`),
      );
      expect(updateSettings.affectedRows ?? 0).toBe(0);
      const insertSettings = await failure(
        asRoleRolledBack(db, member, (tx) => tx.query('insert into public.notification_settings default values')),
      );
      expect(insertSettings.code).toBe('42501');
      const insertSub = await failure(
        asRoleRolledBack(db, member, (tx) =>
          tx.query(
            `insert into public.push_subscriptions (endpoint, p256dh, auth)
             values ('https://push.example.com/x', 'abc', 'def')`,
          ),
        ),
      );
      expect(insertSub.code).toBe('42501');
      const anonInsert = await failure(
        asRoleRolledBack(db, ANON, (tx) =>
          tx.query(
            `insert into public.push_subscriptions (endpoint, p256dh, auth) values ('https://push.example.com/x', 'abc', 'def')`,
          ),
        ),
      );
      expect(anonInsert.code).toBe('42501');
      expect(await countRows(db, 'public.notification_settings')).toBe(1);
      expect(await countRows(db, 'public.push_subscriptions')).toBe(1);
    });

    it('lets each admin see, add and remove only their own push subscriptions (https only)', async () => {
      const theirs = await addSubscription(db, otherAdmin.sub);
      const added = await asRole(db, admin, (tx) =>
        tx.query<{ id: string }>(
          `insert into public.push_subscriptions (endpoint, p256dh, auth, user_agent)
           values ('https://fcm.googleapis.com/fcm/send/abc', 'BNcRdre', 'tBHItJI5', 'Mobile Safari') returning id`,
        ),
      );
      const mine = added.rows[0]!.id;
      const seen = await asRoleRolledBack(db, admin, (tx) =>
        tx.query<{ id: string; user_id: string }>('select id, user_id from public.push_subscriptions'),
      );
      expect(seen.rows).toEqual([{ id: mine, user_id: admin.sub }]);
      const removedTheirs = await asRole(db, admin, (tx) =>
        tx.query('delete from public.push_subscriptions where id = $1', [theirs]),
      );
      expect(removedTheirs.affectedRows ?? 0).toBe(0);
      const forged = await failure(
        asRoleRolledBack(db, admin, (tx) =>
          tx.query(
            `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
             values ($1, 'https://push.example.com/forged', 'abc', 'def')`,
            [otherAdmin.sub],
          ),
        ),
      );
      expect(forged.code).toBe('42501');
      const plain = await failure(
        asRoleRolledBack(db, admin, (tx) =>
          tx.query(
            `insert into public.push_subscriptions (endpoint, p256dh, auth) values ('http://push.example.com/x', 'abc', 'def')`,
          ),
        ),
      );
      expect(plain.constraint).toBe('push_subscriptions_endpoint_https');
      const duplicate = await failure(
        asRoleRolledBack(db, admin, (tx) =>
          tx.query(
            `insert into public.push_subscriptions (endpoint, p256dh, auth) values ('https://fcm.googleapis.com/fcm/send/abc', 'abc', 'def')`,
          ),
        ),
      );
      expect(duplicate.code).toBe('23505');
      const removed = await asRole(db, admin, (tx) =>
        tx.query('delete from public.push_subscriptions where id = $1', [mine]),
      );
      expect(removed.affectedRows).toBe(1);
      expect(await countRows(db, 'public.push_subscriptions')).toBe(1);
    });
  });
});
