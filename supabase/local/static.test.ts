import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalConfig } from './config.ts';
import { createStaticHandler, localSecurityHeaders } from './static.ts';

let server: Server;
let base: string;

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'lanka-dist-'));
  const distDir = path.join(root, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(path.join(distDir, 'sw.js'), 'self.skipWaiting()');
  // The build's published tours (scripts/published-content.ts).
  await mkdir(path.join(distDir, 'content', 'en'), { recursive: true });
  await writeFile(
    path.join(distDir, 'content', 'en', 'site.json'),
    JSON.stringify({ tours: [{ slug: 'southern-coastal-explorer-6day' }, { slug: 'grand-circle-18day' }] }),
  );
  await writeFile(path.join(root, 'secret.txt'), 'outside dist');
  // No GA id and no other API: the policy must then allow nothing but this server and its API.
  const handler = createStaticHandler({ distDir, apiUrl: 'http://127.0.0.1:54321' } as LocalConfig, {});
  server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('static app server', () => {
  it('answers in-app routes with the shell and no caching', async () => {
    const response = await fetch(`${base}/tours/southern-coastal-explorer-6day`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('falls back to index.html for in-app routes when the build has no shell.html (before pre-rendering)', async () => {
    const response = await fetch(`${base}/admin/x`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers an unknown path with 404, and a public page or the staff portal with 200, before pre-rendering too', async () => {
    for (const route of ['/no-such-page', '/de/no-such-page', '/tours/no-such-tour']) {
      const response = await fetch(`${base}${route}`);
      expect(response.status, route).toBe(404);
      expect(await response.text(), route).toContain('<title>shell</title>');
    }
    for (const route of ['/fr/tours/grand-circle-18day', '/de/contact', '/admin/gallery']) {
      expect((await fetch(`${base}${route}`)).status, route).toBe(200);
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
  });

  it('gives 404 for a missing file instead of the shell', async () => {
    const response = await fetch(`${base}/assets/missing.js`);
    expect(response.status).toBe(404);
  });

  it('never serves files outside dist', async () => {
    for (const probe of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt']) {
      const response = await fetch(`${base}${probe}`);
      expect(await response.text()).not.toContain('outside dist');
    }
  });

  it('sends security headers with the API origin allowed for data', async () => {
    const response = await fetch(`${base}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:54321 ws:\/\/127\.0\.0\.1:54321(;|$)/);
    expect(csp).toMatch(/img-src 'self' data: blob: http:\/\/127\.0\.0\.1:54321(;|$)/);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('google');
    expect(csp).not.toContain('supabase.co');
  });
});

describe('a pre-rendered build', () => {
  let prerendered: Server;
  let origin: string;

  beforeAll(async () => {
    const distDir = path.join(await mkdtemp(path.join(tmpdir(), 'lanka-prerendered-')), 'dist');
    const page = (title: string) => `<!doctype html><html lang="en"><title>${title}</title></html>`;
    for (const [file, text] of Object.entries({
      'index.html': page('home'),
      'shell.html': page('app shell'),
      '404.html': page('not found'),
      'tours/index.html': page('tours'),
      'tours/grand-circle-18day/index.html': page('grand circle'),
      'de/index.html': page('home de'),
      'de/tours/index.html': page('tours de'),
      'assets/app-abc123.js': 'console.log(1)',
    })) {
      await mkdir(path.dirname(path.join(distDir, file)), { recursive: true });
      await writeFile(path.join(distDir, file), text);
    }
    const handler = createStaticHandler({ distDir, apiUrl: 'http://127.0.0.1:54321' } as LocalConfig, {});
    prerendered = createServer((req, res) => void handler(req, res));
    await new Promise<void>((resolve) => prerendered.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(prerendered.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => prerendered.close(() => resolve())));

  const titleOf = async (response: Response) => /<title>(.*)<\/title>/.exec(await response.text())?.[1];

  it('answers a path with no file with the app shell, not the home page', async () => {
    for (const route of ['/admin/x', '/admin', '/outbox', '/de/admin']) {
      const response = await fetch(`${origin}${route}`);
      expect(response.status, route).toBe(200);
      expect(await titleOf(response), route).toBe('app shell');
    }
  });

  it('answers the staff portal and the outbox with the shell in every language, whatever follows /admin/', async () => {
    for (const route of ['/admin/', '/admin/anything', '/admin/a/b', '/de/admin/x', '/fr/admin', '/fr/outbox']) {
      const response = await fetch(`${origin}${route}`);
      expect(response.status, route).toBe(200);
      expect(await titleOf(response), route).toBe('app shell');
    }
  });

  it('answers an unknown path with 404 and the not-found page in every language, compressed or not', async () => {
    const unknown = [
      '/no-such-page',
      '/de/no-such-page',
      '/fr/no-such-page',
      '/some/deep/link',
      '/tours/no-such-tour',
      '/de/tours/no-such-tour/',
      '/administrator',
      '/outbox/x',
      '/dex',
    ];
    for (const route of unknown) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await fetch(`${origin}${route}`, { headers: { 'accept-encoding': encoding } });
        expect(response.status, `${route} ${encoding}`).toBe(404);
        expect(response.headers.get('content-type'), route).toBe('text/html; charset=utf-8');
        expect(response.headers.get('cache-control'), route).toBe('no-cache');
        expect(await titleOf(response), `${route} ${encoding}`).toBe('not found');
      }
      expect((await fetch(`${origin}${route}`, { method: 'HEAD' })).status, route).toBe(404);
    }
  });

  it('answers each public page with its own pre-rendered file, with or without the trailing slash', async () => {
    const pages: [string, string][] = [
      ['/', 'home'],
      ['/index.html', 'home'],
      ['/tours', 'tours'],
      ['/tours/', 'tours'],
      ['/tours/grand-circle-18day', 'grand circle'],
      ['/de', 'home de'],
      ['/de/', 'home de'],
      ['/de/tours', 'tours de'],
    ];
    for (const [route, title] of pages) {
      const response = await fetch(`${origin}${route}`);
      expect(response.status, route).toBe(200);
      expect(await titleOf(response), route).toBe(title);
    }
  });

  it('gives 404 for a missing file with an extension, never a page', async () => {
    for (const missing of ['/missing.js', '/tours/missing.js', '/assets/app-old999.js', '/de/shell.css']) {
      const response = await fetch(`${origin}${missing}`);
      expect(response.status, missing).toBe(404);
      expect(await response.text(), missing).not.toContain('<title>');
    }
  });

  it('sends every HTML answer as no-cache, and hashed assets as immutable', async () => {
    for (const route of ['/', '/tours', '/tours/', '/de/tours', '/admin/x', '/shell.html']) {
      const response = await fetch(`${origin}${route}`, { method: 'HEAD' });
      expect(response.headers.get('content-type'), route).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control'), route).toBe('no-cache');
    }
    const asset = await fetch(`${origin}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('security headers on every kind of answer', () => {
  const answers: [string, () => Promise<Response>, number, string | null][] = [
    ['the shell at /', () => fetch(`${base}/`), 200, 'no-cache'],
    ['the shell for an in-app route', () => fetch(`${base}/admin/reviews`), 200, 'no-cache'],
    ['a hashed asset', () => fetch(`${base}/assets/app-abc123.js`), 200, 'public, max-age=31536000, immutable'],
    ['the service worker', () => fetch(`${base}/sw.js`), 200, 'no-cache'],
    ['a missing file (404)', () => fetch(`${base}/assets/missing.js`), 404, null],
    ['an unknown page (404)', () => fetch(`${base}/no-such-page`), 404, 'no-cache'],
    ['a POST (405)', () => fetch(`${base}/`, { method: 'POST', body: '<script>' }), 405, null],
    ['a HEAD of the shell', () => fetch(`${base}/tours`, { method: 'HEAD' }), 200, 'no-cache'],
  ];

  it.each(answers)('%s', async (_name, get, status, cacheControl) => {
    const response = await get();
    expect(response.status).toBe(status);
    if (cacheControl) expect(response.headers.get('cache-control')).toBe(cacheControl);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^default-src 'self'; script-src 'self'; /);
    expect(csp).not.toContain('unsafe-');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});

describe('the policy follows the build', () => {
  const config = { apiUrl: 'http://127.0.0.1:54321' } as LocalConfig;
  const cspOf = (env: Record<string, string | undefined>) =>
    localSecurityHeaders(config, env)['Content-Security-Policy'] ?? '';

  it('allows Google Analytics only when the build has a valid measurement id', () => {
    const withGa = cspOf({ VITE_GA_MEASUREMENT_ID: 'G-TEST123' });
    expect(withGa).toContain("script-src 'self' https://www.googletagmanager.com;");
    for (const origin of [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]) {
      expect(withGa).toMatch(new RegExp(`connect-src [^;]*${origin.replace(/[.*]/g, '\\$&')}`));
      expect(withGa).toMatch(new RegExp(`img-src [^;]*${origin.replace(/[.*]/g, '\\$&')}`));
    }
    // Unset, empty or malformed: the app loads nothing from Google, so nothing of Google's is allowed.
    for (const env of [{}, { VITE_GA_MEASUREMENT_ID: '' }, { VITE_GA_MEASUREMENT_ID: 'UA-1234' }]) {
      expect(cspOf(env)).not.toContain('google');
    }
  });

  it('also allows the API the build was pointed at, when that is another one', () => {
    const csp = cspOf({ VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co/' });
    expect(csp).toContain(
      "connect-src 'self' http://127.0.0.1:54321 https://abcdefgh.supabase.co ws://127.0.0.1:54321 wss://abcdefgh.supabase.co",
    );
    expect(csp).toContain("img-src 'self' data: blob: http://127.0.0.1:54321 https://abcdefgh.supabase.co");
    // The same URL as the local API is listed once.
    expect(cspOf({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321' }).match(/http:\/\/127\.0\.0\.1:54321/g)).toHaveLength(
      2,
    );
  });
});

describe('compression', () => {
  it('sends text assets brotli- or gzip-compressed when the client accepts it', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const { request } = await import('node:http');
    const get = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(`${base}/assets/app-abc123.js`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe('console.log(1)');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('console.log(1)');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1)');
  });
});
