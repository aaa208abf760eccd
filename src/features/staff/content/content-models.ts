/**
 * The content editors' model: the list's rows and filters, and the edits a form makes to a document
 * (src/content/documents.ts) without knowing its kind. A form walks the document itself: every text
 * (`{en, de, fr}`) is three fields side by side, every list can grow, shrink and be reordered, every
 * other value is one field. What the walk cannot tell from the document (the choices of a category, an
 * image's name, the shape of a list's new entry when it is empty, the fields that may be left out) is
 * said here, per field name.
 */
import { IMAGE_NAMES } from '../../../content/images';
import {
  textsSameAsEnglish,
  untranslatedTexts,
  type ContentKind,
  type ContentDocuments,
  type Text,
  type TranslatedLanguage,
} from '../../../content/documents';
import { TOUR_CATEGORIES, VEHICLE_CATEGORIES } from '../../../content/types';

/** One row of the portal's list (`public.content_items()`). */
export interface ContentListItem {
  id: string;
  kind: ContentKind;
  slug: string;
  position: number;
  label: string;
  version: number;
  updatedAt: string;
  publishedVersion: number | null;
  publishedAt: string | null;
  untranslated: number;
  featured: boolean;
}

/**
 * Where an item stands: on the site as saved (`published`), on the site with later changes saved but not
 * published (`changed`), or not on the site (`draft`).
 */
export type ContentStatus = 'published' | 'changed' | 'draft';

export function contentStatus(item: Pick<ContentListItem, 'version' | 'publishedVersion'>): ContentStatus {
  if (item.publishedVersion === null) return 'draft';
  return item.publishedVersion === item.version ? 'published' : 'changed';
}

/** The kinds as the list groups them, in the portal's order. */
export const EDITOR_KINDS = [
  'tour',
  'vehicle',
  'faq',
  'hero_slide',
  'testimonial',
  'business',
  'about',
  'policy',
] as const satisfies readonly ContentKind[];

/** Kinds of which there are many (a new one can be added); the others are one item each (or two policies). */
export const LIST_KINDS = ['tour', 'vehicle', 'faq', 'hero_slide', 'testimonial'] as const;
export type ListKind = (typeof LIST_KINDS)[number];
export const isListKind = (kind: ContentKind): kind is ListKind => (LIST_KINDS as readonly string[]).includes(kind);

export function filterContentItems(items: readonly ContentListItem[], kind: ContentKind, query: string) {
  const needle = query.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      item.kind === kind &&
      (needle === '' || item.label.toLocaleLowerCase().includes(needle) || item.slug.includes(needle)),
  );
}

// ---------------------------------------------------------------------------------------------------
// Paths and edits
// ---------------------------------------------------------------------------------------------------

/** A place in a document: object keys and list indexes. */
export type Path = readonly (string | number)[];

/** A path as the translation checks name it: 'itinerary[2].title'. */
export function pathName(path: Path): string {
  return path.reduce<string>(
    (name, step) => (typeof step === 'number' ? `${name}[${step}]` : name === '' ? step : `${name}.${step}`),
    '',
  );
}

export function valueAt(document: unknown, path: Path): unknown {
  let value = document;
  for (const step of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/** The document with the value at `path` replaced (`undefined` leaves the field out); nothing is changed in place. */
export function withValueAt<T>(document: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [step, ...rest] = path;
  if (Array.isArray(document)) {
    const copy: unknown[] = [...document];
    copy[step as number] = withValueAt(copy[step as number], rest, value);
    return copy as T;
  }
  const copy = { ...(document as Record<string, unknown>) };
  const next = withValueAt(copy[step as string], rest, value);
  if (next === undefined) delete copy[step as string];
  else copy[step as string] = next;
  return copy as T;
}

export function isText(value: unknown): value is Text {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && 'en' in value;
}

export const blankText = (): Text => ({ en: '', de: '', fr: '' });

/** An entry like `value` with every text and string blank: the shape of a new entry in a list. */
export function blankLike(value: unknown): unknown {
  if (isText(value)) return 'same' in value ? { en: '', same: true } : blankText();
  if (Array.isArray(value)) return [];
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, blankLike(inner)]));
  }
  if (typeof value === 'string') return '';
  return value;
}

