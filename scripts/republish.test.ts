/**
 * Publishing without a build (./republish.ts) over a built site in a temporary directory. The server entry
 * is a stand-in that renders a page as the content groups it reads (the real one is rendered by the browser
 * tests, tests/e2e/admin-content.spec.ts): what is checked here is which files change, and that a failure
 * changes none.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContentItem, TourDocument } from '../src/content/documents';
import { SEED_ITEMS } from '../src/testing/content';
import { KIT_FILE, KIT_SERVER_DIR, SHELL_FILE, type RenderKit } from './prerender';
import { groupsOfPage, republish } from './republish';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '</head><body><div id="root"></div></body></html>';

/**
 * Renders a page as its groups' JSON, and notes it in `globalThis.renderedPages`; throws for a tour whose
 * title is 'Explode'.
 */
const STAND_IN_ENTRY = `
export async function render(path, language, content) {
  globalThis.renderedPages = [...(globalThis.renderedPages ?? []), language + ' ' + path];
  const tour = path.startsWith('/tours/') ? path.slice('/tours/'.length) : undefined;
  const groups = tour ? ['site', 'tour-' + tour] : ['site'];
  if (tour && content['tour-' + tour].title === 'Explode') throw new Error('render failed');
  const body = groups.map((group) => JSON.stringify(content[group])).join('');
  return { html: '<!--$--><main>' + body + '</main><!--/$-->', routeIds: ['__root__'], namespaces: [], contentGroups: groups };
}`;

const KIT: RenderKit = { boot: 'assets/boot-1.js', stages: [], chunks: [] };

let dist: string;
let kit: string;

beforeEach(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'republish-'));
  dist = path.join(root, 'dist');
  kit = path.join(root, 'kit');
  await mkdir(path.join(kit, KIT_SERVER_DIR), { recursive: true });
  await mkdir(dist, { recursive: true });
  // A module path of its own per test (Node keeps an imported module by its URL).
  await writeFile(path.join(kit, KIT_SERVER_DIR, 'entry-server.js'), STAND_IN_ENTRY);
  await writeFile(path.join(kit, KIT_FILE), JSON.stringify(KIT));
  await writeFile(path.join(dist, SHELL_FILE), TEMPLATE);
  await writeFile(
    path.join(dist, 'sw.js'),
    'self.x=[{"revision":"0","url":"shell.html"},{"revision":null,"url":"assets/index-1.js"}];',
  );
  await writeFile(path.join(dist, 'sitemap.xml'), '<urlset><url><loc>https://tours.example/</loc></url></urlset>');
});

afterEach(async () => {
  await rm(path.dirname(dist), { recursive: true, force: true });
});

const tours = () => SEED_ITEMS.filter((item) => item.kind === 'tour') as ContentItem<'tour'>[];

function withTour(slug: string, change: (tour: TourDocument) => TourDocument): ContentItem[] {
  return SEED_ITEMS.map((item) =>
    item.kind === 'tour' && item.slug === slug ? { ...item, document: change(item.document as TourDocument) } : item,
  );
}

