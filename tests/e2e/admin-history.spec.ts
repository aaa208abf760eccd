import { randomUUID } from 'node:crypto';
import { axeOn, expect, onePageForTheFile, type Locator, type Page } from './fixtures';
import { E2E } from '../../playwright.config';
import { channelJoined, createAdmin, signInWithSession } from './admin-support';
import { anonInsert, serviceHeaders, serviceInsert, uniqueEmail } from './support';

const test = onePageForTheFile();

// The history in the details of a tour review, a custom review and a gallery image: a decision or an edit
// made in the portal shows as an entry naming the admin and each field old → new, in the screen's words;
// what the server's scripts changed is credited to the system. Every name carries this run's tag (the
// database is shared by every e2e file of a run); the one gallery row this file adds is removed after it.

test.use({ serviceWorkers: 'block' });

const tag = `hist${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = uniqueEmail('history-admin');
const tourReview = { id: randomUUID(), name: `Nalini ${tag}`, email: uniqueEmail('hist-nalini') };
const customReview = { id: randomUUID(), name: `Ruwan ${tag}`, email: uniqueEmail('hist-ruwan') };
const image = { id: randomUUID(), title: `Sigiriya ${tag}`, retitled: `Sigiriya at dawn ${tag}` };

/** The timeline in `scope`, and its entries (each stamped with a time), oldest first. */
function historyIn(page: Page, scope: Locator) {
  const history = scope.getByRole('region', { name: 'History' });
  return { history, entries: history.getByRole('listitem').filter({ has: page.locator('time') }) };
}

async function patchGallery(change: Record<string, unknown>) {
  const response = await fetch(`${E2E.apiUrl}/rest/v1/gallery?id=eq.${image.id}`, {
    method: 'PATCH',
    headers: { ...(await serviceHeaders()), 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify(change),
  });
  expect(response.status, await response.text()).toBe(204);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await createAdmin(adminEmail);
  await anonInsert(request, 'reviews', {
    id: tourReview.id,
    tour_id: 'sri-lanka-highlights-10day',
    tour_title: 'Sri Lanka Highlights',
    customer_name: tourReview.name,
    email: tourReview.email,
    country: 'India',
    ratings: { overall: 5, quality: 5, locations: 5, service: 5, price: 4 },
    comment: 'Sigiriya at sunrise was worth the early start.',
    would_recommend: true,
  });
  await anonInsert(request, 'custom_reviews', {
    id: customReview.id,
    customer_name: customReview.name,
    email: customReview.email,
    country: 'Sri Lanka',
    ratings: { overall: 2, quality: 2, service: 3, value: 2 },
    comment: 'The plan changed too often for our liking.',
    would_recommend: false,
  });
  // An image the server's scripts added (no admin signed in), on a picture the app itself serves.
  await serviceInsert(request, 'gallery', [
    {
      id: image.id,
      title: image.title,
      category: 'cultural',
      url: `${E2E.appUrl}/icons/icon-512.png`,
      file_name: `sigiriya-${tag}.png`,
      file_size: 20_000,
      width: 512,
      height: 512,
    },
  ]);
});

test.afterAll(async () => {
  await fetch(`${E2E.apiUrl}/rest/v1/gallery?id=eq.${image.id}`, {
    method: 'DELETE',
    headers: await serviceHeaders(),
  });
});

test.beforeEach(async ({ page }) => {
  await signInWithSession(page, adminEmail);
});

test('a tour review approved in its details: the history shows the decision at once, by whom, old → new', async ({
  page,
}) => {
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Search by name, e-mail, country, tour or comment').fill(tag);
  await page
    .getByRole('article', { name: tourReview.name, exact: true })
    .getByRole('button', { name: 'View Details' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Review Details' });
  const { history, entries } = historyIn(page, dialog);
  await expect(history.getByRole('heading', { level: 3, name: 'History' })).toBeVisible();
  await expect(entries).toHaveCount(1, { timeout: 15_000 });
  await expect(entries.nth(0)).toContainText('From the website');
  await expect(entries.nth(0)).toContainText('Received.');

  const note = `Trip confirmed ${tag}`;
  await dialog.getByLabel('Admin note (optional)').fill(note);
  await dialog.getByRole('button', { name: 'Approve review by' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Review approved.' })).toBeVisible();

  // Read again once the details show the stored decision, without closing them.
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText(adminEmail);
  await expect(entries.nth(1)).toContainText('Status: Pending → Approved');
  await expect(entries.nth(1)).toContainText(`Admin Notes: none → ${note}`);
  await expect(entries.nth(1)).toContainText(/Reviewed: none → .*\d{4}/);
  // An ordered list: oldest first is part of what it says.
  await expect(history.locator('ol > li')).toHaveCount(2);
});

test('a custom review rejected from its row: its details show who rejected it', async ({ page, isMobile }) => {
  await page.goto('/admin/custom-reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Reviews' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Search by name, e-mail, country or comment').fill(tag);
  // A table from tablet width up, cards on phones.
  const row = isMobile
    ? page.locator('.admin-reviews-phone-cards').getByRole('article', { name: customReview.name, exact: true })
    : page.locator('.admin-reviews-table tbody tr').filter({ hasText: customReview.name });
  await row.getByRole('button', { name: `Reject review by ${customReview.name}` }).click();
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Custom Review Details' });
  const { entries } = historyIn(page, dialog);
  await expect(entries).toHaveCount(2, { timeout: 15_000 });
  await expect(entries.nth(0)).toContainText('From the website');
  await expect(entries.nth(1)).toContainText(adminEmail);
  await expect(entries.nth(1)).toContainText('Status: Pending → Rejected');
});

test('a gallery image: an edit by the system and the featured flag set on its card show in its preview', async ({
  page,
}) => {
  await patchGallery({ title: image.retitled });
  const joined = channelJoined(page, 'gallery');
  await page.goto('/admin/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible({ timeout: 15_000 });
  await joined;
  await page.getByRole('searchbox', { name: /^Search/ }).fill(tag);
  const card = page.getByRole('article', { name: image.retitled, exact: true });
  const toggle = card.getByRole('button', { name: `Featured ${image.retitled}` });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await card.getByRole('button', { name: `View ${image.retitled}` }).click();
  const preview = page.getByRole('dialog', { name: 'Image preview' });
  const { history, entries } = historyIn(page, preview);
  await expect(entries).toHaveCount(3, { timeout: 15_000 });
  // Added and retitled without an admin signed in: by the server's scripts, not a website visitor.
  await expect(entries.nth(0)).toContainText('The system');
  await expect(entries.nth(0)).toContainText('Received.');
  await expect(entries.nth(1)).toContainText('The system');
  await expect(entries.nth(1)).toContainText(`Title: ${image.title} → ${image.retitled}`);
  await expect(entries.nth(2)).toContainText(adminEmail);
  await expect(entries.nth(2)).toContainText('Featured: No → Yes');

  // A change made elsewhere while the preview is open arrives live, and the history follows it.
  await patchGallery({ category: 'nature' });
  await expect(entries).toHaveCount(4, { timeout: 15_000 });
  await expect(entries.nth(3)).toContainText('Category: Cultural → Nature');

  const serious = (await axeOn(page).include('dialog[open]').analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious).toEqual([]);
  await expect(history).toBeVisible();
});
