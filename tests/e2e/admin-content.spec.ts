import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { axeOn, expect, onePageForTheFile, type Page } from './fixtures';
import { E2E } from '../../playwright.config';
import { loadConfig } from '../../supabase/local/config';
import type { ContentItem, ItineraryDayDocument, TourDocument } from '../../src/content/documents';
import { ADMIN_PASSWORD, createAdmin, signInWithSession } from './admin-support';
import { uniqueEmail } from './support';

const test = onePageForTheFile();

// The content editor against the real server. Each run adds its own tour (a copy of a seeded one under a
// new address), edits it in the portal and takes it away afterwards, so the seeded content other files
// render stays as it is. Visitors' view is read with the anonymous key, as a traveller's browser would.

test.use({ serviceWorkers: 'block' });
// A publish re-renders pages and each test reads several of them: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const tag = `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = uniqueEmail('content-admin');
const otherEmail = uniqueEmail('content-other');
const slug = `e2e-tour-${tag}`;
const seedItems = JSON.parse(readFileSync('scripts/content-seed/items.json', 'utf8')) as ContentItem[];
const source = seedItems.find((item) => item.kind === 'tour' && item.slug === 'sri-lanka-highlights-10day')!
  .document as TourDocument;
// Markup in a text is text, everywhere it goes: the heading, the title, meta tags and JSON-LD.
const PAYLOAD = '</script><img src=x onerror=alert(1)>';
const title = `Highlights ${tag} ${PAYLOAD}`;
const document: TourDocument = {
  ...source,
  title: { en: title, de: `Höhepunkte ${tag} ${PAYLOAD}`, fr: `Points forts ${tag} ${PAYLOAD}` },
};
type Translated = { en: string; de: string; fr: string };
const titleOf = (day: ItineraryDayDocument | undefined) => day!.title as Translated;
const originalDayTwo = titleOf(document.itinerary[1]);
let entryId = '';
// Outside test-results/, which another Playwright run in the same checkout may empty at any moment.
const photoDir = join(tmpdir(), `admin-content-${tag}`);
const photoFile = join(photoDir, `lagoon-${tag}.jpg`);
const photoTitle = `Lagoon ${tag}`;

interface Tokens {
  anonKey: string;
  access: (email: string) => Promise<string>;
}

