/**
 * A visitor whose connection (or e-mail address) already sent as many submissions as the database takes in
 * an hour: the form says so in plain words, with the time it will be sent by itself; the outbox keeps the
 * item and will not try before then. For the per-source limit the browser's requests to the table leave
 * through a loopback address of their own (127.x.y.z, not the host's 127.0.0.1), as another visitor's
 * would, and reach the real local server, which names the source from the socket.
 */
import { request as httpRequest } from 'node:http';
import { expect, test, type Page, type Route } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import { VISITOR_WRITE_LIMITS } from '../../src/config/limits';
import {
  anonInsert,
  fillInquiry,
  fillRequest,
  outboxCount,
  rowsFor,
  shareExperience,
  uniqueEmail,
  withClockStopped,
} from './support';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One HTTP request over a socket bound to `localAddress`. */
function requestFrom(
  localAddress: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: Buffer | null },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method: init.method, headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) headers[name] = [value].flat().join(', ');
        }
        resolve({ status: res.statusCode ?? 500, headers, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(init.body ?? undefined);
  });
}

/** A loopback address no other test uses: a visitor's connection of its own. */
function newSource(): string {
  return `127.${20 + Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

/** The source's quota for the hour, used up by earlier submissions (other people on the same Wi-Fi). */
async function useUpQuota(source: string) {
  const { anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  for (let i = 0; i < VISITOR_WRITE_LIMITS.submissionPerSource.max; i++) {
    const answer = await requestFrom(source, `${E2E.apiUrl}/rest/v1/custom_reviews`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: Buffer.from(
        JSON.stringify({
          id: crypto.randomUUID(),
          customer_name: 'Earlier Guest',
          email: uniqueEmail('same-wifi'),
          country: 'Germany',
          ratings: { overall: 5, quality: 5, service: 5, value: 5 },
          comment: 'Sent earlier from the same hotel Wi-Fi.',
          would_recommend: true,
        }),
      ),
    });
    expect(answer.status, answer.body.toString()).toBe(201);
  }
}

/** The page's requests to `table` leave from `source` (and reach the real server from there). */
async function connectFrom(page: Page, source: string, table: string) {
  await page.route(`${E2E.apiUrl}/rest/v1/${table}`, async (route: Route) => {
    const request = route.request();
    const answer = await requestFrom(source, request.url(), {
      method: request.method(),
      headers: await request.allHeaders(),
      body: request.postDataBuffer(),
    });
    await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
  });
}

/** The visitor's one waiting item, as the outbox holds it. */
function waitingItem(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lanka-tours');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      const items = await new Promise<
        { kind: string; state: string; nextAttemptAt: number; lastError?: { status: number; limit?: string } }[]
      >((resolve, reject) => {
        const all = db.transaction('outbox').objectStore('outbox').getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => reject(all.error);
      });
      const mine = items.filter((item) => item.kind !== 'analytics_batch');
      if (mine.length !== 1) throw new Error(`expected one waiting item, found ${mine.length}`);
      return { ...mine[0]!, now: Date.now() };
    } finally {
      db.close();
    }
  });
}

/** How the page writes a moment in English, as the message does: the time alone today, else with the date. */
function shortTime(page: Page, at: number) {
  return page.evaluate((ms) => {
    const today = new Date(ms).toDateString() === new Date().toDateString();
    return new Intl.DateTimeFormat(
      'en',
      today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
    ).format(ms);
  }, at);
}

test.describe('a submission held back by a limit of the database', () => {
  // Every request of the page's own, so that the page's route sees the INSERT (a worker's would not).
  test.use({ serviceWorkers: 'block' });

  test('the review form says why and when; the outbox keeps it and waits until then', async ({ page }) => {
    const source = newSource();
    await useUpQuota(source);
    await connectFrom(page, source, 'custom_reviews');
    const email = uniqueEmail('throttled-review');
    await page.clock.install();
    await page.goto('/');
    await withClockStopped(page, async () => {
      await shareExperience(page, email);
      await expect(page.getByRole('status').filter({ hasText: 'Too many requests' })).toBeVisible({
        timeout: 15_000,
      });
    });

    const item = await waitingItem(page);
    expect(item).toMatchObject({
      kind: 'custom_review',
      state: 'pending',
      lastError: { status: 429, limit: 'source' },
    });
    // Not before the hour's writes from this connection age out (the server's wait, 60 minutes from now).
    expect(item.nextAttemptAt - item.now).toBeGreaterThan(55 * 60_000);
    const time = await shortTime(page, item.nextAttemptAt);
    await expect(page.getByRole('status').filter({ hasText: 'Too many requests' })).toHaveText(
      `Too many requests from your connection right now. It is saved on this device and we will send it automatically after ${time}.`,
    );
    expect(await rowsFor('custom_reviews', email)).toEqual([]);

    // Kept across a reload, listed with the reason and the time.
    await page.reload();
    const indicator = page.getByTestId('outbox-indicator');
    await expect(indicator).toHaveText('1 needs attention');
    await indicator.click();
    const listed = page.getByRole('listitem').filter({ hasText: 'Experience review' });
    await expect(listed).toContainText(
      `Too many requests from your connection. It will be sent automatically after ${time}.`,
    );
    await expect(listed.getByRole('alert')).toContainText('Too many submissions from this network address');
    expect(await outboxCount(page)).toBe(1);
    expect(await rowsFor('custom_reviews', email)).toEqual([]);
  });

  test('the custom tour request form says so in its banner, with the time', async ({ page }) => {
    const source = newSource();
    await useUpQuota(source);
    await connectFrom(page, source, 'custom_tour_requests');
    const email = uniqueEmail('throttled-request');
    await page.clock.install();
    await page.goto('/custom-tours');
    const form = page.getByRole('form', { name: 'Request Your Custom Tour' });
    await fillRequest(page, form, email);
    await withClockStopped(page, async () => {
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await expect(form.getByRole('status')).toContainText('Too many requests from your connection', {
        timeout: 15_000,
      });
    });
    const item = await waitingItem(page);
    expect(item).toMatchObject({ kind: 'custom_tour_request', lastError: { status: 429, limit: 'source' } });
    const time = await shortTime(page, item.nextAttemptAt);
    await expect(form.getByRole('status')).toContainText(`we will send it automatically after ${time}.`);
    await expect(form.getByRole('status')).toContainText('Reference: LCT-');
    expect(await rowsFor('custom_tour_requests', email)).toEqual([]);
  });

  test('the inquiry held back by the e-mail limit says so beside Inquire Now, with the time', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('throttled-inquiry');
    // Five inquiries from this address already reached the server within the hour (from the host itself,
    // which no per-source limit counts: only the address's limit applies).
    for (let i = 0; i < 5; i++) {
      await anonInsert(request, 'tour_inquiries', {
        id: crypto.randomUUID(),
        tour_id: 'southern-coastal-explorer-6day',
        tour_title: 'Southern Coastal Explorer',
        first_name: 'Jane',
        last_name: 'Doe',
        email: i % 2 ? email.toUpperCase() : email,
        phone: '+44 7700 900123',
        country: 'United Kingdom',
        adults: 2,
        children: 0,
      });
    }
    await page.clock.install();
    await page.goto('/tours/southern-coastal-explorer-6day');
    await page.getByRole('button', { name: 'Inquire Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tour Inquiry' });
    // The same address with a sub-address tag is still the same address.
    await fillInquiry(dialog, email.replace('@', '+tours@'));
    const popupPromise = context.waitForEvent('page');
    const status = page.getByRole('status').filter({ hasText: 'Too many submissions' });
    await withClockStopped(page, async () => {
      await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(status).toBeVisible({ timeout: 15_000 });
    });
    await popupPromise;
    const item = await waitingItem(page);
    expect(item).toMatchObject({ kind: 'tour_inquiry', state: 'pending', lastError: { status: 429, limit: 'email' } });
    const time = await shortTime(page, item.nextAttemptAt);
    await expect(status).toContainText(
      `Too many submissions with this e-mail address in the last hour. It is saved on this device and we will send it automatically after ${time}. WhatsApp is opening so that you can reach us in the meantime.`,
    );
    await expect(status.getByRole('link', { name: 'Review it in the outbox' })).toHaveAttribute('href', '/outbox');
    expect(await rowsFor('tour_inquiries', email.replace('@', '+tours@'))).toEqual([]);
  });
});
