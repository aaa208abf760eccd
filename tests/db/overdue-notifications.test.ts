/**
 * The overdue watch (20261203090000_overdue_notifications.sql), with a fixed clock: a record that misses
 * its first response or passes its follow-up date is told once, to its owner or to every admin, through
 * the notification queue as each admin's choices say; a backlog that fell due long ago is no news; and
 * only the sender's role can run the sweep or see why a job was queued.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../supabase/local/db';
import {
  ANON,
  asRole,
  asRoleRolledBack,
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

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SERVICE: Actor = { role: 'service_role' };

interface Job {
  kind: string;
  channel: string;
  audience: string;
  recipient: string;
  overdue_reason: string | null;
  due_on: string | null;
}

/** The overdue jobs of one record, in a stable order. */
async function overdueJobs(db: Queryable, recordId: string): Promise<Job[]> {
  const { rows } = await db.query<Job>(
    `select kind, channel, audience, recipient, overdue_reason, due_on::text from public.notification_jobs
      where record_id = $1 and overdue_reason is not null
      order by overdue_reason, due_on, channel, lower(recipient)`,
    [recordId],
  );
  return rows;
}

/** The sweep as the clock says `at`; returns how many overdue moments it noted. */
async function sweep(db: Queryable, at: Date, sendJobs = true): Promise<number> {
  const { rows } = await db.query<{ noted: number }>(
    'select private.queue_overdue_notifications($1::timestamptz, $2) as noted',
    [at.toISOString(), sendJobs],
  );
  return rows[0]!.noted;
}

/** Sri Lanka's calendar day of a moment, as YYYY-MM-DD. */
function colomboDay(at: Date): string {
  return new Date(at.getTime() + 5.5 * HOUR).toISOString().slice(0, 10);
}

