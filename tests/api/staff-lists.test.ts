/**
 * The paged staff lists' reads (src/features/staff/shared/server-list.ts) through supabase-js against the
 * local server, past PostgREST's 1,000-row answer: the count covers every match, the pages meet without a
 * gap or a repeat (rows that share an arrival time included), search and filters run on the server with
 * LIKE's wildcards taken as typed, and only admins read anything.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import {
  DEFAULT_QUERY,
  readAllRows,
  readListPage,
  type ListQuery,
  type ServerListRow,
} from '../../src/features/staff/shared/server-list';
import { INQUIRY_COLUMNS, type InquiryListRow } from '../../src/features/staff/inquiries/inquiry-models';
import { createTestUser, startTestServer, type TestServer } from '../helpers/server';

const COUNT = 1_200;
const HOUR = 3_600_000;
/** Stored as service_role writes them: a year ago onwards, two at a time sharing one arrival time. */
const START = Date.now() - 400 * 24 * HOUR;
const tag = `scale${randomUUID().slice(0, 8)}`;

let ts: TestServer;
let admin: AppSupabaseClient;

const query = (change: Partial<ListQuery>): ListQuery => ({ ...DEFAULT_QUERY, search: tag, ...change });
const page = (q: ListQuery, after: ServerListRow | null = null, limit = 50, client = admin) =>
  readListPage<InquiryListRow>('tour_inquiries', q, after, limit, { client });

function inquiry(n: number) {
  const at = new Date(START + Math.floor(n / 2) * HOUR).toISOString();
  return {
    id: randomUUID(),
    tour_id: 'sri-lanka-highlights-10day',
    tour_title: 'Sri Lanka Highlights',
    first_name: `Guest${n}`,
    last_name: `Scale ${tag}`,
    email: `guest${n}.${tag}@example.com`,
    phone: '+94 11 555 0100',
    country: n % 3 === 0 ? 'Germany' : 'Australia',
    preferred_date: null,
    adults: 2,
    children: 0,
    message: null,
    status: n % 2 === 0 ? 'confirmed' : 'pending',
    internal_note: n === 7 ? 'Offered 50%_off the second week' : n === 8 ? 'Offered 50x off' : null,
    created_at: at,
    submitted_at: at,
  };
}

beforeAll(async () => {
  ts = await startTestServer();
  admin = ts.clientFor(await createTestUser(ts, 'lists-admin@example.com', true)) as unknown as AppSupabaseClient;
  const service = ts.serviceClient() as SupabaseClient;
  const rows = Array.from({ length: COUNT }, (_, n) => inquiry(n));
  // In requests of 100 rows, under the REST body limit.
  for (let start = 0; start < COUNT; start += 100) {
    const { error } = await service.from('tour_inquiries').insert(rows.slice(start, start + 100));
    expect(error).toBeNull();
  }
}, 120_000);

afterAll(async () => {
  await ts?.close();
});

describe('a paged staff list past 1,000 records', () => {
  it('counts every match and shows the newest first, with the columns the list names', async () => {
    const first = await page(query({}));
    expect(first.total).toBe(COUNT);
    expect(first.rows).toHaveLength(50);
    // The list's columns, and why the row is overdue (the server's clock decides it).
    expect(Object.keys(first.rows[0]!).sort()).toEqual([...INQUIRY_COLUMNS.split(', '), 'overdue'].sort());
    expect(first.rows[0]!.first_name).toMatch(/^Guest119[89]$/);
  });

  it('pages through every row in both orders without a gap or a repeat, ties included', async () => {
    for (const order of ['newest', 'oldest'] as const) {
      const seen: string[] = [];
      let after: InquiryListRow | null = null;
      for (;;) {
        const next: { rows: InquiryListRow[] } = await page(query({ order }), after, 170);
        seen.push(...next.rows.map((row) => row.first_name));
        if (next.rows.length < 170) break;
        after = next.rows[next.rows.length - 1]!;
      }
      expect(seen).toHaveLength(COUNT);
      expect(new Set(seen).size).toBe(COUNT);
      expect(seen[order === 'newest' ? COUNT - 1 : 0]).toMatch(/^Guest[01]$/);
    }
  });

  it('reads every match for the export, counting once', async () => {
    const pages: number[] = [];
    const read = await readAllRows<InquiryListRow>(
      'tour_inquiries',
      query({ status: 'confirmed' }),
      (rows, done, total) => {
        pages.push(rows.length);
        expect(total).toBe(COUNT / 2);
        expect(done).toBeLessThanOrEqual(total);
      },
      admin,
    );
    expect(read).toBe(COUNT / 2);
    expect(pages.reduce((a, b) => a + b, 0)).toBe(COUNT / 2);
  });

  it('finds the oldest record by its e-mail, and filters by status and country words', async () => {
    const oldest = await page(query({ search: `guest0.${tag}@example.com` }));
    expect(oldest.total).toBe(1);
    expect(oldest.rows[0]!.first_name).toBe('Guest0');
    expect((await page(query({ status: 'pending' }))).total).toBe(COUNT / 2);
    // Every word must match: the tag, and Germany (every third guest).
    expect((await page(query({ search: `${tag} GERMANY` }))).total).toBe(COUNT / 3);
  });

  it("takes LIKE's wildcards as typed", async () => {
    const found = await page(query({ search: `${tag} 50%_off` }));
    expect(found.rows.map((row) => row.first_name)).toEqual(['Guest7']);
    // Unescaped, '50%' would also match "50x off".
    expect((await page(query({ search: `${tag} 50%` }))).total).toBe(1);
  });

  it('shows a signed-in member and a visitor nothing', async () => {
    const member = ts.clientFor(await createTestUser(ts, 'lists-member@example.com', false));
    for (const client of [member, ts.clientFor()]) {
      const outcome = await page(query({}), null, 50, client as unknown as AppSupabaseClient).then(
        (read) => read.total,
        () => 'refused',
      );
      expect([0, 'refused']).toContain(outcome);
    }
  });
});
