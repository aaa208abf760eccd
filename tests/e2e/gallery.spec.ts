/**
 * The public gallery against the real server: photos are uploaded by an admin through the storage API
 * at the paths the admin screen uses (gallery/<id>/{full,preview,thumb}.webp) and recorded through the
 * REST API, then the page is driven as a visitor. The database is shared with the other files of a run,
 * so the photos go into a category no other file uses at that moment, and every count is about it.
 */
import { randomUUID } from 'node:crypto';
import { axeOn, expect, type Locator, onePageForTheFile, type Page } from './fixtures';
import sharp from 'sharp';
import { E2E } from '../../playwright.config';
import { loadConfig } from '../../supabase/local/config';
import { ADMIN_PASSWORD, createAdmin } from './admin-support';
import { controlledByServiceWorker, hold, uniqueEmail } from './support';

// Tests take turns in one page (see onePageForTheFile), each starting with nothing saved on the device.
const test = onePageForTheFile({ freshDevice: true });

const PUBLIC_CATEGORIES = ['cultural', 'nature', 'beaches', 'adventure'] as const;
type PublicCategory = (typeof PUBLIC_CATEGORIES)[number];
const LABELS: Record<PublicCategory, string> = {
  cultural: 'Cultural',
  nature: 'Nature',
  beaches: 'Beaches',
  adventure: 'Adventure',
};

interface Seeded {
  id: string;
  title: string | null;
  thumbUrl: string;
  previewUrl: string;
}

