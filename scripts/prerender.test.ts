import { describe, expect, it } from 'vitest';
import {
  composePage,
  SITE_FOOTER_ID,
  ENTRY_META,
  entryStages,
  htmlFileFor,
  NAMESPACES_META,
  PRELOAD_META,
  routeFileFor,
  SHELL_FILE,
  STAGES_META,
} from './prerender';
import type { Rollup } from 'vite';
import { CONTENT_GROUPS_META } from '../src/content/store';

// The built index.html as Vite emits it: the script tag points at a hashed entry, the root is empty.
const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-E5.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/tours-B2.js">',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '    <noscript>This site needs JavaScript.</noscript>',
  '  </body>',
  '</html>',
].join('\n');

// What the server entry renders for a page: the head elements, then the app from its outer boundary on.
const HEAD_PART = '<title>Tours | Lanka</title><meta name="description" content="Tours"/>';
const BODY_PART = '<!--$--><main><h1>Tours</h1></main><!--/$-->';

const EXTRA = {
  namespaces: ['common', 'images', 'tours'],
  contentGroups: ['site', 'tour-grand-circle-18day'],
  preloads: { scripts: ['assets/tours-B2.js', 'assets/locale-de-tours-C3.js'], styles: ['assets/tours-D4.css'] },
  boot: 'assets/boot-F6.js',
  stages: ['assets/runtime-G7.js', 'assets/react-E5.js'],
};

const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>/.exec(html)![1]!;

describe('routeFileFor', () => {
  it('names the src/routes file of a route id', () => {
    expect(routeFileFor('__root__')).toBe('__root.tsx');
    expect(routeFileFor('/')).toBe('index.tsx');
    expect(routeFileFor('/tours/')).toBe('tours.index.tsx');
    expect(routeFileFor('/tours/$slug')).toBe('tours.$slug.tsx');
    expect(routeFileFor('/about')).toBe('about.tsx');
  });
});

describe('htmlFileFor', () => {
  it('puts each page in its own directory, the home page at the root', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/tours')).toBe('tours/index.html');
    expect(htmlFileFor('/tours/x')).toBe('tours/x/index.html');
    expect(htmlFileFor('/de')).toBe('de/index.html');
    expect(htmlFileFor('/de/tours')).toBe('de/tours/index.html');
  });

  it('never writes a page over the app shell', () => {
    expect(SHELL_FILE).toBe('shell.html');
    for (const path of ['/', '/tours', '/de', '/fr/tours/x']) expect(htmlFileFor(path)).not.toBe(SHELL_FILE);
  });
});

