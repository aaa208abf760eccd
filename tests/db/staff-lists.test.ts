/**
 * What the paged staff lists stand on (20261130090000_staff_list_search.sql, 20261201090000_review_list_
 * search.sql): each inquiry, custom request, tour review and custom review carries the text an admin searches (kept by Postgres, never written by anyone), a trigram index
 * answers "contains" searches on it, one index gives both orders and the next page, and records stored
 * as having arrived days ago (an import) notify nobody.
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

const DAY = 86_400_000;
/** The server jobs' role, which reads and writes these tables whole. */
const SERVICE: Actor = { role: 'service_role' };
const iso = (ms: number) => new Date(ms).toISOString();

async function searchTextOf(tx: Queryable, table: string, id: string): Promise<string> {
  const { rows } = await tx.query<{ search_text: string }>(`select search_text from public.${table} where id = $1`, [
    id,
  ]);
  return rows[0]!.search_text;
}

async function jobsFor(tx: Queryable, id: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    'select count(*)::int as n from public.notification_jobs where record_id = $1',
    [id],
  );
  return rows[0]!.n;
}

describe.each(testBackends())('staff list search on %s', (backend) => {
  let db: TestDb;
  let admin: Actor;

  beforeAll(async () => {
    db = await createTestDb({ backend });
    const email = uniqueEmail('lists-admin');
    const id = await createUser(db, email, 'lists-admin-password-1234');
    await makeAdmin(db, id);
    admin = { role: 'authenticated', sub: id, email };
  });

  afterAll(async () => {
    await db?.close();
  });

  it("holds an inquiry's name, e-mail, phone, country, tour, reference and note, lower-cased", async () => {
    const row = { ...sampleRow.tourInquiry(), first_name: 'Amaya', last_name: 'PERERA', country: 'Österreich' };
    await asRoleRolledBack(db, SERVICE, async (tx) => {
      await insertJson(tx, 'tour_inquiries', row);
      const text = await searchTextOf(tx, 'tour_inquiries', row.id);
      for (const part of [row.id, 'amaya perera', row.email, row.phone, 'österreich', 'southern coastal explorer'])
        expect(text).toContain(part.toLowerCase());
      // The staff note is searched too, and the text follows it.
      await tx.query(`update public.tour_inquiries set internal_note = 'Called back about KANDY' where id = $1`, [
        row.id,
      ]);
      expect(await searchTextOf(tx, 'tour_inquiries', row.id)).toContain('called back about kandy');
    });
  });

  it("holds a custom request's name, e-mail, phone, country, places, reference and note", async () => {
    const row = { ...sampleRow.customTourRequest(), full_name: 'Raj Patel', tour_places: 'Ella and Yala' };
    await asRoleRolledBack(db, SERVICE, async (tx) => {
      await insertJson(tx, 'custom_tour_requests', row);
      const text = await searchTextOf(tx, 'custom_tour_requests', row.id);
      for (const part of [row.id, 'raj patel', row.email, row.phone, row.country, 'ella and yala'])
        expect(text).toContain(part.toLowerCase());
    });
  });

  it("holds a review's name, e-mail, country, tour, booking, comment, reference and note", async () => {
    const tour = { ...sampleRow.review(), customer_name: 'Ada LOVELACE', booking_id: 'BK-2291' };
    const custom = { ...sampleRow.customReview(), customer_name: 'Grace Hopper', country: 'Deutschland' };
    await asRoleRolledBack(db, SERVICE, async (tx) => {
      await insertJson(tx, 'reviews', tour);
      await insertJson(tx, 'custom_reviews', custom);
      const tourText = await searchTextOf(tx, 'reviews', tour.id);
      for (const part of [tour.id, 'ada lovelace', tour.email, tour.country, 'southern coastal explorer', 'bk-2291'])
        expect(tourText).toContain(part.toLowerCase());
      expect(tourText).toContain('wonderful week');
      const customText = await searchTextOf(tx, 'custom_reviews', custom.id);
      for (const part of [custom.id, 'grace hopper', custom.email, 'deutschland', 'custom', 'planned around'])
        expect(customText).toContain(part.toLowerCase());
      await tx.query(`update public.custom_reviews set admin_notes = 'Asked to SHORTEN' where id = $1`, [custom.id]);
      expect(await searchTextOf(tx, 'custom_reviews', custom.id)).toContain('asked to shorten');
    });
  });

  it('cannot be written by anyone, admins included', async () => {
    for (const actor of [ANON, admin]) {
      const refused = await failure(
        asRoleRolledBack(db, actor, (tx) =>
          insertJson(tx, 'tour_inquiries', { ...sampleRow.tourInquiry(), search_text: 'forged' }),
        ),
      );
      expect(refused.code).toBe('428C9'); // cannot insert a non-DEFAULT value into a generated column
    }
    const id = randomUUID();
    await asRole(db, ANON, (tx) => insertJson(tx, 'tour_inquiries', { ...sampleRow.tourInquiry(), id }));
    const refused = await failure(
      asRoleRolledBack(db, admin, (tx) =>
        tx.query(`update public.tour_inquiries set search_text = 'forged' where id = $1`, [id]),
      ),
    );
    expect(['42501', '428C9']).toContain(refused.code);
  });

  it('answers "contains" searches and both orders from indexes', async () => {
    const { rows } = await db.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
        where schemaname = 'public'
          and tablename in ('tour_inquiries', 'custom_tour_requests', 'reviews', 'custom_reviews')
        order by indexname`,
    );
    const byName = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
    for (const table of ['tour_inquiries', 'custom_tour_requests', 'reviews', 'custom_reviews']) {
      expect(byName[`${table}_search_idx`]).toMatch(/USING gin \(search_text extensions\.gin_trgm_ops\)/);
      expect(byName[`${table}_created_at_id_idx`]).toMatch(/\(created_at DESC, id DESC\)/);
    }
    // With the table scan ruled out, the planner can still answer a contains search: the index serves it.
    const plan = await db.transaction(async (tx) => {
      await tx.query('set local enable_seqscan = off');
      const { rows: lines } = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select id from public.tour_inquiries where search_text ilike '%perera%'`,
      );
      return lines.map((line) => line['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('tour_inquiries_search_idx');
  });

  describe('staff_list_page', () => {
    const call = (tx: Queryable, args: Record<string, unknown>) =>
      tx.query<{
        page: { rows: Record<string, unknown>[]; total: number | null; counts: Record<string, number> | null };
      }>(
        `select public.staff_list_page(${Object.keys(args)
          .map((name, i) => `${name} => $${i + 1}`)
          .join(', ')}) as page`,
        Object.values(args),
      );

    it('reads only for admins', async () => {
      expect((await failure(asRoleRolledBack(db, ANON, (tx) => call(tx, { list_name: 'tour_inquiries' })))).code).toBe(
        '42501',
      );
      const email = uniqueEmail('lists-member');
      const member: Actor = { role: 'authenticated', sub: await createUser(db, email, 'member-password-1234'), email };
      const refused = await failure(asRoleRolledBack(db, member, (tx) => call(tx, { list_name: 'tour_inquiries' })));
      expect(refused.code).toBe('42501');
    });

    it('refuses another table and a page outside 1 to 1000', async () => {
      for (const args of [
        { list_name: 'admins' },
        { list_name: 'tour_inquiries', page_size: 0 },
        { list_name: 'tour_inquiries', page_size: 1001 },
      ]) {
        expect((await failure(asRoleRolledBack(db, admin, (tx) => call(tx, args)))).code).toBe('22023');
      }
    });

    it('pages, counts, filters and matches every word as typed', async () => {
      const word = `w${randomUUID().slice(0, 6)}`;
      const at = (minutes: number) => iso(Date.now() - 3 * DAY + minutes * 60_000);
      const rows = [
        { note: `${word} 50%_off`, status: 'pending', minute: 1 },
        { note: `${word} 50x off`, status: 'confirmed', minute: 2 },
        { note: `${word} plain`, status: 'confirmed', minute: 3 },
      ].map(({ note, status, minute }) => ({
        ...sampleRow.tourInquiry(),
        preferred_date: null,
        internal_note: note,
        status,
        created_at: at(minute),
        submitted_at: at(minute),
      }));
      await asRoleRolledBack(db, SERVICE, async (tx) => {
        for (const row of rows) await insertJson(tx, 'tour_inquiries', row);
        await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [
          JSON.stringify({ role: 'authenticated', sub: admin.sub }),
        ]);
        const page = async (args: Record<string, unknown>) =>
          (await call(tx, { list_name: 'tour_inquiries', ...args })).rows[0]!.page;
        const first = await page({ search: word, page_size: 2 });
        expect(first.total).toBe(3);
        expect(first.rows.map((row) => row.internal_note)).toEqual([`${word} plain`, `${word} 50x off`]);
        const last = first.rows[1]!;
        const next = await page({
          search: word,
          page_size: 2,
          after_created_at: last.created_at,
          after_id: last.id,
          with_count: false,
        });
        expect(next.total).toBeNull();
        expect(next.rows.map((row) => row.internal_note)).toEqual([`${word} 50%_off`]);
        expect((await page({ search: `${word} 50%` })).total).toBe(1);
        expect((await page({ search: `${word.toUpperCase()}  PLAIN ` })).total).toBe(1);
        expect((await page({ search: word, status_filter: 'confirmed' })).total).toBe(2);
        const oldest = await page({ search: word, oldest_first: true, page_size: 1 });
        expect(oldest.rows[0]!.internal_note).toBe(`${word} 50%_off`);
        // Each status's count of the rows the search matches, whatever the status filter.
        const confirmed = await page({ search: word, status_filter: 'confirmed' });
        expect(confirmed.counts).toEqual({ pending: 1, confirmed: 2 });
        expect((await page({ search: word, status_filter: 'cancelled' })).total).toBe(0);
        expect((await page({ search: `${word} nothing-like-it` })).counts).toEqual({});
      });
    });

    it('pages and counts both review lists by status, searching the comment too', async () => {
      const word = `r${randomUUID().slice(0, 6)}`;
      const at = (minutes: number) => iso(Date.now() - 3 * DAY + minutes * 60_000);
      await asRoleRolledBack(db, SERVICE, async (tx) => {
        const statuses = ['pending', 'approved', 'approved', 'rejected'];
        for (const [i, status] of statuses.entries()) {
          await insertJson(tx, 'reviews', {
            ...sampleRow.review(status),
            comment: `A ${word} tour, day ${i}.`,
            created_at: at(i),
            submitted_at: at(i),
          });
          await insertJson(tx, 'custom_reviews', {
            ...sampleRow.customReview(status),
            comment: `Planned ${word}, day ${i}.`,
            created_at: at(i),
            submitted_at: at(i),
          });
        }
        await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [
          JSON.stringify({ role: 'authenticated', sub: admin.sub }),
        ]);
        for (const list_name of ['reviews', 'custom_reviews']) {
          const page = async (args: Record<string, unknown>) =>
            (await call(tx, { list_name, search: word, ...args })).rows[0]!.page;
          const all = await page({ page_size: 3 });
          expect(all.total).toBe(4);
          expect(all.counts).toEqual({ pending: 1, approved: 2, rejected: 1 });
          expect(all.rows.map((row) => String(row.comment).slice(-6))).toEqual(['day 3.', 'day 2.', 'day 1.']);
          expect(all.rows[0]).toHaveProperty('ratings');
          const approved = await page({ status_filter: 'approved' });
          expect(approved.total).toBe(2);
          expect(approved.rows.every((row) => row.status === 'approved')).toBe(true);
          expect(approved.counts).toEqual(all.counts);
          const last = all.rows[2]!;
          const rest = await page({ after_created_at: last.created_at, after_id: last.id, with_count: false });
          expect(rest.rows).toHaveLength(1);
          expect(rest.counts).toBeNull();
        }
      });
    });
  });

  it('tells nobody of a record stored as having arrived more than a day ago, and everyone of a new one', async () => {
    await asRoleRolledBack(db, SERVICE, async (tx) => {
      const now = Date.now();
      const imported = {
        ...sampleRow.tourInquiry(),
        preferred_date: null,
        created_at: iso(now - 400 * DAY),
        submitted_at: iso(now - 400 * DAY),
      };
      const fresh = sampleRow.tourInquiry();
      await insertJson(tx, 'tour_inquiries', imported);
      await insertJson(tx, 'tour_inquiries', fresh);
      expect(await jobsFor(tx, imported.id)).toBe(0);
      // The traveller's confirmation and the admin's e-mail at least.
      expect(await jobsFor(tx, fresh.id)).toBeGreaterThanOrEqual(2);
    });
  });
});
