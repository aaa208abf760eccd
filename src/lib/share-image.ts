import { isImageName, type ImageName } from '../content/images';

/**
 * The picture a link preview shows (WhatsApp, Facebook, X, Slack). They read `og:image` from the page's
 * HTML, crop to about 1.91:1, and show nothing for an SVG, so each page names a 1200×630 JPEG made at
 * build time from its artwork or the operator's photo (scripts/share-images.ts), under /og/.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** For pages that show no picture of their own: the home page's first slide. */
export const DEFAULT_SHARE_IMAGE: ImageName = 'hero-heritage';

const SHARE_IMAGE_PATH = /^\/og\/([a-z0-9-]+)\.jpg$/;

export function shareImagePath(name: ImageName): string {
  return `/og/${name}.jpg`;
}

/** The image name in a share image's path ('/og/sigiriya.jpg' -> 'sigiriya'), if it is one. */
export function shareImageNameOfPath(path: string): ImageName | undefined {
  const name = SHARE_IMAGE_PATH.exec(path)?.[1];
  return name && isImageName(name) ? name : undefined;
}

/**
 * The image a page's picture stands for: an image name ('sigiriya') or its artwork's path
 * ('/art/sigiriya.svg'). Anything else is a mistake that would leave the preview blank, so the
 * pre-render fails on it rather than publish the page.
 */
export function shareImageName(image: string | undefined): ImageName {
  if (image === undefined) return DEFAULT_SHARE_IMAGE;
  const name = /^(?:\/art\/)?([a-z0-9-]+)(?:\.svg)?$/.exec(image)?.[1];
  if (name && isImageName(name)) return name;
  throw new Error(`No share image for "${image}": give an image name from src/content/images.ts`);
}
