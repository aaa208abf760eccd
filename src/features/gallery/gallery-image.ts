import { GALLERY_PUBLIC_CATEGORIES } from '../../config/limits';
import type { SelectedRow } from '../../types/select-columns';

export type PublicCategory = (typeof GALLERY_PUBLIC_CATEGORIES)[number];

/** Named, never `*`: anon may select only granted columns (ANON_READABLE_COLUMNS.gallery). */
export const GALLERY_COLUMNS =
  'id, title, description, category, url, thumbnail_url, preview_url, width, height, featured, created_at' as const;

export type GalleryRow = SelectedRow<'gallery', typeof GALLERY_COLUMNS>;

export interface GalleryImage {
  id: string;
  title: string | null;
  description: string | null;
  category: PublicCategory;
  /** Grid tile (≤ 480 px); the full image for older rows without one. */
  thumbnailUrl: string;
  /** Lightbox (≤ 1280 px); the full image for older rows without one. */
  previewUrl: string;
  /** Of the full image; the smaller variants keep its aspect ratio, which is all the layout needs. */
  width: number;
  height: number;
  featured: boolean;
}

/** Rows without dimensions (older hosted images) reserve a 4:3 box until they load. */
const FALLBACK_SIZE = { width: 4, height: 3 } as const;

function isPublicCategory(value: string): value is PublicCategory {
  return (GALLERY_PUBLIC_CATEGORIES as readonly string[]).includes(value);
}

function blankToNull(text: string | null): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Rows as visitors see them. The query already leaves out hotel photos; dropping any category that is not
 * public here too keeps a copy cached by an older version (or a new admin-only category) off the page.
 */
export function toGalleryImages(rows: readonly GalleryRow[]): GalleryImage[] {
  return rows.flatMap((row) => {
    if (!isPublicCategory(row.category)) return [];
    const sized = row.width && row.height ? { width: row.width, height: row.height } : FALLBACK_SIZE;
    return [
      {
        id: row.id,
        title: blankToNull(row.title),
        description: blankToNull(row.description),
        category: row.category,
        thumbnailUrl: row.thumbnail_url || row.url,
        previewUrl: row.preview_url || row.url,
        ...sized,
        featured: row.featured,
      },
    ];
  });
}

/** Index after moving `step` places through `count` photos, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Minimum horizontal travel for a swipe, so a tap or a wobbly vertical scroll does not change photo. */
export const SWIPE_MIN_DISTANCE_PX = 50; // px

/**
 * A finished pointer gesture as a photo step: a swipe to the left shows the next photo, to the right the
 * previous one; anything short or mostly vertical is not a swipe.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * Supabase Storage public objects answer CORS requests, so they are fetched with `crossorigin` and the
 * service worker can keep a readable copy for offline viewing (an opaque one would not be cached).
 * Other hosts may not send CORS headers, and such a request would fail outright, so they load as usual.
 */
export function isStorageUrl(url: string): boolean {
  try {
    return new URL(url).pathname.includes('/storage/v1/object/public/gallery/');
  } catch {
    return false;
  }
}
