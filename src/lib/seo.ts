/**
 * Structured data (schema.org JSON-LD) and URL helpers for page metadata. Pure functions, so the
 * pre-renderer and the tests can use them too. No `offers` (prices are quoted per request) and no
 * self-serving AggregateRating (search engines ignore or penalise ratings a business shows of itself).
 */
import { BUSINESS } from '../content/business';
import type { Tour } from '../content/types';

type JsonLd = Record<string, unknown>;

/** The public origin of the site: VITE_SITE_URL when set (builds for a domain), else this page's origin. */
export function siteOrigin(): string {
  const configured = (import.meta.env.VITE_SITE_URL as string | undefined)?.replace(/\/+$/, '');
  return configured || globalThis.location?.origin || 'http://localhost:4173';
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteOrigin()}/`).toString();
}

const agencyId = () => absoluteUrl('/#organization');

export function travelAgency(description: string): JsonLd {
  const { address } = BUSINESS;
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': agencyId(),
    name: BUSINESS.name,
    description,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
    image: absoluteUrl('/art/hero-heritage.svg'),
    telephone: BUSINESS.phone,
    email: BUSINESS.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    areaServed: { '@type': 'Country', name: address.countryName },
    currenciesAccepted: 'USD',
    // Both readings of the hours are kept (spec §1): the structured data's Monday to Sunday 08:00-20:00
    // for the business, and the stated office hours and round-the-clock WhatsApp as contact points.
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: BUSINESS.structuredHours.opens,
        closes: BUSINESS.structuredHours.closes,
      },
    ],
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: BUSINESS.phone,
        email: BUSINESS.email,
        availableLanguage: ['English'],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: BUSINESS.officeHours.opens,
          closes: BUSINESS.officeHours.closes,
        },
      },
      {
        '@type': 'ContactPoint',
        contactType: 'reservations',
        url: `https://wa.me/${BUSINESS.whatsappNumber}`,
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      },
    ],
    sameAs: Object.values(BUSINESS.social),
  };
}

export function touristTrip(tour: Tour, overview: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    description: overview || tour.summary,
    url: absoluteUrl(`/tours/${tour.slug}`),
    image: absoluteUrl(`/art/${tour.heroImage}.svg`),
    touristType: tour.categories,
    provider: { '@id': agencyId() },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.highlights.length,
      itemListElement: tour.highlights.map((h, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: { '@type': 'TouristDestination', name: h.name },
      })),
    },
    subTrip: tour.itinerary.map((day) => ({
      '@type': 'TouristTrip',
      name: `Day ${day.day}: ${day.title}`,
      description: day.description,
    })),
  };
}

export function faqPage(items: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function breadcrumbList(items: { label: string; path: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: absoluteUrl(item.path),
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json"> body. `<`, `>` and `&` are escaped so no text (a
 * review, a request) can close the script element or open markup; U+2028/2029 for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
