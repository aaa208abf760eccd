/**
 * Publishing without a build: after the published content changed, brings a built site (dist/) up to date
 * with it, as a new build would, touching only what changed.
 *
 *  1. The content is checked as the build checks it (buildContent: no German or French text that reads as
 *     the English unmarked); a failure leaves the site as it was.
 *  2. Each content file (`content/<language>/<group>.json`) is compared with the one served; the pages that
 *     read a changed group (their `content-groups` meta) are rendered again, with the build's own server
 *     entry and chunk list (the render kit, scripts/prerender.ts). A new tour gets its three pages, an
 *     unpublished one loses them; the sitemap follows the list of tours.
 *  3. Everything is rendered before anything is written. Then the files are replaced one by one, each by a
 *     rename (a reader gets the old file or the new, never half of one), and the service worker's precache
 *     list last, with the new files' revisions: an open site's worker sees a new version and fetches them.
 *
 * The local server runs this when `content_published` changes (supabase/local/site-publisher.ts); a static
 * host rebuilds instead (docs/deploy.md).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentItem } from '../src/content/documents';
import { publicPaths } from '../src/content/public-routes';
import type { ContentGroups } from '../src/content/published';
import { CONTENT_GROUPS_META, contentFile } from '../src/content/store';
import type { Language } from '../src/lib/i18n';
import {
  KIT_FILE,
  KIT_SERVER_DIR,
  LANGUAGES,
  SHELL_FILE,
  htmlFileFor,
  loadServerEntry,
  pageUrl,
  renderPage,
  type RenderKit,
} from './prerender';
import { buildContent } from './published-content';
import { sitemapXml } from './seo-files';

export interface RepublishResult {
  /** Content files written (new or changed), e.g. 'content/de/tour-ella.json'. */
  contentFiles: string[];
  /** Pages rendered again or for the first time, e.g. 'de/tours/ella/index.html'. */
  pages: string[];
  /** Files removed (an unpublished tour's pages and content). */
  removed: string[];
}

/** The service worker's precache list in sw.js, as workbox-build writes it. */
const PRECACHE =
  /\[\{"revision":(?:null|"[0-9a-f]+"),"url":"[^"]+"\}(?:,\{"revision":(?:null|"[0-9a-f]+"),"url":"[^"]+"\})*\]/;
const SW_FILE = 'sw.js';
const SITEMAP_FILE = 'sitemap.xml';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The content groups a pre-rendered page names (CONTENT_GROUPS_META). */
export function groupsOfPage(html: string): string[] {
  const match = new RegExp(`<meta name="${CONTENT_GROUPS_META}" content="([^"]*)"`).exec(html);
  return match?.[1]?.split(' ').filter(Boolean) ?? [];
}

/** The published tours of a built site (its English `site` group), in list order. */
function tourSlugsOf(site: string | undefined): string[] {
  if (!site) return [];
  const parsed = JSON.parse(site) as { tours?: { slug: string }[] };
  return (parsed.tours ?? []).map((tour) => tour.slug);
}

/** The sitemap's origin and date, as the build wrote them. */
function sitemapOrigin(sitemap: string): string | undefined {
  const first = /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1];
  return first ? new URL(first).origin : undefined;
}

