/**
 * The site's Content-Security-Policy and security headers as the local server sends them, checked where pages are
 * opened anyway: the public pages in prerender.spec.ts's walks (every route, every language), the staff portal's
 * sign-in screen and the checks that the watch sees a refusal in csp.spec.ts, and the pages showing stored
 * payloads in xss.spec.ts.
 */
import { expect, type Page, type Response } from './fixtures';

export interface PolicyWatch {
  /** Console messages about the policy (Chromium reports refusals there as errors). */
  console: string[];
  /** `securitypolicyviolation` events of the current document. */
  violations: () => Promise<string[]>;
}

/** Records refusals from the first script on every document the page opens. */
export async function watchPolicy(page: Page): Promise<PolicyWatch> {
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

/** The document's policy and the whole security header set. */
export function expectSecurityHeaders(response: Response | null, path: string): void {
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
}

/**
 * Scrolls to the end of the page, so lazy images and below-the-fold content load too, and gives what they ask for
 * a moment to be refused.
 */
export async function loadTheWholePage(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
}
