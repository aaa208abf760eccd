import { describe, expect, it } from 'vitest';
import {
  isStorageUrl,
  swipeStep,
  SWIPE_MIN_DISTANCE_PX,
  toGalleryImages,
  wrapIndex,
  type GalleryRow,
} from './gallery-image';

const base: GalleryRow = {
  id: 'g1',
  title: 'Sigiriya',
  description: null,
  category: 'cultural',
  url: 'https://cdn.example.com/full.jpg',
  thumbnail_url: null,
  preview_url: null,
  width: 1600,
  height: 1200,
  featured: false,
  created_at: '2026-11-01T10:00:00Z',
};

describe('toGalleryImages', () => {
  it('falls back to the full image when an older row has no thumbnail or preview', () => {
    const [image] = toGalleryImages([base]);
    expect(image).toMatchObject({ thumbnailUrl: base.url, previewUrl: base.url, width: 1600, height: 1200 });
  });

  it('uses the thumbnail in the grid and the preview in the lightbox when they exist', () => {
    const [image] = toGalleryImages([
      { ...base, thumbnail_url: 'https://x.example/thumb.webp', preview_url: 'https://x.example/preview.webp' },
    ]);
    expect(image).toMatchObject({
      thumbnailUrl: 'https://x.example/thumb.webp',
      previewUrl: 'https://x.example/preview.webp',
    });
  });

  it('never shows hotel photos (admin-only), even from a copy kept by an older version', () => {
    const images = toGalleryImages([
      base,
      { ...base, id: 'h1', category: 'hotels' },
      { ...base, id: 'x', category: 'spa' },
    ]);
    expect(images.map((image) => image.id)).toEqual(['g1']);
  });

  it('reserves a 4:3 box for rows without dimensions and treats blank titles as missing', () => {
    const [image] = toGalleryImages([{ ...base, width: null, height: null, title: '  ', description: '' }]);
    expect(image).toMatchObject({ width: 4, height: 3, title: null, description: null });
  });
});

describe('wrapIndex', () => {
  it('wraps from the last photo to the first and from the first to the last', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('goes to the next photo on a swipe to the left and the previous on a swipe to the right', () => {
    expect(swipeStep(-SWIPE_MIN_DISTANCE_PX - 10, 5)).toBe(1);
    expect(swipeStep(SWIPE_MIN_DISTANCE_PX + 10, -5)).toBe(-1);
  });

  it('ignores taps, short moves and mostly vertical scrolls', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(SWIPE_MIN_DISTANCE_PX - 1, 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
  });
});

describe('isStorageUrl', () => {
  it('recognises Supabase Storage public gallery objects only', () => {
    expect(isStorageUrl('http://127.0.0.1:55000/storage/v1/object/public/gallery/g1/thumb.webp')).toBe(true);
    expect(isStorageUrl('https://res.cloudinary.com/demo/image/upload/sample.jpg')).toBe(false);
    expect(isStorageUrl('not a url')).toBe(false);
  });
});
