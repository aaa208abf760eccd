/**
 * Today's content as content items (src/content/documents.ts), for the migration that seeds the content
 * tables so a fresh install looks as the site does now. Sources: the English data in src/content, the
 * translated prose already in src/locales (tour overviews, FAQ, About, Home's slides, policy headings), and
 * the German and French of everything else in ./de.json and ./fr.json (English text → translation).
 *
 * A text whose translations all equal the English is marked the same in every language; a text missing
 * from a dictionary stops the build of the seed, so nothing half-translated is seeded.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ABOUT_CREDENTIALS, ABOUT_FOUNDER_IMAGE, ABOUT_GALLERY, ABOUT_VALUES } from '../../src/content/about';
import { BUSINESS } from '../../src/content/business';
import type {
  AboutDocument,
  BusinessDocument,
  ContentItem,
  FaqDocument,
  HeroSlideDocument,
  PolicyDocument,
  TestimonialDocument,
  Text,
  TourDocument,
  TranslatedLanguage,
  VehicleDocument,
} from '../../src/content/documents';
import { FLEET, HOME_FLEET } from '../../src/content/fleet';
import { HARDCODED_REVIEWS } from '../../src/content/hardcoded-reviews';
import { PRIVACY_POLICY, TERMS_OF_SERVICE, type PolicyDocument as PolicySource } from '../../src/content/policies';
import { TOURS } from '../../src/content/tours';
import type { TourCategory } from '../../src/content/types';
import { HERO_SLIDES } from '../../src/features/home/hero-slides';

type Dictionary = Record<string, string>;
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

const DICTIONARIES = { de: readJson<Dictionary>(here('./de.json')), fr: readJson<Dictionary>(here('./fr.json')) };

/** A text from English, with its German and French from the dictionaries. */
export function translated(en: string): Text {
  const de = DICTIONARIES.de[en];
  const fr = DICTIONARIES.fr[en];
  if (de === undefined || fr === undefined) {
    throw new Error(`No ${de === undefined ? 'German' : 'French'} for ${JSON.stringify(en)}`);
  }
  return text(en, de, fr);
}

/**
 * Translations that read as the English does and are meant to (checked by hand): marked `sameIn` so the
 * build's check of the `/de` and `/fr` pages lets them be. Any other translation equal to its English fails
 * the seed's test.
 */
const MEANT_AS_ENGLISH: Record<TranslatedLanguage, readonly string[]> = {
  de: [
    'Hotel in Sigiriya',
    'Hotel in Kandy',
    'Hotel in Anuradhapura',
    'Hotel in Nuwara Eliya',
    'April 2025',
    'November 2024',
  ],
  fr: ['France', '4x4', 'Excellence', 'Introduction'],
};

/** A text; the same in every language when both translations are the English (the tours' names). */
function text(en: string, de: string, fr: string): Text {
  if (de === en && fr === en) return { en, same: true };
  const sameIn = (['de', 'fr'] as const).filter((language) => MEANT_AS_ENGLISH[language].includes(en));
  return sameIn.length > 0 ? { en, de, fr, sameIn } : { en, de, fr };
}

const locales = (namespace: string) =>
  Object.fromEntries(
    (['en', 'de', 'fr'] as const).map((language) => [
      language,
      readJson<Json>(here(`../../src/locales/${language}/${namespace}.json`)),
    ]),
  ) as Record<'en' | 'de' | 'fr', Json>;

function at(json: Json, path: string): Json {
  return path.split('.').reduce<Json>((node, key) => {
    const next = (node as Record<string, Json> | Json[] | null)?.[key as never] as Json | undefined;
    if (next === undefined) throw new Error(`No ${path} in a locale file`);
    return next;
  }, json);
}

/** A text already translated in a locale namespace (src/locales/<language>/<namespace>.json). */
function fromLocale(files: Record<'en' | 'de' | 'fr', Json>, path: string): Text {
  const [en, de, fr] = (['en', 'de', 'fr'] as const).map((language) => at(files[language], path));
  if (typeof en !== 'string' || typeof de !== 'string' || typeof fr !== 'string') {
    throw new Error(`${path} is not a text in every locale`);
  }
  return text(en, de, fr);
}

