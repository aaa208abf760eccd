import type { Language } from '../lib/i18n';
import {
  byListOrder,
  localize,
  type AboutDocument,
  type BusinessDocument,
  type FaqDocument,
  type HeroSlideDocument,
  type VehicleDocument,
  type ContentItem,
  type ContentKind,
  type Localized,
  type PolicyDocument,
  type TestimonialDocument,
  type TourDocument,
} from './documents';

/**
 * The published content as the pages read it: per language, in groups, each a file the build writes to
 * `content/<language>/<group>.json` (scripts/published-content.ts) and a page loads before it renders
 * (./store.ts). `site` is small and on every page (the footer's facts and tour links, the tour cards);
 * every other group belongs to one page.
 */

/** A tour as a page in one language shows it, with its URL's slug. */
export type Tour = Localized<TourDocument> & { slug: string };

/** What lists, cards, the sitemap and metadata need of a tour: small enough for every page. */
export type TourSummary = Omit<
  Tour,
  'overview' | 'highlights' | 'itinerary' | 'includes' | 'excludes' | 'pricingNote' | 'entranceFeesNote'
>;

/** The operator's contact facts in one language, with the phone number as a `tel:` link. */
export type Business = Localized<BusinessDocument> & { phoneHref: string };

/** The privacy policy or the terms of service in one language. */
export type Policy = Localized<PolicyDocument>;

/** One of Home's "What Our Travelers Say" quotes in one language. */
export type Testimonial = Localized<TestimonialDocument> & { slug: string };

/** A vehicle of the fleet in one language. */
export type Vehicle = Localized<VehicleDocument> & { slug: string };

/** One of Home's hero slides in one language. */
export type HeroSlide = Localized<HeroSlideDocument> & { slug: string };

/** A vehicle as Home's "Premium fleet" shows it. */
export interface HomeVehicle {
  slug: string;
  name: string;
  image: Vehicle['image'];
  badges: string[];
}

/** One question and its answer (Contact's FAQ). */
export type FaqEntry = Localized<FaqDocument> & { slug: string };

/** The About page in one language. */
export type About = Localized<AboutDocument>;

/** Home's own content. */
export interface HomeContent {
  slides: HeroSlide[];
  /** The vehicles with badges for Home, in fleet order. */
  fleet: HomeVehicle[];
  testimonials: Testimonial[];
}

/** The group every page loads. */
export interface SiteContent {
  business: Business;
  /** Published tours in list order. */
  tours: TourSummary[];
}

export interface ContentGroups {
  site: SiteContent;
  home: HomeContent;
  fleet: { vehicles: Vehicle[] };
  faq: { entries: FaqEntry[] };
  about: About;
  [tourGroup: `tour-${string}`]: Tour;
  /** `policy-privacy`, `policy-terms` */
  [policyGroup: `policy-${string}`]: Policy;
}

export type ContentGroup = keyof ContentGroups & string;

/** The group of one tour's page. */
export function tourGroup(slug: string): `tour-${string}` {
  return `tour-${slug}`;
}

function itemsOf<K extends ContentKind>(items: readonly ContentItem[], kind: K): ContentItem<K>[] {
  return items.filter((item): item is ContentItem<K> => item.kind === kind).sort(byListOrder);
}

function summaryOf(tour: Tour): TourSummary {
  const {
    overview: _overview,
    highlights: _highlights,
    itinerary: _itinerary,
    includes: _includes,
    excludes: _excludes,
    pricingNote: _pricingNote,
    entranceFeesNote: _entranceFeesNote,
    ...summary
  } = tour;
  return summary;
}

/** The `tel:` link of a phone number as shown ('+94 70 000 0000' → 'tel:+94700000000'). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

/** Every group of `items` (the published content) in `language`, by group name. */
export function contentGroups(items: readonly ContentItem[], language: Language): ContentGroups {
  const [business] = itemsOf(items, 'business');
  if (!business) throw new Error('The published content has no business facts');
  const facts = localize(business.document, language);
  const withSlug = <K extends ContentKind>(kind: K) =>
    itemsOf(items, kind).map((item) => ({ slug: item.slug, ...localize(item.document, language) }));
  const tours: Tour[] = withSlug('tour');
  const vehicles: Vehicle[] = withSlug('vehicle');
  const [about] = itemsOf(items, 'about');
  if (!about) throw new Error('The published content has no About page');
  const groups: ContentGroups = {
    site: { business: { ...facts, phoneHref: phoneHref(facts.phone) }, tours: tours.map(summaryOf) },
    home: {
      slides: withSlug('hero_slide'),
      fleet: vehicles
        .filter((vehicle) => vehicle.homeBadges.length > 0)
        .map(({ slug, name, image, homeBadges }) => ({ slug, name, image, badges: homeBadges })),
      testimonials: withSlug('testimonial'),
    },
    fleet: { vehicles },
    faq: { entries: withSlug('faq') },
    about: localize(about.document, language),
  };
  for (const tour of tours) groups[tourGroup(tour.slug)] = tour;
  for (const policy of itemsOf(items, 'policy')) groups[`policy-${policy.slug}`] = localize(policy.document, language);
  return groups;
}
