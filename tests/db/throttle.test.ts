/**
 * Limits on visitors' writes beyond the per-e-mail one (supabase/migrations/20261125110000_source_throttles.sql):
 * per source address and overall, for the four submission tables together and for analytics events, with
 * the source read from the request headers as PostgREST hands them to SQL; e-mail variants counted as one
 * address; the wait in every PT429 answer; replays still answered by the primary key.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../supabase/local/db';
import { withRequestScope } from '../../supabase/local/request-scope';
import * as limits from '../../src/config/limits';
import {
  countRows,
  createAdminAndMember,
  createTestDb,
  insertJson,
  sampleRow,
  testBackends,
  uniqueEmail,
  type Actor,
  type TestDb,
} from '../helpers/db';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const TABLES = ['tour_inquiries', 'custom_tour_requests', 'reviews', 'custom_reviews'] as const;
type Table = (typeof TABLES)[number];
const SAMPLE: Record<Table, () => Row> = {
  tour_inquiries: () => sampleRow.tourInquiry(),
  custom_tour_requests: () => sampleRow.customTourRequest(),
  reviews: () => sampleRow.review(),
  custom_reviews: () => sampleRow.customReview(),
};

const { submissionPerSource, submissionOverall, analyticsPerSource, analyticsOverall } = limits.VISITOR_WRITE_LIMITS;

/** As the gateway sends them: the client's own entries first, the address it connected from last. */
const from = (address: string, extra: Headers = {}): Headers => ({ 'x-forwarded-for': address, ...extra });

let sourceCounter = 0;
/** A documentation-range address no other test uses. */
function freshSource(): string {
  sourceCounter += 1;
  return `198.18.${Math.floor(sourceCounter / 250)}.${(sourceCounter % 250) + 1}`;
}

/** Runs `fn` as a visitor (anon, or `actor`) in one transaction, with these request headers, as the API does. */
function asVisitor<T>(db: TestDb, headers: Headers, fn: (tx: Queryable) => Promise<T>, actor?: Actor): Promise<T> {
  const claims = actor
    ? { role: actor.role, ...(actor.sub ? { sub: actor.sub, aud: 'authenticated' } : {}) }
    : { role: 'anon' as const };
  return withRequestScope(db, { claims, method: 'POST', path: '/rest/v1/', headers }, fn);
}

function submit(
  db: TestDb,
  headers: Headers,
  table: Table = 'tour_inquiries',
  row: Row = SAMPLE[table](),
  actor?: Actor,
) {
  return asVisitor(db, headers, (tx) => insertJson(tx, table, row), actor);
}

interface Refusal {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

/** The error of a refused write (throws if it was not refused). */
async function refusal(promise: Promise<unknown>): Promise<Refusal> {
  try {
    await promise;
  } catch (error) {
    const e = error as Refusal;
    if (typeof e.code !== 'string') throw error;
    return { code: e.code, message: e.message, detail: e.detail, hint: e.hint };
  }
  throw new Error('expected the write to be refused, but it was stored');
}

/** The machine-readable part of a PT429 answer. */
function wait(r: Refusal): { retry_after: number; limit: string } {
  expect(r.code).toBe('PT429');
  return JSON.parse(r.hint ?? 'null') as { retry_after: number; limit: string };
}

/**
 * A wait that matches writes made since `since` (a `Date.now()`), counted over a window of `windowMinutes`.
 * Writes are counted per minute, and a minute's count ages out a full window after that minute began: no
 * later than a window from now, and no earlier than a window from the start of the minute `since` fell in.
 * Timed from the test's own clock, so it holds however long the writes took on a loaded machine.
 */
function expectAgesOut(retryAfter: number, windowMinutes: number, since: number): void {
  const elapsed = Math.ceil((Date.now() - since) / 1000);
  expect(retryAfter).toBeGreaterThanOrEqual(windowMinutes * 60 - elapsed - 60);
  expect(retryAfter).toBeLessThanOrEqual(windowMinutes * 60);
}

/** `count` writes from one source, spread over the four tables, each with its own e-mail address. */
async function fill(db: TestDb, headers: Headers, count: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const table = TABLES[i % TABLES.length]!;
    const row = SAMPLE[table]();
    await submit(db, headers, table, row);
    rows.push(row);
  }
  return rows;
}

