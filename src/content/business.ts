/**
 * The operator's contact facts, in one place. The values are placeholders on reserved example domains
 * and an unassigned number range until the operator supplies theirs (see docs/decisions.md).
 */
export const BUSINESS = {
  name: 'Lanka Chauffeur Tours',
  phone: '+94 70 000 0000',
  phoneHref: 'tel:+94700000000',
  email: 'hello@lanka-chauffeur-tours.example',
  /** Digits only, international format, for https://wa.me/<number> */
  whatsappNumber: '94700000000',
  address: {
    street: 'Lewis Place',
    locality: 'Negombo',
    region: 'Western Province',
    postalCode: '11500',
    country: 'LK',
    countryName: 'Sri Lanka',
  },
  /** Office hours as stated on the site (spec §1); the visible text is the i18n key common:officeHours. */
  officeHours: { days: 'Monday to Friday', opens: '09:00', closes: '18:00' },
  /** Structured-data hours (spec §1, §9): both readings are kept. */
  structuredHours: { days: 'Monday to Sunday', opens: '08:00', closes: '20:00' },
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Negombo%2C+Sri+Lanka',
  social: {
    tripadvisor: 'https://www.tripadvisor.com/',
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    tiktok: 'https://www.tiktok.com/',
  },
  copyrightYear: 2025,
} as const;
