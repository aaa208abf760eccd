/**
 * The staff portal's part of the schema: staff-only notes on enquiries and requests, the moderation
 * fields of tour reviews, the dashboard figures (month and week boundaries in the business's time zone)
 * and the notification bell with one "last seen" mark per admin. Rows with a chosen created_at are
 * written as the table owner, as the seed and the admin CLI write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../supabase/local/db';
import { applyScope } from '../../supabase/local/request-scope';
import type {
  AdminDashboardAverage,
  AdminDashboardCount,
  AdminDashboardWeek,
  AdminNotificationItem,
} from '../../src/types/database';
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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Asia/Colombo has been UTC+5:30 all year since 2006. */
const COLOMBO_OFFSET = 5.5 * HOUR;

type Table = 'tour_inquiries' | 'custom_tour_requests' | 'reviews' | 'custom_reviews' | 'gallery';
type Row = Record<string, unknown>;

interface Dashboard {
  month_start: string;
  previous_month_start: string;
  inquiries: AdminDashboardCount;
  custom_requests: AdminDashboardCount;
  reviews: AdminDashboardCount;
  custom_reviews: AdminDashboardCount;
  average_rating: AdminDashboardAverage;
  gallery_images: AdminDashboardCount;
  pending_inquiries: AdminDashboardCount;
  weekly: AdminDashboardWeek[];
}

interface Notifications {
  seen_at: string | null;
  inquiries: number;
  custom_requests: number;
  reviews: number;
  custom_reviews: number;
  items: AdminNotificationItem[];
}

const iso = (ms: number) => new Date(ms).toISOString();
const ms = (value: unknown) => new Date(value as string | Date).getTime();

/** A valid row of `table`, created at `at` (submitted then too, so the clock-skew check holds). */
function rowAt(table: Table, at: number, patch: Row = {}): Row {
  const base: Record<Table, () => Row> = {
    tour_inquiries: sampleRow.tourInquiry,
    custom_tour_requests: sampleRow.customTourRequest,
    reviews: () => sampleRow.review(),
    custom_reviews: () => sampleRow.customReview(),
    gallery: () => sampleRow.galleryImage(),
  };
  const time = iso(at);
  const stamps = table === 'gallery' ? { created_at: time } : { created_at: time, submitted_at: time };
  return { ...base[table](), ...stamps, ...patch };
}

const overall = (n: number) => ({ ratings: { overall: n, quality: 4, locations: 4, service: 4, price: 4 } });
const customOverall = (n: number) => ({ ratings: { overall: n, quality: 4, service: 4, value: 4 } });

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/**
 * In one transaction that is always rolled back: the owner writes `rows` (with their own created_at),
 * then `fn` runs as `actor` with the request settings the API would set. So every scenario sees exactly
 * its own rows.
 */
async function withRows<T>(
  db: TestDb,
  rows: [Table, Row][],
  actor: Actor,
  fn: (tx: Queryable, now: number) => Promise<T>,
): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      for (const [table, row] of rows) await insertJson(tx, table, row);
      const { rows: clock } = await tx.query<{ now: Date }>('select now() as now');
      await applyScope(tx, {
        claims: {
          role: actor.role,
          ...(actor.sub ? { sub: actor.sub, aud: 'authenticated' } : {}),
          ...(actor.email ? { email: actor.email } : {}),
        },
        method: 'POST',
        path: '/rest/v1/rpc',
        headers: {},
      });
      throw new Rollback(await fn(tx, ms(clock[0]?.now)));
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as T;
    throw error;
  }
  throw new Error('unreachable');
}

/** The database's clock, which is what the RPCs measure months and weeks from. */
async function dbNow(db: TestDb): Promise<number> {
  const { rows } = await db.query<{ now: Date }>('select now() as now');
  return ms(rows[0]?.now);
}

async function dashboard(tx: Queryable, timeZone?: string): Promise<Dashboard> {
  const { rows } =
    timeZone === undefined
      ? await tx.query<Dashboard>('select * from public.admin_dashboard()')
      : await tx.query<Dashboard>('select * from public.admin_dashboard($1)', [timeZone]);
  const row = rows[0];
  if (!row) throw new Error('admin_dashboard returned no row');
  return { ...row, month_start: iso(ms(row.month_start)), previous_month_start: iso(ms(row.previous_month_start)) };
}

async function notifications(tx: Queryable): Promise<Notifications> {
  const { rows } = await tx.query<Notifications>('select * from public.admin_notifications()');
  const row = rows[0];
  if (!row) throw new Error('admin_notifications returned no row');
  return { ...row, seen_at: row.seen_at === null ? null : iso(ms(row.seen_at)) };
}

