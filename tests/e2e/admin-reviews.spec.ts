import { randomUUID } from 'node:crypto';
import { axeOn, expect, onePageForTheFile, type APIRequestContext, type Locator, type Page } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import { createAdmin, signInWithSession } from './admin-support';
import { anonInsert, rowsFor, uniqueEmail } from './support';

// Review moderation: /admin/reviews (tour reviews) and /admin/custom-reviews. Reviews are submitted as a
// visitor through the REST API (the database forces 'pending' and decides the validation badge), and a
// few are moved to other statuses with the service key to have every status to filter. Every name
// carries a per-run tag and the tests search for it, because the database is shared by every e2e file
// (and both projects) of a run; figures that count the whole table are read back from the database.

const TOUR = { id: 'sri-lanka-highlights-10day', title: 'Sri Lanka Highlights' };
const OTHER_TOUR = { id: 'grand-circle-18day', title: 'Grand Circle' };
const DELETE_QUESTION = 'Are you sure you want to delete this review? This action cannot be undone.';

const test = onePageForTheFile();

// Page-level requests only: the service worker would hide the PATCH / DELETE from page.route.
test.use({ serviceWorkers: 'block' });

const tag = `r${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = uniqueEmail('reviews-admin');

// Tour reviews, oldest first. Amaya has sent a tour inquiry, so her review is from a validated customer.
const amaya = { name: `Amaya ${tag}`, email: uniqueEmail('rev-amaya'), country: 'Australia', id: randomUUID() };
const bruno = { name: `Bruno ${tag}`, email: uniqueEmail('rev-bruno'), country: 'Switzerland', id: randomUUID() };
const chen = { name: `Chen ${tag}`, email: uniqueEmail('rev-chen'), country: 'Singapore', id: randomUUID() };
const dilan = { name: `Dilan ${tag}`, email: uniqueEmail('rev-dilan'), country: 'Canada', id: randomUUID() };

// Custom reviews, oldest first.
const esha = { name: `Esha ${tag}`, email: uniqueEmail('cr-esha'), overall: 4, id: randomUUID() };
const farid = { name: `Farid ${tag}`, email: uniqueEmail('cr-farid'), overall: 5, id: randomUUID() };
const gita = { name: `Gita ${tag}`, email: uniqueEmail('cr-gita'), overall: 3, id: randomUUID() };
const hana = { name: `Hana ${tag}`, email: uniqueEmail('cr-hana'), overall: 2, id: randomUUID() };

async function keys() {
  const { anonKey, serviceRoleKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  return {
    anon: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    service: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  };
}

/** Moves a submitted review to another status, as another admin would have. */
async function setStatus(request: APIRequestContext, table: string, id: string, status: string) {
  const { service } = await keys();
  const response = await request.patch(`${E2E.apiUrl}/rest/v1/${table}?id=eq.${id}`, {
    headers: { ...service, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(204);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await createAdmin(adminEmail);
  await anonInsert(request, 'tour_inquiries', {
    id: randomUUID(),
    tour_id: TOUR.id,
    tour_title: TOUR.title,
    first_name: 'Amaya',
    last_name: tag,
    email: amaya.email,
    phone: '+61 400 000 000',
    country: amaya.country,
    preferred_date: null,
    adults: 2,
    children: 0,
    message: null,
  });
  const tourReview = (who: typeof amaya, tour: typeof TOUR, extra: Record<string, unknown>) => ({
    id: who.id,
    tour_id: tour.id,
    tour_title: tour.title,
    customer_name: who.name,
    email: who.email,
    country: who.country,
    would_recommend: true,
    ...extra,
  });
  // Sent one after the other, so each is newer than the one before.
  await anonInsert(
    request,
    'reviews',
    tourReview(amaya, TOUR, {
      booking_id: `BK-${tag}`,
      ratings: { overall: 5, quality: 4, locations: 5, amenities: 4, service: 5, price: 3 },
      comment: 'We spotted leopards in Yala and our driver knew every back road.',
      recommendations: 'Bring binoculars',
    }),
  );
  await anonInsert(
    request,
    'reviews',
    tourReview(bruno, OTHER_TOUR, {
      ratings: { overall: 4, quality: 4, locations: 4, service: 4, price: 4 },
      comment: 'A long loop around the island, well paced and relaxed.',
      would_recommend: false,
    }),
  );
  await anonInsert(
    request,
    'reviews',
    tourReview(chen, TOUR, {
      ratings: { overall: 2, quality: 2, locations: 3, amenities: 2, service: 2, price: 2 },
      comment: 'Too many hours in the car for our taste.',
    }),
  );
  await anonInsert(
    request,
    'reviews',
    tourReview(dilan, TOUR, {
      ratings: { overall: 4, quality: 4, locations: 4, service: 5, price: 4 },
      comment: 'Tea country was the highlight of our trip.',
    }),
  );
  await setStatus(request, 'reviews', bruno.id, 'approved');
  await setStatus(request, 'reviews', chen.id, 'rejected');

  for (const who of [esha, farid, gita, hana]) {
    await anonInsert(request, 'custom_reviews', {
      id: who.id,
      customer_name: who.name,
      email: who.email,
      country: 'Germany',
      ratings: { overall: who.overall, quality: 4, service: 5, value: 4 },
      comment: `A tailor-made trip planned around us, rated ${who.overall}.`,
      would_recommend: true,
    });
  }
  await setStatus(request, 'custom_reviews', gita.id, 'approved');
  await setStatus(request, 'custom_reviews', hana.id, 'rejected');
});

test.beforeEach(async ({ page }) => {
  await signInWithSession(page, adminEmail);
});

async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Loading...')).toBeHidden({ timeout: 15_000 });
}

const tourSearch = (page: Page) => page.getByLabel('Search by name, e-mail, country, tour or comment');
const customSearch = (page: Page) => page.getByLabel('Search by name, e-mail, country or comment');

/** The tour review cards' names, top to bottom. */
function tourCardNames(page: Page): Promise<string[]> {
  return page.locator('.admin-reviews-card-list article h2').allTextContents();
}

function tourCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** Custom reviews: table rows from tablet width up, cards on phones. */
function customItem(page: Page, isMobile: boolean, name: string): Locator {
  return isMobile
    ? page.locator('.admin-reviews-phone-cards').getByRole('article', { name, exact: true })
    : page.locator('.admin-reviews-table tbody tr').filter({ hasText: name });
}

function customNames(page: Page, isMobile: boolean): Promise<string[]> {
  return isMobile
    ? page
        .locator('.admin-reviews-phone-cards article')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''))
    : page.locator('.admin-reviews-table tbody tr td:first-child strong').allTextContents();
}

/**
 * Searches for this run's reviews and waits for the server's answer. Until it comes the newest reviews
 * are shown, ours among them, so a click on one of ours can race the list shrinking under it.
 */
const ours = (names: string[]) => names.length > 0 && names.every((name) => name.endsWith(tag));

async function searchTours(page: Page) {
  await tourSearch(page).fill(tag);
  await expect.poll(async () => ours(await tourCardNames(page))).toBe(true);
}

async function searchCustom(page: Page, isMobile: boolean) {
  await customSearch(page).fill(tag);
  await expect.poll(async () => ours(await customNames(page, isMobile))).toBe(true);
}

/** Label → value of the details modal's own fields (the nested ratings list is read by ratingsOf). */
function detailsOf(dialog: Locator): Promise<Record<string, string>> {
  return dialog
    .locator('.admin-reviews-fields > div')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [
          row.querySelector(':scope > dt')?.textContent ?? '',
          row.querySelector(':scope > dd')?.textContent ?? '',
        ]),
      ),
    );
}

/** Criterion → what a screen reader hears for it ("4 out of 5", or "Not rated"). */
function ratingsOf(scope: Locator): Promise<Record<string, string>> {
  return scope
    .locator('.admin-reviews-ratings > div')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [
          row.querySelector('dt')?.textContent ?? '',
          row.querySelector('[role="img"]')?.getAttribute('aria-label') ?? row.querySelector('dd')?.textContent ?? '',
        ]),
      ),
    );
}

function tilesOf(page: Page): Promise<Record<string, string>> {
  return page
    .locator('.admin-reviews-tile')
    .evaluateAll((tiles) =>
      Object.fromEntries(
        tiles.map((tile) => [tile.querySelector('dt')?.textContent ?? '', tile.querySelector('dd')?.textContent ?? '']),
      ),
    );
}

/** The four tiles as the database's rows say they must read (spec §7: average of approved, 1 decimal). */
async function expectedTiles(): Promise<Record<string, string>> {
  const { service } = await keys();
  const response = await fetch(`${E2E.apiUrl}/rest/v1/custom_reviews?select=status,ratings`, { headers: service });
  expect(response.status).toBe(200);
  const rows = (await response.json()) as { status: string; ratings: { overall: number } }[];
  const approved = rows.filter((row) => row.status === 'approved');
  const mean = approved.length ? approved.reduce((sum, row) => sum + row.ratings.overall, 0) / approved.length : 0;
  const average = Math.round(Number((mean * 10).toPrecision(12))) / 10;
  return {
    'Total Reviews': String(rows.length),
    Approved: String(approved.length),
    Pending: String(rows.filter((row) => row.status === 'pending').length),
    'Average Rating': average.toFixed(1),
  };
}

// First, while this file's reviews are still the newest in the database and none has been deleted.
test("the dashboard's Recent Reviews: the five newest of both kinds, linking to their page", async ({ page }) => {
  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'Recent Reviews' });
  await expect(panel.getByRole('listitem')).toHaveCount(5, { timeout: 15_000 });
  const items = await panel.getByRole('listitem').evaluateAll((lis) =>
    lis.map((li) => ({
      name: li.querySelector('a')?.firstChild?.textContent ?? '',
      href: li.querySelector('a')?.getAttribute('href') ?? '',
      tour: li.querySelector('.admin-reviews-recent-main > span')?.textContent ?? '',
      stars: li.querySelector('[role="img"]')?.getAttribute('aria-label') ?? '',
      status: li.querySelector('.admin-reviews-badge')?.textContent ?? '',
    })),
  );
  const custom = (who: typeof esha, status: string) => ({
    name: who.name,
    href: '/admin/custom-reviews',
    tour: 'Custom tour',
    stars: `${who.overall} out of 5`,
    status,
  });
  expect(items).toEqual([
    custom(hana, 'Rejected'),
    custom(gita, 'Approved'),
    custom(farid, 'Pending'),
    custom(esha, 'Pending'),
    { name: dilan.name, href: '/admin/reviews', tour: TOUR.title, stars: '4 out of 5', status: 'Pending' },
  ]);
  // By keyboard: the link is reachable and named for where it goes.
  await panel.getByRole('link', { name: `${dilan.name} (open in Reviews)` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
});

test('tour reviews: search, status filter with counts, the shown count and the empty text', async ({ page }) => {
  await openPage(page, '/admin/reviews', 'Reviews');
  await tourSearch(page).fill(tag);
  await expect.poll(() => tourCardNames(page)).toEqual([dilan.name, chen.name, bruno.name, amaya.name]);
  await expect(page.getByText('4 of 4 shown', { exact: true })).toBeVisible();

  const filter = page.getByLabel('Status', { exact: true });
  await expect(filter.locator('option')).toHaveText(['All (4)', 'Pending (2)', 'Approved (1)', 'Rejected (1)']);
  await filter.selectOption('pending');
  await expect.poll(() => tourCardNames(page)).toEqual([dilan.name, amaya.name]);
  await expect(page.getByText('2 of 2 shown', { exact: true })).toBeVisible();
  await filter.selectOption('approved');
  await expect.poll(() => tourCardNames(page)).toEqual([bruno.name]);
  await expect(page.getByText('1 of 1 shown', { exact: true })).toBeVisible();
  await filter.selectOption('rejected');
  await expect.poll(() => tourCardNames(page)).toEqual([chen.name]);
  await filter.selectOption('all');

  // Each searchable column: e-mail, country, tour, comment (every word must match).
  await tourSearch(page).fill(amaya.email);
  await expect.poll(() => tourCardNames(page)).toEqual([amaya.name]);
  await tourSearch(page).fill(`${tag} switzerland`);
  await expect.poll(() => tourCardNames(page)).toEqual([bruno.name]);
  await tourSearch(page).fill(`${tag} grand circle`);
  await expect.poll(() => tourCardNames(page)).toEqual([bruno.name]);
  await tourSearch(page).fill(`${tag} leopards`);
  await expect.poll(() => tourCardNames(page)).toEqual([amaya.name]);
  // The counts follow the search.
  await expect(filter.locator('option')).toHaveText(['All (1)', 'Pending (1)', 'Approved (0)', 'Rejected (0)']);
  await filter.selectOption('rejected');
  await expect(page.getByText('No reviews found', { exact: true })).toBeVisible();

  await filter.selectOption('all');
  await tourSearch(page).fill(`${tag}-matches-nothing`);
  await expect(page.getByText('No reviews found', { exact: true })).toBeVisible();
  await expect(page.getByText('0 of 0 shown', { exact: true })).toBeVisible();
  await expect(page.locator('.admin-reviews-card-list')).toHaveCount(0);
});

test('tour reviews: validation badge, six ratings on the card, details modal with every field', async ({ page }) => {
  // The badge says what the database decided: Amaya's e-mail has a tour inquiry, Bruno's has none.
  expect(await rowsFor('reviews', amaya.email, 'is_validated,validation_source')).toEqual([
    { is_validated: true, validation_source: 'tour_inquiry' },
  ]);
  expect(await rowsFor('reviews', bruno.email, 'is_validated')).toEqual([{ is_validated: false }]);

  await openPage(page, '/admin/reviews', 'Reviews');
  await searchTours(page);
  const amayaCard = tourCard(page, amaya.name);
  const brunoCard = tourCard(page, bruno.name);
  await expect(amayaCard.getByText('Validated Customer', { exact: true })).toBeVisible();
  await expect(amayaCard.getByText('Not Validated', { exact: true })).toHaveCount(0);
  await expect(brunoCard.getByText('Not Validated', { exact: true })).toBeVisible();
  await expect(amayaCard.getByText('Pending', { exact: true })).toBeVisible();
  await expect(brunoCard.getByText('Approved', { exact: true })).toBeVisible();

  expect(await ratingsOf(amayaCard)).toEqual({
    'Overall Experience': '5 out of 5',
    'Tour Quality': '4 out of 5',
    Destinations: '5 out of 5',
    Accommodations: '4 out of 5',
    'Customer Service': '5 out of 5',
    'Value for Money': '3 out of 5',
  });
  // Accommodations is optional on the form: Bruno skipped it.
  expect((await ratingsOf(brunoCard)).Accommodations).toBe('Not rated');
  // Spec §4 from each status: pending → approve or reject; approved → reject only.
  await expect(amayaCard.getByRole('button', { name: /^(Approve|Reject) review by/ })).toHaveText([
    `Approve review by ${amaya.name}`,
    `Reject review by ${amaya.name}`,
  ]);
  await expect(brunoCard.getByRole('button', { name: /^(Approve|Reject) review by/ })).toHaveText([
    `Reject review by ${bruno.name}`,
  ]);
  await expect(tourCard(page, chen.name).getByRole('button', { name: /^(Approve|Reject) review by/ })).toHaveText([
    `Approve review by ${chen.name}`,
  ]);

  await amayaCard.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review Details' });
  await expect(dialog).toBeVisible();
  const details = await detailsOf(dialog);
  expect(details).toMatchObject({
    Tour: TOUR.title,
    'Tour ID': TOUR.id,
    'Booking ID': `BK-${tag}`,
    Name: amaya.name,
    'E-mail': amaya.email,
    Country: amaya.country,
    Comment: 'We spotted leopards in Yala and our driver knew every back road.',
    Recommendations: 'Bring binoculars',
    'Would Recommend': 'Yes',
    'Customer Validation': 'Validated Customer',
    'Validation Source': 'Tour inquiry with this e-mail',
    Status: 'Pending',
    'Admin Notes': 'None',
    Reviewed: 'Not reviewed yet',
    ID: amaya.id,
  });
  expect(details.Received).toMatch(/\d{4}/);
  expect(details['Last Updated']).toMatch(/\d{4}/);
  expect(Object.keys(await ratingsOf(dialog))).toHaveLength(6);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await brunoCard.getByRole('button', { name: 'View Details' }).click();
  expect(await detailsOf(dialog)).toMatchObject({
    'Booking ID': 'None',
    Recommendations: 'None',
    'Would Recommend': 'No',
    'Customer Validation': 'Not Validated',
    'Validation Source': 'No inquiry or request with this e-mail',
    Status: 'Approved',
  });
});

test('tour reviews: approving with a note publishes on the tour page; rejecting hides it again', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newContext({ baseURL: E2E.appUrl, serviceWorkers: 'block' });
  const tourPage = await visitor.newPage();
  const published = tourPage.getByRole('region', { name: 'Customer Reviews' });
  async function openTourPage() {
    await tourPage.goto(`/tours/${TOUR.id}`);
    await expect(published).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  }
  await openTourPage();
  await expect(published.getByRole('heading', { name: amaya.name })).toHaveCount(0);

  await openPage(page, '/admin/reviews', 'Reviews');
  await searchTours(page);
  await tourCard(page, amaya.name).getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review Details' });
  const note = `Booking checked ${tag}`;
  await dialog.getByLabel('Admin note (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Approve review by' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Review approved.' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve review by' })).toHaveCount(0);
  // The pressed button is gone; focus lands on the note, not on Reject, where a second Enter would undo it.
  await expect(dialog.getByLabel('Admin note (optional)')).toBeFocused();
  const details = await detailsOf(dialog);
  expect(details).toMatchObject({ Status: 'Approved', 'Admin Notes': note });
  expect(details.Reviewed).toMatch(/\d{4}/);

  const [stored] = await rowsFor('reviews', amaya.email, 'status,admin_notes,reviewed_at');
  expect(stored).toMatchObject({ status: 'approved', admin_notes: note });
  expect(Date.now() - Date.parse(String(stored!.reviewed_at))).toBeLessThan(120_000);

  await openTourPage();
  await expect(published.getByRole('heading', { name: amaya.name })).toBeVisible();

  // From approved, only Reject is offered; a card button keeps the note.
  await page.keyboard.press('Escape');
  const card = tourCard(page, amaya.name);
  await expect(card.getByText(/^Reviewed /)).toBeVisible();
  await card.getByRole('button', { name: 'Reject review by' }).click();
  await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'View Details' })).toBeFocused();
  await expect.poll(async () => (await rowsFor('reviews', amaya.email, 'status'))[0]?.status).toBe('rejected');
  expect((await rowsFor('reviews', amaya.email, 'admin_notes'))[0]?.admin_notes).toBe(note);

  await openTourPage();
  await expect(published.getByRole('heading', { name: amaya.name })).toHaveCount(0);

  // It stays decided after a reload.
  await page.reload();
  await expect(page.getByText('Loading...')).toBeHidden({ timeout: 15_000 });
  await tourSearch(page).fill(amaya.email);
  await expect(tourCard(page, amaya.name).getByText('Rejected', { exact: true })).toBeVisible();
  await visitor.close();
});

test('tour reviews: a decision the server never gets rolls back with the spec text', async ({ page }) => {
  await openPage(page, '/admin/reviews', 'Reviews');
  await searchTours(page);
  await page.route(`${E2E.apiUrl}/rest/v1/reviews*`, (route) =>
    route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
  );
  const card = tourCard(page, dilan.name);
  await card.getByRole('button', { name: 'Approve review by' }).click();
  await expect(page.locator('.admin-reviews').getByRole('alert')).toContainText(
    'Failed to update status. Please try again.',
  );
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  expect((await rowsFor('reviews', dilan.email))[0]?.status).toBe('pending');

  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.locator('.admin-reviews').getByRole('alert')).toHaveCount(0);
});

test('custom reviews: tiles match the database, filter buttons with counts, empty text', async ({ page, isMobile }) => {
  await openPage(page, '/admin/custom-reviews', 'Custom Reviews');
  await expect.poll(() => tilesOf(page)).toEqual(await expectedTiles());

  await customSearch(page).fill(tag);
  await expect.poll(() => customNames(page, isMobile)).toEqual([hana.name, gita.name, farid.name, esha.name]);
  const filters = page.getByRole('group', { name: 'Show custom reviews by status' }).getByRole('button');
  await expect(filters).toHaveText(['All (4)', 'Pending (2)', 'Approved (1)', 'Rejected (1)']);
  await expect(filters.first()).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Pending (2)' }).click();
  await expect(page.getByRole('button', { name: 'Pending (2)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.first()).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => customNames(page, isMobile)).toEqual([farid.name, esha.name]);
  await page.getByRole('button', { name: 'Approved (1)' }).click();
  await expect.poll(() => customNames(page, isMobile)).toEqual([gita.name]);
  await expect(customItem(page, isMobile, gita.name).getByRole('img', { name: '3 out of 5' })).toBeVisible();
  await page.getByRole('button', { name: 'Rejected (1)' }).click();
  await expect.poll(() => customNames(page, isMobile)).toEqual([hana.name]);
  await expect(page.getByText('1 of 1 shown', { exact: true })).toBeVisible();

  await customSearch(page).fill(esha.name);
  await expect(page.getByText('No custom reviews found', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^All / }).click();
  await expect.poll(() => customNames(page, isMobile)).toEqual([esha.name]);
  await customSearch(page).fill(`${tag}-matches-nothing`);
  await expect(page.getByText('No custom reviews found', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('custom reviews: approve with a note sets the note and the decision time; tiles follow', async ({
  page,
  isMobile,
}) => {
  await openPage(page, '/admin/custom-reviews', 'Custom Reviews');
  await expect.poll(() => tilesOf(page)).toEqual(await expectedTiles());
  await searchCustom(page, isMobile);
  await customItem(page, isMobile, esha.name).getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom Review Details' });
  expect(await detailsOf(dialog)).toMatchObject({
    Name: esha.name,
    'E-mail': esha.email,
    Country: 'Germany',
    'Tour Type': 'custom',
    'Would Recommend': 'Yes',
    'Customer Validation': 'Not Validated',
    Status: 'Pending',
    'Admin Notes': 'None',
    Reviewed: 'Not reviewed yet',
  });
  expect(await ratingsOf(dialog)).toEqual({
    'Overall Experience': '4 out of 5',
    'Tour Quality': '4 out of 5',
    'Guide Service': '5 out of 5',
    'Value for Money': '4 out of 5',
  });

  const note = `Lovely words, published ${tag}`;
  await dialog.getByLabel('Admin note (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Approve review by' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Review approved.' })).toBeVisible();
  const details = await detailsOf(dialog);
  expect(details).toMatchObject({ Status: 'Approved', 'Admin Notes': note });
  expect(details.Reviewed).toMatch(/\d{4}/);
  const [stored] = await rowsFor('custom_reviews', esha.email, 'status,admin_notes,reviewed_at');
  expect(stored).toMatchObject({ status: 'approved', admin_notes: note });
  expect(Date.now() - Date.parse(String(stored!.reviewed_at))).toBeLessThan(120_000);

  // The tiles are read again after the change: one more approved, one fewer pending.
  await expect.poll(() => tilesOf(page)).toEqual(await expectedTiles());
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(customItem(page, isMobile, esha.name).getByText('Approved', { exact: true })).toBeVisible();
});

test('custom reviews: delete asks first; Cancel keeps the review, Delete removes it', async ({ page, isMobile }) => {
  await openPage(page, '/admin/custom-reviews', 'Custom Reviews');
  await searchCustom(page, isMobile);
  const item = customItem(page, isMobile, farid.name);
  await item.getByRole('button', { name: 'Delete review by' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Review' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(DELETE_QUESTION, { exact: true })).toBeVisible();
  // Focus starts on the safe answer, which also reads the question out.
  const cancel = confirm.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeFocused();
  await expect(cancel).toHaveAccessibleDescription(DELETE_QUESTION);

  await cancel.click();
  await expect(confirm).toBeHidden();
  await expect(item).toBeVisible();
  await expect(item.getByRole('button', { name: 'Delete review by' })).toBeFocused();
  expect(await rowsFor('custom_reviews', farid.email)).toHaveLength(1);

  // Escape is a No as well.
  await item.getByRole('button', { name: 'Delete review by' }).click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  expect(await rowsFor('custom_reviews', farid.email)).toHaveLength(1);

  // From the details modal, and confirmed this time.
  await item.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom Review Details' });
  await dialog.getByRole('button', { name: 'Delete review by' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(item).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await rowsFor('custom_reviews', farid.email)).toEqual([]);
  await expect.poll(() => tilesOf(page)).toEqual(await expectedTiles());

  await page.reload();
  await expect(page.getByText('Loading...')).toBeHidden({ timeout: 15_000 });
  await customSearch(page).fill(tag);
  await expect.poll(() => customNames(page, isMobile)).not.toContain(farid.name);
});

test('custom reviews: refused changes show the spec texts and change nothing', async ({ page, isMobile }) => {
  await openPage(page, '/admin/custom-reviews', 'Custom Reviews');
  await customSearch(page).fill(hana.name);
  const item = customItem(page, isMobile, hana.name);
  await expect(item.getByText('Rejected', { exact: true })).toBeVisible();
  const alert = page.locator('.admin-reviews').getByRole('alert');

  await page.route(`${E2E.apiUrl}/rest/v1/custom_reviews*`, (route) =>
    ['PATCH', 'DELETE'].includes(route.request().method()) ? route.abort('internetdisconnected') : route.continue(),
  );
  await item.getByRole('button', { name: 'Approve review by' }).click();
  await expect(alert).toContainText('Failed to update review status');
  await expect(item.getByText('Rejected', { exact: true })).toBeVisible();
  expect((await rowsFor('custom_reviews', hana.email))[0]?.status).toBe('rejected');

  await item.getByRole('button', { name: 'Delete review by' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Review' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(alert).toContainText('Failed to delete review');
  await expect(item).toBeVisible();
  expect(await rowsFor('custom_reviews', hana.email)).toHaveLength(1);
});

test('both lists answer from the device copy when the server cannot be reached', async ({ page, isMobile }) => {
  for (const [path, heading, table, search, name] of [
    ['/admin/reviews', 'Reviews', 'reviews', tourSearch, bruno.name],
    ['/admin/custom-reviews', 'Custom Reviews', 'custom_reviews', customSearch, gita.name],
  ] as const) {
    await openPage(page, path, heading); // keeps a copy on this device
    // The list's reads (a page at a time) and the single reads of the table.
    await page.route(`${E2E.apiUrl}/rest/v1/rpc/staff_list_page*`, (route) => route.abort('internetdisconnected'));
    await page.route(`${E2E.apiUrl}/rest/v1/${table}*`, (route) => route.abort('internetdisconnected'));
    await openPage(page, path, heading);
    await expect(page.getByText(/You are offline: this is the copy saved on/)).toBeVisible();
    await search(page).fill(name);
    if (table === 'reviews') await expect.poll(() => tourCardNames(page)).toEqual([name]);
    else await expect.poll(() => customNames(page, isMobile)).toEqual([name]);
    await expect(page.getByText(/Offline: \d+ reviews? kept on this device/)).toBeVisible();
    await page.unroute(`${E2E.apiUrl}/rest/v1/rpc/staff_list_page*`);
    await page.unroute(`${E2E.apiUrl}/rest/v1/${table}*`);
  }
});

test('phones get cards that fit the width; wider screens the table', { tag: '@both' }, async ({ page, isMobile }) => {
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, heading] of [
    ['/admin/reviews', 'Reviews'],
    ['/admin/custom-reviews', 'Custom Reviews'],
  ] as const) {
    await openPage(page, path, heading);
    await expect(page.getByText(/ of [\d,]+ shown/)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
  await customSearch(page).fill(tag);
  const cards = page.locator('.admin-reviews-phone-cards').getByRole('article');
  if (isMobile) {
    await expect(page.getByRole('table')).toHaveCount(0); // display: none leaves the accessibility tree
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByRole('button', { name: 'View Details' })).toBeVisible();
  } else {
    await expect(page.getByRole('table', { name: 'Custom Reviews' })).toBeVisible();
    await expect(cards).toHaveCount(0);
  }
});

// The table on wide screens and the cards on phones are different markup: both are checked.
test('axe finds no serious or critical problem on both pages and their dialogs', { tag: '@both' }, async ({ page }) => {
  // Four axe scans of lists holding every test's rows: about 27 s on an idle machine, 30 to 60 s in a full run.
  test.setTimeout(90_000);
  async function scan(where: string) {
    const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  }

  await openPage(page, '/admin/reviews', 'Reviews');
  await tourSearch(page).fill(tag);
  await expect(page.getByText(/ of [\d,]+ shown/)).toBeVisible();
  await scan('/admin/reviews');
  await page.getByRole('button', { name: 'View Details' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Review Details' })).toBeVisible();
  await scan('/admin/reviews details');

  await openPage(page, '/admin/custom-reviews', 'Custom Reviews');
  await customSearch(page).fill(tag);
  await expect(page.getByText(/ of [\d,]+ shown/)).toBeVisible();
  await scan('/admin/custom-reviews');
  await page.getByRole('button', { name: 'Delete review by' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Delete Review' })).toBeVisible();
  await scan('/admin/custom-reviews delete question');
});

test('both lists follow changes made elsewhere without a reload', async ({ page, request, isMobile }) => {
  const liveTag = `live${Date.now().toString(36)}`;

  await openPage(page, '/admin/reviews', 'Reviews');
  await tourSearch(page).fill(liveTag);
  await expect(page.getByText('No reviews found')).toBeVisible();
  const visitor = { name: `Ishara ${liveTag}`, email: uniqueEmail('rev-live'), id: randomUUID() };
  await anonInsert(request, 'reviews', {
    id: visitor.id,
    tour_id: TOUR.id,
    tour_title: TOUR.title,
    customer_name: visitor.name,
    email: visitor.email,
    country: 'Sri Lanka',
    ratings: { overall: 5, quality: 5, locations: 5, service: 5, price: 5 },
    comment: 'Arrived while the page was open, which is the point of this review.',
    would_recommend: true,
  });
  const card = tourCard(page, visitor.name);
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  // Another admin approves it: the card follows.
  await setStatus(request, 'reviews', visitor.id, 'approved');
  await expect(card.getByText('Approved', { exact: true })).toBeVisible({ timeout: 10_000 });

  await openPage(page, '/admin/custom-reviews', 'Custom Reviews');
  await customSearch(page).fill(liveTag);
  const custom = { name: `Janaki ${liveTag}`, email: uniqueEmail('cr-live'), id: randomUUID() };
  await anonInsert(request, 'custom_reviews', {
    id: custom.id,
    customer_name: custom.name,
    email: custom.email,
    country: 'India',
    ratings: { overall: 4, quality: 4, service: 4, value: 4 },
    comment: 'Also arrived while the page was open, and should show at once.',
    would_recommend: true,
  });
  await expect(customItem(page, isMobile, custom.name)).toBeVisible({ timeout: 10_000 });
});
