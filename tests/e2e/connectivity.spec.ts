import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from './fixtures';
import { E2E } from '../../playwright.config';
import { createAdmin, signInWithSession } from './admin-support';
import { anonInsert, rowsFor, serviceHeaders, shareExperience, uniqueEmail } from './support';

/** The history of one record, as the server's jobs read it. */
async function historyOf(recordId: string, action: string) {
  const response = await fetch(
    `${E2E.apiUrl}/rest/v1/change_history?select=changes,made_at,changed_at&record_id=eq.${recordId}&action=eq.${action}`,
    { headers: await serviceHeaders() },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { changes: Record<string, unknown>; made_at: string | null; changed_at: string }[];
}

// The API goes away while the browser stays online (the server was restarted, a mobile network drops every
// request): no `online` or `offline` event ever comes, and `navigator.onLine` says true throughout
// (tests/e2e/fixtures.ts). The page must notice from its own requests, say so, and send what waits within a
// few seconds of the API answering again, without a reload. Service workers are blocked so that the page,
// not Background Sync, has to do it, and every request of the page can be held back here.

test.use({ serviceWorkers: 'block' });

/** After the API answers again, what waits must arrive within this (the probe asks every 5 s at most). */
const BACK_WITHIN_MS = 10_000;

/** Makes the API unreachable for this page (requests and live channels) until the returned function is called. */
async function apiDown(page: Page): Promise<() => Promise<void>> {
  let down = true;
  const api = new URL(E2E.apiUrl).origin;
  await page.route(`${api}/**`, (route) => (down ? route.abort('internetdisconnected') : route.fallback()));
  await page.routeWebSocket(/\/realtime\/v1\//, (socket) => {
    if (down) void socket.close();
    else socket.connectToServer();
  });
  return async () => {
    down = false;
  };
}

/**
 * Lets `ms` of the page's time pass while the API is away, second by second, each second followed by a moment of
 * real time in which the retries its timers started fail (at once: the requests are refused here) and set their
 * next timers. Backoffs grow as over that long a wait, in a fraction of it. The page's clock must have been
 * installed before the page was opened.
 */
async function letTimePass(page: Page, ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += 1_000) {
    await page.clock.runFor(1_000);
    await page.waitForTimeout(50);
  }
}

test('a submission made while the API is unreachable is sent within seconds of its return, with no event', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.clock.install();
  await page.goto('/');
  const email = uniqueEmail('api-down');
  const apiBack = await apiDown(page);

  await shareExperience(page, email);
  await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toBeVisible();
  // The failed request is the evidence, whatever navigator.onLine says.
  await expect(page.getByRole('status').filter({ hasText: /you are offline/i })).toBeVisible();
  await expect(page.getByTestId('outbox-indicator')).toHaveText('1 waiting to send');

  // Long enough for any backoff to have grown (the first retry waits about 2 s, each next one twice as long);
  // still nothing stored.
  await letTimePass(page, 12_000);
  expect(await rowsFor('custom_reviews', email)).toEqual([]);

  await apiBack();
  const back = Date.now();
  await expect.poll(async () => (await rowsFor('custom_reviews', email)).length, { timeout: BACK_WITHIN_MS }).toBe(1);
  expect(Date.now() - back).toBeLessThan(BACK_WITHIN_MS);
  await expect(page.getByTestId('outbox-indicator')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /you are offline/i })).toHaveCount(0);
});

test('a page that cannot reach the API says it is offline although the browser says online', async ({ page }) => {
  const apiBack = await apiDown(page);
  // The gallery reads its photos from the API at once; that failed request is the evidence.
  await page.goto('/gallery');
  await expect(page.getByRole('status').filter({ hasText: /you are offline/i })).toBeVisible({ timeout: 10_000 });
  await apiBack();
  await expect(page.getByRole('status').filter({ hasText: /you are offline/i })).toHaveCount(0, {
    timeout: BACK_WITHIN_MS,
  });
});

// Staff use the portal on their phones.
test(
  'a staff change made while the API is unreachable reaches the database within seconds of its return',
  { tag: '@phone' },
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const adminEmail = uniqueEmail('api-down-admin');
    const guest = { first: 'Chathu', last: `Down ${randomUUID().slice(0, 8)}`, email: uniqueEmail('api-down-guest') };
    await createAdmin(adminEmail);
    const inquiryId = randomUUID();
    await anonInsert(request, 'tour_inquiries', {
      id: inquiryId,
      tour_id: 'sri-lanka-highlights-10day',
      tour_title: 'Sri Lanka Highlights',
      first_name: guest.first,
      last_name: guest.last,
      email: guest.email,
      phone: '+44 7700 900123',
      country: 'Australia',
      adults: 2,
      children: 0,
    });
    await signInWithSession(page, adminEmail);
    await page.clock.install();
    const name = `${guest.first} ${guest.last}`;
    const search = page.getByLabel('Search by name, e-mail, phone, country or tour');

    // One visit with the API answering: the admin is confirmed and the list is kept on the device.
    await page.goto('/admin/inquiries');
    await search.fill(guest.last);
    const select = page.getByRole('combobox', { name: `Status of ${name}` });
    await expect(select).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Updating…')).toBeHidden();

    // The API goes away; the portal is opened again and runs from the device's copy.
    const apiBack = await apiDown(page);
    await page.reload();
    await expect(page.getByText(/You are offline: this is the copy saved on/)).toBeVisible({ timeout: 15_000 });
    await search.fill(guest.last);
    const madeBefore = Date.now();
    await select.selectOption('confirmed');
    const madeAfter = Date.now();
    await expect(
      page.locator('.admin-inquiries-card:visible').filter({ hasText: name }).getByText('Waiting to sync'),
    ).toBeVisible();
    await letTimePass(page, 12_000);
    expect((await rowsFor('tour_inquiries', guest.email))[0]!.status).toBe('pending');

    await apiBack();
    const back = Date.now();
    await expect
      .poll(async () => (await rowsFor('tour_inquiries', guest.email))[0]!.status, { timeout: BACK_WITHIN_MS })
      .toBe('confirmed');
    expect(Date.now() - back).toBeLessThan(BACK_WITHIN_MS);

    // The history says when the change was made on the phone, and when it reached the server.
    const [change] = await historyOf(inquiryId, 'update');
    expect(change).toMatchObject({ changes: { status: ['pending', 'confirmed'] } });
    expect(Date.parse(change!.made_at!)).toBeGreaterThanOrEqual(madeBefore - 1_000);
    expect(Date.parse(change!.made_at!)).toBeLessThanOrEqual(madeAfter + 1_000);
    expect(Date.parse(change!.changed_at)).toBeGreaterThanOrEqual(back - 1_000);
  },
);
