/**
 * Who may do what, decided by the database alone: every role (visitor, signed-in non-admin, admin) ×
 * every table × select / insert / update / delete, each cell with its expected outcome. Each cell runs
 * as the API role in its own rolled-back transaction, so cells cannot influence each other.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../supabase/local/db';
import { ANON_READABLE_COLUMNS } from '../../src/types/database';
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
  storeGalleryFiles,
  testBackends,
  uniqueEmail,
  type Actor,
  type TestDb,
} from '../helpers/db';

type Who = 'anon' | 'member' | 'admin';
type Action = 'select' | 'insert' | 'update' | 'delete';
/**
 * select: 'all' sees exactly every fixture row, 'approved' exactly the approved ones, 'none' no row;
 * insert: 'inserted'; update/delete: 'changed' / 'deleted' (one row) or 'unchanged' (zero rows);
 * 'own': exactly the acting user's fixture rows. Where rows belong to one admin each, the update and
 * delete cells report which fixture rows they reached: 'own', 'all' (every one) or 'unchanged' (none);
 * 'denied': refused with SQLSTATE 42501 (no privilege, or the row fails the policy's WITH CHECK).
 */
type Outcome = 'all' | 'approved' | 'none' | 'own' | 'inserted' | 'changed' | 'deleted' | 'unchanged' | 'denied';

interface Subject {
  /** Qualified table name. */
  table: string;
  /** Columns a select names (the visitor-visible ones where visitors may read). */
  selectColumns: string;
  newRow: () => Record<string, unknown>;
  /** SET clause for the update cell. */
  update: string;
  /** Column the update and delete cells pick rows by (default `id`). */
  key?: 'id' | 'user_id' | 'entry_id';
  /**
   * Rows belong to one admin each: the update and delete cells aim at the whole table (no WHERE, so only
   * the UPDATE / DELETE policy limits them, not the SELECT one) and compare the fixture rows before and
   * after as the owner, so 'own' proves the other admin's rows were left alone.
   */
  owned?: boolean;
  /** Run as the table owner in the insert cell's transaction before the insert (rolled back with it). */
  beforeInsert?: string;
  expected: Record<Who, Record<Action, Outcome>>;
}

const inquiry = sampleRow.tourInquiry;
const request = sampleRow.customTourRequest;
const review = sampleRow.review;
const customReview = sampleRow.customReview;
const image = () => sampleRow.galleryImage();
const analyticsEvent = () => ({
  id: randomUUID(),
  session_id: randomUUID(),
  name: 'page_view',
  path: '/tours',
  language: 'en',
  occurred_at: new Date().toISOString(),
  props: {},
});
// The image the insert cells add: its files are stored in beforeAll (every cell is rolled back).
const pendingImage = image();
const pushSubscription = () => ({
  id: randomUUID(),
  endpoint: `https://push.example.com/send/${randomUUID()}`,
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
  user_agent: 'Mobile Safari',
});

const contentEntry = () => ({
  id: randomUUID(),
  kind: 'faq',
  slug: `faq-${randomUUID().slice(0, 8)}`,
  draft: {
    question: {
      en: 'Do you pick up at the airport?',
      de: 'Holen Sie am Flughafen ab?',
      fr: 'Venez-vous à l’aéroport ?',
    },
  },
});
// Published content and its history are written by the database's own functions only.
const CONTENT_COPY = {
  anon: { select: 'all', insert: 'denied', update: 'denied', delete: 'denied' },
  member: { select: 'all', insert: 'denied', update: 'denied', delete: 'denied' },
  admin: { select: 'all', insert: 'denied', update: 'denied', delete: 'denied' },
} as const satisfies Record<Who, Record<Action, Outcome>>;

const PUBLIC_WRITE_TABLE = {
  anon: { select: 'denied', insert: 'inserted', update: 'denied', delete: 'denied' },
  member: { select: 'none', insert: 'inserted', update: 'unchanged', delete: 'denied' },
  admin: { select: 'all', insert: 'inserted', update: 'changed', delete: 'denied' },
} as const satisfies Record<Who, Record<Action, Outcome>>;

