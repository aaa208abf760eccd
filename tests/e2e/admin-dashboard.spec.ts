import { randomUUID } from 'node:crypto';
import {
  axeOn,
  expect,
  onePageForTheFile,
  OWN_CONTEXT,
  type APIRequestContext,
  type Locator,
  type Page,
} from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import { channelJoined, createAdmin, signInWithSession } from './admin-support';
import { anonInsert, hold, uniqueEmail } from './support';

const test = onePageForTheFile();

// The staff dashboard and the header's notification bell, against the real local backend. The database
// is shared by every e2e file (and both projects) of a run, so the expected figures are always read from
// the database (service key) at the moment of comparing, never taken as constants. Visitor rows go in
// with the anon key, as the public forms send them.

// Page-level requests only: the service worker would hide the RPCs from page.route.
// Colombo has no daylight saving, so "this month" and "this week" are easy to work out here too.
test.use({ serviceWorkers: 'block', timezoneId: 'Asia/Colombo' });

const COLOMBO_OFFSET_MS = 5.5 * 3_600_000; // UTC+05:30 all year
const DAY_MS = 86_400_000;
const tag = `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = uniqueEmail('dashboard-admin');

async function keys() {
  return loadConfig({ DATA_DIR: E2E.dataDir });
}

function inquiry(lastName: string): Record<string, unknown> {
  return {
    id: randomUUID(),
    tour_id: 'sri-lanka-highlights-10day',
    tour_title: 'Sri Lanka Highlights',
    first_name: 'Ruwan',
    last_name: lastName,
    email: uniqueEmail('dash-inq'),
    phone: '+44 7700 900123',
    country: 'United Kingdom',
    preferred_date: null,
    adults: 2,
    children: 0,
    message: null,
  };
}

function customRequest(name: string): Record<string, unknown> {
  const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
  return {
    id: randomUUID(),
    full_name: name,
    email: uniqueEmail('dash-req'),
    phone: '+1 416 555 0100',
    country: 'Canada',
    travel_start_date: day(60),
    travel_end_date: day(70),
    number_of_people: '2',
    budget_range: 'flexible',
    tour_places: 'Yala, Mirissa',
    hotel_preferences: 'Beach resorts',
    additional_requirements: 'no',
  };
}

function review(name: string, overall: number): Record<string, unknown> {
  return {
    id: randomUUID(),
    tour_id: 'southern-coastal-explorer-6day',
    tour_title: 'Southern Coastal Explorer',
    customer_name: name,
    email: uniqueEmail('dash-review'),
    country: 'United Kingdom',
    ratings: { overall, quality: 4, locations: 4, service: 4, price: 4 },
    comment: 'A wonderful week on the south coast.',
    would_recommend: true,
    status: 'approved',
  };
}

function customReview(name: string, overall: number): Record<string, unknown> {
  return {
    id: randomUUID(),
    customer_name: name,
    email: uniqueEmail('dash-custom-review'),
    country: 'United States',
    ratings: { overall, quality: 4, service: 4, value: 4 },
    comment: 'Planned around everything we asked for.',
    would_recommend: true,
    status: 'approved',
  };
}

type Row = Record<string, unknown> & { created_at: string; status?: string; ratings?: { overall: number } };

/** Every row of a table as the service role reads it (no row-level security in the way). */
async function serviceRows(table: string, columns: string): Promise<Row[]> {
  const { serviceRoleKey } = await keys();
  const response = await fetch(`${E2E.apiUrl}/rest/v1/${table}?select=${columns}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Row[];
}

/** The first instant of this and last month, and of this week (Monday), in Colombo. */
function colomboPeriods(now = Date.now()) {
  const local = new Date(now + COLOMBO_OFFSET_MS);
  const [year, month, date] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return {
    monthStart: Date.UTC(year, month, 1) - COLOMBO_OFFSET_MS,
    previousMonthStart: Date.UTC(year, month - 1, 1) - COLOMBO_OFFSET_MS,
    weekStart: Date.UTC(year, month, date - sinceMonday) - COLOMBO_OFFSET_MS,
  };
}

interface Monthly {
  total: number;
  thisMonth: number;
  lastMonth: number;
}

function monthly(rows: Row[]): Monthly {
  const { monthStart, previousMonthStart } = colomboPeriods();
  const times = rows.map((row) => Date.parse(row.created_at));
  return {
    total: rows.length,
    thisMonth: times.filter((time) => time >= monthStart).length,
    lastMonth: times.filter((time) => time >= previousMonthStart && time < monthStart).length,
  };
}

