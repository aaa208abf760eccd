/**
 * Every validation rule the server can judge (spec §5, docs/ARCHITECTURE §3) refuses bad input with a
 * clear error (SQLSTATE + constraint name) and stores nothing; the throttle answers PT429; the gallery
 * refuses the 21st image and a total over 50 MB with the spec's texts; the RPCs compute what the spec
 * says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../supabase/local/db';
import { applyScope } from '../../supabase/local/request-scope';
import { GALLERY_LIMIT_REASONS } from '../../src/config/limits';
import {
  type Actor,
  ANON,
  asRole,
  asRoleRolledBack,
  countRows,
  createAdminAndMember,
  createTestDb,
  failure,
  insertJson,
  isoDate,
  sampleRow,
  storeGalleryFiles,
  testBackends,
  type TestDb,
  uniqueEmail,
} from '../helpers/db';

type Table = 'tour_inquiries' | 'custom_tour_requests' | 'reviews' | 'custom_reviews' | 'gallery';

interface BadInput {
  table: Table;
  name: string;
  /** Applied to a valid row; `undefined` sends the column as null, like a JSON body without it. */
  patch: Record<string, unknown>;
  code: string;
  /** Constraint name (23514) or column name (23502). */
  violates?: string;
}

const base: Record<Table, () => Record<string, unknown>> = {
  tour_inquiries: sampleRow.tourInquiry,
  custom_tour_requests: sampleRow.customTourRequest,
  reviews: () => sampleRow.review(),
  custom_reviews: () => sampleRow.customReview(),
  gallery: () => sampleRow.galleryImage(),
};

const long = (n: number) => 'x'.repeat(n);
const longEmail = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;
const inOneHour = () => new Date(Date.now() + 60 * 60_000).toISOString();
const tourRatings = { overall: 5, quality: 5, locations: 4, service: 5, price: 4 };
const customRatings = { overall: 4, quality: 4, service: 5, value: 4 };

/** submitted_at's lower bound, the start of the year the tables were made (20261125100100_submitted_at_lower_bound.sql). */
const SUBMITTED_AT_EARLIEST = Date.parse('2026-01-01T00:00:00Z');
const IN_1970 = '1970-01-01T00:00:00Z';
const SUBMISSION_TABLES = ['tour_inquiries', 'custom_tour_requests', 'reviews', 'custom_reviews'] as const;

const CHECK = '23514';
const NOT_NULL = '23502';
const BAD_SYNTAX = '22P02';