/** Start of the Colombo month containing `at`, `monthsBack` months earlier, as an instant. */
function colomboMonthStart(at: number, monthsBack = 0): number {
  const local = new Date(at + COLOMBO_OFFSET);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1) - COLOMBO_OFFSET;
}

/** Monday 00:00 in Colombo of the week containing `at`, `weeksBack` weeks earlier, as an instant. */
function colomboWeekStart(at: number, weeksBack = 0): number {
  const local = new Date(at + COLOMBO_OFFSET);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return (
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday - 7 * weeksBack) -
    COLOMBO_OFFSET
  );
}

/** Wall-clock reading of an instant in a time zone, by the ICU data Node carries (not by our SQL). */
function wallClock(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
}

describe.each(testBackends())('staff portal on %s', (backend) => {
  let db: TestDb;
  let admin: Actor;
  let otherAdmin: Actor;
  let member: Actor;

  const signUp = async (label: string, isAdmin: boolean): Promise<Actor> => {
    const email = uniqueEmail(label);
    const id = await createUser(db, email, `${label}-password-1234`);
    if (isAdmin) await makeAdmin(db, id);
    return { role: 'authenticated', sub: id, email };
  };

  beforeAll(async () => {
    db = await createTestDb({ backend });
    admin = await signUp('admin', true);
    otherAdmin = await signUp('second-admin', true);
    member = await signUp('member', false);
  });

  afterAll(async () => {
    await db?.close();
  });

  describe('staff-only columns', () => {
    // Every case here rolls back, so the dashboard and bell scenarios below start from empty tables.
    const stored = (tx: Queryable, table: Table, columns: string, id: unknown) =>
      tx.query(`select ${columns} from public.${table} where id = $1`, [id]);

    it.each([
      ['tour_inquiries', () => sampleRow.tourInquiry()],
      ['custom_tour_requests', () => sampleRow.customTourRequest()],
    ] as const)('drops the internal note a visitor or a signed-in non-admin sends with a %s', async (table, make) => {
      for (const who of [ANON, member]) {
        const row = { ...make(), internal_note: 'VIP, upgrade for free' };
        const kept = await withRows(db, [], who, async (tx) => {
          await insertJson(tx, table, row);
          await tx.query('reset role');
          return (await stored(tx, table, 'internal_note, status', row.id)).rows;
        });
        expect(kept, who.role).toEqual([{ internal_note: null, status: 'pending' }]);
      }
    });

    it('drops the admin notes and decision time a visitor sends with a tour review', async () => {
      const row = { ...sampleRow.review(), admin_notes: 'approve me', reviewed_at: '2025-01-01T00:00:00Z' };
      const kept = await withRows(db, [], ANON, async (tx) => {
        await insertJson(tx, 'reviews', row);
        await tx.query('reset role');
        return (await stored(tx, 'reviews', 'admin_notes, reviewed_at, status', row.id)).rows;
      });
      expect(kept).toEqual([{ admin_notes: null, reviewed_at: null, status: 'pending' }]);
    });

    it('never lets a visitor read or change them', async () => {
      const inquiry = rowAt('tour_inquiries', Date.now() - HOUR, { internal_note: 'Called back' });
      const request = rowAt('custom_tour_requests', Date.now() - HOUR, { internal_note: 'Quote sent' });
      const review = rowAt('reviews', Date.now() - HOUR, { status: 'approved', admin_notes: 'Checked booking' });
      const fixtures: [Table, Row][] = [
        ['tour_inquiries', inquiry],
        ['custom_tour_requests', request],
        ['reviews', review],
      ];
      const attempts = [
        'select internal_note from public.tour_inquiries',
        'select internal_note from public.custom_tour_requests',
        'select admin_notes from public.reviews',
        'select reviewed_at from public.reviews',
        `update public.tour_inquiries set internal_note = 'x' where id = '${String(inquiry.id)}'`,
        `update public.custom_tour_requests set internal_note = 'x' where id = '${String(request.id)}'`,
        `update public.reviews set admin_notes = 'x' where id = '${String(review.id)}'`,
        `update public.reviews set reviewed_at = now() where id = '${String(review.id)}'`,
      ];
      for (const sql of attempts) {
        const f = await failure(withRows(db, fixtures, ANON, (tx) => tx.query(sql)));
        expect(f.code, sql).toBe('42501');
      }
      // Approved reviews stay public, without the staff columns.
      const visible = await withRows(db, fixtures, ANON, (tx) =>
        tx.query('select id, comment from public.reviews where status = $1', ['approved']),
      );
      expect(visible.rows).toEqual([{ id: review.id, comment: review.comment }]);
    });

    it('shows a signed-in non-admin no row and lets them change none', async () => {
      const inquiry = rowAt('tour_inquiries', Date.now() - HOUR, { internal_note: 'Called back' });
      const review = rowAt('reviews', Date.now() - HOUR, { admin_notes: 'Checked booking' });
      const outcome = await withRows(
        db,
        [
          ['tour_inquiries', inquiry],
          ['reviews', review],
        ],
        member,
        async (tx) => ({
          read: (await tx.query('select internal_note from public.tour_inquiries')).rows.length,
          note: (await tx.query(`update public.tour_inquiries set internal_note = 'x' where id = $1`, [inquiry.id]))
            .affectedRows,
          notes: (await tx.query(`update public.reviews set admin_notes = 'x' where id = $1`, [review.id]))
            .affectedRows,
        }),
      );
      expect(outcome).toEqual({ read: 0, note: 0, notes: 0 });
    });

    it.each([
      ['tour_inquiries', 'internal_note'],
      ['custom_tour_requests', 'internal_note'],
      ['reviews', 'admin_notes'],
      ['custom_reviews', 'admin_notes'],
    ] as const)('lets an admin write %s.%s, up to 2000 characters', async (table, column) => {
      const row = rowAt(table, Date.now() - HOUR);
      const note = `Ring before 10am. ${'x'.repeat(2000 - 18)}`;
      expect(note).toHaveLength(2000);
      const saved = await withRows(db, [[table, row]], admin, async (tx) => {
        const { rows } = await tx.query(`update public.${table} set ${column} = $2 where id = $1 returning ${column}`, [
          row.id,
          note,
        ]);
        return rows;
      });
      expect(saved).toEqual([{ [column]: note }]);

      const tooLong = await failure(
        withRows(db, [[table, row]], admin, (tx) =>
          tx.query(`update public.${table} set ${column} = $2 where id = $1`, [row.id, `${note}!`]),
        ),
      );
      expect(tooLong).toMatchObject({ code: '23514', constraint: `${table}_${column}_length` });

      const cleared = await withRows(db, [[table, { ...row, [column]: 'old' }]], admin, async (tx) => {
        const { rows } = await tx.query(
          `update public.${table} set ${column} = null where id = $1 returning ${column}`,
          [row.id],
        );
        return rows;
      });
      expect(cleared).toEqual([{ [column]: null }]);
    });

    it('stamps reviewed_at when an admin changes a tour review’s status, unless the admin gives a time', async () => {
      const pending = rowAt('reviews', Date.now() - DAY);
      const decided = await withRows(db, [['reviews', pending]], admin, async (tx, now) => {
        const notesOnly = await tx.query<{ reviewed_at: Date | null }>(
          `update public.reviews set admin_notes = 'Asked for the booking id' where id = $1 returning reviewed_at`,
          [pending.id],
        );
        const approved = await tx.query<{ status: string; reviewed_at: Date; updated_at: Date }>(
          `update public.reviews set status = 'approved' where id = $1 returning status, reviewed_at, updated_at`,
          [pending.id],
        );
        const given = await tx.query<{ reviewed_at: Date }>(
          `update public.reviews set status = 'rejected', reviewed_at = '2026-01-02T03:04:05Z' where id = $1
           returning reviewed_at`,
          [pending.id],
        );
        return { now, notesOnly: notesOnly.rows[0], approved: approved.rows[0], given: given.rows[0] };
      });
      expect(decided.notesOnly?.reviewed_at).toBeNull();
      expect(decided.approved?.status).toBe('approved');
      expect(ms(decided.approved?.reviewed_at)).toBe(decided.now);
      expect(ms(decided.approved?.updated_at)).toBe(decided.now);
      expect(iso(ms(decided.given?.reviewed_at))).toBe('2026-01-02T03:04:05.000Z');
    });

    it('still refuses an admin every other column of a submission', async () => {
      const inquiry = rowAt('tour_inquiries', Date.now() - HOUR);
      const review = rowAt('reviews', Date.now() - HOUR);
      for (const [table, row, sql] of [
        ['tour_inquiries', inquiry, `update public.tour_inquiries set message = 'edited' where id = $1`],
        ['reviews', review, `update public.reviews set is_validated = true where id = $1`],
      ] as const) {
        const f = await failure(withRows(db, [[table, row]], admin, (tx) => tx.query(sql, [row.id])));
        expect(f.code, sql).toBe('42501');
      }
    });
  });

  describe('admin_dashboard', () => {
    it('counts all time, this month and last month in Asia/Colombo; reviews and the average only approved', async () => {
      const now = await dbNow(db);
      const monthStart = colomboMonthStart(now);
      const previousStart = colomboMonthStart(now, 1);
      // Inside each period, away from its edges and never in the future.
      const thisMonth = monthStart + Math.floor((now - monthStart) / 2);
      const lastMonth = previousStart + DAY;
      const earlier = previousStart - DAY;

      const rows: [Table, Row][] = [
        ['tour_inquiries', rowAt('tour_inquiries', thisMonth, { status: 'pending' })],
        ['tour_inquiries', rowAt('tour_inquiries', thisMonth, { status: 'confirmed' })],
        ['tour_inquiries', rowAt('tour_inquiries', lastMonth, { status: 'pending' })],
        ['tour_inquiries', rowAt('tour_inquiries', lastMonth, { status: 'cancelled' })],
        ['tour_inquiries', rowAt('tour_inquiries', earlier, { status: 'pending' })],
        // The first instant of the month is this month's; the one before it last month's.
        ['tour_inquiries', rowAt('tour_inquiries', monthStart, { status: 'confirmed' })],
        ['tour_inquiries', rowAt('tour_inquiries', monthStart - 1, { status: 'pending' })],

        ['custom_tour_requests', rowAt('custom_tour_requests', thisMonth)],
        ['custom_tour_requests', rowAt('custom_tour_requests', earlier, { status: 'confirmed' })],
        ['custom_tour_requests', rowAt('custom_tour_requests', earlier)],

        ['reviews', rowAt('reviews', thisMonth, { status: 'approved', ...overall(5) })],
        ['reviews', rowAt('reviews', thisMonth, { status: 'pending', ...overall(1) })],
        ['reviews', rowAt('reviews', lastMonth, { status: 'approved', ...overall(4) })],
        ['reviews', rowAt('reviews', lastMonth, { status: 'approved', ...overall(1) })],
        ['reviews', rowAt('reviews', lastMonth, { status: 'rejected', ...overall(5) })],
        ['reviews', rowAt('reviews', earlier, { status: 'approved', ...overall(4) })],

        ['custom_reviews', rowAt('custom_reviews', thisMonth, { status: 'approved', ...customOverall(4) })],
        ['custom_reviews', rowAt('custom_reviews', thisMonth, { status: 'approved', ...customOverall(4) })],
        ['custom_reviews', rowAt('custom_reviews', thisMonth, { status: 'rejected', ...customOverall(1) })],
        ['custom_reviews', rowAt('custom_reviews', lastMonth, { status: 'approved', ...customOverall(4) })],
        ['custom_reviews', rowAt('custom_reviews', lastMonth, { status: 'approved', ...customOverall(4) })],
        ['custom_reviews', rowAt('custom_reviews', earlier, { status: 'pending', ...customOverall(1) })],

        ['gallery', rowAt('gallery', thisMonth)],
        ['gallery', rowAt('gallery', lastMonth)],
        ['gallery', rowAt('gallery', earlier)],
      ];
      const figures = await withRows(db, rows, admin, (tx) => dashboard(tx, 'Asia/Colombo'));

      expect(figures.month_start).toBe(iso(monthStart));
      expect(figures.previous_month_start).toBe(iso(previousStart));
      expect(wallClock(figures.month_start, 'Asia/Colombo')).toMatch(/^\d{4}-\d{2}-01, 00:00$/);
      expect(wallClock(figures.previous_month_start, 'Asia/Colombo')).toMatch(/^\d{4}-\d{2}-01, 00:00$/);

      expect(figures.inquiries).toEqual({ total: 7, this_month: 3, last_month: 3 });
      expect(figures.pending_inquiries).toEqual({ total: 4, this_month: 1, last_month: 2 });
      expect(figures.custom_requests).toEqual({ total: 3, this_month: 1, last_month: 0 });
      expect(figures.reviews).toEqual({ total: 4, this_month: 1, last_month: 2 });
      expect(figures.custom_reviews).toEqual({ total: 4, this_month: 2, last_month: 2 });
      expect(figures.gallery_images).toEqual({ total: 3, this_month: 1, last_month: 1 });
      // Approved overall ratings: 5, 4, 1, 4 (tour) and 4, 4, 4, 4 (custom) → 30 / 8 = 3.75; as it stood
      // when this month began (all but this month's 5, 4, 4): 17 / 5 = 3.4. One decimal, halves rounded up.
      expect(figures.average_rating).toEqual({ value: 3.8, this_month: 3.8, last_month: 3.4 });
    });

    it('compares the average rating with the same figure as it stood when the month began', async () => {
      const now = await dbNow(db);
      const monthStart = colomboMonthStart(now);
      const previousStart = colomboMonthStart(now, 1);
      const thisMonth = monthStart + Math.floor((now - monthStart) / 2);
      const lastMonth = previousStart + DAY;
      const earlier = previousStart - 10 * DAY;
      const rows: [Table, Row][] = [
        // Before last month: counted in last month's figure too, as they were in the headline then.
        ['reviews', rowAt('reviews', earlier, { status: 'approved', ...overall(5) })],
        ['custom_reviews', rowAt('custom_reviews', earlier, { status: 'approved', ...customOverall(5) })],
        ['reviews', rowAt('reviews', earlier, { status: 'approved', ...overall(4) })],
        ['reviews', rowAt('reviews', earlier, { status: 'rejected', ...overall(1) })],
        ['custom_reviews', rowAt('custom_reviews', lastMonth, { status: 'approved', ...customOverall(2) })],
        ['custom_reviews', rowAt('custom_reviews', lastMonth, { status: 'pending', ...customOverall(1) })],
        // The last instant of last month is last month's; the first of this month is this month's.
        ['reviews', rowAt('reviews', monthStart - 1, { status: 'approved', ...overall(3) })],
        ['custom_reviews', rowAt('custom_reviews', monthStart, { status: 'approved', ...customOverall(5) })],
        ['reviews', rowAt('reviews', thisMonth, { status: 'approved', ...overall(4) })],
        ['reviews', rowAt('reviews', thisMonth, { status: 'pending', ...overall(1) })],
        ['custom_reviews', rowAt('custom_reviews', thisMonth, { status: 'rejected', ...customOverall(1) })],
      ];
      const { average_rating: rating } = await withRows(db, rows, admin, (tx) => dashboard(tx, 'Asia/Colombo'));
      // Headline: 5, 5, 4, 2, 3, 5, 4 → 28 / 7 = 4.0. When the month began: 5, 5, 4, 2, 3 → 19 / 5 = 3.8.
      // (Comparing this month's 5, 4 with last month's 2, 3 alone would say +2.0 beside a headline of 4.0.)
      expect(rating).toEqual({ value: 4, this_month: 4, last_month: 3.8 });
    });

    it('answers zeros, null averages and eight empty weeks for empty tables, and defaults to Asia/Colombo', async () => {
      const figures = await withRows(db, [], admin, (tx) => dashboard(tx));
      const zero = { total: 0, this_month: 0, last_month: 0 };
      expect(figures).toMatchObject({
        inquiries: zero,
        custom_requests: zero,
        reviews: zero,
        custom_reviews: zero,
        gallery_images: zero,
        pending_inquiries: zero,
        average_rating: { value: null, this_month: null, last_month: null },
      });
      expect(figures.weekly).toHaveLength(8);
      for (const week of figures.weekly) expect(week).toMatchObject({ inquiries: 0, custom_requests: 0 });
      expect(figures.month_start).toBe(iso(colomboMonthStart(await dbNow(db))));
    });

    it('puts 23:30 UTC on the last day of a month into the next month in Asia/Colombo (UTC+5:30)', async () => {
      const now = await dbNow(db);
      // 05:00 on the 1st in Colombo is 23:30 UTC the day before. Use this month's 1st unless that moment
      // is still ahead (the first hours of a month), then last month's.
      const useThisMonth = now - colomboMonthStart(now) > 6 * HOUR;
      const boundary = colomboMonthStart(now, useThisMonth ? 0 : 1) + 5 * HOUR;
      expect(iso(boundary)).toMatch(/T23:30:00\.000Z$/);
      expect(new Date(boundary + DAY).getUTCDate()).toBe(1); // the next UTC day is a 1st: a month's last day

      const rows: [Table, Row][] = [['tour_inquiries', rowAt('tour_inquiries', boundary)]];
      const colombo = await withRows(db, rows, admin, (tx) => dashboard(tx, 'Asia/Colombo'));
      const utc = await withRows(db, rows, admin, (tx) => dashboard(tx, 'UTC'));
      expect(wallClock(utc.month_start, 'UTC')).toMatch(/^\d{4}-\d{2}-01, 00:00$/);
      if (useThisMonth) {
        expect(colombo.inquiries).toEqual({ total: 1, this_month: 1, last_month: 0 });
        expect(utc.inquiries).toEqual({ total: 1, this_month: 0, last_month: 1 });
        expect(ms(utc.month_start) - ms(colombo.month_start)).toBe(COLOMBO_OFFSET);
      } else {
        // The first hours of a Colombo month: the row is last month's there; in UTC it is two months back
        // or last month, depending on whether the UTC month has turned yet.
        expect(colombo.inquiries).toEqual({ total: 1, this_month: 0, last_month: 1 });
        const utcLastMonth = boundary >= ms(utc.previous_month_start) ? 1 : 0;
        expect(utc.inquiries).toEqual({ total: 1, this_month: 0, last_month: utcLastMonth });
      }
    });

    it('counts eight Monday weeks in the time zone, oldest first, zero-filled, the last one the current week', async () => {
      const now = await dbNow(db);
      const week = (back: number) => colomboWeekStart(now, back);
      const rows: [Table, Row][] = [
        ['tour_inquiries', rowAt('tour_inquiries', week(0) + Math.floor((now - week(0)) / 2))],
        ['tour_inquiries', rowAt('tour_inquiries', week(0), { status: 'confirmed' })],
        ['tour_inquiries', rowAt('tour_inquiries', week(3))], // the first instant of a week is that week's
        ['tour_inquiries', rowAt('tour_inquiries', week(3) - 1)], // …and the one before it the week before's
        ['tour_inquiries', rowAt('tour_inquiries', week(7))], // the oldest week shown
        ['tour_inquiries', rowAt('tour_inquiries', week(7) - 1)], // too old for the chart
        ['custom_tour_requests', rowAt('custom_tour_requests', week(1) + 2 * DAY)],
        ['custom_tour_requests', rowAt('custom_tour_requests', week(7) + 6 * DAY)],
        ['custom_tour_requests', rowAt('custom_tour_requests', week(9))],
      ];
      const { weekly } = await withRows(db, rows, admin, (tx) => dashboard(tx, 'Asia/Colombo'));

      const monday = (back: number) => iso(week(back) + COLOMBO_OFFSET).slice(0, 10);
      expect(weekly).toEqual([
        { week_start: monday(7), inquiries: 1, custom_requests: 1 },
        { week_start: monday(6), inquiries: 0, custom_requests: 0 },
        { week_start: monday(5), inquiries: 0, custom_requests: 0 },
        { week_start: monday(4), inquiries: 1, custom_requests: 0 },
        { week_start: monday(3), inquiries: 1, custom_requests: 0 },
        { week_start: monday(2), inquiries: 0, custom_requests: 0 },
        { week_start: monday(1), inquiries: 0, custom_requests: 1 },
        { week_start: monday(0), inquiries: 2, custom_requests: 0 },
      ]);
      for (const { week_start } of weekly) expect(new Date(`${week_start}T00:00:00Z`).getUTCDay()).toBe(1);
      // Today in Colombo falls in the last week.
      const today = wallClock(iso(now), 'Asia/Colombo').slice(0, 10);
      const last = weekly[7]?.week_start ?? '';
      expect(today >= last && ms(`${today}T00:00:00Z`) - ms(`${last}T00:00:00Z`) < 7 * DAY).toBe(true);
    });

    it('takes IANA names, and refuses unknown names, abbreviations and POSIX rules with 22023', async () => {
      for (const zone of ['Europe/Berlin', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'UTC', 'Japan']) {
        const figures = await withRows(db, [], admin, (tx) => dashboard(tx, zone));
        // Midnight on the 1st there, also when the two months differ in daylight-saving time.
        expect(wallClock(figures.month_start, zone), zone).toMatch(/^\d{4}-\d{2}-01, 00:00$/);
        expect(wallClock(figures.previous_month_start, zone), zone).toMatch(/^\d{4}-\d{2}-01, 00:00$/);
      }
      for (const zone of ['Mars/Olympus_Mons', 'Foo/Bar+5', 'UTC+5', '+05:30', 'IST', '', null]) {
        const f = await failure(withRows(db, [], admin, (tx) => tx.query('select public.admin_dashboard($1)', [zone])));
        expect(f.code, String(zone)).toBe('22023');
        expect(f.message, String(zone)).toBe(`Unknown time zone: ${zone ?? 'null'}`);
      }
    });

    it('refuses signed-in non-admins (42501) and visitors (no EXECUTE)', async () => {
      for (const who of [member, ANON]) {
        const f = await failure(asRoleRolledBack(db, who, (tx) => tx.query('select public.admin_dashboard()')));
        expect(f.code, who.role).toBe('42501');
      }
      const refused = await failure(asRoleRolledBack(db, member, (tx) => tx.query('select public.admin_dashboard()')));
      expect(refused.message).toBe('Access denied. Admin privileges required.');
    });
  });

  describe('notification bell', () => {
    it('counts every pending row before the first opening, and lists the ten newest first', async () => {
      const now = await dbNow(db);
      const rows: [Table, Row][] = [
        ['tour_inquiries', rowAt('tour_inquiries', now - 3 * DAY, { first_name: 'Nimal', last_name: 'Perera' })],
        ['tour_inquiries', rowAt('tour_inquiries', now - 2 * HOUR)],
        ['tour_inquiries', rowAt('tour_inquiries', now - HOUR, { status: 'confirmed' })],
        ['custom_tour_requests', rowAt('custom_tour_requests', now - 5 * MINUTE, { full_name: 'Priya Nair' })],
        ['custom_tour_requests', rowAt('custom_tour_requests', now - 4 * MINUTE, { status: 'cancelled' })],
        ['reviews', rowAt('reviews', now - 10 * MINUTE, { customer_name: 'Jonas Berg' })],
        ['reviews', rowAt('reviews', now - 9 * MINUTE, { status: 'approved' })],
        ['custom_reviews', rowAt('custom_reviews', now - 20 * MINUTE, { customer_name: 'Kenji Watanabe' })],
        ['custom_reviews', rowAt('custom_reviews', now - 19 * MINUTE, { status: 'rejected' })],
      ];
      const bell = await withRows(db, rows, admin, notifications);
      expect(bell).toMatchObject({ seen_at: null, inquiries: 2, custom_requests: 1, reviews: 1, custom_reviews: 1 });
      const id = (i: number) => rows[i]?.[1].id;
      expect(bell.items).toEqual([
        { kind: 'custom_request', id: id(3), name: 'Priya Nair', created_at: expect.any(String) },
        { kind: 'review', id: id(5), name: 'Jonas Berg', created_at: expect.any(String) },
        { kind: 'custom_review', id: id(7), name: 'Kenji Watanabe', created_at: expect.any(String) },
        { kind: 'inquiry', id: id(1), name: 'Ada Lovelace', created_at: expect.any(String) },
        { kind: 'inquiry', id: id(0), name: 'Nimal Perera', created_at: expect.any(String) },
      ]);
      expect(ms(bell.items[0]?.created_at)).toBe(now - 5 * MINUTE);

      // Twelve more: the counts keep every one, the list only the ten newest.
      const many: [Table, Row][] = Array.from({ length: 12 }, (_, i) => [
        'tour_inquiries',
        rowAt('tour_inquiries', now - (i + 1) * 1000),
      ]);
      const full = await withRows(db, [...rows, ...many], admin, notifications);
      expect(full.inquiries).toBe(14);
      expect(full.items.map((item) => item.id)).toEqual(many.slice(0, 10).map(([, row]) => row.id));
    });

    it('counts only what arrived after this admin’s mark; marking again resets the counts', async () => {
      const before = await dbNow(db);
      const old = rowAt('tour_inquiries', before - HOUR);
      await insertJson(db, 'tour_inquiries', old);

      const marked = await asRole(db, admin, (tx) =>
        tx.query<{ seen: Date }>('select public.admin_mark_notifications_seen() as seen'),
      );
      const seenAt = ms(marked.rows[0]?.seen);
      expect(seenAt).toBeGreaterThanOrEqual(before);

      const afterMark = await asRole(db, admin, notifications);
      expect(afterMark).toEqual({
        seen_at: iso(seenAt),
        inquiries: 0,
        custom_requests: 0,
        reviews: 0,
        custom_reviews: 0,
        items: [],
      });

      // New arrivals: created by the server clock after the mark (a later transaction).
      const fresh = sampleRow.tourInquiry();
      const freshReview = sampleRow.customReview();
      await asRole(db, ANON, async (tx) => {
        await insertJson(tx, 'tour_inquiries', fresh);
        await insertJson(tx, 'custom_reviews', freshReview);
      });
      // Not counted: pending but created before the mark, and new but no longer pending.
      await insertJson(db, 'custom_tour_requests', rowAt('custom_tour_requests', seenAt - MINUTE));
      await insertJson(db, 'reviews', { ...sampleRow.review('approved') });

      const later = await asRole(db, admin, notifications);
      expect(later).toMatchObject({ seen_at: iso(seenAt), inquiries: 1, custom_requests: 0, reviews: 0 });
      expect(later.custom_reviews).toBe(1);
      expect(later.items.map((item) => [item.kind, item.id]).sort()).toEqual(
        [
          ['custom_review', freshReview.id],
          ['inquiry', fresh.id],
        ].sort(),
      );

      // The other admin has never opened the bell: everything pending counts.
      const other = await asRole(db, otherAdmin, notifications);
      expect(other.seen_at).toBeNull();
      expect(other.inquiries).toBe(2);
      expect(other.custom_requests).toBe(1);

      const again = await asRole(db, admin, (tx) =>
        tx.query<{ seen: Date }>('select public.admin_mark_notifications_seen() as seen'),
      );
      expect(ms(again.rows[0]?.seen)).toBeGreaterThan(seenAt);
      const reset = await asRole(db, admin, notifications);
      expect(reset).toMatchObject({ inquiries: 0, custom_requests: 0, reviews: 0, custom_reviews: 0, items: [] });
      expect(reset.seen_at).toBe(iso(ms(again.rows[0]?.seen)));

      // Still untouched by the first admin's marks.
      expect((await asRole(db, otherAdmin, notifications)).seen_at).toBeNull();
    });

    it('keeps each admin to their own mark', async () => {
      await asRole(db, otherAdmin, (tx) => tx.query('select public.admin_mark_notifications_seen()'));
      const marks = (who: Actor) =>
        asRoleRolledBack(db, who, async (tx) => {
          const { rows } = await tx.query<{ user_id: string }>('select user_id from private.admin_notification_marks');
          return rows.map((r) => r.user_id);
        });
      expect(await marks(admin)).toEqual([admin.sub]);
      expect(await marks(otherAdmin)).toEqual([otherAdmin.sub]);
      expect(await marks(member)).toEqual([]);

      // Moving someone else's mark changes nothing; writing one for someone else is refused.
      const moved = await asRoleRolledBack(db, otherAdmin, (tx) =>
        tx.query(`update private.admin_notification_marks set seen_at = now() where user_id = $1`, [admin.sub]),
      );
      expect(moved.affectedRows).toBe(0);
      const planted = await failure(
        asRoleRolledBack(db, otherAdmin, (tx) =>
          tx.query(`insert into private.admin_notification_marks (user_id, seen_at) values ($1, now())`, [member.sub]),
        ),
      );
      expect(planted.code).toBe('42501');
      const ownByMember = await failure(
        asRoleRolledBack(db, member, (tx) =>
          tx.query(`insert into private.admin_notification_marks (user_id, seen_at) values ($1, now())`, [member.sub]),
        ),
      );
      expect(ownByMember.code).toBe('42501');
      const byVisitor = await failure(
        asRoleRolledBack(db, ANON, (tx) => tx.query('select * from private.admin_notification_marks')),
      );
      expect(byVisitor.code).toBe('42501');
    });

    it('forgets the mark of an admin who is removed', async () => {
      const leaving = await signUp('leaving-admin', true);
      await asRole(db, leaving, (tx) => tx.query('select public.admin_mark_notifications_seen()'));
      await db.query('delete from public.admins where user_id = $1', [leaving.sub]);
      const { rows } = await db.query('select 1 from private.admin_notification_marks where user_id = $1', [
        leaving.sub,
      ]);
      expect(rows).toEqual([]);
    });

    it.each(['admin_notifications', 'admin_mark_notifications_seen'])(
      'refuses %s to signed-in non-admins (42501) and visitors (no EXECUTE)',
      async (fn) => {
        for (const who of [member, ANON]) {
          const f = await failure(asRoleRolledBack(db, who, (tx) => tx.query(`select public.${fn}()`)));
          expect(f.code, who.role).toBe('42501');
        }
        const { rows } = await db.query(
          'select count(*)::int as n from private.admin_notification_marks where user_id = $1',
          [member.sub],
        );
        expect(rows).toEqual([{ n: 0 }]);
      },
    );
  });

  it('keeps the new RPCs security invoker and out of the visitors’ reach', async () => {
    const { rows } = await db.query<{ name: string; definer: boolean; anon: boolean; authenticated: boolean }>(
      `select p.proname as name, p.prosecdef as definer,
              has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated
         from pg_catalog.pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.proname like 'admin\\_%'
        order by 1`,
    );
    expect(rows).toEqual(
      ['admin_dashboard', 'admin_insights', 'admin_mark_notifications_seen', 'admin_notifications'].map((name) => ({
        name,
        definer: false,
        anon: false,
        authenticated: true,
      })),
    );
  });
});
