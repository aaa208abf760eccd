import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './seo-files';

describe('sitemap and robots', () => {
  const TOURS = ['sri-lanka-grand-tour-13day', 'a-new-tour'];

  it('lists every public page and published tour with absolute URLs, and no admin page', () => {
    const xml = sitemapXml('https://tours.example/', '2025-09-24', TOURS);
    for (const path of ['/', '/tours', '/contact', '/privacy-policy', '/terms-of-service', '/gallery']) {
      expect(xml).toContain(`<loc>https://tours.example${path}</loc>`);
    }
    for (const slug of TOURS) expect(xml).toContain(`<loc>https://tours.example/tours/${slug}</loc>`);
    expect(xml).not.toContain('/admin');
    expect(xml.match(/<url>/g)).toHaveLength(3 * (9 + TOURS.length));
  });

  it('lists the German and French pages with hreflang alternates', () => {
    const xml = sitemapXml('https://tours.example', '2025-09-24', TOURS);
    expect(xml).toContain('<loc>https://tours.example/de</loc>');
    expect(xml).toContain('<loc>https://tours.example/fr/tours</loc>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://tours.example/de/contact"/>');
  });

  it('points robots at the sitemap and keeps crawlers out of the portal', () => {
    expect(robotsTxt('https://tours.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://tours.example/sitemap.xml\n',
    );
  });
});
