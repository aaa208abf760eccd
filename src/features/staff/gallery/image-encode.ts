/**
 * Turns a camera photo into the three stored WebP variants in the browser, so the 2 MiB per-object
 * limit never refuses a photo for being large: decode once (createImageBitmap, honouring EXIF
 * orientation), draw each variant on an OffscreenCanvas (a <canvas> where there is none) and encode.
 */
import {
  encodeWithinLimit,
  OUTPUT_MIME_TYPE,
  VARIANTS,
  variantSizes,
  type Size,
  type VariantName,
} from './resize-plan';

export interface EncodedVariant {
  name: VariantName;
  blob: Blob;
  width: number;
  height: number;
}

export interface PreparedImage {
  variants: EncodedVariant[];
  /** Bytes of the three variants together: what the gallery row records and the capacity check counts. */
  totalBytes: number;
  /** Of the full variant. */
  width: number;
  height: number;
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function makeCanvas(size: Size): { context: Canvas2D; toBlob: (quality: number) => Promise<Blob> } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    return { context, toBlob: (quality) => canvas.convertToBlob({ type: OUTPUT_MIME_TYPE, quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  return {
    context,
    toBlob: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('Canvas could not encode'))),
          OUTPUT_MIME_TYPE,
          quality,
        ),
      ),
  };
}

async function encodeVariant(bitmap: ImageBitmap, target: Size): Promise<{ blob: Blob; size: Size }> {
  return encodeWithinLimit(target, async (size, quality) => {
    const { context, toBlob } = makeCanvas(size);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await toBlob(quality);
    // A browser without a WebP encoder falls back to PNG silently; storing that as .webp would lie.
    if (blob.type !== OUTPUT_MIME_TYPE) throw new Error(`This browser cannot encode WebP (got ${blob.type})`);
    return blob;
  });
}

/** Decodes `file` and encodes full, preview and thumb. Rejects when the file is not a readable image. */
export async function prepareImage(file: Blob): Promise<PreparedImage> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const sizes = variantSizes({ width: bitmap.width, height: bitmap.height });
    const variants: EncodedVariant[] = [];
    // One after another: three full-size canvases at once would triple the memory a phone needs.
    for (const variant of VARIANTS) {
      const { blob, size } = await encodeVariant(bitmap, sizes[variant.name]);
      variants.push({ name: variant.name, blob, width: size.width, height: size.height });
    }
    const full = variants[0]!;
    return {
      variants,
      totalBytes: variants.reduce((sum, variant) => sum + variant.blob.size, 0),
      width: full.width,
      height: full.height,
    };
  } finally {
    bitmap.close();
  }
}
