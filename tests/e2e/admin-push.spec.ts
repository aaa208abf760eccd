import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { axeOn, expect, test, type BrowserContext, type Page } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import { ADMIN_PASSWORD, createAdmin, signInWithSession } from './admin-support';
import { uniqueEmail } from './support';

// Web Push on staff devices against the real local server and the built service worker. The browser's
// push service cannot be reached here (no network), so where a subscription is needed only the browser's
// PushManager is replaced (a fake subscription with an https endpoint and well-formed keys); the VAPID key
// comes from the real notification sender, and the rows are stored and removed by the real API under RLS.

const adminEmail = uniqueEmail('push-admin');
const otherAdminEmail = uniqueEmail('push-other-admin');
const PHONE_WIDTH = 390; // px
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function serviceHeaders() {
  const { serviceRoleKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  return { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };
}

/** Signs in through the auth API: the user's id and a token that acts as them (RLS applies). */
async function signIn(email: string): Promise<{ userId: string; headers: Record<string, string> }> {
  const { anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  const response = await fetch(`${E2E.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: ADMIN_PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return {
    userId: session.user.id,
    headers: { apikey: anonKey, Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' },
  };
}

interface StoredSubscription {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
}

async function storedSubscriptions(endpoint: string): Promise<StoredSubscription[]> {
  const response = await fetch(
    `${E2E.apiUrl}/rest/v1/push_subscriptions?select=id,user_id,endpoint,p256dh,auth,user_agent&endpoint=eq.${encodeURIComponent(endpoint)}`,
    { headers: await serviceHeaders() },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as StoredSubscription[];
}

/** Adds a push device as the admin would (their own token, so RLS decides). */
async function addDeviceAs(email: string, row: Omit<StoredSubscription, 'id' | 'user_id'>): Promise<string> {
  const { headers } = await signIn(email);
  const response = await fetch(`${E2E.apiUrl}/rest/v1/push_subscriptions?select=id`, {
    method: 'POST',
    headers: { ...headers, Prefer: 'return=representation' },
    body: JSON.stringify(row),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }[])[0]!.id;
}

/** Keys as a browser's subscription has them: an uncompressed P-256 point and 16 random bytes, base64url. */
function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

function fakeEndpoint(): string {
  return `https://push.example.test/send/${randomUUID()}`;
}

/**
 * Replaces PushManager's subscribe and getSubscription in every document of the page (the service
 * worker's own PushManager is not used by the portal). The subscription lives in localStorage so that
 * it outlives a reload, as a real one does; unsubscribing removes it and counts the calls.
 */
async function fakePushService(page: Page, endpoint: string) {
  const keys = subscriptionKeys();
  await page.addInitScript(
    ({ endpoint, keys }) => {
      const STORE = 'e2e-fake-push-subscription';
      const toBase64 = (buffer: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));
      const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0)).buffer;
      const make = (serverKey: string) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: fromBase64(serverKey) },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(STORE);
          localStorage.setItem('e2e-unsubscribed', String(Number(localStorage.getItem('e2e-unsubscribed') ?? 0) + 1));
          return true;
        },
      });
      PushManager.prototype.getSubscription = async function () {
        const stored = localStorage.getItem(STORE);
        return (stored ? make(stored) : null) as unknown as PushSubscription;
      };
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        if (!options?.userVisibleOnly || !key || typeof key === 'string')
          throw new Error('unexpected subscribe options');
        const bytes = key instanceof ArrayBuffer ? key : (key as ArrayBufferView).buffer;
        localStorage.setItem(STORE, toBase64(bytes as ArrayBuffer));
        return make(toBase64(bytes as ArrayBuffer)) as unknown as PushSubscription;
      };
    },
    { endpoint, keys },
  );
}

