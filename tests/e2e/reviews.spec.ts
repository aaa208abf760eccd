import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, onePageForTheFile, type Page } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';

// Tests take turns in one page (see onePageForTheFile), each starting with nothing saved on the device.
const test = onePageForTheFile({ freshDevice: true });

// Published reviews on the tour page and in the home carousel. Rows are submitted and approved through
// the REST API (see publish below); names carry a per-run tag so this suite never mistakes another
// suite's (or the other project's) rows for its own. The database is shared by every e2e file of a run,
// so expected figures are read back from it, not assumed.

const TOUR = 'sri-lanka-highlights-10day';
const OTHER_TOUR = 'grand-circle-18day';
const DAY_MS = 86_400_000;
const TRUNCATE_AT = 120; // characters (spec §9)

/** Noon UTC some days ago: the same calendar day in any test machine's time zone. */
function daysAgo(days: number): string {
  const date = new Date(Date.now() - days * DAY_MS);
  date.setUTCHours(12, 0, 0, 0);
  return date.toISOString();
}

const shortDate = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(iso));

async function keys(): Promise<{ anon: Record<string, string>; service: Record<string, string> }> {
  const { anonKey, serviceRoleKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  return {
    anon: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    service: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  };
}

async function serviceHeaders(): Promise<Record<string, string>> {
  return (await keys()).service;
}

type ReviewRow = { id: string; status: string; created_at?: string } & Record<string, unknown>;

/**
 * Publishes rows the way real reviews are published: submitted as a visitor (the database then forces
 * status 'pending' and its own timestamps), then moderated with the service-role key, which also backdates
 * them so the newest-first order is known. (A service-role INSERT is refused today: the reviewer
 * validation trigger calls private.reviewer_validation_source, which service_role may not execute.)
 */
async function publish(request: APIRequestContext, table: string, rows: ReviewRow[]): Promise<void> {
  const { anon, service } = await keys();
  for (const { status, created_at: createdAt, ...submitted } of rows) {
    const insert = await request.post(`${E2E.apiUrl}/rest/v1/${table}`, {
      headers: { ...anon, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      data: submitted,
    });
    expect(insert.status(), await insert.text()).toBe(201);
    const moderated = await request.patch(`${E2E.apiUrl}/rest/v1/${table}?id=eq.${submitted.id}`, {
      headers: { ...service, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      data: { status, ...(createdAt && { created_at: createdAt, submitted_at: createdAt }) },
    });
    expect(moderated.status(), await moderated.text()).toBe(204);
  }
}

/** What the tour page must show in its header: approved reviews of the tour, as the database has them. */
async function expectedSummary(request: APIRequestContext, tourId: string) {
  const response = await request.get(
    `${E2E.apiUrl}/rest/v1/reviews?select=ratings&status=eq.approved&tour_id=eq.${tourId}&order=created_at.desc&limit=50`,
    { headers: await serviceHeaders() },
  );
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as { ratings: { overall: number } }[];
  const mean = rows.reduce((sum, row) => sum + row.ratings.overall, 0) / rows.length;
  // Half up to one decimal, as the page rounds (4.25 → 4.3).
  const average = (Math.round(Number((mean * 10).toPrecision(12))) / 10).toFixed(1);
  return { average, count: rows.length };
}

function tourReviews(page: Page) {
  return page.getByRole('region', { name: 'Customer Reviews' });
}

function experiences(page: Page) {
  return page.getByRole('region', { name: 'Customer Experiences' });
}

test.describe('published reviews', () => {
  // Only the offline test below needs the service worker. Elsewhere its install, the 2.6 MB precache of a fresh
  // context, would cost each test about 4.5 s of processor time and check nothing.
  test.use({ serviceWorkers: 'block' });
  const tag = randomUUID().slice(0, 8);
  const approvedNew = {
    id: randomUUID(),
    tour_id: TOUR,
    tour_title: 'Sri Lanka Highlights',
    customer_name: `Ana Pereira ${tag}`,
    email: `reviews-${tag}-ana@example.com`,
    country: 'Portugal',
    ratings: { overall: 5, quality: 5, locations: 4, amenities: 3, service: 5, price: 4 },
    comment: 'Sigiriya at dawn and a guide who never rushed us. Highly recommended.',
    recommendations: 'Bring a light rain jacket for Ella.',
    would_recommend: true,
    status: 'approved',
    created_at: daysAgo(2),
  };
  const approvedOld = {
    ...approvedNew,
    id: randomUUID(),
    customer_name: `Bram de Vries ${tag}`,
    email: `reviews-${tag}-bram@example.com`,
    country: 'Netherlands',
    ratings: { overall: 4, quality: 4, locations: 4, service: 3, price: 4 },
    comment: 'Good pace, comfortable car, a little too much time in shops.',
    recommendations: null,
    would_recommend: false,
    created_at: daysAgo(6),
  };
  const pending = {
    ...approvedNew,
    id: randomUUID(),
    customer_name: `Pending Person ${tag}`,
    email: `reviews-${tag}-pending@example.com`,
    status: 'pending',
    created_at: daysAgo(1),
  };
  const otherTour = {
    ...approvedNew,
    id: randomUUID(),
    tour_id: OTHER_TOUR,
    tour_title: 'Grand Circle',
    customer_name: `Other Tour ${tag}`,
    email: `reviews-${tag}-other@example.com`,
  };

  const longComment =
    'We asked for temples in the morning, beaches in the afternoon and no more than three hours in the car a day. ' +
    'They planned exactly that, and our guide found quiet places we would never have seen on our own.';
  const customLong = {
    id: randomUUID(),
    customer_name: `Chiara Long ${tag}`,
    email: `reviews-${tag}-chiara@example.com`,
    country: 'Italy',
    tour_type: 'custom',
    ratings: { overall: 4, quality: 4, service: 5, value: 4 },
    comment: longComment,
    would_recommend: true,
    status: 'approved',
  };
  const customShort = {
    ...customLong,
    id: randomUUID(),
    customer_name: `Dev Short ${tag}`,
    email: `reviews-${tag}-dev@example.com`,
    country: 'India',
    ratings: { overall: 5, quality: 5, service: 5, value: 5 },
    comment: 'Perfectly planned from start to finish.',
    would_recommend: false,
  };
  const customPending = {
    ...customShort,
    id: randomUUID(),
    customer_name: `Pending Story ${tag}`,
    email: `reviews-${tag}-pending-story@example.com`,
    status: 'pending',
  };

  test.beforeAll(async ({ request }) => {
    await publish(request, 'reviews', [approvedNew, approvedOld, pending, otherTour]);
    await publish(request, 'custom_reviews', [customLong, customShort, customPending]);
  });

  test('the tour page lists only approved reviews of that tour, with average, count and every rating', async ({
    page,
    request,
  }) => {
    const { average, count } = await expectedSummary(request, TOUR);
    await page.goto(`/tours/${TOUR}`);
    const section = tourReviews(page);
    await expect(section.getByRole('heading', { level: 3, name: approvedNew.customer_name })).toBeVisible();
    await expect(section).toHaveAttribute('aria-busy', 'false');

    await expect(section.getByRole('img', { name: `Average rating ${average} out of 5` })).toBeVisible();
    await expect(section.getByText(`(${count} ${count === 1 ? 'review' : 'reviews'})`)).toBeVisible();
    await expect(section.getByRole('article')).toHaveCount(count);

    // Newest first.
    const names = await section.getByRole('heading', { level: 3 }).allTextContents();
    const mine = names.filter((name) => name.endsWith(tag));
    expect(mine).toEqual([approvedNew.customer_name, approvedOld.customer_name]);

    const ana = section.getByRole('article').filter({ hasText: approvedNew.customer_name });
    await expect(ana.getByText('from Portugal')).toBeVisible();
    await expect(ana.getByText(shortDate(approvedNew.created_at))).toBeVisible();
    await expect(ana.getByText('A', { exact: true })).toBeVisible(); // the initial
    await expect(ana.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(ana.getByText(approvedNew.comment)).toBeVisible();
    for (const name of [
      'Tour Quality: 5 out of 5',
      'Destinations: 4 out of 5',
      'Accommodations: 3 out of 5',
      'Customer Service: 5 out of 5',
      'Value for Money: 4 out of 5',
    ]) {
      await expect(ana.getByRole('img', { name })).toBeVisible();
    }
    await expect(ana.getByText('Bring a light rain jacket for Ella.')).toBeVisible();
    await expect(ana.getByText('Would recommend')).toBeVisible();

    const bram = section.getByRole('article').filter({ hasText: approvedOld.customer_name });
    await expect(bram.getByText('from Netherlands')).toBeVisible();
    await expect(bram.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(bram.getByRole('img', { name: 'Customer Service: 3 out of 5' })).toBeVisible();
    await expect(bram.getByRole('img', { name: /^Accommodations/ })).toHaveCount(0); // not given
    await expect(bram.getByText('Would recommend')).toHaveCount(0);

    await expect(page.getByText(pending.customer_name)).toHaveCount(0);
    await expect(page.getByText(otherTour.customer_name)).toHaveCount(0);
  });

  test("another tour's page shows its own review, and the seeded tour keeps its seeded ones", async ({ page }) => {
    await page.goto(`/tours/${OTHER_TOUR}`);
    await expect(tourReviews(page).getByRole('heading', { level: 3, name: otherTour.customer_name })).toBeVisible();
    await expect(page.getByText(approvedNew.customer_name)).toHaveCount(0);

    // Seed: two approved reviews and one pending on this tour.
    await page.goto('/tours/southern-coastal-explorer-6day');
    const section = tourReviews(page);
    await expect(section.getByRole('heading', { level: 3, name: 'Amelia Hart' })).toBeVisible();
    await expect(section.getByRole('heading', { level: 3, name: 'Marco Rossi' })).toBeVisible();
    await expect(section.getByText('Waiting for approval')).toHaveCount(0);
  });

  test('the home carousel shows approved stories in a looping track with a hidden copy', async ({ page }) => {
    await page.goto('/');
    const section = experiences(page);
    // The hidden copy is not in the accessibility tree: each story is found once.
    await expect(section.getByRole('heading', { level: 3, name: customShort.customer_name })).toHaveCount(1);
    await expect(section.getByRole('heading', { level: 3, name: customLong.customer_name })).toBeVisible();
    await expect(page.getByText(customPending.customer_name)).toHaveCount(0);
    await expect(section.getByText('Customer Experiences')).toBeVisible();

    const track = section.getByTestId('experience-track');
    const copies = track.locator('> ul');
    await expect(copies).toHaveCount(2);
    await expect(copies.nth(0)).not.toHaveAttribute('aria-hidden', 'true');
    await expect(copies.nth(1)).toHaveAttribute('aria-hidden', 'true');
    await expect(copies.nth(1)).toHaveAttribute('inert', '');
    expect(await copies.nth(1).locator('> li').count()).toBe(await copies.nth(0).locator('> li').count());
    expect(await copies.nth(1).textContent()).toBe(await copies.nth(0).textContent());

    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('experience-scroll');
    await expect.poll(playState).toBe('running');
    const pause = section.getByRole('button', { name: 'Pause scrolling' });
    await pause.click();
    await expect.poll(playState).toBe('paused');
    await expect(section.getByRole('button', { name: 'Resume scrolling' })).toBeVisible();

    const card = section.getByRole('article').filter({ hasText: customShort.customer_name });
    await expect(card.getByRole('img', { name: 'Rated 5 out of 5' })).toBeAttached();
    await expect(card.getByText('India')).toBeAttached();
    await expect(card.getByText('Would recommend')).toHaveCount(0);
    await expect(section.getByRole('article').filter({ hasText: customLong.customer_name })).toContainText(
      'Would recommend',
    );
  });

  test('a long story is cut at 120 characters and opens with Read more / Read less', async ({ page }) => {
    await page.goto('/');
    const section = experiences(page);
    await section.getByRole('button', { name: 'Pause scrolling' }).click();
    const card = section.getByRole('article').filter({ hasText: customLong.customer_name });
    const quote = card.locator('blockquote');
    const shown = (await quote.textContent())!;
    expect(shown.endsWith('...')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(TRUNCATE_AT + 3);
    expect(longComment.startsWith(shown.slice(0, -3))).toBe(true);

    const more = card.getByRole('button', { name: 'Read more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(quote).toHaveText(longComment);
    const less = card.getByRole('button', { name: 'Read less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await less.click();
    await expect(quote).toHaveText(shown);

    // Short stories have nothing to open.
    await expect(
      section.getByRole('article').filter({ hasText: customShort.customer_name }).getByRole('button'),
    ).toHaveCount(0);
  });

  test('the carousel stops while hovered', async ({ page }) => {
    await page.goto('/');
    const section = experiences(page);
    const track = section.getByTestId('experience-track');
    await expect(section.getByRole('heading', { level: 3, name: customLong.customer_name })).toBeVisible();
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    await expect.poll(playState).toBe('running');
    // The viewport stands still while the track moves inside it, so it can be pointed at.
    await section.locator('.experience-viewport').hover();
    await expect.poll(playState).toBe('paused');
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe('running');
  });

  test('with reduced motion the stories stand still, once, without a pause button', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', baseURL: E2E.appUrl, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const section = experiences(page);
      await expect(section.getByRole('heading', { level: 3, name: customLong.customer_name })).toBeVisible();
      await expect(section.getByTestId('experience-track').locator('> ul')).toHaveCount(1);
      await expect(section.getByRole('button', { name: 'Pause scrolling' })).toHaveCount(0);
      await expect(section.getByRole('group', { name: 'Traveller stories' })).toHaveAttribute('tabindex', '0');
    } finally {
      await context.close();
    }
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });

    test('offline, the reviews seen last still show from the device', async ({ page, context }) => {
      test.setTimeout(60_000); // a service-worker install, then several pages offline: slow on a busy 2-core machine
      await page.goto('/');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await expect(experiences(page).getByRole('heading', { level: 3, name: customLong.customer_name })).toBeVisible();
      await page.goto(`/tours/${TOUR}`);
      await expect(tourReviews(page).getByRole('heading', { level: 3, name: approvedNew.customer_name })).toBeVisible();

      await context.setOffline(true);
      try {
        await page.reload();
        const section = tourReviews(page);
        await expect(section.getByRole('heading', { level: 3, name: approvedNew.customer_name })).toBeVisible();
        await expect(section.getByRole('heading', { level: 3, name: approvedOld.customer_name })).toBeVisible();
        await expect(section.getByText('Reviews could not be loaded.')).toHaveCount(0);
        await expect(page.getByText(pending.customer_name)).toHaveCount(0);

        await page.goto('/');
        await expect(
          experiences(page).getByRole('heading', { level: 3, name: customLong.customer_name }),
        ).toBeVisible();

        // A tour never opened online has no copy: empty, and saying why.
        await page.goto('/tours/sri-lanka-grand-tour-13day');
        await expect(tourReviews(page).getByText('Reviews could not be loaded.')).toBeVisible();
        await expect(tourReviews(page).getByRole('article')).toHaveCount(0);
      } finally {
        await context.setOffline(false);
      }
    });
  });
});

test.describe('review lists without data', () => {
  // The server's answer is replaced below; a service worker would fetch past page.route.
  test.use({ serviceWorkers: 'block' });

  test('a tour without approved reviews shows the empty state, and a failed read says so', async ({ page }) => {
    await page.route(`${E2E.apiUrl}/rest/v1/reviews?*`, (route) => route.fulfill({ json: [] }));
    await page.goto('/tours/sri-lanka-grand-tour-13day');
    const section = tourReviews(page);
    await expect(section.getByText('No reviews yet. Be the first to review this tour!')).toBeVisible();
    await expect(section.getByRole('img', { name: /^Average rating/ })).toHaveCount(0);

    await page.unroute(`${E2E.apiUrl}/rest/v1/reviews?*`);
    await page.route(`${E2E.apiUrl}/rest/v1/reviews?*`, (route) =>
      route.fulfill({ status: 503, json: { message: 'unavailable' } }),
    );
    await page.goto('/tours/grand-circle-18day');
    await expect(tourReviews(page).getByText('Reviews could not be loaded.')).toBeVisible();
    await expect(tourReviews(page).getByText('No reviews yet. Be the first to review this tour!')).toHaveCount(0);
  });

  test('the home carousel without stories shows its empty state', async ({ page }) => {
    await page.route(`${E2E.apiUrl}/rest/v1/custom_reviews?*`, (route) => route.fulfill({ json: [] }));
    await page.goto('/');
    await expect(experiences(page).getByText('Stories from our travellers will appear here soon.')).toBeVisible();
    await expect(experiences(page).getByRole('button', { name: 'Pause scrolling' })).toHaveCount(0);
  });
});
