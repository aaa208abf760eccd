import { randomUUID } from 'node:crypto';
import { axeOn, expect, onePageForTheFile, type APIRequestContext, type Page } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import { ADMIN_PASSWORD, createAdmin, signInWithSession } from './admin-support';
import { submission, type SubmissionTable } from './submissions';
import { anonInsert, uniqueEmail } from './support';

const test = onePageForTheFile();

// Settings › Notifications › what each admin is told about, against the real local server: the choices
// are the admin's own notification_settings row, and the database's trigger reads them when a submission
// arrives. A notification sender may be working through the jobs meanwhile, so the tests look at which
// recipients got a job, never at the job's state. Other suites' admins share the database: only this
// suite's own addresses and devices are counted.

// Page-level requests only: the service worker would hide the settings request from page.route.
test.use({ serviceWorkers: 'block' });

const PHONE_WIDTH = 390; // px
const KINDS = ['Tour inquiries', 'Custom tour requests', 'Tour reviews', 'Custom reviews'] as const;

/** Push devices this suite made up (removed again after it). */
const devices: string[] = [];

const admins = {
  choices: uniqueEmail('choices-admin'),
  addresses: uniqueEmail('choices-addresses'),
  failures: uniqueEmail('choices-failures'),
  layout: uniqueEmail('choices-layout'),
};

async function keys() {
  const { anonKey, serviceRoleKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  return { anonKey, service: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` } };
}

/** The admin's session from the auth API: their id and a token to call the API as them. */
async function apiSession(email: string): Promise<{ userId: string; token: string }> {
  const { anonKey } = await keys();
  const response = await fetch(`${E2E.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: ADMIN_PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { userId: session.user.id, token: session.access_token };
}

/** The admin's stored settings row (service key), or undefined when they have none. */
async function storedSettings(request: APIRequestContext, userId: string) {
  const response = await request.get(
    `${E2E.apiUrl}/rest/v1/notification_settings?select=email_kinds,push_kinds,extra_emails&user_id=eq.${userId}`,
    { headers: (await keys()).service },
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as Record<string, string[]>[])[0];
}

/** Registers a (made-up) push device for the admin, as their browser would; answers its subscription id. */
async function addPushDevice(request: APIRequestContext, email: string): Promise<string> {
  const { anonKey } = await keys();
  const { token } = await apiSession(email);
  const id = randomUUID();
  const response = await request.post(`${E2E.apiUrl}/rest/v1/push_subscriptions`, {
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    data: { id, endpoint: `https://push.example.test/e2e/${id}`, p256dh: 'BKe2eKey', auth: 'e2eAuth' },
  });
  expect(response.status(), await response.text()).toBe(201);
  devices.push(id);
  return id;
}

/** The staff recipients of the jobs one submission made, by channel. */
async function staffRecipients(request: APIRequestContext, recordId: string) {
  const response = await request.get(
    `${E2E.apiUrl}/rest/v1/notification_jobs?select=channel,audience,recipient&record_id=eq.${recordId}`,
    { headers: (await keys()).service },
  );
  expect(response.status(), await response.text()).toBe(200);
  const jobs = (await response.json()) as { channel: string; audience: string; recipient: string }[];
  const staff = jobs.filter((job) => job.audience === 'staff');
  return {
    email: staff.filter((job) => job.channel === 'email').map((job) => job.recipient.toLowerCase()),
    push: staff.filter((job) => job.channel === 'push').map((job) => job.recipient),
  };
}

/** Inserts a submission as a visitor and answers the staff recipients of its jobs. */
async function submit(request: APIRequestContext, table: SubmissionTable) {
  const id = randomUUID();
  await anonInsert(request, table, submission(table, `Choices ${table}`, id));
  return staffRecipients(request, id);
}

async function openSettings(page: Page) {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 3, name: 'What you are told about' })).toBeVisible();
  await expect(page.getByText('Loading your choices...')).toBeHidden({ timeout: 15_000 });
  return page.getByRole('form', { name: 'What you are told about' });
}

const box = (page: Page, kind: (typeof KINDS)[number], channel: 'e-mail' | 'push') =>
  page.getByRole('checkbox', { name: `${kind} by ${channel}`, exact: true });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const email of Object.values(admins)) await createAdmin(email);
});