describe('composePage', () => {
  const page = composePage(TEMPLATE, HEAD_PART + BODY_PART, 'de', EXTRA);

  it("sets the page's language and drops the no-script notice", () => {
    expect(page).toContain('<html lang="de">');
    expect(page).not.toContain('<html lang="en">');
    expect(page).not.toContain('<noscript>');
    expect(page).not.toContain('This site needs JavaScript');
  });

  it('puts the namespaces, stylesheets and the page head elements into <head>', () => {
    const head = headOf(page);
    expect(head).toContain(`<meta name="${NAMESPACES_META}" content="common images tours"/>`);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/tours-D4.css"/>');
    expect(head).toContain(HEAD_PART);
    // The template's own head stays, and everything added comes after it.
    expect(head.indexOf('<meta charset="UTF-8" />')).toBeLessThan(head.indexOf(NAMESPACES_META));
    expect(head).not.toContain('<!--$-->');
  });

  it('names the page’s content groups and preloads their files in the page’s language', () => {
    const head = headOf(page);
    expect(head).toContain(`<meta name="${CONTENT_GROUPS_META}" content="site tour-grand-circle-18day"/>`);
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin href="/content/de/site.json"/>');
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/content/de/tour-grand-circle-18day.json"/>',
    );
  });

  it('holds the first paint until the parser has reached the footer', () => {
    expect(headOf(page)).toContain(`<link rel="expect" href="#${SITE_FOOTER_ID}" blocking="render"/>`);
  });

  it('names only the boot script; the entry and every module it needs are listed for it, each once', () => {
    const head = headOf(page);
    expect(head.match(/<script/g)).toHaveLength(1);
    expect(head).toContain('<script type="module" crossorigin src="/assets/boot-F6.js"></script>');
    expect(head).not.toContain('rel="modulepreload"');
    expect(head).toContain(`<meta name="${ENTRY_META}" content="/assets/index-A1.js"/>`);
    expect(head).toContain(
      `<meta name="${PRELOAD_META}" content="/assets/react-E5.js /assets/tours-B2.js /assets/locale-de-tours-C3.js"/>`,
    );
    expect(head).toContain(`<meta name="${STAGES_META}" content="/assets/runtime-G7.js /assets/react-E5.js"/>`);
  });

  it('puts the app, from its outer boundary on, into #root', () => {
    expect(rootOf(page)).toBe(BODY_PART);
    expect(page.indexOf('<h1>Tours</h1>')).toBeGreaterThan(page.indexOf('</head>'));
    expect(page.split('<div id="root">')).toHaveLength(2);
  });

  it('writes no stylesheet links when the page needs none', () => {
    const bare = composePage(TEMPLATE, BODY_PART, 'en', {
      namespaces: [],
      contentGroups: [],
      preloads: { scripts: [], styles: [] },
      boot: 'assets/boot-F6.js',
      stages: [],
    });
    expect(bare).toContain('<html lang="en">');
    expect(headOf(bare)).not.toMatch(/rel="(stylesheet|modulepreload|preload)"/);
    expect(headOf(bare)).toContain(`<meta name="${PRELOAD_META}" content="/assets/react-E5.js /assets/tours-B2.js"/>`);
    expect(headOf(bare)).toContain(`<meta name="${NAMESPACES_META}" content=""/>`);
    expect(rootOf(bare)).toBe(BODY_PART);
  });

  it('inserts `$&`, `$1` and `$$` in the page literally, in the head and in the body', () => {
    const head = "<title>Prices in $&amp; and $1 or $$ or $' or $`</title>";
    const body = "<!--$--><p>From $1 to $& and $$ and $' and $`</p><!--/$-->";
    const result = composePage(TEMPLATE, head + body, 'en', EXTRA);
    expect(headOf(result)).toContain(head);
    expect(rootOf(result)).toBe(body);
    // Nothing of the template was copied in by a replacement pattern.
    expect(result.match(/<\/head>/g)).toHaveLength(1);
    expect(result.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('refuses a render without the app boundary, and a template without the empty root', () => {
    expect(() => composePage(TEMPLATE, '<main>no boundary</main>', 'en', EXTRA)).toThrow(/app boundary/);
    const filled = TEMPLATE.replace('<div id="root"></div>', '<div id="root">old</div>');
    expect(() => composePage(filled, BODY_PART, 'en', EXTRA)).toThrow(/empty #root/);
    expect(() => composePage(TEMPLATE.replace('id="root"', 'id="app"'), BODY_PART, 'en', EXTRA)).toThrow(/empty #root/);
    const noEntry = TEMPLATE.replace(/\s*<script[^>]*><\/script>/, '');
    expect(() => composePage(noEntry, BODY_PART, 'en', EXTRA)).toThrow(/no module script/);
  });
});

describe('entryStages', () => {
  const chunk = (fileName: string, imports: string[], entry = false) =>
    ({
      type: 'chunk',
      fileName,
      name: fileName.split('-')[0],
      isEntry: entry,
      imports,
    }) as unknown as Rollup.OutputChunk;
  const bundleOf = (...chunks: Rollup.OutputChunk[]) =>
    Object.fromEntries(chunks.map((c) => [c.fileName, c])) as Rollup.OutputBundle;

  it("lists the entry's chunks, each after every chunk it imports, each once, without the entry", () => {
    const bundle = bundleOf(
      chunk('index-A.js', ['router-R.js', 'react-E.js', 'i18n-I.js'], true),
      chunk('router-R.js', ['runtime-T.js', 'react-E.js']),
      chunk('react-E.js', ['runtime-T.js']),
      chunk('i18n-I.js', ['react-E.js']),
      chunk('runtime-T.js', []),
      chunk('tours-B.js', ['index-A.js', 'react-E.js']),
      chunk('boot-F.js', [], true),
    );
    const stages = entryStages(bundle);
    expect(stages).toEqual(['runtime-T.js', 'react-E.js', 'router-R.js', 'i18n-I.js']);
    for (const [position, file] of stages.entries())
      for (const imported of (bundle[file] as Rollup.OutputChunk).imports)
        expect(stages.indexOf(imported)).toBeLessThan(position);
  });

  it('needs the entry', () => {
    expect(() => entryStages(bundleOf(chunk('boot-F.js', [], true)))).toThrow(/no entry named index/);
  });
});
