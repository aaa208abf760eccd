import { randomUUID } from 'node:crypto';
import { axeOn, expect, onePageForTheFile, OWN_CONTEXT, type Locator, type Page } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import { createAdmin, signInWithSession } from './admin-support';
import { uniqueEmail } from './support';

const test = onePageForTheFile();

// The staff Insights page against the real local backend and its admin_insights RPC. A known set of
// analytics events goes in with the service role (which may date them in the past); they fall on
// three days 20 to 24 days ago, a period no other suite writes into (visitors' events are stamped
// now), so the figures on the page are compared with numbers worked out by hand from these rows.

// Page-level requests only: the service worker would hide the RPC from page.route and page.on.
// Colombo has no daylight saving, so its local days are easy to work out here too.
test.use({ serviceWorkers: 'block', timezoneId: 'Asia/Colombo' });

const COLOMBO_OFFSET_MS = 5.5 * 3_600_000; // UTC+05:30 all year
const DAY_MS = 86_400_000;
const tag = `i${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = uniqueEmail('insights-admin');
const TOUR_1 = { id: `${tag}-tea-country`, name: `Tea Country Trails ${tag}` };
const TOUR_2 = { id: `${tag}-cultural-triangle`, name: `Cultural Triangle ${tag}` };

/** YYYY-MM-DD in Colombo, `days` from today. */
function colomboDay(days: number): string {
  return new Date(Date.now() + COLOMBO_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** Noon in Colombo of that day, plus `minute` minutes (so a session's events keep their order). */
function at(day: string, minute: number): string {
  return new Date(Date.parse(`${day}T12:00:00+05:30`) + minute * 60_000).toISOString();
}

const DAY_A = colomboDay(-24);
const DAY_B = colomboDay(-21);
const DAY_C = colomboDay(-20);

type Event = Record<string, unknown>;

/** One session's events on a day, in order, each a row as the analytics runtime would send it. */
function session(day: string, events: Omit<Event, 'id' | 'session_id' | 'occurred_at'>[]): Event[] {
  const sessionId = randomUUID();
  return events.map((event, index) => ({
    id: randomUUID(),
    session_id: sessionId,
    language: 'en',
    occurred_at: at(day, index),
    // A bulk insert names the same columns in every row.
    source: null,
    referrer_host: null,
    value: null,
    props: {},
    ...event,
  }));
}

const view = (path: string, extra: Event = {}) => ({ name: 'page_view', path, ...extra });
const tourView = (tour: { id: string; name: string }) => ({
  name: 'tour_view',
  path: `/tours/${tour.id}`,
  props: { tour_id: tour.id, tour_name: tour.name },
});
const inquiryStarted = (tour: { id: string }) => ({
  name: 'form_start',
  path: `/tours/${tour.id}`,
  props: { form: 'inquiry' },
});
const vital = (metric: string, value: number) => ({ name: 'web_vital', path: '/', value, props: { metric } });

/*
 * Worked out by hand. Period A..C: visits 5 (S1, S2 on A; S3 on B; S4, S5 on C), page views 8, leads 2;
 * funnel 4 → 2 → 1 (only S1 sends); tours: Tea Country 3 views, Cultural Triangle 2; sources: direct 2
 * (S3, S4), organic 2 (S1 google, S5 bing), referral 1 (S2). LCP samples 1800 (S1), 3000 (S3), 5000
 * (S4), 2000 (S5): p75
 * (continuous) = 3000 + 0.25 × 2000 = 3500 ms, needs improvement; 2 good, 1 needs improvement, 1 poor.
 * CLS 0.05 alone: good. INP, TTFB and FID: no samples.
 * Period B..C: visits 3, page views 5, leads 1; funnel 2 → 0 → 0; each tour 1 view; LCP 2000, 3000,
 * 5000: p75 = 3000 + 0.5 × 2000 = 4000 ms, still needs improvement (the boundary is included).
 */
const EVENTS: Event[] = [
  ...session(DAY_A, [
    view('/', { source: 'organic', referrer_host: 'www.google.com' }),
    { name: 'organic_visit', path: '/', props: { engine: 'google' } },
    view(`/tours/${TOUR_1.id}`),
    tourView(TOUR_1),
    inquiryStarted(TOUR_1),
    {
      name: 'purchase',
      path: `/tours/${TOUR_1.id}`,
      value: 0,
      props: {
        transaction_id: `booking_${Date.now()}`,
        currency: 'USD',
        tour_id: TOUR_1.id,
        tour_name: TOUR_1.name,
        category: 'Tour Package',
        quantity: 1,
        price: 0,
      },
    },
    {
      name: 'generate_lead',
      path: `/tours/${TOUR_1.id}`,
      props: { lead_type: 'booking_initiated', tour_id: TOUR_1.id },
    },
    vital('LCP', 1800),
  ]),
  ...session(DAY_A, [
    view(`/tours/${TOUR_1.id}`, { source: 'referral', referrer_host: 'travel-forum.example.org' }),
    tourView(TOUR_1),
    tourView(TOUR_2),
    inquiryStarted(TOUR_2),
  ]),
  ...session(DAY_B, [
    view('/', { source: 'direct' }),
    tourView(TOUR_2),
    vital('LCP', 3000),
    { name: 'generate_lead', path: '/contact', props: { lead_type: 'contact', channel: 'whatsapp' } },
  ]),
  ...session(DAY_C, [
    view('/'),
    view('/tours'),
    view(`/tours/${TOUR_1.id}`),
    tourView(TOUR_1),
    vital('LCP', 5000),
    vital('CLS', 0.05),
  ]),
  ...session(DAY_C, [
    view('/gallery', { source: 'organic', referrer_host: 'www.bing.com' }),
    { name: 'organic_visit', path: '/gallery', props: { engine: 'bing' } },
    vital('LCP', 2000),
  ]),
];

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await createAdmin(adminEmail);
  const { serviceRoleKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  const headers = {
    apikey: serviceRoleKey,
    Authorization: `Bearer ${serviceRoleKey}`,
    'Content-Type': 'application/json',
    Prefer: 'return=minimal',
  };
  // After a failed test the worker starts again and so does this hook: the period is emptied first so
  // the events are never there twice.
  const period = `occurred_at=gte.${encodeURIComponent(at(DAY_A, -12 * 60))}&occurred_at=lt.${encodeURIComponent(at(DAY_C, 12 * 60))}`;
  const cleared = await request.delete(`${E2E.apiUrl}/rest/v1/analytics_events?${period}`, { headers });
  expect(cleared.status(), await cleared.text()).toBe(204);
  const response = await request.post(`${E2E.apiUrl}/rest/v1/analytics_events`, { headers, data: EVENTS });
  expect(response.status(), await response.text()).toBe(201);
});

test.beforeEach(async ({ page }) => {
  await signInWithSession(page, adminEmail);
});

function tile(page: Page, label: string): Locator {
  return page.locator('.insights-tile').filter({ has: page.getByText(label, { exact: true }) });
}

/** A screen-reader table's body rows as arrays of cell texts. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const rows = page.getByRole('table', { name: caption }).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim())),
  );
}

async function chooseCustomRange(page: Page, from: string, to: string) {
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Show period' }).click();
}

async function waitForFigures(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible({ timeout: 15_000 });
  await expect(tile(page, 'Visits')).toBeVisible({ timeout: 15_000 });
}

test('the figures of a chosen period come from its events, and another period changes them', async ({ page }) => {
  await page.goto('/admin/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible({ timeout: 15_000 });
  // The default period is the last 30 days.
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(colomboDay(0));

  await chooseCustomRange(page, DAY_A, DAY_C);
  await expect(page).toHaveURL(new RegExp(`from=${DAY_A}&to=${DAY_C}`));
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'false');
  await waitForFigures(page);

  await expect(tile(page, 'Visits').locator('.insights-tile-value')).toHaveText('5');
  await expect(tile(page, 'Page views').locator('.insights-tile-value')).toHaveText('8');
  await expect(tile(page, 'Leads').locator('.insights-tile-value')).toHaveText('2');
  await expect(tile(page, 'Conversion').locator('.insights-tile-value')).toHaveText('25%');

  expect(await tableRows(page, 'Top tours by views')).toEqual([
    [TOUR_1.name, '3', '3'],
    [TOUR_2.name, '2', '2'],
  ]);
  expect(await tableRows(page, 'Sessions at each step of the inquiry funnel')).toEqual([
    ['Viewed a tour', '4', ''],
    ['Started an inquiry', '2', '50%'],
    ['Sent an inquiry', '1', '50%'],
  ]);
  expect(await tableRows(page, 'Visits by traffic source')).toEqual([
    ['Direct', '2', '40%'],
    ['Search engines', '2', '40%'],
    ['Other websites', '1', '20%'],
  ]);
  expect(await tableRows(page, 'Visits from search engines, by engine')).toEqual([
    ['Google', '1', '50%'],
    ['Bing', '1', '50%'],
    ['Yahoo', '0', '0%'],
    ['DuckDuckGo', '0', '0%'],
  ]);
  const days = await tableRows(page, 'Visits and leads per day');
  expect(days).toHaveLength(5);
  expect(days.map((row) => row.slice(1))).toEqual([
    ['2', '1'],
    ['0', '0'],
    ['0', '0'],
    ['1', '1'],
    ['2', '0'],
  ]);

  const lcp = page.locator('.insights-vital[data-metric="LCP"]');
  await expect(lcp.locator('.insights-vital-p75')).toHaveText('3.50 sec');
  await expect(lcp.locator('.insights-rating')).toHaveText(/Needs improvement/);
  await expect(lcp).toContainText('4 samples');
  expect(await tableRows(page, 'Ratings of LCP samples')).toEqual([
    ['Good', '50%', '2'],
    ['Needs improvement', '25%', '1'],
    ['Poor', '25%', '1'],
  ]);
  const cls = page.locator('.insights-vital[data-metric="CLS"]');
  await expect(cls.locator('.insights-vital-p75')).toHaveText('0.05');
  await expect(cls.locator('.insights-rating')).toHaveText(/Good/);
  await expect(page.locator('.insights-vital[data-metric="INP"]')).toContainText('No data');

  // The period survives a reload (it is in the address).
  await page.reload();
  await waitForFigures(page);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(DAY_A);
  await expect(tile(page, 'Visits').locator('.insights-tile-value')).toHaveText('5');

  // A shorter period: the days of session S1 and S2 drop out.
  await chooseCustomRange(page, DAY_B, DAY_C);
  await expect(page).toHaveURL(new RegExp(`from=${DAY_B}&to=${DAY_C}`));
  await expect(tile(page, 'Visits').locator('.insights-tile-value')).toHaveText('3', { timeout: 15_000 });
  await expect(tile(page, 'Page views').locator('.insights-tile-value')).toHaveText('5');
  await expect(tile(page, 'Leads').locator('.insights-tile-value')).toHaveText('1');
  await expect(tile(page, 'Conversion').locator('.insights-tile-value')).toHaveText('0%');
  expect(await tableRows(page, 'Sessions at each step of the inquiry funnel')).toEqual([
    ['Viewed a tour', '2', ''],
    ['Started an inquiry', '0', '0%'],
    ['Sent an inquiry', '0', 'No data'],
  ]);
  expect((await tableRows(page, 'Top tours by views')).map((row) => row[1])).toEqual(['1', '1']);
  await expect(lcp.locator('.insights-vital-p75')).toHaveText('4.00 sec');
  await expect(lcp.locator('.insights-rating')).toHaveText(/Needs improvement/);
});

test('a period with no events says so; the presets put their dates in the address', async ({ page }) => {
  // Days before the seeded ones and after the 30 days any event may be dated back.
  const from = colomboDay(-29);
  const to = colomboDay(-27);
  await page.goto(`/admin/insights?from=${from}&to=${to}`);
  await expect(page.getByText('No visits recorded in this period.')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.insights-tile')).toHaveCount(0);

  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${colomboDay(-6)}&to=${colomboDay(0)}`));
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(colomboDay(-6));
});

