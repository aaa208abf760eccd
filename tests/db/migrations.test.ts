/**
 * The migrations apply from scratch (PGlite, and Postgres when DATABASE_URL is set), record their history
 * the way the Supabase CLI does, create the spec's tables and columns, load the demo seed, and a second
 * bootstrap changes nothing.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, listMigrations } from '../../supabase/local/bootstrap';
import { countRows, createTestDb, testBackends, type TestDb } from '../helpers/db';

/** Spec §3 field names, as the spec writes them (camelCase); the tables use them in snake_case. */
// prettier-ignore
const SPEC_FIELDS: Record<string, string[]> = {
  tour_inquiries: [
    'id', 'tourId', 'tourTitle', 'firstName', 'lastName', 'email', 'phone', 'country', 'preferredDate', 'adults',
    'children', 'message', 'status', 'createdAt', 'updatedAt',
  ],
  custom_tour_requests: [
    'id', 'fullName', 'email', 'phone', 'country', 'travelStartDate', 'travelEndDate', 'numberOfPeople',
    'budgetRange', 'tourPlaces', 'hotelPreferences', 'additionalRequirements', 'status', 'createdAt', 'updatedAt',
  ],
  reviews: [
    'id', 'tourId', 'tourTitle', 'bookingId', 'customerName', 'email', 'country', 'ratings', 'comment',
    'recommendations', 'wouldRecommend', 'status', 'isValidated', 'validationSource', 'createdAt', 'updatedAt',
  ],
  custom_reviews: [
    'id', 'customerName', 'email', 'country', 'tourType', 'ratings', 'comment', 'wouldRecommend', 'status',
    'createdAt', 'adminNotes', 'reviewedAt', 'updatedAt',
  ],
  gallery: [
    'id', 'title', 'description', 'category', 'url', 'thumbnailUrl', 'previewUrl', 'publicId', 'fileName',
    'fileSize', 'width', 'height', 'format', 'uploadedBy', 'uploadSource', 'storagePath', 'featured', 'createdAt',
    'updatedAt',
  ],
  admins: ['userId', 'email', 'createdAt'],
  // Not in the spec (its analytics went to a third party); every column is named so none is left out.
  analytics_events: [
    'id', 'sessionId', 'name', 'path', 'language', 'occurredAt', 'receivedAt', 'source', 'referrerHost', 'value',
    'rating', 'props',
  ],
  // Not in the spec's data model: the notification queue (20261126090000_notification_queue.sql).
  notification_jobs: [
    'id', 'kind', 'recordId', 'channel', 'audience', 'recipient', 'language', 'state', 'attempts', 'nextAttemptAt',
    'lockedUntil', 'lastError', 'createdAt', 'updatedAt', 'sentAt',
  ],
  notification_settings: ['userId', 'emailKinds', 'pushKinds', 'extraEmails', 'createdAt', 'updatedAt'],
  push_subscriptions: ['id', 'userId', 'endpoint', 'p256dh', 'auth', 'userAgent', 'createdAt', 'lastSuccessAt'],
  // Not in the spec's data model: the operator's content (20261128090000_site_content.sql).
  content_entries: ['id', 'kind', 'slug', 'position', 'draft', 'version', 'createdAt', 'updatedAt', 'updatedBy'],
  content_revisions: ['entryId', 'version', 'slug', 'position', 'data', 'savedAt', 'savedBy'],
  content_published: ['entryId', 'kind', 'slug', 'position', 'data', 'version', 'publishedAt', 'publishedBy'],
  // Not in the spec's data model: the history of changes (20261202090000_pipeline_and_history.sql).
  change_history: [
    'id', 'tableName', 'recordId', 'action', 'changes', 'changedBy', 'changedByEmail', 'changedAt', 'madeAt',
  ],
};

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe.each(testBackends())('migrations on %s', (backend) => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb({ backend, seed: true, fromScratch: true });
  });

  afterAll(async () => {
    await db?.close();
  });

  it('records every migration file, in order, with its statements', async () => {
    const files = await listMigrations();
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const f of files) expect(f.name).toMatch(/^[a-z_]+$/); // one area per file, CLI naming
    const { rows } = await db.query<{ version: string; name: string; statements: string[] }>(
      'select version, name, statements from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((r) => [r.version, r.name])).toEqual(files.map((f) => [f.version, f.name]));
    for (const [i, f] of files.entries()) expect(rows[i]?.statements).toEqual([await readFile(f.file, 'utf8')]);
  });

  it('creates exactly the fourteen public tables', async () => {
    const { rows } = await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(Object.keys(SPEC_FIELDS).sort());
  });

  it.each(Object.entries(SPEC_FIELDS))(
    'gives %s every spec field, and lets a write leave out every column the spec does not name',
    async (table, fields) => {
      const { rows } = await db.query<{ column_name: string; optional: boolean }>(
        `select column_name, (column_default is not null or is_nullable = 'YES') as optional
           from information_schema.columns
          where table_schema = 'public' and table_name = $1`,
        [table],
      );
      const columns = new Map(rows.map((r) => [r.column_name, r.optional]));
      for (const field of fields) expect(columns.has(snake(field)), `${table}.${snake(field)}`).toBe(true);
      const specColumns = new Set(fields.map(snake));
      for (const [column, optional] of columns) {
        if (!specColumns.has(column)) expect(optional, `${table}.${column} needs a default`).toBe(true);
      }
    },
  );

  it('adds submitted_at to the four tables visitors write to', async () => {
    const { rows } = await db.query<{ table_name: string }>(
      `select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'submitted_at' and is_nullable = 'NO'
          and data_type = 'timestamp with time zone' and column_default = 'now()'
        order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual([
      'custom_reviews',
      'custom_tour_requests',
      'reviews',
      'tour_inquiries',
    ]);
  });

  it('loads the demo seed: content only, no users or admins', async () => {
    expect(await countRows(db, 'public.tour_inquiries')).toBe(2);
    expect(await countRows(db, 'public.custom_tour_requests')).toBe(1);
    expect(await countRows(db, 'public.reviews')).toBe(3);
    expect(await countRows(db, 'public.custom_reviews')).toBe(5);
    expect(await countRows(db, 'auth.users')).toBe(0);
    expect(await countRows(db, 'public.admins')).toBe(0);
    const emails = await db.query<{ email: string }>(
      `select email from public.tour_inquiries union all select email from public.custom_tour_requests
       union all select email from public.reviews union all select email from public.custom_reviews`,
    );
    for (const { email } of emails.rows) expect(email).toMatch(/@example\.com$/);
    const { rows } = await db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from public.reviews group by status
       union all select 'custom ' || status, count(*)::int from public.custom_reviews group by status order by 1`,
    );
    expect(rows).toEqual([
      { status: 'approved', n: 2 },
      { status: 'custom approved', n: 3 },
      { status: 'custom pending', n: 1 },
      { status: 'custom rejected', n: 1 },
      { status: 'pending', n: 1 },
    ]);
  });

  it('validates seeded reviewers from the seeded enquiries', async () => {
    const { rows } = await db.query<{ email: string; source: string | null }>(
      `select email, validation_source as source from public.reviews
       union all select email, validation_source from public.custom_reviews where status = 'approved'
       order by email`,
    );
    expect(rows).toEqual([
      { email: 'amelia.hart@example.com', source: 'tour_inquiry' },
      { email: 'jonas.berg@example.com', source: 'tour_inquiry' },
      { email: 'kenji.watanabe@example.com', source: null },
      { email: 'marco.rossi@example.com', source: null },
      { email: 'priya.nair@example.com', source: 'custom_tour_request' },
      { email: 'sofia.alvarez@example.com', source: null },
    ]);
  });

  it('creates the public gallery bucket with its limits', async () => {
    const { rows } = await db.query(
      `select id, public, file_size_limit::int as file_size_limit, allowed_mime_types from storage.buckets`,
    );
    expect(rows).toEqual([
      {
        id: 'gallery',
        public: true,
        file_size_limit: 2_097_152,
        allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
      },
    ]);
  });

  it('is a no-op when bootstrapped again', async () => {
    const before = await db.query('select version from supabase_migrations.schema_migrations order by version');
    const result = await bootstrap(db, { seed: true });
    expect(result).toEqual({ fresh: false, applied: [] });
    const after = await db.query('select version from supabase_migrations.schema_migrations order by version');
    expect(after.rows).toEqual(before.rows);
    expect(await countRows(db, 'public.custom_reviews')).toBe(5);
    expect(await countRows(db, 'storage.buckets')).toBe(1);
  });
});