async function files(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const walk = async (directory: string) => {
    for (const entry of await readdir(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.set(path.relative(dist, full), await readFile(full, 'utf8'));
    }
  };
  await walk(dist);
  return found;
}

const precache = (worker: string) =>
  JSON.parse(/\[\{"revision".*\]/.exec(worker)![0]) as { revision: string | null; url: string }[];

describe('republish', () => {
  it('renders every page of a site that has none yet, and lists them in the precache with their revisions', async () => {
    const result = await republish({ distDir: dist, kitDir: kit, items: SEED_ITEMS, today: '2026-11-28' });
    const written = await files();
    const slug = tours()[0]!.slug;
    expect(result.pages).toContain(`de/tours/${slug}/index.html`);
    expect(result.pages).toContain('index.html');
    expect(groupsOfPage(written.get(`fr/tours/${slug}/index.html`)!)).toEqual(['site', `tour-${slug}`]);
    const entries = precache(written.get('sw.js')!);
    const page = entries.find((entry) => entry.url === `de/tours/${slug}/index.html`);
    expect(page?.revision).toBe(
      createHash('md5')
        .update(written.get(`de/tours/${slug}/index.html`)!)
        .digest('hex'),
    );
    expect(entries.find((entry) => entry.url === 'content/fr/site.json')).toBeDefined();
    // Nothing is left behind but the files themselves.
    expect([...written.keys()].filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });

  it('renders again only the pages that read a changed group, in the languages where it changed', async () => {
    await republish({ distDir: dist, kitDir: kit, items: SEED_ITEMS });
    const before = await files();
    const slug = tours()[1]!.slug;
    const items = withTour(slug, (tour) => ({
      ...tour,
      itinerary: tour.itinerary.map((day, index) =>
        index === 0 && !('same' in day.title) ? { ...day, title: { ...day.title, de: 'Ankunft, neu' } } : day,
      ),
    }));
    (globalThis as { renderedPages?: string[] }).renderedPages = [];
    const result = await republish({ distDir: dist, kitDir: kit, items });
    // Only the page that reads the group is rendered, not merely written when it differs.
    expect((globalThis as { renderedPages?: string[] }).renderedPages).toEqual([`de /tours/${slug}`]);
    expect(result).toEqual({
      contentFiles: [`content/de/tour-${slug}.json`],
      pages: [`de/tours/${slug}/index.html`],
      removed: [],
    });
    const after = await files();
    const changed = [...after.keys()].filter((file) => after.get(file) !== before.get(file)).sort();
    expect(changed).toEqual([`content/de/tour-${slug}.json`, `de/tours/${slug}/index.html`, 'sw.js']);
    expect(after.get(`de/tours/${slug}/index.html`)).toContain('Ankunft, neu');
    // Publishing the same again changes nothing at all.
    expect(await republish({ distDir: dist, kitDir: kit, items })).toEqual({
      contentFiles: [],
      pages: [],
      removed: [],
    });
  });

  it('removes an unpublished tour’s pages and content, and follows the tours in every page and the sitemap', async () => {
    await republish({ distDir: dist, kitDir: kit, items: SEED_ITEMS, today: '2026-11-28' });
    const gone = tours()[2]!.slug;
    const result = await republish({
      distDir: dist,
      kitDir: kit,
      items: SEED_ITEMS.filter((item) => !(item.kind === 'tour' && item.slug === gone)),
      today: '2026-11-29',
    });
    expect(result.removed).toEqual(
      ['de', 'en', 'fr']
        .flatMap((language) => [
          `content/${language}/tour-${gone}.json`,
          language === 'en' ? `tours/${gone}/index.html` : `${language}/tours/${gone}/index.html`,
        ])
        .sort(),
    );
    const after = await files();
    expect([...after.keys()].some((file) => file.includes(gone))).toBe(false);
    // The footer's list of tours is in `site`, on every page: all of them are rendered again.
    const pages = [...after.keys()].filter((file) => file.endsWith('.html') && file !== SHELL_FILE);
    expect([...result.pages].sort()).toEqual(pages.sort());
    expect(after.get('sitemap.xml')).toContain('<lastmod>2026-11-29</lastmod>');
    expect(after.get('sitemap.xml')).not.toContain(gone);
    expect(precache(after.get('sw.js')!).some((entry) => entry.url.includes(gone))).toBe(false);
  });

  it('leaves the site as it was when the content fails the build’s check, or a page fails to render', async () => {
    await republish({ distDir: dist, kitDir: kit, items: SEED_ITEMS });
    const before = await files();
    const slug = tours()[0]!.slug;
    const untranslated = withTour(slug, (tour) => ({ ...tour, summary: { en: 'Same', de: 'Same', fr: 'Même' } }));
    await expect(republish({ distDir: dist, kitDir: kit, items: untranslated })).rejects.toThrow(
      /would show German or French readers the English/,
    );
    const failing = withTour(slug, (tour) => ({ ...tour, title: { en: 'Explode', same: true } }));
    await expect(republish({ distDir: dist, kitDir: kit, items: failing })).rejects.toThrow('render failed');
    expect(await files()).toEqual(before);
  });
});
