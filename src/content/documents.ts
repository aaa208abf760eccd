import type { Language } from '../lib/i18n';
import type { GalleryPhoto } from './images';
import type { ImageName, TourCategory, VehicleCategory } from './types';

/**
 * The site's content as the operator edits it in the portal: one JSON document per item, stored in
 * `public.content_entries` (drafts) and `public.content_published` (what travellers read), see
 * supabase/migrations/20261128090000_site_content.sql and docs/decisions.md, "Content as documents".
 *
 * Every text a traveller reads is a `Text`: one string per language, or one string marked the same in
 * every language (a name, a number plate). Facts that are not prose (a phone number, a URL, a count) are
 * plain values.
 */

/**
 * A text in every language, or one text marked as serving every language. `sameIn` names a language whose
 * text is meant to read as the English does ('Hotel in Kandy' in German): the build's check lets it be.
 */
export type Text = { en: string; de: string; fr: string; sameIn?: TranslatedLanguage[] } | { en: string; same: true };
export type TranslatedLanguage = 'de' | 'fr';

/** A gallery photo chosen in an editor, its description in every language (GalleryPhoto, ./images.ts). */
export type GalleryPhotoDocument = Omit<GalleryPhoto, 'alt'> & { alt: Text };

/** A picture in a document: one of the site's own images, by name, or a gallery photo. */
export type ImageRef = ImageName | GalleryPhotoDocument;

/** The kinds of item, as `private.content_kind_valid` lists them. */
export const CONTENT_KINDS = [
  'tour',
  'vehicle',
  'faq',
  'business',
  'hero_slide',
  'testimonial',
  'about',
  'policy',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ItineraryDayDocument {
  day: number;
  title: Text;
  description: Text;
  activities: Text[];
  meals: Text;
  accommodation: Text;
  driving?: Text;
  note?: Text;
}

export interface TourDocument {
  title: Text;
  /** One sentence for cards, meta descriptions and JSON-LD. */
  summary: Text;
  /** e.g. '13 Days / 12 Nights' */
  duration: Text;
  days: number;
  /** Number of main locations shown as 'N Locations'. */
  locations: number;
  categories: TourCategory[];
  heroImage: ImageRef;
  cardImage: ImageRef;
  keywords: Text[];
  /** The overview paragraphs at the top of the tour page. */
  overview: Text[];
  highlights: { name: Text; image: ImageRef }[];
  itinerary: ItineraryDayDocument[];
  includes: Text[];
  excludes: Text[];
  pricingNote?: Text;
  entranceFeesNote?: Text;
  /** Shown among Home's featured tours (in list order). */
  featured: boolean;
}

export interface VehicleDocument {
  name: Text;
  category: VehicleCategory;
  passengers: number;
  luggage: number;
  image: ImageRef;
  description: Text;
  features: Text[];
  /** The short facts of its card among Home's "Premium fleet"; none: not on Home. */
  homeBadges: Text[];
}

export interface FaqDocument {
  question: Text;
  answer: Text;
}

export interface OpeningHours {
  /** As schema.org reads it, e.g. 'Monday to Friday'. */
  days: string;
  /** 'HH:MM', local time in Sri Lanka. */
  opens: string;
  closes: string;
}

/** The operator's contact facts (one item, slug `business`). */
export interface BusinessDocument {
  name: string;
  /** As shown, e.g. '+94 70 000 0000'. */
  phone: string;
  email: string;
  /** Digits only, international format, for https://wa.me/<number>. */
  whatsappNumber: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    countryName: Text;
  };
  /** The office hours the site states. */
  officeHours: OpeningHours;
  /** The hours in the structured data (spec §1, §9 keep both readings). */
  structuredHours: OpeningHours;
  mapsUrl: string;
  social: { tripadvisor: string; facebook: string; instagram: string; tiktok: string };
}

export interface HeroSlideDocument {
  image: ImageRef;
  subtitle: Text;
  title: Text;
  description: Text;
  primary: { label: Text; to: string; category?: TourCategory };
  secondary: { label: Text; to: string; category?: TourCategory; context?: Text };
}

/** One of Home's "What Our Travelers Say" quotes. */
export interface TestimonialDocument {
  name: string;
  country: Text | null;
  /** 1 to 5 */
  rating: number;
  comment: Text;
  /** Initials shown in the avatar circle. */
  avatar: string;
  /** e.g. 'March 2025' */
  date: Text;
  /** The review on the external travel-review site. */
  url: string;
}

/** The About page's texts (one item, slug `about`). */
export interface AboutDocument {
  intro: Text;
  metaDescription: Text;
  story: Text[];
  founder: { role: Text; bio: Text[]; image: ImageRef; imageAlt: Text };
  credentials: { id: string; text: Text }[];
  gallery: { image: ImageRef; caption: Text; alt: Text }[];
  values: { id: string; title: Text; text: Text }[];
}

