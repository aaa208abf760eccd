import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { prerenderPages } from './scripts/prerender';
import { robotsTxt, sitemapXml } from './scripts/seo-files';
import { shareImages } from './scripts/share-images';

// The web app manifest lives at the top level (manifest.webmanifest) as one source of truth;
// the PWA plugin emits it into dist/ and links it from index.html.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

/** The language files, 'en/home.json' and so on, and one version for them all, from their content. */
function localeFiles(): { files: string[]; version: string } {
  const dir = new URL('./src/locales/', import.meta.url);
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /^[a-z]{2}\/[a-z-]+\.json$/.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(new URL(file, dir)));
  return { files, version: hash.digest('base64url').slice(0, 8) };
}

/** Emits sitemap.xml and robots.txt for the origin the build is for (VITE_SITE_URL). */
function seoFiles(origin: string): Plugin {
  return {
    name: 'seo-files',
    apply: 'build',
    generateBundle() {
      const today = new Date().toISOString().slice(0, 10);
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(origin, today) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const locales = localeFiles();
  return {
    // Where the built app finds a language file: assets/locale-<lang>-<namespace>-<version>.js (src/lib/i18n.ts).
    define: { __LOCALES_VERSION__: JSON.stringify(locales.version) },
    plugins: [
      seoFiles(loadEnv(mode, process.cwd(), 'VITE_').VITE_SITE_URL || 'http://localhost:4173'),
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      prerenderPages(),
      // After the pre-renderer: makes the link-preview JPEGs its pages name (og/<name>.jpg).
      shareImages(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src',
        filename: 'sw.ts',
        // Registration is done by src/lib/service-worker.ts through workbox-window (update prompts later).
        injectRegister: false,
        manifest,
        injectManifest: {
          // The shell, every route chunk and language file, icons, artwork and the smallest photo
          // variants: after one visit every public page opens offline. Larger photos are cached at runtime.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}', 'photos/*-480.{avif,webp}'],
          // The static hosts' not-found page is the shell again; the worker answers unknown paths with shell.html.
          // Link-preview images (og/) are fetched by the previewing services, never by the page.
          globIgnores: ['404.html', 'og/**'],
        },
      }),
    ],
    build: {
      target: 'es2022',
      sourcemap: false,
      rollupOptions: {
        // The app (index.html), the boot script of pre-rendered pages (src/boot.ts, see scripts/prerender.ts)
        // and each language file as a module of its own, named by language, namespace and one version for
        // them all: the app computes a file's name (src/lib/i18n.ts) instead of carrying a table of 63
        // hashed names. Changing any text renames them all, which is rare. (The pre-renderer's own build
        // has its entry instead, and keeps its default names.)
        input: {
          index: 'index.html',
          boot: 'src/boot.ts',
          ...Object.fromEntries(
            locales.files.map((file) => [
              `locale-${file.replace('/', '-').replace('.json', '')}`,
              `src/locales/${file}`,
            ]),
          ),
        },
        // A language file keeps its exports (the app reads `default`); the app's entries have none.
        preserveEntrySignatures: 'exports-only',
        output: {
          // React DOM in a chunk of its own: pre-rendered pages evaluate the app's libraries one per task
          // (src/boot.ts), and React DOM is the largest of them.
          codeSplitting: {
            groups: [{ name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ }],
          },
          ...(isSsrBuild
            ? {}
            : {
                entryFileNames: (chunk: { name: string }) =>
                  chunk.name.startsWith('locale-')
                    ? `assets/${chunk.name}-${locales.version}.js`
                    : 'assets/[name]-[hash].js',
              }),
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
