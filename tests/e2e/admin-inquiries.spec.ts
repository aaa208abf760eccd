import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { axeOn, expect, onePageForTheFile, OWN_CONTEXT, type Locator, type Page } from './fixtures';
import { E2E } from '../../playwright.config';
import { createAdmin, signInWithSession } from './admin-support';
import { anonInsert, rowsFor, uniqueEmail } from './support';

const test = onePageForTheFile();

// The admin lists of tour inquiries and custom tour requests. Rows are submitted as a visitor through
// the REST API; every name carries a per-run tag and the tests search for it, because the database is
// shared by every e2e file (and both projects) of a run. Only this page's own heading and controls are
// relied on: the portal's shell around it (sign-in gate, sidebar) is tested on its own.

const DAY_MS = 86_400_000;
/** The lists' reads: one page at a time from the staff_list_page RPC (the server is known inside a test). */
const listRead = () => `${E2E.apiUrl}/rest/v1/rpc/staff_list_page*`;
const PHONE = '+44 7700 900123';
const PHONE_DIGITS = '447700900123';
const TOUR_TITLE = 'Sri Lanka Highlights';

// Page-level requests only: the service worker would hide the status PATCH from page.route.
test.use({ serviceWorkers: 'block' });

/** YYYY-MM-DD, `days` from today (UTC): far enough ahead for any time zone. */
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The label → value pairs of the details modal. */
function detailsOf(dialog: Locator): Promise<Record<string, string>> {
  return dialog
    .locator('dl > div')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
      ),
    );
}

async function downloadedCsv(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  return readFile((await download.path())!, 'utf8');
}