async function openSettings(page: Page, isMobile: boolean) {
  if (isMobile) await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 3, name: 'Push notifications' })).toBeVisible();
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectAccessible(page: Page) {
  const axe = await axeOn(page)
    .include('.push-devices')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Once the service worker is active. The page stays uncontrolled (the worker does not claim open pages),
 * as on an admin's first visit: a notification's click must reach such a page too.
 */
async function untilWorkerActive(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * How long a push may take to be handled, and a clicked notification to close. A push may have to start the
 * worker again (the browser stops an idle one), and on a busy machine handling one has taken more than the
 * default five seconds.
 */
const handled = { timeout: 15_000 };

/**
 * Delivers push messages to the page's service worker through the DevTools protocol, as a push service
 * would (the payload as the worker's PushEvent.data), once the worker is active. Each delivery resolves once
 * the browser reports the push event done and its waitUntil settled, so the notification it showed is on
 * screen. Only then may a test list notifications: Chromium's getNotifications deletes, as no longer on
 * screen, a notification whose show is still under way (stored but not yet displayed), so polling the list
 * while a push is handled loses notifications (a third of 100 shows, on a quiet machine).
 */
async function pushChannel(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) {
      if (registration.isDeleted) registrations.delete(registration.scopeURL);
      else registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  /** The status of each push event the browser reports done, in order ("Success" when waitUntil resolved). */
  const completed: string[] = [];
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: event }) => {
    if (event.service !== 'pushMessaging' || event.eventName !== 'Push event completed') return;
    completed.push(event.eventMetadata.find((entry) => entry.key === 'Status')?.value ?? 'no status');
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
  await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'pushMessaging' });
  await untilWorkerActive(page);
  await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
  const registrationId = registrations.get(`${origin}/`)!;
  return async (data: string) => {
    const before = completed.length;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
    await expect.poll(() => completed.length, handled).toBeGreaterThan(before);
    expect(completed[before], 'the push event').toBe('Success');
  };
}

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  url: unknown;
  icon: string;
  badge: string;
}

function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: unknown } | null)?.url,
      icon: n.icon,
      // Chromium's; TypeScript's DOM types leave it out, since other engines do not have it.
      badge: (n as Notification & { readonly badge: string }).badge,
    }));
  });
}

/** Closes every notification the page's service worker shows (once every push was handled: see pushChannel). */
async function closeNotifications(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    for (const notification of await registration.getNotifications()) notification.close();
  });
  expect(await shownNotifications(page)).toEqual([]);
}

/** Clicks a shown notification the way the browser would: a notificationclick event in the worker. */
async function clickNotification(context: BrowserContext, tag: string) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async (tag) => {
    interface WorkerScope {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
    }
    type NotificationEventConstructor = new (type: string, init: { notification: Notification }) => Event;
    const scope = self as unknown as WorkerScope;
    const NotificationEventClass = (self as unknown as { NotificationEvent: NotificationEventConstructor })
      .NotificationEvent;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) throw new Error(`no notification tagged ${tag}`);
    scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification }));
  }, tag);
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  await createAdmin(adminEmail);
  await createAdmin(otherAdminEmail);
});

