import { axeOn, eachInTurn, expect, onePageForTheFile, type Page } from './fixtures';
import { E2E } from '../../playwright.config';
import { PUBLIC_ROUTES, SITE_NAME } from './routes';

// Tests take turns in one page (see onePageForTheFile), each starting with nothing saved on the device.
const test = onePageForTheFile({ freshDevice: true });

// Nothing here depends on the service worker, and each test's fresh context would otherwise install it
// and fetch its 2 MB precache (seconds of processor time per test, which CI pays for): no worker.
test.use({ serviceWorkers: 'block' });

/** What axe finds of serious or critical impact on the page as it is (WCAG 2.1 A and AA rules). */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

// What a page says and does is checked once, on the phone, where most travellers are (this file's home in
// playwright.config.ts); what depends on the layout is tagged to run on the desktop too.

test.describe('public routes', () => {
  // One page visits every route in turn (each a full page load), as a traveller does, and checks at each what the
  // page says of itself, which hosts it asked, and what axe finds.
  test('every public route renders its heading, title, canonical and JSON-LD, asks no foreign host and passes axe', async ({
    page,
  }) => {
    const allowed = new Set([new URL(E2E.appUrl).host, new URL(E2E.apiUrl).host]);
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && !allowed.has(url.host)) foreign.push(request.url());
    });
    await eachInTurn(
      PUBLIC_ROUTES,
      (route) => route.path,
      async (route) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expect(page).toHaveTitle(`${route.title} - ${SITE_NAME}`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E.appUrl}${route.path}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          'content',
          `${route.title} - ${SITE_NAME}`,
        );
        // Exactly one of each per page: the pre-rendered tags give way to the hydrated page's (src/lib/head.tsx).
        await expect(page.locator('head title')).toHaveCount(1);
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
        const types = await jsonLdTypes(page);
        expect(types.length).toBeGreaterThan(0);
        if (route.path.startsWith('/tours/'))
          expect(types).toEqual(expect.arrayContaining(['TouristTrip', 'BreadcrumbList']));
        if (route.path === '/') expect(types).toContain('TravelAgency');
        if (route.path === '/contact') expect(types).toEqual(expect.arrayContaining(['TravelAgency', 'FAQPage']));
        // Privacy: everything the page loads once it has settled comes from the site or its backend.
        await page.waitForLoadState('networkidle');
        expect(foreign, `hosts other than the site's asked by ${route.path}`).toEqual([]);
        expect(await seriousAxeFindings(page), `axe on ${route.path}`).toEqual([]);
      },
      20_000,
    );
  });

  test('titles and canonical URLs are unique across pages, also after client-side navigation', async ({ page }) => {
    const seen = new Map<string, string>();
    await page.goto('/');
    // The page is pre-rendered: route changes are the router's once it has hydrated.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    for (const route of PUBLIC_ROUTES) {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      const title = await page.title();
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(seen.has(title), `duplicate title ${title}`).toBe(false);
      seen.set(title, canonical ?? '');
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    }
    expect(new Set(seen.values()).size).toBe(PUBLIC_ROUTES.length);
  });

  test('the tour JSON-LD lists one sub-trip per day and no price or rating', async ({ page }) => {
    await page.goto('/tours/grand-circle-18day');
    await expect(page.getByRole('heading', { level: 1, name: 'Grand Circle' })).toBeVisible();
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const trip = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((b) => b['@type'] === 'TouristTrip')!;
    expect((trip.subTrip as unknown[]).length).toBe(18);
    const text = JSON.stringify(trip);
    expect(text).not.toContain('offers');
    expect(text).not.toContain('AggregateRating');
  });

  test('the TravelAgency JSON-LD keeps both readings of the hours', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const block = (await page.locator('script[type="application/ld+json"]').first().textContent())!;
    const agency = JSON.parse(block) as {
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
      contactPoint: { hoursAvailable: { dayOfWeek: string[]; opens: string; closes: string } }[];
    };
    expect(agency.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '20:00' });
    expect(agency.openingHoursSpecification[0]!.dayOfWeek).toHaveLength(7);
    expect(agency.contactPoint[0]!.hoursAvailable).toMatchObject({ opens: '09:00', closes: '18:00' });
    expect(agency.contactPoint[0]!.hoursAvailable.dayOfWeek).toHaveLength(5);
  });

  test('an unknown tour slug redirects to /tours', async ({ page }) => {
    // The server says the page does not exist (no soft 404 for search engines); the app moves on to the list.
    expect((await page.goto('/tours/no-such-tour'))?.status()).toBe(404);
    await expect(page).toHaveURL(/\/tours$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sri Lanka Tour Packages' })).toBeVisible();
  });

  test('sitemap.xml lists every public page and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    // The local build is for the app's own URL (supabase/local/start.ts sets VITE_SITE_URL).
    for (const route of PUBLIC_ROUTES) expect(sitemap).toContain(`<loc>${E2E.appUrl}${route.path}</loc>`);
    expect(sitemap).not.toContain('/admin');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${E2E.appUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin');
    expect((await request.get('/favicon.ico')).headers()['content-type']).toBe('image/x-icon');
  });
});