async function tokens(): Promise<Tokens> {
  const { anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  return {
    anonKey,
    access: async (email) => {
      const response = await fetch(`${E2E.apiUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: ADMIN_PASSWORD }),
      });
      expect(response.ok).toBe(true);
      return ((await response.json()) as { access_token: string }).access_token;
    },
  };
}

/** A REST call as `email` (an admin), or as a visitor without one. */
async function rest(path: string, init: RequestInit & { as?: string } = {}) {
  const keys = await tokens();
  const bearer = init.as ? await keys.access(init.as) : keys.anonKey;
  return fetch(`${E2E.apiUrl}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: keys.anonKey,
      Authorization: `Bearer ${bearer}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...init.headers,
    },
  });
}

/** What visitors read of the tour: its German day titles, or null while it is not on the site. */
async function publishedGermanDays(): Promise<string[] | null> {
  const response = await rest(`content_published?select=data,version&entry_id=eq.${entryId}`);
  expect(response.status).toBe(200);
  const rows = (await response.json()) as { data: typeof document }[];
  return rows[0] ? rows[0].data.itinerary.map((day) => titleOf(day).de) : null;
}

async function draftVersion(): Promise<number> {
  const response = await rest(`content_entries?select=version&id=eq.${entryId}`, { as: adminEmail });
  return ((await response.json()) as { version: number }[])[0]!.version;
}

async function openEditor(page: Page) {
  await page.goto(`${E2E.appUrl}/admin/content?kind=tour`);
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(tag);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const dayTitle = (page: Page, day: number, language: 'English' | 'German' | 'French') =>
  page
    .getByRole('group', { name: `Day ${day}`, exact: true })
    .getByRole('group', { name: 'Title', exact: true })
    .getByRole('textbox', { name: language, exact: true });

test.beforeAll(async () => {
  mkdirSync(photoDir, { recursive: true });
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 20, g: 110, b: 140 } } })
    .jpeg({ quality: 80 })
    .toFile(photoFile);
  await createAdmin(adminEmail);
  await createAdmin(otherEmail);
  const added = await rest('content_entries', {
    method: 'POST',
    as: adminEmail,
    body: JSON.stringify({ kind: 'tour', slug, position: 9000, draft: document }),
  });
  expect(added.status).toBe(201);
  entryId = ((await added.json()) as { id: string }[])[0]!.id;
  const published = await rest('rpc/publish_content', {
    method: 'POST',
    as: adminEmail,
    body: JSON.stringify({ entry_id: entryId, version: 1 }),
  });
  expect(published.status).toBe(200);
  // A new tour gets its pages in every language.
  await expect.poll(async () => (await servedHtml(`/de/tours/${slug}`)).status, { timeout: 30_000 }).toBe(200);
});

test.afterAll(async () => {
  if (!entryId) return;
  await rest('rpc/unpublish_content', { method: 'POST', as: adminEmail, body: JSON.stringify({ entry_id: entryId }) });
  await rest(`content_entries?id=eq.${entryId}`, { method: 'DELETE', as: adminEmail });
  // The photo this file uploaded (the gallery holds 20 for every file of the run); no page uses it now.
  await rest(`gallery?title=eq.${encodeURIComponent(photoTitle)}`, { method: 'DELETE', as: adminEmail });
  rmSync(photoDir, { recursive: true, force: true });
  // The next file finds the site as it was: the tour's pages gone and no page linking to them.
  await expect.poll(async () => (await fetch(`${E2E.appUrl}/tours/${slug}`)).status, { timeout: 30_000 }).toBe(404);
  await expect
    .poll(async () => (await (await fetch(`${E2E.appUrl}/content/en/site.json`)).text()).includes(slug), {
      timeout: 30_000,
    })
    .toBe(false);
});

/** The pre-rendered page as a crawler or a browser without JavaScript gets it. */
async function servedHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${E2E.appUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

/** The service worker as served, whose precache list an open site's worker compares with its own. */
async function servedWorker(): Promise<string> {
  return (await fetch(`${E2E.appUrl}/sw.js`)).text();
}

/** The precache entry that names this German tour page at the revision of `html`. */
function germanPageEntry(html: string): string {
  const revision = createHash('md5').update(html).digest('hex');
  return `{"revision":"${revision}","url":"de/tours/${slug}/index.html"}`;
}

/**
 * Whether the German tour page is served with `text` in it and the served worker's precache list names it at
 * that revision. A publish replaces its pages first and sw.js last, so until then an open site's worker would
 * fetch an older list.
 */
async function germanPageAndWorkerShow(text: string): Promise<boolean> {
  const { html } = await servedHtml(`/de/tours/${slug}`);
  return html.includes(text) && (await servedWorker()).includes(germanPageEntry(html));
}

test.beforeEach(async ({ page }) => {
  await signInWithSession(page, adminEmail);
});

test('an admin changes a day’s title in German; visitors see it only once it is published', async ({ page }) => {
  await openEditor(page);
  await expect(page.getByText('On the site', { exact: true })).toBeVisible();
  // The three languages of a text side by side, each its own labelled field.
  await expect(dayTitle(page, 2, 'English')).toHaveValue(originalDayTwo.en);
  await expect(dayTitle(page, 2, 'French')).toHaveValue(originalDayTwo.fr);
  const german = `Sigiriya und Dambulla ${tag}`;
  await dayTitle(page, 2, 'German').fill(german);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved (version 2)' })).toBeVisible();
  await expect(page.getByText('Changes not published', { exact: true })).toBeVisible();

  // A draft is never what visitors read, and the drafts themselves are closed to them.
  expect((await publishedGermanDays())?.[1]).toBe(originalDayTwo.de);
  expect((await rest(`content_entries?select=id&id=eq.${entryId}`)).status).toBe(401);

  const english = await servedHtml(`/tours/${slug}`);
  const french = await servedHtml(`/fr/tours/${slug}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published version 2' })).toBeVisible();
  await expect(page.getByText('On the site', { exact: true })).toBeVisible();
  expect((await publishedGermanDays())?.[1]).toBe(german);

  // Published means pre-rendered: the German page's HTML, without JavaScript, shows the new title within
  // seconds, and the service worker's precache list names the new page's revision, so an open site updates.
  // The English and French pages are left as they were.
  await expect.poll(() => germanPageAndWorkerShow(german), { timeout: 15_000 }).toBe(true);
  expect(await servedHtml(`/tours/${slug}`)).toEqual(english);
  expect(await servedHtml(`/fr/tours/${slug}`)).toEqual(french);

  const scan = await axeOn(page).analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);

  // The title's markup is text in the page, its head and its JSON-LD, and nothing runs in a browser.
  const served = (await servedHtml(`/de/tours/${slug}`)).html;
  expect(served).not.toContain('<img src=x');
  expect(served).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(served.match(/<script\b/g)?.length).toBe(served.match(/<\/script>/g)?.length);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${E2E.appUrl}/de/tours/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Höhepunkte ${tag} ${PAYLOAD}` })).toBeVisible();
  expect(dialogs).toEqual([]);
});

test('a text missing in a language is marked, and the publish is refused', async ({ page }) => {
  await openEditor(page);
  const before = await publishedGermanDays();
  const french = dayTitle(page, 1, 'French');
  await french.fill('');
  await expect(french).toHaveAttribute('aria-invalid', 'true');
  await expect(french).toHaveAccessibleDescription('Missing');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Not published: 1 text still needs a translation' }),
  ).toBeVisible();
  expect(await publishedGermanDays()).toEqual(before);
  // Marked the same in every language, the text needs no translation.
  await page
    .getByRole('group', { name: 'Day 1', exact: true })
    .getByRole('group', { name: 'Title', exact: true })
    .getByRole('checkbox', { name: 'Same in every language' })
    .check();
  await expect(page.getByText('Every text is in English, German and French.')).toBeVisible();
});

test('a save over another admin’s is caught, and nothing is overwritten unseen', async ({ page }) => {
  await openEditor(page);
  const base = await draftVersion();
  // Another admin saves while this one has the item open.
  const theirs = structuredClone(document);
  titleOf(theirs.itinerary[2]).de = `Ihre Fassung ${tag}`;
  const saved = await rest(`content_entries?id=eq.${entryId}`, {
    method: 'PATCH',
    as: otherEmail,
    body: JSON.stringify({ draft: theirs, version: base + 1 }),
  });
  expect(saved.status).toBe(200);

  await dayTitle(page, 3, 'German').fill(`Meine Fassung ${tag}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Someone else saved this item after you opened it' }),
  ).toBeVisible();
  expect(await draftVersion()).toBe(base + 1);
  await expect(dayTitle(page, 3, 'German')).toHaveValue(`Meine Fassung ${tag}`);

  await page.getByRole('button', { name: 'Discard mine and load theirs' }).click();
  await expect(dayTitle(page, 3, 'German')).toHaveValue(`Ihre Fassung ${tag}`);
});

test('restoring brings an earlier version back as a new save', async ({ page }) => {
  await openEditor(page);
  const base = await draftVersion();
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Version 1 is back, saved as version ${base + 1}` }),
  ).toBeVisible();
  await expect(dayTitle(page, 2, 'German')).toHaveValue(originalDayTwo.de);
  await expect(dayTitle(page, 3, 'German')).toHaveValue(titleOf(source.itinerary[2]).de);
  expect(await draftVersion()).toBe(base + 1);
  // Restored is a draft: the site keeps the published version until it is published again.
  expect((await publishedGermanDays())?.[1]).toBe(`Sigiriya und Dambulla ${tag}`);
});

test('the preview shows the page as a traveller will see it, in each language', async ({ page }) => {
  await openEditor(page);
  const german = `Vorschau ${tag}`;
  await dayTitle(page, 2, 'German').fill(german);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await preview.getByRole('button', { name: 'German' }).click();
  await expect(preview.getByRole('heading', { level: 1, name: `Höhepunkte ${tag} ${PAYLOAD}` })).toBeVisible();
  await expect(preview.getByText(german)).toBeVisible();
  // The preview is not published.
  expect((await publishedGermanDays())?.[1]).not.toBe(german);
});

test('a tour’s picture is a photo uploaded on the spot, described in every language', async ({ page }) => {
  await openEditor(page);
  const top = page.getByRole('group', { name: 'Top image', exact: true });
  await top.getByRole('button', { name: 'Choose from the gallery' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a photo' });
  await picker.getByRole('button', { name: 'Upload a photo' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Images' });
  await upload.getByLabel('Images', { exact: true }).setInputFiles([photoFile]);
  await upload.getByLabel(/^Title/).fill(photoTitle);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(upload).toBeHidden({ timeout: 60_000 });
  await picker.getByRole('button', { name: `Use ${photoTitle}` }).click();
  await expect(picker).toBeHidden();

  // The photo's description starts from its title, in English; German and French are asked for.
  const description = top.getByRole('group', { name: 'Image description', exact: true });
  await expect(description.getByRole('textbox', { name: 'English', exact: true })).toHaveValue(photoTitle);
  await expect(description.getByRole('textbox', { name: 'German', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await description.getByRole('textbox', { name: 'English', exact: true }).fill(`A calm lagoon ${tag}`);
  await description.getByRole('textbox', { name: 'German', exact: true }).fill(`Eine ruhige Lagune ${tag}`);
  await description.getByRole('textbox', { name: 'French', exact: true }).fill(`Un lagon calme ${tag}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published version/ })).toBeVisible();

  // The pre-rendered German page shows the photo's variants with its German description.
  await expect
    .poll(async () => (await servedHtml(`/de/tours/${slug}`)).html.includes(`alt="Eine ruhige Lagune ${tag}"`), {
      timeout: 15_000,
    })
    .toBe(true);
  const html = (await servedHtml(`/de/tours/${slug}`)).html;
  expect(html).toMatch(/<source type="image\/webp" srcset="[^"]+\/storage\/v1\/object\/public\/gallery\/[^"]+ \d+w/i);
  expect(html).toMatch(/<meta property="og:image" content="[^"]+\/storage\/v1\/object\/public\/gallery\//);

  // While a page uses it, the photo cannot be deleted from the gallery.
  const refused = await rest(`gallery?title=eq.${encodeURIComponent(photoTitle)}`, {
    method: 'DELETE',
    as: adminEmail,
  });
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { details: string }).details).toContain(`tour ${slug}`);
});