/** Fields holding the name of one of the site's images (src/content/images.ts). */
export const IMAGE_FIELDS: ReadonlySet<string> = new Set(['image', 'heroImage', 'cardImage']);
export const IMAGE_CHOICES = IMAGE_NAMES;

/** Fields holding one choice of a fixed list, and lists of such choices. */
export const CHOICE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  category: [...TOUR_CATEGORIES, ...VEHICLE_CATEGORIES],
  categories: TOUR_CATEGORIES,
};

/** The choices a field offers in a document of `kind`. */
export function choicesFor(kind: ContentKind, field: string): readonly string[] | undefined {
  if (field === 'category') return kind === 'vehicle' ? VEHICLE_CATEGORIES : TOUR_CATEGORIES;
  return CHOICE_FIELDS[field];
}

/** Texts that may be left out (their page then shows nothing in their place), by field name. */
export const OPTIONAL_TEXTS: ReadonlySet<string> = new Set([
  'driving',
  'note',
  'pricingNote',
  'entranceFeesNote',
  'context',
  'country',
]);

/** Fields whose texts are paragraphs rather than lines. */
const LONG_TEXTS: ReadonlySet<string> = new Set([
  'description',
  'overview',
  'answer',
  'bio',
  'story',
  'paragraphs',
  'summary',
  'intro',
  'metaDescription',
  'comment',
  'text',
]);

export function isLongText(field: string, text: Text): boolean {
  return LONG_TEXTS.has(field) || text.en.length > 90;
}

/** What a new entry of an empty list looks like, by the list's field name. */
const NEW_ENTRIES: Readonly<Record<string, () => unknown>> = {
  highlights: () => ({ name: blankText(), image: IMAGE_CHOICES[0] }),
  itinerary: () => ({
    day: 1,
    title: blankText(),
    description: blankText(),
    activities: [],
    meals: blankText(),
    accommodation: blankText(),
  }),
  sections: () => ({ id: '', heading: blankText(), paragraphs: [blankText()] }),
  credentials: () => ({ id: '', text: blankText() }),
  values: () => ({ id: '', title: blankText(), text: blankText() }),
  gallery: () => ({ image: IMAGE_CHOICES[0], caption: blankText(), alt: blankText() }),
};

/** A new entry for the list at `path`: like its first entry, or as NEW_ENTRIES says, or a blank text. */
export function newEntryFor(list: readonly unknown[], field: string): unknown {
  if (list.length > 0) {
    const entry = blankLike(list[0]);
    return keepImages(entry, list[0]);
  }
  return NEW_ENTRIES[field]?.() ?? blankText();
}

/** An image left blank is no image at all: a new entry starts with its model's. */
function keepImages(entry: unknown, model: unknown): unknown {
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry) || isText(entry)) return entry;
  const source = model as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(entry).map(([key, value]) => [
      key,
      IMAGE_FIELDS.has(key) ? source[key] : keepImages(value, source[key]),
    ]),
  );
}

/**
 * A list after an entry was added, removed or moved. An itinerary's days are numbered by their place, so
 * moving a day renumbers them all.
 */
export function renumbered(field: string, list: unknown[]): unknown[] {
  if (field !== 'itinerary') return list;
  return list.map((day, index) => ({ ...(day as Record<string, unknown>), day: index + 1 }));
}

export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [entry] = copy.splice(from, 1);
  copy.splice(to, 0, entry!);
  return copy;
}

// ---------------------------------------------------------------------------------------------------
// Languages
// ---------------------------------------------------------------------------------------------------

export const EDIT_LANGUAGES = ['en', 'de', 'fr'] as const;
export type EditLanguage = (typeof EDIT_LANGUAGES)[number];