// One line per case reads as a table.
// prettier-ignore
const BAD_INPUTS: BadInput[] = [
  // Tour inquiry (spec §5 "Tour inquiry modal")
  { table: 'tour_inquiries', name: 'blank first name', patch: { first_name: '   ' }, code: CHECK, violates: 'tour_inquiries_first_name_not_blank' },
  { table: 'tour_inquiries', name: 'missing first name', patch: { first_name: undefined }, code: NOT_NULL, violates: 'first_name' },
  { table: 'tour_inquiries', name: 'first name too long', patch: { first_name: long(101) }, code: CHECK, violates: 'tour_inquiries_first_name_length' },
  { table: 'tour_inquiries', name: 'empty last name', patch: { last_name: '' }, code: CHECK, violates: 'tour_inquiries_last_name_not_blank' },
  { table: 'tour_inquiries', name: 'e-mail without @', patch: { email: 'not-an-email' }, code: CHECK, violates: 'tour_inquiries_email_format' },
  { table: 'tour_inquiries', name: 'e-mail with a space', patch: { email: 'ada lovelace@example.com' }, code: CHECK, violates: 'tour_inquiries_email_format' },
  { table: 'tour_inquiries', name: 'e-mail without a dot in the domain', patch: { email: 'ada@example' }, code: CHECK, violates: 'tour_inquiries_email_format' },
  { table: 'tour_inquiries', name: 'untrimmed e-mail', patch: { email: ' ada@example.com' }, code: CHECK, violates: 'tour_inquiries_email_format' },
  { table: 'tour_inquiries', name: 'e-mail too long', patch: { email: longEmail(255) }, code: CHECK, violates: 'tour_inquiries_email_length' },
  { table: 'tour_inquiries', name: 'missing e-mail', patch: { email: undefined }, code: NOT_NULL, violates: 'email' },
  { table: 'tour_inquiries', name: 'blank phone', patch: { phone: ' ' }, code: CHECK, violates: 'tour_inquiries_phone_not_blank' },
  { table: 'tour_inquiries', name: 'phone too long', patch: { phone: '1'.repeat(41) }, code: CHECK, violates: 'tour_inquiries_phone_length' },
  { table: 'tour_inquiries', name: 'empty country', patch: { country: '' }, code: CHECK, violates: 'tour_inquiries_country_not_blank' },
  { table: 'tour_inquiries', name: 'empty tour id', patch: { tour_id: '' }, code: CHECK, violates: 'tour_inquiries_tour_id_not_blank' },
  { table: 'tour_inquiries', name: 'tour title too long', patch: { tour_title: long(201) }, code: CHECK, violates: 'tour_inquiries_tour_title_length' },
  { table: 'tour_inquiries', name: 'no adult', patch: { adults: 0 }, code: CHECK, violates: 'tour_inquiries_adults_range' },
  { table: 'tour_inquiries', name: '11 adults', patch: { adults: 11 }, code: CHECK, violates: 'tour_inquiries_adults_range' },
  { table: 'tour_inquiries', name: 'negative children', patch: { children: -1 }, code: CHECK, violates: 'tour_inquiries_children_range' },
  { table: 'tour_inquiries', name: '9 children', patch: { children: 9 }, code: CHECK, violates: 'tour_inquiries_children_range' },
  { table: 'tour_inquiries', name: 'half an adult', patch: { adults: 1.5 }, code: BAD_SYNTAX },
  { table: 'tour_inquiries', name: 'preferred date in the past', patch: { preferred_date: isoDate(-2) }, code: CHECK, violates: 'tour_inquiries_preferred_date_not_past' },
  { table: 'tour_inquiries', name: 'submitted an hour in the future', patch: { submitted_at: inOneHour() }, code: CHECK, violates: 'tour_inquiries_submitted_at_not_in_future' },
  { table: 'tour_inquiries', name: 'submitted in 1970', patch: { submitted_at: IN_1970 }, code: CHECK, violates: 'tour_inquiries_submitted_at_not_too_old' },
  { table: 'tour_inquiries', name: 'message too long', patch: { message: long(2001) }, code: CHECK, violates: 'tour_inquiries_message_length' },
  // Custom tour request (spec §5 "Custom tour request form")
  { table: 'custom_tour_requests', name: 'empty full name', patch: { full_name: '' }, code: CHECK, violates: 'custom_tour_requests_full_name_not_blank' },
  { table: 'custom_tour_requests', name: 'bad e-mail', patch: { email: 'grace@' }, code: CHECK, violates: 'custom_tour_requests_email_format' },
  { table: 'custom_tour_requests', name: 'blank phone', patch: { phone: '  ' }, code: CHECK, violates: 'custom_tour_requests_phone_not_blank' },
  { table: 'custom_tour_requests', name: 'blank country', patch: { country: '\t' }, code: CHECK, violates: 'custom_tour_requests_country_not_blank' },
  { table: 'custom_tour_requests', name: 'unknown number of people', patch: { number_of_people: '17' }, code: CHECK, violates: 'custom_tour_requests_number_of_people_valid' },
  { table: 'custom_tour_requests', name: 'missing number of people', patch: { number_of_people: undefined }, code: NOT_NULL, violates: 'number_of_people' },
  { table: 'custom_tour_requests', name: 'unknown budget range', patch: { budget_range: 'cheap' }, code: CHECK, violates: 'custom_tour_requests_budget_range_valid' },
  { table: 'custom_tour_requests', name: 'end before start', patch: { travel_start_date: isoDate(40), travel_end_date: isoDate(39) }, code: CHECK, violates: 'custom_tour_requests_travel_dates_order' },
  { table: 'custom_tour_requests', name: 'start in the past', patch: { travel_start_date: isoDate(-3), travel_end_date: isoDate(5) }, code: CHECK, violates: 'custom_tour_requests_travel_start_date_not_past' },
  { table: 'custom_tour_requests', name: 'missing travel end date', patch: { travel_end_date: undefined }, code: NOT_NULL, violates: 'travel_end_date' },
  { table: 'custom_tour_requests', name: 'not a date', patch: { travel_start_date: 'next spring' }, code: '22007' },
  { table: 'custom_tour_requests', name: 'blank tour places', patch: { tour_places: ' ' }, code: CHECK, violates: 'custom_tour_requests_tour_places_not_blank' },
  { table: 'custom_tour_requests', name: 'missing hotel preferences', patch: { hotel_preferences: undefined }, code: NOT_NULL, violates: 'hotel_preferences' },
  { table: 'custom_tour_requests', name: 'hotel preferences too long', patch: { hotel_preferences: long(1001) }, code: CHECK, violates: 'custom_tour_requests_hotel_preferences_length' },
  { table: 'custom_tour_requests', name: 'additional requirements too long', patch: { additional_requirements: long(2001) }, code: CHECK, violates: 'custom_tour_requests_additional_requirements_length' },
  { table: 'custom_tour_requests', name: 'submitted an hour in the future', patch: { submitted_at: inOneHour() }, code: CHECK, violates: 'custom_tour_requests_submitted_at_not_in_future' },
  { table: 'custom_tour_requests', name: 'submitted in 1970', patch: { submitted_at: IN_1970 }, code: CHECK, violates: 'custom_tour_requests_submitted_at_not_too_old' },
  // Tour review (spec §5 "Review forms")
  { table: 'reviews', name: 'blank name', patch: { customer_name: '  ' }, code: CHECK, violates: 'reviews_customer_name_not_blank' },
  { table: 'reviews', name: 'bad e-mail', patch: { email: 'alan@turing' }, code: CHECK, violates: 'reviews_email_format' },
  { table: 'reviews', name: 'empty country', patch: { country: '' }, code: CHECK, violates: 'reviews_country_not_blank' },
  { table: 'reviews', name: 'empty tour id', patch: { tour_id: ' ' }, code: CHECK, violates: 'reviews_tour_id_not_blank' },
  { table: 'reviews', name: 'comment of 9 characters after trimming', patch: { comment: '   123456789   ' }, code: CHECK, violates: 'reviews_comment_min_length' },
  { table: 'reviews', name: 'comment too long', patch: { comment: long(2001) }, code: CHECK, violates: 'reviews_comment_length' },
  { table: 'reviews', name: 'missing comment', patch: { comment: undefined }, code: NOT_NULL, violates: 'comment' },
  { table: 'reviews', name: 'recommendations too long', patch: { recommendations: long(2001) }, code: CHECK, violates: 'reviews_recommendations_length' },
  { table: 'reviews', name: 'booking id too long', patch: { booking_id: long(101) }, code: CHECK, violates: 'reviews_booking_id_length' },
  { table: 'reviews', name: 'missing ratings', patch: { ratings: undefined }, code: NOT_NULL, violates: 'ratings' },
  { table: 'reviews', name: 'ratings not an object', patch: { ratings: [5, 5, 5, 5, 5] }, code: CHECK, violates: 'reviews_ratings_is_object' },
  { table: 'reviews', name: 'unknown rating key', patch: { ratings: { ...tourRatings, food: 5 } }, code: CHECK, violates: 'reviews_ratings_known_keys' },
  { table: 'reviews', name: 'no overall rating', patch: { ratings: { ...tourRatings, overall: undefined } }, code: CHECK, violates: 'reviews_ratings_overall_range' },
  { table: 'reviews', name: 'quality rating 0 (not given)', patch: { ratings: { ...tourRatings, quality: 0 } }, code: CHECK, violates: 'reviews_ratings_quality_range' },
  { table: 'reviews', name: 'price rating 6', patch: { ratings: { ...tourRatings, price: 6 } }, code: CHECK, violates: 'reviews_ratings_price_range' },
  { table: 'reviews', name: 'half a star', patch: { ratings: { ...tourRatings, locations: 3.5 } }, code: CHECK, violates: 'reviews_ratings_locations_range' },
  { table: 'reviews', name: 'rating as a string', patch: { ratings: { ...tourRatings, service: '5' } }, code: CHECK, violates: 'reviews_ratings_service_range' },
  { table: 'reviews', name: 'required rating null', patch: { ratings: { ...tourRatings, locations: null } }, code: CHECK, violates: 'reviews_ratings_locations_range' },
  { table: 'reviews', name: 'amenities 0', patch: { ratings: { ...tourRatings, amenities: 0 } }, code: CHECK, violates: 'reviews_ratings_amenities_range' },
  { table: 'reviews', name: 'amenities 7', patch: { ratings: { ...tourRatings, amenities: 7 } }, code: CHECK, violates: 'reviews_ratings_amenities_range' },
  { table: 'reviews', name: 'submitted an hour in the future', patch: { submitted_at: inOneHour() }, code: CHECK, violates: 'reviews_submitted_at_not_in_future' },
  { table: 'reviews', name: 'submitted in 1970', patch: { submitted_at: IN_1970 }, code: CHECK, violates: 'reviews_submitted_at_not_too_old' },
  // Custom review
  { table: 'custom_reviews', name: 'empty name', patch: { customer_name: '' }, code: CHECK, violates: 'custom_reviews_customer_name_not_blank' },
  { table: 'custom_reviews', name: 'bad e-mail', patch: { email: '@example.com' }, code: CHECK, violates: 'custom_reviews_email_format' },
  { table: 'custom_reviews', name: 'blank country', patch: { country: ' ' }, code: CHECK, violates: 'custom_reviews_country_not_blank' },
  { table: 'custom_reviews', name: 'short comment', patch: { comment: 'Too short' }, code: CHECK, violates: 'custom_reviews_comment_min_length' },
  { table: 'custom_reviews', name: 'blank tour type', patch: { tour_type: ' ' }, code: CHECK, violates: 'custom_reviews_tour_type_not_blank' },
  { table: 'custom_reviews', name: 'tour-review rating key', patch: { ratings: { ...customRatings, locations: 5 } }, code: CHECK, violates: 'custom_reviews_ratings_known_keys' },
  { table: 'custom_reviews', name: 'no value rating', patch: { ratings: { ...customRatings, value: undefined } }, code: CHECK, violates: 'custom_reviews_ratings_value_range' },
  { table: 'custom_reviews', name: 'overall rating 0', patch: { ratings: { ...customRatings, overall: 0 } }, code: CHECK, violates: 'custom_reviews_ratings_overall_range' },
  { table: 'custom_reviews', name: 'ratings a string', patch: { ratings: 'five stars' }, code: CHECK, violates: 'custom_reviews_ratings_is_object' },
  { table: 'custom_reviews', name: 'submitted in 1970', patch: { submitted_at: IN_1970 }, code: CHECK, violates: 'custom_reviews_submitted_at_not_too_old' },
  // Gallery (admin writes; spec §5 "Gallery upload")
  { table: 'gallery', name: 'unknown category', patch: { category: 'food' }, code: CHECK, violates: 'gallery_category_valid' },
  { table: 'gallery', name: 'javascript: URL', patch: { url: 'javascript:alert(1)' }, code: CHECK, violates: 'gallery_url_format' },
  { table: 'gallery', name: 'data: thumbnail', patch: { thumbnail_url: 'data:image/png;base64,AAAA' }, code: CHECK, violates: 'gallery_thumbnail_url_format' },
  { table: 'gallery', name: 'missing URL', patch: { url: undefined }, code: NOT_NULL, violates: 'url' },
  { table: 'gallery', name: 'missing file size', patch: { file_size: undefined }, code: NOT_NULL, violates: 'file_size' },
  { table: 'gallery', name: 'negative file size', patch: { file_size: -1 }, code: CHECK, violates: 'gallery_file_size_not_negative' },
  { table: 'gallery', name: 'zero width', patch: { width: 0 }, code: CHECK, violates: 'gallery_width_range' },
  { table: 'gallery', name: 'unknown upload source', patch: { upload_source: 'ftp' }, code: CHECK, violates: 'gallery_upload_source_valid' },
  { table: 'gallery', name: 'title too long', patch: { title: long(201) }, code: CHECK, violates: 'gallery_title_length' },
];