test.describe('an open site', () => {
  test.use({ serviceWorkers: 'allow' });

  test('picks up what was published as an update', async ({ page }) => {
    await page.goto(`${E2E.appUrl}/de/tours/${slug}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const base = await draftVersion();
    const next = structuredClone(document);
    const german = `Neu veröffentlicht ${tag}`;
    titleOf(next.itinerary[3]).de = german;
    const saved = await rest(`content_entries?id=eq.${entryId}`, {
      method: 'PATCH',
      as: adminEmail,
      body: JSON.stringify({ draft: next, version: base + 1 }),
    });
    expect(saved.status).toBe(200);
    const published = await rest('rpc/publish_content', {
      method: 'POST',
      as: adminEmail,
      body: JSON.stringify({ entry_id: entryId, version: base + 1 }),
    });
    expect(published.status).toBe(200);
    // The worker on the server names this publish's German page (not merely a worker that differs from the one
    // the page has), so what follows starts from a server that has the new version.
    await expect.poll(() => germanPageAndWorkerShow(german), { timeout: 15_000 }).toBe(true);

    // The browser looks for a new worker when the page asks (the app asks when its tab comes back).
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'Eine neue Version' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    let loads = 0;
    page.on('load', () => (loads += 1));
    const workers = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return ['installing', 'waiting', 'active']
          .map((slot) => `${slot} ${registration?.[slot as 'active']?.state ?? 'none'}`)
          .join(', ');
      });
    const atClick = await workers();
    // What the browser did with each worker from the click on (version, running state, lifecycle state).
    const clicked = Date.now();
    const timeline: string[] = [];
    const devtools = await page.context().newCDPSession(page);
    devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const { versionId, runningStatus, status } of versions)
        timeline.push(`${Date.now() - clicked} ms: worker ${versionId} ${runningStatus}, ${status}`);
    });
    await devtools.send('ServiceWorker.enable');
    await prompt.getByRole('button').first().click();
    // Requests the page makes during the hand-over (an analytics batch, a late image) reach the old worker while it
    // stops, which starts it again; the update still comes. The reload may end this loop.
    await page
      .evaluate(async () => {
        for (let i = 0; i < 40; i += 1) {
          await fetch(`/robots.txt?during-handover=${i}`).catch(() => undefined);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      })
      .catch(() => undefined);
    // Accepting the update reloads the page, and the new worker serves the page as now published. If it does not,
    // the workers at the click and after the wait, and what became of them, say which step was missing.
    await expect
      .poll(() => loads, { message: 'the page reloads once the update is accepted', timeout: 15_000 })
      .toBeGreaterThan(0)
      .catch(async (error: Error) => {
        const after = await workers();
        throw new Error(
          `${error.message}\nworkers at the click: ${atClick}; after the wait: ${after}\n${timeline.join('\n')}`,
        );
      });
    await expect(page.locator('main')).toContainText(german, { timeout: 15_000 });
  });
});