function analyticsBatch(size: number): Row[] {
  const session = randomUUID();
  return Array.from({ length: size }, () => ({
    id: randomUUID(),
    session_id: session,
    name: 'page_view',
    path: '/tours',
    language: 'en',
    occurred_at: new Date().toISOString(),
    props: {},
  }));
}

/** One request's batch, inserted the way PostgREST inserts a JSON array: one statement. */
function record(db: TestDb, headers: Headers, rows: Row[]) {
  return asVisitor(db, headers, (tx) =>
    tx.query(
      `insert into public.analytics_events (id, session_id, name, path, language, occurred_at, props)
       select id, session_id, name, path, language, occurred_at, props
         from jsonb_populate_recordset(null::public.analytics_events, $1::jsonb)`,
      [JSON.stringify(rows)],
    ),
  );
}

async function recordMany(db: TestDb, headers: Headers, events: number): Promise<void> {
  for (let left = events; left > 0; left -= 50) await record(db, headers, analyticsBatch(Math.min(50, left)));
}

/** Moves a source's counters `minutes` into the past, as if its writes had been made that much earlier. */
async function age(db: TestDb, scope: 'submission' | 'analytics', source: string | null, minutes: number) {
  await db.query(
    `update private.visitor_write_counts set minute = minute - make_interval(mins => $3)
      where scope = $1 and source_hash = coalesce(hashtextextended($2, 0), 0)`,
    [scope, source, minutes],
  );
}