export interface PolicySectionDocument {
  /** Stable in-page anchor. */
  id: string;
  heading: Text;
  paragraphs: Text[];
  list?: Text[];
}

/** The privacy policy (slug `privacy`) or the terms of service (slug `terms`). */
export interface PolicyDocument {
  lastUpdated: Text;
  sections: PolicySectionDocument[];
}

export interface ContentDocuments {
  tour: TourDocument;
  vehicle: VehicleDocument;
  faq: FaqDocument;
  business: BusinessDocument;
  hero_slide: HeroSlideDocument;
  testimonial: TestimonialDocument;
  about: AboutDocument;
  policy: PolicyDocument;
}

/** One item as it is stored: its kind, its slug (a tour's URL), its place in lists, its document. */
export interface ContentItem<K extends ContentKind = ContentKind> {
  kind: K;
  slug: string;
  position: number;
  document: ContentDocuments[K];
}

/** The order of items in lists: by position, then by slug (as the database sorts them). */
export function byListOrder(a: Pick<ContentItem, 'position' | 'slug'>, b: Pick<ContentItem, 'position' | 'slug'>) {
  return a.position - b.position || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/** The text a page in `language` shows. */
export function textIn(text: Text, language: Language): string {
  return 'same' in text ? text.en : text[language];
}

function isNonBlankString(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * Walks a document as both translation checks and `private.untranslated_texts` do: into arrays by index
 * and objects by sorted key, stopping at each text (an object with an "en" key), where `check` answers the
 * paths it finds there.
 */
function pathsAtTexts(
  document: unknown,
  check: (text: Record<string, unknown>, path: string) => string[],
  path = '',
): string[] {
  if (Array.isArray(document)) {
    return document.flatMap((item, index) => pathsAtTexts(item, check, `${path}[${index}]`));
  }
  if (document === null || typeof document !== 'object') return [];
  const object = document as Record<string, unknown>;
  if ('en' in object) return check(object, path);
  return Object.keys(object)
    .sort()
    .flatMap((key) => pathsAtTexts(object[key], check, path === '' ? key : `${path}.${key}`));
}

/**
 * Where a document has a text missing in a language, one path per missing text (e.g.
 * 'itinerary[2].title.de'), in the order `private.untranslated_texts` gives them: the same rule as the
 * database's publish gate, so the portal can mark a field before the database refuses the publish.
 */
export function untranslatedTexts(document: unknown): string[] {
  return pathsAtTexts(document, (text, path) => {
    const missing: string[] = [];
    if (!isNonBlankString(text.en)) missing.push(`${path}.en`);
    if (text.same !== true) {
      for (const language of ['de', 'fr'] as const) {
        if (!isNonBlankString(text[language])) missing.push(`${path}.${language}`);
      }
    }
    return missing;
  });
}

/**
 * Where a document shows German or French readers the English text unmarked: paths of each translation
 * equal to its English source (e.g. 'highlights[0].name.fr') in a text neither marked the same in every
 * language nor marked `sameIn` that language. The build's check of the `/de` and `/fr` pages: a translator
 * who meant the English marks it.
 */
export function textsSameAsEnglish(document: unknown): string[] {
  return pathsAtTexts(document, (text, path) => {
    if (text.same === true || !isNonBlankString(text.en)) return [];
    const meant = Array.isArray(text.sameIn) ? (text.sameIn as unknown[]) : [];
    return (['de', 'fr'] as const)
      .filter((language) => !meant.includes(language))
      .filter(
        (language) =>
          typeof text[language] === 'string' && (text[language] as string).trim() === (text.en as string).trim(),
      )
      .map((language) => `${path}.${language}`);
  });
}

/** A document as a page in one language reads it: every text replaced by its string in that language. */
export type Localized<T> = T extends Text
  ? string
  : T extends readonly (infer U)[]
    ? Localized<U>[]
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;

function isText(value: object): value is Text {
  return 'en' in value && typeof (value as { en: unknown }).en === 'string';
}

/** `document` in `language`: what the pages render, the same shapes with plain strings. */
export function localize<T>(document: T, language: Language): Localized<T> {
  if (Array.isArray(document)) return document.map((item: unknown) => localize(item, language)) as Localized<T>;
  if (document === null || typeof document !== 'object') return document as Localized<T>;
  if (isText(document)) return textIn(document, language) as Localized<T>;
  return Object.fromEntries(
    Object.entries(document).map(([key, value]) => [key, localize(value, language)]),
  ) as Localized<T>;
}
