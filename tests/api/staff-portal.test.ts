/**
 * The staff portal's database calls through the real, typed supabase-js client against the local
 * server: staff-only notes and review moderation fields, the dashboard figures and the notification
 * bell, for an admin, a second admin, a signed-in non-admin and a visitor.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type {
  AdminDashboardCount,
  AdminDashboardWeek,
  AdminNotificationItem,
  Database,
} from '../../src/types/database';
import { createTestUser, startTestServer, type TestServer, type TestUser } from '../helpers/server';

type Client = SupabaseClient<Database>;

let ts: TestServer;
let admin: Client;
let otherAdmin: Client;
let member: Client;
let anon: Client;
let adminUser: TestUser;

beforeAll(async () => {
  ts = await startTestServer();
  adminUser = await createTestUser(ts, 'portal-admin@example.com', true);
  admin = ts.clientFor(adminUser);
  otherAdmin = ts.clientFor(await createTestUser(ts, 'second-admin@example.com', true));
  member = ts.clientFor(await createTestUser(ts, 'member@example.com', false));
  anon = ts.clientFor();
});

afterAll(async () => {
  await ts?.close();
});

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const email = (label: string) => `${label}.${randomUUID().slice(0, 8)}@example.com`;

const inquiry = () => ({
  id: randomUUID(),
  tour_id: 'sri-lanka-highlights-10day',
  tour_title: 'Sri Lanka Highlights',
  first_name: 'Chamari',
  last_name: 'Silva',
  email: email('inquiry'),
  phone: '+94 11 555 0100',
  country: 'Sri Lanka',
  preferred_date: day(20),
  adults: 2,
  children: 1,
  message: 'A quiet room, please.',
});

const request = () => ({
  id: randomUUID(),
  full_name: 'Lena Vogel',
  email: email('request'),
  phone: '+49 30 555 0100',
  country: 'Germany',
  travel_start_date: day(30),
  travel_end_date: day(40),
  number_of_people: '2',
  budget_range: 'flexible',
  tour_places: 'Kandy, Ella',
  hotel_preferences: 'Boutique hotels',
  additional_requirements: null,
});

const review = () => ({
  id: randomUUID(),
  tour_id: 'sri-lanka-highlights-10day',
  tour_title: 'Sri Lanka Highlights',
  customer_name: 'Tom Baker',
  email: email('review'),
  country: 'United Kingdom',
  ratings: { overall: 5, quality: 5, locations: 4, service: 5, price: 4 },
  comment: 'Ten days that felt like a month, in the best way.',
  would_recommend: true,
});

/** Wall clock of an instant in a time zone (ICU data in Node, not our SQL). */
const wallClock = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));

