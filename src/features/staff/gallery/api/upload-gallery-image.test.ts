import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase, type AppSupabaseClient } from '../../../../lib/supabase';
import type { PreparedImage } from '../image-encode';
import { uploadGalleryImage } from './upload-gallery-image';

vi.mock('../../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

const image: PreparedImage = {
  variants: (['full', 'preview', 'thumb'] as const).map((name) => ({
    name,
    blob: new Blob([new Uint8Array(10)], { type: 'image/webp' }),
    width: 10,
    height: 10,
  })),
  totalBytes: 30,
  width: 10,
  height: 10,
};
const meta = { category: 'nature' as const, title: 'Ella', description: null, fileName: 'IMG_1.jpg' };

function fake(options: { failUploadAt?: string; insertError?: string }) {
  const log: string[] = [];
  let inserted: unknown;
  const bucket = {
    upload: vi.fn(async (path: string) => {
      log.push(`upload ${path}`);
      return path === options.failUploadAt ? { data: null, error: { message: 'too big' } } : { data: {}, error: null };
    }),
    getPublicUrl: (path: string) => ({
      data: { publicUrl: `https://api.test/storage/v1/object/public/gallery/${path}` },
    }),
    remove: vi.fn(async (paths: string[]) => {
      log.push(`remove ${paths.join(',')}`);
      return { data: [], error: null };
    }),
  };
  const client = {
    storage: { from: () => bucket },
    from: (table: string) => ({
      insert: (row: unknown) => {
        log.push(`insert ${table}`);
        inserted = row;
        return { abortSignal: async () => ({ error: options.insertError ? { message: options.insertError } : null }) };
      },
    }),
  } as unknown as AppSupabaseClient;
  vi.mocked(getSupabase).mockResolvedValue(client);
  return { log, inserted: () => inserted };
}

beforeEach(() => vi.mocked(getSupabase).mockReset());

describe('uploadGalleryImage', () => {
  it('stores the three objects under the id, then the row that points at them', async () => {
    const { log, inserted } = fake({});
    const onStep = vi.fn();
    await uploadGalleryImage('u1', image, meta, onStep);
    expect(log).toEqual(['upload u1/full.webp', 'upload u1/preview.webp', 'upload u1/thumb.webp', 'insert gallery']);
    expect(onStep).toHaveBeenCalledTimes(4);
    expect(inserted()).toMatchObject({
      id: 'u1',
      url: 'https://api.test/storage/v1/object/public/gallery/u1/full.webp',
      preview_url: 'https://api.test/storage/v1/object/public/gallery/u1/preview.webp',
      thumbnail_url: 'https://api.test/storage/v1/object/public/gallery/u1/thumb.webp',
      storage_path: 'u1/full.webp',
      file_size: 30,
      format: 'webp',
      file_name: 'IMG_1.jpg',
      title: 'Ella',
      category: 'nature',
    });
  });

  it('removes the uploaded objects when the row is refused', async () => {
    const { log } = fake({ insertError: 'Would exceed image limit (20 max)' });
    await expect(uploadGalleryImage('u1', image, meta)).rejects.toThrow('Would exceed image limit (20 max)');
    expect(log.at(-1)).toBe('remove u1/full.webp,u1/preview.webp,u1/thumb.webp');
  });

  it('removes the objects stored so far when a later object fails, and adds no row', async () => {
    const { log } = fake({ failUploadAt: 'u1/preview.webp' });
    await expect(uploadGalleryImage('u1', image, meta)).rejects.toThrow(/too big/);
    expect(log).toEqual(['upload u1/full.webp', 'upload u1/preview.webp', 'remove u1/full.webp']);
  });
});
