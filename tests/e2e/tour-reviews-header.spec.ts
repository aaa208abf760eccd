/**
 * The Customer Reviews heading and its Write a Review button line up with the column: on one row on wide
 * screens (the button at the column's right edge, centred on the heading), stacked on phones (the button
 * under the heading, at the column's left edge).
 */
import { expect, test } from './fixtures';

// Nothing here depends on the service worker, and each test's fresh context would otherwise install it
// and fetch its 2 MB precache (seconds of processor time per test, which CI pays for): no worker.
test.use({ serviceWorkers: 'block' });

const TOUR = '/tours/sri-lanka-grand-tour-13day';

test(
  'Write a Review lines up with the Customer Reviews heading and the column',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
    await page.goto(TOUR);
    const section = page.getByRole('region', { name: 'Customer Reviews' });
    await expect(section).toHaveAttribute('aria-busy', 'false');
    const heading = section.getByRole('heading', { level: 2, name: 'Customer Reviews' });
    const button = section.getByRole('button', { name: 'Write a Review' });
    await button.scrollIntoViewIfNeeded();
    const column = (await section.boundingBox())!;
    const title = (await heading.boundingBox())!;
    const action = (await button.boundingBox())!;

    expect(Math.abs(title.x - column.x)).toBeLessThanOrEqual(1);
    if (isMobile) {
      // Stacked: below the heading, flush with the column's left edge, inside the column.
      expect(action.y).toBeGreaterThanOrEqual(title.y + title.height);
      expect(Math.abs(action.x - column.x)).toBeLessThanOrEqual(1);
      expect(action.x + action.width).toBeLessThanOrEqual(column.x + column.width + 1);
    } else {
      // One row: centred on the heading's line, flush with the column's right edge.
      expect(Math.abs(action.y + action.height / 2 - (title.y + title.height / 2))).toBeLessThanOrEqual(4);
      expect(Math.abs(action.x + action.width - (column.x + column.width))).toBeLessThanOrEqual(1);
    }
  },
);