const TAG = `gal-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

/** Per project (each has its own server): the admin's token, the category we own, one that is empty. */
let token = '';
let anonKey = '';
let own: PublicCategory;
let empty: PublicCategory;
// In the page's order for `own`: featured first, then newest first.
let photos: { featured: Seeded; missing: Seeded; untitled: Seeded; oldest: Seeded };
let hotel: Seeded;
const seededIds: string[] = [];
const paths: string[] = [];

const publicUrl = (path: string) => `${E2E.apiUrl}/storage/v1/object/public/gallery/${path}`;

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${E2E.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: ADMIN_PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const asAdmin = () => ({ apikey: anonKey, Authorization: `Bearer ${token}` });

async function upload(path: string, body: Buffer): Promise<void> {
  const response = await fetch(`${E2E.apiUrl}/storage/v1/object/gallery/${path}`, {
    method: 'POST',
    headers: { ...asAdmin(), 'Content-Type': 'image/webp' },
    body: new Uint8Array(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  paths.push(path);
}

/** A small real WebP of one colour, `longest` px on its longest side. */
function webp(width: number, height: number, longest: number, colour: string): Promise<Buffer> {
  const scale = longest / Math.max(width, height);
  return sharp({
    create: {
      width: Math.round(width * scale),
      height: Math.round(height * scale),
      channels: 3,
      background: colour,
    },
  })
    .webp()
    .toBuffer();
}

/**
 * One photo as the admin upload stores it. `withoutThumb` removes the thumbnail from storage once the row
 * is in (its URL then answers 404), for the broken-image placeholder: the row itself must point at files
 * that exist when it is added.
 */
async function seedPhoto(options: {
  title: string | null;
  description?: string;
  category: string;
  featured?: boolean;
  width: number;
  height: number;
  colour: string;
  withoutThumb?: boolean;
}): Promise<Seeded> {
  const id = randomUUID();
  const full = await webp(options.width, options.height, 640, options.colour);
  const preview = await webp(options.width, options.height, 400, options.colour);
  const thumb = await webp(options.width, options.height, 200, options.colour);
  await upload(`${id}/full.webp`, full);
  await upload(`${id}/preview.webp`, preview);
  await upload(`${id}/thumb.webp`, thumb);
  const response = await fetch(`${E2E.apiUrl}/rest/v1/gallery`, {
    method: 'POST',
    headers: { ...asAdmin(), 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({
      id,
      title: options.title,
      description: options.description ?? null,
      category: options.category,
      featured: options.featured ?? false,
      url: publicUrl(`${id}/full.webp`),
      preview_url: publicUrl(`${id}/preview.webp`),
      thumbnail_url: publicUrl(`${id}/thumb.webp`),
      storage_path: `${id}/full.webp`,
      file_size: full.length + preview.length + thumb.length,
      width: options.width,
      height: options.height,
      format: 'webp',
      file_name: `${options.title ?? 'untitled'}.jpg`,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  seededIds.push(id);
  if (options.withoutThumb) {
    const removed = await fetch(`${E2E.apiUrl}/storage/v1/object/gallery/${id}/thumb.webp`, {
      method: 'DELETE',
      headers: asAdmin(),
    });
    expect(removed.status, await removed.clone().text()).toBe(200);
  }
  return {
    id,
    title: options.title,
    thumbUrl: publicUrl(`${id}/thumb.webp`),
    previewUrl: publicUrl(`${id}/preview.webp`),
  };
}

/** What a visitor may see, as the database has it (anon, the page's order). */
async function publicRows(): Promise<{ id: string; category: string }[]> {
  const query = `select=id,category&category=in.(${PUBLIC_CATEGORIES.join(',')})&order=featured.desc,created_at.desc,id.asc`;
  const response = await fetch(`${E2E.apiUrl}/rest/v1/gallery?${query}`, { headers: { apikey: anonKey } });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; category: string }[];
}

test.beforeAll(async () => {
  anonKey = (await loadConfig({ DATA_DIR: E2E.dataDir })).anonKey;
  const email = uniqueEmail('gallery');
  await createAdmin(email);
  token = await signIn(email);
  const used = new Set((await publicRows()).map((row) => row.category));
  const free = PUBLIC_CATEGORIES.filter((category) => !used.has(category));
  expect(
    free.length,
    'two public categories without photos are needed (one to own, one to stay empty)',
  ).toBeGreaterThan(1);
  [own, empty] = [free[0]!, free[1]!];

  // One at a time, so created_at orders them: featured (oldest) ... newest.
  const featured = await seedPhoto({
    title: `${TAG} Sigiriya`,
    description: 'Lion Rock at first light',
    category: own,
    featured: true,
    width: 1600,
    height: 1200,
    colour: '#c0392b',
  });
  const oldest = await seedPhoto({ title: `${TAG} Ella`, category: own, width: 900, height: 1200, colour: '#27ae60' });
  const untitled = await seedPhoto({ title: null, category: own, width: 1000, height: 1000, colour: '#2980b9' });
  const missing = await seedPhoto({
    title: `${TAG} Missing`,
    category: own,
    width: 1200,
    height: 800,
    colour: '#8e44ad',
    withoutThumb: true,
  });
  hotel = await seedPhoto({
    title: `${TAG} Hotel pool`,
    category: 'hotels',
    width: 1200,
    height: 800,
    colour: '#f39c12',
  });
  photos = { featured, missing, untitled, oldest };
});

// The gallery holds at most 20 photos across the whole database: give the slots back for other files.
test.afterAll(async () => {
  if (seededIds.length > 0) {
    await fetch(`${E2E.apiUrl}/rest/v1/gallery?id=in.(${seededIds.join(',')})`, {
      method: 'DELETE',
      headers: asAdmin(),
    });
  }
  if (paths.length > 0) {
    await fetch(`${E2E.apiUrl}/storage/v1/object/gallery`, {
      method: 'DELETE',
      headers: { ...asAdmin(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefixes: paths }),
    });
  }
});

const grid = (page: Page) => page.locator('ul.gallery-grid:not([aria-hidden])');
const tiles = (page: Page) => grid(page).getByRole('button');
const chip = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter photos by category' }).getByRole('button', { name, exact: true });
const position = (page: Page) => page.getByTestId('gallery-lightbox-position');

/** Accessible names of the tiles in page order (title, or "Photo N"), as the accessibility tree has them. */
async function tileNames(page: Page): Promise<string[]> {
  const snapshot = await grid(page).ariaSnapshot();
  return [...snapshot.matchAll(/- button "([^"]*)"/g)].map((match) => match[1]!);
}

/** True once the <img> has decoded real pixels (not a placeholder, not a broken image). */
function hasPixels(img: Locator): Promise<boolean> {
  return img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await axeOn(page).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Only the offline test below needs the service worker; each fresh context would otherwise install it and fetch its
// 2 MB precache (seconds of processor time per test).
test.use({ serviceWorkers: 'block' });

test('eight skeletons while the list loads, then the masonry of public photos, featured first', async ({ page }) => {
  // Hold the list until the loading state has been seen (the server then answers).
  const api = new URL(E2E.apiUrl).origin;
  const list = hold();
  await page.route(
    (url) => url.origin === api && url.pathname === '/rest/v1/gallery',
    async (route) => {
      await list.released;
      await route.continue();
    },
  );
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
  await expect(page.locator('.gallery-skeleton')).toHaveCount(8);
  await expect(page.getByRole('status').filter({ hasText: 'Loading photos…' })).toBeAttached();
  list.release();
  await expect(tiles(page).filter({ hasText: `${TAG} Sigiriya` })).toBeVisible();
  await expect(page.locator('.gallery-skeleton')).toHaveCount(0);

  // Every public photo of the database, in its order; hotel photos are never shown.
  const rows = await publicRows();
  await expect(tiles(page)).toHaveCount(rows.length);
  await expect(page.getByText(`${TAG} Hotel pool`)).toHaveCount(0);
  await expect(page.locator(`img[src*="${hotel.id}"]`)).toHaveCount(0);
  const mine = (await tileNames(page)).filter((name) => name.startsWith(TAG));
  expect(mine).toEqual([`${TAG} Sigiriya`, `${TAG} Missing`, `${TAG} Ella`]);

  // The grid shows the thumbnail, lazily, with its size reserved.
  const img = tiles(page)
    .filter({ hasText: `${TAG} Sigiriya` })
    .locator('img');
  await expect(img).toHaveAttribute('src', photos.featured.thumbUrl);
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('width', '1600');
  await expect(img).toHaveAttribute('height', '1200');
  await expect.poll(() => hasPixels(img)).toBe(true);
  await expectNoSeriousAxeViolations(page);
});

test('a category filters the grid, an empty one says so, and View All Photos shows everything', async ({ page }) => {
  await page.goto('/gallery');
  await expect(tiles(page).first()).toBeVisible();
  await chip(page, LABELS[own]).click();
  await expect(page).toHaveURL(new RegExp(`/gallery\\?category=${own}$`));
  await expect(chip(page, LABELS[own])).toHaveAttribute('aria-pressed', 'true');
  expect((await publicRows()).filter((row) => row.category === own)).toHaveLength(4);
  await expect(tiles(page)).toHaveCount(4);
  expect(await tileNames(page)).toEqual([`${TAG} Sigiriya`, `${TAG} Missing`, 'Photo 3', `${TAG} Ella`]);

  await chip(page, LABELS[empty]).click();
  await expect(page.getByText('No photos found', { exact: true })).toBeVisible();
  await expect(tiles(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'View All Photos' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(tiles(page)).toHaveCount((await publicRows()).length);
  await expect(chip(page, 'All')).toBeFocused();
  await expect(page.getByRole('button', { name: 'View All Photos' })).toHaveCount(0);

  // The admin-only category is not a filter a visitor can reach by URL either.
  await page.goto('/gallery?category=hotels');
  await expect(tiles(page).filter({ hasText: `${TAG} Sigiriya` })).toBeVisible();
  await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${TAG} Hotel pool`)).toHaveCount(0);
});

