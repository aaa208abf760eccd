/**
 * The outbox on a phone (390×844): with two items waiting offline, the header's pill is one compact line
 * clear of the logo and the menu button, its accessible name says what waits, and the outbox page titles
 * each item once ("Tour inquiry · Sri Lanka Grand Tour", not "Tour inquiry · Tour inquiry · …").
 */
import { expect, test, type Page } from './fixtures';
import { fillInquiry, fillReviewer, rate, uniqueEmail } from './support';

const TOUR = { path: '/tours/sri-lanka-grand-tour-13day', title: 'Sri Lanka Grand Tour' };
const REVIEW_LABELS = ['Overall Experience', 'Tour Quality', 'Destinations', 'Customer Service', 'Value for Money'];

async function queueInquiry(page: Page) {
  await page.getByRole('button', { name: 'Inquire Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tour Inquiry' });
  await fillInquiry(dialog, uniqueEmail('outbox-phone-inquiry'));
  await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toBeVisible();
}

async function queueReview(page: Page) {
  const opener = page.getByRole('button', { name: 'Write a Review' });
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Write a Review' });
  await fillReviewer(dialog, uniqueEmail('outbox-phone-review'));
  for (const label of REVIEW_LABELS) await rate(dialog, label, 5);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
}

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('outbox on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('two items waiting: a one-line pill clear of the logo and menu, and titles without repeats', async ({
    page,
    context,
  }) => {
    // Two complete forms on a phone-sized, throttled CPU.
    test.setTimeout(90_000);
    // The service worker keeps the dialogs' code, which the offline submissions need.
    await page.goto(TOUR.path);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await context.setOffline(true);
    await queueInquiry(page);
    await queueReview(page);

    const pill = page.getByTestId('outbox-indicator');
    await expect(pill).toBeVisible();
    await expect(page.getByRole('link', { name: '2 waiting to send' })).toBeVisible();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));

    const pillBox = (await pill.boundingBox())!;
    const logo = (await page
      .getByRole('link', { name: /Lanka Chauffeur Tours/ })
      .first()
      .boundingBox())!;
    const menu = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
    expect(pillBox.height, 'one line').toBeLessThanOrEqual(40);
    expect(intersects(pillBox, logo), 'clear of the logo').toBe(false);
    expect(intersects(pillBox, menu), 'clear of the menu button').toBe(false);
    expect(pillBox.x + pillBox.width).toBeLessThanOrEqual(390);
    // Nothing in the header overflows it.
    const header = (await page.locator('header.top-bar').boundingBox())!;
    expect(pillBox.y).toBeGreaterThanOrEqual(header.y);
    expect(pillBox.y + pillBox.height).toBeLessThanOrEqual(header.y + header.height);
    await page.screenshot({
      path: test.info().outputPath('header-waiting-phone.png'),
      clip: { x: 0, y: 0, width: 390, height: 80 },
    });

    await pill.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Waiting to send' })).toBeVisible();
    const headings = page.locator('.outbox-list').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(2);
    const titles = await headings.allTextContents();
    expect(titles.sort()).toEqual([`Tour inquiry · ${TOUR.title}`, `Tour review · ${TOUR.title}`]);
    for (const title of titles) {
      const segments = title.split('·').map((segment) => segment.trim().toLowerCase());
      expect(new Set(segments).size, title).toBe(segments.length);
    }
  });
});