/**
 * What is wrong with a document's texts, per text path ('itinerary[2].title'): the languages missing
 * (publishing is refused) and the translations equal to their English without a mark (the build refuses
 * to show them). The same rules as the database's publish gate and the build's check.
 */
export interface TranslationReport {
  missing: Map<string, EditLanguage[]>;
  sameAsEnglish: Map<string, TranslatedLanguage[]>;
  /** How many language fields need a translator. */
  count: number;
}

function byText<L extends string>(paths: string[]): Map<string, L[]> {
  const result = new Map<string, L[]>();
  for (const path of paths) {
    const at = path.lastIndexOf('.');
    const text = path.slice(0, at);
    result.set(text, [...(result.get(text) ?? []), path.slice(at + 1) as L]);
  }
  return result;
}

export function translationReport(document: unknown): TranslationReport {
  const missing = untranslatedTexts(document);
  const same = textsSameAsEnglish(document);
  return {
    missing: byText<EditLanguage>(missing),
    sameAsEnglish: byText<TranslatedLanguage>(same),
    count: missing.length + same.length,
  };
}

/** A text with "the same in every language" set or cleared; cleared, the other languages start as the English. */
export function withSameEverywhere(text: Text, same: boolean): Text {
  if (same) return { en: text.en, same: true };
  return { en: text.en, de: 'de' in text ? text.de : '', fr: 'fr' in text ? text.fr : '' };
}

/** A text with `language`'s "reads as the English" mark set or cleared. */
export function withSameIn(text: Text, language: TranslatedLanguage, meant: boolean): Text {
  if ('same' in text) return text;
  const marks = new Set(text.sameIn ?? []);
  if (meant) marks.add(language);
  else marks.delete(language);
  const { sameIn: _previous, ...rest } = text;
  const sorted = (['de', 'fr'] as const).filter((l) => marks.has(l));
  return sorted.length > 0 ? { ...rest, sameIn: sorted } : rest;
}

// ---------------------------------------------------------------------------------------------------
// New items
// ---------------------------------------------------------------------------------------------------

/** A new item's document, before the editor fills it in. */
export function newDocument<K extends ListKind>(kind: K): ContentDocuments[K] {
  const image = IMAGE_CHOICES[0];
  const documents: { [L in ListKind]: () => ContentDocuments[L] } = {
    tour: () => ({
      title: blankText(),
      summary: blankText(),
      duration: blankText(),
      days: 1,
      locations: 1,
      categories: [],
      heroImage: image,
      cardImage: image,
      keywords: [],
      overview: [blankText()],
      highlights: [],
      itinerary: [NEW_ENTRIES.itinerary!() as ContentDocuments['tour']['itinerary'][number]],
      includes: [],
      excludes: [],
      featured: false,
    }),
    vehicle: () => ({
      name: { en: '', same: true },
      category: VEHICLE_CATEGORIES[0],
      passengers: 1,
      luggage: 1,
      image,
      description: blankText(),
      features: [],
      homeBadges: [],
    }),
    faq: () => ({ question: blankText(), answer: blankText() }),
    hero_slide: () => ({
      image,
      subtitle: blankText(),
      title: blankText(),
      description: blankText(),
      primary: { label: blankText(), to: '/tours' },
      secondary: { label: blankText(), to: '/contact' },
    }),
    testimonial: () => ({
      name: '',
      country: null,
      rating: 5,
      comment: blankText(),
      avatar: '',
      date: blankText(),
      url: '',
    }),
  };
  return documents[kind]();
}

/** Slugs are URLs (a tour's page) and names: lower-case words joined by hyphens, at most 80 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

export function slugProblem(slug: string): 'required' | 'format' | 'length' | null {
  if (slug === '') return 'required';
  if (slug.length > SLUG_MAX_LENGTH) return 'length';
  return SLUG_PATTERN.test(slug) ? null : 'format';
}

/** A slug made from a title: 'Cultural Triangle, 5 Days' -> 'cultural-triangle-5-days'. */
export function slugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
}
