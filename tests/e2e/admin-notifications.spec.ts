import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import { createAdmin, signInWithSession } from './admin-support';
import { anonInsert, uniqueEmail } from './support';

// Settings › Notifications against the real local server. No sender runs there, so every job stays
// pending until the test moves one on through the sender's own RPC (fail_notification_job, service key).

const adminEmail = uniqueEmail('notify-admin');
const traveller = uniqueEmail('notify-traveller');
const inquiryId = randomUUID();
const PHONE_WIDTH = 390; // px

async function service() {
  const { serviceRoleKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  return { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };
}

interface JobRow {
  id: string;
  kind: string;
  audience: string;
  recipient: string;
  state: string;
}

async function jobs(request: APIRequestContext, filter: string): Promise<JobRow[]> {
  const response = await request.get(
    `${E2E.apiUrl}/rest/v1/notification_jobs?select=id,kind,audience,recipient,state&${filter}`,
    { headers: await service() },
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as JobRow[];
}

/** One job in the log, in whichever layout the viewport shows. */
function entry(page: Page, isMobile: boolean, kind: string, recipient: string): Locator {
  return isMobile
    ? page.getByRole('article', { name: `${kind} to ${recipient}`, exact: true })
    : page.getByRole('row').filter({ hasText: kind }).filter({ hasText: recipient });
}

async function openSettings(page: Page, isMobile: boolean) {
  if (isMobile) await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 3, name: 'Delivery log' })).toBeVisible();
  await expect(page.getByText('Loading delivery log...')).toBeHidden({ timeout: 15_000 });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await createAdmin(adminEmail);
  await anonInsert(request, 'tour_inquiries', {
    id: inquiryId,
    tour_id: 'sri-lanka-highlights-10day',
    tour_title: 'Sri Lanka Highlights',
    first_name: 'Nadia',
    last_name: 'Perera',
    email: traveller,
    phone: '+94 77 000 0000',
    country: 'Sri Lanka',
    preferred_date: null,
    adults: 2,
    children: 0,
    message: null,
    language: 'de',
  });
});

test.beforeEach(async ({ page }) => {
  await signInWithSession(page, adminEmail);
});

test("an inquiry's jobs show as pending; a dead job stands out and Retry queues it again", async ({
  page,
  request,
  isMobile,
}) => {
  const queued = await jobs(request, `record_id=eq.${inquiryId}`);
  const travellerJob = queued.find((job) => job.audience === 'traveller');
  expect(travellerJob?.recipient).toBe(traveller);
  expect(queued.some((job) => job.audience === 'staff' && job.recipient === adminEmail)).toBe(true);

  await openSettings(page, isMobile);
  await expect(page.getByText('Settings management functionality coming soon.')).toHaveCount(0);
  const travellerEntry = entry(page, isMobile, 'Tour inquiry', traveller);
  const staffEntry = entry(page, isMobile, 'Tour inquiry', adminEmail);
  await expect(travellerEntry).toContainText('Pending');
  await expect(travellerEntry).toContainText('traveller');
  await expect(staffEntry).toContainText('Pending');
  await expect(travellerEntry.getByRole('button', { name: /retry/i })).toHaveCount(0);

  // The sender gives up on the traveller's confirmation (a permanent error), as it would for a refused address.
  const failed = await request.post(`${E2E.apiUrl}/rest/v1/rpc/fail_notification_job`, {
    headers: { ...(await service()), 'Content-Type': 'application/json' },
    data: { job_id: travellerJob!.id, error: '550 mailbox unavailable', permanent: true },
  });
  expect(failed.status(), await failed.text()).toBe(200);
  expect(await failed.json()).toBe('dead');

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(travellerEntry).toContainText('Dead, not delivered');
  await expect(travellerEntry).toContainText('550 mailbox unavailable');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    '1 notification was given up and will not be sent unless you retry it.',
  );
  // White on red, unlike every other state.
  await expect(travellerEntry.getByText('Dead, not delivered')).toHaveCSS('background-color', 'rgb(163, 32, 32)');
  if (isMobile) await expectNoSidewaysScroll(page);

  const axe = await new AxeBuilder({ page })
    .include('.admin-notifications')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  const retry = travellerEntry.getByRole('button', { name: `Retry the notification to ${traveller}` });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'queued again' })).toHaveText(
    `The notification to ${traveller} is queued again.`,
  );
  await expect(travellerEntry).toContainText('Pending');
  await expect(travellerEntry.getByRole('button', { name: /retry/i })).toHaveCount(0);
  await expect(page.getByText(/given up/)).toHaveCount(0);
  expect((await jobs(request, `id=eq.${travellerJob!.id}`))[0]?.state).toBe('pending');
});

test('"Send a test e-mail" queues one to the signed-in admin and the log shows it', async ({
  page,
  request,
  isMobile,
}) => {
  await openSettings(page, isMobile);
  const testEntry = entry(page, isMobile, 'Test', adminEmail);
  await expect(testEntry).toHaveCount(0);

  await page.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test e-mail queued' })).toHaveText(
    `Test e-mail queued to ${adminEmail}. It is sent when the notification sender next runs.`,
  );
  await expect(testEntry).toContainText('Pending');
  await expect(testEntry).toContainText('E-mail');
  if (isMobile) await expectNoSidewaysScroll(page);

  const stored = await jobs(request, `kind=eq.test&recipient=eq.${encodeURIComponent(adminEmail)}`);
  expect(stored.map((job) => job.state)).toEqual(['pending']);
});
