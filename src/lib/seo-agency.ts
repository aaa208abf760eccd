import { BUSINESS } from '../content/business';
import { absoluteUrl, agencyId, type JsonLd } from './seo';

/** The business itself (Home, Contact); see seo.ts. */
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
