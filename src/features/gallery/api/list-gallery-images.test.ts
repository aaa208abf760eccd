import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GALLERY_PUBLIC_CATEGORIES } from '../../../config/limits';
import { getSupabase, type AppSupabaseClient } from '../../../lib/supabase';
import { OfflineDb, setOfflineDbForTests } from '../../../offline/db';
import { ANON_READABLE_COLUMNS } from '../../../types/database';
import { GALLERY_COLUMNS, type GalleryRow } from '../gallery-image';
import { GALLERY_CACHE_KEY, GALLERY_LIST_LIMIT, listGalleryImages } from './list-gallery-images';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

type QueryCall = [method: string, ...args: unknown[]];

/** Records the query chain and answers `respond()` when the query is awaited. */
function fakeSupabase(respond: () => { data: unknown; error: unknown }): QueryCall[] {
  const calls: QueryCall[] = [];
  const builder: object = new Proxy(
    {},
    {
      get(_target, method: string) {
        if (method === 'then') {
          return (resolve: (value: unknown) => void, reject: (reason: unknown) => void) =>
            Promise.resolve().then(respond).then(resolve, reject);
        }
        return (...args: unknown[]) => {
          calls.push([method, ...args]);
          return builder;
        };
      },
    },
  );
  const client = {
    from: (table: string) => {
      calls.push(['from', table]);
      return builder;
    },
  } as unknown as AppSupabaseClient;
  vi.mocked(getSupabase).mockResolvedValue(client);
  return calls;
}

const row: GalleryRow = {
  id: 'g1',
  title: 'Sigiriya at dawn',
  description: 'The rock fortress from the water gardens.',
  category: 'cultural',
  url: 'https://example.supabase.co/storage/v1/object/public/gallery/g1/full.webp',
  thumbnail_url: 'https://example.supabase.co/storage/v1/object/public/gallery/g1/thumb.webp',
  preview_url: 'https://example.supabase.co/storage/v1/object/public/gallery/g1/preview.webp',
  width: 2048,
  height: 1365,
  featured: true,
  created_at: '2026-11-01T10:00:00Z',
};

let n = 0;
beforeEach(async () => {
  const db = new OfflineDb(`gallery-test-${++n}`);
  setOfflineDbForTests(db);
  await db.open();
  vi.mocked(getSupabase).mockReset();
});

describe('listGalleryImages', () => {
  it('asks for public categories only, by named anon-readable columns, featured first then newest', async () => {
    const calls = fakeSupabase(() => ({ data: [row], error: null }));
    const result = await listGalleryImages();
    expect(result.source).toBe('network');
    expect(result.data).toEqual([expect.objectContaining({ id: 'g1', title: 'Sigiriya at dawn', featured: true })]);
    expect(calls).toEqual([
      ['from', 'gallery'],
      ['select', GALLERY_COLUMNS],
      ['in', 'category', GALLERY_PUBLIC_CATEGORIES],
      ['order', 'featured', { ascending: false }],
      ['order', 'created_at', { ascending: false }],
      ['order', 'id'],
      ['limit', GALLERY_LIST_LIMIT],
      ['abortSignal', expect.any(AbortSignal)],
      ['retry', false],
    ]);
    expect(GALLERY_PUBLIC_CATEGORIES).not.toContain('hotels');
    const columns = GALLERY_COLUMNS.split(',').map((c) => c.trim());
    expect(columns).not.toContain('*');
    expect(columns.every((c) => (ANON_READABLE_COLUMNS.gallery as readonly string[]).includes(c))).toBe(true);
  });

  it('answers from the copy kept under "gallery" when offline, and fails without one', async () => {
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    fakeSupabase(offline);
    await expect(listGalleryImages()).rejects.toThrow('Failed to fetch');
    fakeSupabase(() => ({ data: [row], error: null }));
    await listGalleryImages();
    fakeSupabase(offline);
    const cached = await listGalleryImages();
    expect(cached.source).toBe('cache');
    expect(cached.data.map((image) => image.id)).toEqual(['g1']);
    expect(GALLERY_CACHE_KEY).toBe('gallery');
  });

  it('turns a server error into a failure rather than an empty gallery', async () => {
    fakeSupabase(() => ({ data: null, error: { message: 'permission denied for table gallery' } }));
    await expect(listGalleryImages()).rejects.toThrow('Gallery: permission denied for table gallery');
  });

  it('shares one request between callers while it is under way', async () => {
    const calls = fakeSupabase(() => ({ data: [row], error: null }));
    const [a, b] = await Promise.all([listGalleryImages(), listGalleryImages()]);
    expect(a).toBe(b);
    expect(calls.filter(([method]) => method === 'from')).toHaveLength(1);
  });
});