/** A list of texts in a locale namespace (an array of strings in each language). */
function listFromLocale(files: Record<'en' | 'de' | 'fr', Json>, path: string): Text[] {
  const en = at(files.en, path);
  if (!Array.isArray(en)) throw new Error(`${path} is not a list`);
  return en.map((_, index) => fromLocale(files, `${path}.${index}`));
}

const translatedList = (list: readonly string[]) => list.map(translated);

function tourItems(): ContentItem<'tour'>[] {
  const overviews = locales('tour-overviews');
  // Home's three featured tours are the first three in list order (spec §2 "Home").
  return TOURS.map((tour, index) => {
    const document: TourDocument = {
      title: translated(tour.title),
      summary: translated(tour.summary),
      duration: translated(tour.duration),
      days: tour.days,
      locations: tour.locations,
      categories: [...tour.categories],
      heroImage: tour.heroImage,
      cardImage: tour.cardImage,
      keywords: translatedList(tour.keywords),
      overview: listFromLocale(overviews, `${tour.slug}.overview`),
      highlights: tour.highlights.map((h) => ({ name: translated(h.name), image: h.image })),
      itinerary: tour.itinerary.map((day) => ({
        day: day.day,
        title: translated(day.title),
        description: translated(day.description),
        activities: translatedList(day.activities),
        meals: translated(day.meals),
        accommodation: translated(day.accommodation),
        ...(day.driving ? { driving: translated(day.driving) } : {}),
        ...(day.note ? { note: translated(day.note) } : {}),
      })),
      includes: translatedList(tour.includes),
      excludes: translatedList(tour.excludes),
      ...(tour.pricingNote ? { pricingNote: translated(tour.pricingNote) } : {}),
      ...(tour.entranceFeesNote ? { entranceFeesNote: translated(tour.entranceFeesNote) } : {}),
      featured: index < 3,
    };
    return { kind: 'tour', slug: tour.slug, position: index * 10, document };
  });
}

function vehicleItems(): ContentItem<'vehicle'>[] {
  return FLEET.map((vehicle, index) => {
    const badges = HOME_FLEET.find((card) => card.vehicleId === vehicle.id)?.badges ?? [];
    const document: VehicleDocument = {
      name: translated(vehicle.name),
      category: vehicle.category,
      passengers: vehicle.passengers,
      luggage: vehicle.luggage,
      image: vehicle.image,
      description: translated(vehicle.description),
      features: translatedList(vehicle.features),
      homeBadges: translatedList(badges),
    };
    return { kind: 'vehicle', slug: vehicle.id, position: index * 10, document };
  });
}

/** A slug from an English text: lower case words joined by hyphens, at most 80 characters. */
export function slugFrom(english: string): string {
  const words = english
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ');
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 80) break;
    slug = next;
  }
  return slug;
}

function faqItems(): ContentItem<'faq'>[] {
  const faq = locales('faq');
  const entries = at(faq.en, 'items') as Json[];
  return entries.map((_, index) => {
    const document: FaqDocument = {
      question: fromLocale(faq, `items.${index}.question`),
      answer: fromLocale(faq, `items.${index}.answer`),
    };
    return { kind: 'faq', slug: slugFrom(document.question.en), position: index * 10, document };
  });
}

function businessItem(): ContentItem<'business'> {
  const { address } = BUSINESS;
  const document: BusinessDocument = {
    name: BUSINESS.name,
    phone: BUSINESS.phone,
    email: BUSINESS.email,
    whatsappNumber: BUSINESS.whatsappNumber,
    address: {
      street: address.street,
      locality: address.locality,
      region: address.region,
      postalCode: address.postalCode,
      country: address.country,
      countryName: { en: address.countryName, same: true },
    },
    officeHours: { ...BUSINESS.officeHours },
    structuredHours: { ...BUSINESS.structuredHours },
    mapsUrl: BUSINESS.mapsUrl,
    social: { ...BUSINESS.social },
  };
  return { kind: 'business', slug: 'business', position: 0, document };
}

