/**
 * How an uploaded photo becomes the three stored WebP variants (gallery contract): pure sizing and
 * quality decisions, kept apart from the canvas code so they can be tested without a browser.
 */
import { GALLERY_MAX_OBJECT_BYTES } from '../../../config/limits';

export const VARIANTS = [
  { name: 'full', maxSide: 2048 }, // px, longest side
  { name: 'preview', maxSide: 1280 }, // px, lightbox
  { name: 'thumb', maxSide: 480 }, // px, grid
] as const;
export type VariantName = (typeof VARIANTS)[number]['name'];

export const OUTPUT_MIME_TYPE = 'image/webp';
export const OUTPUT_FORMAT = 'webp';

/**
 * Encoder settings tried in order until a variant fits the bucket's 2 MiB object limit: first lower
 * quality, then, for pathological content such as sensor noise, fewer pixels.
 */
export const ENCODE_ATTEMPTS: readonly { scale: number; quality: number }[] = [
  { scale: 1, quality: 0.85 },
  { scale: 1, quality: 0.75 },
  { scale: 1, quality: 0.65 },
  { scale: 1, quality: 0.55 },
  { scale: 1, quality: 0.45 },
  { scale: 0.75, quality: 0.45 },
  { scale: 0.5, quality: 0.45 },
];

export interface Size {
  width: number;
  height: number;
}

/** Scales `source` down so its longest side is at most `maxSide`; never enlarges; at least 1 px. */
export function fitWithin(source: Size, maxSide: number): Size {
  if (source.width <= 0 || source.height <= 0) throw new Error('Image has no pixels');
  const ratio = Math.min(1, maxSide / Math.max(source.width, source.height));
  return {
    width: Math.max(1, Math.round(source.width * ratio)),
    height: Math.max(1, Math.round(source.height * ratio)),
  };
}

/** The size of each variant for a source image. */
export function variantSizes(source: Size): Record<VariantName, Size> {
  const sizes = {} as Record<VariantName, Size>;
  for (const variant of VARIANTS) sizes[variant.name] = fitWithin(source, variant.maxSide);
  return sizes;
}

export interface Encoded {
  blob: Blob;
  size: Size;
  quality: number;
}

/**
 * Encodes with each attempt in turn and keeps the first result within `limit` bytes. `encode` draws
 * the image at `size` and returns the encoded bytes.
 */
export async function encodeWithinLimit(
  target: Size,
  encode: (size: Size, quality: number) => Promise<Blob>,
  limit = GALLERY_MAX_OBJECT_BYTES,
): Promise<Encoded> {
  let smallest: number | undefined;
  for (const attempt of ENCODE_ATTEMPTS) {
    const size = {
      width: Math.max(1, Math.round(target.width * attempt.scale)),
      height: Math.max(1, Math.round(target.height * attempt.scale)),
    };
    const blob = await encode(size, attempt.quality);
    if (blob.size <= limit) return { blob, size, quality: attempt.quality };
    smallest = Math.min(smallest ?? Infinity, blob.size);
  }
  throw new Error(`Image stays over ${limit} bytes after resizing (smallest ${smallest} bytes)`);
}
