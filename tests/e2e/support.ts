/** Drivers and checks shared by the browser suites that fill the public forms. */
import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The headers of a request as the server's jobs make them (service_role), which RLS does not limit. */
export async function serviceHeaders(): Promise<Record<string, string>> {
  const { serviceRoleKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  return { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };
}

export interface InboxMessage {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

/** The project's mail catcher (Mailpit's API): the messages to one address. */
export async function inbox(request: APIRequestContext, address: string): Promise<InboxMessage[]> {
  const response = await request.get(`${E2E.mailUrl}/api/v1/messages?limit=1000`);
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as { messages: InboxMessage[] };
  return messages.filter((message) => message.To.some((to) => to.Address === address));
}

/**
 * Stores rows as the server's jobs store an import (service_role: their own arrival times, so nobody is
 * notified), in requests of 100 rows, under the REST body limit; checks each was accepted.
 */
export async function serviceInsert(request: APIRequestContext, table: string, rows: object[]) {
  const headers = { ...(await serviceHeaders()), 'Content-Type': 'application/json', Prefer: 'return=minimal' };
  for (let from = 0; from < rows.length; from += 100) {
    const response = await request.post(`${E2E.apiUrl}/rest/v1/${table}`, {
      headers,
      data: rows.slice(from, from + 100),
    });
    expect(response.status(), await response.text()).toBe(201);
  }
}

export async function rowsFor(table: string, email: string, columns = 'id,status'): Promise<Record<string, unknown>[]> {
  const response = await fetch(
    `${E2E.apiUrl}/rest/v1/${table}?select=${columns}&email=eq.${encodeURIComponent(email)}`,
    { headers: await serviceHeaders() },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

/** Inserts a row as a visitor would (anon key, `return=minimal`) and checks it was accepted. */
export async function anonInsert(request: APIRequestContext, table: string, row: Record<string, unknown>) {
  const { anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  const response = await request.post(`${E2E.apiUrl}/rest/v1/${table}`, {
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    },
    data: row,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Waits until the row has arrived, then checks it is there exactly once and pending. */
export async function expectStoredOnce(table: string, email: string, columns?: string) {
  await expect.poll(async () => (await rowsFor(table, email, columns)).length, { timeout: 10_000 }).toBe(1);
  const rows = await rowsFor(table, email, columns);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.status).toBe('pending');
  return rows[0]!;
}

/**
 * The rows of one table of the page's IndexedDB (src/offline/db.ts), without creating the database if it is not
 * there yet: public pages open it only once something is queued.
 */
function deviceRows(page: Page, table: 'outbox' | 'adminChanges'): Promise<Record<string, unknown>[]> {
  return page.evaluate(async (table) => {
    const known = await indexedDB.databases();
    if (!known.some((db) => db.name === 'lanka-tours')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('lanka-tours');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      if (!db.objectStoreNames.contains(table)) return [];
      return await new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const request = db.transaction(table).objectStore(table).getAll();
        request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  }, table);
}

/** The kinds of the items waiting in the page's outbox, one per item. */
export async function outboxKinds(page: Page): Promise<string[]> {
  return (await deviceRows(page, 'outbox')).map((item) => item.kind as string);
}

/** How many of the staff's changes wait on the device (offline, or for the admin's decision after a conflict). */
export async function adminChangesWaiting(page: Page): Promise<number> {
  return (await deviceRows(page, 'adminChanges')).length;
}

/** The visitor's items waiting in the outbox: analytics batches wait in the same table but are not theirs. */
export async function outboxCount(page: Page): Promise<number> {
  return (await outboxKinds(page)).filter((kind) => kind !== 'analytics_batch').length;
}

/** YYYY-MM-DD in the browser's own time zone, `days` from today. */
export function browserDate(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }, days);
}

/**
 * Answers wa.me with a page of its own, for a test that reads the WhatsApp tab's address (elsewhere the tab fails at
 * once, see playwright.config.ts); returns the URLs the browser asked for. A route turns the browser's HTTP cache off
 * and passes every request of the context through Playwright, so only tests that read the tab use this.
 */
export async function stubWhatsapp(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route('https://wa.me/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp stub</title>' });
  });
  return requested;
}

/**
 * A form answers "saved on this device" when the server has not answered within SUBMIT_WAIT_MS (4 s). A
 * test about the server's answer (sent, refused) runs its submission with the page's clock stopped, so
 * a slow, loaded run cannot turn that answer into "saved"; the clock runs again afterwards. The page's
 * clock must have been installed (`page.clock.install()`) before the page was opened, and `submission`
 * must not wait for anything the page does on a timer.
 */
export async function withClockStopped<T>(page: Page, submission: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      // A moment ahead of the page's time, which keeps moving until then.
      await page.clock.pauseAt(now + 500);
      break;
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('to the past')) throw error;
    }
  }
  try {
    return await submission();
  } finally {
    await page.clock.resume();
  }
}

