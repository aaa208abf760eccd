import { randomUUID } from 'node:crypto';
import { axeOn, expect, test, type Locator, type Page } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import { ADMIN_PASSWORD, createAdmin, signInWithSession } from './admin-support';
import { adminChangesWaiting, rowsFor, uniqueEmail } from './support';

// Staff on a bad connection: once the inquiries list has been opened, a reload offline still shows it
// (from the device's copy, with the portal opened without the server's admin check), status changes made
// offline wait on the device, marked, and reach the database exactly once when the connection returns;
// a change another admin made meanwhile is not overwritten silently. The service worker stays on here:
// it serves the app itself offline.

const SEARCH = 'Search by name, e-mail, phone, country or tour';
const tag = `o${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = uniqueEmail('offline-admin');
const otherAdminEmail = uniqueEmail('offline-admin-other');

const applied = { first: 'Amaya', last: `Offline ${tag}`, email: uniqueEmail('offline-applied') };
const contested = { first: 'Bruno', last: `Offline ${tag}`, email: uniqueEmail('offline-contested') };
const appliedName = `${applied.first} ${applied.last}`;
const contestedName = `${contested.first} ${contested.last}`;

async function insertInquiry(person: { first: string; last: string; email: string }) {
  const { anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  const response = await fetch(`${E2E.apiUrl}/rest/v1/tour_inquiries`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    body: JSON.stringify({
      id: randomUUID(),
      tour_id: 'sri-lanka-highlights-10day',
      tour_title: 'Sri Lanka Highlights',
      first_name: person.first,
      last_name: person.last,
      email: person.email,
      phone: '+44 7700 900123',
      country: 'Australia',
      adults: 2,
      children: 0,
    }),
  });
  expect(response.status, await response.text()).toBe(201);
}

/** Another admin changes a row through the API with their own session, as their portal would. */
async function changeAsOtherAdmin(email: string, changes: Record<string, unknown>) {
  const { anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  const token = await fetch(`${E2E.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: otherAdminEmail, password: ADMIN_PASSWORD }),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const response = await fetch(`${E2E.apiUrl}/rest/v1/tour_inquiries?email=eq.${encodeURIComponent(email)}`, {
    method: 'PATCH',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify(changes),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  expect(await response.json()).toHaveLength(1);
}

const stored = async (email: string) =>
  (await rowsFor('tour_inquiries', email, 'id,status,updated_at'))[0] as {
    id: string;
    status: string;
    updated_at: string;
  };

/** The row (table on desktop, card on phones) about `name`. */
function rowOf(page: Page, name: string): Locator {
  return page
    .locator('.admin-inquiries-table tbody tr:visible, .admin-inquiries-card:visible')
    .filter({ hasText: name });
}

/** The list's own content (the portal's header and sidebar are checked with the shell). */
async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axeOn(page).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

test.beforeAll(async () => {
  test.setTimeout(60_000);
  await createAdmin(adminEmail);
  await createAdmin(otherAdminEmail);
  await insertInquiry(applied);
  await insertInquiry(contested);
});

test('offline: the list stays readable, changes wait on the device and are applied once when back online', async ({
  page,
  context,
  isMobile,
}) => {
  test.setTimeout(90_000);
  await signInWithSession(page, adminEmail);
  // Counts every status write the page sends for the first row.
  const appliedRow = await stored(applied.email);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes(`id=eq.${appliedRow.id}`)) writes.push(request.url());
  });

  // One visit online: the service worker takes over, the admin is confirmed and the list is kept.
  await page.goto('/admin/inquiries');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Inquiries' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel(SEARCH).fill(tag);
  await expect(rowOf(page, appliedName)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Updating…')).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Inquiries' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/You are offline: this is the copy saved on/)).toBeVisible({ timeout: 15_000 });
  await page.getByLabel(SEARCH).fill(tag);
  await expect(rowOf(page, appliedName)).toBeVisible();
  await expect(rowOf(page, contestedName)).toBeVisible();

  const before = await stored(applied.email);
  const appliedSelect = page.getByRole('combobox', { name: `Status of ${appliedName}` });
  await appliedSelect.selectOption('confirmed');
  await expect(appliedSelect).toHaveValue('confirmed');
  await expect(rowOf(page, appliedName).getByText('Waiting to sync')).toBeVisible();
  await page.getByRole('combobox', { name: `Status of ${contestedName}` }).selectOption('cancelled');
  await expect(rowOf(page, contestedName).getByText('Waiting to sync')).toBeVisible();

  // Still waiting after a reload: the change lives in IndexedDB, not in the page.
  await page.reload();
  await page.getByLabel(SEARCH).fill(tag);
  await expect(page.getByRole('combobox', { name: `Status of ${appliedName}` })).toHaveValue('confirmed');
  await expect(rowOf(page, appliedName).getByText('Waiting to sync')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Nothing has reached the database: both changes wait on the device.
  expect(await adminChangesWaiting(page)).toBe(2);
  expect(await stored(applied.email)).toEqual(before);
  expect((await stored(contested.email)).status).toBe('pending');
  expect(writes).toEqual([]);

  // Meanwhile another admin confirms the second one.
  await changeAsOtherAdmin(contested.email, { status: 'confirmed' });

  await context.setOffline(false);
  await expect.poll(async () => (await stored(applied.email)).status, { timeout: 30_000 }).toBe('confirmed');
  const after = await stored(applied.email);
  expect(after.updated_at).not.toBe(before.updated_at);
  await expect(rowOf(page, appliedName).getByText('Waiting to sync')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: `Status of ${appliedName}` })).toHaveValue('confirmed');

  // The other admin's value stands until this admin decides, and they are told so.
  const notice = page.getByRole('alert').filter({ hasText: 'while you were offline' });
  await expect(notice).toHaveText(
    new RegExp(
      `Someone else changed ${contestedName} while you were offline: it is now Confirmed\\. ` +
        'Your change to Cancelled was not applied\\.',
    ),
    { timeout: 15_000 },
  );
  await expect(page.getByRole('combobox', { name: `Status of ${contestedName}` })).toHaveValue('confirmed');
  expect((await stored(contested.email)).status).toBe('confirmed');
  await expectNoSeriousAxeViolations(page);
  if (isMobile) {
    // The notice and the marked cards fit a 390 px wide phone without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }

  await notice.getByRole('button', { name: 'Apply mine anyway' }).click();
  await expect.poll(async () => (await stored(contested.email)).status).toBe('cancelled');
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: `Status of ${contestedName}` })).toHaveValue('cancelled');

  // Applied exactly once: one write, and the row has not been touched again since. Nothing is left on the device
  // to send, so no later write can come.
  await expect.poll(() => adminChangesWaiting(page)).toBe(0);
  expect(await stored(applied.email)).toEqual(after);
  expect(writes).toHaveLength(1);
});

// The page stays open while off line: the service worker, which serves the portal to a reload, has no part here.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });

  test('logging out with changes still waiting asks first', async ({ page, context, isMobile }) => {
    await signInWithSession(page, adminEmail);
    await page.goto('/admin/inquiries');
    await page.getByLabel(SEARCH).fill(tag);
    await expect(rowOf(page, appliedName)).toBeVisible({ timeout: 15_000 });

    await context.setOffline(true);
    const select = page.getByRole('combobox', { name: `Status of ${appliedName}` });
    const current = await select.inputValue();
    await select.selectOption(current === 'pending' ? 'cancelled' : 'pending');
    await expect(rowOf(page, appliedName).getByText('Waiting to sync')).toBeVisible();

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect
      .poll(() => asked)
      .toEqual(['1 change has not been synced yet and will be lost if you log out now. Log out anyway?']);
    // Dismissed: still signed in, the change still waiting.
    await expect(rowOf(page, appliedName).getByText('Waiting to sync')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled();
    await context.setOffline(false);
  });
});
