import type { ImageName } from './types';

/**
 * Structure of the About page (spec §2 "About"): story, founder profile, credentials, a photo gallery (Sigiriya,
 * Beach, Tea Plantation, Wildlife) and four values. All prose is translated in the `about` namespace
 * (src/locales/<lang>/about.json); the keys below are paths in that namespace.
 *
 * The founder is described by role only, and the credentials are claims the operator must confirm (licence,
 * insurance) before launch.
 */

export const ABOUT_NAMESPACE = 'about';

/** Paragraph lists: read with `t(key, { returnObjects: true })`. */
export const ABOUT_STORY_PARAGRAPHS_KEY = 'story.paragraphs';
export const ABOUT_FOUNDER_BIO_KEY = 'founder.bio';

export const ABOUT_FOUNDER_IMAGE: ImageName = 'about-founder';

export const ABOUT_CREDENTIALS = ['licensed', 'insured', 'local', 'responsive'] as const;
export type AboutCredential = (typeof ABOUT_CREDENTIALS)[number];
export const credentialKey = (credential: AboutCredential) => `credentials.items.${credential}` as const;

export interface AboutGalleryItem {
  image: ImageName;
  captionKey: string;
  altKey: string;
}

const galleryItem = (image: ImageName, key: string): AboutGalleryItem => ({
  image,
  captionKey: `gallery.items.${key}.caption`,
  altKey: `gallery.items.${key}.alt`,
});

/** The four photos, in display order. */
export const ABOUT_GALLERY: readonly AboutGalleryItem[] = [
  galleryItem('sigiriya', 'sigiriya'),
  galleryItem('mirissa', 'beach'),
  galleryItem('nuwara-eliya', 'teaPlantation'),
  galleryItem('yala', 'wildlife'),
];

export const ABOUT_VALUES = ['integrity', 'sustainability', 'community', 'excellence'] as const;
export type AboutValue = (typeof ABOUT_VALUES)[number];
export const valueKeys = (value: AboutValue) =>
  ({ titleKey: `values.items.${value}.title`, textKey: `values.items.${value}.text` }) as const;
