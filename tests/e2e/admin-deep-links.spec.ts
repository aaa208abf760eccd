import { randomUUID } from 'node:crypto';
import { axeOn, eachInTurn, expect, onePageForTheFile, type Page } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import { ADMIN_PASSWORD, createAdmin, signInWithSession } from './admin-support';
import { submission, type SubmissionTable } from './submissions';
import { anonInsert, uniqueEmail } from './support';

// Tests take turns in one page (see onePageForTheFile), each starting with nothing saved on the device.
const test = onePageForTheFile({ freshDevice: true });

// Links to one record on the staff lists, as notification e-mails and pushes send them:
// /admin/inquiries?open=<id> and the like. The page opens that record's details once its list has
// loaded, reads a record the list does not hold on its own, and says so when there is no such record.
// Rows are submitted as a visitor; every name carries a per-run tag, as the database is shared.

// Page-level requests only: the service worker would hide the list reads from page.route.
test.use({ serviceWorkers: 'block' });

const PHONE_WIDTH = 390; // px
const tag = `l${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = uniqueEmail('links-admin');

interface Kind {
  table: SubmissionTable;
  path: string;
  /** The details dialog's name. */
  details: string;
  /** Said when the linked record does not exist. */
  missing: string;
  failed: string;
}

const KINDS: Kind[] = [
  {
    table: 'tour_inquiries',
    path: '/admin/inquiries',
    details: 'Inquiry Details',
    missing: 'This inquiry no longer exists.',
    failed: 'This inquiry could not be loaded. Please check your connection.',
  },
  {
    table: 'custom_tour_requests',
    path: '/admin/custom-tours',
    details: 'Custom Tour Request Details',
    missing: 'This custom tour request no longer exists.',
    failed: 'This custom tour request could not be loaded. Please check your connection.',
  },
  {
    table: 'reviews',
    path: '/admin/reviews',
    details: 'Review Details',
    missing: 'This review no longer exists.',
    failed: 'This review could not be loaded. Please check your connection.',
  },
  {
    table: 'custom_reviews',
    path: '/admin/custom-reviews',
    details: 'Custom Review Details',
    missing: 'This custom review no longer exists.',
    failed: 'This custom review could not be loaded. Please check your connection.',
  },
];

/** Per kind: a record in the list, one the list will not hold (its read is trimmed), both named. */
const records = Object.fromEntries(
  KINDS.map((kind) => [
    kind.table,
    {
      listed: { id: randomUUID(), name: `Listed ${kind.table} ${tag}` },
      unlisted: { id: randomUUID(), name: `Unlisted ${kind.table} ${tag}` },
    },
  ]),
) as Record<SubmissionTable, { listed: { id: string; name: string }; unlisted: { id: string; name: string } }>;

/** The name a record shows as (inquiries join the first and last name). */
const shownName = (table: SubmissionTable, name: string) => (table === 'tour_inquiries' ? `${name} Perera` : name);

/**
 * Leaves `id` out of the page's reads of the whole list of `table`, as if it were beyond the list's row
 * limit; a read of that one row (`id=eq.`) still reaches the server.
 */
async function trimListRead(page: Page, table: SubmissionTable, id: string) {
  // The lists read a page at a time through the staff_list_page RPC.
  await page.route(`${E2E.apiUrl}/rest/v1/rpc/staff_list_page*`, async (route) => {
    // Another list's read goes on to the next handler (another trim) or the server.
    if ((route.request().postDataJSON() as { list_name?: string }).list_name !== table) return route.fallback();
    const response = await route.fetch();
    const listPage = (await response.json()) as { rows: { id: string }[]; total: number };
    return route.fulfill({ response, json: { ...listPage, rows: listPage.rows.filter((row) => row.id !== id) } });
  });
}

async function serviceHeaders() {
  const { serviceRoleKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  return { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length);
const search = (page: Page) => new URL(page.url()).search;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await createAdmin(adminEmail);
  for (const { table } of KINDS) {
    const { listed, unlisted } = records[table];
    await anonInsert(request, table, submission(table, listed.name, listed.id));
    await anonInsert(request, table, submission(table, unlisted.name, unlisted.id));
  }
});

// Each behaviour on every list in turn, in one page (each visit a full page load of the portal).
test.describe('every list', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithSession(page, adminEmail);
  });

  test('?open=<id> opens that record, and closing it drops the link without a new history entry', async ({ page }) => {
    await eachInTurn(
      KINDS,
      (kind) => kind.path,
      async (kind) => {
        const { listed } = records[kind.table];
        const name = shownName(kind.table, listed.name);
        await page.goto(`${kind.path}?open=${listed.id}`);
        const dialog = page.getByRole('dialog', { name: kind.details });
        await expect(dialog).toBeVisible({ timeout: 15_000 });
        await expect(dialog).toContainText(name);

        // Closing replaces the address: no new step in the history.
        const steps = await historyLength(page);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
        await expect.poll(() => search(page)).toBe('');
        expect(await historyLength(page)).toBe(steps);

        // A row's button opens the same details without touching the address: a reload shows the list.
        await page.getByRole('button', { name: new RegExp(`^View Details.*${name}$`) }).click();
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(name);
        expect(search(page)).toBe('');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        expect(await historyLength(page)).toBe(steps);
      },
      15_000,
    );
  });

  test('a record the list does not hold is read on its own, shown and joins the list', async ({ page }) => {
    await eachInTurn(
      KINDS,
      (kind) => kind.path,
      async (kind) => {
        const { unlisted } = records[kind.table];
        const name = shownName(kind.table, unlisted.name);
        await trimListRead(page, kind.table, unlisted.id);
        await page.goto(`${kind.path}?open=${unlisted.id}`);
        const dialog = page.getByRole('dialog', { name: kind.details });
        await expect(dialog).toBeVisible({ timeout: 15_000 });
        await expect(dialog).toContainText(name);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(page.getByRole('button', { name: new RegExp(`^View Details.*${name}$`) })).toBeVisible();
      },
      15_000,
    );
  });

  test('a link to a record that does not exist says so, and Dismiss clears the link', async ({ page }) => {
    await eachInTurn(
      KINDS,
      (kind) => kind.path,
      async (kind) => {
        await page.goto(`${kind.path}?open=${randomUUID()}`);
        const notice = page.getByRole('alert').filter({ hasText: kind.missing });
        await expect(notice).toHaveText(kind.missing, { timeout: 15_000 });
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await page.getByRole('button', { name: 'Dismiss' }).click();
        await expect(notice).toHaveCount(0);
        await expect.poll(() => search(page)).toBe('');
      },
      15_000,
    );
  });
});

test.describe('deep links', () => {
  test('anything but a uuid in ?open= is ignored', async ({ page }) => {
    await signInWithSession(page, adminEmail);
    await page.goto(`/admin/inquiries?open=${encodeURIComponent("1' or '1'='1")}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tour Inquiries' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/\d+ shown/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });

  test('a link followed while the page is open (a clicked notification) opens its record', async ({ page }) => {
    await signInWithSession(page, adminEmail);
    const { listed } = records.tour_inquiries;
    await page.goto('/admin/inquiries');
    await expect(page.getByText(/\d+ shown/)).toBeVisible({ timeout: 15_000 });
    // As the portal follows a link without reloading: a history entry the router reads.
    await page.evaluate((path) => {
      window.history.pushState(window.history.state, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, `/admin/inquiries?open=${listed.id}`);
    const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
    await expect(dialog).toContainText(shownName('tour_inquiries', listed.name));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => search(page)).toBe('');
  });

  test('a record that could not be read is said to be so, and Try again reads it', async ({ page }) => {
    await signInWithSession(page, adminEmail);
    const { unlisted } = records.custom_tour_requests;
    await trimListRead(page, 'custom_tour_requests', unlisted.id);
    let blocked = true;
    await page.route(`${E2E.apiUrl}/rest/v1/custom_tour_requests?*id=eq.*`, (route) =>
      blocked ? route.abort('internetdisconnected') : route.fallback(),
    );
    await page.goto(`/admin/custom-tours?open=${unlisted.id}`);
    const failed = 'This custom tour request could not be loaded. Please check your connection.';
    await expect(page.getByRole('alert').filter({ hasText: failed })).toBeVisible({ timeout: 15_000 });
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    const dialog = page.getByRole('dialog', { name: 'Custom Tour Request Details' });
    await expect(dialog).toContainText(unlisted.name);
    await expect(page.getByText(failed)).toHaveCount(0);
  });

  test('a review linked to but not in the list can be approved from its details', async ({ page }) => {
    await signInWithSession(page, adminEmail);
    const { unlisted } = records.custom_reviews;
    await trimListRead(page, 'custom_reviews', unlisted.id);
    await page.goto(`/admin/custom-reviews?open=${unlisted.id}`);
    const dialog = page.getByRole('dialog', { name: 'Custom Review Details' });
    await expect(dialog).toContainText(unlisted.name, { timeout: 15_000 });
    await dialog.getByRole('button', { name: /^Approve/ }).click();
    await expect(dialog.getByText('Review approved.')).toBeVisible();
    await expect
      .poll(async () => {
        const response = await fetch(`${E2E.apiUrl}/rest/v1/custom_reviews?select=status&id=eq.${unlisted.id}`, {
          headers: await serviceHeaders(),
        });
        return ((await response.json()) as { status: string }[])[0]?.status;
      })
      .toBe('approved');
  });

  test('a link opened while signed out goes through sign-in, then to the record', async ({ page }) => {
    const { listed } = records.reviews;
    await page.goto(`/admin/reviews?open=${listed.id}`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Details' });
    await expect(dialog).toContainText(listed.name, { timeout: 15_000 });
    expect(search(page)).toBe(`?open=${listed.id}`);
  });

  test(
    'fits a 390 px phone and passes axe, with the details open and with the notice',
    { tag: '@phone' },
    async ({ page }) => {
      await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
      await signInWithSession(page, adminEmail);
      const { listed } = records.tour_inquiries;
      await page.goto(`/admin/inquiries?open=${listed.id}`);
      const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expectNoSidewaysScroll(page);
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_WIDTH);
      const inDialog = await axeOn(page)
        .include('dialog[open]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(inDialog.violations.map((v) => v.id)).toEqual([]);

      await page.goto(`/admin/reviews?open=${randomUUID()}`);
      await expect(page.getByRole('alert').filter({ hasText: 'This review no longer exists.' })).toBeVisible({
        timeout: 15_000,
      });
      await expectNoSidewaysScroll(page);
      const onPage = await axeOn(page)
        .include('.linked-record-notice')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(onPage.violations.map((v) => v.id)).toEqual([]);
    },
  );
});
