import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import { channelJoined, createAdmin, signInWithSession } from './admin-support';
import { fillInquiry, rowsFor, uniqueEmail, withClockStopped } from './support';

// The admin lists follow the database live: an inquiry a visitor sends from a tour page appears at the
// top of an open list without a reload, highlighted and announced; a status another admin sets shows at
// once. Every name carries this run's tag and the lists are searched for it (the database is shared).
// No service worker: live updates come over the realtime channel, and its install (the 2.6 MB precache) would
// only cost.
test.use({ serviceWorkers: 'block' });

const TOUR_PATH = '/tours/southern-coastal-explorer-6day';
const SEARCH = 'Search by name, e-mail, phone, country or tour';
const tag = `l${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = uniqueEmail('live-admin');
const otherAdminEmail = uniqueEmail('live-admin-other');

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await createAdmin(adminEmail);
  await createAdmin(otherAdminEmail);
});

async function openInquiries(page: Page, query: string) {
  const joined = channelJoined(page, 'tour_inquiries');
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Inquiries' })).toBeVisible({ timeout: 15_000 });
  await joined;
  await expect(page.getByText('Loading...')).toBeHidden({ timeout: 15_000 });
  await page.getByLabel(SEARCH).fill(query);
}

/** The row (table on desktop, card on phones) about `name`. */
function rowOf(page: Page, name: string): Locator {
  return page
    .locator('.admin-inquiries-table tbody tr:visible, .admin-inquiries-card:visible')
    .filter({ hasText: name });
}

test('an inquiry sent from the tour page appears at the top of the open list, highlighted and announced', async ({
  page,
  browser,
}) => {
  await signInWithSession(page, adminEmail);
  await openInquiries(page, `Live ${tag}`);
  await expect(page.getByText('No inquiries found.', { exact: true })).toBeVisible();
  // Set on this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const visitor = await browser.newContext({ baseURL: E2E.appUrl, serviceWorkers: 'block' });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.clock.install();
    await visitorPage.goto(TOUR_PATH);
    await visitorPage.getByRole('button', { name: 'Inquire Now' }).click();
    const dialog = visitorPage.getByRole('dialog', { name: 'Tour Inquiry' });
    const email = uniqueEmail('live-inquiry');
    await fillInquiry(dialog, email);
    await dialog.getByLabel('Last Name').fill(`Live ${tag}`);
    await withClockStopped(visitorPage, async () => {
      await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(
        visitorPage.getByRole('status').filter({ hasText: 'Thank you! Your inquiry has been sent' }),
      ).toBeVisible({ timeout: 15_000 });
    });
    expect(await rowsFor('tour_inquiries', email)).toHaveLength(1);
  } finally {
    await visitor.close();
  }

  const name = `Jane Live ${tag}`;
  const row = rowOf(page, name);
  await expect(row).toBeVisible({ timeout: 10_000 });
  await expect(row).toHaveClass(/is-new/);
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(page.locator('.admin-inquiries p[role="status"][aria-live="polite"]').first()).toHaveText(
    `New inquiry from ${name}`,
  );
  await expect(page.getByText('No inquiries found.', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The highlight is for a few seconds only.
  await expect(row).not.toHaveClass(/is-new/, { timeout: 15_000 });
  await expect(row.getByText('New', { exact: true })).toHaveCount(0);
});

test("another admin's status change shows at once, and a new row is put first", async ({ page, browser, request }) => {
  const { anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  const insert = async (first: string, email: string) => {
    const response = await request.post(`${E2E.apiUrl}/rest/v1/tour_inquiries`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Prefer: 'return=minimal' },
      data: {
        id: randomUUID(),
        tour_id: 'grand-circle-18day',
        tour_title: 'Grand Circle',
        first_name: first,
        last_name: `Status ${tag}`,
        email,
        phone: '+94 77 123 4567',
        country: 'Sri Lanka',
        adults: 2,
        children: 0,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  const email = uniqueEmail('live-status');
  await insert('Kamal', email);
  const name = `Kamal Status ${tag}`;

  await signInWithSession(page, adminEmail);
  await openInquiries(page, `Status ${tag}`);
  const select = page.getByRole('combobox', { name: `Status of ${name}` });
  await expect(select).toHaveValue('pending');

  const other = await browser.newContext({ baseURL: E2E.appUrl, serviceWorkers: 'block' });
  try {
    const otherPage = await other.newPage();
    await signInWithSession(otherPage, otherAdminEmail);
    await otherPage.goto('/admin/inquiries');
    await expect(otherPage.getByText('Loading...')).toBeHidden({ timeout: 15_000 });
    await otherPage.getByLabel(SEARCH).fill(`Status ${tag}`);
    await otherPage.getByRole('combobox', { name: `Status of ${name}` }).selectOption('confirmed');
    await expect.poll(async () => (await rowsFor('tour_inquiries', email))[0]?.status).toBe('confirmed');
  } finally {
    await other.close();
  }

  await expect(select).toHaveValue('confirmed', { timeout: 10_000 });
  await expect(select).toHaveClass(/status-confirmed/);

  // A second, newer one goes above it without a reload.
  await insert('Nimal', uniqueEmail('live-status-2'));
  const names = page.locator(
    '.admin-inquiries-table tbody tr:visible td:first-child strong, .admin-inquiries-card:visible',
  );
  await expect
    .poll(async () => (await names.allTextContents()).map((text) => (text.includes('Nimal') ? 'Nimal' : 'Kamal')))
    .toEqual(['Nimal', 'Kamal']);
});
