import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { expect, test } from './fixtures';
import { E2E } from '../../playwright.config';
import { BUDGETED_PAGES, DEXIE, SUPABASE_JS, initialJs, initialScripts, kb, pageFile } from '../helpers/page-weight';

// Page weight in bytes, not time: the JavaScript a page needs before it answers input, read from the build the
// project's server made (tests/helpers/page-weight.ts, which bench:lighthouse measures with too). Budgets
// written in comments drift; this one fails.

/**
 * Public pages whose form is the page itself: the form writes to the outbox (IndexedDB) and is hydrated
 * with the page. Every other public page opens its forms in dialogs loaded on demand.
 */
const FORM_PAGES = [/(^|\/)custom-tours\/index\.html$/];

const dist = () => join(E2E.dataDir, 'dist');

/** Every pre-rendered public page of the build (the HTML files that name an app entry), as paths inside dist. */
async function prerenderedPages(): Promise<{ file: string; html: string }[]> {
  const entries = await readdir(dist(), { withFileTypes: true, recursive: true });
  const pages = [];
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = relative(dist(), join(entry.parentPath, entry.name));
    const html = await readFile(join(dist(), file), 'utf8');
    if (html.includes('<meta name="app-entry"')) pages.push({ file, html });
  }
  return pages.sort((a, b) => a.file.localeCompare(b.file));
}

test.describe('page weight', () => {
  for (const page of BUDGETED_PAGES) {
    test(`${page.name}'s initial JavaScript is within ${page.budgetBytes / 1024} KB brotli`, async () => {
      const file = pageFile(page.path);
      const js = await initialJs(dist(), file);
      expect(js.files, `${page.name} (${file}) names no scripts`).toBeGreaterThan(0);
      const largest = js.largest.map((script) => `${script.name} ${kb(script.bytes)} KB`).join(', ');
      expect(
        js.bytes,
        `${page.name} (${file}): initial JavaScript ${kb(js.bytes)} KB brotli in ${js.files} files, ` +
          `budget ${page.budgetBytes / 1024} KB; largest: ${largest}`,
      ).toBeLessThanOrEqual(page.budgetBytes);
      expect(js.hasSupabase, `${page.name} (${file}) loads supabase-js before it answers input`).toBe(false);
      expect(js.hasDexie, `${page.name} (${file}) loads Dexie before it answers input`).toBe(false);
    });
  }

  test('no public page loads supabase-js, nor Dexie but with a form of its own, before it answers input', async () => {
    const pages = await prerenderedPages();
    expect(pages.map((page) => page.file)).toContain('index.html');
    const texts = new Map<string, string>();
    const text = async (url: string) => {
      if (!texts.has(url)) texts.set(url, await readFile(join(dist(), url), 'utf8'));
      return texts.get(url)!;
    };
    /** What was found in which script, and the pages that name it. */
    const found = new Map<string, string[]>();
    const note = (what: string, page: string) => found.set(what, [...(found.get(what) ?? []), page]);
    for (const page of pages) {
      const formPage = FORM_PAGES.some((pattern) => pattern.test(page.file));
      for (const url of initialScripts(page.html)) {
        const code = await text(url);
        if (SUPABASE_JS.test(code)) note(`supabase-js in ${url}`, page.file);
        if (!formPage && DEXIE.test(code)) note(`Dexie in ${url}`, page.file);
      }
    }
    const report = [...found].map(
      ([what, names]) =>
        `${what}, named by ${names.length} pages: ${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}`,
    );
    expect(report).toEqual([]);
  });
});
