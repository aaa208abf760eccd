import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { E2E } from '../../playwright.config';
import { createAdmin, signInWithSession } from './admin-support';
import { inbox, serviceHeaders, serviceInsert, uniqueEmail } from './support';

// The sales pipeline on a phone: the overdue badge and views, assigning, stage, quote, follow-up and a
// cancellation with its reason, each checked in the database. Every name carries this run's tag (the
// database is shared by every e2e file of a run).

const HOUR = 3_600_000;
const tag = `pipe${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = uniqueEmail('pipeline-admin');
const SEARCH = 'Search by name, e-mail, phone, country or tour';
const guests = {
  late: { id: randomUUID(), first: 'Late', hoursAgo: 30 },
  fresh: { id: randomUUID(), first: 'Fresh', hoursAgo: 1 },
};

test.use({ serviceWorkers: 'block' });

async function stored(id: string) {
  const response = await fetch(
    `${E2E.apiUrl}/rest/v1/tour_inquiries?select=stage,status,owner_id,quote_usd,follow_up_on,cancel_reason,first_response_at&id=eq.${id}`,
    { headers: await serviceHeaders() },
  );
  return ((await response.json()) as Record<string, unknown>[])[0]!;
}

/** YYYY-MM-DD `days` from today in Sri Lanka, where the business keeps its calendar. */
const colomboDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date(Date.now() + days * 24 * HOUR));

const card = (page: Page, first: string) =>
  page.locator('.admin-inquiries-card:visible').filter({ hasText: `${first} ${tag}` });

/** An enquiry of this run that arrived `hoursAgo` hours ago, as the service role stores an import. */
function arrived(id: string, first: string, hoursAgo: number) {
  const at = new Date(Date.now() - hoursAgo * HOUR).toISOString();
  return {
    id,
    tour_id: 'sri-lanka-highlights-10day',
    tour_title: 'Sri Lanka Highlights',
    first_name: first,
    last_name: tag,
    email: uniqueEmail(first.toLowerCase()),
    phone: '+94 11 555 0100',
    country: 'Australia',
    preferred_date: null,
    adults: 2,
    children: 0,
    created_at: at,
    submitted_at: at,
  };
}

test.beforeAll(async ({ request }) => {
  await createAdmin(adminEmail);
  const rows = Object.values(guests).map(({ id, first, hoursAgo }) => arrived(id, first, hoursAgo));
  await serviceInsert(request, 'tour_inquiries', rows);
});

test('overdue is marked and listed; assigning, stage, quote and follow-up are saved; a cancellation keeps its reason', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInWithSession(page, adminEmail);
  await page.goto('/admin/inquiries');
  await expect(page.getByRole('heading', { level: 1, name: 'Tour Inquiries' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel(SEARCH).fill(tag);
  await expect(page.getByText('2 of 2 shown')).toBeVisible({ timeout: 15_000 });

  // No reply 24 hours after it arrived: marked, in words.
  await expect(card(page, 'Late').getByText('No reply in 24 h')).toBeVisible();
  await expect(card(page, 'Fresh').getByText('No reply in 24 h')).toHaveCount(0);
  const show = page.getByLabel('Show', { exact: true });
  await show.selectOption({ label: 'Overdue' });
  await expect(page.getByText('1 of 1 shown')).toBeVisible();
  await expect(card(page, 'Late')).toBeVisible();
  await show.selectOption({ label: 'All records' });
  await expect(page.getByText('2 of 2 shown')).toBeVisible();

  // Quoted, with an amount, assigned to me, follow-up yesterday.
  await card(page, 'Late').getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry Details' });
  const form = dialog.getByRole('form', { name: 'Pipeline (staff only)' });
  await form.getByLabel('Stage').selectOption({ label: 'Quoted' });
  await form.getByRole('button', { name: 'Assign to me' }).click();
  await form.getByLabel('Quoted amount (USD)').fill('1250.50');
  await form.getByLabel('Follow-up date').fill(colomboDay(-1));
  await form.getByRole('button', { name: 'Save pipeline' }).click();
  await expect(form.getByText('Pipeline saved.')).toBeVisible();
  const { user_id: adminId } = (
    (await (
      await fetch(`${E2E.apiUrl}/rest/v1/admins?select=user_id&email=eq.${encodeURIComponent(adminEmail)}`, {
        headers: await serviceHeaders(),
      })
    ).json()) as { user_id: string }[]
  )[0]!;
  await expect
    .poll(() => stored(guests.late.id))
    .toMatchObject({
      stage: 'quoted',
      status: 'pending',
      owner_id: adminId,
      quote_usd: 1250.5,
      follow_up_on: colomboDay(-1),
    });
  expect((await stored(guests.late.id)).first_response_at).not.toBeNull();
  // Answered, but the follow-up date has passed.
  await expect(dialog.getByText('Follow-up due')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(card(page, 'Late').getByText('Follow-up due')).toBeVisible();

  // The dashboard counts it among what is overdue, and as this admin's own.
  await page.goto('/admin');
  const overdue = page.getByRole('region', { name: 'Overdue' });
  await expect(overdue.getByText('1 of them assigned to you')).toBeVisible({ timeout: 15_000 });
  await expect(overdue.getByRole('link', { name: /tour inquir(y|ies) overdue/ })).toBeVisible();
  await page.goto('/admin/inquiries');
  await page.getByLabel(SEARCH).fill(tag);
  await expect(page.getByText('2 of 2 shown')).toBeVisible({ timeout: 15_000 });

  await show.selectOption({ label: 'Mine' });
  await expect(page.getByText('1 of 1 shown')).toBeVisible();
  await expect(card(page, 'Late')).toBeVisible();
  await show.selectOption({ label: 'Unassigned' });
  await expect(page.getByText('1 of 1 shown')).toBeVisible();
  await expect(card(page, 'Fresh')).toBeVisible();

  // Follow up tomorrow instead: nothing is overdue any more.
  await show.selectOption({ label: 'Mine' });
  await card(page, 'Late').getByRole('button', { name: 'View Details' }).click();
  await form.getByLabel('Follow-up date').fill(colomboDay(1));
  await form.getByRole('button', { name: 'Save pipeline' }).click();
  await expect(form.getByText('Pipeline saved.')).toBeVisible();
  await expect(dialog.getByText('Follow-up due')).toHaveCount(0);
  await expect.poll(async () => (await stored(guests.late.id)).follow_up_on).toBe(colomboDay(1));

  // Lost on budget: the spec's status follows, and the reason is kept.
  await form.getByLabel('Stage').selectOption({ label: 'Cancelled' });
  await form.getByLabel('Reason').selectOption({ label: 'Budget' });
  await form.getByRole('button', { name: 'Save pipeline' }).click();
  await expect(form.getByText('Pipeline saved.')).toBeVisible();
  await expect
    .poll(() => stored(guests.late.id))
    .toMatchObject({ stage: 'cancelled', status: 'cancelled', cancel_reason: 'budget' });

  // The history, oldest first: who changed which field, old → new.
  const history = dialog.getByRole('region', { name: 'History' });
  const entries = history.getByRole('listitem').filter({ has: page.locator('time') });
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText('Received.');
  await expect(entries.nth(1)).toContainText(adminEmail);
  await expect(entries.nth(1)).toContainText('Stage: New → Quoted');
  await expect(entries.nth(1)).toContainText('Quoted amount: none → $1,250.50');
  await expect(entries.nth(1)).toContainText(`Owner: none → ${adminEmail}`);
  await expect(entries.nth(3)).toContainText('Stage: Quoted → Cancelled');
  await expect(entries.nth(3)).toContainText('Reason: none → Budget');
  await expect(entries.nth(3)).toContainText('Status: Pending → Cancelled');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(card(page, 'Late').getByRole('combobox', { name: /Status of/ })).toHaveValue('cancelled');

  await show.selectOption({ label: 'Overdue' });
  await page.getByLabel(SEARCH).fill(`Late ${tag}`);
  await expect(page.getByText('No inquiries found.')).toBeVisible();
});

test('an inquiry nobody answered in 24 hours reaches the admins by e-mail', async ({ request }) => {
  await serviceInsert(request, 'tour_inquiries', [arrived(randomUUID(), 'Waiting', 26)]);
  // The sender's one-minute sweep, run now through the API as the sender's role may.
  const swept = await request.post(`${E2E.apiUrl}/rest/v1/rpc/queue_overdue_notifications`, {
    headers: { ...(await serviceHeaders()), 'Content-Type': 'application/json' },
    data: {},
  });
  expect(swept.status(), await swept.text()).toBe(200);

  const subjects = async () => (await inbox(request, adminEmail)).map((m) => m.Subject);
  await expect.poll(subjects, { timeout: 20_000 }).toContain(`No reply in 24 h: Waiting ${tag} – Sri Lanka Highlights`);
});
