/**
 * Serves the built app (dist/) the way a good static host would: long-lived caching for hashed
 * assets, no caching for the shell and the service worker, the app shell for client-only routes, the
 * not-found page (404.html) with status 404 for unknown paths, and security headers (scripts/security-headers.ts, the same set the static hosts are configured with). The
 * API origin is allowed in connect-src/img-src because the app talks to it.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { loadEnv } from 'vite';
import { securityHeaders } from '../../scripts/security-headers.ts';
import { getGaMeasurementId } from '../../src/config/env.ts';
import { isClientOnlyPath, LANGUAGE_PREFIXES } from '../../src/content/client-only-routes.ts';
import { publicPaths } from '../../src/content/public-routes.ts';
import type { LocalConfig } from './config.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/**
 * What the built app is allowed to reach: this server's API, and the one the build was pointed at when
 * that is another (VITE_SUPABASE_URL); GA4's origins only when the build includes it. `env` is read as
 * Vite reads it for the build (environment first, then .env files).
 */
export function localSecurityHeaders(
  config: LocalConfig,
  env: Record<string, string | undefined> = loadEnv('production', config.rootDir, 'VITE_'),
): Record<string, string> {
  const origins = [config.apiUrl, env.VITE_SUPABASE_URL].filter((url): url is string => !!url && URL.canParse(url));
  return securityHeaders({
    apiOrigins: origins.map((url) => new URL(url).origin),
    gaEnabled: getGaMeasurementId(env) !== undefined,
  });
}

/** Every public page in every language, without a trailing slash: /, /tours, /de, /de/tours, … */
function publicPages(tourSlugs: readonly string[]): Set<string> {
  return new Set(
    LANGUAGE_PREFIXES.flatMap((prefix) =>
      publicPaths(tourSlugs).map((page) => `${prefix}${page === '/' ? '' : page}` || '/'),
    ),
  );
}

/** The tours the build published (its `content/en/site.json`, scripts/published-content.ts); none if absent. */
async function publishedTourSlugs(root: string): Promise<string[]> {
  try {
    const site = JSON.parse(await readFile(path.join(root, 'content', 'en', 'site.json'), 'utf8')) as {
      tours?: { slug?: unknown }[];
    };
    return (site.tours ?? []).map((tour) => tour.slug).filter((slug): slug is string => typeof slug === 'string');
  } catch {
    return [];
  }
}

/**
 * A path with no file of its own is still a page when the app has a route for it: a client-only route,
 * or a public page of a build that was not pre-rendered (a tour's page when the build published it).
 * Anything else (an unknown or unpublished tour too; the app then sends the visitor on to /tours) is
 * answered with 404, so search engines do not index it.
 */
async function isAppRoute(root: string, pathname: string): Promise<boolean> {
  if (isClientOnlyPath(pathname)) return true;
  return publicPages(await publishedTourSlugs(root)).has(pathname.replace(/\/+$/, '') || '/');
}

export function createStaticHandler(config: LocalConfig, env?: Record<string, string | undefined>) {
  const root = config.distDir;
  const headers = localSecurityHeaders(config, env);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...headers });
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, headers);
      res.end();
      return;
    }
    const requested = path.resolve(root, `.${path.posix.normalize(pathname)}`);
    if (!requested.startsWith(root + path.sep) && requested !== root) {
      res.writeHead(404, headers);
      res.end();
      return;
    }
    let file = requested;
    let info = await stat(file).catch(() => undefined);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => undefined);
    }
    let status = 200;
    if (!info) {
      // Paths with an extension are missing files; the others are pages, known or not.
      if (path.extname(pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
        res.end('Not found');
        return;
      }
      // The empty app shell for the app's routes, 404.html (the shell again, which shows the app's
      // page-not-found) for the rest; index.html is the pre-rendered home page (builds before
      // pre-rendering had only index.html).
      const known = await isAppRoute(root, pathname);
      status = known ? 200 : 404;
      for (const name of known ? ['shell.html', 'index.html'] : ['404.html', 'shell.html', 'index.html']) {
        file = path.join(root, name);
        info = await stat(file).catch(() => undefined);
        if (info) break;
      }
      if (!info) {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
        res.end('The app is not built yet: run `npm start` (it builds first).');
        return;
      }
    }
    const ext = path.extname(file);
    const immutable = file.startsWith(path.join(root, 'assets') + path.sep);
    const common = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...headers,
    };
    const encoding = COMPRESSIBLE.has(ext) ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (encoding) {
      const body = await compressed(file, info.mtimeMs, encoding);
      res.writeHead(status, { ...common, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...common, 'Content-Length': String(info.size) });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
}

// Text assets are sent compressed, as a static host or CDN would; each file is compressed once.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml']);
const cache = new Map<string, { mtimeMs: number; body: Buffer }>();

function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

async function compressed(file: string, mtimeMs: number, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding}:${file}`;
  const hit = cache.get(key);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const raw = await readFile(file);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(raw, { level: 9 });
  cache.set(key, { mtimeMs, body });
  return body;
}
