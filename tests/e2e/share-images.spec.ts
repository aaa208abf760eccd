import sharp from 'sharp';
import { expect, test } from './fixtures';
import { LANGUAGES, localized, PUBLIC_ROUTES } from './routes';

/**
 * Link previews (WhatsApp, Facebook, X) read a page's share tags from its HTML, run no script, and show
 * no SVG: each pre-rendered page must name a JPEG or PNG of the size they crop to (1200×630).
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The <meta> tags in the page's <head>, by their property or name, with entities decoded. */
function headMeta(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const key = /\s(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined)
      meta.set(
        key,
        content.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, entity: string) => ENTITIES[entity]!),
      );
  }
  return meta;
}

test.describe('share images', () => {
  for (const { lang, prefix } of LANGUAGES) {
    test(`every ${lang} page names a 1200×630 JPEG or PNG share image with its size and a description`, async ({
      request,
      baseURL,
    }) => {
      const checked = new Map<string, string>();
      const alts = new Set<string>();
      for (const route of PUBLIC_ROUTES) {
        const url = localized(prefix, route.path);
        const page = await request.get(url);
        expect(page.status(), url).toBe(200);
        const meta = headMeta(await page.text());

        const image = meta.get('og:image') ?? '';
        // Absolute, on the site's own origin (VITE_SITE_URL is the test server's here).
        expect(image, `${url} og:image`).toMatch(new RegExp(`^${baseURL}/.+\\.(jpe?g|png)$`));
        expect(meta.get('twitter:image'), `${url} twitter:image`).toBe(image);
        expect(meta.get('twitter:card'), url).toBe('summary_large_image');
        expect(meta.get('og:image:width'), url).toBe('1200');
        expect(meta.get('og:image:height'), url).toBe('630');
        const alt = meta.get('og:image:alt') ?? '';
        expect(alt.length, `${url} og:image:alt`).toBeGreaterThan(10);
        expect(meta.get('twitter:image:alt'), url).toBe(alt);
        alts.add(alt);

        if (!checked.has(image)) {
          const response = await request.get(image);
          expect(response.status(), image).toBe(200);
          const type = response.headers()['content-type'] ?? '';
          expect(type, image).toMatch(/^image\/(jpeg|png)$/);
          const body = await response.body();
          const { width, height, format } = await sharp(body).metadata();
          expect({ width, height }, image).toEqual({ width: 1200, height: 630 });
          expect(`image/${format}`, image).toBe(type);
          // Link previews give up on large files (WhatsApp's limit is said to be about 300 KB).
          expect(body.length, image).toBeLessThan(150 * 1024);
          checked.set(image, type);
        }
      }
      // The description is in the page's language (each language says "Illustration" its own way).
      if (lang !== 'en') for (const alt of alts) expect(alt).not.toMatch(/^Illustration of /);
    });
  }
});
