/**
 * sitemap.xml and robots.txt for a build. The site's origin comes from VITE_SITE_URL (the deployed
 * domain); local builds use the local app URL. Used by the Vite plugin in vite.config.ts.
 */
import { publicPaths } from '../src/content/public-routes';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const LANGUAGES = ['en', 'de', 'fr'] as const;
const localized = (path: string, lang: (typeof LANGUAGES)[number]) =>
  lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`;

/** Every public page in every language, each entry naming its translations (hreflang alternates). */
export function sitemapXml(origin: string, lastModified: string, tourSlugs: readonly string[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = publicPaths(tourSlugs)
    .flatMap((path) =>
      LANGUAGES.map((lang) => {
        const alternates = LANGUAGES.map(
          (alt) =>
            `    <xhtml:link rel="alternate" hreflang="${alt}" href="${escapeXml(base + localized(path, alt))}"/>`,
        ).join('\n');
        return `  <url>\n    <loc>${escapeXml(base + localized(path, lang))}</loc>\n    <lastmod>${lastModified}</lastmod>\n${alternates}\n  </url>`;
      }),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${base}/sitemap.xml\n`;
}