describe.each(testBackends())('visitor write limits on %s', (backend) => {
  describe('per source, and per e-mail address', () => {
    let db: TestDb;
    let admin: Actor;

    beforeAll(async () => {
      db = await createTestDb({ backend });
      ({ admin } = await createAdminAndMember(db));
    });

    afterAll(async () => {
      await db?.close();
    });

    it('keeps the limits where limits.ts says they are', async () => {
      const { rows } = await db.query<{ l: Record<string, { max: number; window_minutes: number }> }>(
        'select private.visitor_write_limits() as l',
      );
      const sql = rows[0]!.l;
      const asSql = (l: { max: number; windowMinutes: number }) => ({ max: l.max, window_minutes: l.windowMinutes });
      expect(sql).toEqual({
        submission_per_email: {
          max: limits.SUBMISSION_THROTTLE.maxPerWindow,
          window_minutes: limits.SUBMISSION_THROTTLE.windowMinutes,
        },
        submission_per_source: asSql(submissionPerSource),
        submission_overall: asSql(submissionOverall),
        analytics_per_source: asSql(analyticsPerSource),
        analytics_overall: asSql(analyticsOverall),
      });
    });

    it('takes the per-source limit over the four tables together, then answers PT429 with the wait', async () => {
      const source = freshSource();
      const since = Date.now();
      await fill(db, from(source), submissionPerSource.max);
      const before = await countRows(db, 'public.tour_inquiries');

      const r = await refusal(submit(db, from(source)));
      expect(r.message).toBe('Too many submissions from this network address. Please try again later.');
      expect(r.detail).toBe(`At most ${submissionPerSource.max} submissions from one address every 01:00:00.`);
      const { retry_after, limit } = wait(r);
      expect(limit).toBe('source');
      // The writes were all made just now: they age out about a full window from now.
      expectAgesOut(retry_after, submissionPerSource.windowMinutes, since);
      for (const table of TABLES) expect((await refusal(submit(db, from(source), table))).code).toBe('PT429');
      expect(await countRows(db, 'public.tour_inquiries')).toBe(before);

      // Other addresses are not affected.
      await submit(db, from(freshSource()));
    });

    it('counts only the right-most x-forwarded-for entry, the one the gateway appended', async () => {
      const source = freshSource();
      // Whatever the client wrote before it, every request is the same source.
      for (let i = 0; i < submissionPerSource.max; i++) await submit(db, from(`10.1.1.${i}, 192.0.2.${i}, ${source}`));
      const spoofed = await refusal(submit(db, from(`${freshSource()}, ${source}`)));
      expect(wait(spoofed).limit).toBe('source');
      expect((await refusal(submit(db, from(`unknown, ${source}`)))).code).toBe('PT429');
      // The same address the client wrote on the left is someone else's right-most entry.
      await submit(db, from(`${source}, ${freshSource()}`));
    });

    it('prefers cf-connecting-ip (set by Cloudflare), unless it is loopback or not an address', async () => {
      const source = freshSource();
      await fill(db, from(source), submissionPerSource.max);
      expect((await refusal(submit(db, from(source)))).code).toBe('PT429');

      await submit(db, from(source, { 'cf-connecting-ip': freshSource() }));
      for (const claimed of ['127.0.0.1', '::1', '::ffff:127.0.0.1', 'localhost', 'nonsense', '']) {
        const r = await refusal(submit(db, from(source, { 'cf-connecting-ip': claimed })));
        expect(wait(r).limit, claimed).toBe('source');
      }
      // Cloudflare's address is the source, whatever x-forwarded-for says.
      const behindCloudflare = freshSource();
      for (let i = 0; i < submissionPerSource.max; i++) {
        await submit(db, from(freshSource(), { 'cf-connecting-ip': behindCloudflare }));
      }
      const r = await refusal(submit(db, from(freshSource(), { 'cf-connecting-ip': behindCloudflare })));
      expect(wait(r).limit).toBe('source');
    });

    it('counts an IPv6 client by its /64, and reads mapped, bracketed and port-suffixed forms', async () => {
      for (let i = 0; i < submissionPerSource.max; i++)
        await submit(db, from(`2001:db8:aa:1::${(i + 1).toString(16)}`));
      for (const same of ['2001:db8:aa:1:ffff:ffff:ffff:ffff', '[2001:db8:aa:1::77]:443', '[2001:DB8:AA:1::78]']) {
        expect(wait(await refusal(submit(db, from(same)))).limit, same).toBe('source');
      }
      await submit(db, from('2001:db8:aa:2::1'));

      const v4 = freshSource();
      await fill(db, from(v4), submissionPerSource.max);
      for (const same of [`::ffff:${v4}`, `${v4}:50123`, ` ${v4} `]) {
        expect(wait(await refusal(submit(db, from(same)))).limit, same).toBe('source');
      }
    });

    it('lifts a source’s limit as its writes age out of the window, and says when that is', async () => {
      const source = freshSource();
      const since = Date.now();
      await fill(db, from(source), submissionPerSource.max);
      const window = submissionPerSource.windowMinutes;

      await age(db, 'submission', source, 30);
      const later = wait(await refusal(submit(db, from(source))));
      expectAgesOut(later.retry_after, window - 30, since);

      await age(db, 'submission', source, window - 30);
      await submit(db, from(source));
    });

    it('lets a replayed id reach the primary key at the limit: 23505, not 429', async () => {
      const source = freshSource();
      const rows = await fill(db, from(source), submissionPerSource.max);
      expect(wait(await refusal(submit(db, from(source)))).limit).toBe('source');
      for (const [i, table] of TABLES.entries()) {
        const r = await refusal(submit(db, from(source), table, rows[i]!));
        expect(r.code, table).toBe('23505');
      }
    });

    it('stores exactly the limit when a source’s writes arrive together', async () => {
      const source = freshSource();
      const marker = `burst-${randomUUID().slice(0, 8)}`;
      const results = await Promise.allSettled(
        Array.from({ length: submissionPerSource.max + 5 }, (_, i) =>
          submit(db, from(source), 'tour_inquiries', {
            ...sampleRow.tourInquiry(),
            email: `${marker}-${i}@example.com`,
          }),
        ),
      );
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Refusal).code] : []));
      expect(refused).toEqual(Array.from({ length: 5 }, () => 'PT429'));
      const { rows } = await db.query<{ n: number }>(
        'select count(*)::int as n from public.tour_inquiries where email like $1',
        [`${marker}-%`],
      );
      expect(rows[0]?.n).toBe(submissionPerSource.max);
    });

    it('does not count the host’s own loopback address, nor staff and service_role', async () => {
      for (const own of ['127.0.0.1', '::1', '::ffff:127.0.0.1', `${freshSource()}, 127.0.0.1`]) {
        for (let i = 0; i <= submissionPerSource.max; i++) await submit(db, from(own));
      }
      const source = freshSource();
      await fill(db, from(source), submissionPerSource.max);
      await submit(db, from(source), 'reviews', sampleRow.review(), admin);
      await submit(db, from(source), 'reviews', sampleRow.review(), { role: 'service_role' });
      expect((await refusal(submit(db, from(source)))).code).toBe('PT429');
    });

    it('applies only the overall limit to a request that names no source (a direct session)', async () => {
      const overall = async () => {
        const { rows } = await db.query<{ n: number }>(
          `select coalesce(sum(hits), 0)::int as n from private.visitor_write_counts
            where scope = 'submission' and source_hash = 0`,
        );
        return rows[0]?.n ?? 0;
      };
      const before = await overall();
      for (let i = 0; i <= submissionPerSource.max; i++) await submit(db, {});
      expect(await overall()).toBe(before + submissionPerSource.max + 1);
    });

    it('counts without keeping addresses, and forgets minutes older than every window', async () => {
      await db.query(
        `insert into private.visitor_write_counts (scope, source_hash, minute, hits)
         values ('submission', 42, date_trunc('minute', now()) - interval '3 hours', 5),
                ('analytics', 42, date_trunc('minute', now()) - interval '62 minutes', 5),
                ('analytics', 43, date_trunc('minute', now()) - interval '59 minutes', 5)`,
      );
      await submit(db, from(freshSource()));
      const { rows } = await db.query<{ source_hash: string; scope: string }>(
        'select scope, source_hash::text from private.visitor_write_counts where source_hash in (42, 43)',
      );
      expect(rows).toEqual([{ scope: 'analytics', source_hash: '43' }]);
      const columns = await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
          where table_schema = 'private' and table_name = 'visitor_write_counts' order by ordinal_position`,
      );
      expect(columns.rows.map((c) => c.column_name)).toEqual(['scope', 'source_hash', 'minute', 'hits']);
    });

    it('keeps the counters out of visitors’ reach', async () => {
      for (const sql of [
        'select * from private.visitor_write_counts',
        'delete from private.visitor_write_counts',
        `select private.take_visitor_write_quota('submission', 0, -1000, 600, interval '1 hour')`,
      ]) {
        expect((await refusal(asVisitor(db, from(freshSource()), (tx) => tx.query(sql)))).code, sql).toBe('42501');
      }
    });

    describe('e-mail addresses', () => {
      it('normalises an address before counting it', async () => {
        const cases: [string, string][] = [
          ['Ada@Example.com', 'ada@example.com'],
          ['  ada@example.com ', 'ada@example.com'],
          ['ada@example.com.', 'ada@example.com'],
          ['ada@example.com..', 'ada@example.com'],
          ['ada+tours@example.com', 'ada@example.com'],
          ['ada+a+b@example.com', 'ada@example.com'],
          ['a.da@example.com', 'a.da@example.com'],
          ['A.Da+x@Gmail.com.', 'ada@gmail.com'],
          ['a.d.a@googlemail.com', 'ada@gmail.com'],
          ['+only@example.com', '+only@example.com'],
          ['no-at-sign', 'no-at-sign'],
        ];
        const { rows } = await db.query<{ typed: string; key: string }>(
          'select typed, private.normalize_email(typed) as key from unnest($1::text[]) as typed',
          [cases.map(([typed]) => typed)],
        );
        expect(rows.map((r) => [r.typed, r.key])).toEqual(cases);
      });

      it('counts the variants of one address as that address, and says when to try again', async () => {
        const local = `ada.${randomUUID().slice(0, 8)}`;
        const variants = [
          `${local}@gmail.com`,
          `${local.toUpperCase()}@GMAIL.COM`,
          `${local}+tours@gmail.com`,
          `${local}@gmail.com.`,
          `${local.replace('.', '')}@googlemail.com`,
        ];
        expect(variants).toHaveLength(limits.SUBMISSION_THROTTLE.maxPerWindow);
        const since = Date.now();
        for (const email of variants) await submit(db, {}, 'reviews', { ...sampleRow.review(), email });
        const r = await refusal(
          submit(db, {}, 'reviews', { ...sampleRow.review(), email: `${local.replace('.', '')}+x@gmail.com` }),
        );
        expect(r.message).toBe('Too many submissions for this e-mail address. Please try again later.');
        const { retry_after, limit } = wait(r);
        expect(limit).toBe('email');
        expectAgesOut(retry_after, limits.SUBMISSION_THROTTLE.windowMinutes, since);

        // Per table, as before; other addresses are not affected.
        await submit(db, {}, 'custom_reviews', { ...sampleRow.customReview(), email: variants[0] });
        await submit(db, {}, 'reviews', { ...sampleRow.review(), email: uniqueEmail('other') });
      });
    });
  });

  describe('overall', () => {
    let db: TestDb;

    beforeAll(async () => {
      db = await createTestDb({ backend });
    });

    afterAll(async () => {
      await db?.close();
    });

    it('takes the overall submission limit from all sources together, then answers PT429 with the wait', async () => {
      const sources = Math.ceil(submissionOverall.max / submissionPerSource.max);
      let left = submissionOverall.max;
      const since = Date.now();
      for (let s = 0; s < sources; s++) {
        const count = Math.min(submissionPerSource.max, left);
        await fill(db, from(freshSource()), count);
        left -= count;
      }
      const r = await refusal(submit(db, from(freshSource()), 'custom_reviews'));
      expect(r.message).toBe('Too many submissions right now. Please try again later.');
      const { retry_after, limit } = wait(r);
      expect(limit).toBe('overall');
      expectAgesOut(retry_after, submissionOverall.windowMinutes, since);
      // Requests without a source are counted in the overall limit too; the host's own are not.
      expect(wait(await refusal(submit(db, {}))).limit).toBe('overall');
      await submit(db, from('127.0.0.1'));

      await age(db, 'submission', null, submissionOverall.windowMinutes);
      await submit(db, from(freshSource()));
    }, 180_000); // 600 submissions through the throttle: minutes on a loaded machine

    it('takes the overall analytics limit from all sources together, apart from submissions', async () => {
      let left = analyticsOverall.max;
      const since = Date.now();
      while (left > 0) {
        const count = Math.min(analyticsPerSource.max, left);
        await recordMany(db, from(freshSource()), count);
        left -= count;
      }
      const r = await refusal(record(db, from(freshSource()), analyticsBatch(1)));
      expect(r.message).toBe('Too many analytics events right now. Please try again later.');
      const { retry_after, limit } = wait(r);
      expect(limit).toBe('overall');
      expectAgesOut(retry_after, analyticsOverall.windowMinutes, since);
      await submit(db, from(freshSource()));
    });
  });

  describe('analytics per source', () => {
    let db: TestDb;

    beforeAll(async () => {
      db = await createTestDb({ backend });
    });

    afterAll(async () => {
      await db?.close();
    });

    it('takes the per-source event limit by rows, refusing a batch that does not fit whole', async () => {
      const source = freshSource();
      const since = Date.now();
      await recordMany(db, from(source), analyticsPerSource.max - 10);
      const before = await countRows(db, 'public.analytics_events');

      // A batch over 50 rows is still refused as too large (a 4xx the app drops), not as too many.
      expect((await refusal(record(db, from(source), analyticsBatch(51)))).code).toBe('23514');
      const tooMany = await refusal(record(db, from(source), analyticsBatch(11)));
      expect(tooMany.message).toBe('Too many analytics events from this network address. Please try again later.');
      expect(wait(tooMany).limit).toBe('source');
      expect(await countRows(db, 'public.analytics_events')).toBe(before);

      await record(db, from(source), analyticsBatch(10));
      // Full: refused before any row is written (so before a row's own checks could refuse it).
      const invalid = analyticsBatch(1).map((row) => ({ ...row, name: 'not_an_event' }));
      expect(wait(await refusal(record(db, from(source), invalid))).limit).toBe('source');
      const full = await refusal(record(db, from(source), analyticsBatch(1)));
      const { retry_after } = wait(full);
      expectAgesOut(retry_after, analyticsPerSource.windowMinutes, since);

      // Other sources, and submissions from the same one, are not affected.
      await record(db, from(freshSource()), analyticsBatch(50));
      await submit(db, from(source));

      await age(db, 'analytics', source, analyticsPerSource.windowMinutes);
      await record(db, from(source), analyticsBatch(50));
    });

    it('answers a resent batch with 23505 while its source has room, and does not count it', async () => {
      const source = freshSource();
      const batch = analyticsBatch(20);
      await record(db, from(source), batch);
      expect((await refusal(record(db, from(source), batch))).code).toBe('23505');
      // The resend took none of the source's room: exactly the rest still fits.
      await recordMany(db, from(source), analyticsPerSource.max - batch.length);
      expect(wait(await refusal(record(db, from(source), analyticsBatch(1)))).limit).toBe('source');
    });
  });
});
