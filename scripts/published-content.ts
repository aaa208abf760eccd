/**
 * The build's published content: read once per build from the database (scripts/site-content/), checked,
 * and written as the files pages load (`content/<language>/<group>.json`, src/content/store.ts). The
 * pre-renderer renders the pages from the same read, so a page's HTML and its content files always agree.
 *
 * Where the content comes from is the environment's choice (scripts/site-content/read-published.ts):
 * `npm start` builds from its data directory, a static host's build from the hosted project's API, and a
 * fresh clone from the seeded migrations.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { textsSameAsEnglish, type ContentItem } from '../src/content/documents';
import { contentGroups, type ContentGroups } from '../src/content/published';
import { SUPPORTED_LANGUAGES, type Language } from '../src/lib/i18n';

export interface BuildContent {
  /** Every group in every language, as the pages read them. */
  groups: Record<Language, ContentGroups>;
  /** The published tours' slugs in list order: their pages are pre-rendered and listed in the sitemap. */
  tourSlugs: string[];
}

/**
 * Where a published text would show German or French readers its English, unmarked: the build's check of
 * the `/de` and `/fr` pages, whose every text comes from these documents. Empty when all is well.
 */
export function untranslatedOnPages(items: readonly ContentItem[]): string[] {
  return items.flatMap((item) =>
    textsSameAsEnglish(item.document).map((where) => `${item.kind} ${item.slug}: ${where}`),
  );
}

/** The build's content from the items read (throws when the `/de` or `/fr` check fails). */
export function buildContent(items: ContentItem[]): BuildContent {
  const untranslated = untranslatedOnPages(items);
  if (untranslated.length > 0) {
    throw new Error(
      'These published texts would show German or French readers the English text. Translate them in the ' +
        `portal, or mark them "same in every language":\n  ${untranslated.join('\n  ')}`,
    );
  }
  const groups = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, contentGroups(items, language)]),
  ) as BuildContent['groups'];
  const tourSlugs = items.filter((item) => item.kind === 'tour').map((item) => item.slug);
  return { groups, tourSlugs };
}

/** Reads the published content in a process of its own (scripts/site-content/export.ts). */
export async function readBuildContent(root: string): Promise<BuildContent> {
  const directory = await mkdtemp(path.join(tmpdir(), 'site-content-'));
  try {
    const file = path.join(directory, 'items.json');
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/site-content/export.ts'), file],
      { cwd: root, env: process.env, maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: Error & { stderr?: string }) => {
      throw new Error(`Reading the published content failed: ${error.stderr?.trim() || error.message}`);
    });
    const { source, items } = JSON.parse(await readFile(file, 'utf8')) as { source: string; items: ContentItem[] };
    // Said on every build: a static host's build without the CONTENT_ settings would otherwise quietly
    // render the seeded content instead of the operator's.
    console.log(`Pages rendered from the content published in ${source}: ${items.length} items.`);
    const content = buildContent(items);
    console.log('German and French pages checked: 0 texts read as their English without the mark.');
    return content;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** One read per build, shared by the plugins that need it. */
export function onceContent(root: string): () => Promise<BuildContent> {
  let read: Promise<BuildContent> | undefined;
  return () => (read ??= readBuildContent(root));
}

/** The content files, in the build's output, and from the development server. */
export function contentFiles(content: () => Promise<BuildContent>): Plugin {
  let clientBuild = false;
  return {
    name: 'published-content',
    configResolved(config) {
      clientBuild = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      // Started at once: the read opens a database, and the client build has its own work meanwhile. A
      // failure is reported where the content is used.
      if (clientBuild) void content().catch(() => undefined);
    },
    async generateBundle() {
      if (!clientBuild) return;
      const { groups } = await content();
      for (const [language, byGroup] of Object.entries(groups)) {
        for (const [group, value] of Object.entries(byGroup)) {
          this.emitFile({
            type: 'asset',
            fileName: `content/${language}/${group}.json`,
            source: JSON.stringify(value),
          });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/content\/([a-z]{2})\/([a-z0-9-]+)\.json$/.exec(request.url?.split('?')[0] ?? '');
        if (!match) return next();
        content()
          .then(({ groups }) => {
            const value = groups[match[1] as Language]?.[match[2] as keyof ContentGroups];
            response.statusCode = value === undefined ? 404 : 200;
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.end(value === undefined ? '{}' : JSON.stringify(value));
          })
          .catch(next);
      });
    },
  };
}
