import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES, SITE_NAME } from './routes';

/** Pre-rendering does not depend on the viewport: checked once, on the desktop. */
const ONCE = 'the same on every viewport: checked on the desktop';

/** Sums the page's layout shifts (as CLS does, without session windows: an upper bound). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe('pre-rendered pages', () => {
  test.skip(({ isMobile }) => isMobile, ONCE);

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} is complete HTML: heading, title, meta and JSON-LD without scripts`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${route.title} - ${SITE_NAME}</title>`);
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).toContain('<link rel="canonical"');
      expect(html).toContain('<meta name="description"');
      expect(html).toContain('<script type="application/ld+json">');
      // The CSP allows no inline scripts and drops style attributes.
      const scripts = html.match(/<script(?![^>]*(?:type="application\/ld\+json"|src="))[^>]*>/g) ?? [];
      expect(scripts).toEqual([]);
      expect(html).not.toMatch(/\sstyle="/);
      // The head tags are in <head>, where crawlers and link previews read them.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<title>');
      expect(head).toContain('property="og:title"');
    });
  }

  test('every public route shows its heading and title with JavaScript disabled', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expect(page).toHaveTitle(`${route.title} - ${SITE_NAME}`);
      }
    } finally {
      await context.close();
    }
  });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} hydrates without errors or layout shift`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      // Hydrated: a link is handled by the router (no full page load, so the marker survives).
      await page.evaluate(() => ((window as unknown as { hydrationMarker: number }).hydrationMarker = 1));
      const target = route.path === '/contact' ? '/about' : '/contact';
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: target === '/contact' ? 'Contact' : 'About Us' })
        .click({ force: true });
      await expect(page).toHaveURL(target);
      expect(await page.evaluate(() => (window as unknown as { hydrationMarker?: number }).hydrationMarker)).toBe(1);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
