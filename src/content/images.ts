import photoManifest from './photos.gen.json';

/** The places of Sri Lanka the tours visit: every picture a tour shows is one of these. */
export const PLACE_IMAGE_NAMES = [
  'sigiriya',
  'dambulla',
  'polonnaruwa',
  'anuradhapura',
  'minneriya',
  'kandy',
  'nuwara-eliya',
  'horton-plains',
  'ella',
  'yala',
  'udawalawe',
  'mirissa',
  'galle',
  'bentota',
  'negombo',
  'colombo',
  'trincomalee',
  'arugam-bay',
  'jaffna',
  'knuckles',
  'kitulgala',
  'adams-peak',
] as const;

/**
 * Every picture the site shows, by name. Each name has original artwork in public/art/<name>.svg (drawn by
 * scripts/art/generate-art.ts) until the operator drops a photo with the same name into images/, which
 * scripts/build-images.ts turns into responsive AVIF/WebP variants listed in photos.gen.json.
 */
export const IMAGE_NAMES = [
  'hero-heritage',
  'hero-beaches',
  'hero-tea-country',
  'hero-safari',
  ...PLACE_IMAGE_NAMES,
  'vehicle-sedan',
  'vehicle-van',
  'vehicle-suv',
  'vehicle-coach',
  'about-founder',
] as const;
export type ImageName = (typeof IMAGE_NAMES)[number];

export interface ArtImage {
  src: string;
  width: number;
  height: number;
}

// All artwork shares one 16:10 canvas so cards and heroes keep the same frame when photos replace it.
const ART_WIDTH = 1600; // px, the SVG viewBox
const ART_HEIGHT = 1000; // px

export const ART = Object.fromEntries(
  IMAGE_NAMES.map((name) => [name, { src: `/art/${name}.svg`, width: ART_WIDTH, height: ART_HEIGHT }]),
) as Record<ImageName, ArtImage>;

export interface PhotoVariant {
  src: string;
  /** px; the browser picks a variant from these widths (srcset `w` descriptors). */
  width: number;
}

export interface PhotoEntry {
  /** px, of the largest variant; only the ratio matters for layout. */
  width: number;
  height: number;
  /** Ascending by width. */
  avif: PhotoVariant[];
  webp: PhotoVariant[];
}

export type PhotoManifest = Partial<Record<ImageName, PhotoEntry>>;

const PHOTOS: PhotoManifest = photoManifest;

/**
 * A photo of the staff gallery chosen for a page (an upload's three WebP variants, supabase Storage URLs),
 * as a page in one language reads it. In a document the alt text is a Text in every language
 * (GalleryPhotoDocument, ./documents.ts); the page gets its own language's.
 */
export interface GalleryPhoto {
  /** The gallery row's id (a photo in use on the site cannot be deleted from the gallery). */
  gallery: string;
  /** px, of the full variant. */
  width: number;
  height: number;
  /** Longest side 480, 1280 and 2048 px at most (src/features/staff/gallery/resize-plan.ts). */
  thumb: string;
  preview: string;
  full: string;
  alt: string;
}

/** A picture on a page: one of the site's own images, by name, or a gallery photo. */
export type PageImage = ImageName | GalleryPhoto;

export function isGalleryPhoto(image: unknown): image is GalleryPhoto {
  return (
    typeof image === 'object' &&
    image !== null &&
    typeof (image as GalleryPhoto).gallery === 'string' &&
    typeof (image as GalleryPhoto).full === 'string'
  );
}

/** What identifies a picture (a name, or the gallery photo's id): a new one means a new image element. */
export function imageKey(image: PageImage): string {
  return typeof image === 'string' ? image : `gallery:${image.gallery}`;
}

/** A gallery variant's width: the full size scaled so its longest side is at most `maxSide`. */
function variantWidth(photo: GalleryPhoto, maxSide: number): number {
  return Math.round(photo.width * Math.min(1, maxSide / Math.max(photo.width, photo.height)));
}

function galleryVariants(photo: GalleryPhoto): PhotoVariant[] {
  const variants = [
    { src: photo.thumb, width: variantWidth(photo, 480) },
    { src: photo.preview, width: variantWidth(photo, 1280) },
    { src: photo.full, width: photo.width },
  ];
  // A small upload's variants are the same size: each width once.
  return variants.filter((variant, index) => variants.findIndex((other) => other.width === variant.width) === index);
}

export type ImageSources =
  | { kind: 'photo'; width: number; height: number; avif: PhotoVariant[]; webp: PhotoVariant[]; src: string }
  | ({ kind: 'art' } & ArtImage);

export function isImageName(value: string): value is ImageName {
  return (IMAGE_NAMES as readonly string[]).includes(value);
}

/** `w`-descriptor srcset, e.g. '/photos/galle-480.webp 480w, /photos/galle-960.webp 960w'. */
export function srcSet(variants: readonly PhotoVariant[]): string {
  return variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
}

// The <img> fallback inside <picture> is only used by browsers without AVIF/WebP <source> support or
// before one is chosen; a middle width keeps it sharp on phones without costing desktop-size bytes.
const FALLBACK_WIDTH = 960; // px

/** The operator's photo when one was built for this name, otherwise the artwork; a gallery photo's variants. */
export function imageSources(name: PageImage, manifest: PhotoManifest = PHOTOS): ImageSources {
  if (typeof name !== 'string') {
    const webp = galleryVariants(name);
    const fallback = [...webp].reverse().find((variant) => variant.width <= FALLBACK_WIDTH) ?? webp[0]!;
    return { kind: 'photo', width: name.width, height: name.height, avif: [], webp, src: fallback.src };
  }
  const photo = manifest[name];
  if (!photo || photo.webp.length === 0) return { kind: 'art', ...ART[name] };
  const fallback = [...photo.webp].reverse().find((variant) => variant.width <= FALLBACK_WIDTH) ?? photo.webp[0]!;
  return { kind: 'photo', ...photo, src: fallback.src };
}

/** The one call shape of i18next's `t` this module needs, so callers can pass any bound `t`. */
export type Translate = (key: string, options?: { defaultValue: string }) => string;

/**
 * Alt text for an image. Artwork says it is an illustration (`images:alt.<name>`); once a photo replaces it,
 * `images:alt.photo.<name>` describes the photo, when that key exists.
 */
export function imageAlt(t: Translate, name: PageImage, manifest: PhotoManifest = PHOTOS): string {
  if (typeof name !== 'string') return name.alt;
  if (manifest[name]) {
    const photoAlt = t(`images:alt.photo.${name}`, { defaultValue: '' });
    if (photoAlt) return photoAlt;
  }
  return t(`images:alt.${name}`);
}
