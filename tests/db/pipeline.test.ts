/**
 * The sales pipeline and the change history (20261202090000_pipeline_and_history.sql): stages kept in
 * step with the spec's status, staff-only columns, the first response, overdue with a fixed clock, the
 * list views, and a history of every change that no role can alter.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../supabase/local/db';
import { withRequestScope } from '../../supabase/local/request-scope';
import type { StaffOverdueCounts } from '../../src/types/database';
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
const SERVICE: Actor = { role: 'service_role' };

interface PipelineRow {
  status: string;
  stage: string;
  cancel_reason: string | null;
  owner_id: string | null;
  follow_up_on: string | null;
  quote_usd: string | null;
  last_reply_at: string | null;
  first_response_at: string | null;
}

async function pipelineOf(db: Queryable, table: string, id: string): Promise<PipelineRow> {
  const { rows } = await db.query<PipelineRow>(
    `select status, stage, cancel_reason, owner_id, follow_up_on::text, quote_usd::text, last_reply_at,
            first_response_at
       from public.${table} where id = $1`,
    [id],
  );
  return rows[0]!;
}

describe.each(testBackends())('the pipeline and the history on %s', (backend) => {
  let db: TestDb;
  let admin: Actor;
  let member: Actor;

  beforeAll(async () => {
    db = await createTestDb({ backend });
    const email = uniqueEmail('pipeline-admin');
    admin = { role: 'authenticated', sub: await createUser(db, email, 'pipeline-admin-password-1'), email };
    await makeAdmin(db, admin.sub!);
    const memberEmail = uniqueEmail('pipeline-member');
    member = {
      role: 'authenticated',
      sub: await createUser(db, memberEmail, 'member-password-1234'),
      email: memberEmail,
    };
  });

  afterAll(async () => {
    await db?.close();
  });

  /** A visitor's submission, committed, as the site sends it. */
  async function submitted(table: 'tour_inquiries' | 'custom_tour_requests', extra: Record<string, unknown> = {}) {
    const row = table === 'tour_inquiries' ? sampleRow.tourInquiry() : sampleRow.customTourRequest();
    await asRole(db, ANON, (tx) => insertJson(tx, table, { ...row, ...extra }));
    return row.id;
  }

  const update = (actor: Actor, table: string, id: string, set: Record<string, unknown>) =>
    asRole(db, actor, (tx) =>
      tx.query(
        `update public.${table} set ${Object.keys(set)
          .map((column, i) => `${column} = $${i + 2}`)
          .join(', ')} where id = $1`,
        [id, ...Object.values(set)],
      ),
    );

  describe.each(['tour_inquiries', 'custom_tour_requests'] as const)('%s', (table) => {
    it("starts a visitor's record at new, with none of the staff's columns, whatever was sent", async () => {
      const id = await submitted(table, {
        stage: 'confirmed',
        quote_usd: 1,
        follow_up_on: '2030-01-01',
        last_reply_at: new Date().toISOString(),
        first_response_at: new Date().toISOString(),
      });
      expect(await pipelineOf(db, table, id)).toEqual({
        status: 'pending',
        stage: 'new',
        cancel_reason: null,
        owner_id: null,
        follow_up_on: null,
        quote_usd: null,
        last_reply_at: null,
        first_response_at: null,
      });
    });

    it('keeps stage and status in step, either way, and a reason only while cancelled', async () => {
      const id = await submitted(table);
      await update(admin, table, id, { stage: 'quoted' });
      expect(await pipelineOf(db, table, id)).toMatchObject({ stage: 'quoted', status: 'pending' });
      await update(admin, table, id, { stage: 'cancelled', cancel_reason: 'budget' });
      expect(await pipelineOf(db, table, id)).toMatchObject({
        stage: 'cancelled',
        status: 'cancelled',
        cancel_reason: 'budget',
      });
      // The spec's status select: pending again is a record being talked about; the reason goes.
      await update(admin, table, id, { status: 'pending' });
      expect(await pipelineOf(db, table, id)).toMatchObject({
        stage: 'contacted',
        status: 'pending',
        cancel_reason: null,
      });
      await update(admin, table, id, { status: 'confirmed' });
      expect(await pipelineOf(db, table, id)).toMatchObject({ stage: 'confirmed', status: 'confirmed' });
      // Any stage, freely: back to new.
      await update(admin, table, id, { stage: 'new' });
      expect(await pipelineOf(db, table, id)).toMatchObject({ stage: 'new', status: 'pending' });

      for (const set of [{ stage: 'won' }, { stage: 'cancelled', cancel_reason: 'weather' }, { quote_usd: -1 }]) {
        const refused = await failure(update(admin, table, id, set));
        expect(refused.code).toBe('23514');
      }
    });

    it('takes an owner only from the admins, and keeps the staff columns from everyone else', async () => {
      const id = await submitted(table);
      await update(admin, table, id, { owner_id: admin.sub, follow_up_on: '2030-01-02', quote_usd: '1250.50' });
      expect(await pipelineOf(db, table, id)).toMatchObject({
        owner_id: admin.sub,
        follow_up_on: '2030-01-02',
        quote_usd: '1250.50',
      });
      expect((await failure(update(admin, table, id, { owner_id: member.sub }))).code).toBe('23503');
      // A signed-in user who is no admin changes nothing; a visitor may not even try.
      await update(member, table, id, { quote_usd: 1 });
      expect((await pipelineOf(db, table, id)).quote_usd).toBe('1250.50');
      expect((await failure(update(ANON, table, id, { quote_usd: 1 }))).code).toBe('42501');
      expect((await failure(update(admin, table, id, { first_response_at: new Date().toISOString() }))).code).toBe(
        '42501',
      );
    });

    it('stamps the first response once: a stage change, a note or a logged reply', async () => {
      for (const set of [
        { stage: 'contacted' },
        { internal_note: 'Called, no answer' },
        { last_reply_at: new Date().toISOString() },
      ]) {
        const id = await submitted(table);
        await update(admin, table, id, { owner_id: admin.sub, follow_up_on: '2030-01-01' });
        expect((await pipelineOf(db, table, id)).first_response_at).toBeNull(); // assigning is no response
        await update(admin, table, id, set);
        const first = (await pipelineOf(db, table, id)).first_response_at;
        expect(first).not.toBeNull();
        await update(admin, table, id, { stage: 'quoted' });
        expect((await pipelineOf(db, table, id)).first_response_at).toEqual(first);
      }
    });
  });

  describe('overdue, with a fixed clock', () => {
    const reason = async (
      stage: string,
      createdHoursAgo: number,
      responded: boolean,
      followUp: string | null,
      at = '2026-12-10T12:00:00Z',
    ) => {
      const created = new Date(Date.parse(at) - createdHoursAgo * HOUR).toISOString();
      const { rows } = await db.query<{ reason: string | null }>(
        'select private.overdue_reason($1, $2, $3, $4, $5) as reason',
        [stage, created, responded ? created : null, followUp, at],
      );
      return rows[0]!.reason;
    };

    it('is a record with no first response 24 hours after it arrived', async () => {
      expect(await reason('new', 23.9, false, null)).toBeNull();
      expect(await reason('new', 24, false, null)).toBe('no_response');
      expect(await reason('new', 48, true, null)).toBeNull();
    });

    it("is an open record whose follow-up date has passed in Sri Lanka's calendar", async () => {
      expect(await reason('quoted', 100, true, '2026-12-09')).toBe('follow_up');
      expect(await reason('quoted', 100, true, '2026-12-10')).toBeNull();
      // 20:00 UTC on the 10th is already the 11th in Colombo (UTC+5:30).
      expect(await reason('quoted', 100, true, '2026-12-10', '2026-12-10T20:00:00Z')).toBe('follow_up');
    });

    it('is never a confirmed or cancelled record', async () => {
      expect(await reason('confirmed', 100, false, '2026-12-01')).toBeNull();
      expect(await reason('cancelled', 100, false, '2026-12-01')).toBeNull();
    });
  });

  describe('the list views', () => {
    const call = (tx: Queryable, args: Record<string, unknown>) =>
      tx.query<{ page: { rows: Record<string, unknown>[]; total: number; counts: Record<string, number> } }>(
        `select public.staff_list_page(${Object.keys(args)
          .map((name, i) => `${name} => $${i + 1}`)
          .join(', ')}) as page`,
        Object.values(args),
      );

    it('shows mine, unassigned and overdue, with the pipeline columns and why a row is overdue', async () => {
      const word = `v${randomUUID().slice(0, 8)}`;
      const old = new Date(Date.now() - 30 * HOUR).toISOString();
      await asRoleRolledBack(db, SERVICE, async (tx) => {
        const rows = [
          { note: `${word} mine`, owner: admin.sub, at: new Date().toISOString() },
          { note: `${word} late`, owner: null, at: old },
          { note: `${word} free`, owner: null, at: new Date().toISOString() },
        ];
        for (const { note, owner, at } of rows)
          await insertJson(tx, 'tour_inquiries', {
            ...sampleRow.tourInquiry(),
            preferred_date: null,
            internal_note: note,
            owner_id: owner,
            created_at: at,
            submitted_at: at,
          });
        // An import's note is no response: the rows start unanswered.
        await tx.query(`update public.tour_inquiries set first_response_at = null where internal_note like $1`, [
          `${word}%`,
        ]);
        await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [
          JSON.stringify({ role: 'authenticated', sub: admin.sub }),
        ]);
        const page = async (list_view: string) =>
          (await call(tx, { list_name: 'tour_inquiries', search: word, list_view })).rows[0]!.page;
        const notes = (p: { rows: Record<string, unknown>[] }) => p.rows.map((row) => row.internal_note);
        expect(notes(await page('mine'))).toEqual([`${word} mine`]);
        expect(notes(await page('unassigned'))).toEqual([`${word} free`, `${word} late`]);
        const overdue = await page('overdue');
        expect(notes(overdue)).toEqual([`${word} late`]);
        expect(overdue.total).toBe(1);
        expect(overdue.counts).toEqual({ pending: 1 });
        expect(overdue.rows[0]).toMatchObject({ stage: 'new', overdue: 'no_response', owner_id: null });
        expect(Object.keys(overdue.rows[0]!)).toEqual(
          expect.arrayContaining(['cancel_reason', 'follow_up_on', 'quote_usd', 'last_reply_at', 'first_response_at']),
        );
        for (const args of [
          { list_name: 'reviews', list_view: 'mine' },
          { list_name: 'tour_inquiries', list_view: 'everything' },
        ]) {
          await tx.query('savepoint views');
          expect((await failure(call(tx, args))).code).toBe('22023');
          await tx.query('rollback to savepoint views');
        }
      });
    });
  });

  it('counts what is overdue now for the dashboard: each list, and what the admin owns', async () => {
    const old = new Date(Date.now() - 30 * HOUR).toISOString();
    await asRoleRolledBack(db, SERVICE, async (tx) => {
      const asAdmin = () =>
        tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`, [
          JSON.stringify({ role: 'authenticated', sub: admin.sub }),
        ]);
      const counts = async () =>
        (await tx.query<{ c: StaffOverdueCounts }>('select public.staff_overdue_counts() as c')).rows[0]!.c;
      await asAdmin();
      const before = await counts();
      await tx.query(`select set_config('role', 'service_role', true)`);
      const late = { created_at: old, submitted_at: old, preferred_date: null };
      await insertJson(tx, 'tour_inquiries', { ...sampleRow.tourInquiry(), ...late, owner_id: admin.sub });
      await insertJson(tx, 'tour_inquiries', { ...sampleRow.tourInquiry(), ...late });
      await insertJson(tx, 'tour_inquiries', { ...sampleRow.tourInquiry(), ...late, status: 'confirmed' });
      await insertJson(tx, 'custom_tour_requests', {
        ...sampleRow.customTourRequest(),
        created_at: old,
        submitted_at: old,
      });
      await asAdmin();
      const after = await counts();
      expect(after.tour_inquiries - before.tour_inquiries).toBe(2);
      expect(after.custom_tour_requests - before.custom_tour_requests).toBe(1);
      expect(after.mine - before.mine).toBe(1);
    });
    for (const actor of [ANON, member]) {
      const refused = await failure(
        asRoleRolledBack(db, actor, (tx) => tx.query('select public.staff_overdue_counts()')),
      );
      expect(refused.code).toBe('42501');
    }
  });

  describe('the history', () => {
    const historyOf = async (id: string) =>
      (
        await db.query<{
          table_name: string;
          action: string;
          changes: Record<string, [unknown, unknown]>;
          changed_by: string | null;
          changed_by_email: string | null;
          made_at: string | null;
          made_ms: number | null;
          changed_ms: number;
        }>(
          `select *, (extract(epoch from made_at) * 1000)::float8 as made_ms,
                  (extract(epoch from changed_at) * 1000)::float8 as changed_ms
             from public.change_history where record_id = $1 order by id`,
          [id],
        )
      ).rows;

    it('records who changed which fields of each kind of record, old → new, and each insert and delete', async () => {
      const inquiry = await submitted('tour_inquiries');
      const request = await submitted('custom_tour_requests');
      const review = sampleRow.review();
      const customReview = sampleRow.customReview();
      const image = sampleRow.galleryImage();
      await asRole(db, ANON, async (tx) => {
        await insertJson(tx, 'reviews', review);
        await insertJson(tx, 'custom_reviews', customReview);
      });
      await asRole(db, SERVICE, (tx) => insertJson(tx, 'gallery', image));

      await update(admin, 'tour_inquiries', inquiry, { stage: 'quoted', quote_usd: 900 });
      await update(admin, 'custom_tour_requests', request, { internal_note: 'Sent two options' });
      await update(admin, 'reviews', review.id, { status: 'approved' });
      await update(admin, 'custom_reviews', customReview.id, { status: 'rejected', admin_notes: 'Spam' });
      await update(SERVICE, 'gallery', image.id, { title: 'Sigiriya at sunrise' });
      await asRole(db, admin, (tx) => tx.query('delete from public.custom_reviews where id = $1', [customReview.id]));

      const [created, quoted] = await historyOf(inquiry);
      expect(created).toMatchObject({ table_name: 'tour_inquiries', action: 'insert', changed_by: null });
      expect(quoted).toMatchObject({ action: 'update', changed_by: admin.sub, changed_by_email: admin.email });
      expect(quoted!.changes).toEqual({
        stage: ['new', 'quoted'],
        quote_usd: [null, 900],
      });
      expect((await historyOf(request))[1]!.changes).toEqual({ internal_note: [null, 'Sent two options'] });
      expect((await historyOf(review.id))[1]!.changes).toMatchObject({ status: ['pending', 'approved'] });
      expect((await historyOf(review.id))[1]!.changes).toHaveProperty('reviewed_at');
      const custom = await historyOf(customReview.id);
      expect(custom.map((row) => row.action)).toEqual(['insert', 'update', 'delete']);
      expect(custom[1]!.changes).toMatchObject({ status: ['pending', 'rejected'], admin_notes: [null, 'Spam'] });
      const gallery = await historyOf(image.id);
      expect(gallery[1]).toMatchObject({ table_name: 'gallery', changed_by: null });
      expect(gallery[1]!.changes).toEqual({ title: ['Sigiriya at dawn', 'Sigiriya at sunrise'] });
    });

    it('keeps when a change queued offline was made on the device, beside when it reached the server', async () => {
      const id = await submitted('tour_inquiries');
      const claims = { role: 'authenticated' as const, sub: admin.sub, aud: 'authenticated', email: admin.email };
      const madeAt = new Date(Date.now() - 2 * HOUR).toISOString();
      const send = (header: string, stage: string) =>
        withRequestScope(db, { claims, method: 'PATCH', path: '/rest/v1/', headers: { 'x-made-at': header } }, (tx) =>
          tx.query('update public.tour_inquiries set stage = $2 where id = $1', [id, stage]),
        );
      await send(madeAt, 'contacted');
      // A time from the future, or no time at all, is no device time.
      await send(new Date(Date.now() + 48 * HOUR).toISOString(), 'quoted');
      await send('yesterday-ish', 'new');
      const [, offline, future, garbage] = await historyOf(id);
      expect(offline!.made_ms).toBe(Date.parse(madeAt));
      expect(offline!.changed_ms).toBeGreaterThan(Date.parse(madeAt));
      expect(future!.made_at).toBeNull();
      expect(garbage!.made_at).toBeNull();
    });

    it('leaves no row for an update that changed nothing but what the database keeps', async () => {
      const id = await submitted('tour_inquiries');
      await update(admin, 'tour_inquiries', id, { status: 'pending' });
      expect((await historyOf(id)).map((row) => row.action)).toEqual(['insert']);
    });

    it('cannot be written, changed or deleted by any role, and is read by admins only', async () => {
      const id = await submitted('tour_inquiries');
      const [row] = await historyOf(id);
      expect(row).toBeDefined();
      for (const actor of [ANON, member, admin, SERVICE]) {
        for (const sql of [
          `insert into public.change_history (table_name, record_id, action) values ('gallery', $1, 'insert')`,
          `update public.change_history set changes = '{}' where record_id = $1`,
          `delete from public.change_history where record_id = $1`,
        ]) {
          const refused = await failure(asRoleRolledBack(db, actor, (tx) => tx.query(sql, [id])));
          expect(refused.code, `${actor.role} ${sql}`).toBe('42501');
        }
      }
      // Not even the owner (the admin CLI, a migration) may rewrite it.
      expect(
        (await failure(db.query('update public.change_history set action = $2 where record_id = $1', [id, 'update'])))
          .code,
      ).toBe('42501');
      expect((await failure(db.query('delete from public.change_history where record_id = $1', [id]))).code).toBe(
        '42501',
      );

      const read = (actor: Actor) =>
        asRoleRolledBack(
          db,
          actor,
          async (tx) => (await tx.query('select id from public.change_history where record_id = $1', [id])).rows.length,
        );
      expect(await read(admin)).toBe(1);
      expect(await read(member)).toBe(0);
      expect((await failure(read(ANON))).code).toBe('42501');
    });
  });
});
