/**
 * The tour page's sales action stays in reach: the side card sticks on wide screens, and phones get a bar
 * at the foot of the screen with Inquire Now and WhatsApp. Checked at a quarter, half, three quarters and
 * the end of the longest tour page, on the sizes travellers most often use (1280×800 and 390×844).
 */
import { expect, onePageForTheFile, type Page } from './fixtures';

// Tests take turns in one page (see onePageForTheFile), each starting with nothing saved on the device.
const test = onePageForTheFile({ freshDevice: true });

// Nothing here depends on the service worker, and each test's fresh context would otherwise install it
// and fetch its 2 MB precache (seconds of processor time per test, which CI pays for): no worker.
test.use({ serviceWorkers: 'block' });

const TOUR = '/tours/sri-lanka-grand-tour-13day';
const FRACTIONS = [0.25, 0.5, 0.75, 1] as const;

async function scrollToFraction(page: Page, fraction: number): Promise<number> {
  return page.evaluate((f) => {
    const top = Math.round((document.documentElement.scrollHeight - window.innerHeight) * f);
    window.scrollTo({ top, behavior: 'instant' });
    return window.scrollY;
  }, fraction);
}

/** True when the element's centre is on screen and nothing else (the top bar, the footer) lies over it. */
function reachableAtCentre(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const controls = [...document.querySelectorAll<HTMLElement>(sel)];
    return controls.some((control) => {
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && control.contains(hit);
    });
  }, selector);
}

test.describe('Inquire Now within reach on the tour page', () => {
  test.beforeEach(async ({ page, isMobile }) => {
    await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    await page.goto(TOUR);
  });

  // The sticky side card on wide screens, the bar on phones.
  test(
    'at 25, 50, 75 and 100 % of the page an Inquire Now on screen opens the Tour Inquiry dialog',
    { tag: '@both' },
    async ({ page }) => {
      const inquire = page.getByRole('button', { name: 'Inquire Now' });
      const dialog = page.getByRole('dialog', { name: 'Tour Inquiry' });
      for (const fraction of FRACTIONS) {
        const scrolled = await scrollToFraction(page, fraction);
        await expect(inquire, `at ${fraction * 100} %`).toBeInViewport({ ratio: 1 });
        expect(await reachableAtCentre(page, '[data-testid="tour-actions"] button'), `at ${fraction * 100} %`).toBe(
          true,
        );
        await inquire.click();
        await expect(dialog).toBeVisible();
        // Reached where it was: the click did not have to scroll the page to find it.
        expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(inquire).toBeFocused();
      }
    },
  );

  // The bar is for narrow screens; wide ones have the sticky side card.
  test(
    'on a phone the bar has the WhatsApp chat and covers nothing at the end of the page',
    { tag: '@phone' },
    async ({ page }) => {
      const bar = page.getByTestId('tour-actions');
      const whatsapp = bar.getByRole('link', { name: /WhatsApp/ });
      await expect(whatsapp).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/94700000000\?text=.*Sri%20Lanka%20Grand%20Tour/,
      );
      await expect(whatsapp).toHaveAttribute('target', '_blank');

      for (const fraction of FRACTIONS) {
        await scrollToFraction(page, fraction);
        await expect(whatsapp, `at ${fraction * 100} %`).toBeInViewport({ ratio: 1 });
      }

      // At the end the bar sits on the page's bottom padding: the footer's last line is above it.
      await scrollToFraction(page, 1);
      const barBox = (await bar.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(Math.round(barBox.y + barBox.height)).toBe(viewport.height);
      expect(barBox.x).toBe(0);
      expect(barBox.width).toBe(viewport.width);
      const footerBox = (await page.getByRole('contentinfo').boundingBox())!;
      expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(barBox.y + 0.5);
    },
  );
});
