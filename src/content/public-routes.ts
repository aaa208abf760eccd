import { TOUR_SUMMARIES } from './tour-summaries';

/** Every public page (spec §2), in sitemap order. Admin routes are never listed. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/tours',
  '/custom-tours',
  '/gallery',
  '/transport',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
] as const;

export function publicPaths(): string[] {
  return [...STATIC_PUBLIC_PATHS, ...TOUR_SUMMARIES.map((tour) => `/tours/${tour.slug}`)];
}
