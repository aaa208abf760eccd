import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { createAdmin, signInWithSession } from './admin-support';
import { serviceInsert, uniqueEmail } from './support';

// The inquiries list with years of records: 1,500 inquiries, one an hour from two years ago, stored as
// an import is (service_role, their own arrival times, so nobody is notified). PostgREST answers at most
// 1,000 rows a request: a list that read "every" row lost the oldest 500 without a word. Every name
// carries this run's tag, because the database is shared by every e2e file of a run.

const COUNT = 1_500;
const HOUR = 3_600_000;
const tag = `scale${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = uniqueEmail('scale-admin');
const oldestEmail = `guest0.${tag}@example.com`;
const SEARCH = 'Search by name, e-mail, phone, country or tour';

test.use({ serviceWorkers: 'block' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  await createAdmin(adminEmail);
  const start = Date.now() - COUNT * 12 * HOUR;
  const rows = Array.from({ length: COUNT }, (_, n) => {
    const at = new Date(start + n * 12 * HOUR).toISOString();
    return {
      id: randomUUID(),
      tour_id: 'sri-lanka-highlights-10day',
      tour_title: 'Sri Lanka Highlights',
      first_name: `Guest${n}`,
      last_name: tag,
      email: `guest${n}.${tag}@example.com`,
      phone: '+94 11 555 0100',
      country: 'Australia',
      preferred_date: null,
      adults: 2,
      children: 0,
      created_at: at,
      submitted_at: at,
    };
  });
  await serviceInsert(request, 'tour_inquiries', rows);
});

test('1,500 inquiries: the list counts them all, finds the oldest, shows more, and exports every one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithSession(page, adminEmail);
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Inquiries' })).toBeVisible({ timeout: 15_000 });
  const search = page.getByLabel(SEARCH);
  await search.fill(tag);
  await expect(page.getByText('50 of 1,500 shown')).toBeVisible({ timeout: 15_000 });
  const cards = page.locator('.admin-inquiries-card > article');
  const names = () => cards.evaluateAll((shown) => shown.map((card) => card.getAttribute('aria-label')));
  await expect.poll(async () => (await names())[0]).toBe(`Guest1499 ${tag}`);

  await page.getByRole('button', { name: 'Show 50 more' }).click();
  await expect(page.getByText('100 of 1,500 shown')).toBeVisible();
  await expect(cards).toHaveCount(100);
  expect((await names())[99]).toBe(`Guest1400 ${tag}`);

  // The oldest of all, two years back, by its e-mail.
  await search.fill(oldestEmail);
  await expect(page.getByText('1 of 1 shown')).toBeVisible();
  await expect.poll(names).toEqual([`Guest0 ${tag}`]);

  // Oldest first, the same.
  await search.fill(tag);
  await page.getByLabel('Order').selectOption({ label: 'Oldest first' });
  await expect(page.getByText('50 of 1,500 shown')).toBeVisible();
  await expect.poll(async () => (await names())[0]).toBe(`Guest0 ${tag}`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const lines = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(COUNT + 1);
  const emails = lines.slice(1).map((line) => line.match(/guest\d+\.[^,]+@example\.com/)?.[0]);
  expect(new Set(emails).size).toBe(COUNT);
  // In the list's order: oldest first.
  expect(emails[0]).toBe(oldestEmail);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

// Both review lists past the same limit: 1,100 tour reviews of three statuses and 1,050 custom reviews.
const TOUR_REVIEWS = 1_100;
const CUSTOM_REVIEWS = 1_050;

test('over 1,000 reviews of each kind: counted, filtered with counts, paged and found', async ({ page, request }) => {
  test.setTimeout(180_000);
  const start = Date.now() - TOUR_REVIEWS * 12 * HOUR;
  const at = (n: number) => new Date(start + n * 12 * HOUR).toISOString();
  const statusOf = (n: number) => (['approved', 'pending', 'rejected'] as const)[n % 3]!;
  await serviceInsert(
    request,
    'reviews',
    Array.from({ length: TOUR_REVIEWS }, (_, n) => ({
      id: randomUUID(),
      tour_id: 'sri-lanka-highlights-10day',
      tour_title: 'Sri Lanka Highlights',
      customer_name: `Reviewer${n} ${tag}`,
      email: `reviewer${n}.${tag}@example.com`,
      country: 'Canada',
      ratings: { overall: 5, quality: 5, locations: 4, service: 5, price: 4 },
      comment: `Review number ${n}: a fine tour.`,
      status: statusOf(n),
      created_at: at(n),
      submitted_at: at(n),
    })),
  );
  await serviceInsert(
    request,
    'custom_reviews',
    Array.from({ length: CUSTOM_REVIEWS }, (_, n) => ({
      id: randomUUID(),
      customer_name: `Planner${n} ${tag}`,
      email: `planner${n}.${tag}@example.com`,
      country: 'Canada',
      ratings: { overall: 4, quality: 4, service: 4, value: 4 },
      comment: `Custom review number ${n}, well planned.`,
      created_at: at(n),
      submitted_at: at(n),
    })),
  );

  await signInWithSession(page, adminEmail);
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Search by name, e-mail, country, tour or comment').fill(tag);
  await expect(page.getByText('50 of 1,100 shown')).toBeVisible({ timeout: 15_000 });
  const filter = page.getByLabel('Status', { exact: true });
  await expect(filter.locator('option')).toHaveText([
    'All (1,100)',
    'Pending (367)',
    'Approved (367)',
    'Rejected (366)',
  ]);
  const titles = page.locator('.admin-reviews-card-title');
  await expect(titles.first()).toHaveText(`Reviewer1099 ${tag}`);
  await page.getByRole('button', { name: 'Show 50 more' }).click();
  await expect(page.getByText('100 of 1,100 shown')).toBeVisible();
  await expect(titles).toHaveCount(100);
  await filter.selectOption('rejected');
  await expect(page.getByText('50 of 366 shown')).toBeVisible();
  await expect(titles.first()).toHaveText(`Reviewer1097 ${tag}`);
  // The oldest, by its e-mail, and the oldest first.
  await filter.selectOption('all');
  await page.getByLabel('Order').selectOption({ label: 'Oldest first' });
  await expect(titles.first()).toHaveText(`Reviewer0 ${tag}`);
  await page.getByLabel('Search by name, e-mail, country, tour or comment').fill(`reviewer0.${tag}`);
  await expect(page.getByText('1 of 1 shown')).toBeVisible();

  await page.goto('/admin/custom-reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Reviews' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Search by name, e-mail, country or comment').fill(tag);
  await expect(page.getByText('50 of 1,050 shown')).toBeVisible({ timeout: 15_000 });
  const buttons = page.getByRole('group', { name: 'Show custom reviews by status' }).getByRole('button');
  await expect(buttons).toHaveText(['All (1,050)', 'Pending (1,050)', 'Approved (0)', 'Rejected (0)']);
  await page.getByLabel('Search by name, e-mail, country or comment').fill(`planner0.${tag}`);
  await expect(page.getByText('1 of 1 shown')).toBeVisible();
});