function heroSlideItems(): ContentItem<'hero_slide'>[] {
  const home = locales('home');
  return HERO_SLIDES.map((slide, index) => {
    const key = `hero.slides.${slide.key}`;
    const link = (to: string, search: { category?: string } | undefined, label: Text) => ({
      label,
      to,
      ...(search?.category ? { category: search.category as TourCategory } : {}),
    });
    const document: HeroSlideDocument = {
      image: slide.image,
      subtitle: fromLocale(home, `${key}.subtitle`),
      title: fromLocale(home, `${key}.title`),
      description: fromLocale(home, `${key}.description`),
      primary: link(slide.primary.to, slide.primary.search, fromLocale(home, `${key}.primary`)),
      secondary: {
        ...link(slide.secondary.to, slide.secondary.search, fromLocale(home, `${key}.secondary`)),
        ...(slide.secondaryContext ? { context: fromLocale(home, `${key}.secondaryContext`) } : {}),
      },
    };
    return { kind: 'hero_slide', slug: slugFrom(slide.key.replace(/([A-Z])/g, ' $1')), position: index * 10, document };
  });
}

function testimonialItems(): ContentItem<'testimonial'>[] {
  return HARDCODED_REVIEWS.map((review, index) => {
    const document: TestimonialDocument = {
      name: review.name,
      country: review.country === null ? null : translated(review.country),
      rating: review.rating,
      comment: translated(review.comment),
      avatar: review.avatar,
      date: translated(review.date),
      url: review.url,
    };
    return { kind: 'testimonial', slug: review.id, position: index * 10, document };
  });
}

function aboutItem(): ContentItem<'about'> {
  const about = locales('about');
  const document: AboutDocument = {
    intro: fromLocale(about, 'intro'),
    metaDescription: fromLocale(about, 'metaDescription'),
    story: listFromLocale(about, 'story.paragraphs'),
    founder: {
      role: fromLocale(about, 'founder.role'),
      bio: listFromLocale(about, 'founder.bio'),
      image: ABOUT_FOUNDER_IMAGE,
      imageAlt: fromLocale(about, 'founder.imageAlt'),
    },
    credentials: ABOUT_CREDENTIALS.map((id) => ({ id, text: fromLocale(about, `credentials.items.${id}`) })),
    gallery: ABOUT_GALLERY.map((item) => ({
      image: item.image,
      caption: fromLocale(about, item.captionKey),
      alt: fromLocale(about, item.altKey),
    })),
    values: ABOUT_VALUES.map((id) => ({
      id,
      title: fromLocale(about, `values.items.${id}.title`),
      text: fromLocale(about, `values.items.${id}.text`),
    })),
  };
  return { kind: 'about', slug: 'about', position: 0, document };
}

function policyItems(): ContentItem<'policy'>[] {
  const headings = locales('policies');
  const policy = (slug: 'privacy' | 'terms', source: PolicySource, position: number): ContentItem<'policy'> => {
    const document: PolicyDocument = {
      lastUpdated: translated(source.lastUpdated),
      sections: source.sections.map((section) => ({
        id: section.id,
        heading: fromLocale(headings, `${slug}.sections.${section.id}`),
        paragraphs: translatedList(section.paragraphs),
        ...(section.list ? { list: translatedList(section.list) } : {}),
      })),
    };
    return { kind: 'policy', slug, position, document };
  };
  return [policy('privacy', PRIVACY_POLICY, 0), policy('terms', TERMS_OF_SERVICE, 10)];
}

/** Every item of today's content, in the order the migration inserts them. */
export function seedItems(): ContentItem[] {
  return [
    ...tourItems(),
    ...vehicleItems(),
    ...faqItems(),
    businessItem(),
    ...heroSlideItems(),
    ...testimonialItems(),
    aboutItem(),
    ...policyItems(),
  ];
}
