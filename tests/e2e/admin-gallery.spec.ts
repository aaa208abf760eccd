import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeOn, expect, onePageForTheFile, type Page } from './fixtures';
import sharp from 'sharp';
import { E2E } from '../../playwright.config';
import { loadConfig } from '../../supabase/local/config';
import { createAdmin, signInWithSession } from './admin-support';
import { uniqueEmail } from './support';

const test = onePageForTheFile();

// The gallery admin screen against the real server: real JPEGs (one a 4000×3000 camera-sized photo of
// noise, well over the bucket's 2 MiB object limit) go through the file chooser, are resized in the
// browser and stored; the rows and objects are then read back with the service key. The gallery holds
// at most 20 images for the whole database, which every e2e file of a run shares: this file adds two,
// removes what it added in afterAll, and fills the storage only in its last test, for a moment.

test.use({ serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });

const MIB = 1_048_576; // bytes
const tag = `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = uniqueEmail('gallery-admin');
const title = `Ella Rock ${tag}`;
const bigTitle = `${title} (1)`;
const smallTitle = `${title} (2)`;
// Outside test-results/, which another Playwright run in the same checkout may empty at any moment.
const DIR = join(tmpdir(), `admin-gallery-${tag}`);
const files = {
  big: join(DIR, `camera-${tag}.jpg`),
  small: join(DIR, `small-${tag}.jpg`),
  text: join(DIR, `notes-${tag}.txt`),
};

async function serviceHeaders() {
  const { serviceRoleKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  return { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };
}

interface StoredRow {
  id: string;
  title: string;
  featured: boolean;
  file_size: number;
  width: number;
  height: number;
  file_name: string;
  category: string;
  url: string;
  thumbnail_url: string;
  preview_url: string;
}

/** Rows this file added, read with the service key. */
async function ourRows(): Promise<StoredRow[]> {
  const response = await fetch(
    `${E2E.apiUrl}/rest/v1/gallery?select=id,title,featured,file_size,width,height,file_name,category,url,thumbnail_url,preview_url&title=like.*${tag}*&order=title`,
    { headers: await serviceHeaders() },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as StoredRow[];
}

const publicUrl = (path: string) => `${E2E.apiUrl}/storage/v1/object/public/gallery/${path}`;
const VARIANT_FILES = ['full.webp', 'preview.webp', 'thumb.webp'];

async function objectStatus(path: string): Promise<{ status: number; bytes: number; type: string | null }> {
  const response = await fetch(publicUrl(path));
  const bytes = response.ok ? (await response.arrayBuffer()).byteLength : 0;
  return { status: response.status, bytes, type: response.headers.get('content-type') };
}

async function openGallery(page: Page) {
  await page.goto('/admin/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gallery storage' })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  mkdirSync(DIR, { recursive: true });
  // Noise does not compress: at 4000×3000 the JPEG is several megabytes, like a camera photo.
  const noise = Buffer.alloc(4000 * 3000 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (Math.random() * 256) | 0;
  await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(files.big);
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .jpeg({ quality: 80 })
    .toFile(files.small);
  writeFileSync(files.text, 'not an image');
  await createAdmin(adminEmail);
});

test.afterAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  const rows = await ourRows();
  const headers = await serviceHeaders();
  if (rows.length > 0) {
    await fetch(`${E2E.apiUrl}/rest/v1/gallery?id=in.(${rows.map((row) => row.id).join(',')})`, {
      method: 'DELETE',
      headers,
    });
    await fetch(`${E2E.apiUrl}/storage/v1/object/gallery`, {
      method: 'DELETE',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefixes: rows.flatMap((row) => VARIANT_FILES.map((name) => `${row.id}/${name}`)) }),
    });
  }
});

// The screen must never fall back to window.alert / window.confirm.
let browserDialogs: string[] = [];

test.beforeEach(async ({ page }) => {
  browserDialogs = [];
  await signInWithSession(page, adminEmail);
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

test.afterEach(() => {
  expect(browserDialogs, 'window.alert / confirm was used').toEqual([]);
});

test('uploads a camera photo over 2 MB and a small one through the file chooser, resized to WebP', async ({ page }) => {
  test.setTimeout(90_000);
  const { size } = statSync(files.big);
  expect(size, 'the camera photo is over the bucket limit').toBeGreaterThan(2 * MIB);

  await openGallery(page);
  await page.getByRole('button', { name: 'Upload Images' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Images' });
  await expect(dialog).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByLabel('Images', { exact: true }).click();
  await (await chooser).setFiles([files.big, files.small]);
  await expect(dialog.getByText('2 files selected')).toBeVisible();
  await expect(dialog.getByLabel('Category')).toHaveValue('cultural');
  await dialog.getByLabel('Category').selectOption('nature');
  await dialog.getByLabel(/^Title/).fill(title);
  await dialog.getByLabel(/^Description/).fill('The view from the top at sunrise');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

  // Percent progress while the photos are resized and sent.
  await expect(dialog.getByText(/^(Resizing images|Uploading)\.\.\. \d+ %$/)).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  const notice = page.getByText('2 images uploaded.');
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 5_000 }); // cleared 2 seconds after finishing

  await page.getByRole('searchbox', { name: /^Search/ }).fill(tag);
  await expect(card(page, bigTitle)).toBeVisible();
  await expect(card(page, smallTitle)).toBeVisible();
  await expect(card(page, bigTitle).getByRole('img', { name: bigTitle })).toHaveJSProperty('complete', true);

  const rows = await ourRows();
  expect(rows.map((row) => row.title)).toEqual([bigTitle, smallTitle]);
  const [big, small] = rows as [StoredRow, StoredRow];
  expect(big).toMatchObject({ width: 2048, height: 1536, category: 'nature', file_name: `camera-${tag}.jpg` });
  expect(small).toMatchObject({ width: 1200, height: 800 });
  let total = 0;
  for (const name of VARIANT_FILES) {
    const object = await objectStatus(`${big.id}/${name}`);
    expect(object, name).toMatchObject({ status: 200, type: 'image/webp' });
    expect(object.bytes, `${name} fits the 2 MiB object limit`).toBeLessThanOrEqual(2 * MIB);
    total += object.bytes;
  }
  expect(big.file_size).toBe(total);
  expect(big.thumbnail_url).toBe(publicUrl(`${big.id}/thumb.webp`));
  expect(big.preview_url).toBe(publicUrl(`${big.id}/preview.webp`));

  // The public gallery shows it (only its presence: that page is tested on its own).
  await page.goto('/gallery');
  await expect(page.getByText(bigTitle).first()).toBeAttached({ timeout: 15_000 });
});

test('view opens a preview; the featured toggle is saved and survives a reload', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('searchbox', { name: /^Search/ }).fill(tag);
  const big = card(page, bigTitle);
  await big.getByRole('button', { name: `View ${bigTitle}` }).click();
  const preview = page.getByRole('dialog', { name: 'Image preview' });
  await expect(preview.getByRole('img', { name: bigTitle })).toBeVisible();
  await expect(preview.getByText('2048 × 1536 px')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  const toggle = big.getByRole('button', { name: `Featured ${bigTitle}` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await ourRows()).find((row) => row.title === bigTitle)?.featured, { timeout: 10_000 })
    .toBe(true);
  await page.reload();
  await page.getByRole('searchbox', { name: /^Search/ }).fill(tag);
  await expect(card(page, bigTitle).getByRole('button', { name: `Featured ${bigTitle}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A refused write is rolled back with the spec's kind of message.
  await page.route(`${E2E.apiUrl}/rest/v1/gallery*`, (route) =>
    route.request().method() === 'PATCH' ? route.abort('failed') : route.continue(),
  );
  const again = card(page, bigTitle).getByRole('button', { name: `Featured ${bigTitle}` });
  await again.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to update the featured flag' })).toBeVisible();
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  expect((await ourRows()).find((row) => row.title === bigTitle)?.featured).toBe(true);
});

