/**
 * A page's initial JavaScript, read from a build: what the page needs before it answers input. That is the
 * boot script its HTML names, the app's entry (`app-entry` meta) and every module listed for hydration
 * (`app-preload` meta), as scripts/prerender.ts writes them. Read from the page itself rather than from the
 * order of requests, because the boot script fetches them after the first paint, which may be before or after
 * the load event. Chunks loaded later on purpose (the outbox, analytics, form dialogs, the data client) are not
 * among them. `bench:lighthouse` and the page-weight spec both measure with this module, so they cannot disagree.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';

/**
 * The pages held to a budget of initial JavaScript, brotli (quality 11) bytes: Home and a tour page, the two most
 * visited. A tour page also hydrates its inquiry button with the notice of a held-back submission and its review
 * list, so its budget is Home's plus 5 KB.
 */
export const BUDGETED_PAGES = [
  { name: 'Home', path: '/', budgetBytes: 125 * 1024 },
  { name: 'Tour', path: '/tours/sri-lanka-grand-tour-13day', budgetBytes: 130 * 1024 },
];

/** Code of supabase-js (its auth, realtime and REST clients). */
export const SUPABASE_JS = /GoTrueClient|RealtimeClient|PostgrestClient/;
/** Code of Dexie (its class and error names survive minifying). */
export const DEXIE = /\bDexie\b/;

export interface InitialJs {
  /** Brotli bytes of all of them. */
  bytes: number;
  files: number;
  hasSupabase: boolean;
  hasDexie: boolean;
  /** The five largest files, largest first, by brotli bytes. */
  largest: { name: string; bytes: number }[];
}

/**
 * The pre-rendered HTML file of a public URL path, as scripts/prerender.ts names it: `/` is index.html,
 * `/tours/<slug>` tours/<slug>/index.html, `/de/tours` de/tours/index.html.
 */
export function pageFile(urlPath: string): string {
  const trimmed = urlPath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

/** The URLs of the scripts a page's HTML names for its start-up, each once. */
export function initialScripts(html: string): string[] {
  const meta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '';
  const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]!);
  return [...new Set([...scripts, meta('app-entry'), ...meta('app-preload').split(' ')].filter(Boolean))];
}

const brotliBytes = (file: Buffer) =>
  brotliCompressSync(file, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The initial JavaScript of the page `htmlFile` (a path inside `dist`, e.g. index.html). */
export async function initialJs(dist: string, htmlFile = 'index.html'): Promise<InitialJs> {
  const html = await readFile(path.join(dist, htmlFile), 'utf8');
  const own = initialScripts(html);
  let bytes = 0;
  let hasSupabase = false;
  let hasDexie = false;
  const sizes: { name: string; bytes: number }[] = [];
  for (const url of own) {
    const file = await readFile(path.join(dist, url));
    const size = brotliBytes(file);
    bytes += size;
    sizes.push({ name: path.basename(url), bytes: size });
    const text = file.toString('utf8');
    if (SUPABASE_JS.test(text)) hasSupabase = true;
    if (DEXIE.test(text)) hasDexie = true;
  }
  const largest = sizes.sort((a, b) => b.bytes - a.bytes).slice(0, 5);
  return { bytes, files: own.length, hasSupabase, hasDexie, largest };
}

/** Kilobytes with one decimal, as every report of page weight prints them. */
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
