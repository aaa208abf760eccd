import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GALLERY_PUBLIC_CATEGORIES } from '../../../config/limits';
import { fromServer, KEPT_AT, keptCopy } from '../../../lib/public-reads.fixtures';
import { readPublicRows } from '../../../lib/supabase';
import { ANON_READABLE_COLUMNS } from '../../../types/database';
import { GALLERY_COLUMNS, type GalleryRow } from '../gallery-image';
import { GALLERY_LIST_LIMIT, GALLERY_REQUEST_TIMEOUT_MS, listGalleryImages } from './list-gallery-images';

vi.mock('../../../lib/supabase', () => ({ readPublicRows: vi.fn() }));

const read = vi.mocked(readPublicRows);
// As readPublicRows fails: with the list's name (given as `label`) before the reason.
const offline = () => read.mockRejectedValue(new Error('Gallery: Failed to fetch'));

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

beforeEach(() => {
  read.mockReset();
});

describe('listGalleryImages', () => {
  it('asks for public categories only, by named anon-readable columns, featured first then newest', async () => {
    read.mockResolvedValue(fromServer([row]));
    const result = await listGalleryImages();
    expect(result.source).toBe('network');
    expect(result.data).toEqual([expect.objectContaining({ id: 'g1', title: 'Sigiriya at dawn', featured: true })]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith(
      'gallery',
      {
        select: GALLERY_COLUMNS,
        category: 'in.(cultural,nature,beaches,adventure)',
        order: 'featured.desc,created_at.desc,id.asc',
        limit: String(GALLERY_LIST_LIMIT),
      },
      { timeoutMs: GALLERY_REQUEST_TIMEOUT_MS, label: 'Gallery' },
    );
    expect(GALLERY_PUBLIC_CATEGORIES).not.toContain('hotels');
    const columns = GALLERY_COLUMNS.split(',').map((c) => c.trim());
    expect(columns).not.toContain('*');
    expect(columns.every((c) => (ANON_READABLE_COLUMNS.gallery as readonly string[]).includes(c))).toBe(true);
  });

  it('keeps a hotel photo off the page even if the server sends one', async () => {
    read.mockResolvedValue(fromServer([row, { ...row, id: 'h1', category: 'hotels' }]));
    const result = await listGalleryImages();
    expect(result.data.map((image) => image.id)).toEqual(['g1']);
  });

  it("passes on the service worker's copy with the time of the read it keeps, and fails without one", async () => {
    read.mockResolvedValue(keptCopy([row, { ...row, id: 'h1', category: 'hotels' }]));
    const kept = await listGalleryImages();
    expect(kept).toMatchObject({ source: 'cache', storedAt: KEPT_AT });
    expect(kept.data.map((image) => image.id)).toEqual(['g1']);
    offline();
    await expect(listGalleryImages()).rejects.toThrow('Gallery: Failed to fetch');
  });

  it('turns a server error into a failure rather than an empty gallery', async () => {
    const refusal = new Error('Gallery: permission denied for table gallery');
    read.mockRejectedValue(refusal);
    await expect(listGalleryImages()).rejects.toBe(refusal);
  });

  it('shares one request between callers while it is under way', async () => {
    read.mockResolvedValue(fromServer([row]));
    const [a, b] = await Promise.all([listGalleryImages(), listGalleryImages()]);
    expect(a).toBe(b);
    expect(read).toHaveBeenCalledTimes(1);
    await listGalleryImages();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
