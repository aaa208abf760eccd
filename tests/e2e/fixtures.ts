/**
 * The `test` every browser suite uses: Playwright's, with `page.goto` and `page.reload` also waiting until a
 * pre-rendered page has hydrated. Such a page is complete HTML from the first paint, and its scripts are
 * fetched after that paint (src/boot.ts), so the load event can come before the page answers input; a
 * click in between would hit plain HTML, like a visitor's tap before the scripts arrive. Pages without a
 * boot script (the staff portal's shell) are not waited for.
 *
 * Every page also runs as on a network that `navigator.onLine` misjudges: it always says true and the
 * `online` and `offline` events never reach the page, as on a hotel Wi-Fi portal, and as some Chromium
 * versions report a page the service worker served while the context was offline. So no test depends
 * on how one browser version emulates the flag: what the product shows and when it retries must follow
 * what its requests actually do.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, type BrowserContext, type Page, type ViewportSize } from '@playwright/test';
import { busyProcessorSeconds, PROCESSOR_TIME_REPORT, reportProcessorTime } from './processor-time';

export * from '@playwright/test';

const HYDRATION_TIMEOUT_MS = 15_000;

export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('meta[name="app-entry"]') || document.documentElement.hasAttribute('data-hydrated'),
    undefined,
    { timeout: HYDRATION_TIMEOUT_MS },
  );
}

type WaitUntil = NonNullable<Parameters<Page['goto']>[1]>['waitUntil'];
const waitsForLoad = (waitUntil: WaitUntil) => waitUntil === undefined || waitUntil === 'load';

const wrapped = new WeakSet<Page>();

/** Runs in every document before its own scripts. */
function misjudgedConnection() {
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
  for (const type of ['online', 'offline']) {
    window.addEventListener(type, (event) => event.stopImmediatePropagation(), { capture: true });
  }
}

/** Makes `goto` and `reload` of one page wait for hydration (once per page). */
function waitForHydrationOn(page: Page): void {
  if (wrapped.has(page)) return;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options?.waitUntil)) await untilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options?.waitUntil)) await untilHydrated(page);
    return response;
  };
}

/**
 * axe on a page as it is. It runs in the page itself (axe-core's `run`, the package's "legacy mode"): the default
 * runs it in parts and then finishes in a new blank page of the context, which costs a page and a second copy of
 * axe for every scan and doubled each scan's time. The two differ only for cross-origin frames, and no page of the
 * product has a frame.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/**
 * Runs `check` for each item in turn, as one `test.step` named by `name(item)`, inside the current test: one page
 * visits every route or screen, and a failure still names the item. The test gets `msEach` more time per item.
 */
export async function eachInTurn<T>(
  items: readonly T[],
  name: (item: T) => string,
  check: (item: T) => Promise<void>,
  msEach: number,
): Promise<void> {
  test.setTimeout(test.info().timeout + items.length * msEach);
  for (const item of items) await test.step(name(item), () => check(item));
}

/**
 * Every page of every context a test opens, its own `page` and those of `browser.newContext()` alike. Under
 * `npm run bench:e2e-cpu`, each test also reports the processor time the machine spent while it ran.
 */
export const test = base.extend<{ processorTime: void }, object>({
  processorTime: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      if (!PROCESSOR_TIME_REPORT) return use();
      const before = busyProcessorSeconds();
      await use();
      reportProcessorTime({
        project: testInfo.project.name,
        file: path.basename(testInfo.file),
        line: testInfo.line,
        title: testInfo.title,
        cpu: Number((busyProcessorSeconds() - before).toFixed(2)),
        duration: testInfo.duration / 1000,
      });
    },
    { auto: true },
  ],
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await context.addInitScript(misjudgedConnection);
        // Without JavaScript nothing hydrates: such pages are the plain HTML the test is after.
        if (options?.javaScriptEnabled !== false) context.on('page', waitForHydrationOn);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await context.addInitScript(misjudgedConnection);
    context.on('page', waitForHydrationOn);
    await use(context);
  },
  page: async ({ page }, use) => {
    waitForHydrationOn(page);
    await use(page);
  },
});

/** Marks a test of a `onePageForTheFile` file that starts in a context of its own. */
export const OWN_CONTEXT = { type: 'own context', description: 'starts from an empty device' };

/**
 * Calls that leave a mark on a context or page that no later call takes back (an init script, Playwright's clock, a
 * permission): a shared context they were made on is closed after the test, and the next test starts a new one.
 */
const LASTING = {
  context: [
    'addInitScript',
    'exposeBinding',
    'exposeFunction',
    'grantPermissions',
    'routeFromHAR',
    'routeWebSocket',
    'setExtraHTTPHeaders',
    'setGeolocation',
    'setHTTPCredentials',
  ],
  page: [
    'addInitScript',
    'emulateMedia',
    'exposeBinding',
    'exposeFunction',
    'routeFromHAR',
    'routeWebSocket',
    'setExtraHTTPHeaders',
  ],
  clock: ['fastForward', 'install', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'],
} as const;

/** The ways a test adds a listener to the shared context or page; what it added is removed after it. */
const ADDING = ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'] as const;

/**
 * Records every listener added to `target` from now on; the returned function removes them. Listeners added before
 * (the fixtures' own) stay.
 */
function recordListeners(target: Page | BrowserContext): () => void {
  const added: [string, unknown][] = [];
  const methods = target as unknown as Record<string, (event: string, listener: unknown) => unknown>;
  for (const name of ADDING) {
    const original = methods[name]!.bind(target);
    methods[name] = (event, listener) => {
      added.push([event, listener]);
      return original(event, listener);
    };
  }
  return () => {
    for (const [event, listener] of added.splice(0)) methods.off!.call(target, event, listener);
  };
}

/** Replaces `names` on `target` with calls that first run `mark`. */
function marking(target: object, names: readonly string[], mark: () => void): void {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const original = methods[name]!.bind(target);
    methods[name] = (...args: unknown[]) => {
      mark();
      return original(...args);
    };
  }
}

