import { mkdir, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildImages, variantWidths } from '../../scripts/build-images';
import de from '../locales/de/images.json';
import en from '../locales/en/images.json';
import fr from '../locales/fr/images.json';
import { ART, IMAGE_NAMES, imageAlt, imageSources, type PhotoManifest, type Translate } from './images';

const root = join(import.meta.dirname, '../..');
const MAX_SVG_BYTES = 8 * 1024; // hard cap per artwork file

describe('artwork', () => {
  it.each(IMAGE_NAMES)('%s has a small, self-contained 16:10 SVG', async (name) => {
    const file = join(root, 'public/art', `${name}.svg`);
    const markup = await readFile(file, 'utf8');
    expect(Buffer.byteLength(markup)).toBeLessThan(MAX_SVG_BYTES);
    expect(markup.startsWith('<svg')).toBe(true);
    expect(markup).toContain('viewBox="0 0 1600 1000"');
    expect(markup).not.toMatch(/<script|<foreignObject|\son[a-z]+=/i);
    expect(markup).not.toMatch(/<text/i); // words belong in the page, where they are translated
    expect(markup).not.toMatch(/href="(?!#)/); // only references to shapes inside the same file
    expect(markup).not.toMatch(/url\((?!#)/);
    // librsvg parses it as XML and reports the canvas size, so a malformed file fails here.
    const meta = await sharp(Buffer.from(markup)).metadata();
    expect(meta).toMatchObject({ format: 'svg', width: 1600, height: 1000 });
    expect(ART[name]).toEqual({ src: `/art/${name}.svg`, width: 1600, height: 1000 });
  });

  it('has no stray files in public/art', async () => {
    const files = (await readdir(join(root, 'public/art'))).sort();
    expect(files).toEqual(IMAGE_NAMES.map((name) => `${name}.svg`).sort());
  });
});

describe('alt text', () => {
  it.each([
    ['en', en, /^Illustration of /],
    ['de', de, /^Illustration: /],
    ['fr', fr, /^Illustration (de |d'|du |des )/],
  ] as const)('%s describes every image honestly as an illustration', (_lang, messages, prefix) => {
    const alt: Record<string, unknown> = messages.alt;
    for (const name of IMAGE_NAMES) expect(alt[name], name).toMatch(prefix);
    expect(Object.keys(alt).sort()).toEqual([...IMAGE_NAMES].sort());
    expect(messages.notAvailable).toBeTruthy();
  });

  it('uses the spec wording for a failed image', () => {
    expect(en.notAvailable).toBe('Image not available');
  });

  const manifest: PhotoManifest = {
    galle: {
      width: 1600,
      height: 1067,
      avif: [{ src: '/photos/galle-480.avif', width: 480 }],
      webp: [
        { src: '/photos/galle-480.webp', width: 480 },
        { src: '/photos/galle-960.webp', width: 960 },
        { src: '/photos/galle-1600.webp', width: 1600 },
      ],
    },
  };
  const messages: Record<string, string> = {
    'images:alt.galle': 'Illustration of Galle',
    'images:alt.photo.galle': 'Galle lighthouse at dusk',
    'images:alt.kandy': 'Illustration of Kandy',
  };
  const t: Translate = (key, options) => messages[key] ?? options?.defaultValue ?? key;

  it('describes a photo with alt.photo.<name> when both exist, otherwise the artwork', () => {
    expect(imageAlt(t, 'galle', manifest)).toBe('Galle lighthouse at dusk');
    expect(imageAlt(t, 'galle', {})).toBe('Illustration of Galle');
    expect(imageAlt(t, 'kandy', { kandy: manifest.galle })).toBe('Illustration of Kandy');
  });

  it('serves the photo variants when a photo exists, the artwork otherwise', () => {
    expect(imageSources('galle', {})).toEqual({ kind: 'art', ...ART.galle });
    expect(imageSources('galle', manifest)).toMatchObject({
      kind: 'photo',
      width: 1600,
      height: 1067,
      src: '/photos/galle-960.webp',
    });
  });
});

describe('ResponsiveImage', () => {
  const render = async (props: Record<string, unknown>, manifest: PhotoManifest = {}) => {
    vi.resetModules();
    vi.doMock('./photos.gen.json', () => ({ default: manifest }));
    const { ResponsiveImage } = await import('../components/responsive-image');
    vi.doUnmock('./photos.gen.json');
    return renderToStaticMarkup(createElement(ResponsiveImage, { name: 'galle', alt: 'Galle', ...props }));
  };

  it('shows the artwork lazily with its size reserved', async () => {
    const html = await render({ className: 'card-image' });
    expect(html).toMatch(/^<img /);
    expect(html).toContain('src="/art/galle.svg"');
    expect(html).toContain('width="1600" height="1000"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('class="responsive-image card-image"');
    expect(html).not.toMatch(/fetchpriority/i);
  });

  it('fetches a priority image at once', async () => {
    const html = await render({ priority: true });
    const img = html.slice(html.indexOf('<img'));
    expect(img).toContain('loading="eager"');
    expect(img).toMatch(/fetchpriority="high"/i);
    expect(img).not.toContain('decoding');
  });

  it('offers the photo as AVIF and WebP sources', async () => {
    const photo = {
      width: 1600,
      height: 1200,
      avif: [
        { src: '/photos/galle-480.avif', width: 480 },
        { src: '/photos/galle-1600.avif', width: 1600 },
      ],
      webp: [
        { src: '/photos/galle-480.webp', width: 480 },
        { src: '/photos/galle-1600.webp', width: 1600 },
      ],
    };
    const html = await render({ sizes: '50vw' }, { galle: photo });
    expect(html).toContain(
      '<source type="image/avif" srcSet="/photos/galle-480.avif 480w, /photos/galle-1600.avif 1600w" sizes="50vw"/>',
    );
    expect(html).toContain(
      '<source type="image/webp" srcSet="/photos/galle-480.webp 480w, /photos/galle-1600.webp 1600w"',
    );
    expect(html).toContain('src="/photos/galle-480.webp"');
    expect(html).toContain('width="1600" height="1200"');
  });
});

describe('photo pipeline', () => {
  let work: string;
  let inputDir: string;
  let outputDir: string;
  let manifestPath: string;
  const logs: string[] = [];
  const run = (force = false) =>
    buildImages({ inputDir, outputDir, manifestPath, force, log: (message) => logs.push(message) });

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'build-images-'));
    inputDir = join(work, 'images');
    outputDir = join(work, 'public/photos');
    manifestPath = join(work, 'photos.gen.json');
    await mkdir(inputDir);
    // A camera-sized JPEG carrying EXIF with a GPS position, as phones write it.
    await sharp({ create: { width: 2000, height: 1250, channels: 3, background: '#2f7d6d' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Operator' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 12/1 30/1' } })
      .toFile(join(inputDir, 'Sigiriya.JPG'));
    await sharp({ create: { width: 600, height: 375, channels: 3, background: '#f4b400' } })
      .png()
      .toFile(join(inputDir, 'galle.png'));
    // Stored 1000×600 but tagged "rotate 90°": a portrait photo taken with the phone upright.
    await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#c8643b' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(join(inputDir, 'about-founder.jpeg'));
    await writeFile(join(inputDir, 'sigirya.jpg'), 'not read: unknown name');
    await writeFile(join(inputDir, 'kandy.gif'), 'not read: unsupported type');
    await writeFile(join(inputDir, 'README.md'), '# drop folder');
    await run();
  }, 60_000);

  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('chooses widths without upscaling', () => {
    expect(variantWidths(2000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1000)).toEqual([480, 1000]);
    expect(variantWidths(600)).toEqual([480, 600]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('writes AVIF and WebP at 480, 960 and 1600 px with the right sizes and no metadata', async () => {
    for (const [width, height] of [
      [480, 300],
      [960, 600],
      [1600, 1000],
    ] as const) {
      for (const format of ['avif', 'webp'] as const) {
        const meta = await sharp(join(outputDir, `sigiriya-${width}.${format}`)).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect([meta.width, meta.height]).toEqual([width, height]);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
      }
    }
    const original = await sharp(join(inputDir, 'Sigiriya.JPG')).metadata();
    expect(original.exif?.toString('latin1')).toContain('Operator'); // the test input really had EXIF
  });

  it('never upscales a small photo', async () => {
    const files = (await readdir(outputDir)).filter((file) => file.startsWith('galle-')).sort();
    expect(files).toEqual(['galle-480.avif', 'galle-480.webp', 'galle-600.avif', 'galle-600.webp']);
    const meta = await sharp(join(outputDir, 'galle-600.webp')).metadata();
    expect([meta.width, meta.height]).toEqual([600, 375]);
  });

  it('turns photos upright by their EXIF orientation', async () => {
    const meta = await sharp(join(outputDir, 'about-founder-480.webp')).metadata();
    expect([meta.width, meta.height]).toEqual([480, 800]);
  });

  it('reports and skips unknown names and unsupported files, suggesting the likely name', async () => {
    const files = await readdir(outputDir);
    expect(files.some((file) => file.startsWith('sigirya') || file.startsWith('kandy'))).toBe(false);
    expect(logs.join('\n')).toMatch(/sigirya\.jpg: "sigirya" is not an image name \(did you mean sigiriya\.jpg\?\)/);
    expect(logs.join('\n')).toMatch(/kandy\.gif: only JPEG and PNG/);
    expect(logs.join('\n')).not.toMatch(/README/);
  });

  it('writes a sorted, stable manifest', async () => {
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as PhotoManifest;
    expect(Object.keys(manifest)).toEqual(['about-founder', 'galle', 'sigiriya']);
    expect(manifest.sigiriya).toEqual({
      width: 1600,
      height: 1000,
      avif: [
        { src: '/photos/sigiriya-480.avif', width: 480 },
        { src: '/photos/sigiriya-960.avif', width: 960 },
        { src: '/photos/sigiriya-1600.avif', width: 1600 },
      ],
      webp: [
        { src: '/photos/sigiriya-480.webp', width: 480 },
        { src: '/photos/sigiriya-960.webp', width: 960 },
        { src: '/photos/sigiriya-1600.webp', width: 1600 },
      ],
    });
    expect(manifest.galle).toMatchObject({ width: 600, height: 375 });
  });

  it('skips up-to-date variants, redoes a changed photo and drops variants of a removed one', async () => {
    const before = await readFile(manifestPath, 'utf8');
    const manifestMtime = (await stat(manifestPath)).mtimeMs;
    const again = await run();
    expect(again.written).toEqual([]);
    expect((await stat(manifestPath)).mtimeMs).toBe(manifestMtime);

    const later = new Date(Date.now() + 60_000);
    await utimes(join(inputDir, 'galle.png'), later, later);
    expect((await run()).written.sort()).toEqual([
      'galle-480.avif',
      'galle-480.webp',
      'galle-600.avif',
      'galle-600.webp',
    ]);

    await rm(join(inputDir, 'galle.png'));
    const after = await run();
    expect(after.removed).toHaveLength(4);
    expect(Object.keys(after.manifest)).toEqual(['about-founder', 'sigiriya']);
    expect(await readFile(manifestPath, 'utf8')).not.toBe(before);
  }, 60_000);
});

describe('gallery photos on pages', () => {
  const photo = {
    gallery: 'b7c1a7d2-0000-4000-8000-000000000001',
    width: 3000,
    height: 2000,
    thumb: 'https://api.example/storage/v1/object/public/gallery/a/thumb.webp',
    preview: 'https://api.example/storage/v1/object/public/gallery/a/preview.webp',
    full: 'https://api.example/storage/v1/object/public/gallery/a/full.webp',
    alt: 'A calm lagoon at dawn',
  };

  it('offers the three variants by their widths, one of at most 960 px as the fallback, and its description', () => {
    const source = imageSources(photo);
    // As for the site's own photos: the <img> fallback stays phone-sized.
    expect(source).toMatchObject({ kind: 'photo', width: 3000, height: 2000, avif: [], src: photo.thumb });
    expect(source.kind === 'photo' && source.webp).toEqual([
      { src: photo.thumb, width: 480 },
      { src: photo.preview, width: 1280 },
      { src: photo.full, width: 3000 },
    ]);
    expect(imageAlt(() => 'not asked', photo)).toBe('A calm lagoon at dawn');
    // A small upload's variants are one size: listed once.
    const small = imageSources({ ...photo, width: 400, height: 300 });
    expect(small.kind === 'photo' && small.webp).toEqual([{ src: photo.thumb, width: 400 }]);
  });
});