describe.each(testBackends())('constraints on %s', (backend) => {
  let db: TestDb;
  let admin: Actor;
  let member: Actor;

  beforeAll(async () => {
    db = await createTestDb({ backend });
    ({ admin, member } = await createAdminAndMember(db));
  });

  afterAll(async () => {
    await db?.close();
  });

  const writer = (table: Table) => (table === 'gallery' ? admin : ANON);

  it.each(BAD_INPUTS.map((c) => [`${c.table}: ${c.name}`, c] as const))('refuses %s', async (_label, c) => {
    const before = await countRows(db, `public.${c.table}`);
    const row = { ...base[c.table](), ...c.patch };
    const f = await failure(asRole(db, writer(c.table), (tx) => insertJson(tx, c.table, row)));
    expect(f.code).toBe(c.code);
    if (c.code === CHECK) {
      expect(f.constraint).toBe(c.violates);
      expect(f.message).toContain(`violates check constraint "${c.violates}"`);
    }
    if (c.code === NOT_NULL) expect(f.message).toContain(`"${c.violates}"`);
    expect(await countRows(db, `public.${c.table}`)).toBe(before);
  });

  it('accepts every valid sample row', async () => {
    for (const table of Object.keys(base) as Table[]) {
      const row = base[table]();
      if (table === 'gallery') await storeGalleryFiles(db, row as { id: string; file_size: number });
      await asRole(db, writer(table), (tx) => insertJson(tx, table, row));
      const { rows } = await db.query(`select 1 from public.${table} where id = $1`, [row.id]);
      expect(rows, table).toHaveLength(1);
    }
  });

  it.each([
    ['no preferred date', { preferred_date: null }],
    ['yesterday (a traveller west of UTC)', { preferred_date: isoDate(-1) }],
    [
      'a date that was future when submitted three days ago (delivered late)',
      {
        submitted_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        preferred_date: isoDate(-2),
      },
    ],
    ['a device clock 10 minutes fast', { submitted_at: new Date(Date.now() + 10 * 60_000).toISOString() }],
    ['1 adult and 8 children', { adults: 1, children: 8 }],
    ['10 adults', { adults: 10 }],
    ['no message', { message: null }],
  ])('accepts an inquiry with %s', async (_label, patch) => {
    const row = { ...sampleRow.tourInquiry(), ...patch };
    await asRole(db, ANON, (tx) => insertJson(tx, 'tour_inquiries', row));
    expect(
      await db.query('select 1 from public.tour_inquiries where id = $1', [row.id]).then((r) => r.rows),
    ).toHaveLength(1);
  });

  it('accepts a custom request that waited offline until its start date had passed', async () => {
    const row = {
      ...sampleRow.customTourRequest(),
      submitted_at: new Date(Date.now() - 10 * 86_400_000).toISOString(),
      travel_start_date: isoDate(-5),
      travel_end_date: isoDate(5),
    };
    await asRole(db, ANON, (tx) => insertJson(tx, 'custom_tour_requests', row));
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.custom_tour_requests where id = $1',
      [row.id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it.each([
    ['absent', { ...tourRatings }],
    ['null', { ...tourRatings, amenities: null }],
    ['given', { ...tourRatings, amenities: 3 }],
  ])('accepts a tour review whose amenities rating is %s', async (_label, ratings) => {
    const row = { ...sampleRow.review(), ratings };
    await asRole(db, ANON, (tx) => insertJson(tx, 'reviews', row));
    const { rows } = await db.query('select ratings from public.reviews where id = $1', [row.id]);
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['reviews', `update public.reviews set status = 'published' where id = $1`, CHECK, 'reviews_status_valid'],
    [
      'tour_inquiries',
      `update public.tour_inquiries set status = 'done' where id = $1`,
      CHECK,
      'tour_inquiries_status_valid',
    ],
    ['custom_tour_requests', `update public.custom_tour_requests set status = null where id = $1`, NOT_NULL, 'status'],
    [
      'custom_reviews',
      `update public.custom_reviews set admin_notes = repeat('x', 2001) where id = $1`,
      CHECK,
      'custom_reviews_admin_notes_length',
    ],
    ['gallery', `update public.gallery set category = 'food' where id = $1`, CHECK, 'gallery_category_valid'],
  ] as const)('refuses an admin’s bad update of %s', async (table, sql, code, violates) => {
    const row = base[table]();
    if (table === 'gallery') await storeGalleryFiles(db, row as { id: string; file_size: number });
    await asRole(db, table === 'gallery' ? admin : ANON, (tx) => insertJson(tx, table, row));
    const f = await failure(asRole(db, admin, (tx) => tx.query(sql, [row.id])));
    expect(f.code).toBe(code);
    if (code === CHECK) expect(f.constraint).toBe(violates);
    else expect(f.message).toContain(`"${violates}"`);
  });

  // However long a submission waited in the outbox (it keeps one until delivered), it is accepted, back
  // to a day before the tables existed; nothing was submitted to them earlier.
  it.each(SUBMISSION_TABLES)(
    'accepts a %s row submitted at the start of 2026, and none a millisecond earlier',
    async (table) => {
      const at = (ms: number) => ({ ...base[table](), submitted_at: new Date(ms).toISOString() });
      await asRoleRolledBack(db, ANON, (tx) => insertJson(tx, table, at(SUBMITTED_AT_EARLIEST)));
      const f = await failure(asRoleRolledBack(db, ANON, (tx) => insertJson(tx, table, at(SUBMITTED_AT_EARLIEST - 1))));
      expect(f.code).toBe(CHECK);
      expect(f.constraint).toBe(`${table}_submitted_at_not_too_old`);
    },
  );

  it.each(SUBMISSION_TABLES)(
    'accepts older %s history written by the service role at its own time, not submitted before it',
    async (table) => {
      const service: Actor = { role: 'service_role' };
      const then = '2025-03-01T10:00:00Z'; // before the lower bound
      const history = () => ({ ...base[table](), created_at: then, updated_at: then, submitted_at: then });
      await asRoleRolledBack(db, service, (tx) => insertJson(tx, table, history()));
      const f = await failure(
        asRoleRolledBack(db, service, (tx) => insertJson(tx, table, { ...history(), submitted_at: IN_1970 })),
      );
      expect(f.code).toBe(CHECK);
      expect(f.constraint).toBe(`${table}_submitted_at_not_too_old`);
    },
  );

  it('answers a replayed id with 23505 and keeps the first delivery', async () => {
    const row = sampleRow.tourInquiry();
    await asRole(db, ANON, (tx) => insertJson(tx, 'tour_inquiries', row));
    const before = await countRows(db, 'public.tour_inquiries');
    const f = await failure(asRole(db, ANON, (tx) => insertJson(tx, 'tour_inquiries', { ...row, message: 'changed' })));
    expect(f.code).toBe('23505');
    expect(f.constraint).toBe('tour_inquiries_pkey');
    expect(await countRows(db, 'public.tour_inquiries')).toBe(before);
    const { rows } = await db.query('select message from public.tour_inquiries where id = $1', [row.id]);
    expect(rows).toEqual([{ message: row.message }]);
  });

  describe('per-e-mail throttle', () => {
    it('answers PT429 after 5 submissions an hour from one address, per table', async () => {
      const email = uniqueEmail('busy');
      const first = { ...sampleRow.review(), email };
      await asRole(db, ANON, (tx) => insertJson(tx, 'reviews', first));
      for (let i = 1; i < 5; i++)
        await asRole(db, ANON, (tx) => insertJson(tx, 'reviews', { ...sampleRow.review(), email }));
      const before = await countRows(db, 'public.reviews');

      const sixth = await failure(
        asRole(db, ANON, (tx) => insertJson(tx, 'reviews', { ...sampleRow.review(), email: email.toUpperCase() })),
      );
      expect(sixth.code).toBe('PT429');
      expect(sixth.message).toBe('Too many submissions for this e-mail address. Please try again later.');
      expect(await countRows(db, 'public.reviews')).toBe(before);

      // A signed-in non-admin is a visitor too.
      const bySignedIn = await failure(
        asRole(db, member, (tx) => insertJson(tx, 'reviews', { ...sampleRow.review(), email })),
      );
      expect(bySignedIn.code).toBe('PT429');

      // A replay of something already delivered still reads as "already delivered", not "later".
      const replay = await failure(asRole(db, ANON, (tx) => insertJson(tx, 'reviews', first)));
      expect(replay.code).toBe('23505');

      // Other tables, other addresses and staff are not affected.
      await asRole(db, ANON, (tx) => insertJson(tx, 'custom_reviews', { ...sampleRow.customReview(), email }));
      await asRole(db, ANON, (tx) => insertJson(tx, 'reviews', sampleRow.review()));
      await asRole(db, admin, (tx) => insertJson(tx, 'reviews', { ...sampleRow.review(), email }));
      expect(await countRows(db, 'public.reviews')).toBe(before + 2);
    });
  });

  describe('gallery capacity', () => {
    const MiB = 1_048_576;
    // Files first (as Storage records them), then the admin's row, as the admin screen adds an image.
    const storedImage = async (size: number) => {
      const row = sampleRow.galleryImage(size);
      await storeGalleryFiles(db, row);
      return row;
    };
    const addImages = async (sizes: number[]) => {
      for (const size of sizes) {
        const row = await storedImage(size);
        await asRole(db, admin, (tx) => insertJson(tx, 'gallery', row));
      }
    };
    const clearGallery = async () => {
      await db.query('delete from public.gallery');
      await db.query(`delete from storage.objects where bucket_id = 'gallery'`);
    };

    it('refuses the 21st image with the spec’s reason', async () => {
      await clearGallery();
      await addImages(Array.from({ length: 20 }, () => 1000));
      const f = await failure(asRole(db, admin, (tx) => insertJson(tx, 'gallery', sampleRow.galleryImage(1000))));
      expect(f.code).toBe(CHECK);
      expect(f.message).toBe(GALLERY_LIMIT_REASONS.images);
      expect(f.constraint).toBe('gallery_capacity');
      expect(await countRows(db, 'public.gallery')).toBe(20);
    });

    it('refuses a total over 52,428,800 bytes with the spec’s reason, and accepts exactly 50 MiB', async () => {
      await clearGallery();
      await addImages([25 * MiB, 25 * MiB]);
      const f = await failure(asRole(db, admin, (tx) => insertJson(tx, 'gallery', sampleRow.galleryImage(1))));
      expect(f.code).toBe(CHECK);
      expect(f.message).toBe(GALLERY_LIMIT_REASONS.storage);
      expect(await countRows(db, 'public.gallery')).toBe(2);
    });

    it('gives both reasons when both limits would be broken', async () => {
      await clearGallery();
      await addImages([25 * MiB, 25 * MiB, ...Array.from({ length: 18 }, () => 0)]);
      const f = await failure(asRole(db, admin, (tx) => insertJson(tx, 'gallery', sampleRow.galleryImage(1))));
      expect(f.message).toBe(`${GALLERY_LIMIT_REASONS.images}; ${GALLERY_LIMIT_REASONS.storage}`);
    });

    it('reports storage stats and answers the upload check like the trigger', async () => {
      await clearGallery();
      await addImages([10 * MiB, 20 * MiB, 5 * MiB]);
      const stats = await asRole(db, admin, (tx) => tx.query('select * from public.gallery_storage_stats()'));
      expect(normalise(stats.rows)).toEqual([
        { total_images: 3, max_images: 20, remaining_images: 17, total_size: 35 * MiB, max_total_size: 52_428_800 },
      ]);

      const check = async (bytes: number, files: number) =>
        normalise(
          (await asRole(db, admin, (tx) => tx.query('select * from public.gallery_can_upload($1, $2)', [bytes, files])))
            .rows,
        )[0];
      expect(await check(0, 0)).toEqual({ can_upload: true, reasons: [] });
      expect(await check(15 * MiB, 17)).toEqual({ can_upload: true, reasons: [] });
      expect(await check(1000, 18)).toEqual({ can_upload: false, reasons: [GALLERY_LIMIT_REASONS.images] });
      expect(await check(15 * MiB + 1, 1)).toEqual({ can_upload: false, reasons: [GALLERY_LIMIT_REASONS.storage] });
      expect(await check(16 * MiB, 18)).toEqual({
        can_upload: false,
        reasons: [GALLERY_LIMIT_REASONS.images, GALLERY_LIMIT_REASONS.storage],
      });
      const negative = await failure(
        asRole(db, admin, (tx) => tx.query('select * from public.gallery_can_upload(-1, 1)')),
      );
      expect(negative.code).toBe('22023');
    });

    it('lets only signed-in users call the gallery RPCs, and shows non-admins nothing', async () => {
      for (const sql of [
        'select * from public.gallery_storage_stats()',
        'select * from public.gallery_can_upload(1, 1)',
      ]) {
        const f = await failure(asRole(db, ANON, (tx) => tx.query(sql)));
        expect(f.code, sql).toBe('42501');
      }
      const stats = await asRole(db, member, (tx) =>
        tx.query('select total_images, total_size from public.gallery_storage_stats()'),
      );
      expect(normalise(stats.rows)).toEqual([{ total_images: 0, total_size: 0 }]);
    });

    it.runIf(backend === 'postgres')('lets only one of two concurrent uploads take the last slot', async () => {
      await clearGallery();
      await addImages(Array.from({ length: 19 }, () => 1000));
      let firstInserted!: () => void;
      const inserted = new Promise<void>((resolve) => (firstInserted = resolve));
      const scope = {
        claims: { role: 'authenticated' as const, sub: admin.sub },
        method: 'POST',
        path: '/',
        headers: {},
      };
      const [one, two] = [await storedImage(1000), await storedImage(1000)];
      const first = db.transaction(async (tx: Queryable) => {
        await applyScope(tx, scope);
        await insertJson(tx, 'gallery', one);
        firstInserted();
        await new Promise((resolve) => setTimeout(resolve, 300)); // hold the slot while the other tries
      });
      await inserted;
      const second = db.transaction(async (tx: Queryable) => {
        await applyScope(tx, scope);
        await insertJson(tx, 'gallery', two);
      });
      const [a, b] = await Promise.allSettled([first, second]);
      expect(a.status).toBe('fulfilled');
      expect(b.status).toBe('rejected');
      expect((b as PromiseRejectedResult).reason.message).toBe(GALLERY_LIMIT_REASONS.images);
      expect(await countRows(db, 'public.gallery')).toBe(20);
    });

    afterAll(async () => {
      await clearGallery();
    });
  });

  describe('custom_review_stats', () => {
    it('counts all reviews for an admin and averages approved overall ratings to one decimal', async () => {
      const result = await asRoleRolledBack(db, admin, async (tx) => {
        await tx.query('delete from public.custom_reviews');
        const empty = await tx.query('select * from public.custom_review_stats()');
        const rows: [string, number][] = [
          ['approved', 5],
          ['approved', 4],
          ['approved', 4],
          ['pending', 1],
          ['pending', 2],
          ['rejected', 1],
        ];
        for (const [status, overall] of rows) {
          await insertJson(tx, 'custom_reviews', {
            ...sampleRow.customReview(status),
            ratings: { ...customRatings, overall },
          });
        }
        const full = await tx.query('select * from public.custom_review_stats()');
        return { empty: normalise(empty.rows), full: normalise(full.rows) };
      });
      expect(result.empty).toEqual([{ total: 0, approved: 0, pending: 0, average_rating: 0 }]);
      expect(result.full).toEqual([{ total: 6, approved: 3, pending: 2, average_rating: 4.3 }]);
    });

    it('is not callable by visitors and counts nothing for a non-admin', async () => {
      const f = await failure(asRole(db, ANON, (tx) => tx.query('select * from public.custom_review_stats()')));
      expect(f.code).toBe('42501');
      const { rows } = await asRole(db, member, (tx) => tx.query('select * from public.custom_review_stats()'));
      expect(normalise(rows)).toEqual([{ total: 0, approved: 0, pending: 0, average_rating: 0 }]);
    });
  });
});

/** bigint and numeric arrive as strings from node-postgres and as numbers/strings from PGlite. */
function normalise(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v]),
    ),
  );
}
