import { eachInTurn, expect, test, type Page } from './fixtures';
import { expectSecurityHeaders, loadTheWholePage, watchPolicy } from './policy';
import { LANGUAGES, localized, PUBLIC_ROUTES, SITE_NAME } from './routes';

// Nothing here depends on the service worker, and each test's fresh context would otherwise install it
// and fetch its 2 MB precache (seconds of processor time per test, which CI pays for): no worker.
test.use({ serviceWorkers: 'block' });

/** Every console error and uncaught exception the page reports from now on, as they come. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Sums the layout shifts until the page had hydrated (the 'hydrated' performance mark), as CLS does
 * without session windows (an upper bound). Content the page fetches afterwards (the gallery's list
 * replacing its placeholders) is not hydration's doing and is left out.
 */
async function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const now = performance.getEntriesByName('hydrated')[0]?.startTime ?? performance.now();
        let total = 0;
        // Layout shifts are only handed out through an observer (buffered: the ones so far).
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput && entry.startTime <= now) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

test.describe('pre-rendered pages', () => {
  for (const { lang, prefix } of LANGUAGES) {
    for (const route of PUBLIC_ROUTES) {
      const url = localized(prefix, route.path);
      test(`${url} is complete HTML: heading, title, meta and JSON-LD without scripts`, async ({
        request,
        baseURL,
      }) => {
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${lang}">`);
        if (lang === 'en') expect(html).toContain(`<title>${route.title} - ${SITE_NAME}</title>`);
        expect(html).toMatch(new RegExp(`<title>[^<]+ - ${SITE_NAME}</title>`));
        expect(html).toMatch(/<h1[^>]*>[^<]/);
        expect(html).toContain(`<link rel="canonical" href="${baseURL}${url}"/>`);
        for (const other of LANGUAGES)
          expect(html).toContain(
            `<link rel="alternate" hrefLang="${other.lang}" href="${baseURL}${localized(other.prefix, route.path)}"/>`,
          );
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
        // Links stay in the page's language.
        if (prefix) expect(html).not.toMatch(/<a [^>]*href="\/(tours|contact|about)/);
      });
    }

    test(`every ${lang} public route shows its heading and title with JavaScript disabled`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      try {
        const page = await context.newPage();
        for (const route of PUBLIC_ROUTES) {
          await page.goto(localized(prefix, route.path));
          if (lang === 'en') {
            await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
            await expect(page).toHaveTitle(`${route.title} - ${SITE_NAME}`);
          } else {
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await expect(page).toHaveTitle(new RegExp(` - ${SITE_NAME}$`));
          }
        }
      } finally {
        await context.close();
      }
    });

    // One page visits every route in turn, as a traveller does; each visit is a full page load measured on
    // its own (a new document: its own errors, layout shifts and hydration). The first load is a first visit;
    // the later ones reuse the scripts from the browser's cache, as a traveller's second page does. Each page is
    // also checked under the site's Content-Security-Policy (policy.ts): the whole security header set, and
    // nothing refused, below the fold included (a refusal is also a console error).
    test(`every ${lang} public route hydrates without errors or layout shift, and the policy refuses it nothing`, async ({
      page,
    }) => {
      const errors = errorsOf(page);
      const policy = await watchPolicy(page);
      await eachInTurn(
        PUBLIC_ROUTES,
        (route) => localized(prefix, route.path),
        async (route) => {
          const url = localized(prefix, route.path);
          errors.length = 0;
          expectSecurityHeaders(await page.goto(url), url);
          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading).toBeVisible();
          const text = await heading.textContent();
          await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
          expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.02);
          await loadTheWholePage(page);
          expect(await policy.violations(), `refused on ${url}`).toEqual([]);
          // Hydrated: a link is handled by the router (no full page load, so the marker survives).
          await page.evaluate(() => ((window as unknown as { hydrationMarker: number }).hydrationMarker = 1));
          const target = localized(prefix, route.path === '/contact' ? '/about' : '/contact');
          await page.locator(`#main-nav a[href="${target}"]`).click({ force: true });
          await expect(page).toHaveURL(target);
          expect(await page.evaluate(() => (window as unknown as { hydrationMarker?: number }).hydrationMarker)).toBe(
            1,
          );
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await page.goBack();
          await expect(page.getByRole('heading', { level: 1, name: text ?? '' })).toBeVisible();
          expect(errors, `errors on ${url}`).toEqual([]);
        },
        10_000,
      );
      expect(policy.console).toEqual([]);
    });
  }

  test('the language switcher opens the same page in the chosen language', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page).toHaveURL('/de/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    // A new page load: the select answers once the page has hydrated.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('a language chosen with the switcher opens later pages in that language; the browser language alone does not', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page).toHaveURL('/fr/contact');
    // An English link (a search result, a shared URL) now opens the French page.
    await page.goto('/about?from=link#team');
    await expect(page).toHaveURL('/fr/about?from=link#team');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    // Choosing English again is remembered the same way.
    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await expect(page).toHaveURL('/about?from=link#team');
    await page.goto('/de/about');
    await expect(page).toHaveURL('/about');
  });

  test('without a choice, a German browser still gets the page it asked for', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'de-DE', baseURL });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('where the browser allows no service worker, a page works without an error in the console', async ({
    browser,
    baseURL,
  }) => {
    // Storage turned off or a private mode: registering is refused. The page stays plain pages, quietly.
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = errorsOf(page);
    await page.goto('/contact');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    // Registration starts once the page is idle after loading, with the worker's helper fetched first.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('workbox-window')),
        ),
      )
      .toBe(true);
    await page.locator('#main-nav a[href="/about"]').click({ force: true });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
    expect(errors).toEqual([]);
    await context.close();
  });
});