describe.each(testBackends())('the overdue watch on %s', (backend) => {
  let db: TestDb;
  let owner: Actor;
  let other: Actor;
  let ownerDevice: string;

  async function addAdmin(label: string): Promise<Actor> {
    const email = uniqueEmail(label);
    const actor: Actor = { role: 'authenticated', sub: await createUser(db, email, `${label}-password-1234`), email };
    await makeAdmin(db, actor.sub!);
    return actor;
  }

  /** Every admin's address in this database (each test file has its own). */
  async function adminEmails(): Promise<string[]> {
    const { rows } = await db.query<{ email: string }>('select email from public.admins order by lower(email)');
    return rows.map((row) => row.email.toLowerCase());
  }

  beforeAll(async () => {
    db = await createTestDb({ backend });
    owner = await addAdmin('overdue-owner');
    other = await addAdmin('overdue-other');
    const { rows } = await db.query<{ id: string }>(
      `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth)
       values ($1, $2, 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', 'tBHItJI5svbpez7KI4CCXg')
       returning id`,
      [owner.sub, `https://push.example.com/send/${randomUUID()}`],
    );
    ownerDevice = rows[0]!.id;
  });

  afterAll(async () => {
    await db?.close();
  });

  /** A visitor's submission, as the site sends it; arrives now. */
  async function submitted(table: 'tour_inquiries' | 'custom_tour_requests'): Promise<string> {
    const row = table === 'tour_inquiries' ? sampleRow.tourInquiry() : sampleRow.customTourRequest();
    await asRole(db, ANON, (tx) => insertJson(tx, table, row));
    return row.id;
  }

  const pipelineStage = async (id: string) =>
    (
      await db.query<{ first_response_at: string | null }>(
        'select first_response_at from public.tour_inquiries where id = $1',
        [id],
      )
    ).rows[0]!;

  const update = (actor: Actor, table: string, id: string, set: Record<string, unknown>) =>
    asRole(db, actor, (tx) =>
      tx.query(
        `update public.${table} set ${Object.keys(set)
          .map((column, n) => `${column} = $${n + 2}`)
          .join(', ')} where id = $1`,
        [id, ...Object.values(set)],
      ),
    );

  it('tells every admin, by e-mail and on their devices, once a new inquiry has waited 24 hours', async () => {
    const id = await submitted('tour_inquiries');
    const now = Date.now();
    await sweep(db, new Date(now + 23 * HOUR));
    expect(await overdueJobs(db, id)).toEqual([]);

    const late = new Date(now + 25 * HOUR);
    expect(await sweep(db, late)).toBeGreaterThanOrEqual(1);
    const dueOn = colomboDay(new Date(now + DAY));
    const jobs = await overdueJobs(db, id);
    const emails = jobs.filter((job) => job.channel === 'email');
    expect(emails.map((job) => job.recipient.toLowerCase())).toEqual(await adminEmails());
    expect(jobs.filter((job) => job.channel === 'push').map((job) => job.recipient)).toEqual([ownerDevice]);
    for (const job of jobs) {
      expect(job).toMatchObject({
        kind: 'tour_inquiry_overdue',
        audience: 'staff',
        overdue_reason: 'no_response',
        due_on: dueOn,
      });
    }

    // Once: later sweeps find it noted.
    expect(await sweep(db, new Date(now + 30 * HOUR))).toBe(0);
    expect(await overdueJobs(db, id)).toHaveLength(jobs.length);
  });

  it('tells only the owner, as the owner chose, and nothing once the record was answered or closed', async () => {
    const owned = await submitted('custom_tour_requests');
    // Assigning is not a first response: the owner has not answered yet.
    await update(owner, 'custom_tour_requests', owned, { owner_id: owner.sub });
    // The owner wants custom requests by push only, and a shared inbox for the e-mails they keep.
    await asRole(db, owner, (tx) =>
      insertJson(tx, 'notification_settings', {
        email_kinds: ['tour_inquiry'],
        push_kinds: ['tour_inquiry', 'custom_tour_request'],
        extra_emails: ['bookings@example.com'],
      }),
    );
    const answered = await submitted('tour_inquiries');
    await update(other, 'tour_inquiries', answered, { stage: 'contacted' });
    const closed = await submitted('tour_inquiries');
    await update(other, 'tour_inquiries', closed, { stage: 'cancelled', cancel_reason: 'budget' });

    await sweep(db, new Date(Date.now() + 25 * HOUR));
    expect((await overdueJobs(db, owned)).map((job) => [job.kind, job.channel, job.recipient])).toEqual([
      ['custom_tour_request_overdue', 'push', ownerDevice],
    ]);
    expect(await overdueJobs(db, answered)).toEqual([]);
    expect(await overdueJobs(db, closed)).toEqual([]);

    // The owner's extra address gets the e-mails of kinds they keep by e-mail.
    const inquiry = await submitted('tour_inquiries');
    await update(owner, 'tour_inquiries', inquiry, { owner_id: owner.sub });
    await sweep(db, new Date(Date.now() + 25 * HOUR));
    expect(
      (await overdueJobs(db, inquiry)).filter((job) => job.channel === 'email').map((job) => job.recipient),
    ).toEqual(['bookings@example.com', owner.email]);
  });

  it('tells once for each follow-up date that passes while the record is open', async () => {
    const id = await submitted('tour_inquiries');
    const now = Date.now();
    const firstDate = colomboDay(new Date(now + 2 * DAY));
    await update(other, 'tour_inquiries', id, { stage: 'quoted', follow_up_on: firstDate });

    // Answered at once, so only the follow-up can make it overdue: not before the date has passed.
    await sweep(db, new Date(now + 2 * DAY));
    expect(await overdueJobs(db, id)).toEqual([]);
    await sweep(db, new Date(now + 3 * DAY + HOUR));
    const first = await overdueJobs(db, id);
    expect(first.length).toBeGreaterThan(0);
    expect(new Set(first.map((job) => `${job.overdue_reason} ${job.due_on}`))).toEqual(
      new Set([`follow_up ${firstDate}`]),
    );
    await sweep(db, new Date(now + 3 * DAY + 2 * HOUR));
    expect(await overdueJobs(db, id)).toHaveLength(first.length);

    // A new date is a new promise: told again when it passes too.
    const secondDate = colomboDay(new Date(now + 5 * DAY));
    await update(other, 'tour_inquiries', id, { follow_up_on: secondDate });
    await sweep(db, new Date(now + 6 * DAY + HOUR));
    const both = await overdueJobs(db, id);
    expect(both).toHaveLength(first.length * 2);
    expect(both.filter((job) => job.due_on === secondDate)).toHaveLength(first.length);
  });

  it('tells nobody about what fell due days ago, or while the seed ran', async () => {
    const old = sampleRow.tourInquiry();
    const fiveDaysAgo = new Date(Date.now() - 5 * DAY).toISOString();
    await insertJson(db, 'tour_inquiries', { ...old, created_at: fiveDaysAgo, submitted_at: fiveDaysAgo });
    const passed = await submitted('tour_inquiries');
    await update(other, 'tour_inquiries', passed, {
      stage: 'contacted',
      follow_up_on: colomboDay(new Date(Date.now() - 4 * DAY)),
    });
    // Both are overdue (the portal lists them), but they fell due days ago: no news, so no mail.
    await sweep(db, new Date());
    expect(await overdueJobs(db, old.id)).toEqual([]);
    expect(await overdueJobs(db, passed)).toEqual([]);

    const quiet = await submitted('custom_tour_requests');
    expect(await sweep(db, new Date(Date.now() + 25 * HOUR), false)).toBeGreaterThanOrEqual(1);
    await sweep(db, new Date(Date.now() + 26 * HOUR));
    expect(await overdueJobs(db, quiet)).toEqual([]);
    const { rows } = await db.query<{ notified: boolean }>(
      'select notified from private.overdue_alerts where record_id = $1',
      [quiet],
    );
    expect(rows).toEqual([{ notified: false }]);
  });

  it('tells an unanswered record whose follow-up date passed about both', async () => {
    const id = await submitted('tour_inquiries');
    const now = Date.now();
    const day = colomboDay(new Date(now + DAY));
    await update(other, 'tour_inquiries', id, { follow_up_on: day });
    expect((await pipelineStage(id)).first_response_at).toBeNull();
    await sweep(db, new Date(now + 2 * DAY + HOUR));
    const reasons = new Set((await overdueJobs(db, id)).map((job) => `${job.overdue_reason} ${job.due_on}`));
    expect(reasons).toEqual(new Set([`no_response ${colomboDay(new Date(now + DAY))}`, `follow_up ${day}`]));
  });

  it('runs with the one-minute sender sweep', async () => {
    const row = sampleRow.customTourRequest();
    const yesterday = new Date(Date.now() - 25 * HOUR).toISOString();
    await insertJson(db, 'custom_tour_requests', { ...row, created_at: yesterday, submitted_at: yesterday });
    await db.query('select private.wake_notification_sender_if_due()');
    expect((await overdueJobs(db, row.id)).length).toBeGreaterThan(0);
  });

  it('hands the sender the reason and the day, and keeps alerts for staff only', async () => {
    const id = await submitted('tour_inquiries');
    await sweep(db, new Date(Date.now() + 25 * HOUR));
    const claimed = await asRoleRolledBack(db, SERVICE, async (tx) => {
      const { rows } = await tx.query<Job & { record_id: string }>(
        `select kind, record_id, overdue_reason, due_on::text from public.claim_notification_jobs(100, 60)`,
      );
      return rows.filter((job) => job.record_id === id && job.overdue_reason !== null);
    });
    expect(claimed.length).toBeGreaterThan(0);
    expect(claimed[0]).toMatchObject({ kind: 'tour_inquiry_overdue', overdue_reason: 'no_response' });

    const job = { kind: 'tour_inquiry_overdue', record_id: id, channel: 'email', recipient: 'x@example.com' };
    expect(
      (
        await failure(
          db.query(
            `insert into public.notification_jobs (kind, record_id, channel, audience, recipient, overdue_reason, due_on)
             values ($1, $2, $3, 'traveller', $4, 'no_response', current_date)`,
            Object.values(job),
          ),
        )
      ).constraint,
    ).toBe('notification_jobs_traveller_email_only');
    expect(
      (
        await failure(
          db.query(
            `insert into public.notification_jobs (kind, record_id, channel, audience, recipient)
             values ($1, $2, $3, 'staff', $4)`,
            Object.values(job),
          ),
        )
      ).constraint,
    ).toBe('notification_jobs_overdue_fields');
    expect(
      (
        await failure(
          db.query(
            `insert into public.notification_jobs (kind, record_id, channel, audience, recipient, overdue_reason, due_on)
             values ('tour_inquiry', $1, 'email', 'staff', 'y@example.com', 'no_response', current_date)`,
            [id],
          ),
        )
      ).constraint,
    ).toBe('notification_jobs_overdue_fields');
  });

  it('lets only the sender run the sweep, and nobody read the notes through the API', async () => {
    for (const actor of [ANON, owner]) {
      const refused = await failure(
        asRoleRolledBack(db, actor, (tx) => tx.query('select public.queue_overdue_notifications()')),
      );
      expect(refused.code).toBe('42501');
      const hidden = await failure(
        asRoleRolledBack(db, actor, (tx) => tx.query('select * from private.overdue_alerts')),
      );
      expect(hidden.code).toBe('42501');
    }
    const noted = await asRoleRolledBack(db, SERVICE, async (tx) => {
      const { rows } = await tx.query<{ noted: number }>('select public.queue_overdue_notifications() as noted');
      return rows[0]!.noted;
    });
    expect(noted).toBeGreaterThanOrEqual(0);
    const hidden = await failure(
      asRoleRolledBack(db, SERVICE, (tx) => tx.query('select * from private.overdue_alerts')),
    );
    expect(hidden.code).toBe('42501');
  });
});