test('delete asks the spec question; cancel keeps the image, confirm removes the row and its files', async ({
  page,
}) => {
  await openGallery(page);
  await page.getByRole('searchbox', { name: /^Search/ }).fill(tag);
  const before = (await ourRows()).find((row) => row.title === smallTitle)!;
  const question = `Are you sure you want to delete "${smallTitle}"? This action cannot be undone.`;

  await card(page, smallTitle)
    .getByRole('button', { name: `Delete ${smallTitle}` })
    .click();
  let confirm = page.getByRole('dialog', { name: 'Delete image' });
  await expect(confirm.getByText(question, { exact: true })).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, smallTitle)).toBeVisible();
  expect((await ourRows()).map((row) => row.title)).toContain(smallTitle);

  // A failed delete says so in the spec's words and keeps the image.
  await page.route(`${E2E.apiUrl}/rest/v1/gallery*`, (route) =>
    route.request().method() === 'DELETE' ? route.abort('failed') : route.continue(),
  );
  await card(page, smallTitle)
    .getByRole('button', { name: `Delete ${smallTitle}` })
    .click();
  confirm = page.getByRole('dialog', { name: 'Delete image' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Failed to delete image. Please try again.')).toBeVisible();
  await expect(card(page, smallTitle)).toBeVisible();
  await page.unroute(`${E2E.apiUrl}/rest/v1/gallery*`);

  await card(page, smallTitle)
    .getByRole('button', { name: `Delete ${smallTitle}` })
    .click();
  confirm = page.getByRole('dialog', { name: 'Delete image' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, smallTitle)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeFocused();
  expect((await ourRows()).map((row) => row.title)).toEqual([bigTitle]);
  for (const name of VARIANT_FILES) {
    await expect.poll(async () => (await objectStatus(`${before.id}/${name}`)).status, { message: name }).not.toBe(200);
  }
});

test('lists upload errors for a file that is not an image, and refuses to start offline', async ({ page, context }) => {
  await openGallery(page);
  await page.getByRole('button', { name: 'Upload Images' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Images' });
  await dialog.getByLabel('Images', { exact: true }).setInputFiles([files.text, files.small]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  const errors = dialog.getByRole('alert');
  await expect(errors.getByRole('heading', { name: 'Upload Errors' })).toBeVisible();
  await expect(errors.getByRole('listitem')).toHaveText([
    `notes-${tag}.txt: not an image type the gallery accepts (JPEG, PNG, WebP, AVIF or GIF).`,
  ]);
  expect(await ourRows()).toHaveLength(1);

  await dialog.getByLabel('Images', { exact: true }).setInputFiles([files.small]);
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText(/^You are offline\. Uploading needs a connection/)).toBeVisible();
  await context.setOffline(false);
  expect(await ourRows()).toHaveLength(1);
});

test('no serious or critical accessibility violations; fits a 390 px phone', async ({ page }) => {
  await openGallery(page);
  await page.getByRole('searchbox', { name: /^Search/ }).fill(tag);
  await expect(card(page, bigTitle)).toBeVisible();
  const serious = async () =>
    (await axeOn(page).analyze()).violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
  expect(await serious()).toEqual([]);
  await page.getByRole('button', { name: 'Upload Images' }).click();
  await expect(page.getByRole('dialog', { name: 'Upload Images' })).toBeVisible();
  expect(await serious()).toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card(page, bigTitle)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Upload Images' }).click();
  await expect(page.getByRole('dialog', { name: 'Upload Images' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('another tab shows an upload and a delete live, count included, without a reload', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const liveTitle = `Sigiriya ${tag}`;
  const other = await browser.newContext({ baseURL: E2E.appUrl, serviceWorkers: 'block' });
  try {
    const second = await other.newPage();
    await signInWithSession(second, adminEmail);
    await openGallery(page);
    await openGallery(second);
    await second.getByRole('searchbox', { name: /^Search/ }).fill(tag);
    const count = second.getByRole('region', { name: 'Gallery storage' }).locator('strong').first();
    const before = Number(/^(\d+) of 20$/.exec((await count.textContent()) ?? '')?.[1]);
    expect(before).not.toBeNaN();
    await expect(card(second, liveTitle)).toHaveCount(0);

    await page.getByRole('button', { name: 'Upload Images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Images' });
    await dialog.getByLabel('Images', { exact: true }).setInputFiles([files.small]);
    await dialog.getByLabel(/^Title/).fill(liveTitle);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    // The other tab is never reloaded: what it shows arrived over the realtime channel.
    await expect(card(second, liveTitle)).toBeVisible({ timeout: 5_000 });
    await expect(count).toHaveText(`${before + 1} of 20`, { timeout: 5_000 });

    await page.getByRole('searchbox', { name: /^Search/ }).fill(tag);
    await card(page, liveTitle)
      .getByRole('button', { name: `Delete ${liveTitle}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete image' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(card(page, liveTitle)).toHaveCount(0);
    await expect(card(second, liveTitle)).toHaveCount(0, { timeout: 5_000 });
    await expect(count).toHaveText(`${before} of 20`, { timeout: 5_000 });
  } finally {
    await other.close();
  }
});

// Last in the file: fills the gallery's storage for a moment, then frees it in `finally`.
test('when the server says the gallery is full, the Upload Failed modal lists its reasons', async ({ page }) => {
  test.setTimeout(60_000);
  await openGallery(page);
  const headers = { ...(await serviceHeaders()), 'Content-Type': 'application/json' };
  const statsResponse = await fetch(`${E2E.apiUrl}/rest/v1/rpc/gallery_storage_stats`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  expect(statsResponse.status).toBe(200);
  const stats = (await statsResponse.json()) as { total_size: number; max_total_size: number };
  // The photo is chosen before the storage fills up: the page follows the figures live and would
  // otherwise disable the Upload button instead of letting the server's check refuse.
  await page.getByRole('button', { name: 'Upload Images' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Images' });
  await dialog.getByLabel('Images', { exact: true }).setInputFiles([files.small]);
  // One record of an image hosted elsewhere that takes all the space left.
  const fillerId = randomUUID();
  const insert = await fetch(`${E2E.apiUrl}/rest/v1/gallery`, {
    method: 'POST',
    headers: { ...headers, Prefer: 'return=minimal' },
    body: JSON.stringify({
      id: fillerId,
      title: `Filler ${tag}`,
      category: 'hotels',
      url: 'https://images.example.com/filler.webp',
      upload_source: 'cloudinary',
      file_size: Math.max(0, Number(stats.max_total_size) - Number(stats.total_size)),
    }),
  });
  expect(insert.status, await insert.text()).toBe(201);
  try {
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const failed = page.getByRole('dialog', { name: 'Upload Failed' });
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed.getByRole('listitem')).toHaveText(['Would exceed storage limit (50MB max)']);
    await failed.getByRole('button', { name: 'Upgrade Now' }).click();
    await expect(failed.getByRole('status')).toHaveText('Upgrade feature coming soon!');
    await failed.getByRole('button', { name: 'Close' }).first().click();
    await expect(failed).toBeHidden();
    expect((await ourRows()).filter((row) => row.file_name === `small-${tag}.jpg`)).toEqual([]);
  } finally {
    await fetch(`${E2E.apiUrl}/rest/v1/gallery?id=eq.${fillerId}`, { method: 'DELETE', headers });
  }
});
