import { randomUUID } from 'node:crypto';
import { eachInTurn, expect, test, type Page } from './fixtures';
import { createAdmin, signInWithSession } from './admin-support';
import { anonInsert, uniqueEmail } from './support';

// Staff triage on their phones: every admin screen at 390×844 (a common phone), with a record of each
// kind, must fit the width (cards, not a table that scrolls sideways). With E2E_SCREENSHOTS=1, full-page
// screenshots of each screen are kept in test-results/admin-phone/ for a person to look at; no check reads them,
// and drawing sixteen of them in software took a third of this file's processor time, so a plain run skips them.

const SHOTS = process.env.E2E_SCREENSHOTS === '1' ? 'test-results/admin-phone' : undefined;
const tag = `p${Date.now().toString(36)}`;
const adminEmail = uniqueEmail('phone-admin');

// No service worker: nothing here depends on it, and each fresh context would fetch its 2 MB precache.
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  serviceWorkers: 'block',
});

const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await createAdmin(adminEmail);
  const email = uniqueEmail('phone-visitor');
  await anonInsert(request, 'tour_inquiries', {
    id: randomUUID(),
    tour_id: 'grand-circle-18day',
    tour_title: 'Grand Circle',
    first_name: 'Nimali',
    last_name: `Fernando-Wickramasinghe ${tag}`,
    email,
    phone: '+94 77 123 4567',
    country: 'United Kingdom of Great Britain and Northern Ireland',
    preferred_date: inFuture(40),
    adults: 2,
    children: 1,
    message: 'We would love a day in Ella with a long, slow train ride and a vegetarian cook along the way.',
  });
  await anonInsert(request, 'custom_tour_requests', {
    id: randomUUID(),
    full_name: `Jean-Baptiste Delacroix-Montgomery ${tag}`,
    email,
    phone: '+33 6 12 34 56 78',
    country: 'France',
    travel_start_date: inFuture(50),
    travel_end_date: inFuture(64),
    number_of_people: '3-4',
    budget_range: '2500-5000',
    tour_places: 'Sigiriya, Kandy, Nuwara Eliya, Ella, Yala, Mirissa, Galle',
    hotel_preferences: 'Boutique hotels with a pool',
    additional_requirements: 'A child seat for a three-year-old',
  });
  await anonInsert(request, 'reviews', {
    id: randomUUID(),
    tour_id: 'grand-circle-18day',
    tour_title: 'Grand Circle',
    customer_name: `Sophie Müller ${tag}`,
    email,
    country: 'Germany',
    ratings: { overall: 5, quality: 5, locations: 4, amenities: 4, service: 5, price: 4 },
    comment: 'Our driver-guide was wonderful: patient, knowledgeable and always on time. Highly recommended!',
    recommendations: 'Take the early train to Ella.',
    would_recommend: true,
  });
  await anonInsert(request, 'custom_reviews', {
    id: randomUUID(),
    customer_name: `Kenji Watanabe ${tag}`,
    email,
    country: 'Japan',
    ratings: { overall: 4, quality: 4, service: 5, value: 4 },
    comment: 'A tailor-made fortnight that fitted our family perfectly. Thank you for the care you took.',
    would_recommend: true,
  });
});

test.beforeEach(async ({ page }) => {
  await signInWithSession(page, adminEmail);
});

async function expectFitsWidth(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, `${what} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string) {
  await expectFitsWidth(page, name);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

const SCREENS = [
  { path: '/admin', name: 'dashboard', heading: 'Dashboard' },
  { path: '/admin/inquiries', name: 'inquiries', heading: 'Tour Inquiries', search: tag },
  { path: '/admin/custom-tours', name: 'custom-tours', heading: 'Custom Tour Requests', search: tag },
  { path: '/admin/reviews', name: 'reviews', heading: 'Reviews', search: tag },
  { path: '/admin/custom-reviews', name: 'custom-reviews', heading: 'Custom Reviews' },
  { path: '/admin/gallery', name: 'gallery', heading: 'Gallery' },
  { path: '/admin/insights', name: 'insights', heading: 'Insights' },
  { path: '/admin/settings', name: 'settings', heading: 'Settings' },
] as const;

// One page visits every screen in turn (each a full page load of the portal), as a member of staff does.
test('every admin screen fits a 390 px phone', async ({ page }) => {
  await eachInTurn(
    SCREENS,
    (screen) => screen.name,
    async (screen) => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      if ('search' in screen) {
        await page.getByRole('searchbox').first().fill(screen.search);
      }
      // Lists are cards on a phone: no table of records is shown (a screen-reader-only data table is not
      // "shown"). A form's grid of checkboxes (Settings: which kinds come by e-mail and by push) is not a
      // list; it stays a grid and, like everything else, must fit the width (expectFitsWidth).
      for (const table of await page.locator('main table:not(form table)').all()) {
        const box = await table.boundingBox();
        if (box && (await table.evaluate((node) => node.closest('.visually-hidden') === null)))
          throw new Error(`a ${box.width}px wide table is shown on ${screen.path}`);
      }
      await shoot(page, screen.name);

      // The first record's details (where the screen has them) must fit as well.
      const view = page.getByRole('button', { name: /^View/ }).first();
      if (await view.isVisible()) {
        await view.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shoot(page, `${screen.name}-details`);
      }
    },
    20_000,
  );
});

test('the menu and the notifications fit a 390 px phone', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings' }),
  ).toBeVisible();
  await shoot(page, 'menu');
  await page.getByRole('button', { name: 'Close menu' }).click();

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await shoot(page, 'notifications');
});
