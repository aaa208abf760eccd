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
import AxeBuilder from '@axe-core/playwright';
import { test as base, type BrowserContext, type Page, type ViewportSize } from '@playwright/test';

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

/** Every page of every context a test opens, its own `page` and those of `browser.newContext()` alike. */
export const test = base.extend<object, object>({
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
 * `test` for a file whose tests run in one page, one after another: each test's first visit is then a page load in
 * a renderer that already ran the app, not a fresh context's cold start. A fresh context and its first load of a
 * staff screen cost about 3.3 CPU-s in Chromium, the same load in a page that showed another screen 0.8 (a public
 * page: 1.7 and 0.5); most of it is the new renderer compiling the app again, so Playwright's own context reuse,
 * which goes through about:blank and a new renderer, saves nothing. For files whose tests share a signed-in admin
 * and rows tagged for the file anyway, and open their own contexts for anything else. The context is made with the
 * test's options; a test with other options (a describe's `test.use`) gets a context of its own, as does one that
 * must start from an empty device (annotated `OWN_CONTEXT`: no saved copies, no session). After each test
 * its routes and page listeners go, the connection and the viewport are put back. A failed test ends the worker, so
 * the tests after it start from a fresh context.
 */
export function onePageForTheFile(): typeof test {
  let shared: { context: BrowserContext; key: string; viewport: ViewportSize | null } | undefined;
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
      if ((shared && shared.key !== key) || testInfo.annotations.some(({ type }) => type === OWN_CONTEXT.type)) {
        const own = await browser.newContext(options);
        await use(own);
        await own.close();
        return;
      }
      shared ??= { context: await browser.newContext(options), key, viewport };
      await use(shared.context);
      await shared.context.unrouteAll({ behavior: 'ignoreErrors' });
      await shared.context.setOffline(false);
    },
    page: async ({ context }, use) => {
      const page = context.pages()[0] ?? (await context.newPage());
      await use(page);
      if (context !== shared?.context) return;
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      for (const event of ['console', 'pageerror', 'dialog', 'request', 'response', 'websocket'] as const)
        await page.removeAllListeners(event);
      if (shared.viewport) await page.setViewportSize(shared.viewport);
    },
  });
  fileTest.afterAll(async () => {
    await shared?.context.close();
    shared = undefined;
  });
  return fileTest;
}
