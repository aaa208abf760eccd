import { expect, test } from './fixtures';
import { PUBLIC_ROUTES } from './routes';

test('after one visit every public route opens offline from the service worker', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
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
