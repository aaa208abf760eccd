/**
 * Build-time pre-rendering. After the client bundle is generated, the same source is built for Node
 * (src/entry-server.tsx) and every public route is rendered into its own HTML file, so the page's
 * text, headings, title, meta and JSON-LD are there before any script runs; the browser hydrates it.
 *
 * Files: `/` becomes index.html, `/tours` tours/index.html, `/tours/<slug>` tours/<slug>/index.html, and
 * the same under de/ and fr/ for German and French.
 * The empty app shell (for the staff portal and other client-only routes) is shell.html. The files are
 * emitted into the bundle, so the service worker's precache manifest lists them.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { publicPaths } from '../src/content/public-routes';
import type { ContentGroups } from '../src/content/published';
import { CONTENT_GROUPS_META, contentFile } from '../src/content/store';
import type { Language } from '../src/lib/i18n';
import type { BuildContent } from './published-content';

export interface ServerEntry {
  render(
    path: string,
    language: 'en' | 'de' | 'fr',
    content: ContentGroups,
  ): Promise<{ html: string; routeIds: string[]; namespaces: string[]; contentGroups: string[] }>;
}

/** The name the browser reads the page's translation namespaces from (src/main.tsx). */
export const NAMESPACES_META = 'i18n-namespaces';

/** src/routes file of a route id: '/' -> index.tsx, '/tours/' -> tours.index.tsx, '/tours/$slug' -> tours.$slug.tsx. */
export function routeFileFor(routeId: string): string | undefined {
  if (routeId === '__root__') return '__root.tsx';
  const name = routeId.replace(/^\//, '').replace(/\/$/, '/index').replace(/\//g, '.');
  return `${name || 'index'}.tsx`;
}

/**
 * What the pre-renderer needs of a client chunk, kept with the render kit (below) so pages can be rendered
 * again after the build: its file, the source modules in it (relative to the project root), what it imports
 * and its stylesheets.
 */
export interface KitChunk {
  fileName: string;
  isEntry: boolean;
  modules: string[];
  imports: string[];
  css: string[];
}

/** The client bundle's chunks as KitChunks: only modules under src/ matter (routes and language files). */
export function kitChunks(bundle: Rollup.OutputBundle, root: string): KitChunk[] {
  const source = path.join(root, 'src') + path.sep;
  return Object.values(bundle)
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
    .map((chunk) => {
      const meta = (chunk as Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
      return {
        fileName: chunk.fileName,
        isEntry: chunk.isEntry,
        modules: chunk.moduleIds
          .filter((id) => id.startsWith(source))
          .map((id) => path.relative(root, id).split(path.sep).join('/')),
        imports: chunk.imports,
        css: [...(meta?.importedCss ?? [])].sort(),
      };
    });
}

/**
 * The client chunks a page needs before it can hydrate: its route components, its language files and
 * what they import. Preloading them lets hydration start as soon as the main script runs, instead of
 * after a second round of requests.
 */
export function preloadsFor(chunks: readonly KitChunk[], modules: string[]): { scripts: string[]; styles: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const wanted = new Set<string>();
  const add = (chunk: KitChunk) => {
    // The app's own entries (index, boot) are named by the page already.
    if (chunk.isEntry || wanted.has(chunk.fileName)) return;
    wanted.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) add(next);
    }
  };
  for (const module of modules) {
    for (const chunk of chunks) {
      // Route components are split off as `<file>?tsr-split=component`; language files are their own chunks.
      if (chunk.modules.some((id) => id === module || id.startsWith(`${module}?tsr-split`))) add(chunk);
    }
  }
  // Their stylesheets too: the markup is already on screen, and styles that came in with the script would
  // restyle it (a layout shift), and leave it unstyled without JavaScript.
  const styles = new Set<string>();
  for (const file of wanted) for (const css of byFile.get(file)?.css ?? []) styles.add(css);
  return { scripts: [...wanted].sort(), styles: [...styles].sort() };
}

/**
 * The chunks the app's entry imports, each after the ones it imports itself. The boot script evaluates
 * them in this order, one per task, and then the entry: evaluating them all at once (React, React DOM,
 * the router, i18next and the app) was one task of 40 ms on a fast desktop, four times that on a phone.
 */
