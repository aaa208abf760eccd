import sharp from 'sharp';
import { expect, test, type Locator, type Page } from './fixtures';

/**
 * How Home's header and first hero slide look, on both viewports: the headline stays legible over the
 * picture, and when pictures cannot be loaded nothing broken shows and nothing covers the headline.
 */

/** WCAG relative luminance of an sRGB colour (0..255 channels). */
function luminance(red: number, green: number, blue: number): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The lowest contrast of a text colour against what lies behind an element's box, with the text itself
 * made invisible. The 99th percentile of background luminance, so a stray anti-aliased pixel of a shape
 * does not decide it, but a band or a light patch under a line of text does.
 */
async function worstContrastBehind(page: Page, element: Locator, text: [number, number, number]): Promise<number> {
  const box = await element.boundingBox();
  if (!box) throw new Error('The element has no box');
  const png = await page.screenshot({ clip: box, animations: 'disabled' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const values: number[] = [];
  for (let i = 0; i < data.length; i += info.channels) values.push(luminance(data[i]!, data[i + 1]!, data[i + 2]!));
  values.sort((a, b) => a - b);
  const background = values[Math.floor(values.length * 0.99)]!;
  return contrast(luminance(...text), background);
}

/** No pictures: artwork, photos and icons all fail, as on a flaky connection before anything is cached. */
async function blockImages(page: Page) {
  await page.route(/\.(svg|jpe?g|png|webp|avif)(\?.*)?$/, (route) => route.abort('failed'));
}

const intersects = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// The hero's picture and the header are laid out differently on phones and wide screens: both are checked.
test.describe('home visuals', { tag: '@both' }, () => {
  test.use({ reducedMotion: 'reduce', serviceWorkers: 'block' });

  test("the first hero slide's text is legible over its picture (WCAG AA)", async ({ page }) => {
    await page.goto('/');
    const slide = page.locator('[data-testid="hero-slide"]:not([hidden])');
    await expect(slide).toHaveAttribute('aria-label', '1 of 4');
    // Over the picture itself, once it is drawn.
    const picture = slide.locator('img.hero-image');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const headline = slide.getByRole('heading', { level: 1 });
    const description = slide.locator('.hero-text > p:not(.hero-subtitle)');
    const subtitle = slide.locator('.hero-subtitle');
    // Measure what is behind the words, not the words.
    // (Through the CSSOM: the site's CSP refuses inline style sheets.)
    await slide.locator('.hero-text').evaluate((text) => {
      for (const element of text.querySelectorAll<HTMLElement>('*'))
        element.style.setProperty('color', 'transparent', 'important');
    });
    // The headline is large text (3:1); the description and the bold subtitle are body text (4.5:1).
    expect(await worstContrastBehind(page, headline, [255, 255, 255])).toBeGreaterThanOrEqual(3);
    expect(await worstContrastBehind(page, description, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(await worstContrastBehind(page, subtitle, [0xf4, 0xb4, 0x00])).toBeGreaterThanOrEqual(4.5);
  });

  test('without pictures the logo shows no broken image and the placeholder keeps off the headline', async ({
    page,
  }) => {
    await blockImages(page);
    await page.goto('/');
    const brand = page.locator('header .brand');
    await expect(brand).toContainText('Lanka Chauffeur Tours');
    // Any picture in the logo area that is shown but failed draws the browser's broken-image glyph.
    const broken = await brand.evaluate(
      (link) =>
        [...link.querySelectorAll('img')].filter((img) => img.checkVisibility() && img.naturalWidth === 0).length,
    );
    expect(broken).toBe(0);

    const slide = page.locator('[data-testid="hero-slide"]:not([hidden])');
    const placeholder = slide.getByRole('img', { name: 'Image not available' });
    await expect(placeholder).toBeVisible();
    const icon = await placeholder.locator('svg').boundingBox();
    expect(icon).not.toBeNull();
    for (const text of [
      slide.getByRole('heading', { level: 1 }),
      slide.locator('.hero-subtitle'),
      slide.locator('.hero-text > p:not(.hero-subtitle)'),
      slide.locator('.hero-text .button-row'),
    ]) {
      const box = await text.boundingBox();
      expect(box).not.toBeNull();
      expect(intersects(icon!, box!), `the placeholder's icon covers ${await text.textContent()}`).toBe(false);
    }
  });
});
