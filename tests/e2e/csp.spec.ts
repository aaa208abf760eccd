import { expect, test } from './fixtures';
import { E2E } from '../../playwright.config';
import { expectSecurityHeaders, loadTheWholePage, watchPolicy } from './policy';

// The site under its own Content-Security-Policy, as the local server sends it. Every public page, in every
// language, is checked where prerender.spec.ts walks them (nothing refused, the whole security header set); here the
// staff portal's sign-in screen is, and the last tests prove the watch works: an inline script is refused and
// reported, and another site cannot frame the app.

// The policy does not depend on the viewport: one project runs it (HOME in playwright.config.ts).

test("the staff portal's sign-in screen is refused nothing by the policy and carries the security headers", async ({
  page,
}) => {
  const watch = await watchPolicy(page);
  expectSecurityHeaders(await page.goto('/admin'), '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible({ timeout: 15_000 });
  await loadTheWholePage(page);
  expect(await watch.violations()).toEqual([]);
  expect(watch.console).toEqual([]);
});

test('an inline script is refused and reported, so the watch above can see a refusal', async ({ page }) => {
  const watch = await watchPolicy(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => watch.violations()).toContainEqual(expect.stringMatching(/^script-src-elem blocked inline/));
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  await expect.poll(() => watch.console.length).toBeGreaterThan(0);
});

test('another site cannot show the app in a frame', async ({ page }) => {
  const watch = await watchPolicy(page);
  // A page of another origin (about:blank here) frames the home page.
  await page.setContent(`<iframe title="framed" src="${E2E.appUrl}/"></iframe>`);
  await expect.poll(() => watch.console.join('\n')).toContain("frame-ancestors 'none'");
  const frame = page.frame({ url: (url) => url.href.startsWith(E2E.appUrl) });
  const heading = frame ? await frame.locator('h1').count() : 0;
  expect(heading).toBe(0);
});