export async function republish(options: {
  distDir: string;
  kitDir: string;
  items: readonly ContentItem[];
  /** The sitemap's `lastmod` (today, as the build writes it). */
  today?: string;
}): Promise<RepublishResult> {
  const { distDir, kitDir } = options;
  const content = buildContent([...options.items]);
  const kit = JSON.parse(await readFile(path.join(kitDir, KIT_FILE), 'utf8')) as RenderKit;
  const template = await readFile(path.join(distDir, SHELL_FILE), 'utf8');

  /** Everything to write (relative path → text), and to remove. */
  const writes = new Map<string, string>();
  const removals = new Set<string>();
  const changed: Record<Language, Set<string>> = { en: new Set(), de: new Set(), fr: new Set() };

  const oldSlugs = tourSlugsOf(await readText(path.join(distDir, contentFile('en', 'site'))));
  for (const language of LANGUAGES) {
    const groups = content.groups[language] as unknown as Record<string, unknown>;
    for (const [group, value] of Object.entries(groups)) {
      const file = contentFile(language, group).slice(1);
      const text = JSON.stringify(value);
      if ((await readText(path.join(distDir, file))) !== text) {
        writes.set(file, text);
        changed[language].add(group);
      }
    }
    // Groups no longer published: an unpublished tour's (and its pages, below).
    for (const slug of oldSlugs.filter((old) => !content.tourSlugs.includes(old))) {
      removals.add(contentFile(language, `tour-${slug}`).slice(1));
      changed[language].add(`tour-${slug}`);
    }
  }

  const entry = await loadServerEntry(path.join(kitDir, KIT_SERVER_DIR));
  for (const language of LANGUAGES) {
    if (changed[language].size === 0) continue;
    for (const routePath of publicPaths(content.tourSlugs)) {
      const file = htmlFileFor(pageUrl(routePath, language));
      const served = await readText(path.join(distDir, file));
      if (served !== undefined && !groupsOfPage(served).some((group) => changed[language].has(group))) continue;
      const page = await renderPage(
        entry,
        template,
        kit,
        routePath,
        language,
        content.groups[language] as ContentGroups,
      );
      if (page.html !== served) writes.set(page.fileName, page.html);
    }
    for (const slug of oldSlugs.filter((old) => !content.tourSlugs.includes(old))) {
      removals.add(htmlFileFor(pageUrl(`/tours/${slug}`, language)));
    }
  }

  const slugsChanged = oldSlugs.join(' ') !== content.tourSlugs.join(' ');
  const sitemap = await readText(path.join(distDir, SITEMAP_FILE));
  const origin = sitemap && sitemapOrigin(sitemap);
  if (slugsChanged && origin) {
    const today = options.today ?? new Date().toISOString().slice(0, 10);
    writes.set(SITEMAP_FILE, sitemapXml(origin, today, content.tourSlugs));
  }

  if (writes.size === 0 && removals.size === 0) return { contentFiles: [], pages: [], removed: [] };

  // The precache list with the new revisions, made before anything is written.
  const worker = await readText(path.join(distDir, SW_FILE));
  let nextWorker: string | undefined;
  if (worker) {
    const list = PRECACHE.exec(worker);
    if (!list) throw new Error(`${SW_FILE} has no precache list to bring up to date`);
    const entries = (JSON.parse(list[0]) as { revision: string | null; url: string }[]).filter(
      (item) => !removals.has(item.url),
    );
    const precached = (file: string) => file.endsWith('.html') || /^content\/[a-z]{2}\/[^/]+\.json$/.test(file);
    for (const [file, text] of writes) {
      if (!precached(file) || file === SITEMAP_FILE) continue;
      const known = entries.find((item) => item.url === file);
      if (known) known.revision = md5(text);
      else entries.push({ revision: md5(text), url: file });
    }
    nextWorker = worker.replace(list[0], () => JSON.stringify(entries));
  }

  // Written: content files first (a page names only groups that exist), then the pages, then the worker.
  const order = [...writes.keys()].sort((a, b) => rank(a) - rank(b));
  for (const file of order) await replaceFile(path.join(distDir, file), writes.get(file)!);
  for (const file of removals) {
    await unlink(path.join(distDir, file)).catch(() => undefined);
    // A tour's page was the only file in its folder.
    if (file.endsWith('/index.html')) await rmdir(path.dirname(path.join(distDir, file))).catch(() => undefined);
  }
  if (nextWorker !== undefined && nextWorker !== worker) await replaceFile(path.join(distDir, SW_FILE), nextWorker);

  return {
    contentFiles: order.filter((file) => file.startsWith('content/')),
    pages: order.filter((file) => file.endsWith('.html')),
    removed: [...removals].sort(),
  };
}

function rank(file: string): number {
  if (file.startsWith('content/')) return 0;
  if (file.endsWith('.html')) return 1;
  return 2;
}

/** Writes `text` beside `file` and renames it over: readers get the whole old file or the whole new one. */
async function replaceFile(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
