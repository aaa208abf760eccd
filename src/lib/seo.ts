/**
 * URL helpers and the serializer for page metadata. The structured data (schema.org JSON-LD) is built in
 * seo-agency.ts, seo-trip.ts and seo-lists.ts, apart so that each page loads only the kinds it shows. Pure
 * functions, so the pre-renderer and the tests can use them too. No `offers` (prices are quoted per
 * request) and no self-serving AggregateRating (search engines ignore or penalise ratings a business
 * shows of itself).
 */

export type JsonLd = Record<string, unknown>;

/** The public origin of the site: VITE_SITE_URL when set (builds for a domain), else this page's origin. */
export function siteOrigin(): string {
  const configured = (import.meta.env.VITE_SITE_URL as string | undefined)?.replace(/\/+$/, '');
  return configured || globalThis.location?.origin || 'http://localhost:4173';
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteOrigin()}/`).toString();
}

/** The business's node, which other structured data refers to. */
export const agencyId = () => absoluteUrl('/#organization');

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
