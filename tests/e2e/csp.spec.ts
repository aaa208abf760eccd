import { expect, test, type Page } from './fixtures';
import { E2E } from '../../playwright.config';
import { PUBLIC_ROUTES } from './routes';

// The site under its own Content-Security-Policy, as the local server sends it: every public page and
// the portal's sign-in screen render without anything being refused, and the document carries the whole
// security header set. The last tests prove the watch works: an inline script is refused and reported,
// and another site cannot frame the app.

// The policy does not depend on the viewport: one project runs it (HOME in playwright.config.ts).

const PAGES = [
  ...PUBLIC_ROUTES.map(({ path, heading }) => ({ path, heading })),
  { path: '/admin', heading: 'Admin Portal' },
];

interface Watch {
  /** Console messages about the policy (Chromium reports refusals there as errors). */
  console: string[];
  /** `securitypolicyviolation` events of the current document. */
  violations: () => Promise<string[]>;
}

/** Records refusals from the first script on every document the page opens. */
async function watchPolicy(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      true,
    );
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
      console.push(message.text());
    }
  });
  return {
    console,
    violations: () =>
      page.evaluate(() => [...((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])]),
  };
}

test('no page is refused anything by the policy, and every document carries the security headers', async ({ page }) => {
  test.setTimeout(90_000);
  const watch = await watchPolicy(page);
  for (const { path, heading } of PAGES) {
    const response = await page.goto(path);
    expect(response, path).not.toBeNull();
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/(^|; )script-src 'self'(;|$)/);
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toContain('unsafe-inline');
    expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');

    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
    // Lazy images and below-the-fold content load too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    expect(await watch.violations(), path).toEqual([]);
  }
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