describe('staff-only columns', () => {
  it('drops the internal note a visitor sends, and never lets a visitor read it', async () => {
    const row = { ...inquiry(), internal_note: 'Give them the sea-view room' };
    expect((await anon.from('tour_inquiries').insert(row)).status).toBe(201);

    const stored = await admin.from('tour_inquiries').select('id, internal_note, status').eq('id', row.id);
    expect(stored.data).toEqual([{ id: row.id, internal_note: null, status: 'pending' }]);

    const read = await anon.from('tour_inquiries').select('internal_note');
    expect(read).toMatchObject({ status: 401, error: { code: '42501' } });
    const write = await anon.from('tour_inquiries').update({ internal_note: 'x' }).eq('id', row.id);
    expect(write).toMatchObject({ status: 401, error: { code: '42501' } });
  });

  it('lets an admin write and clear a note on an enquiry and a request, up to 2000 characters', async () => {
    const enquiry = inquiry();
    const custom = request();
    expect((await anon.from('tour_inquiries').insert(enquiry)).status).toBe(201);
    expect((await anon.from('custom_tour_requests').insert(custom)).status).toBe(201);

    const note = 'n'.repeat(2000);
    const saved = await admin
      .from('tour_inquiries')
      .update({ internal_note: note })
      .eq('id', enquiry.id)
      .select('internal_note');
    expect(saved).toMatchObject({ error: null, data: [{ internal_note: note }] });
    const savedRequest = await admin
      .from('custom_tour_requests')
      .update({ internal_note: 'Sent two quotes' })
      .eq('id', custom.id)
      .select('internal_note, status');
    expect(savedRequest.data).toEqual([{ internal_note: 'Sent two quotes', status: 'pending' }]);

    const tooLong = await admin
      .from('custom_tour_requests')
      .update({ internal_note: `${note}!` })
      .eq('id', custom.id);
    expect(tooLong).toMatchObject({ status: 400, error: { code: '23514' } });
    expect(tooLong.error?.message).toContain('custom_tour_requests_internal_note_length');

    const cleared = await admin
      .from('tour_inquiries')
      .update({ internal_note: null })
      .eq('id', enquiry.id)
      .select('internal_note');
    expect(cleared.data).toEqual([{ internal_note: null }]);

    // A signed-in non-admin reaches no row at all.
    const byMember = await member
      .from('tour_inquiries')
      .update({ internal_note: 'mine now' })
      .eq('id', enquiry.id)
      .select('id');
    expect(byMember).toMatchObject({ error: null, data: [] });
  });

  it('keeps a tour review’s admin notes and decision time for staff, stamping the time on a decision', async () => {
    const row = { ...review(), admin_notes: 'approve me', reviewed_at: '2025-01-01T00:00:00Z' };
    expect((await anon.from('reviews').insert(row)).status).toBe(201);

    const hidden = await anon.from('reviews').select('admin_notes, reviewed_at');
    expect(hidden).toMatchObject({ status: 401, error: { code: '42501' } });

    const fresh = await admin.from('reviews').select('admin_notes, reviewed_at').eq('id', row.id).single();
    expect(fresh.data).toEqual({ admin_notes: null, reviewed_at: null });

    const started = Date.now();
    const decided = await admin
      .from('reviews')
      .update({ status: 'approved', admin_notes: 'Booking checked' })
      .eq('id', row.id)
      .select('status, admin_notes, reviewed_at')
      .single();
    expect(decided.error).toBeNull();
    expect(decided.data).toMatchObject({ status: 'approved', admin_notes: 'Booking checked' });
    const stamped = Date.parse(decided.data?.reviewed_at ?? '');
    expect(Math.abs(stamped - started)).toBeLessThan(60_000);

    // Published, but still without the staff columns for visitors.
    const published = await anon.from('reviews').select('id, customer_name').eq('id', row.id);
    expect(published.data).toEqual([{ id: row.id, customer_name: 'Tom Baker' }]);
  });
});

describe('admin_dashboard', () => {
  it('gives an admin the figures, with months and weeks of Asia/Colombo by default', async () => {
    const { data, error } = await admin.rpc('admin_dashboard');
    expect(error).toBeNull();
    if (!data) throw new Error('no dashboard');
    expect(Object.keys(data).sort()).toEqual([
      'average_rating',
      'custom_requests',
      'custom_reviews',
      'gallery_images',
      'inquiries',
      'month_start',
      'pending_inquiries',
      'previous_month_start',
      'reviews',
      'weekly',
    ]);
    expect(wallClock(data.month_start, 'Asia/Colombo')).toMatch(/^\d{4}-\d{2}-01, 00:00$/);
    expect(wallClock(data.previous_month_start, 'Asia/Colombo')).toMatch(/^\d{4}-\d{2}-01, 00:00$/);

    // Everything so far was written in this suite, moments ago: all of it is this month's and this week's.
    const count = async (table: 'tour_inquiries' | 'custom_tour_requests', pending = false) => {
      const query = admin.from(table).select('*', { count: 'exact', head: true });
      return (await (pending ? query.eq('status', 'pending') : query)).count;
    };
    const inquiries = await count('tour_inquiries');
    const requests = await count('custom_tour_requests');
    expect(inquiries).toBeGreaterThan(0);
    expect(data.inquiries as unknown as AdminDashboardCount).toEqual({
      total: inquiries,
      this_month: inquiries,
      last_month: 0,
    });
    expect(data.custom_requests).toEqual({ total: requests, this_month: requests, last_month: 0 });
    const pending = await count('tour_inquiries', true);
    expect(data.pending_inquiries).toEqual({ total: pending, this_month: pending, last_month: 0 });
    // One approved tour review (5 stars), no approved custom review.
    expect(data.reviews).toEqual({ total: 1, this_month: 1, last_month: 0 });
    expect(data.custom_reviews).toEqual({ total: 0, this_month: 0, last_month: 0 });
    expect(data.average_rating).toEqual({ value: 5, this_month: 5, last_month: null });

    const weekly = data.weekly as unknown as AdminDashboardWeek[];
    expect(weekly).toHaveLength(8);
    expect(weekly.slice(0, 7).every((w) => w.inquiries === 0 && w.custom_requests === 0)).toBe(true);
    expect(weekly[7]).toMatchObject({ inquiries, custom_requests: requests });
  });

  it('takes another time zone, and answers 400 / 22023 for one it does not know', async () => {
    const utc = await admin.rpc('admin_dashboard', { time_zone: 'UTC' });
    expect(utc.error).toBeNull();
    expect(wallClock(utc.data?.month_start ?? '', 'UTC')).toMatch(/^\d{4}-\d{2}-01, 00:00$/);

    const unknown = await admin.rpc('admin_dashboard', { time_zone: 'Asia/Atlantis' });
    expect(unknown).toMatchObject({ status: 400, data: null, error: { code: '22023' } });
    expect(unknown.error?.message).toBe('Unknown time zone: Asia/Atlantis');
  });

  it('refuses a signed-in non-admin (403) and a visitor (401) with 42501', async () => {
    expect(await member.rpc('admin_dashboard')).toMatchObject({ status: 403, data: null, error: { code: '42501' } });
    expect(await anon.rpc('admin_dashboard')).toMatchObject({ status: 401, data: null, error: { code: '42501' } });
  });
});