test.describe('Settings › Push notifications', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithSession(page, adminEmail);
  });

  // One device through its push, in the order an admin meets it. One journey in one context: each context
  // installs the service worker and fetches its 2.6 MB precache (about 5 CPU-s on this machine).
  test('this device: pushes shown and clicked before push is on; push turned on and stored, a test push queued, turned off; another device removed and a browser another admin registered explained; logging out turns push off', async ({
    page,
    context,
    baseURL,
    isMobile,
  }) => {
    test.setTimeout(240_000);
    const origin = new URL(baseURL!).origin;
    await context.grantPermissions(['notifications'], { origin });
    const endpoint = fakeEndpoint();
    await fakePushService(page, endpoint);
    const { userId } = await signIn(adminEmail);
    const section = page.locator('.push-devices');

    await test.step('a push shows one notification per record, and its click opens the record in the open portal', async () => {
      await page.goto('/admin');
      const deliver = await pushChannel(context, page, origin);

      const inquiryId = randomUUID();
      const inquiryUrl = `/admin/inquiries?open=${inquiryId}`;
      await deliver(
        JSON.stringify({ title: 'New tour inquiry', body: 'Nadia Perera', tag: inquiryId, url: inquiryUrl }),
      );
      expect(await shownNotifications(page)).toHaveLength(1);
      // The same record again (the sender retried, or the record changed): it replaces the first.
      await deliver(
        JSON.stringify({ title: 'New tour inquiry', body: 'Nadia Perera, 2 adults', tag: inquiryId, url: inquiryUrl }),
      );
      expect((await shownNotifications(page)).map((n) => n.body)).toEqual(['Nadia Perera, 2 adults']);
      const [replaced] = await shownNotifications(page);
      expect(replaced).toMatchObject({ title: 'New tour inquiry', tag: inquiryId, url: inquiryUrl });
      expect(replaced!.icon).toBe(`${origin}/icons/icon-192.png`);
      expect(replaced!.badge).toBe(`${origin}/icons/badge-96.png`);

      // Another record gets its own; a payload that cannot be read still shows a staff notification.
      await deliver(JSON.stringify({ title: 'Test', body: 'A test push', tag: 'test', url: '/admin/settings' }));
      await deliver('not json');
      expect((await shownNotifications(page)).map((n) => n.tag).sort()).toEqual([inquiryId, 'staff', 'test'].sort());
      // Push was never turned on in this browser, so the portal has not given the worker its texts yet.
      const generic = (await shownNotifications(page)).find((n) => n.tag === 'staff');
      expect(generic).toMatchObject({ title: 'Lanka Chauffeur Tours', body: '', url: '/admin' });

      // A link to another site is never followed: it becomes the dashboard.
      await deliver(JSON.stringify({ title: 'Phish', body: 'x', tag: 'phish', url: 'https://evil.example/admin' }));
      expect((await shownNotifications(page)).find((n) => n.tag === 'phish')?.url).toBe('/admin');

      // The click: the open portal page moves to the record in place (no reload) and the notification closes.
      await page.evaluate(() => {
        (window as unknown as { e2eSamePage: boolean }).e2eSamePage = true;
      });
      await clickNotification(context, inquiryId);
      await expect(page).toHaveURL(`${origin}${inquiryUrl}`);
      expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
      await expect
        .poll(async () => (await shownNotifications(page)).map((n) => n.tag), handled)
        .not.toContain(inquiryId);

      await clickNotification(context, 'test');
      await expect(page).toHaveURL(`${origin}/admin/settings`);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await closeNotifications(page);
    });

    await test.step('turning push on stores this device for the admin, a test push is queued to it, and off removes it', async () => {
      await openSettings(page, isMobile);
      await expect(section.getByText('Push notifications are off for this device.')).toBeVisible({ timeout: 15_000 });
      await expect(section.getByText('No device receives push notifications for your account yet.')).toBeVisible();
      await expectAccessible(page);

      const turnOn = section.getByRole('button', { name: 'Turn on push notifications' });
      await turnOn.focus();
      await page.keyboard.press('Enter');
      await expect(section.getByRole('status').filter({ hasText: 'now on' })).toHaveText(
        'Push notifications are now on for this device.',
        { timeout: 20_000 },
      );
      await expect(section.getByText('Push notifications are on for this device.')).toBeVisible();

      const [stored, ...more] = await storedSubscriptions(endpoint);
      expect(more).toEqual([]);
      expect(stored).toMatchObject({ user_id: userId, endpoint });
      expect(stored!.p256dh).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(stored!.auth).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(stored!.user_agent).toBe(await page.evaluate(() => navigator.userAgent));

      const list = section.getByRole('list', { name: 'Your devices' });
      const thisDevice = list.getByRole('listitem').filter({ hasText: 'This device' });
      await expect(thisDevice).toHaveCount(1);
      await expect(thisDevice).toContainText(isMobile ? 'Chrome on Android' : 'Chrome on Windows');
      await expect(thisDevice).toContainText('Nothing delivered yet');

      // Push is on, so the worker has the portal's texts for a push it cannot read.
      const deliver = await pushChannel(context, page, origin);
      await deliver('');
      expect(await shownNotifications(page)).toEqual([
        expect.objectContaining({
          title: 'Staff portal',
          body: 'Something new needs your attention. Open the portal to see it.',
          url: '/admin',
        }),
      ]);

      // Still on after a reload (the browser keeps its subscription).
      await page.reload();
      await expect(section.getByText('Push notifications are on for this device.')).toBeVisible({ timeout: 15_000 });
      if (isMobile) await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      await section.getByRole('button', { name: 'Send a test push' }).click();
      await expect(section.getByRole('status').filter({ hasText: 'Test push queued' })).toHaveText(
        'Test push queued to 1 device. It arrives when the notification sender next runs.',
      );
      const jobs = await fetch(
        `${E2E.apiUrl}/rest/v1/notification_jobs?select=kind,channel,recipient&kind=eq.test&channel=eq.push&recipient=eq.${stored!.id}`,
        { headers: await serviceHeaders() },
      );
      expect(await jobs.json()).toEqual([{ kind: 'test', channel: 'push', recipient: stored!.id }]);

      await section.getByRole('button', { name: 'Turn off push notifications' }).click();
      await expect(section.getByRole('status').filter({ hasText: 'now off' })).toHaveText(
        'Push notifications are now off for this device.',
      );
      await expect(section.getByText('Push notifications are off for this device.')).toBeVisible();
      expect(await storedSubscriptions(endpoint)).toEqual([]);
      expect(await page.evaluate(() => localStorage.getItem('e2e-unsubscribed'))).toBe('1');
      await expect(section.getByText('No device receives push notifications for your account yet.')).toBeVisible();

      await section.getByRole('button', { name: 'Send a test push' }).click();
      await expect(section.getByRole('status').filter({ hasText: 'No test push' })).toHaveText(
        'No test push was queued: turn push notifications on on a device first.',
      );
    });

    await test.step('another device in the list can be removed; a browser another admin registered is explained', async () => {
      // The admin's iPhone, added from that phone.
      const iphoneEndpoint = fakeEndpoint();
      await addDeviceAs(adminEmail, { endpoint: iphoneEndpoint, ...subscriptionKeys(), user_agent: IPHONE_UA });
      // This browser, registered earlier by a colleague who signed in on it.
      await addDeviceAs(otherAdminEmail, { endpoint, ...subscriptionKeys(), user_agent: 'colleague' });

      // The list is read again on opening the screen.
      await openSettings(page, isMobile);
      const iphone = section.getByRole('listitem').filter({ hasText: 'Safari on iPhone' });
      await expect(iphone).toBeVisible({ timeout: 15_000 });
      await expect(iphone).not.toContainText('This device');
      // The colleague's row is not shown to this admin.
      await expect(section.getByRole('listitem')).toHaveCount(1);

      await section.getByRole('button', { name: 'Turn on push notifications' }).click();
      await expect(section.getByRole('status').filter({ hasText: 'another staff account' })).toHaveText(
        'This browser is already registered for push notifications by another staff account. Sign in with that account and turn push notifications off here (or remove this device from its list), then try again.',
        { timeout: 20_000 },
      );
      await expect(section.getByText('Push notifications are off for this device.')).toBeVisible();
      expect((await storedSubscriptions(endpoint)).map((row) => row.user_agent)).toEqual(['colleague']);

      const remove = iphone.getByRole('button', { name: /^Remove Safari on iPhone, added / });
      await remove.focus();
      await page.keyboard.press('Enter');
      await expect(section.getByRole('status').filter({ hasText: 'no longer' })).toHaveText(
        'Safari on iPhone no longer receives push notifications.',
      );
      await expect(iphone).toHaveCount(0);
      expect(await storedSubscriptions(iphoneEndpoint)).toEqual([]);
      if (isMobile) await expectNoSidewaysScroll(page);
    });

    await test.step('logging out turns push off for this device: its row goes and the browser unsubscribes', async () => {
      // The colleague turned push off for this browser (as the message above asks).
      const removed = await fetch(
        `${E2E.apiUrl}/rest/v1/push_subscriptions?endpoint=eq.${encodeURIComponent(endpoint)}`,
        {
          method: 'DELETE',
          headers: await serviceHeaders(),
        },
      );
      expect(removed.status, await removed.clone().text()).toBe(204);
      await section.getByRole('button', { name: 'Turn on push notifications' }).click();
      await expect(section.getByText('Push notifications are on for this device.')).toBeVisible({ timeout: 20_000 });
      expect(await storedSubscriptions(endpoint)).toHaveLength(1);
      const unsubscribed = async () => Number(await page.evaluate(() => localStorage.getItem('e2e-unsubscribed') ?? 0));
      const before = await unsubscribed();

      if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible({ timeout: 15_000 });
      expect(await storedSubscriptions(endpoint)).toEqual([]);
      expect(await unsubscribed()).toBe(before + 1);
    });
  });

  test.describe('without the service worker', () => {
    // What these show depends on the browser's answers alone; the worker's install (its 2.6 MB precache) would
    // only cost time.
    test.use({ serviceWorkers: 'block' });

    test('with notifications blocked for the site it says how to allow them again', async ({ page, isMobile }) => {
      // As after the admin once chose Block: the browser answers 'denied' without asking.
      await page.addInitScript(() => {
        Object.defineProperty(Notification, 'permission', { configurable: true, get: () => 'denied' });
        Notification.requestPermission = async () => 'denied';
      });
      await openSettings(page, isMobile);
      const section = page.locator('.push-devices');
      await expect(section.getByText('Notifications are blocked for this site', { exact: true })).toBeVisible({
        timeout: 15_000,
      });
      await expect(section.getByRole('listitem').filter({ hasText: 'On a computer:' })).toBeVisible();
      await expect(section.getByRole('listitem').filter({ hasText: 'On Android:' })).toBeVisible();
      await expect(section.getByRole('listitem').filter({ hasText: 'On iPhone or iPad:' })).toBeVisible();
      await expect(section.getByText('Then reload this page.')).toBeVisible();
      await expect(section.getByRole('button', { name: 'Turn on push notifications' })).toHaveCount(0);
      if (isMobile) await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    });

    test('on an iPhone in Safari it explains adding the portal to the Home Screen first', async ({ browser }) => {
      const context = await browser.newContext({
        baseURL: E2E.appUrl,
        userAgent: IPHONE_UA,
        viewport: { width: PHONE_WIDTH, height: 844 },
        // The hint depends on the user agent and CSS pixels, not on how sharply they are drawn.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      try {
        const page = await context.newPage();
        await signInWithSession(page, adminEmail);
        await openSettings(page, false);
        const section = page.locator('.push-devices');
        await expect(section.getByText('On iPhone and iPad, add the portal to your Home Screen first')).toBeVisible();
        await expect(section.getByRole('listitem').filter({ hasText: 'tap the Share button' })).toBeVisible();
        await expect(section.getByRole('listitem').filter({ hasText: 'Add to Home Screen' })).toBeVisible();
        await expect(
          section.getByRole('listitem').filter({ hasText: 'from the new icon on your Home Screen' }),
        ).toBeVisible();
        await expect(section.getByRole('button', { name: 'Turn on push notifications' })).toHaveCount(0);
        // The admin's other devices and the test push are still there.
        await expect(section.getByRole('button', { name: 'Send a test push' })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectAccessible(page);

        // Opened from the Home Screen (navigator.standalone), the hint gives way to the switch.
        await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => true });
        });
        await page.reload();
        await expect(section.getByRole('button', { name: 'Turn on push notifications' })).toBeVisible({
          timeout: 15_000,
        });
        await expect(section.getByText('add the portal to your Home Screen first')).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  });
});