/** Mean overall stars to one decimal, computed in tenths so 4.45 is not read as 4.4499…. */
function mean(rows: Row[]): number | null {
  if (rows.length === 0) return null;
  const sum = rows.reduce((total, row) => total + row.ratings!.overall, 0);
  return Math.round((sum * 10) / rows.length) / 10;
}

/** The figures as the database holds them now, read independently of the app's RPC. */
async function databaseFigures() {
  const [inquiries, requests, reviews, customReviews, gallery] = await Promise.all([
    serviceRows('tour_inquiries', 'id,status,created_at'),
    serviceRows('custom_tour_requests', 'id,created_at'),
    serviceRows('reviews', 'id,status,ratings,created_at'),
    serviceRows('custom_reviews', 'id,status,ratings,created_at'),
    serviceRows('gallery', 'id,created_at'),
  ]);
  const approved = [...reviews, ...customReviews].filter((row) => row.status === 'approved');
  const { monthStart, weekStart } = colomboPeriods();
  const at = (row: Row) => Date.parse(row.created_at);
  return {
    counts: {
      'Total Inquiries': monthly(inquiries),
      'Custom Tour Requests': monthly(requests),
      'Customer Reviews': monthly(reviews.filter((row) => row.status === 'approved')),
      'Custom Reviews': monthly(customReviews.filter((row) => row.status === 'approved')),
      'Gallery Images': monthly(gallery),
      'Pending Inquiries': monthly(inquiries.filter((row) => row.status === 'pending')),
    } as Record<string, Monthly>,
    // The headline, and the same figure as it stood when this month began (its change is the difference).
    rating: {
      value: mean(approved),
      lastMonth: mean(approved.filter((row) => at(row) < monthStart)),
    },
    thisWeek: {
      inquiries: inquiries.filter((row) => at(row) >= weekStart).length,
      customRequests: requests.filter((row) => at(row) >= weekStart).length,
    },
  };
}

// The change rules written out again from their description, so the page is checked against the rule
// and not against its own code.
function countChangeText({ thisMonth, lastMonth }: Monthly): string {
  if (thisMonth === lastMonth) return 'No change vs last month';
  if (lastMonth === 0) return `+${thisMonth} new this month`;
  const size = (Math.abs(thisMonth - lastMonth) / lastMonth) * 100;
  const shown = size >= 1 ? Math.round(size) : Math.max(0.1, Math.round(size * 10) / 10);
  return `${thisMonth > lastMonth ? '+' : '\u2212'}${shown.toLocaleString('en')}% vs last month`;
}

function ratingChangeText(thisMonth: number | null, lastMonth: number | null): string {
  if (lastMonth === null) return 'No ratings last month';
  if (thisMonth === null) return 'No ratings yet this month';
  const tenths = Math.round(thisMonth * 10) - Math.round(lastMonth * 10);
  if (tenths === 0) return 'No change vs last month';
  return `${tenths > 0 ? '+' : '\u2212'}${(Math.abs(tenths) / 10).toFixed(1)} vs last month`;
}

const CARDS = [
  'Total Inquiries',
  'Custom Tour Requests',
  'Customer Reviews',
  'Custom Reviews',
  'Average Rating',
  'Gallery Images',
  'Pending Inquiries',
];

function card(page: Page, label: string): Locator {
  return page.locator('.dashboard-stats').getByRole('listitem', { name: label, exact: true });
}

