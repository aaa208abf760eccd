import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publicPaths } from '../src/content/public-routes';
import { GTAG_ORIGIN } from '../src/features/analytics/ga-sink';
import { localizedPath, SUPPORTED_LANGUAGES } from '../src/lib/i18n';
import { contentSecurityPolicy, GA_SCRIPT_ORIGIN, securityHeaders } from './security-headers';
import { NOT_FOUND_FILE, SHELL_FILE } from './prerender';
import { hostConfigFiles, LANGUAGE_PREFIXES, REVALIDATED, SHELL_PATH } from './write-host-config';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GA_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** The policy as directive name → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('the security header set', () => {
  for (const gaEnabled of [false, true]) {
    it(`keeps scripts strict ${gaEnabled ? 'with' : 'without'} Google Analytics`, () => {
      const csp = directives(contentSecurityPolicy({ apiOrigins: ['https://*.supabase.co'], gaEnabled }));
      const scripts = csp.get('script-src')!;
      expect(scripts).toEqual(gaEnabled ? ["'self'", GA_SCRIPT_ORIGIN] : ["'self'"]);
      for (const [name, sources] of csp) {
        expect(sources, name).not.toContain("'unsafe-inline'");
        expect(sources, name).not.toContain("'unsafe-eval'");
        expect(sources, name).not.toContain('*');
        expect(sources, name).not.toContain('https:');
        // data: and blob: URLs can carry script; images are the one place they are harmless.
        if (name !== 'img-src') expect(sources, name).not.toContain('data:');
      }
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
    });
  }

  it('allows the GA origins only when GA is built in, and in the fetch and image lists only', () => {
    const off = contentSecurityPolicy({ apiOrigins: ['https://x.supabase.co'], gaEnabled: false });
    expect(off).not.toMatch(/google/);
    const on = directives(contentSecurityPolicy({ apiOrigins: ['https://x.supabase.co'], gaEnabled: true }));
    for (const origin of GA_ORIGINS) {
      expect(on.get('connect-src')).toContain(origin);
      expect(on.get('img-src')).toContain(origin);
    }
    expect(on.get('script-src')).not.toContain('https://*.googletagmanager.com');
    // The script allowed is the one the analytics sink loads.
    expect(GA_SCRIPT_ORIGIN).toBe(GTAG_ORIGIN);
  });

  it('allows the API and its realtime socket, and refuses anything that is not an origin', () => {
    const csp = directives(contentSecurityPolicy({ apiOrigins: ['http://127.0.0.1:54321/'], gaEnabled: false }));
    expect(csp.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:54321', 'ws://127.0.0.1:54321']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:54321']);
    for (const bad of ["https://a.example; script-src 'unsafe-inline'", 'https://a.example/path', '*', 'javascript:']) {
      expect(() => contentSecurityPolicy({ apiOrigins: [bad], gaEnabled: false }), bad).toThrow(/Not an origin/);
    }
  });

  it('includes HSTS, nosniff, the referrer and permissions policies', () => {
    expect(securityHeaders({ apiOrigins: [], gaEnabled: false })).toMatchObject({
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      'X-Frame-Options': 'DENY',
    });
  });
});

describe('static host configuration', () => {
  const committed = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
  // The committed files say whether they were written for a build with GA4 (npm run host-config reads it
  // from the build's environment); either way they must be exactly what the generator writes today.
  const gaEnabled = committed('public/_headers').includes(GA_SCRIPT_ORIGIN);
  const expected = hostConfigFiles({ gaEnabled });

  it.each(Object.keys(expected))(
    '%s is what `npm run host-config` writes (run it after changing the policy)',
    (file) => {
      expect(committed(file)).toBe(expected[file]);
    },
  );

  it('_headers gives every path the headers, hashed assets a year, the home page, shell and service worker none', () => {
    const text = expected['public/_headers']!;
    const rules = new Map(
      text
        .split(/\n\n/)
        .map((block) => block.split('\n').filter((line) => line && !line.startsWith('#')))
        .filter((lines) => lines.length > 0)
        .map(([pattern, ...lines]) => [
          pattern!,
          new Map(lines.map((line) => line.trim().split(/: (.*)/s) as [string, string])),
        ]),
    );
    const all = rules.get('/*')!;
    expect(all.get('Content-Security-Policy')).toBe(
      contentSecurityPolicy({ apiOrigins: ['https://*.supabase.co'], gaEnabled }),
    );
    expect(all.get('Content-Security-Policy')).toContain(
      "connect-src 'self' https://*.supabase.co wss://*.supabase.co",
    );
    expect(all.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(all.has('Cache-Control')).toBe(false); // hosts merge repeated headers; the cache rules must not clash
    expect(rules.get('/assets/*')).toEqual(new Map([['Cache-Control', 'public, max-age=31536000, immutable']]));
    expect(rules.get('/sw.js')).toEqual(new Map([['Cache-Control', 'no-cache']]));
    expect(rules.get('/index.html')).toEqual(new Map([['Cache-Control', 'no-cache']]));
    expect(rules.get('/shell.html')).toEqual(new Map([['Cache-Control', 'no-cache']]));
    // Only these paths carry a cache rule (other pages keep the host's revalidating default).
    expect([...rules.keys()].filter((pattern) => rules.get(pattern)!.has('Cache-Control'))).toEqual([
      '/assets/*',
      ...REVALIDATED,
    ]);
  });

  it('the fallback is the app shell the build writes, not index.html (the English home page)', () => {
    expect(SHELL_PATH).toBe(`/${SHELL_FILE}`);
    expect(REVALIDATED).toContain('/shell.html');
    const rules = expected['public/_redirects']!.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(rules).toContain('/admin  /shell.html  200');
    expect(rules).toContain('/admin/*  /shell.html  200');
    expect(rules).toContain('/de/outbox  /shell.html  200');
    // No catch-all: Cloudflare Pages would answer every pre-rendered page with the shell.
    expect(rules.filter((rule) => rule.startsWith('/* ') || rule.startsWith('/*\t'))).toEqual([]);
    for (const rule of rules) expect(rule).toMatch(/^\/\S* {2}\/shell\.html {2}200$/);
  });

  it('lists every route that has no pre-rendered page, in every language', () => {
    expect([...LANGUAGE_PREFIXES]).toEqual(
      SUPPORTED_LANGUAGES.map((language) => localizedPath('/x', language).slice(0, -2)),
    );
    const rules = expected['public/_redirects']!.split('\n').filter((line) => line && !line.startsWith('#'));
    const sources = rules.map((rule) => rule.split(/\s+/)[0]!);
    const covered = (path: string) =>
      sources.some((source) => (source.endsWith('/*') ? path.startsWith(source.slice(0, -1)) : path === source));
    const routeFiles = readdirSync(path.join(ROOT, 'src/routes')).filter(
      (file) => /\.tsx$/.test(file) && !file.startsWith('__'),
    );
    const prerendered = new Set(publicPaths([]));
    for (const file of routeFiles) {
      // admin.inquiries.tsx -> /admin/inquiries, tours.$slug.tsx -> /tours/<a tour>, tours.index.tsx -> /tours
      const route =
        `/${file
          .replace(/\.tsx$/, '')
          .replace(/(^|\.)index$/, '')
          .replace(/\./g, '/')}`.replace(/\/$/, '') || '/';
      if (route.includes('$') || prerendered.has(route)) continue;
      for (const prefix of LANGUAGE_PREFIXES) expect(covered(`${prefix}${route}`), `${prefix}${route}`).toBe(true);
    }
  });

  it('vercel.json has the same headers and sends the client-only routes, and nothing else, to the shell', () => {
    const config = JSON.parse(expected['vercel.json']!) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
      rewrites: { source: string; destination: string }[];
    };
    const all = config.headers.find((rule) => rule.source === '/(.*)')!;
    expect(Object.fromEntries(all.headers.map(({ key, value }) => [key, value]))).toEqual(
      securityHeaders({ apiOrigins: ['https://*.supabase.co'], gaEnabled }),
    );
    expect(config.headers.find((rule) => rule.source === '/assets/(.*)')?.headers).toEqual([
      { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' },
    ]);
    expect(config.headers.find((rule) => rule.source === '/shell.html')?.headers).toEqual([
      { key: 'Cache-Control', value: 'no-cache' },
    ]);
    for (const rewrite of config.rewrites) expect(rewrite.destination).toBe('/shell.html');

    // Vercel's path patterns: `:path*` is any number of segments, the rest is literal.
    const patterns = config.rewrites.map(
      ({ source }) => new RegExp(`^${source.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\/:path\*$/, '(?:/.*)?')}$`),
    );
    const rewritten = (route: string) => patterns.some((pattern) => pattern.test(route));
    for (const route of ['/admin', '/admin/reviews', '/admin/a/b', '/outbox', '/de/admin/gallery', '/fr/outbox']) {
      expect(rewritten(route), route).toBe(true);
    }
    // Everything else is left to the files and, where none exists, to 404.html with status 404: a
    // catch-all rewrite would answer unknown paths with the shell and 200.
    for (const route of [
      '/',
      '/tours',
      '/tours/grand-circle-18day',
      '/no-such-page',
      '/de/no-such-page',
      '/fr/no-such-page',
      '/tours/no-such-tour',
      '/administrator',
      '/outbox/x',
      '/assets/missing.js',
      '/sw.js',
    ]) {
      expect(rewritten(route), route).toBe(false);
    }
  });

  it("leaves unknown paths to the build's 404.html on every host", () => {
    expect(NOT_FOUND_FILE).toBe('404.html');
    const rules = expected['public/_redirects']!.split('\n').filter((line) => line && !line.startsWith('#'));
    for (const rule of rules) expect(rule.split(/\s+/)[0]).toMatch(/^(\/de|\/fr)?\/(admin|admin\/\*|outbox)$/);
    const vercel = JSON.parse(expected['vercel.json']!) as { rewrites: { source: string }[]; routes?: unknown };
    expect(vercel.rewrites.map((rewrite) => rewrite.source)).toEqual(
      rules.map((rule) => rule.split(/\s+/)[0]!.replace(/\/\*$/, '/:path*')),
    );
    expect(vercel.routes).toBeUndefined();
  });
});
