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

/** The public pages with the published tours' pages (their slugs in list order). */
export function publicPaths(tourSlugs: readonly string[]): string[] {
  return [...STATIC_PUBLIC_PATHS, ...tourSlugs.map((slug) => `/tours/${slug}`)];
}