const SUBJECTS: Subject[] = [
  {
    table: 'public.tour_inquiries',
    selectColumns: 'id',
    newRow: inquiry,
    update: `status = 'confirmed'`,
    expected: PUBLIC_WRITE_TABLE,
  },
  {
    table: 'public.custom_tour_requests',
    selectColumns: 'id',
    newRow: request,
    update: `status = 'cancelled'`,
    expected: PUBLIC_WRITE_TABLE,
  },
  {
    table: 'public.reviews',
    selectColumns: ANON_READABLE_COLUMNS.reviews.join(', '),
    newRow: () => review(),
    update: `status = 'rejected'`,
    expected: {
      anon: { select: 'approved', insert: 'inserted', update: 'denied', delete: 'denied' },
      member: { select: 'none', insert: 'inserted', update: 'unchanged', delete: 'denied' },
      admin: { select: 'all', insert: 'inserted', update: 'changed', delete: 'denied' },
    },
  },
  {
    table: 'public.custom_reviews',
    selectColumns: ANON_READABLE_COLUMNS.custom_reviews.join(', '),
    newRow: () => customReview(),
    update: `status = 'rejected', admin_notes = 'Off topic'`,
    expected: {
      anon: { select: 'approved', insert: 'inserted', update: 'denied', delete: 'denied' },
      member: { select: 'none', insert: 'inserted', update: 'unchanged', delete: 'unchanged' },
      admin: { select: 'all', insert: 'inserted', update: 'changed', delete: 'deleted' },
    },
  },
  {
    table: 'public.gallery',
    selectColumns: ANON_READABLE_COLUMNS.gallery.join(', '),
    newRow: () => pendingImage,
    update: `featured = true`,
    expected: {
      anon: { select: 'all', insert: 'denied', update: 'denied', delete: 'denied' },
      member: { select: 'none', insert: 'denied', update: 'unchanged', delete: 'unchanged' },
      admin: { select: 'all', insert: 'inserted', update: 'changed', delete: 'deleted' },
    },
  },
  {
    table: 'public.admins',
    selectColumns: 'user_id',
    key: 'user_id',
    newRow: () => ({}), // filled in beforeAll: needs a real auth user
    update: `email = 'someone.else@example.com'`,
    expected: {
      anon: { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' },
      member: { select: 'none', insert: 'denied', update: 'denied', delete: 'denied' },
      admin: { select: 'all', insert: 'denied', update: 'denied', delete: 'denied' },
    },
  },
  {
    // Anyone records events; only admins read them; nobody changes or deletes one through the API.
    table: 'public.analytics_events',
    selectColumns: 'id',
    newRow: analyticsEvent,
    update: `path = '/tours/edited'`,
    expected: {
      anon: { select: 'denied', insert: 'inserted', update: 'denied', delete: 'denied' },
      member: { select: 'none', insert: 'inserted', update: 'denied', delete: 'denied' },
      admin: { select: 'all', insert: 'inserted', update: 'denied', delete: 'denied' },
    },
  },
  {
    // Objects of the `gallery` bucket; fixture rows of another bucket must stay invisible to everyone.
    table: 'storage.objects',
    selectColumns: 'id, bucket_id, name',
    newRow: () => ({ bucket_id: 'gallery', name: `uploads/${randomUUID()}.jpg` }),
    update: `metadata = '{"mimetype":"image/jpeg"}'`,
    expected: {
      anon: { select: 'none', insert: 'denied', update: 'unchanged', delete: 'unchanged' },
      member: { select: 'none', insert: 'denied', update: 'unchanged', delete: 'unchanged' },
      admin: { select: 'all', insert: 'inserted', update: 'changed', delete: 'deleted' },
    },
  },
  {
    // The delivery log: jobs are made by the submission trigger and the notification functions only.
    table: 'public.notification_jobs',
    selectColumns: 'id',
    newRow: () => ({ kind: 'test', channel: 'email', audience: 'staff', recipient: 'staff@example.com' }),
    update: `state = 'sent', sent_at = now()`,
    expected: {
      anon: { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' },
      member: { select: 'none', insert: 'denied', update: 'denied', delete: 'denied' },
      admin: { select: 'all', insert: 'denied', update: 'denied', delete: 'denied' },
    },
  },
  {
    // Each admin's own choices; never deleted through the API (they go with the admin).
    table: 'public.notification_settings',
    selectColumns: 'user_id',
    key: 'user_id',
    owned: true,
    newRow: () => ({ extra_emails: ['desk@example.com'] }), // user_id defaults to the signed-in user
    update: `extra_emails = array['office@example.com']`,
    // One row per admin: the acting user's fixture row makes way for the row the cell adds.
    beforeInsert: 'delete from public.notification_settings where user_id = (select auth.uid())',
    expected: {
      anon: { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' },
      member: { select: 'none', insert: 'denied', update: 'unchanged', delete: 'denied' },
      admin: { select: 'own', insert: 'inserted', update: 'own', delete: 'denied' },
    },
  },
  {
    // Each admin sees, adds and removes only their own devices; only the sender records a success.
    table: 'public.push_subscriptions',
    selectColumns: 'id, user_id',
    owned: true,
    newRow: pushSubscription, // user_id defaults to the signed-in user
    update: `last_success_at = now()`,
    expected: {
      anon: { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' },
      member: { select: 'none', insert: 'denied', update: 'denied', delete: 'unchanged' },
      admin: { select: 'own', insert: 'inserted', update: 'denied', delete: 'own' },
    },
  },
  {
    // The operator's content: drafts are the admins' alone.
    table: 'public.content_entries',
    selectColumns: 'id',
    newRow: contentEntry,
    update: `draft = '{"title": {"en": "Changed", "same": true}}', version = version + 1`,
    expected: {
      anon: { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' },
      member: { select: 'none', insert: 'denied', update: 'unchanged', delete: 'unchanged' },
      admin: { select: 'all', insert: 'inserted', update: 'changed', delete: 'deleted' },
    },
  },
  {
    // Every saved version, written by a trigger: admins read it, nobody writes it.
    table: 'public.content_revisions',
    selectColumns: 'entry_id',
    key: 'entry_id',
    newRow: () => ({ entry_id: randomUUID(), version: 2, slug: 'faq-forged', position: 0, data: {} }),
    update: `data = '{}'`,
    expected: {
      anon: { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' },
      member: { select: 'none', insert: 'denied', update: 'denied', delete: 'denied' },
      admin: { select: 'all', insert: 'denied', update: 'denied', delete: 'denied' },
    },
  },
  {
    // What travellers read: everyone reads it; only publish_content / unpublish_content change it.
    table: 'public.content_published',
    selectColumns: ANON_READABLE_COLUMNS.content_published.join(', '),
    key: 'entry_id',
    newRow: () => ({ entry_id: randomUUID(), kind: 'faq', slug: 'faq-forged', position: 0, data: {}, version: 1 }),
    update: `data = '{}'`,
    expected: CONTENT_COPY,
  },
];

async function insertRow(tx: Queryable, table: string, row: Record<string, unknown>) {
  if (table.startsWith('public.')) return insertJson(tx, table.slice('public.'.length), row);
  const columns = Object.keys(row);
  return tx.query(
    `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
    Object.values(row),
  );
}

describe.each(testBackends())('RLS matrix on %s', (backend) => {
  let db: TestDb;
  const actors = {} as Record<Who, Actor>;
  /**
   * Per table: every fixture id (what an unrestricted reader sees), the approved ones and, for tables
   * whose rows belong to one admin each, each admin's own (by user id).
   */
  const fixture = new Map<
    string,
    { all: string[]; approved: string[]; target: string; own?: Record<string, string[]> }
  >();
  let adminsNewRow: Record<string, unknown> = {};

  beforeAll(async () => {
    db = await createTestDb({ backend });
    const memberEmail = uniqueEmail('member');
    const adminEmail = uniqueEmail('admin');
    const memberId = await createUser(db, memberEmail, 'member-password-123');
    const adminId = await createUser(db, adminEmail, 'admin-password-1234');
    const spareId = await createUser(db, uniqueEmail('spare'), 'spare-password-123');
    const otherAdminId = await createUser(db, uniqueEmail('other.admin'), 'other-admin-password-123');
    await makeAdmin(db, adminId);
    await makeAdmin(db, otherAdminId);
    actors.anon = ANON;
    actors.member = { role: 'authenticated', sub: memberId, email: memberEmail };
    actors.admin = { role: 'authenticated', sub: adminId, email: adminEmail };
    adminsNewRow = { user_id: spareId, email: 'spare@example.com' };

    // Fixture rows, written as the table owner (like the seed or the admin CLI).
    const add = async (table: string, rows: Record<string, unknown>[]) => {
      for (const row of rows) await insertRow(db, table, row);
      const ids = rows.map((r) => String(r.id));
      const approved = rows.filter((r) => r.status === 'approved').map((r) => String(r.id));
      fixture.set(table, { all: ids, approved, target: ids[0] ?? '' });
    };
    // Both admins' settings and devices, before the submissions: their jobs follow them.
    await insertRow(db, 'public.notification_settings', { user_id: adminId, extra_emails: ['desk@example.com'] });
    await insertRow(db, 'public.notification_settings', { user_id: otherAdminId, push_kinds: ['review'] });
    fixture.set('public.notification_settings', {
      all: [adminId, otherAdminId],
      approved: [],
      target: adminId,
      own: { [adminId]: [adminId], [otherAdminId]: [otherAdminId] },
    });
    const adminDevices = [pushSubscription(), pushSubscription()].map((d) => ({ ...d, user_id: adminId }));
    const otherAdminDevices = [{ ...pushSubscription(), user_id: otherAdminId }];
    await add('public.push_subscriptions', [...adminDevices, ...otherAdminDevices]);
    fixture.set('public.push_subscriptions', {
      ...fixture.get('public.push_subscriptions')!,
      own: { [adminId]: adminDevices.map((d) => d.id), [otherAdminId]: otherAdminDevices.map((d) => d.id) },
    });
    await add('public.tour_inquiries', [inquiry(), inquiry()]);
    await add('public.custom_tour_requests', [request(), request()]);
    await add('public.reviews', [review('approved'), review('pending'), review('rejected')]);
    await add('public.custom_reviews', [customReview('approved'), customReview('pending'), customReview('rejected')]);
    await add('public.gallery', [image(), image()]);
    await add('public.analytics_events', [analyticsEvent(), analyticsEvent()]);
    // Three content items (each saved once, so one version each); the last is on the site. The first,
    // which the update and delete cells aim at, is not (a published item cannot be deleted).
    // The content the migrations seed (each item published, with its first version) is there as well.
    const seeded = (await db.query<{ id: string }>('select id from public.content_entries')).rows.map((r) => r.id);
    if (seeded.length === 0) throw new Error('the migrations seeded no content');
    const entries = [contentEntry(), contentEntry(), contentEntry()];
    await add('public.content_entries', entries);
    const entryIds = entries.map((e) => e.id);
    fixture.set('public.content_entries', {
      ...fixture.get('public.content_entries')!,
      all: [...seeded, ...entryIds],
    });
    fixture.set('public.content_revisions', { all: [...seeded, ...entryIds], approved: [], target: entryIds[0]! });
    const published = entries[2]!;
    await insertRow(db, 'public.content_published', {
      entry_id: published.id,
      kind: published.kind,
      slug: published.slug,
      position: 0,
      data: published.draft,
      version: 1,
    });
    fixture.set('public.content_published', { all: [...seeded, published.id], approved: [], target: published.id });

    // The jobs the submissions above made (staff e-mail and push, traveller confirmations).
    const jobs = await db.query<{ id: string }>('select id from public.notification_jobs');
    if (jobs.rows.length === 0) throw new Error('the fixture submissions made no notification jobs');
    fixture.set('public.notification_jobs', {
      all: jobs.rows.map((r) => r.id),
      approved: [],
      target: jobs.rows[0]?.id ?? '',
    });

    const admins = await db.query<{ user_id: string }>('select user_id from public.admins');
    fixture.set('public.admins', {
      all: admins.rows.map((r) => r.user_id),
      approved: [],
      target: adminId,
    });

    await db.query(
      `insert into storage.buckets (id, name, public) values ('staff-documents', 'staff-documents', false)`,
    );
    const objects = await db.query<{ id: string; bucket_id: string }>(
      `insert into storage.objects (bucket_id, name) values
         ('gallery', 'sigiriya.jpg'), ('gallery', 'ella/bridge.jpg'), ('staff-documents', 'rota.pdf')
       returning id, bucket_id`,
    );
    const pendingFiles = await storeGalleryFiles(db, pendingImage);
    const galleryObjects = [...objects.rows.filter((o) => o.bucket_id === 'gallery').map((o) => o.id), ...pendingFiles];
    fixture.set('storage.objects', { all: galleryObjects, approved: [], target: galleryObjects[0] ?? '' });
  });

  afterAll(async () => {
    await db?.close();
  });

  const cells = SUBJECTS.flatMap((subject) =>
    (['anon', 'member', 'admin'] as const).flatMap((who) =>
      (['select', 'insert', 'update', 'delete'] as const).map((action) => ({
        subject,
        who,
        action,
        expected: subject.expected[who][action],
      })),
    ),
  );

  it.each(cells.map((c) => [`${c.subject.table} · ${c.who} · ${c.action} → ${c.expected}`, c] as const))(
    '%s',
    async (_label, { subject, who, action, expected }) => {
      const rows = fixture.get(subject.table);
      if (!rows) throw new Error(`no fixture for ${subject.table}`);
      const actor = actors[who];
      const own = actor.sub ? (rows.own?.[actor.sub] ?? []) : [];
      const key = subject.key ?? 'id';
      /** Runs `fn` with the owner's rights inside the cell's transaction, then acts as `actor` again. */
      const asOwner = async <T>(tx: Queryable, fn: () => Promise<T>): Promise<T> => {
        await tx.exec('reset role');
        const result = await fn();
        await tx.query(`select set_config('role', $1, true)`, [actor.role]);
        return result;
      };
      /** The fixture rows of the subject's table, by key, as the owner sees them. */
      const snapshot = (tx: Queryable) =>
        asOwner(tx, async () => {
          const result = await tx.query<{ k: string; row: unknown }>(
            `select ${key}::text as k, to_jsonb(t) as row from ${subject.table} as t where ${key} = any($1)`,
            [rows.all],
          );
          return new Map(result.rows.map((r) => [r.k, JSON.stringify(r.row)]));
        });
      /** Which fixture rows an update or delete of the whole (owned) table changed or removed. */
      const reached = async (tx: Queryable, sql: string): Promise<Outcome> => {
        const before = await snapshot(tx);
        await tx.query(sql);
        const after = await snapshot(tx);
        const keys = [...before].filter(([k, row]) => after.get(k) !== row).map(([k]) => k);
        if (keys.length === 0) return 'unchanged';
        if (own.length > 0 && equalSets(keys, own)) return 'own';
        if (equalSets(keys, rows.all)) return 'all';
        throw new Error(`unexpected rows reached: ${keys.join(', ')}`);
      };
      const run = async (tx: Queryable): Promise<Outcome> => {
        switch (action) {
          case 'select': {
            const result = await tx.query<{ id?: string; user_id?: string; entry_id?: string }>(
              `select ${subject.selectColumns} from ${subject.table}`,
            );
            const seen = result.rows.map((r) => String(r.id ?? r.user_id ?? r.entry_id)).sort();
            if (seen.length === 0) return 'none';
            if (equalSets(seen, rows.all)) return 'all';
            if (equalSets(seen, rows.approved)) return 'approved';
            if (own.length > 0 && equalSets(seen, own)) return 'own';
            throw new Error(`unexpected rows visible: ${seen.join(', ')}`);
          }
          case 'insert': {
            const { beforeInsert } = subject;
            if (beforeInsert) await asOwner(tx, () => tx.exec(beforeInsert));
            const row = subject.table === 'public.admins' ? adminsNewRow : subject.newRow();
            const result = await insertRow(tx, subject.table, row);
            return result.affectedRows === 1 ? 'inserted' : 'none';
          }
          case 'update': {
            if (subject.owned) return reached(tx, `update ${subject.table} set ${subject.update}`);
            const result = await tx.query(`update ${subject.table} set ${subject.update} where ${key} = $1`, [
              rows.target,
            ]);
            return result.affectedRows === 1 ? 'changed' : 'unchanged';
          }
          case 'delete': {
            if (subject.owned) return reached(tx, `delete from ${subject.table}`);
            const result = await tx.query(`delete from ${subject.table} where ${key} = $1`, [rows.target]);
            return result.affectedRows === 1 ? 'deleted' : 'unchanged';
          }
        }
      };
      let outcome: Outcome;
      try {
        outcome = await asRoleRolledBack(db, actor, run);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code !== '42501') throw error;
        outcome = 'denied';
      }
      expect(outcome).toBe(expected);
    },
  );

  it('gives visitors exactly the documented columns, and no column of the other tables', async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name
         from information_schema.columns c
        where c.table_schema = 'public'
          and has_column_privilege('anon', format('public.%I', c.table_name), c.column_name, 'SELECT')`,
    );
    const byTable: Record<string, string[]> = {};
    for (const r of rows) (byTable[r.table_name] ??= []).push(r.column_name);
    expect(Object.keys(byTable).sort()).toEqual(['content_published', 'custom_reviews', 'gallery', 'reviews']);
    expect(byTable.content_published?.sort()).toEqual([...ANON_READABLE_COLUMNS.content_published].sort());
    expect(byTable.reviews?.sort()).toEqual([...ANON_READABLE_COLUMNS.reviews].sort());
    expect(byTable.custom_reviews?.sort()).toEqual([...ANON_READABLE_COLUMNS.custom_reviews].sort());
    expect(byTable.gallery?.sort()).toEqual([...ANON_READABLE_COLUMNS.gallery].sort());
  });

  it('refuses a visitor the e-mail of an approved review, and `select *`', async () => {
    const approvedId = fixture.get('public.reviews')?.approved[0];
    const byColumn = await failure(
      asRole(db, ANON, (tx) => tx.query('select email from public.reviews where id = $1', [approvedId])),
    );
    expect(byColumn.code).toBe('42501');
    expect(byColumn.message).toMatch(/permission denied/);
    const star = await failure(asRole(db, ANON, (tx) => tx.query('select * from public.custom_reviews')));
    expect(star.code).toBe('42501');
    for (const column of ['admin_notes', 'reviewed_at', 'is_validated', 'validation_source', 'email']) {
      const f = await failure(asRole(db, ANON, (tx) => tx.query(`select ${column} from public.custom_reviews`)));
      expect(f.code, column).toBe('42501');
    }
    const uploader = await failure(asRole(db, ANON, (tx) => tx.query('select uploaded_by from public.gallery')));
    expect(uploader.code).toBe('42501');
  });

  it('never shows a visitor a pending or rejected review, even by id', async () => {
    const reviews = fixture.get('public.reviews');
    const hidden = reviews?.all.filter((id) => !reviews.approved.includes(id)) ?? [];
    expect(hidden).toHaveLength(2);
    const { rows } = await asRole(db, ANON, (tx) =>
      tx.query('select id from public.reviews where id = any($1::uuid[])', [hidden]),
    );
    expect(rows).toEqual([]);
  });

  it('stores a visitor’s review as pending, whatever status it claims', async () => {
    const row = { ...review('approved'), created_at: '2020-01-01T00:00:00Z', updated_at: '2020-01-01T00:00:00Z' };
    await asRole(db, ANON, (tx) => insertJson(tx, 'reviews', row));
    const { rows } = await db.query<{ status: string; recent: boolean }>(
      `select status, created_at > now() - interval '1 minute' and updated_at > now() - interval '1 minute' as recent
         from public.reviews where id = $1`,
      [row.id],
    );
    expect(rows).toEqual([{ status: 'pending', recent: true }]);
  });

  it('computes is_validated from our enquiries, never from the client', async () => {
    const inquiryEmail = uniqueEmail('known-inquirer');
    const requestEmail = uniqueEmail('known-requester');
    await asRole(db, ANON, (tx) => insertJson(tx, 'tour_inquiries', { ...inquiry(), email: inquiryEmail }));
    await asRole(db, ANON, (tx) => insertJson(tx, 'custom_tour_requests', { ...request(), email: requestEmail }));

    const claimed = { is_validated: true, validation_source: 'tour_inquiry' };
    const stranger = { ...review(), ...claimed };
    const inquirer = { ...review(), ...claimed, email: inquiryEmail.toUpperCase() }; // case-insensitive
    const requester = { ...customReview(), is_validated: false, validation_source: null, email: requestEmail };
    await asRole(db, ANON, async (tx) => {
      await insertJson(tx, 'reviews', stranger);
      await insertJson(tx, 'reviews', inquirer);
      await insertJson(tx, 'custom_reviews', requester);
    });
    const { rows } = await db.query<{ id: string; is_validated: boolean; validation_source: string | null }>(
      `select id, is_validated, validation_source from public.reviews where id = any($1::uuid[])
       union all
       select id, is_validated, validation_source from public.custom_reviews where id = $2`,
      [[stranger.id, inquirer.id], requester.id],
    );
    const byId = Object.fromEntries(rows.map((r) => [r.id, [r.is_validated, r.validation_source]]));
    expect(byId[stranger.id]).toEqual([false, null]);
    expect(byId[inquirer.id]).toEqual([true, 'tour_inquiry']);
    expect(byId[requester.id]).toEqual([true, 'custom_tour_request']);
  });

  it('drops a visitor’s admin notes and decision time on a custom review', async () => {
    const row = { ...customReview(), admin_notes: 'approve me', reviewed_at: '2025-01-01T00:00:00Z' };
    await asRole(db, ANON, (tx) => insertJson(tx, 'custom_reviews', row));
    const { rows } = await db.query(
      'select admin_notes, reviewed_at, status from public.custom_reviews where id = $1',
      [row.id],
    );
    expect(rows).toEqual([{ admin_notes: null, reviewed_at: null, status: 'pending' }]);
  });

  it('lets an admin set a status when inserting, and stamps reviewed_at when a decision changes', async () => {
    const row = customReview('approved');
    await asRole(db, actors.admin, (tx) => insertJson(tx, 'custom_reviews', row));
    const before = await db.query<{ status: string; reviewed_at: unknown }>(
      'select status, reviewed_at from public.custom_reviews where id = $1',
      [row.id],
    );
    expect(before.rows).toEqual([{ status: 'approved', reviewed_at: null }]);
    await asRole(db, actors.admin, (tx) =>
      tx.query(`update public.custom_reviews set status = 'rejected', admin_notes = 'Duplicate' where id = $1`, [
        row.id,
      ]),
    );
    const after = await db.query<{ status: string; admin_notes: string; stamped: boolean; touched: boolean }>(
      `select status, admin_notes, reviewed_at is not null as stamped, updated_at > created_at as touched
         from public.custom_reviews where id = $1`,
      [row.id],
    );
    expect(after.rows).toEqual([{ status: 'rejected', admin_notes: 'Duplicate', stamped: true, touched: true }]);
  });

  it('lets an admin change only the columns the spec offers', async () => {
    const cases = [
      [`update public.tour_inquiries set email = 'x@example.com' where id = $1`, 'public.tour_inquiries'],
      [`update public.reviews set comment = 'Rewritten by staff' where id = $1`, 'public.reviews'],
      [`update public.gallery set url = 'https://example.com/other.jpg' where id = $1`, 'public.gallery'],
      [`update public.custom_reviews set ratings = '{}' where id = $1`, 'public.custom_reviews'],
    ] as const;
    for (const [sql, table] of cases) {
      const f = await failure(asRoleRolledBack(db, actors.admin, (tx) => tx.query(sql, [fixture.get(table)?.target])));
      expect(f.code, sql).toBe('42501');
    }
  });

  it('recognises admins by their admins row, not by an e-mail claim', async () => {
    const pretender: Actor = { ...actors.member, email: actors.admin.email ?? '' };
    const { rows } = await asRole(db, pretender, (tx) => tx.query('select id from public.tour_inquiries'));
    expect(rows).toEqual([]);
  });

  it('refuses an admin an object outside the gallery bucket', async () => {
    const f = await failure(
      asRoleRolledBack(db, actors.admin, (tx) =>
        tx.query(`insert into storage.objects (bucket_id, name) values ('staff-documents', 'leak.pdf')`),
      ),
    );
    expect(f.code).toBe('42501');
    expect(f.message).toMatch(/row-level security/);
  });

  it('publishes the five tables to realtime', async () => {
    const { rows } = await db.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'
        order by tablename`,
    );
    expect(rows.map((r) => r.tablename)).toEqual([
      'custom_reviews',
      'custom_tour_requests',
      'gallery',
      'reviews',
      'tour_inquiries',
    ]);
  });
});

function equalSets(a: string[], b: string[]): boolean {
  const x = [...a].sort();
  const y = [...b].sort();
  return x.length === y.length && x.every((v, i) => v === y[i]);
}
