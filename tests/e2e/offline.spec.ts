import { expect, test } from './fixtures';
import { PUBLIC_ROUTES } from './routes';
import { controlledByServiceWorker } from './support';

// One visit, then offline: one journey in one context, since each context installs the service worker and fetches
// its 2.6 MB precache (about 5 CPU-s on this machine).
test('browsing the public pages loads no IndexedDB code and keeps their lists; offline, every public route opens from the service worker', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // a service-worker install, then every public page offline: slow on a busy 2-core machine
  // Nothing may wait, so analytics is off (Global Privacy Control): its batches rightly wait in IndexedDB
  // when a request gets no answer, which a public read can fail to get in time on a busy machine.
  // analytics.spec.ts covers that queue; the page-weight spec keeps Dexie out of what pages load first.
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true }),
  );
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await controlledByServiceWorker(page, '/');

  await test.step('browsing the public pages with nothing waiting loads no IndexedDB code, and their lists still work offline', async () => {
    const pages = ['/', '/tours/southern-coastal-explorer-6day', '/gallery'];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The lists were read (and kept by the service worker) without the page opening a database of its own.
    await expect
      .poll(() => page.evaluate(async () => (await caches.open('public-reads')).keys().then((keys) => keys.length)))
      .toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /dexie|\/db-[\w-]+\.js$/.test(path))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/tours/southern-coastal-explorer-6day');
    await expect(page.getByText('Reviews could not be loaded.')).toHaveCount(0);
  });

  await test.step('after one visit every public route opens offline from the service worker', async () => {
    try {
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: /you are offline/i })).toBeVisible();
        // Artwork comes from the precache too: no broken images offline.
        await expect(page.getByRole('img', { name: 'Image not available' })).toHaveCount(0);
      }
      // A language that was never opened online still works offline: its files are precached.
      await page.goto('/contact');
      await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
      await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