/**
 * Takes `page` off the app to a plain text file of the same site, where the app's storage can be read and written
 * with no script of the app running; the renderer, with the app compiled, stays.
 */
export async function onPlainFileOfTheSite(page: Page, siteUrl: string): Promise<void> {
  await page.goto(new URL('/robots.txt', siteUrl).href);
}

/**
 * The device as a traveller arrives with it: no saved choice, no outbox, no session, for the app's origin; the
 * browser's HTTP cache stays, as on a returning visit. The page clears the web storage it sees; the browser clears
 * the rest, cookies for every origin.
 */
async function forgetTheDevice(context: BrowserContext, page: Page, baseURL: string): Promise<void> {
  await onPlainFileOfTheSite(page, baseURL);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL).origin,
      storageTypes: 'indexeddb,cache_storage,service_workers',
    });
  } finally {
    await cdp.detach();
  }
  await context.clearCookies();
}

/**
 * `test` for a file whose tests run in one page, one after another: each test's first visit is then a page load in
 * a renderer that already ran the app, not a fresh context's cold start. A fresh context and its first load of a
 * staff screen cost about 3.3 CPU-s in Chromium, the same load in a page that showed another screen 0.8 (a public
 * page: 1.7 and 0.5); most of it is the new renderer compiling the app again, so Playwright's own context reuse,
 * which goes through about:blank and a new renderer, saves nothing. Over whole files the gain is smaller than those
 * figures suggest (see docs/decisions.md: a few per cent of the processor time), since most of a test's cost is
 * its pages' own work.
 *
 * The context is made with the test's options; a test with other options (a describe's `test.use`) starts a new
 * shared context, and one that must start from an empty device (annotated `OWN_CONTEXT`: nothing in the browser's
 * cache, no session) gets a context of its own. After each test its routes, its listeners and any other pages go,
 * and the connection and the viewport are put back; a test that left a lasting mark (see LASTING) ends the shared
 * context, and so does a failed one, which also ends the worker. With `freshDevice` (public pages), each test also
 * starts with the app's storage empty: no language chosen, nothing in the outbox, no session; the browser's cache
 * stays, as on a returning visit. Without it (staff screens), a test finds what the one before left: they sign in
 * each time anyway and read only rows tagged for the file.
 */
export function onePageForTheFile({ freshDevice = false } = {}): typeof test {
  let shared:
    | {
        context: BrowserContext;
        key: string;
        viewport: ViewportSize | null;
        spent: boolean;
        dropListeners: () => void;
        page?: { page: Page; dropListeners: () => void };
      }
    | undefined;
  const fileTest = test.extend<object>({
    context: async (
      {
        browser,
        baseURL,
        viewport,
        screen,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        timezoneId,
        serviceWorkers,
        reducedMotion,
      },
      use,
      testInfo,
    ) => {
      const options = {
        baseURL,
        viewport,
        screen,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        timezoneId,
        serviceWorkers,
        reducedMotion,
      };
      const key = JSON.stringify(options);
      if (testInfo.annotations.some(({ type }) => type === OWN_CONTEXT.type)) {
        const own = await browser.newContext(options);
        await use(own);
        await own.close();
        return;
      }
      if (shared && shared.key !== key) {
        // Tests with other options (a describe's `test.use`) come one after another: they share a context of theirs.
        await shared.context.close();
        shared = undefined;
      }
      if (!shared) {
        const context = await browser.newContext(options);
        const made = { context, key, viewport, spent: false, dropListeners: recordListeners(context) };
        marking(context, LASTING.context, () => (made.spent = true));
        marking(context.clock, LASTING.clock, () => (made.spent = true));
        shared = made;
      }
      const { context } = shared;
      await use(context);
      if (shared.spent || testInfo.status !== testInfo.expectedStatus) {
        await context.close();
        shared = undefined;
        return;
      }
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.setOffline(false);
      shared.dropListeners();
      for (const other of context.pages()) if (other !== shared.page?.page) await other.close();
      if (freshDevice && shared.page && baseURL) await forgetTheDevice(context, shared.page.page, baseURL);
    },
    page: async ({ context }, use) => {
      if (context !== shared?.context) {
        await use(context.pages()[0] ?? (await context.newPage()));
        return;
      }
      const made = shared;
      if (!made.page) {
        const page = context.pages()[0] ?? (await context.newPage());
        marking(page, LASTING.page, () => (made.spent = true));
        made.page = { page, dropListeners: recordListeners(page) };
      }
      const { page, dropListeners } = made.page;
      await use(page);
      // A test that closed the page leaves nothing to share: the context goes after it.
      if (page.isClosed()) made.spent = true;
      if (made.spent) return;
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      dropListeners();
      if (made.viewport) await page.setViewportSize(made.viewport);
    },
  });
  fileTest.afterAll(async () => {
    await shared?.context.close();
    shared = undefined;
  });
  return fileTest;
}