/** A hold a route handler (or a test) waits on until the other side lets it go: `release` ends it. */
export function hold(): { released: Promise<void>; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release };
}

/**
 * Holds the browser's INSERT into `table` until the test lets it go, so the submitting state stays for as long as
 * the test looks at it, however busy the machine. Returns the release.
 */
export async function holdInsert(page: Page, table: string): Promise<() => void> {
  const { released, release } = hold();
  await page.route(`${E2E.apiUrl}/rest/v1/${table}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Chooses `stars` in the star rating named `label`, as a pointer user does. */
export async function rate(scope: Locator, label: string, stars: number) {
  const group = scope.getByRole('radiogroup', { name: label });
  await group
    .locator('label')
    .nth(stars - 1)
    .click();
  await expect(group.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` })).toBeChecked();
}

export async function expectMessages(scope: Locator, messages: string[]) {
  for (const message of messages) await expect(scope.getByText(message, { exact: true })).toBeVisible();
}

export async function fillReviewer(dialog: Locator, email: string) {
  await dialog.getByLabel('Your Name').fill('Jane Doe');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Country').fill('Germany');
  await dialog.getByLabel('Your Review').fill('Our driver made every day easy and fun.');
}

export async function fillInquiry(dialog: Locator, email: string) {
  await dialog.getByLabel('First Name').fill('Jane');
  await dialog.getByLabel('Last Name').fill('Doe');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+44 7700 900123');
  await dialog.getByLabel('Country').fill('United Kingdom');
}

export async function fillRequest(page: Page, form: Locator, email: string) {
  await form.getByLabel('Full Name').fill('Jane Doe');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+44 7700 900123');
  await form.getByLabel('Country').fill('United Kingdom');
  await form.getByLabel('Travel Start Date').fill(await browserDate(page, 60));
  await form.getByLabel('Travel End Date').fill(await browserDate(page, 74));
  await form.getByLabel('Number of People').selectOption('3-4');
  await form.getByLabel('Budget Range (USD per person)').selectOption('2500-5000');
  await form.getByLabel('Places You Would Like to Visit').fill('Sigiriya, Kandy, Ella, Yala');
  await form.getByLabel('Hotel Preferences').fill('Boutique hotels');
}

const EXPERIENCE_LABELS = ['Overall Experience', 'Tour Quality', 'Guide Service', 'Value for Money'];

/** Sends a five-star custom-tour experience from the page's Share Your Experience button (the page is open). */
export async function shareExperience(page: Page, email: string) {
  const opener = page.getByRole('button', { name: 'Share Your Experience' });
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Share Your Custom Tour Experience' });
  await fillReviewer(dialog, email);
  for (const label of EXPERIENCE_LABELS) await rate(dialog, label, 5);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog).toBeHidden();
}

/** Opens `path` once, waits for the service worker, and opens it again under the worker's control. */
export async function controlledByServiceWorker(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
