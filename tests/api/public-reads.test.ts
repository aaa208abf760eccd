/**
 * The public pages' reads (readPublicRows: one plain GET with the anon key) against the real local
 * server, with exactly the queries the tour reviews, home carousel and gallery send: only approved rows,
 * only the asked tour, newest first, the limit, no hotel photos, featured photos first, and a refusal
 * (a column anon may not read) reported with the server's own message.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { GALLERY_PUBLIC_CATEGORIES } from '../../src/config/limits';
import {
  GALLERY_LIST_LIMIT,
  GALLERY_REQUEST_TIMEOUT_MS,
  listGalleryImages,
} from '../../src/features/gallery/api/list-gallery-images';
import { GALLERY_COLUMNS } from '../../src/features/gallery/gallery-image';
import {
  CUSTOM_REVIEW_COLUMNS,
  CUSTOM_REVIEWS_LIMIT,
  listApprovedCustomReviews,
} from '../../src/features/reviews/api/list-approved-custom-reviews';
import {
  listApprovedTourReviews,
  TOUR_REVIEW_COLUMNS,
  TOUR_REVIEWS_LIMIT,
} from '../../src/features/reviews/api/list-approved-tour-reviews';
import { REVIEWS_REQUEST_TIMEOUT_MS } from '../../src/features/reviews/read-published';
import type { readPublicRows as ReadPublicRows } from '../../src/lib/supabase';
import { startTestServer, type TestServer } from '../helpers/server';

const TOUR = 'grand-circle-18day';
const OTHER_TOUR = 'sri-lanka-highlights-10day';
const BASE = Date.parse('2026-10-01T08:00:00Z');
/** Distinct, increasing creation times: `at(i)` is i minutes after BASE. */
const at = (minutes: number) => new Date(BASE + minutes * 60_000).toISOString();

let ts: TestServer;
let service: SupabaseClient;
let readPublicRows: typeof ReadPublicRows;

interface Seeded {
  id: string;
  created_at: string;
}
/** Newest first, as the lists must come back. */
const newestFirst = (rows: Seeded[]) => [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at));
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

// Queries exactly as the callers build them (see their modules).
const tourQuery = (tourId: string) => ({
  select: TOUR_REVIEW_COLUMNS,
  status: 'eq.approved',
  tour_id: `eq.${tourId}`,
  order: 'created_at.desc',
  limit: String(TOUR_REVIEWS_LIMIT),
});
const customQuery = {
  select: CUSTOM_REVIEW_COLUMNS,
  status: 'eq.approved',
  order: 'created_at.desc',
  limit: String(CUSTOM_REVIEWS_LIMIT),
};
const galleryQuery = {
  select: GALLERY_COLUMNS,
  category: `in.(${GALLERY_PUBLIC_CATEGORIES.join(',')})`,
  order: 'featured.desc,created_at.desc,id.asc',
  limit: String(GALLERY_LIST_LIMIT),
};

// More approved reviews of TOUR than a page shows, so the limit has something to cut.
const tourApproved: Seeded[] = Array.from({ length: TOUR_REVIEWS_LIMIT + 2 }, (_, i) => ({
  id: randomUUID(),
  created_at: at(i),
}));
const otherTourApproved: Seeded[] = [
  { id: randomUUID(), created_at: at(500) },
  { id: randomUUID(), created_at: at(400) },
];
const customApproved: Seeded[] = Array.from({ length: CUSTOM_REVIEWS_LIMIT + 2 }, (_, i) => ({
  id: randomUUID(),
  created_at: at(i),
}));

const gallery = {
  // Featured, the newer of the two: first.
  beaches: { id: randomUUID(), category: 'beaches', featured: true, created_at: at(30) },
  nature: { id: randomUUID(), category: 'nature', featured: true, created_at: at(10) },
  cultural: { id: randomUUID(), category: 'cultural', featured: false, created_at: at(40) },
  // Same moment: the id decides.
  adventureA: { id: '00000000-0000-4000-8000-00000000000a', category: 'adventure', featured: false, created_at: at(5) },
  adventureB: { id: '00000000-0000-4000-8000-00000000000b', category: 'adventure', featured: false, created_at: at(5) },
  // Newest and featured, but for the admin portal only.
  hotels: { id: randomUUID(), category: 'hotels', featured: true, created_at: at(99) },
};

function tourReview(tourId: string, row: Seeded, status: string) {
  return {
    ...row,
    submitted_at: row.created_at, // may not be later than created_at
    tour_id: tourId,
    tour_title: 'A tour of Sri Lanka',
    customer_name: 'Marco Rossi',
    email: 'marco@example.com',
    country: 'Italy',
    ratings: { overall: 4, quality: 4, locations: 5, service: 4, price: 4 },
    comment: 'Well organised and relaxed.',
    status,
  };
}

function customReview(row: Seeded, status: string) {
  return {
    ...row,
    submitted_at: row.created_at,
    customer_name: 'Sofia Alvarez',
    email: 'sofia@example.com',
    country: 'Spain',
    ratings: { overall: 5, quality: 4, service: 5, value: 4 },
    comment: 'Tea country by train, then Yala by jeep.',
    status,
  };
}

async function insert(table: string, rows: object[]) {
  const { error } = await service.from(table).insert(rows);
  expect(error, table).toBeNull();
}

