import { randomUUID } from 'node:crypto';
import { axeOn, expect, onePageForTheFile, type APIRequestContext, type Locator, type Page } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { TEST_SUBJECT } from '../../supabase/functions/_shared/email/test-email';
import { E2E, E2E_REFUSED_DOMAIN } from '../../playwright.config';
import { createAdmin, signInWithSession } from './admin-support';
import { anonInsert, inbox, uniqueEmail } from './support';

const test = onePageForTheFile();

// Settings › Notifications against the real local server, whose notification sender (the `notify` Edge
// Function under Deno) delivers to the slot's mail catcher. That catcher refuses every address at
// E2E_REFUSED_DOMAIN (550), as a real mail server refuses an unknown mailbox.

// No service worker: nothing here depends on it, and each fresh context would fetch its 2 MB precache.
test.use({ serviceWorkers: 'block' });

const adminEmail = uniqueEmail('notify-admin');
const traveller = uniqueEmail('notify-traveller');
const inquiryId = randomUUID();
const refusedTraveller = `e2e-refused-${Date.now()}@${E2E_REFUSED_DOMAIN}`;
const refusedInquiryId = randomUUID();
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
  attempts: number;
  last_error: string | null;
}

async function jobs(request: APIRequestContext, filter: string): Promise<JobRow[]> {
  const response = await request.get(
    `${E2E.apiUrl}/rest/v1/notification_jobs?select=id,kind,audience,recipient,state,attempts,last_error&${filter}`,
    { headers: await service() },
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as JobRow[];
}

/** Waits until every job the filter selects is in one of `states`; returns them. */
async function settled(request: APIRequestContext, filter: string, states: string[], count = 1): Promise<JobRow[]> {
  let found: JobRow[] = [];
  await expect
    .poll(
      async () => {
        found = await jobs(request, filter);
        return found.length >= count && found.every((job) => states.includes(job.state));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found;
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
  await anonInsert(request, 'tour_inquiries', {
    id: refusedInquiryId,
    tour_id: 'sri-lanka-highlights-10day',
    tour_title: 'Sri Lanka Highlights',
    first_name: 'Rafael',
    last_name: 'Refused',
    email: refusedTraveller,
    phone: '+94 77 000 0001',
    country: 'Spain',
    preferred_date: null,
    adults: 1,
    children: 0,
    message: null,
  });
});

test.beforeEach(async ({ page }) => {
  await signInWithSession(page, adminEmail);
});

test("an inquiry's staff mail and German confirmation arrive, and the log shows them sent", async ({
  page,
  request,
  isMobile,
}) => {
  const sent = await settled(request, `record_id=eq.${inquiryId}`, ['sent'], 2);
  // The log below is read once: the other enquiry's staff mail must have been recorded too.
  await settled(request, `record_id=eq.${refusedInquiryId}&audience=eq.staff&channel=eq.email`, ['sent']);
  expect(sent.find((job) => job.audience === 'traveller')?.recipient).toBe(traveller);
  expect(sent.some((job) => job.audience === 'staff' && job.recipient === adminEmail)).toBe(true);

  const [staffMail] = (await inbox(request, adminEmail)).filter((m) => m.Subject.includes('Nadia Perera'));
  expect(staffMail?.Subject).toContain('Sri Lanka Highlights');
  const [confirmation] = await inbox(request, traveller);
  const full = await request.get(`${E2E.mailUrl}/api/v1/message/${confirmation!.ID}`);
  const body = (await full.json()) as { Text: string; HTML: string };
  expect(body.Text).toContain(`LCT-${inquiryId.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
  expect(body.HTML).toContain('lang="de"');

  await openSettings(page, isMobile);
  await expect(page.getByText('Settings management functionality coming soon.')).toHaveCount(0);
  await expect(entry(page, isMobile, 'Tour inquiry', traveller)).toContainText('Sent');
  // One staff mail for each of the two enquiries this file sends.
  const staffEntries = entry(page, isMobile, 'Tour inquiry', adminEmail);
  await expect(staffEntries).toHaveCount(2);
  for (const staffEntry of await staffEntries.all()) await expect(staffEntry).toContainText('Sent');
  await expect(entry(page, isMobile, 'Tour inquiry', traveller).getByRole('button', { name: /retry/i })).toHaveCount(0);
});

test('a refused address is given up at once, stands out, and Retry tries it again', async ({
  page,
  request,
  isMobile,
}) => {
  // Its own waits (the job settling, an accessibility scan, the sender's second try) may each take up to
  // 30 s on a loaded machine; the default budget for the whole test is 30 s.
  test.setTimeout(90_000);
  const [dead] = await settled(request, `record_id=eq.${refusedInquiryId}&audience=eq.traveller`, ['dead']);
  expect(dead!.last_error).toMatch(/^SMTP 550/);

  await openSettings(page, isMobile);
  const refusedEntry = entry(page, isMobile, 'Tour inquiry', refusedTraveller);
  await expect(refusedEntry).toContainText('Dead, not delivered');
  await expect(refusedEntry).toContainText('550');
  // The alert counts every job given up among those the log shows, whoever it was for (other files of the
  // run share the database): it must agree with the entries marked dead, this one among them.
  const deadEntries = page.getByText('Dead, not delivered', { exact: true }).filter({ visible: true });
  await expect
    .poll(async () => {
      const count = await deadEntries.count();
      const expected =
        count === 1
          ? '1 notification was given up and will not be sent unless you retry it.'
          : `${count} notifications were given up and will not be sent unless you retry them.`;
      return (await page.getByRole('main').getByRole('alert').textContent()) === expected;
    })
    .toBe(true);
  // White on red, unlike every other state.
  await expect(refusedEntry.getByText('Dead, not delivered')).toHaveCSS('background-color', 'rgb(163, 32, 32)');
  if (isMobile) await expectNoSidewaysScroll(page);

  const axe = await axeOn(page)
    .include('.admin-notifications')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  const retry = refusedEntry.getByRole('button', { name: `Retry the notification to ${refusedTraveller}` });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'queued again' })).toHaveText(
    `The notification to ${refusedTraveller} is queued again.`,
  );
  // The sender tries again at once; the address is still refused, so it is given up again.
  await expect
    .poll(async () => (await jobs(request, `id=eq.${dead!.id}`))[0], { timeout: 30_000 })
    .toMatchObject({ state: 'dead', attempts: dead!.attempts + 1 });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(refusedEntry).toContainText('Dead, not delivered');
});

test('"Send a test e-mail" reaches the signed-in admin and the log shows it sent', async ({
  page,
  request,
  isMobile,
}) => {
  await openSettings(page, isMobile);
  const testEntry = entry(page, isMobile, 'Test', adminEmail);
  await expect(testEntry).toHaveCount(0);
  // Only test mails are counted: an overdue alert to every admin may arrive meanwhile.
  const testMails = async () => (await inbox(request, adminEmail)).filter((m) => m.Subject === TEST_SUBJECT).length;
  const before = await testMails();

  await page.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Test e-mail queued' })).toHaveText(
    `Test e-mail queued to ${adminEmail}. It is sent when the notification sender next runs.`,
  );
  await expect(testEntry).toContainText('E-mail');
  await settled(request, `kind=eq.test&recipient=eq.${encodeURIComponent(adminEmail)}`, ['sent']);
  await expect.poll(testMails, { timeout: 15_000 }).toBe(before + 1);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(testEntry).toContainText('Sent');
  if (isMobile) await expectNoSidewaysScroll(page);
});
