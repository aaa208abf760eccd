/**
 * Build step: the share images that pre-rendered pages name in `og:image` (src/lib/share-image.ts),
 * rendered as 1200×630 JPEGs into og/. Link previews show no SVG, so each is made from the same
 * picture the page shows: the operator's photo when scripts/build-images.ts has made one for the
 * name (its largest WebP, already upright and without metadata), otherwise the artwork in public/art.
 *
 * Only the images some page names are made, after the pages are rendered. They are not precached by
 * the service worker (a visitor never needs them offline); see vite.config.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import sharp from 'sharp';
import { type ImageName, type PhotoManifest } from '../src/content/images';
import { SHARE_IMAGE, shareImageNameOfPath, shareImagePath } from '../src/lib/share-image';

// Flat artwork at quality 80 comes to 30–90 KB; previews are small on screen, and WhatsApp skips large
// images. mozjpeg's encoder gives the same look in fewer bytes.
const JPEG = { quality: 80, mozjpeg: true } as const;

/** The 1200×630 JPEG for one image name, cropped from the middle as cards and heroes are. */
export async function renderShareImage(
  name: ImageName,
  { publicDir, manifest }: { publicDir: string; manifest: PhotoManifest },
): Promise<Buffer> {
  const largestPhoto = manifest[name]?.webp.at(-1);
  const source = largestPhoto ? path.join(publicDir, largestPhoto.src) : path.join(publicDir, 'art', `${name}.svg`);
  return sharp(await readFile(source))
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg(JPEG)
    .toBuffer();
}

/** The share images the pages name: `og:image` paths under /og/, whatever origin they are on. */
export function shareImagesNamedIn(pages: readonly string[]): ImageName[] {
  const names = new Set<ImageName>();
  for (const html of pages) {
    for (const [, url] of html.matchAll(/<meta property="og:image" content="([^"]+)"/g)) {
      const name = shareImageNameOfPath(new URL(url!, 'http://localhost').pathname);
      if (!name) throw new Error(`og:image ${url} is not a share image the build can make`);
      names.add(name);
    }
  }
  return [...names].sort();
}

/** Vite plugin; listed after the pre-renderer, whose pages it reads. */
export function shareImages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'share-images',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (config.build.ssr) return;
        const pages = Object.values(bundle)
          .filter((item) => item.type === 'asset' && item.fileName.endsWith('.html'))
          .map((item) => {
            const { source } = item as { source: string | Uint8Array };
            return typeof source === 'string' ? source : Buffer.from(source).toString('utf8');
          });
        const names = shareImagesNamedIn(pages);
        if (names.length === 0)
          throw new Error('No pre-rendered page names a share image: is this plugin after prerenderPages()?');
        const manifest = JSON.parse(
          await readFile(path.join(config.root, 'src/content/photos.gen.json'), 'utf8'),
        ) as PhotoManifest;
        for (const name of names) {
          const source = await renderShareImage(name, { publicDir: config.publicDir, manifest });
          this.emitFile({ type: 'asset', fileName: shareImagePath(name).slice(1), source });
        }
      },
    },
  };
}
