import { expect, test, type BrowserContext, type Page } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import { FLUSH_INTERVAL_MS } from '../../src/features/analytics/batcher';
import { fillInquiry, outboxKinds, uniqueEmail } from './support';

/**
 * First-party analytics in a real browser against the real backend: what a visit records, that nothing
 * personal is in it, that events made offline arrive later with the time they happened, that Do Not
 * Track and Global Privacy Control stop everything, and that no request leaves for a third party.
 */

const TOUR_SLUG = 'southern-coastal-explorer-6day';
const TOUR_PATH = `/tours/${TOUR_SLUG}`;

interface EventRow {
  id: string;
  session_id: string;
  name: string;
  path: string;
  language: string;
  source: string | null;
  referrer_host: string | null;
  value: number | null;
  rating: string | null;
  props: Record<string, string | number>;
  occurred_at: string;
  received_at: string;
}

/** Every stored event of one session, oldest first, read with the service role (visitors cannot read them). */
async function sessionEvents(sessionId: string): Promise<EventRow[]> {
  const { serviceRoleKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  const response = await fetch(
    `${E2E.apiUrl}/rest/v1/analytics_events?select=*&session_id=eq.${sessionId}&order=occurred_at.asc,id.asc`,
    { headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` } },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as EventRow[];
}

/** The session ids of the analytics batches this context sent (pages and service worker alike). */
function watchAnalyticsPosts(context: BrowserContext): { sessions: Set<string>; posts: number } {
  const seen = { sessions: new Set<string>(), posts: 0 };
  context.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/rest/v1/analytics_events')) return;
    seen.posts += 1;
    const rows = request.postDataJSON() as { session_id: string }[] | { session_id: string };
    for (const row of Array.isArray(rows) ? rows : [rows]) seen.sessions.add(row.session_id);
  });
  return seen;
}

/** Asks the page's analytics to send what it has gathered now instead of at its next interval. */
async function flushAnalytics(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('analytics:flush')));
}

async function onlySession(seen: { sessions: Set<string> }): Promise<string> {
  await expect.poll(() => seen.sessions.size, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(seen.sessions.size).toBe(1);
  return [...seen.sessions][0]!;
}

async function openMainMenuIfCollapsed(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
}

test.describe('analytics', () => {
  test('Home → tour → inquiry records the expected events, with no personal data', async ({
    page,
    context,
    isMobile,
  }) => {
    const seen = watchAnalyticsPosts(context);
    const hosts = new Set<string>();
    context.on('request', (request) => hosts.add(new URL(request.url()).host));
    context.on('page', (popup) => void popup.close());

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    await openMainMenuIfCollapsed(page, isMobile);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tours', exact: true }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sri Lanka Tour Packages' })).toBeVisible();
    await page.locator(`a[href="${TOUR_PATH}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${TOUR_PATH}$`));

    await page.getByRole('button', { name: 'Inquire Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tour Inquiry' });
    const email = uniqueEmail('analytics');
    await fillInquiry(dialog, email);
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    await flushAnalytics(page);

    const sessionId = await onlySession(seen);
    await expect
      .poll(async () => (await sessionEvents(sessionId)).map((event) => event.name), { timeout: 15_000 })
      .toContain('purchase');
    const events = await sessionEvents(sessionId);
    const named = (name: string) => events.filter((event) => event.name === name);

    expect(named('page_view').map((event) => event.path)).toEqual(['/', '/tours', TOUR_PATH]);
    // The first page of a visit carries where the visitor came from; the next ones do not.
    expect(named('page_view').map((event) => event.source)).toEqual(['direct', null, null]);
    expect(named('page_depth').map((event) => [event.path, event.value])).toEqual([
      ['/tours', 2],
      [TOUR_PATH, 3],
    ]);
    expect(named('tour_view')).toHaveLength(1);
    expect(named('tour_view')[0]!.props.tour_id).toBe(TOUR_SLUG);
    expect(named('generate_lead').map((event) => event.props.lead_type)).toEqual(['booking_initiated']);
    expect(named('form_start').map((event) => event.props.form)).toEqual(['inquiry']);
    const [purchase] = named('purchase');
    expect(purchase!.props).toMatchObject({ currency: 'USD', tour_id: TOUR_SLUG, quantity: 1 });
    expect(String(purchase!.props.transaction_id)).toMatch(/^booking_\d{13}$/);
    // The order a visitor lives them in: view the tour, open the form, start typing, send.
    const order = ['tour_view', 'generate_lead', 'form_start', 'purchase'].map((name) =>
      events.findIndex((event) => event.name === name),
    );
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    // Core Web Vitals, rated by the database from the value, not by the browser.
    const vitals = named('web_vital');
    expect(vitals.map((event) => event.props.metric)).toContain('TTFB');
    for (const vital of vitals) expect(['good', 'needs-improvement', 'poor']).toContain(vital.rating);

    // Nothing the visitor typed, and no e-mail address of any kind, is in any event.
    const stored = JSON.stringify(events);
    for (const personal of [email, 'Jane', 'Doe', '7700', 'United Kingdom', '@']) {
      expect(stored).not.toContain(personal);
    }
    for (const event of events) {
      expect(event.session_id).toBe(sessionId);
      expect(event.path).not.toMatch(/[?#]/);
    }

    // No analytics id is configured: nothing but the site, its backend and the visitor's own WhatsApp tab.
    const firstParty = new Set([new URL(E2E.appUrl).host, new URL(E2E.apiUrl).host, 'wa.me']);
    expect([...hosts].filter((host) => host !== '' && !firstParty.has(host))).toEqual([]);
  });

  test('events made offline arrive later with the time they happened', async ({ page, context, isMobile }) => {
    test.setTimeout(60_000); // a service-worker install, then several pages offline: slow on a busy 2-core machine
    const seen = watchAnalyticsPosts(context);
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.waitForLoadState('load');
    await flushAnalytics(page);
    const sessionId = await onlySession(seen);

    await context.setOffline(true);
    const offlineFrom = Date.now();
    let onlineAgain = 0;
    try {
      await openMainMenuIfCollapsed(page, isMobile);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery', exact: true }).click();
      await expect(page).toHaveURL(/\/gallery$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
      await openMainMenuIfCollapsed(page, isMobile);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await flushAnalytics(page);
      // The batch waits on the device, in the outbox.
      await expect
        .poll(async () => (await outboxKinds(page)).filter((kind) => kind === 'analytics_batch').length)
        .toBeGreaterThan(0);
      // Long enough for "when it happened" and "when it arrived" to differ plainly.
      await page.waitForTimeout(2_000);
      expect(await sessionEvents(sessionId)).not.toContainEqual(expect.objectContaining({ path: '/contact' }));
    } finally {
      onlineAgain = Date.now();
      await context.setOffline(false);
    }

    await expect
      .poll(async () => (await sessionEvents(sessionId)).filter((event) => event.name === 'page_view').length, {
        timeout: 30_000,
      })
      .toBe(3);
    const views = (await sessionEvents(sessionId)).filter((event) => event.name === 'page_view');
    expect(views.map((event) => event.path)).toEqual(['/', '/gallery', '/contact']);
    for (const view of views.slice(1)) {
      const occurred = Date.parse(view.occurred_at);
      const received = Date.parse(view.received_at);
      expect(occurred).toBeGreaterThanOrEqual(offlineFrom - 1_000);
      expect(occurred).toBeLessThan(onlineAgain);
      expect(received).toBeGreaterThanOrEqual(onlineAgain - 1_000);
      expect(received - occurred).toBeGreaterThan(1_500);
    }
  });

  for (const signal of ['Do Not Track', 'Global Privacy Control'] as const) {
    test(`with ${signal} set nothing is recorded`, async ({ browser, isMobile }) => {
      // The service worker records nothing (src/sw.ts sends no analytics); its install would only cost here.
      const context = await browser.newContext({
        baseURL: E2E.appUrl,
        isMobile,
        hasTouch: isMobile,
        serviceWorkers: 'block',
      });
      // Playwright's clock: time runs as usual until the test moves it on past the send interval.
      await context.clock.install();
      await context.addInitScript((which) => {
        // What the browser reports when the visitor turned the setting on.
        if (which === 'Do Not Track') Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
        else Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
      }, signal);
      const seen = watchAnalyticsPosts(context);
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForLoadState('load');
      await page.goto(TOUR_PATH);
      await expect(page.getByRole('button', { name: 'Inquire Now' })).toBeVisible();
      await page.waitForLoadState('load');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('button', { name: 'Inquire Now' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tour Inquiry' });
      await fillInquiry(dialog, uniqueEmail('analytics-opt-out'));
      await page.keyboard.press('Escape');
      await flushAnalytics(page);
      // The send interval passes at once: a batch due within it would leave now. Requests leave the page in order,
      // so once a request made after that is seen, none made by those timers is still to come.
      await page.clock.runFor(FLUSH_INTERVAL_MS + 1_000);
      const marker = `${E2E.appUrl}/manifest.webmanifest?after-the-send-interval`;
      const markerSeen = context.waitForEvent('request', (request) => request.url() === marker);
      await page.evaluate(async (url) => void (await fetch(url)), marker);
      await markerSeen;
      expect(seen.posts).toBe(0);
      // Nothing waits to be sent later either, by the page or by a service worker's Background Sync.
      expect(await outboxKinds(page)).not.toContain('analytics_batch');
      const stored = await page.evaluate(
        () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
      );
      expect(stored).not.toMatch(/analytics/i);
      expect(await context.cookies()).toEqual([]);
      await context.close();
    });
  }
});
