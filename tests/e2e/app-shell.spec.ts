import { expect, onePageForTheFile } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import { controlledByServiceWorker } from './support';

// Tests take turns in one page (see onePageForTheFile), each starting with nothing saved on the device.
const test = onePageForTheFile({ freshDevice: true });

test.describe('app shell', () => {
  // Only the installable test below needs the service worker; each fresh context would otherwise install it and
  // fetch its 2 MB precache (seconds of processor time per test).
  test.use({ serviceWorkers: 'block' });

  // Behind the menu button on phones, in the header on wide screens.
  test('home renders with its heading, title and navigation', { tag: '@both' }, async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Climb the Lion Rock of Sigiriya' })).toBeVisible();
    await expect(page).toHaveTitle('Private Chauffeur Tours in Sri Lanka - Lanka Chauffeur Tours');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Tours', exact: true })).toHaveAttribute('href', '/tours');
    await expect(nav.getByRole('link')).toHaveCount(7);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown path answers 404 in every language, known pages and the staff portal 200', async ({ page }) => {
    expect((await page.goto('/de/no-such-page'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    expect((await page.goto('/fr/no-such-page'))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    for (const path of ['/tours', '/de/contact', '/fr/tours/grand-circle-18day', '/admin', '/admin/anything']) {
      expect((await page.request.get(path)).status(), path).toBe(200);
    }
  });

  // The menu button exists on narrow screens only.
  test('the mobile menu opens and closes on a link', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await button.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('is installable: manifest with icons, and the service worker serves it offline', async ({ page, context }) => {
      await controlledByServiceWorker(page, '/');
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifestHref).toBe('/manifest.webmanifest');
      const manifest = (await (await page.request.get(manifestHref!)).json()) as {
        icons: { sizes: string; purpose: string }[];
        display: string;
      };
      expect(manifest.display).toBe('standalone');
      expect(manifest.icons.map((i) => `${i.sizes}/${i.purpose}`)).toEqual(
        expect.arrayContaining(['192x192/any', '512x512/any', '512x512/maskable']),
      );

      // The worker answers navigations itself, with the status a host would send.
      expect((await page.goto('/no-such-page'))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      expect((await page.goto('/admin/anything'))?.status()).toBe(200);

      await context.setOffline(true);
      expect((await page.goto('/some/deep/link'))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(/you are offline/i);
      await context.setOffline(false);
    });
  });

  test('the app server sends security headers', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('the page can reach the API across origins as Supabase answers CORS', async ({ page }) => {
    const { anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
    await page.goto('/');
    const result = await page.evaluate(
      async ({ apiUrl, key }) => {
        const response = await fetch(`${apiUrl}/rest/v1/tour_inquiries?select=id`, {
          headers: { apikey: key, Authorization: `Bearer ${key}`, Prefer: 'count=exact' },
        });
        return { status: response.status, body: await response.text() };
      },
      { apiUrl: E2E.apiUrl, key: anonKey },
    );
    // The request crossed origins (a CORS refusal would have thrown) and the database refused anon.
    expect(result.status).toBe(401);
    expect(JSON.parse(result.body)).toMatchObject({ code: '42501' });
  });
});