// The database is shared with the suites that run after this one: this suite's made-up push device and
// extra addresses would get their submissions' notifications too. The device's jobs can never be
// delivered; they are marked done (as the sender does) so that no later suite finds them given up.
test.afterAll(async ({ request }) => {
  const { anonKey, service } = await keys();
  for (const device of devices) {
    const response = await request.get(
      `${E2E.apiUrl}/rest/v1/notification_jobs?select=id&channel=eq.push&recipient=eq.${device}`,
      { headers: service },
    );
    for (const { id } of (await response.json()) as { id: string }[]) {
      const done = await request.post(`${E2E.apiUrl}/rest/v1/rpc/complete_notification_job`, {
        headers: { ...service, 'Content-Type': 'application/json' },
        data: { job_id: id },
      });
      expect(done.status(), await done.text()).toBe(200);
    }
  }
  for (const email of Object.values(admins)) {
    const { userId, token } = await apiSession(email);
    const headers = { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const removed = await request.delete(`${E2E.apiUrl}/rest/v1/push_subscriptions?user_id=eq.${userId}`, {
      headers,
    });
    expect(removed.status(), await removed.text()).toBe(204);
    const reset = await request.patch(`${E2E.apiUrl}/rest/v1/notification_settings?user_id=eq.${userId}`, {
      headers,
      data: { extra_emails: [] },
    });
    expect(reset.status(), await reset.text()).toBe(204);
  }
});

test('choices are saved, survive a reload and decide which jobs a new submission makes', async ({ page, request }) => {
  test.setTimeout(60_000);
  const me = admins.choices;
  const desk = uniqueEmail('choices-desk');
  const device = await addPushDevice(request, me);
  await signInWithSession(page, me);

  // Without a settings row: every kind, both ways.
  const before = await submit(request, 'tour_inquiries');
  expect(before.email).toContain(me);
  expect(before.push).toContain(device);

  const form = await openSettings(page);
  for (const kind of KINDS) {
    await expect(box(page, kind, 'e-mail')).toBeChecked();
    await expect(box(page, kind, 'push')).toBeChecked();
  }
  await expect(form.getByText('No extra addresses.')).toBeVisible();

  await box(page, 'Tour inquiries', 'e-mail').uncheck();
  await box(page, 'Tour reviews', 'push').uncheck();
  await page.getByRole('button', { name: 'Add an address' }).click();
  // The new row takes the focus.
  await expect(page.getByLabel('Address 1')).toBeFocused();
  await page.keyboard.type(desk);
  await expect(form.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    'Your notification choices are saved.',
  );
  await expect(form.getByText('You have unsaved changes.')).toHaveCount(0);

  await page.reload();
  await openSettings(page);
  await expect(box(page, 'Tour inquiries', 'e-mail')).not.toBeChecked();
  await expect(box(page, 'Tour inquiries', 'push')).toBeChecked();
  await expect(box(page, 'Tour reviews', 'push')).not.toBeChecked();
  await expect(box(page, 'Tour reviews', 'e-mail')).toBeChecked();
  await expect(page.getByLabel('Address 1')).toHaveValue(desk);

  const { userId } = await apiSession(me);
  expect(await storedSettings(request, userId)).toEqual({
    email_kinds: ['custom_tour_request', 'review', 'custom_review'],
    push_kinds: ['tour_inquiry', 'custom_tour_request', 'custom_review'],
    extra_emails: [desk],
  });

  // Tour inquiries: no e-mail to the admin or the extra address, still a push.
  const inquiry = await submit(request, 'tour_inquiries');
  expect(inquiry.email).not.toContain(me);
  expect(inquiry.email).not.toContain(desk);
  expect(inquiry.push).toContain(device);
  // Custom tour requests: e-mail to both addresses, and a push.
  const custom = await submit(request, 'custom_tour_requests');
  expect(custom.email).toEqual(expect.arrayContaining([me, desk]));
  expect(custom.push).toContain(device);
  // Tour reviews: e-mails, but no push.
  const review = await submit(request, 'reviews');
  expect(review.email).toEqual(expect.arrayContaining([me, desk]));
  expect(review.push).not.toContain(device);
  // Custom reviews: everything.
  const customReview = await submit(request, 'custom_reviews');
  expect(customReview.email).toEqual(expect.arrayContaining([me, desk]));
  expect(customReview.push).toContain(device);
});

test('extra addresses are checked before saving, each with its own message, up to five', async ({ page, request }) => {
  await signInWithSession(page, admins.addresses);
  const form = await openSettings(page);
  const add = page.getByRole('button', { name: 'Add an address' });

  for (let n = 1; n <= 4; n++) await add.click();
  await page.getByLabel('Address 1').fill('not-an-address');
  await page.getByLabel('Address 2').fill('Desk@Example.com');
  await page.getByLabel('Address 3').fill('desk@example.com');
  // Address 4 stays blank.
  await page.getByRole('button', { name: 'Save choices' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'correct' })).toHaveText(
    'Please correct the addresses marked above.',
  );
  await expect(page.getByLabel('Address 1')).toBeFocused();
  await expect(page.getByLabel('Address 1')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Address 1')).toHaveAccessibleDescription('Please enter a valid email');
  await expect(page.getByLabel('Address 2')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Address 3')).toHaveAccessibleDescription('This address is already in the list');
  await expect(page.getByLabel('Address 4')).toHaveAccessibleDescription('Enter an address or remove this row');
  const { userId } = await apiSession(admins.addresses);
  expect(await storedSettings(request, userId)).toBeUndefined();

  // Editing a row clears its message; removing one moves the focus to the row that took its place.
  await page.getByLabel('Address 1').fill('ops@example.com');
  await expect(page.getByLabel('Address 1')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Remove address 3' }).click();
  await expect(page.getByLabel('Address 3')).toBeFocused();
  await expect(page.getByLabel('Address 3')).toHaveAccessibleDescription('Enter an address or remove this row');
  await expect(page.getByLabel('Address 4')).toHaveCount(0);

  // The fifth address is the last one.
  await add.click();
  await add.click();
  await expect(page.getByLabel('Address 5')).toBeFocused();
  await expect(add).toHaveCount(0);
  await expect(form.getByRole('status').filter({ hasText: 'most allowed' })).toHaveText(
    'You have added 5 addresses, the most allowed. Remove one to add another.',
  );
  await page.getByRole('button', { name: 'Remove address 5' }).click();
  await expect(add).toBeVisible();
  await expect(form.getByText(/most allowed/)).toHaveCount(0);

  await page.getByLabel('Address 3').fill('night-desk@example.com');
  await page.getByLabel('Address 4').fill('tours@example.com');
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    'Your notification choices are saved.',
  );
  expect((await storedSettings(request, userId))?.extra_emails).toEqual([
    'ops@example.com',
    'Desk@Example.com',
    'night-desk@example.com',
    'tours@example.com',
  ]);
});

test('a failed save keeps every change, and a refusal by the database is said in words', async ({ page, request }) => {
  await signInWithSession(page, admins.failures);
  await openSettings(page);
  const save = page.getByRole('button', { name: 'Save choices' });
  const settingsUrl = `${E2E.apiUrl}/rest/v1/notification_settings**`;
  const isWrite = (method: string) => method === 'POST';

  await box(page, 'Custom reviews', 'e-mail').uncheck();
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByLabel('Address 1').fill('desk@example.com');

  // No answer at all.
  await page.route(settingsUrl, (route) =>
    isWrite(route.request().method()) ? route.abort('internetdisconnected') : route.continue(),
  );
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Could not save' })).toHaveText(
    'Could not save your choices: no answer from the server. Your changes are still here; please try again.',
  );
  await expect(box(page, 'Custom reviews', 'e-mail')).not.toBeChecked();
  await expect(page.getByLabel('Address 1')).toHaveValue('desk@example.com');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.unrouteAll();

  // The database refuses what reaches it (here an address the page would never send).
  await page.route(settingsUrl, (route) => {
    if (!isWrite(route.request().method())) return route.continue();
    const body = route.request().postDataJSON() as Record<string, unknown>;
    return route.continue({ postData: JSON.stringify({ ...body, extra_emails: ['desk at example.com'] }) });
  });
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Could not save' })).toHaveText(
    'Could not save your choices: the database did not accept one of the extra addresses as an e-mail address. ' +
      'Your changes are still here; please try again.',
  );
  await expect(page.getByLabel('Address 1')).toHaveValue('desk@example.com');
  await page.unrouteAll();
  const { userId } = await apiSession(admins.failures);
  expect(await storedSettings(request, userId)).toBeUndefined();

  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    'Your notification choices are saved.',
  );
  expect(await storedSettings(request, userId)).toEqual({
    email_kinds: ['tour_inquiry', 'custom_tour_request', 'review'],
    push_kinds: ['tour_inquiry', 'custom_tour_request', 'review', 'custom_review'],
    extra_emails: ['desk@example.com'],
  });
});

test('fits a 390 px phone, works from the keyboard and passes axe', { tag: '@phone' }, async ({ page }) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await signInWithSession(page, admins.layout);
  await openSettings(page);
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByLabel('Address 1').fill(`a-rather-long-shared-inbox-name@${'sub.'.repeat(6)}example.com`);
  await page.getByRole('button', { name: 'Add an address' }).click();
  await expectNoSidewaysScroll(page);
  const table = page.getByRole('table', { name: 'New submissions, by e-mail and by push' });
  const tableBox = await table.boundingBox();
  expect(tableBox!.x + tableBox!.width).toBeLessThanOrEqual(PHONE_WIDTH);

  // Space ticks and unticks a focused checkbox; its cell is a thumb-sized target.
  const pushBox = box(page, 'Custom tour requests', 'push');
  await pushBox.focus();
  await page.keyboard.press('Space');
  await expect(pushBox).not.toBeChecked();
  const cell = await page.locator('label').filter({ has: pushBox }).boundingBox();
  expect(cell!.height).toBeGreaterThanOrEqual(44);

  // Save's messages: the blank second row is named.
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByLabel('Address 2')).toBeFocused();
  await expectNoSidewaysScroll(page);

  const axe = await axeOn(page)
    .include('.notification-choices')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