const shortDate = (dayText: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${dayText}T00:00:00Z`));

const tag = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = uniqueEmail('requests-admin');

const older = { first: 'Amaya', last: `Perera ${tag}`, email: uniqueEmail('inq-older'), country: 'Australia' };
const newer = { first: 'Bruno', last: `Keller ${tag}`, email: uniqueEmail('inq-newer'), country: 'Switzerland' };
const olderName = `${older.first} ${older.last}`;
const newerName = `${newer.first} ${newer.last}`;

const reqOlder = { name: `Chandra ${tag}`, email: uniqueEmail('req-older'), country: 'India' };
const reqNewer = { name: `Dilani ${tag}`, email: uniqueEmail('req-newer'), country: 'Canada' };

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await createAdmin(adminEmail);
  // Sent one after the other, so the second is the newer.
  await anonInsert(request, 'tour_inquiries', {
    id: randomUUID(),
    tour_id: 'sri-lanka-highlights-10day',
    tour_title: TOUR_TITLE,
    first_name: older.first,
    last_name: older.last,
    email: older.email,
    phone: PHONE,
    country: older.country,
    preferred_date: null,
    adults: 2,
    children: 0,
    message: null,
  });
  await anonInsert(request, 'tour_inquiries', {
    id: randomUUID(),
    tour_id: 'grand-circle-18day',
    tour_title: 'Grand Circle',
    first_name: newer.first,
    last_name: newer.last,
    email: newer.email,
    phone: '+41 79 123 45 67',
    country: newer.country,
    preferred_date: day(90),
    adults: 3,
    children: 1,
    message: 'A vegetarian cook, please',
  });
  await anonInsert(request, 'custom_tour_requests', {
    id: randomUUID(),
    full_name: reqOlder.name,
    email: reqOlder.email,
    phone: PHONE,
    country: reqOlder.country,
    travel_start_date: day(60),
    travel_end_date: day(74),
    number_of_people: '3-4',
    budget_range: '2500-5000',
    tour_places: 'Sigiriya, Kandy, Ella',
    hotel_preferences: 'Boutique hotels',
    additional_requirements: 'no',
  });
  await anonInsert(request, 'custom_tour_requests', {
    id: randomUUID(),
    full_name: reqNewer.name,
    email: reqNewer.email,
    phone: '+1 416 555 0100',
    country: reqNewer.country,
    travel_start_date: day(100),
    travel_end_date: day(110),
    number_of_people: '2',
    budget_range: 'flexible',
    tour_places: 'Yala, Mirissa',
    hotel_preferences: 'Beach resorts',
    additional_requirements: 'Child seat',
  });
});

test.beforeEach(async ({ page }) => {
  await signInWithSession(page, adminEmail);
});

async function openList(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Loading...')).toBeHidden({ timeout: 15_000 });
}

/** The names in the table's first column, top to bottom. */
async function tableNames(page: Page): Promise<string[]> {
  return page.locator('.admin-inquiries-table tbody tr td:first-child strong').allTextContents();
}

// The desktop's table; the phone's cards have their own test below.
test.describe('desktop', { tag: '@desktop' }, () => {
  test('inquiries: newest first, search, status filter and the empty text', async ({ page }) => {
    await openList(page, '/admin/inquiries', 'Tour Inquiries');
    const search = page.getByLabel('Search by name, e-mail, phone, country or tour');
    await search.fill(tag);
    await expect.poll(() => tableNames(page)).toEqual([newerName, olderName]);

    await search.fill(`${tag} switzerland`);
    await expect.poll(() => tableNames(page)).toEqual([newerName]);
    await search.fill(older.email);
    await expect.poll(() => tableNames(page)).toEqual([olderName]);

    await search.fill(tag);
    await page.getByLabel('Status', { exact: true }).selectOption('confirmed');
    await expect(page.getByText('No inquiries found.', { exact: true })).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect.poll(() => tableNames(page)).toEqual([newerName, olderName]);

    await page.getByLabel('Status', { exact: true }).selectOption('all');
    await search.fill(`${tag}-matches-nothing`);
    await expect(page.getByText('No inquiries found.', { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('inquiries: a status change persists; a refused one rolls back with the spec text', async ({ page }) => {
    await openList(page, '/admin/inquiries', 'Tour Inquiries');
    await page.getByLabel('Search by name, e-mail, phone, country or tour').fill(tag);
    const select = page.getByRole('combobox', { name: `Status of ${olderName}` });
    await expect(select).toHaveValue('pending');
    await expect(select).toHaveClass(/status-pending/);

    await select.selectOption('confirmed');
    await expect(select).toHaveClass(/status-confirmed/);
    await expect.poll(async () => (await rowsFor('tour_inquiries', older.email))[0]?.status).toBe('confirmed');

    await page.reload();
    await expect(page.getByText('Loading...')).toBeHidden({ timeout: 15_000 });
    await page.getByLabel('Search by name, e-mail, phone, country or tour').fill(tag);
    await expect(select).toHaveValue('confirmed');
    await page.getByLabel('Status', { exact: true }).selectOption('confirmed');
    await expect.poll(() => tableNames(page)).toEqual([olderName]);
    await page.getByLabel('Status', { exact: true }).selectOption('all');

    // The server refuses the next change: the select goes back and the alert says so.
    await page.route(`${E2E.apiUrl}/rest/v1/tour_inquiries*`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await select.selectOption('cancelled');
    await expect(page.locator('.admin-inquiries').getByRole('alert')).toHaveText(
      /Failed to update status\. Please try again\./,
    );
    await expect(select).toHaveValue('confirmed');
    expect((await rowsFor('tour_inquiries', older.email))[0]?.status).toBe('confirmed');
  });

  test('inquiries: details modal with every field and reply links', async ({ page }) => {
    await openList(page, '/admin/inquiries', 'Tour Inquiries');
    await page.getByLabel('Search by name, e-mail, phone, country or tour').fill(older.email);
    await page.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
    await expect(dialog).toBeVisible();
    const details = await detailsOf(dialog);
    expect(details).toMatchObject({
      Tour: TOUR_TITLE,
      Name: olderName,
      'E-mail': older.email,
      Phone: PHONE,
      Country: older.country,
      'Preferred Date': 'Flexible',
      Adults: '2',
      Children: '0',
      'Special Requests': 'None',
    });
    expect(['Pending', 'Confirmed']).toContain(details.Status);
    expect(details.Received).toMatch(/\d{4}/);
    expect(details['Last Updated']).toMatch(/\d{4}/);

    await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${PHONE_DIGITS}\\?text=`),
    );
    const mail = await dialog.getByRole('link', { name: 'E-mail' }).getAttribute('href');
    expect(mail).toMatch(new RegExp(`^mailto:${older.email.replace(/[.+]/g, '\\$&')}\\?subject=`));
    expect(decodeURIComponent(mail!.split('subject=')[1]!)).toContain(TOUR_TITLE);
    await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+${PHONE_DIGITS}`);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The other inquiry's date and message are shown as given.
    await page.getByLabel('Search by name, e-mail, phone, country or tour').fill(newer.email);
    await page.getByRole('button', { name: 'View Details' }).click();
    const second = await detailsOf(page.getByRole('dialog', { name: 'Inquiry Details' }));
    expect(second['Preferred Date']).toBe(shortDate(day(90)));
    expect(second['Special Requests']).toBe('A vegetarian cook, please');
  });

  test('inquiries: CSV export holds the filtered rows', async ({ page }) => {
    await openList(page, '/admin/inquiries', 'Tour Inquiries');
    await page.getByLabel('Search by name, e-mail, phone, country or tour').fill(tag);
    await expect.poll(() => tableNames(page)).toHaveLength(2);
    const csv = await downloadedCsv(page);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('E-mail');
    expect(lines[1]).toContain(newer.email);
    expect(lines[2]).toContain(older.email);
    // Phone numbers start with '+', which spreadsheets would read as a formula.
    expect(lines[2]).toContain(`'${PHONE}`);

    await page.getByLabel('Search by name, e-mail, phone, country or tour').fill(newer.email);
    const narrowed = (await downloadedCsv(page)).trimEnd().split('\r\n');
    expect(narrowed).toHaveLength(2);
    expect(narrowed[1]).toContain(newer.email);
  });

  test('custom tours: list, search, filter, status, details, reply links, CSV and empty text', async ({ page }) => {
    await openList(page, '/admin/custom-tours', 'Custom Tour Requests');
    const search = page.getByLabel('Search by name, e-mail, phone, country or places');
    await search.fill(tag);
    await expect.poll(() => tableNames(page)).toEqual([reqNewer.name, reqOlder.name]);
    await search.fill(`${tag} sigiriya`);
    await expect.poll(() => tableNames(page)).toEqual([reqOlder.name]);

    const select = page.getByRole('combobox', { name: `Status of ${reqOlder.name}` });
    await select.selectOption('cancelled');
    await expect(select).toHaveClass(/status-cancelled/);
    await expect.poll(async () => (await rowsFor('custom_tour_requests', reqOlder.email))[0]?.status).toBe('cancelled');
    await page.reload();
    await expect(page.getByText('Loading...')).toBeHidden({ timeout: 15_000 });
    await search.fill(tag);
    await page.getByLabel('Status', { exact: true }).selectOption('cancelled');
    await expect.poll(() => tableNames(page)).toEqual([reqOlder.name]);
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect.poll(() => tableNames(page)).toEqual([reqNewer.name]);
    await page.getByLabel('Status', { exact: true }).selectOption('all');

    await search.fill(reqOlder.email);
    await page.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Custom Tour Request Details' });
    expect(await detailsOf(dialog)).toMatchObject({
      'Full Name': reqOlder.name,
      'E-mail': reqOlder.email,
      Phone: PHONE,
      Country: reqOlder.country,
      'Travel Start Date': shortDate(day(60)),
      'Travel End Date': shortDate(day(74)),
      'Number of People': '3-4 people',
      'Budget Range (USD per person)': '$2,500 - $5,000',
      'Tour Places': 'Sigiriya, Kandy, Ella',
      'Hotel Preferences': 'Boutique hotels',
      'Additional Requirements': 'None',
      Status: 'Cancelled',
    });
    await expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${PHONE_DIGITS}\\?text=`),
    );
    await expect(dialog.getByRole('link', { name: 'E-mail' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:.+\\?subject=Your%20custom%20tour%20request`),
    );
    await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+${PHONE_DIGITS}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await search.fill(tag);
    const csv = (await downloadedCsv(page)).trimEnd().split('\r\n');
    expect(csv).toHaveLength(3);
    expect(csv[1]).toContain(reqNewer.email);
    expect(csv[2]).toContain(reqOlder.email);

    await search.fill(`${tag}-matches-nothing`);
    await expect(page.getByText('No custom tour requests found.', { exact: true })).toBeVisible();
  });

  test('internal note: saved from the details of both lists, kept, limited, exported, and a failure said', async ({
    page,
  }) => {
    await openList(page, '/admin/inquiries', 'Tour Inquiries');
    const search = page.getByLabel('Search by name, e-mail, phone, country or tour');
    await search.fill(older.email);
    await page.getByRole('button', { name: 'View Details' }).click();
    let dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
    let note = dialog.getByLabel('Internal note (staff only)');
    await expect(note).toHaveValue('');
    await expect(note).toHaveAttribute('maxlength', '2000');
    await expect(dialog.getByText('0 / 2000 characters')).toBeVisible();
    // Starts with '=' on purpose: the CSV must not hand it to a spreadsheet as a formula.
    const text = '=Deposit due Friday, called twice';
    await note.fill(text);
    await expect(dialog.getByText(`${text.length} / 2000 characters`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Note saved.' })).toBeVisible();
    await expect
      .poll(async () => (await rowsFor('tour_inquiries', older.email, 'id,internal_note'))[0]?.internal_note)
      .toBe(text);
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

    // More than 2000 characters cannot be typed.
    await note.fill('x'.repeat(2_100));
    await expect(note).toHaveValue('x'.repeat(2_000));
    await expect(dialog.getByText('2000 / 2000 characters')).toBeVisible();

    // A refused save says so, and the stored note stays.
    await page.route(`${E2E.apiUrl}/rest/v1/tour_inquiries*`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: '{"code":"23514","message":"no"}' })
        : route.continue(),
    );
    await note.fill('Should not be stored');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    // (The pipeline's form beside the note has an alert region of its own.)
    await expect(dialog.getByRole('alert').filter({ hasText: 'note' })).toHaveText(
      'Failed to save the note. Please try again.',
    );
    expect((await rowsFor('tour_inquiries', older.email, 'id,internal_note'))[0]?.internal_note).toBe(text);
    await page.unroute(`${E2E.apiUrl}/rest/v1/tour_inquiries*`);

    // Shown again after a reload, and exported.
    await page.reload();
    await expect(page.getByText('Loading...')).toBeHidden({ timeout: 15_000 });
    await search.fill(older.email);
    await page.getByRole('button', { name: 'View Details' }).click();
    await expect(note).toHaveValue(text);
    await dialog.getByRole('button', { name: 'Close' }).click();
    const csv = (await downloadedCsv(page))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csv[0]).toContain('Internal Note');
    expect(csv[1]).toContain(`"'${text}"`);

    // The custom tour requests have the same note.
    await openList(page, '/admin/custom-tours', 'Custom Tour Requests');
    await page.getByLabel('Search by name, e-mail, phone, country or places').fill(reqNewer.email);
    await page.getByRole('button', { name: 'View Details' }).click();
    dialog = page.getByRole('dialog', { name: 'Custom Tour Request Details' });
    note = dialog.getByLabel('Internal note (staff only)');
    await note.fill('Wants a child seat in the van');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Note saved.' })).toBeVisible();
    await expect
      .poll(async () => (await rowsFor('custom_tour_requests', reqNewer.email, 'id,internal_note'))[0]?.internal_note)
      .toBe('Wants a child seat in the van');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const requestCsv = (await downloadedCsv(page)).trimEnd().split('\r\n');
    expect(requestCsv[0]).toContain('Internal Note');
    expect(requestCsv[1]).toContain('Wants a child seat in the van');
  });

  test(
    'inquiries: the device copy answers when the server does not; without one an error shows',
    { annotation: OWN_CONTEXT },
    async ({ page }) => {
      // No copy on this device yet: the failed read says so instead of showing an empty list.
      await page.route(listRead(), (route) => route.abort('internetdisconnected'));
      await page.goto('/admin/inquiries');
      await expect(page.locator('.admin-inquiries').getByRole('alert')).toHaveText(/could not be loaded/);
      await expect(page.getByText('No inquiries found.', { exact: true })).toHaveCount(0);

      // One successful read keeps a copy ('admin:inquiry-list'), which answers the next failed read.
      await page.unroute(listRead());
      await openList(page, '/admin/inquiries', 'Tour Inquiries');
      await page.getByLabel('Search by name, e-mail, phone, country or tour').fill(tag);
      await expect.poll(() => tableNames(page)).toEqual([newerName, olderName]);
      await page.route(listRead(), (route) => route.abort('internetdisconnected'));
      await openList(page, '/admin/inquiries', 'Tour Inquiries');
      await expect(page.getByText(/You are offline: this is the copy saved on/)).toBeVisible();
      await page.getByLabel('Search by name, e-mail, phone, country or tour').fill(tag);
      await expect.poll(() => tableNames(page)).toEqual([newerName, olderName]);
    },
  );
});

