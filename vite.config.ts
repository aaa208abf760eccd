import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { prerenderPages } from './scripts/prerender';
import { contentFiles, onceContent, type BuildContent } from './scripts/published-content';
import { robotsTxt, sitemapXml } from './scripts/seo-files';
import { shareImages } from './scripts/share-images';

// The web app manifest lives at the top level (manifest.webmanifest) as one source of truth;
// the PWA plugin emits it into dist/ and links it from index.html.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

/** Emits sitemap.xml and robots.txt for the origin the build is for (VITE_SITE_URL). */
function seoFiles(origin: string, content: () => Promise<BuildContent>): Plugin {
  let ssr = false;
  return {
    name: 'seo-files',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (ssr) return;
      const today = new Date().toISOString().slice(0, 10);
      const { tourSlugs } = await content();
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(origin, today, tourSlugs) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
  };
}

export default defineConfig(({ mode }) => {
  // The published content, read once per build (or per development server) for the plugins below.
  const content = onceContent(fileURLToPath(new URL('.', import.meta.url)));
  return {
    plugins: [
      seoFiles(loadEnv(mode, process.cwd(), 'VITE_').VITE_SITE_URL || 'http://localhost:4173', content),
      contentFiles(content),
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      prerenderPages(content),
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
          // The shell, every route chunk and language file, the published content, icons, artwork and the
          // smallest photo variants: after one visit every public page opens offline. Larger photos are
          // cached at runtime.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}', 'content/*/*.json', 'photos/*-480.{avif,webp}'],
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
        // The app (index.html) and the boot script of pre-rendered pages (src/boot.ts, see scripts/prerender.ts).
        input: { index: 'index.html', boot: 'src/boot.ts' },
        output: {
          // React DOM in a chunk of its own: pre-rendered pages evaluate the app's libraries one per task
          // (src/boot.ts), and React DOM is the largest of them.
          codeSplitting: {
            groups: [{ name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ }],
          },
          // Language files get recognisable names (locale-<lang>-<namespace>-<hash>.js) so the language a
          // visitor downloads can be checked, and so a CDN log says which texts were fetched.
          chunkFileNames: (chunk) => {
            const match = /\/src\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
            return match ? `assets/locale-${match[1]}-${match[2]}-[hash].js` : 'assets/[name]-[hash].js';
          },
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