test('title and description show on hover and on keyboard focus', async ({ page }) => {
  await page.goto(`/gallery?category=${own}`);
  const tile = tiles(page).filter({ hasText: `${TAG} Sigiriya` });
  // Out of sight by opacity (the title stays the button's name for screen readers).
  const caption = tile.locator('.gallery-tile-caption');
  await expect(tile).toBeVisible();
  await expect(caption).toContainText(`${TAG} Sigiriya`);
  await expect(caption).toContainText('Lion Rock at first light');
  await expect(caption).toHaveCSS('opacity', '0');
  await tile.hover();
  await expect(caption).toHaveCSS('opacity', '1');
  await page.mouse.move(0, 0);
  await expect(caption).toHaveCSS('opacity', '0');

  // From the last filter chip, Tab reaches the first tile.
  await chip(page, LABELS[PUBLIC_CATEGORIES[PUBLIC_CATEGORIES.length - 1]!]).focus();
  await page.keyboard.press('Tab');
  await expect(tile).toBeFocused();
  await expect(caption).toHaveCSS('opacity', '1');
  await expect(tile).toHaveAccessibleName(`${TAG} Sigiriya`);
  await expect(tile).toHaveAccessibleDescription('Lion Rock at first light');
});

test('the lightbox moves with the arrow keys and buttons, wraps, and Escape returns focus', async ({ page }) => {
  await page.goto(`/gallery?category=${own}`);
  const opener = tiles(page).filter({ hasText: `${TAG} Sigiriya` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `${TAG} Sigiriya` });
  await expect(dialog).toBeVisible();
  const label = LABELS[own];
  await expect(position(page)).toHaveText(`${label} · Photo 1 of 4`);
  // The lightbox shows the preview, not the thumbnail.
  await expect(dialog.locator('img')).toHaveAttribute('src', photos.featured.previewUrl);
  await expect.poll(() => hasPixels(dialog.locator('img'))).toBe(true);
  await expect(dialog.getByText('Lion Rock at first light')).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(position(page)).toHaveText(`${label} · Photo 2 of 4`);
  await expect(page.getByRole('dialog', { name: `${TAG} Missing` })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(position(page)).toHaveText(`${label} · Photo 4 of 4`);
  await expect(page.getByRole('dialog', { name: `${TAG} Ella` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(position(page)).toHaveText(`${label} · Photo 1 of 4`);

  await page.getByRole('button', { name: 'Previous photo' }).click();
  await expect(position(page)).toHaveText(`${label} · Photo 4 of 4`);
  await page.getByRole('button', { name: 'Next photo' }).click();
  await page.getByRole('button', { name: 'Next photo' }).click();
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(position(page)).toHaveText(`${label} · Photo 3 of 4`);
  await expect(page.getByRole('dialog', { name: 'Photo 3' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The close button does the same.
  await opener.click();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a photo that fails to load shows the placeholder', async ({ page, request }) => {
  // Storage answers a missing object with an error status (400 "not_found", as hosted Storage does).
  expect((await request.get(photos.missing.thumbUrl)).ok()).toBe(false);
  await page.goto(`/gallery?category=${own}`);
  const tile = tiles(page).filter({ hasText: `${TAG} Missing` });
  await expect(tile.locator('[role="img"][aria-label="Image not available"]')).toBeVisible();
  await expect(tile.locator('img')).toHaveCount(0);
  // The others still load.
  await expect
    .poll(() =>
      hasPixels(
        tiles(page)
          .filter({ hasText: `${TAG} Ella` })
          .locator('img'),
      ),
    )
    .toBe(true);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after viewing, the gallery and the viewed photos show offline', async ({ page, context }) => {
    test.setTimeout(60_000); // a service-worker install, then several pages offline: slow on a busy 2-core machine
    await controlledByServiceWorker(page, '/');

    await page.goto(`/gallery?category=${own}`);
    const featured = tiles(page).filter({ hasText: `${TAG} Sigiriya` });
    const ella = tiles(page).filter({ hasText: `${TAG} Ella` });
    await expect.poll(() => hasPixels(featured.locator('img'))).toBe(true);
    await expect.poll(() => hasPixels(ella.locator('img'))).toBe(true);
    await featured.click();
    await expect.poll(() => hasPixels(page.getByRole('dialog').locator('img'))).toBe(true);
    await page.keyboard.press('Escape');
    const kept = () =>
      page.evaluate(async () => (await (await caches.open('gallery-images')).keys()).map((request) => request.url));
    await expect
      .poll(kept)
      .toEqual(expect.arrayContaining([photos.featured.thumbUrl, photos.oldest.thumbUrl, photos.featured.previewUrl]));

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: /you are offline/i })).toBeVisible();
      await expect(tiles(page)).toHaveCount(4);
      await expect.poll(() => hasPixels(featured.locator('img'))).toBe(true);
      await expect.poll(() => hasPixels(ella.locator('img'))).toBe(true);
      await featured.click();
      await expect(position(page)).toHaveText(`${LABELS[own]} · Photo 1 of 4`);
      await expect.poll(() => hasPixels(page.getByRole('dialog').locator('img'))).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  });
});

// Swipes are for touch screens.
test(
  'on a phone, a swipe moves through the photos and the page fits the width',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto(`/gallery?category=${own}`);
    await expect(tiles(page)).toHaveCount(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await tiles(page)
      .filter({ hasText: `${TAG} Sigiriya` })
      .click();
    await expect(position(page)).toHaveText(`${LABELS[own]} · Photo 1 of 4`);
    const stage = page.locator('.gallery-lightbox-stage');
    await expect.poll(() => hasPixels(stage.locator('img'))).toBe(true);

    // Real touch input through the browser, so the pointer events are the ones a finger produces.
    const cdp = await page.context().newCDPSession(page);
    async function swipe(from: number, to: number) {
      const box = (await stage.boundingBox())!;
      const y = box.y + box.height * 0.3;
      const x = (fraction: number) => box.x + box.width * fraction;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x(from), y }] });
      for (let step = 1; step <= 5; step++) {
        const at = from + ((to - from) * step) / 5;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x(at), y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    await swipe(0.75, 0.25);
    await expect(position(page)).toHaveText(`${LABELS[own]} · Photo 2 of 4`);
    await swipe(0.25, 0.75);
    await expect(position(page)).toHaveText(`${LABELS[own]} · Photo 1 of 4`);
    await swipe(0.25, 0.75);
    await expect(position(page)).toHaveText(`${LABELS[own]} · Photo 4 of 4`);
    await expectNoSeriousAxeViolations(page);
  },
);