export function entryStages(bundle: Rollup.OutputBundle, entryName = 'index'): string[] {
  const entry = Object.values(bundle).find(
    (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry && item.name === entryName,
  );
  if (!entry) throw new Error(`The client build has no entry named ${entryName}`);
  const order: string[] = [];
  const seen = new Set<string>([entry.fileName]);
  const visit = (chunk: Rollup.OutputChunk) => {
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type !== 'chunk' || seen.has(next.fileName)) continue;
      seen.add(next.fileName);
      visit(next);
      order.push(next.fileName);
    }
  };
  visit(entry);
  return order;
}

export const SHELL_FILE = 'shell.html';
/**
 * The shell again, as the page static hosts (Netlify, Cloudflare Pages, Vercel) send with status 404 for a
 * path that has no file and no rule: the app then shows its own page-not-found, in place of the host's.
 */
export const NOT_FOUND_FILE = '404.html';
/** English at the unprefixed routes, German and French under /de and /fr. */
export const LANGUAGES = ['en', 'de', 'fr'] as const;

/** Where a route's pre-rendered file goes, relative to dist/. */
export function htmlFileFor(routePath: string): string {
  const trimmed = routePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

/** The names the boot script (src/boot.ts) reads the app's entry and the page's modules from. */
export const ENTRY_META = 'app-entry';
export const PRELOAD_META = 'app-preload';
/** The id of the site footer (src/components/site-layout.tsx), which the first paint waits for. */
export const SITE_FOOTER_ID = 'site-footer';
export const STAGES_META = 'app-stages';

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Puts a rendered page into the built index.html. React emits the hoisted head elements (title, meta,
 * canonical, image preloads) before the app's markup, which starts with the app's outer Suspense
 * boundary (`<!--$-->`, see src/app.tsx).
 *
 * The page's scripts are not in its HTML: a small boot script (src/boot.ts) fetches the app's entry and
 * the page's modules once the page has been painted, so on a slow connection the text, the stylesheets
 * and the main picture have the line to themselves first. The entry, the list of modules and the order
 * the entry's libraries are evaluated in go into meta tags for it.
 */
export function composePage(
  template: string,
  rendered: string,
  language: Language,
  extra: {
    namespaces: string[];
    /** The published content's groups the page shows (src/content/store.ts). */
    contentGroups: string[];
    preloads: { scripts: string[]; styles: string[] };
    boot: string;
    /** The entry's chunks in evaluation order (entryStages). */
    stages: string[];
  },
): string {
  const start = rendered.indexOf('<!--$-->');
  if (start < 0) throw new Error('The rendered page does not start with the app boundary');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no module script for the app');
  const modules = [
    ...new Set([
      ...[...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
      ...extra.preloads.scripts.map((file) => `/${file}`),
    ]),
  ];
  const head =
    // No frame of a half-parsed page. On a slow phone the parser yields to paint part-way through the
    // document; a bottom-aligned hero whose title and facts were still to come then grew upwards in the
    // next frame, a layout shift before any script ran (1 load in 8 with the CPU slowed 7×, none in 36
    // with this). The first paint waits until the parser reaches the footer, which follows <main>; a
    // pre-rendered page is a few dozen KB, so that costs no round trip.
    `<link rel="expect" href="#${SITE_FOOTER_ID}" blocking="render"/>` +
    `<meta name="${NAMESPACES_META}" content="${extra.namespaces.join(' ')}"/>` +
    `<meta name="${CONTENT_GROUPS_META}" content="${extra.contentGroups.join(' ')}"/>` +
    `<meta name="${ENTRY_META}" content="${entry}"/>` +
    `<meta name="${PRELOAD_META}" content="${modules.join(' ')}"/>` +
    `<meta name="${STAGES_META}" content="${extra.stages.map((file) => `/${file}`).join(' ')}"/>` +
    `<script type="module" crossorigin src="/${extra.boot}"></script>` +
    extra.preloads.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}"/>`).join('') +
    // The page's content, fetched by the app before it hydrates: on its way at once, beside the scripts.
    extra.contentGroups
      .map((group) => `<link rel="preload" as="fetch" crossorigin href="${contentFile(language, group)}"/>`)
      .join('') +
    rendered.slice(0, start);
  const body = rendered.slice(start);
  return (
    template
      .replace(/<html lang="[a-z]+">/, `<html lang="${language}">`)
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      // A pre-rendered page reads fine without scripts; the notice is for the empty shell only.
      .replace(/\s*<noscript[\s>][\s\S]*?<\/noscript\s*>/, '')
      // Functions, not strings: the page's text may hold `$&` or `$1`, which a replacement string would expand.
      .replace('</head>', () => `${head}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
  );
}

/**
 * What rendering a page needs besides the published content, kept after the build when RENDER_KIT_DIR
 * names a directory (`npm start` does): the server build of the app (`server/entry-server.js`) and
 * `kit.json`. With it, publishing renders the pages it changed again without a new build
 * (scripts/republish.ts); the shell (SHELL_FILE in the built site) is the template.
 */
export interface RenderKit {
  boot: string;
  stages: string[];
  chunks: KitChunk[];
}

export const KIT_FILE = 'kit.json';
export const KIT_SERVER_DIR = 'server';

/** The server build's entry in a kit (or a temporary) directory. */
export async function loadServerEntry(serverDir: string): Promise<ServerEntry> {
  // Loaded once per process (Node keeps a module by its URL; the entry's chunks import it back by that URL).
  return (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as ServerEntry;
}

/** A public page's URL in a language: '/tours' in German is '/de/tours'. */
export function pageUrl(routePath: string, language: Language): string {
  return language === 'en' ? routePath : `/${language}${routePath === '/' ? '' : routePath}`;
}

/** Renders one public page into its file's HTML (the home page is `index.html`). */
export async function renderPage(
  entry: ServerEntry,
  template: string,
  kit: RenderKit,
  routePath: string,
  language: Language,
  groups: ContentGroups,
): Promise<{ url: string; fileName: string; html: string }> {
  const { html, routeIds, namespaces, contentGroups } = await entry.render(routePath, language, groups);
  const modules = [
    ...routeIds.map((id) => `src/routes/${routeFileFor(id)}`),
    ...namespaces.map((ns) => `src/locales/${language}/${ns}.json`),
  ];
  const page = composePage(template, html, language, {
    namespaces,
    contentGroups,
    preloads: preloadsFor(kit.chunks, modules),
    boot: kit.boot,
    stages: kit.stages,
  });
  const url = pageUrl(routePath, language);
  return { url, fileName: htmlFileFor(url), html: page };
}

export function prerenderPages(content: () => Promise<BuildContent>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (config.build.ssr) return;
        const shell = bundle['index.html'];
        if (!shell || shell.type !== 'asset') throw new Error('The client build produced no index.html');
        const template = String(shell.source);
        const boot = Object.values(bundle).find(
          (item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry && item.name === 'boot',
        );
        if (!boot) throw new Error('The client build produced no boot script (src/boot.ts)');
        const kit: RenderKit = {
          boot: boot.fileName,
          stages: entryStages(bundle),
          chunks: kitChunks(bundle, config.root),
        };
        const kitDir = process.env.RENDER_KIT_DIR?.trim() ? path.resolve(process.env.RENDER_KIT_DIR.trim()) : undefined;
        const outDir = kitDir ? path.join(kitDir, KIT_SERVER_DIR) : await mkdtemp(path.join(tmpdir(), 'prerender-'));
        try {
          const { build } = await import('vite');
          await build({
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            // Dependencies bundled in: the temporary directory has no node_modules to resolve them from.
            ssr: { noExternal: true },
            build: { ssr: 'src/entry-server.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
          });
          const entry = await loadServerEntry(outDir);
          this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: template });
          this.emitFile({ type: 'asset', fileName: NOT_FOUND_FILE, source: template });
          const { groups, tourSlugs } = await content();
          for (const [language, routePath] of LANGUAGES.flatMap((lang) =>
            publicPaths(tourSlugs).map((p) => [lang, p] as const),
          )) {
            const page = await renderPage(entry, template, kit, routePath, language, groups[language]);
            if (page.url === '/') shell.source = page.html;
            else this.emitFile({ type: 'asset', fileName: page.fileName, source: page.html });
          }
          if (kitDir) await writeFile(path.join(kitDir, KIT_FILE), JSON.stringify(kit));
        } finally {
          if (!kitDir) await rm(outDir, { recursive: true, force: true });
        }
      },
    },
  };
}