test.describe('home', () => {
  test('the hero advances every 4 seconds and wraps from the last slide to the first', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const current = page.locator('[data-testid="hero-slide"]:not([hidden])');
    await expect(current).toHaveAttribute('aria-label', '1 of 4');
    await page.mouse.move(0, 0);
    for (const expected of ['2 of 4', '3 of 4', '4 of 4', '1 of 4']) {
      await page.clock.runFor(4_000);
      await expect(current).toHaveAttribute('aria-label', expected);
    }
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    // The running bar is scaled, never resized, so it does not lay out the page on every frame.
    const animated = await page
      .locator('.hero-progress-fill')
      .evaluate((fill) =>
        fill
          .getAnimations()
          .flatMap((animation) =>
            (animation.effect as KeyframeEffect).getKeyframes().flatMap((keyframe) => Object.keys(keyframe)),
          ),
      );
    expect(animated).toContain('transform');
    expect(animated).not.toContain('width');
  });

  test('the hero can be paused and driven with the keyboard', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const current = page.locator('[data-testid="hero-slide"]:not([hidden])');
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page
      .locator('body')
      .click({ position: { x: 5, y: 900 } })
      .catch(() => undefined);
    await page.clock.runFor(12_000);
    await expect(current).toHaveAttribute('aria-label', '1 of 4');
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(current).toHaveAttribute('aria-label', '2 of 4');
    // Paused, the bar stands at the slide's position: half of it on slide 2 of 4.
    const filled = () =>
      page
        .getByRole('progressbar')
        .evaluate((bar) => bar.firstElementChild!.getBoundingClientRect().width / bar.getBoundingClientRect().width);
    await expect.poll(filled).toBeCloseTo(0.5, 2);
    await page.getByRole('button', { name: 'Show slide 4' }).focus();
    await page.keyboard.press('Space');
    await expect(current).toHaveAttribute('aria-label', '4 of 4');
    await expect.poll(filled).toBeCloseTo(1, 2);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAttribute('aria-label', '1 of 4');
  });

  test('with reduced motion the hero does not advance by itself', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${E2E.appUrl}/`);
    await page.clock.runFor(10_000);
    await expect(page.locator('[data-testid="hero-slide"]:not([hidden])')).toHaveAttribute('aria-label', '1 of 4');
    await context.close();
  });

  test('shows the three featured tours, three fleet cards and truncated traveller reviews', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Tours' });
    await expect(featured.getByRole('article')).toHaveCount(3);
    await expect(featured.getByText('13 Days', { exact: true })).toBeVisible();
    await expect(featured.getByText('18 Days', { exact: true })).toBeVisible();
    await expect(featured.getByRole('link', { name: 'View More Tours' })).toHaveCount(3);
    const fleet = page.getByRole('region', { name: 'Our Premium Fleet' });
    await expect(fleet.getByRole('heading', { level: 3 })).toHaveText(['Luxury Sedan', 'Family Van', 'Luxury SUV']);
    const reviews = page.getByRole('region', { name: 'What Our Travelers Say' });
    const texts = await reviews.locator('blockquote').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.length).toBeLessThanOrEqual(153);
    expect(texts.some((text) => text.endsWith('...'))).toBe(true);
    await expect(page.getByRole('link', { name: 'Book Your Trip Now' })).toHaveAttribute('href', '/tours');
  });
});

test.describe('filters and accordion', () => {
  test('tour category filters show matching tours, one active at a time', async ({ page }) => {
    await page.goto('/tours');
    const filters = page.getByRole('group', { name: 'Filter by category' });
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    await filters.getByRole('button', { name: 'Beach' }).click();
    await expect(page).toHaveURL(/category=beach/);
    await expect(filters.getByRole('button', { name: 'Beach' })).toHaveAttribute('aria-pressed', 'true');
    await expect(filters.getByRole('button', { name: 'All Tours' })).toHaveAttribute('aria-pressed', 'false');
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('heading', { name: 'Sri Lanka Grand Tour' })).toBeHidden();
    await filters.getByRole('button', { name: 'Adventure' }).click();
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Grand Circle' })).toBeVisible();
    await filters.getByRole('button', { name: 'All Tours' }).click();
    await expect(cards).toHaveCount(4);
  });

  test('transport filters by vehicle type', async ({ page }) => {
    await page.goto('/transport');
    const filters = page.getByRole('group', { name: 'Filter by vehicle type' });
    await expect(page.getByRole('article')).toHaveCount(4);
    await filters.getByRole('button', { name: 'Buses' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: 'Mini Coach' })).toBeVisible();
    await expect(page.getByText('15 passengers')).toBeVisible();
    await filters.getByRole('button', { name: 'SUVs' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Luxury SUV' })).toBeVisible();
    await filters.getByRole('button', { name: 'All Vehicles' }).click();
    await expect(page.getByRole('article')).toHaveCount(4);
  });

  test('the FAQ opens one item at a time, by mouse and keyboard', async ({ page }) => {
    await page.goto('/contact');
    const first = page.getByRole('button', { name: 'What is your cancellation policy?' });
    const second = page.getByRole('button', { name: 'How can I pay?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/30 days or more before departure/i)).toBeVisible();
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.accordion [role="region"]:not([hidden])')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page.locator('.accordion [role="region"]:not([hidden])')).toHaveCount(0);
  });

  test('contact cards carry their actions', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:/);
    await expect(page.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('link', { name: /Chat Now/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(page.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', /maps/);
  });

  test('the tour page shows its itinerary, an Inquire Now button and the reviews area', async ({ page }) => {
    await page.goto('/tours/southern-coastal-explorer-6day');
    await expect(page.getByRole('heading', { name: 'Day-by-Day Itinerary' })).toBeVisible();
    await expect(page.locator('.itinerary-day')).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Inquire Now' })).toBeVisible();
    // Its contents (reviews, empty state) are covered by reviews.spec.ts.
    await expect(page.getByRole('heading', { level: 2, name: /Customer Reviews/ })).toBeVisible();
  });
});

test.describe('image fallbacks', () => {
  test('a broken vehicle image becomes a gradient block with the vehicle name', async ({ page }) => {
    await page.route('**/art/vehicle-coach.svg', (route) => route.abort());
    await page.goto('/transport');
    // Images load lazily: bring the card into view so its image is requested.
    await page.getByRole('heading', { level: 2, name: 'Mini Coach' }).scrollIntoViewIfNeeded();
    const fallback = page.getByTestId('vehicle-fallback');
    await expect(fallback).toHaveCount(1);
    await expect(fallback).toHaveText('Mini Coach');
  });

  test('a broken image elsewhere shows the "Image not available" placeholder', async ({ page }) => {
    await page.route('**/art/kandy.svg', (route) => route.abort());
    await page.goto('/tours/sri-lanka-grand-tour-13day');
    await expect(page.getByRole('img', { name: 'Image not available' }).first()).toBeVisible();
  });
});

test.describe('languages', () => {
  // The switcher sits in the header on wide screens and in the menu on phones.
  test(
    'switching to German changes the interface and <html lang>, and is remembered',
    { tag: '@both' },
    async ({ page, isMobile }) => {
      await page.goto('/tours');
      await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('button', { name: 'Alle Touren' })).toBeVisible();
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      if (isMobile) await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Touren', exact: true }),
      ).toBeVisible();
      await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('button', { name: 'All Tours' })).toBeVisible();
    },
  );

  test('French shows French tour overviews and FAQ', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.getByRole('heading', { level: 2, name: 'Questions fréquentes' })).toBeVisible();
  });

  test('a visitor downloads only the language they read', async ({ page }) => {
    const localeFiles: { lang: string; ns: string }[] = [];
    const contentFiles: { lang: string; group: string }[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const match = /\/locale-([a-z]{2})-([a-z-]+)-[^/]+\.js$/.exec(pathname);
      if (match) localeFiles.push({ lang: match[1]!, ns: match[2]! });
      const content = /^\/content\/([a-z]{2})\/([a-z0-9-]+)\.json$/.exec(pathname);
      if (content) contentFiles.push({ lang: content[1]!, group: content[2]! });
    });
    // No service worker here: its precache fetches every file by design, for offline use.
    await page.context().addInitScript(() => {
      Object.defineProperty(navigator, 'serviceWorker', { value: undefined });
    });
    await page.goto('/tours/sri-lanka-grand-tour-13day');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(new Set(localeFiles.map((f) => f.lang))).toEqual(new Set(['en']));
    const namespaces = localeFiles.map((f) => f.ns);
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'images', 'tours']));
    expect(new Set(namespaces).size).toBe(namespaces.length); // each fetched once
    // The published content: the site's group and this tour's, in English, each fetched once.
    expect(contentFiles).toEqual(
      expect.arrayContaining([
        { lang: 'en', group: 'site' },
        { lang: 'en', group: 'tour-sri-lanka-grand-tour-13day' },
      ]),
    );
    expect(new Set(contentFiles.map((file) => file.lang))).toEqual(new Set(['en']));
    expect(new Set(contentFiles.map((file) => file.group)).size).toBe(contentFiles.length);

    localeFiles.length = 0;
    contentFiles.length = 0;
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.waitForLoadState('networkidle');
    expect(new Set(localeFiles.map((f) => f.lang))).toEqual(new Set(['fr']));
    expect(new Set(contentFiles.map((file) => file.lang))).toEqual(new Set(['fr']));
  });
});

/**
 * Pages drawn by a template another listed page shares: the tour pages after the first, and the terms after
 * the privacy policy. The phone, where most travellers are, checks every page; on desktop one of each is enough.
 */
const SAME_TEMPLATE = new Set([
  '/tours/southern-coastal-explorer-6day',
  '/tours/grand-circle-18day',
  '/tours/sri-lanka-highlights-10day',
  '/terms-of-service',
]);

test.describe('accessibility', () => {
  // The phone checks every page with axe as it visits every route (above); on desktop one page of each template
  // is enough.
  test(
    'axe finds no serious or critical problem on a public page of each template',
    { tag: '@desktop' },
    async ({ page }) => {
      const routes = PUBLIC_ROUTES.filter((route) => !SAME_TEMPLATE.has(route.path));
      await eachInTurn(
        routes,
        (route) => route.path,
        async (route) => {
          await page.goto(route.path);
          await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
          expect(await seriousAxeFindings(page), `axe on ${route.path}`).toEqual([]);
        },
        15_000,
      );
    },
  );

  test('the skip link and the main navigation work with the keyboard', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    let reached = false;
    for (let i = 0; i < 12 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Tours', exact: true })
        .evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tours$/);
  });
});
