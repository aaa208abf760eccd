import { describe, expect, it } from 'vitest';
import {
  filterImages,
  imageLabel,
  MAX_SOURCE_FILE_BYTES,
  progressPercent,
  storedPaths,
  summariseStorage,
  toAdminGalleryImage,
  toGalleryStats,
  toMegabytes,
  validateFiles,
  type GalleryRow,
} from './gallery-models';

const row = (extra: Partial<GalleryRow> = {}): GalleryRow => ({
  id: 'a1',
  title: 'Sigiriya at dawn',
  description: 'The rock fortress from the water gardens',
  category: 'cultural',
  url: 'https://example.test/gallery/a1/full.webp',
  thumbnail_url: 'https://example.test/gallery/a1/thumb.webp',
  preview_url: 'https://example.test/gallery/a1/preview.webp',
  file_name: 'IMG_0001.jpg',
  file_size: 900_000,
  width: 2048,
  height: 1536,
  format: 'webp',
  storage_path: 'a1/full.webp',
  upload_source: 'supabase_storage',
  featured: false,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...extra,
});

describe('toAdminGalleryImage', () => {
  it('maps a row and falls back to the full image for older rows', () => {
    const image = toAdminGalleryImage(row({ thumbnail_url: null, preview_url: null }));
    expect(image.thumbnailUrl).toBe(image.url);
    expect(image.previewUrl).toBe(image.url);
    expect(image.category).toBe('cultural');
  });
});

describe('imageLabel', () => {
  it('uses the title, then the file name, then the fallback', () => {
    expect(imageLabel({ title: ' Ella ', fileName: 'a.jpg' }, 'Untitled')).toBe('Ella');
    expect(imageLabel({ title: '', fileName: 'a.jpg' }, 'Untitled')).toBe('a.jpg');
    expect(imageLabel({ title: null, fileName: null }, 'Untitled')).toBe('Untitled');
  });
});

describe('filterImages', () => {
  const images = [
    toAdminGalleryImage(row()),
    toAdminGalleryImage(row({ id: 'b', title: 'Mirissa', description: null, category: 'beaches', file_name: 'x.jpg' })),
    toAdminGalleryImage(
      row({ id: 'c', title: 'Lobby', description: null, category: 'hotels', file_name: 'lobby.png' }),
    ),
  ];
  it('searches title, description and file name, ignoring case', () => {
    expect(filterImages(images, 'WATER', 'all').map((i) => i.id)).toEqual(['a1']);
    expect(filterImages(images, 'lobby.PNG', 'all').map((i) => i.id)).toEqual(['c']);
    expect(filterImages(images, '  ', 'all')).toHaveLength(3);
  });
  it('keeps one category, hotels included', () => {
    expect(filterImages(images, '', 'hotels').map((i) => i.id)).toEqual(['c']);
    expect(filterImages(images, 'mirissa', 'cultural')).toEqual([]);
  });
});

describe('storedPaths', () => {
  it('lists the three variants and an older single file', () => {
    expect(storedPaths({ id: 'a1', storagePath: 'a1/full.webp', uploadSource: 'supabase_storage' })).toEqual([
      'a1/full.webp',
      'a1/preview.webp',
      'a1/thumb.webp',
    ]);
    expect(storedPaths({ id: 'a1', storagePath: 'old/photo.jpg', uploadSource: 'supabase_storage' })).toContain(
      'old/photo.jpg',
    );
  });
  it('has nothing to remove for images hosted elsewhere', () => {
    expect(storedPaths({ id: 'a1', storagePath: null, uploadSource: 'cloudinary' })).toEqual([]);
  });
});

describe('storage figures', () => {
  const stats = (totalImages: number, totalSize: number) =>
    toGalleryStats({
      total_images: totalImages,
      max_images: 20,
      remaining_images: Math.max(20 - totalImages, 0),
      total_size: totalSize,
      max_total_size: 52_428_800,
    });

  it('shows sizes in MB of 1,048,576 bytes', () => {
    expect(toMegabytes(1_048_576)).toBe(1);
    expect(toMegabytes(52_428_800)).toBe(50);
    expect(toMegabytes(1_572_864)).toBe(1.5);
  });

  it('warns above 80 % of the total size, not at it', () => {
    expect(summariseStorage(stats(1, 41_943_040)).sizeWarning).toBe(false); // exactly 80 %
    expect(summariseStorage(stats(1, 41_943_041)).sizeWarning).toBe(true);
    expect(summariseStorage(stats(1, 26_214_400)).percentUsed).toBe(50);
    expect(summariseStorage(stats(1, 60_000_000)).percentUsed).toBe(100);
  });

  it('is almost full at 3 or fewer slots and full at 0', () => {
    expect(summariseStorage(stats(16, 0)).level).toBe('ok');
    expect(summariseStorage(stats(17, 0)).level).toBe('almostFull');
    expect(summariseStorage(stats(19, 0)).level).toBe('almostFull');
    expect(summariseStorage(stats(20, 0)).level).toBe('full');
  });
});

describe('validateFiles', () => {
  const jpeg = (name: string, size = 6_000_000) => ({ name, type: 'image/jpeg', size });

  it('accepts camera-sized images of the bucket’s types', () => {
    expect(validateFiles([jpeg('a.jpg'), { name: 'b.png', type: 'image/png', size: 10 }], 5)).toEqual([]);
  });

  it('refuses other types, empty and huge files by name', () => {
    expect(
      validateFiles(
        [
          { name: 'notes.txt', type: 'text/plain', size: 10 },
          { name: 'photo.heic', type: 'image/heic', size: 10 },
          jpeg('empty.jpg', 0),
          jpeg('huge.jpg', MAX_SOURCE_FILE_BYTES + 1),
        ],
        10,
      ),
    ).toEqual([
      { fileName: 'notes.txt', problem: 'type' },
      { fileName: 'photo.heic', problem: 'type' },
      { fileName: 'empty.jpg', problem: 'empty' },
      { fileName: 'huge.jpg', problem: 'tooLarge' },
    ]);
  });

  it('refuses the files beyond the remaining slots', () => {
    expect(validateFiles([jpeg('1.jpg'), jpeg('2.jpg'), jpeg('3.jpg')], 2)).toEqual([
      { fileName: '3.jpg', problem: 'tooMany' },
    ]);
    expect(validateFiles([jpeg('1.jpg')], 0)).toEqual([{ fileName: '1.jpg', problem: 'tooMany' }]);
  });
});

describe('progressPercent', () => {
  it('counts five steps per file', () => {
    expect(progressPercent(0, 2)).toBe(0);
    expect(progressPercent(5, 2)).toBe(50);
    expect(progressPercent(10, 2)).toBe(100);
    expect(progressPercent(3, 0)).toBe(0);
  });
});
