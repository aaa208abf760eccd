/**
 * Turns the operator's photos into responsive web images (`npm run images`, or
 * `npx tsx scripts/build-images.ts [--force]`).
 *
 * A JPEG or PNG dropped into images/ and named after an image name from src/content/images.ts
 * (images/sigiriya.jpg, images/hero-safari.jpeg) becomes AVIF and WebP variants in public/photos/ at the
 * widths below, and src/content/photos.gen.json lists them so <ResponsiveImage> serves the photo instead
 * of the artwork. Variants never upscale, follow the camera's orientation and carry no metadata: phone
 * photos hold GPS positions in EXIF, which must not be published. Up-to-date variants are not re-encoded.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { IMAGE_NAMES, isImageName, type PhotoEntry, type PhotoManifest } from '../src/content/images.ts';
import { isEntryPoint } from './entry-point.ts';

/** px; phones, tablets/small laptops, large screens (hero images are at most 1600 px wide on the page). */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const FORMATS = ['avif', 'webp'] as const;
type Format = (typeof FORMATS)[number];
// AVIF 50 and WebP 78 look alike to the eye; together they keep a 1600 px photo near 100–250 KB.
const QUALITY: Record<Format, number> = { avif: 50, webp: 78 };
const INPUT_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png']);
/** Files the operator may keep in the drop folder that are not photos. */
const IGNORED_INPUTS = /^(\.|readme)/i;
/** Only files this script could have written are ever deleted from the output folder. */
const VARIANT_FILE = /^([a-z0-9-]+)-(\d+)\.(avif|webp)$/;

export interface BuildImagesOptions {
  /** The drop folder (images/). */
  inputDir: string;
  /** Where variants are written (public/photos/). */
  outputDir: string;
  /** The manifest the app imports (src/content/photos.gen.json). */
  manifestPath: string;
  /** URL path under which outputDir is served. */
  publicPath?: string;
  /** Re-encode even when the variants are newer than the photo (after changing quality or widths). */
  force?: boolean;
  log?: (message: string) => void;
}

export interface BuildImagesResult {
  manifest: PhotoManifest;
  /** Variant files encoded by this run. */
  written: string[];
  /** Input files reported and left out (unknown name, duplicate, unsupported type). */
  skipped: string[];
  /** Variant files deleted because their photo is gone. */
  removed: string[];
}

/**
 * Widths to emit for a photo `width` px wide: the standard widths clearly below it, then its own width
 * (capped at the largest standard width). A standard width within 10% of the photo's adds a file for no gain.
 */
export function variantWidths(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  const top = Math.min(width, largest);
  return [...VARIANT_WIDTHS.filter((w) => w < top && w < width * 0.9), top];
}

function closestName(name: string): string | undefined {
  const distance = (a: string, b: string) => {
    let row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) {
        next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      }
      row = next;
    }
    return row[b.length]!;
  };
  const [best] = [...IMAGE_NAMES].sort((a, b) => distance(name, a) - distance(name, b));
  return best && distance(name, best) <= 3 ? best : undefined;
}

async function isFresh(output: string, inputMtimeMs: number): Promise<boolean> {
  try {
    return (await stat(output)).mtimeMs >= inputMtimeMs;
  } catch {
    return false;
  }
}

/** Size as displayed: EXIF orientations 5–8 turn the picture a quarter, swapping width and height. */
async function displaySize(file: string): Promise<{ width: number; height: number }> {
  const { width, height, orientation } = await sharp(file).metadata();
  if (!width || !height) throw new Error(`${file}: cannot read image size`);
  return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
}

export async function buildImages(options: BuildImagesOptions): Promise<BuildImagesResult> {
  const { inputDir, outputDir, manifestPath, publicPath = '/photos', force = false, log = console.log } = options;
  const result: BuildImagesResult = { manifest: {}, written: [], skipped: [], removed: [] };

  const inputs = existsSync(inputDir) ? (await readdir(inputDir)).sort() : [];
  const photos = new Map<string, string>();
  for (const file of inputs) {
    if (IGNORED_INPUTS.test(file)) continue;
    const ext = extname(file).toLowerCase();
    const name = file.slice(0, file.length - ext.length).toLowerCase();
    if (!INPUT_EXTENSIONS.has(ext)) {
      log(`skipped ${file}: only JPEG and PNG photos are converted`);
      result.skipped.push(file);
    } else if (!isImageName(name)) {
      const hint = closestName(name);
      log(`skipped ${file}: "${name}" is not an image name${hint ? ` (did you mean ${hint}${ext}?)` : ''}`);
      result.skipped.push(file);
    } else if (photos.has(name)) {
      log(`skipped ${file}: ${photos.get(name)} already provides "${name}"`);
      result.skipped.push(file);
    } else {
      photos.set(name, file);
    }
  }

  if (photos.size > 0) await mkdir(outputDir, { recursive: true });
  const expected = new Set<string>();
  const entries: [string, PhotoEntry][] = [];
  for (const [name, file] of [...photos].sort(([a], [b]) => a.localeCompare(b))) {
    const input = join(inputDir, file);
    const inputMtimeMs = (await stat(input)).mtimeMs;
    const size = await displaySize(input);
    const widths = variantWidths(size.width);
    const entry: PhotoEntry = { width: 0, height: 0, avif: [], webp: [] };
    for (const width of widths) {
      for (const format of FORMATS) {
        const fileName = `${name}-${width}.${format}`;
        const output = join(outputDir, fileName);
        expected.add(fileName);
        entry[format].push({ src: `${publicPath}/${fileName}`, width });
        if (!force && (await isFresh(output, inputMtimeMs))) continue;
        // sharp writes no metadata unless asked (keepExif/withMetadata), so EXIF, XMP and GPS are dropped here.
        await sharp(input)
          .autoOrient()
          .resize({ width, withoutEnlargement: true })
          .toFormat(format, { quality: QUALITY[format] })
          .toFile(output);
        result.written.push(fileName);
      }
    }
    const largest = widths[widths.length - 1]!;
    entry.width = largest;
    entry.height = Math.round((size.height * largest) / size.width);
    entries.push([name, entry]);
  }

  const existing = existsSync(outputDir) ? await readdir(outputDir) : [];
  for (const file of existing.sort()) {
    if (VARIANT_FILE.test(file) && !expected.has(file)) {
      await unlink(join(outputDir, file));
      result.removed.push(file);
    }
  }

  result.manifest = Object.fromEntries(entries) as PhotoManifest;
  const json = `${JSON.stringify(result.manifest, null, 2)}\n`;
  const previous = existsSync(manifestPath) ? await readFile(manifestPath, 'utf8') : '';
  // Rewriting an unchanged manifest would only trigger needless rebuilds and diffs.
  if (json !== previous) {
    await mkdir(dirname(manifestPath), { recursive: true });
    await writeFile(manifestPath, json);
  }

  log(
    `${entries.length} photo(s): ${result.written.length} variant(s) written, ` +
      `${result.removed.length} removed, ${result.skipped.length} file(s) skipped`,
  );
  return result;
}

if (isEntryPoint(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  await buildImages({
    inputDir: join(root, 'images'),
    outputDir: join(root, 'public/photos'),
    manifestPath: join(root, 'src/content/photos.gen.json'),
    force: process.argv.includes('--force'),
  });
}