beforeAll(async () => {
  ts = await startTestServer();
  service = ts.serviceClient();
  // The browser's build settings, pointed at this server; read when the first request is made.
  vi.stubEnv('VITE_SUPABASE_URL', ts.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', ts.anonKey);
  ({ readPublicRows } = await import('../../src/lib/supabase'));

  // Pending and rejected rows newer than every approved one: a query that let them through would show them first.
  await insert('reviews', [
    ...tourApproved.map((row) => tourReview(TOUR, row, 'approved')),
    ...otherTourApproved.map((row) => tourReview(OTHER_TOUR, row, 'approved')),
    tourReview(TOUR, { id: randomUUID(), created_at: at(1000) }, 'pending'),
    tourReview(TOUR, { id: randomUUID(), created_at: at(1001) }, 'rejected'),
    tourReview(OTHER_TOUR, { id: randomUUID(), created_at: at(1002) }, 'pending'),
  ]);
  await insert('custom_reviews', [
    ...customApproved.map((row) => customReview(row, 'approved')),
    customReview({ id: randomUUID(), created_at: at(1000) }, 'pending'),
    customReview({ id: randomUUID(), created_at: at(1001) }, 'rejected'),
  ]);
  // Inserted in an order that is none of the expected ones.
  await insert(
    'gallery',
    [gallery.adventureB, gallery.cultural, gallery.hotels, gallery.nature, gallery.adventureA, gallery.beaches].map(
      (image) => ({
        ...image,
        title: `A ${image.category} photo`,
        url: `https://images.example.com/${image.id}.webp`,
        file_size: 1000,
        width: 1600,
        height: 1200,
        upload_source: 'cloudinary',
      }),
    ),
  );
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await ts?.close();
});

describe('tour reviews', () => {
  it('returns only approved reviews of the asked tour, newest first, at most the page limit', async () => {
    const { data: rows, source } = await readPublicRows<Seeded>('reviews', tourQuery(TOUR), {
      timeoutMs: REVIEWS_REQUEST_TIMEOUT_MS,
      label: 'List',
    });
    expect(source).toBe('network');
    expect(rows).toHaveLength(TOUR_REVIEWS_LIMIT);
    expect(ids(rows)).toEqual(ids(newestFirst(tourApproved).slice(0, TOUR_REVIEWS_LIMIT)));
  });

  it('keeps each tour to its own reviews', async () => {
    const { data: rows } = await readPublicRows<Seeded>('reviews', tourQuery(OTHER_TOUR), {
      timeoutMs: REVIEWS_REQUEST_TIMEOUT_MS,
      label: 'List',
    });
    expect(ids(rows)).toEqual(ids(newestFirst(otherTourApproved)));
  });

  it('answers with exactly the named columns, none of them personal', async () => {
    const {
      data: [first],
    } = await readPublicRows<Record<string, unknown>>('reviews', tourQuery(OTHER_TOUR), {
      timeoutMs: REVIEWS_REQUEST_TIMEOUT_MS,
      label: 'List',
    });
    expect(Object.keys(first ?? {}).sort()).toEqual(
      TOUR_REVIEW_COLUMNS.split(',')
        .map((c) => c.trim())
        .sort(),
    );
    expect(first).not.toHaveProperty('email');
  });

  it('is refused, with the server message, when it names a column anon may not read', async () => {
    const query = { ...tourQuery(TOUR), select: `${TOUR_REVIEW_COLUMNS}, email` };
    const raw = await fetch(
      `${ts.url}/rest/v1/reviews?${new URLSearchParams({ ...query, select: query.select.replace(/\s+/g, '') })}`,
      { headers: { apikey: ts.anonKey, Authorization: `Bearer ${ts.anonKey}` } },
    );
    expect(raw.ok).toBe(false);
    const { message } = (await raw.json()) as { message: string };
    expect(message).toMatch(/permission denied/i);
    await expect(
      readPublicRows('reviews', query, { timeoutMs: REVIEWS_REQUEST_TIMEOUT_MS, label: 'Tour reviews' }),
    ).rejects.toThrow(new Error(`Tour reviews: ${message}`));
  });
});

describe('custom reviews', () => {
  it('returns only approved ones, newest first, at most the carousel limit', async () => {
    const { data: rows } = await readPublicRows<Seeded>('custom_reviews', customQuery, {
      timeoutMs: REVIEWS_REQUEST_TIMEOUT_MS,
      label: 'List',
    });
    expect(rows).toHaveLength(CUSTOM_REVIEWS_LIMIT);
    expect(ids(rows)).toEqual(ids(newestFirst(customApproved).slice(0, CUSTOM_REVIEWS_LIMIT)));
  });
});

describe('gallery', () => {
  it('leaves hotel photos out and puts featured ones first, then newest, then by id', async () => {
    const { data: rows } = await readPublicRows<{ id: string }>('gallery', galleryQuery, {
      timeoutMs: GALLERY_REQUEST_TIMEOUT_MS,
      label: 'List',
    });
    expect(ids(rows)).toEqual(
      ids([gallery.beaches, gallery.nature, gallery.cultural, gallery.adventureA, gallery.adventureB]),
    );
  });
});

describe('the callers', () => {
  // Guards the copies of their queries above: the real functions must see the same rows.
  it('read the same rows through readPublicRows', async () => {
    const tour = await listApprovedTourReviews(TOUR);
    expect(tour.source).toBe('network');
    expect(ids(tour.data)).toEqual(ids(newestFirst(tourApproved).slice(0, TOUR_REVIEWS_LIMIT)));
    const custom = await listApprovedCustomReviews();
    expect(ids(custom.data)).toEqual(ids(newestFirst(customApproved).slice(0, CUSTOM_REVIEWS_LIMIT)));
    const images = await listGalleryImages();
    expect(ids(images.data)).toEqual(
      ids([gallery.beaches, gallery.nature, gallery.cultural, gallery.adventureA, gallery.adventureB]),
    );
  });
});