describe('notification bell', () => {
  it('counts pending arrivals since this admin opened the bell, newest first, and keeps admins apart', async () => {
    const first = await admin.rpc('admin_notifications');
    expect(first.error).toBeNull();
    expect(first.data?.seen_at).toBeNull();
    const before = first.data;
    if (!before) throw new Error('no notifications');

    const arrival = request();
    expect((await anon.from('custom_tour_requests').insert(arrival)).status).toBe(201);
    const withArrival = await admin.rpc('admin_notifications');
    expect(withArrival.data?.custom_requests).toBe(before.custom_requests + 1);
    const items = withArrival.data?.items as unknown as AdminNotificationItem[];
    expect(items[0]).toMatchObject({ kind: 'custom_request', id: arrival.id, name: 'Lena Vogel' });
    expect(items.length).toBeLessThanOrEqual(10);

    const marked = await admin.rpc('admin_mark_notifications_seen');
    expect(marked.error).toBeNull();
    expect(typeof marked.data).toBe('string');
    const seenAt = Date.parse(marked.data ?? '');
    expect(Math.abs(seenAt - Date.now())).toBeLessThan(60_000);

    const afterMark = await admin.rpc('admin_notifications');
    expect(afterMark.data).toMatchObject({
      inquiries: 0,
      custom_requests: 0,
      reviews: 0,
      custom_reviews: 0,
      items: [],
    });
    expect(Date.parse(afterMark.data?.seen_at ?? '')).toBe(seenAt);

    // The other admin has not opened the bell: nothing was reset for them.
    const other = await otherAdmin.rpc('admin_notifications');
    expect(other.data).toMatchObject({ seen_at: null, custom_requests: before.custom_requests + 1 });

    const later = review();
    expect((await anon.from('reviews').insert(later)).status).toBe(201);
    const next = await admin.rpc('admin_notifications');
    expect(next.data).toMatchObject({ inquiries: 0, custom_requests: 0, reviews: 1, custom_reviews: 0 });
    expect(next.data?.items).toEqual([
      { kind: 'review', id: later.id, name: 'Tom Baker', created_at: expect.any(String) },
    ]);
  });

  it('refuses the bell to a signed-in non-admin (403) and a visitor (401), and serves no mark table', async () => {
    for (const [client, status] of [
      [member, 403],
      [anon, 401],
    ] as const) {
      expect(await client.rpc('admin_notifications')).toMatchObject({ status, error: { code: '42501' } });
      expect(await client.rpc('admin_mark_notifications_seen')).toMatchObject({ status, error: { code: '42501' } });
    }
    // The marks live in a schema the API does not expose, even to an admin.
    const res = await fetch(`${ts.url}/rest/v1/admin_notification_marks?select=*`, {
      headers: { apikey: ts.anonKey, Authorization: `Bearer ${adminUser.token}`, 'Accept-Profile': 'private' },
    });
    expect(res.status).toBe(406);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST106');
  });
});