test('an impossible period is explained and nothing is asked of the server', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/rpc/admin_insights')) requests.push(request.url());
  });
  await page.goto(`/admin/insights?from=${DAY_A}&to=${DAY_C}`);
  await waitForFigures(page);
  const asked = requests.length;

  await chooseCustomRange(page, DAY_C, DAY_A);
  const problem = page.locator('.insights-range-error');
  await expect(problem).toHaveRole('alert');
  await expect(problem).toHaveText(/“From” must be on or before “To”/);
  await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await chooseCustomRange(page, '2020-01-01', DAY_C);
  await expect(problem).toHaveText(/at most 366 days/);
  await page.getByLabel('From', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Show period' }).click();
  await expect(problem).toHaveText(/enter both dates/);

  expect(requests).toHaveLength(asked);
  await expect(page).toHaveURL(new RegExp(`from=${DAY_A}&to=${DAY_C}`));
  await expect(tile(page, 'Visits').locator('.insights-tile-value')).toHaveText('5');

  // A reversed period typed into the address falls back to the default period.
  await page.goto(`/admin/insights?from=${DAY_C}&to=${DAY_A}`);
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true', {
    timeout: 15_000,
  });
});

test(
  'figures that cannot be loaded say so and can be retried; offline the saved copy shows',
  { annotation: OWN_CONTEXT },
  async ({ page }) => {
    const rpc = `${E2E.apiUrl}/rest/v1/rpc/admin_insights*`;
    const url = `/admin/insights?from=${DAY_A}&to=${DAY_C}`;
    await page.route(rpc, (route) => route.abort('internetdisconnected'));
    await page.goto(url);
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load the figures' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.locator('.insights-tile')).toHaveCount(0);

    await page.unroute(rpc);
    await page.getByRole('button', { name: 'Try again' }).click();
    await waitForFigures(page);
    await expect(page.getByText(/You are offline/)).toHaveCount(0);

    // The successful read was kept under 'admin:': it answers when the server cannot be reached.
    await page.route(rpc, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByText(/You are offline: these figures are the copy saved on .*\d/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(tile(page, 'Visits').locator('.insights-tile-value')).toHaveText('5');
  },
);

test('axe finds no serious or critical problem, and at 390 px nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/insights?from=${DAY_A}&to=${DAY_C}`);
  await waitForFigures(page);
  await expect(page.locator('.insights-vital')).toHaveCount(5);

  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);

  const overflow = () =>
    page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The error under the fields must fit as well.
  await chooseCustomRange(page, DAY_C, DAY_A);
  await expect(page.locator('.insights-range-error')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/admin-insights/phone.png', fullPage: true });
});