test('phones get cards instead of the table', { tag: '@both' }, async ({ page, isMobile }) => {
  await openList(page, '/admin/inquiries', 'Tour Inquiries');
  await page.getByLabel('Search by name, e-mail, phone, country or tour').fill(tag);
  const cards = page.locator('.admin-inquiries').getByRole('article');
  if (isMobile) {
    await expect(page.getByRole('table')).toHaveCount(0); // display: none leaves the accessibility tree
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAccessibleName(newerName);
    await expect(cards.first().getByRole('combobox', { name: `Status of ${newerName}` })).toBeVisible();
    await cards.first().getByRole('button', { name: 'View Details' }).click();
    await expect(page.getByRole('dialog', { name: 'Inquiry Details' })).toBeVisible();
    // The details with the note's field fit a 390 px wide phone without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByLabel('Internal note (staff only)')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
    expect(await dialog.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  } else {
    await expect(page.getByRole('table')).toBeVisible();
    await expect(cards).toHaveCount(0);
  }
});

// The table on wide screens and the cards on phones are different markup: both are checked.
test(
  'axe finds no serious or critical problem on the two lists and the details dialog',
  { tag: '@both' },
  async ({ page }) => {
    // Four axe scans: slow on a busy 2-core machine.
    test.setTimeout(90_000);
    for (const path of ['/admin/inquiries', '/admin/custom-tours']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/\d+ shown/)).toBeVisible();
      // This run's two rows: the markup of a row is the same for two as for the hundreds other tests leave.
      await page.getByRole('searchbox').first().fill(tag);
      await expect(page.getByText(/\b2 of [\d,]+ shown/)).toBeVisible();
      // This page's own content: the portal's header and sidebar are checked with the shell.
      const results = await axeOn(page)
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);

      // The details dialog, with the internal note's field and counter.
      await page.getByRole('button', { name: 'View Details' }).first().click();
      await expect(page.getByRole('dialog').getByLabel('Internal note (staff only)')).toBeVisible();
      const dialogResults = await axeOn(page)
        .include('dialog')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        dialogResults.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${path} dialog ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      await page.keyboard.press('Escape');
    }
  },
);
