/** The public routes with the heading and title each must show (English). */
export const PUBLIC_ROUTES = [
  { path: '/', heading: 'Climb the Lion Rock of Sigiriya', title: 'Private Chauffeur Tours in Sri Lanka' },
  { path: '/tours', heading: 'Sri Lanka Tour Packages', title: 'Tours' },
  { path: '/tours/sri-lanka-grand-tour-13day', heading: 'Sri Lanka Grand Tour', title: 'Sri Lanka Grand Tour' },
  {
    path: '/tours/southern-coastal-explorer-6day',
    heading: 'Southern Coastal Explorer',
    title: 'Southern Coastal Explorer',
  },
  { path: '/tours/grand-circle-18day', heading: 'Grand Circle', title: 'Grand Circle' },
  { path: '/tours/sri-lanka-highlights-10day', heading: 'Sri Lanka Highlights', title: 'Sri Lanka Highlights' },
  { path: '/custom-tours', heading: 'Design Your Custom Tour', title: 'Custom Tours' },
  { path: '/gallery', heading: 'Photo Gallery', title: 'Photo Gallery' },
  { path: '/transport', heading: 'Our Premium Fleet', title: 'Transport' },
  { path: '/about', heading: 'About Us', title: 'About Us' },
  { path: '/contact', heading: 'Contact Us', title: 'Contact Us' },
  { path: '/privacy-policy', heading: 'Privacy Policy', title: 'Privacy Policy' },
  { path: '/terms-of-service', heading: 'Terms of Service', title: 'Terms of Service' },
] as const;

export const SITE_NAME = 'Lanka Chauffeur Tours';

/** English at the spec's routes; German and French under /de and /fr. */
export const LANGUAGES = [
  { lang: 'en', prefix: '' },
  { lang: 'de', prefix: '/de' },
  { lang: 'fr', prefix: '/fr' },
] as const;

/** A route in a language: the prefix alone for its home page. */
export const localized = (prefix: string, path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);
