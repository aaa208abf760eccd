import type { Business } from '../content/published';
import { absoluteUrl, agencyId, type JsonLd } from './seo';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** schema.org's days of a stated range: 'Monday to Friday' → Monday … Friday; one day alone → that day. */
export function daysOfWeek(days: string): string[] {
  const [first, last = first] = days.split(/\s+to\s+/i).map((day) => day.trim());
  const start = WEEK.findIndex((day) => day.toLowerCase() === first?.toLowerCase());
  const end = WEEK.findIndex((day) => day.toLowerCase() === last?.toLowerCase());
  if (start < 0 || end < 0) return WEEK;
  return Array.from({ length: ((end - start + 7) % 7) + 1 }, (_, offset) => WEEK[(start + offset) % 7]!);
}

/** The business itself (Home, Contact); see seo.ts. */
export function travelAgency(business: Business, description: string): JsonLd {
  const { address } = business;
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    '@id': agencyId(),
    name: business.name,
    description,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icons/icon-512.png'),
    image: absoluteUrl('/art/hero-heritage.svg'),
    telephone: business.phone,
    email: business.email,
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
        dayOfWeek: daysOfWeek(business.structuredHours.days),
        opens: business.structuredHours.opens,
        closes: business.structuredHours.closes,
      },
    ],
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: business.phone,
        email: business.email,
        availableLanguage: ['English'],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: daysOfWeek(business.officeHours.days),
          opens: business.officeHours.opens,
          closes: business.officeHours.closes,
        },
      },
      {
        '@type': 'ContactPoint',
        contactType: 'reservations',
        url: `https://wa.me/${business.whatsappNumber}`,
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: WEEK,
          opens: '00:00',
          closes: '23:59',
        },
      },
    ],
    sameAs: Object.values(business.social),
  };
}