/** What the cards say: label → [value, change text, direction words]. */
async function shownCards(page: Page): Promise<Record<string, [string, string, string]>> {
  const entries = await Promise.all(
    CARDS.map(async (label) => {
      const item = card(page, label);
      const value = (await item.locator('.stat-value').textContent())?.trim() ?? '';
      const change = (await item.locator('.stat-change-text').textContent()) ?? '';
      const words = (await item.locator('.stat-change .visually-hidden').allTextContents()).join('').trim();
      return [label, [value, change, words] as [string, string, string]] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function expectedCards(figures: Awaited<ReturnType<typeof databaseFigures>>) {
  const words = (text: string) => (text.startsWith('+') ? 'Increase:' : text.startsWith('\u2212') ? 'Decrease:' : '');
  const expected: Record<string, [string, string, string]> = {};
  for (const [label, figure] of Object.entries(figures.counts)) {
    const change = countChangeText(figure);
    expected[label] = [figure.total.toLocaleString('en'), change, words(change)];
  }
  const { value, lastMonth } = figures.rating;
  const ratingChange = ratingChangeText(value, lastMonth);
  expected['Average Rating'] = [
    value === null ? 'No ratings yet' : `${value.toFixed(1)} out of 5`,
    ratingChange,
    words(ratingChange),
  ];
  return expected;
}

/** Counts the answers of one RPC, so a test can wait for the read a live change causes. */
function countResponses(page: Page, rpc: string): () => number {
  let count = 0;
  page.on('response', (response) => {
    if (response.url().startsWith(`${E2E.apiUrl}/rest/v1/rpc/${rpc}`) && response.ok()) count += 1;
  });
  return () => count;
}

async function openDashboard(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await expect(card(page, 'Total Inquiries')).toBeVisible({ timeout: 15_000 });
}

/** Writes a row as the service role, which may set its times (a visitor's are forced to now). */
async function serviceInsert(request: APIRequestContext, table: string, row: Record<string, unknown>) {
  const { serviceRoleKey } = await keys();
  const response = await request.post(`${E2E.apiUrl}/rest/v1/${table}`, {
    headers: {
      apikey: serviceRoleKey,
      Authorization: `Bearer ${serviceRoleKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    data: row,
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await createAdmin(adminEmail);
  // One inquiry from last month, so the month-over-month text is a real comparison and not only "new
  // this month".
  const lastMonth = new Date(colomboPeriods().monthStart - 3 * DAY_MS).toISOString();
  const backDated = { submitted_at: lastMonth, created_at: lastMonth, updated_at: lastMonth };
  await serviceInsert(request, 'tour_inquiries', { ...inquiry(`Last-month ${tag}`), ...backDated });
  await anonInsert(request, 'tour_inquiries', inquiry(`This-month ${tag}`));
  // An approved review from last month and one from this month, so Average Rating has a change to show.
  await serviceInsert(request, 'reviews', { ...review(`Last-month ${tag}`, 2), ...backDated });
  await serviceInsert(request, 'custom_reviews', customReview(`This-month ${tag}`, 5));
});

test.beforeEach(async ({ page }) => {
  await signInWithSession(page, adminEmail);
});

test('the seven cards show the database figures and their real change on last month', async ({ page }) => {
  await openDashboard(page);
  await expect(async () => {
    const expected = expectedCards(await databaseFigures());
    expect(await shownCards(page)).toEqual(expected);
  }).toPass({ timeout: 10_000 });
  // Last month holds at least this file's back-dated inquiry: a percentage, never the old fixed "+0%".
  await expect(card(page, 'Total Inquiries').locator('.stat-change-text')).toHaveText(/% vs last month$|^No change/);
  await expect(page.getByText('+0%', { exact: true })).toHaveCount(0);
});

test('the weekly chart has a text alternative with the numbers', async ({ page }) => {
  await openDashboard(page);
  const figure = page.getByRole('figure', { name: 'Inquiries per week' });
  await expect(figure).toBeVisible();
  await expect(figure.locator('svg rect').first()).toBeVisible();
  const table = figure.getByRole('table', { name: 'Inquiries per week over the last 8 weeks' });
  await expect(table.locator('tbody tr')).toHaveCount(8);
  await expect(table.getByRole('columnheader')).toHaveText(['Week starting', 'Tour inquiries', 'Custom tour requests']);

  // The last row is this week (starting Monday in Colombo), counted from the database.
  const { weekStart } = colomboPeriods();
  const monday = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(weekStart + COLOMBO_OFFSET_MS),
  );
  const current = table.locator('tbody tr').last();
  await expect(current.getByRole('rowheader')).toHaveText(monday);
  await expect(async () => {
    const { thisWeek } = await databaseFigures();
    await expect(current.getByRole('cell')).toHaveText([String(thisWeek.inquiries), String(thisWeek.customRequests)], {
      timeout: 1_000,
    });
  }).toPass({ timeout: 10_000 });
});

test('a submission made while the dashboard is open updates Total Inquiries without a reload', async ({
  page,
  request,
}) => {
  const reads = countResponses(page, 'admin_dashboard');
  await openDashboard(page);
  // The first read, then the one made when the live channels have joined: from now on changes arrive.
  await expect.poll(reads, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const value = card(page, 'Total Inquiries').locator('.stat-number');
  const before = Number((await value.textContent())!.replace(/,/g, ''));

  await anonInsert(request, 'tour_inquiries', inquiry(`Live ${tag}`));

  const total = (await databaseFigures()).counts['Total Inquiries']!.total;
  expect(total).toBeGreaterThan(before);
  await expect(value).toHaveText(total.toLocaleString('en'), { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('the bell counts a new submission, lists it when opened, resets, and stays reset after a reload', async ({
  page,
  request,
}) => {
  const reads = countResponses(page, 'admin_notifications');
  await page.goto('/admin');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await expect.poll(reads, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

  // Look once (from the keyboard) so that only what arrives next is new.
  const panel = page.getByRole('region', { name: 'New since you last looked' });
  const marked = page.waitForResponse((r) => r.url().includes('/rpc/admin_mark_notifications_seen') && r.ok());
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await marked;
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.locator('.bell-badge')).toHaveCount(0);

  const name = `Nadia ${tag}`;
  await anonInsert(request, 'custom_tour_requests', customRequest(name));
  await expect(bell).toHaveAccessibleName('Notifications, 1 new', { timeout: 15_000 });
  await expect(page.locator('.bell-badge')).toHaveText('1');

  const markedAgain = page.waitForResponse((r) => r.url().includes('/rpc/admin_mark_notifications_seen') && r.ok());
  await bell.click();
  await expect(panel.getByRole('link', { name: '1 custom tour request', exact: true })).toHaveAttribute(
    'href',
    '/admin/custom-tours',
  );
  const item = panel.getByRole('link', { name: new RegExp(name) });
  await expect(item).toContainText('Custom tour request');
  await expect(item).toContainText(/now|second|minute/);
  await expect(item).toHaveAttribute('href', '/admin/custom-tours');
  await markedAgain;
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.locator('.bell-badge')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();

  // Seen is kept on the server: after a reload (and its reads) the badge stays at zero.
  const readsAfterReload = page.waitForResponse((r) => r.url().includes('/rpc/admin_notifications') && r.ok());
  await page.reload();
  await readsAfterReload;
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(page.locator('.bell-badge')).toHaveCount(0);
  const markedAfterReload = page.waitForResponse(
    (r) => r.url().includes('/rpc/admin_mark_notifications_seen') && r.ok(),
  );
  await bell.click();
  await expect(panel.getByText('Nothing new since you last looked.')).toBeVisible();
  // The server stamps "seen" when the mark arrives: a row sent before that would count as seen.
  await markedAfterReload;

  // Following an item goes to its section.
  await page.keyboard.press('Escape');
  await anonInsert(request, 'tour_inquiries', inquiry(`Bell ${tag}`));
  await expect(bell).toHaveAccessibleName('Notifications, 1 new', { timeout: 15_000 });
  await bell.click();
  await panel.getByRole('link', { name: new RegExp(`Bell ${tag}`) }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
  await expect(panel).toBeHidden();
});

/** The number in the bell's name ("Notifications, 3 new"); 0 when it names none. */
async function bellCount(bell: Locator): Promise<number> {
  const name = (await bell.getAttribute('aria-label')) ?? '';
  const match = /^Notifications, (\d+) new$/.exec(name);
  if (!match && name !== 'Notifications') throw new Error(`Unexpected bell name: ${name}`);
  return match ? Number(match[1]) : 0;
}

/** Resolves once no answer of the counted RPC has come for `quietMs` (live reads wait 500 ms to batch). */
async function readsSettled(reads: () => number, quietMs = 1_500) {
  for (;;) {
    const before = reads();
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    if (reads() === before) return;
  }
}

/** Opens the bell (which records "seen") and closes it again, so that only what arrives next is new. */
async function lookAtBell(page: Page, bell: Locator) {
  const marked = page.waitForResponse((r) => r.url().includes('/rpc/admin_mark_notifications_seen') && r.ok());
  await bell.click();
  await expect(page.getByRole('region', { name: 'New since you last looked' })).toBeVisible();
  await marked;
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications', { timeout: 15_000 });
}

test('three enquiries in quick succession raise the bell by exactly three, on the open list and the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const reads = countResponses(page, 'admin_notifications');
  const joined = channelJoined(page, 'tour_inquiries');
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Inquiries' })).toBeVisible({ timeout: 15_000 });
  await joined;
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await readsSettled(reads);
  await lookAtBell(page, bell);
  await readsSettled(reads);

  // A slow connection: the bell's read after the first enquiry reaches the server at once (and counts
  // that one), but its answer reaches the page only after any read made later has answered, or after 3 s.
  let armed = true;
  const firstReadServed = hold();
  const answered = hold();
  await page.route(`${E2E.apiUrl}/rest/v1/rpc/admin_notifications*`, async (route) => {
    if (!armed) return route.continue();
    armed = false;
    const response = await route.fetch();
    const served = reads();
    firstReadServed.release();
    for (let waited = 0; waited < 3_000 && reads() === served; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await route.fulfill({ response });
    answered.release();
  });

  const names = [1, 2, 3].map((n) => `Burst ${n} ${tag}`);
  await anonInsert(request, 'tour_inquiries', inquiry(names[0]!));
  await firstReadServed.released;
  await anonInsert(request, 'tour_inquiries', inquiry(names[1]!));
  await anonInsert(request, 'tour_inquiries', inquiry(names[2]!));
  // The open list shows them (it does not mark them seen: the bell counts until it is opened).
  const rows = page.locator('.admin-inquiries-table tbody tr:visible, .admin-inquiries-card:visible');
  for (const name of names) await expect(rows.filter({ hasText: name })).toHaveCount(1, { timeout: 15_000 });

  await answered.released;
  await readsSettled(reads);
  expect(await bellCount(bell)).toBe(3);
  await expect(bell).toHaveAccessibleName('Notifications, 3 new');
  await expect(page.locator('.bell-badge')).toHaveText('3');
  await page.unroute(`${E2E.apiUrl}/rest/v1/rpc/admin_notifications*`);

  // On another page the same: exactly three more.
  await page.goto('/admin');
  await expect(card(page, 'Total Inquiries')).toBeVisible({ timeout: 15_000 });
  await readsSettled(reads);
  const before = await bellCount(bell);
  expect(before).toBe(3);
  for (const n of [4, 5, 6]) await anonInsert(request, 'tour_inquiries', inquiry(`Burst ${n} ${tag}`));
  await expect.poll(() => bellCount(bell), { timeout: 15_000 }).toBe(before + 3);
  await readsSettled(reads);
  expect(await bellCount(bell)).toBe(before + 3);
});

test(
  'figures that cannot be loaded say so and can be retried; offline the saved copy shows',
  { annotation: OWN_CONTEXT },
  async ({ page }) => {
    const rpc = `${E2E.apiUrl}/rest/v1/rpc/admin_dashboard*`;
    // Live channels read the figures again when they join, which on a slow run came after the read was
    // let through and took the Try again button away before the click; here no channel ever joins.
    await page.routeWebSocket(/\/realtime\/v1\//, () => undefined);
    await page.route(rpc, (route) => route.abort('internetdisconnected'));
    await page.goto('/admin');
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load the figures' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('.dashboard-stats')).toHaveCount(0);

    await page.unroute(rpc);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(card(page, 'Total Inquiries')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/You are offline/)).toHaveCount(0);
    const total = await card(page, 'Total Inquiries').locator('.stat-number').textContent();

    // The successful read was kept ('admin:dashboard'): it answers when the server cannot be reached.
    await page.route(rpc, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByText(/You are offline: these figures are the copy saved on .*\d/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(card(page, 'Total Inquiries').locator('.stat-number')).toHaveText(total!);
  },
);

test('axe finds no serious or critical problem on the dashboard with the bell open', async ({ page }) => {
  await openDashboard(page);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('region', { name: 'New since you last looked' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0, { timeout: 15_000 });
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

test('the cards, the chart and the bell fit the screen without sideways scrolling', async ({ page, isMobile }) => {
  await openDashboard(page);
  for (const label of CARDS) await expect(card(page, label)).toBeVisible();
  const overflow = () =>
    page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
  expect(await overflow()).toBeLessThanOrEqual(0);

  const viewport = page.viewportSize()!;
  if (isMobile) {
    // One card per row on a phone, each as wide as the content.
    const boxes = await Promise.all(CARDS.map((label) => card(page, label).boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box!.x))).size).toBe(1);
    expect(viewport.width).toBeLessThanOrEqual(412);
  }
  const chart = await page.locator('.chart-svg').boundingBox();
  expect(chart!.x).toBeGreaterThanOrEqual(0);
  expect(chart!.x + chart!.width).toBeLessThanOrEqual(viewport.width);

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = await page.getByRole('region', { name: 'New since you last looked' }).boundingBox();
  expect(panel!.x).toBeGreaterThanOrEqual(0);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(viewport.width);
  expect(await overflow()).toBeLessThanOrEqual(0);
});
