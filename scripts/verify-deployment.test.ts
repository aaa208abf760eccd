import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkAppShell,
  checkCsp,
  checkCspAllowsApi,
  checkHashedAsset,
  checkHsts,
  checkKeys,
  checkManifest,
  checkNosniff,
  checkPermissionsPolicy,
  checkPrivateRead,
  checkPublicRead,
  checkReferrerPolicy,
  checkServiceWorker,
  checkUnknownPath,
  findEntryScripts,
  findKeys,
  findManifestUrl,
  findPrecacheScripts,
  findScriptReferences,
  findSupabaseUrl,
  formatResult,
  parseArgs,
  summarize,
  verifyDeployment,
  type CheckResult,
} from './verify-deployment';

// Tokens are built here rather than pasted, so nothing in the repository looks like a real key.
const jwt = (payload: Record<string, unknown>) =>
  [
    Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url'),
    Buffer.from(JSON.stringify(payload)).toString('base64url'),
    'c2lnbmF0dXJlLW5vdC1jaGVja2Vk',
  ].join('.');
const ANON = jwt({ iss: 'supabase', ref: 'abcdefghijklmnopqrst', role: 'anon', exp: 2_000_000_000 });
const SERVICE = jwt({ iss: 'supabase', ref: 'abcdefghijklmnopqrst', role: 'service_role', exp: 2_000_000_000 });
const HOSTED = 'https://abcdefghijklmnopqrst.supabase.co';

const GOOD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  `img-src 'self' data: blob: ${HOSTED}`,
  `connect-src 'self' ${HOSTED} wss://abcdefghijklmnopqrst.supabase.co`,
  "frame-ancestors 'none'",
].join('; ');

const GOOD_MANIFEST = JSON.stringify({
  name: 'Lanka Chauffeur Tours',
  short_name: 'Lanka Tours',
  start_url: '/',
  display: 'standalone',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
  ],
});

const byName = (results: CheckResult[], name: string) => {
  const found = results.find((r) => r.name === name);
  if (!found) throw new Error(`no result named ${name}: ${results.map((r) => r.name).join(', ')}`);
  return found;
};

describe('header checks', () => {
  it('accepts the generated policy and names each weakness of a bad one', () => {
    expect(checkCsp(GOOD_CSP).status).toBe('pass');
    expect(checkCsp(null)).toMatchObject({ status: 'fail', detail: 'missing' });
    expect(checkCsp(null, "default-src 'self'").detail).toMatch(/Report-Only/);
    const bad = checkCsp("default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(bad.status).toBe('fail');
    expect(bad.detail).toMatch(/'unsafe-inline'/);
    expect(bad.detail).toMatch(/'unsafe-eval'/);
    expect(bad.detail).toMatch(/frame-ancestors 'none' is missing/);
    // script-src falls back to default-src.
    expect(checkCsp("default-src 'self' 'unsafe-inline'; frame-ancestors 'none'").detail).toMatch(/unsafe-inline/);
    expect(checkCsp("script-src 'self'; frame-ancestors 'self'").detail).toMatch(/not 'none'/);
  });

  it('requires HSTS over https and only warns over http', () => {
    expect(checkHsts('max-age=63072000; includeSubDomains', true).status).toBe('pass');
    expect(checkHsts(null, true).status).toBe('fail');
    expect(checkHsts('max-age=300', true).status).toBe('warn');
    expect(checkHsts(null, false).status).toBe('warn');
    expect(checkHsts('includeSubDomains', true).status).toBe('fail');
  });

  it('checks nosniff, the referrer policy and the permissions policy', () => {
    expect(checkNosniff('nosniff').status).toBe('pass');
    expect(checkNosniff(null).status).toBe('fail');
    expect(checkReferrerPolicy('strict-origin-when-cross-origin').status).toBe('pass');
    expect(checkReferrerPolicy('unsafe-url').status).toBe('fail');
    expect(checkReferrerPolicy(null).status).toBe('fail');
    expect(checkPermissionsPolicy('camera=()').status).toBe('pass');
    expect(checkPermissionsPolicy(null).status).toBe('fail');
  });

  it('checks that the policy lets the app reach its own API', () => {
    expect(checkCspAllowsApi(GOOD_CSP, HOSTED, 'https://tours.example').status).toBe('pass');
    expect(
      checkCspAllowsApi(
        "default-src 'self'; img-src *; connect-src https://*.supabase.co wss://*.supabase.co",
        HOSTED,
        'https://tours.example',
      ).status,
    ).toBe('pass');
    const blocked = checkCspAllowsApi("default-src 'self'; connect-src 'self'", HOSTED, 'https://tours.example');
    expect(blocked.status).toBe('fail');
    expect(blocked.detail).toContain(`connect-src ${HOSTED}`);
    expect(blocked.detail).toContain('connect-src wss://abcdefghijklmnopqrst.supabase.co');
    expect(blocked.detail).toContain(`img-src ${HOSTED}`);
    // A port is part of the origin.
    const local =
      "default-src 'self'; connect-src http://127.0.0.1:54321 ws://127.0.0.1:54321; img-src http://127.0.0.1:54321";
    expect(checkCspAllowsApi(local, 'http://127.0.0.1:54321', 'http://localhost:4173').status).toBe('pass');
    expect(checkCspAllowsApi(local, 'http://127.0.0.1:9999', 'http://localhost:4173').status).toBe('fail');
  });
});

describe('caching checks', () => {
  it('refuses a service worker that is cached or not JavaScript', () => {
    expect(checkServiceWorker(200, 'text/javascript; charset=utf-8', 'no-cache', '/sw.js').status).toBe('pass');
    expect(
      checkServiceWorker(200, 'application/javascript', 'public, max-age=0, must-revalidate', '/sw.js').status,
    ).toBe('pass');
    expect(checkServiceWorker(200, 'text/javascript', 'max-age=3600', '/sw.js').status).toBe('fail');
    expect(checkServiceWorker(200, 'text/javascript', 'public, s-maxage=600', '/sw.js').status).toBe('fail');
    expect(checkServiceWorker(200, 'text/html', 'no-cache', '/sw.js').status).toBe('fail');
    expect(checkServiceWorker(404, 'text/html', null, '/sw.js').status).toBe('fail');
    expect(checkServiceWorker(200, 'text/javascript', null, '/sw.js').status).toBe('warn');
  });

  it('wants hashed assets cacheable and served as JavaScript', () => {
    expect(checkHashedAsset(200, 'text/javascript', 'public, max-age=31536000, immutable', '/a.js').status).toBe(
      'pass',
    );
    expect(checkHashedAsset(200, 'text/javascript', 'no-cache', '/a.js').status).toBe('warn');
    expect(checkHashedAsset(200, 'text/plain', 'max-age=31536000', '/a.js').status).toBe('fail');
  });
});

describe('routing checks', () => {
  const html = 'text/html; charset=utf-8';
  const shell = '<!doctype html><html lang="en"><head></head><body>\n    <div id="root"></div>\n  </body></html>';
  const home =
    '<!doctype html><html lang="en"><body><div id="root"><!--$--><main><h1>Tours</h1></main></div></body></html>';

  it('wants a client-only route answered with the empty app shell', () => {
    expect(checkAppShell(200, html, shell, 'https://t.example/admin')).toMatchObject({
      name: 'App shell /admin',
      status: 'pass',
    });
    expect(
      checkAppShell(200, html, shell.replace('<div id="root">', "<div class=app id='root'>"), 'https://t.example/admin')
        .status,
    ).toBe('pass');
  });

  it('fails when the fallback serves the pre-rendered home page, or nothing', () => {
    const wrongPage = checkAppShell(200, html, home, 'https://t.example/admin');
    expect(wrongPage.status).toBe('fail');
    expect(wrongPage.detail).toMatch(/pre-rendered page/);
    expect(wrongPage.fix).toContain('/shell.html');
    expect(checkAppShell(404, 'text/plain', 'Not found', 'https://t.example/admin')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/answered 404/),
    });
    expect(checkAppShell(200, 'application/json', shell, 'https://t.example/admin').status).toBe('fail');
  });
  it('an unknown path must answer 404: a 200 there is a soft 404', () => {
    expect(checkUnknownPath(404, 'https://t.example/no-such-page')).toMatchObject({ status: 'pass' });
    expect(checkUnknownPath(200, 'https://t.example/no-such-page')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/answered 200, not 404/),
      fix: expect.stringMatching(/404\.html/),
    });
  });
});

describe('manifest checks', () => {
  it('accepts a complete manifest and resolves its icons', () => {
    const { result, iconUrls } = checkManifest(GOOD_MANIFEST, 'https://tours.example/manifest.webmanifest');
    expect(result.status).toBe('pass');
    expect(iconUrls).toEqual([
      'https://tours.example/icons/icon-192.png',
      'https://tours.example/icons/icon-512.png',
      'https://tours.example/icons/icon-maskable-512.png',
    ]);
  });

  it('lists everything missing', () => {
    const { result } = checkManifest(
      JSON.stringify({
        name: 'x',
        display: 'browser',
        icons: [{ src: '/a.png', sizes: '192x192', purpose: 'maskable' }],
      }),
      'https://tours.example/m.json',
    );
    expect(result.status).toBe('fail');
    for (const problem of ['no short_name', 'no start_url', 'not "standalone"', 'no 192x192 icon', 'no 512x512 icon']) {
      expect(result.detail).toContain(problem);
    }
    expect(result.detail).not.toContain('maskable');
    expect(checkManifest('<!doctype html>', 'https://tours.example/m.json').result.detail).toMatch(/not valid JSON/);
  });

  it('finds the linked manifest, else the built one', () => {
    expect(findManifestUrl('<link rel="manifest" href="/app.webmanifest">', 'https://t.example/x')).toBe(
      'https://t.example/app.webmanifest',
    );
    expect(findManifestUrl('<html></html>', 'https://t.example/')).toBe('https://t.example/manifest.webmanifest');
  });
});

describe('bundle checks', () => {
  it('follows entries, preloads, imports, preload lists and the precache manifest', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-B2.js">' +
      '<script src="https://cdn.other.example/x.js"></script>';
    expect(findEntryScripts(html, 'https://t.example/')).toEqual([
      'https://t.example/assets/index-A1.js',
      'https://t.example/assets/vendor-B2.js',
    ]);
    const chunk = 'import{a}from"./rt-C3.js";const d=["assets/env-D4.js"];import(`./route-E5.js`);log("sw.js")';
    expect(findScriptReferences(chunk, 'https://t.example/assets/index-A1.js', 'https://t.example/')).toEqual([
      'https://t.example/assets/rt-C3.js',
      'https://t.example/assets/env-D4.js',
      'https://t.example/assets/route-E5.js',
    ]);
    const sw = '[{"revision":null,"url":"assets/a-1.js"},{"revision":"x","url":"index.html"},{url:"assets/b-2.js"}]';
    expect(findPrecacheScripts(sw, 'https://t.example/sw.js')).toEqual([
      'https://t.example/assets/a-1.js',
      'https://t.example/assets/b-2.js',
    ]);
  });

  it('finds the Supabase URL the app was built with', () => {
    expect(findSupabaseUrl([`x={VITE_SUPABASE_ANON_KEY:\`k\`,VITE_SUPABASE_URL:\`${HOSTED}/\`}`])).toBe(HOSTED);
    expect(findSupabaseUrl(['fetch("https://abcdefghijklmnopqrst.supabase.co/rest/v1")'])).toBe(HOSTED);
    expect(findSupabaseUrl(['nothing here'])).toBeUndefined();
  });

  it('accepts exactly one anon key and refuses any privileged one', () => {
    const one = checkKeys(findKeys([`a="${ANON}"`, `b="${ANON}"`]), HOSTED);
    expect(one).toMatchObject({ status: 'pass', anonKey: ANON });
    expect(one.detail).not.toContain(ANON);

    const leaked = checkKeys(findKeys([`a="${ANON}";b="${SERVICE}"`]), HOSTED);
    expect(leaked.status).toBe('fail');
    expect(leaked.detail).toContain('service_role');
    expect(leaked.fix).toMatch(/Rotate it at once/);
    expect(leaked.detail).not.toContain(SERVICE);

    // A made-up secret key, written in two parts so repository secret scanners do not report it.
    const secret = checkKeys(findKeys([`k="sb_${'secret'}_0123456789abcdef"`]), HOSTED);
    expect(secret.status).toBe('fail');
    expect(secret.fix).toMatch(/Rotate/);

    expect(checkKeys(findKeys(['nothing']), HOSTED).detail).toMatch(/no anon key/);
    const two = jwt({ ref: 'abcdefghijklmnopqrst', role: 'anon', exp: 2_000_000_001 });
    expect(checkKeys(findKeys([ANON, two]), HOSTED).detail).toMatch(/2 different keys/);
    expect(checkKeys(findKeys([ANON]), 'https://zzzzzzzzzzzzzzzzzzzz.supabase.co').detail).toMatch(/another|belongs/);
    expect(checkKeys(findKeys([jwt({ role: 'anon', exp: 1 })]), HOSTED).detail).toMatch(/expired/);
    expect(checkKeys(findKeys(['k="sb_publishable_0123456789abcdef"']), HOSTED)).toMatchObject({ status: 'pass' });
  });
});

describe('RLS checks', () => {
  it('passes refused or empty reads of private tables and fails any row', () => {
    expect(checkPrivateRead('tour_inquiries', 401, '{"code":"42501"}').status).toBe('pass');
    expect(checkPrivateRead('tour_inquiries', 200, '[]').status).toBe('pass');
    const open = checkPrivateRead('tour_inquiries', 200, '[{"id":"1"}]');
    expect(open.status).toBe('fail');
    expect(open.detail).toMatch(/ANYONE CAN READ tour_inquiries/);
    expect(checkPrivateRead('tour_inquiries', 404, '{}').fix).toMatch(/supabase db push/);
  });

  it('needs the public tables readable', () => {
    expect(checkPublicRead('reviews', 200, '[]').status).toBe('pass');
    expect(checkPublicRead('reviews', 401, '{"message":"Invalid API key"}')).toMatchObject({ status: 'fail' });
  });
});

describe('command line and output', () => {
  it('parses the URL and the timeout', () => {
    expect(parseArgs(['https://t.example'])).toEqual({ url: 'https://t.example/', timeoutMs: 10_000 });
    expect(parseArgs(['t.example', '--timeout', '3'])).toEqual({ url: 'https://t.example/', timeoutMs: 3000 });
    expect(() => parseArgs([])).toThrow(/Usage/);
    expect(() => parseArgs(['ftp://t.example'])).toThrow(/Usage/);
  });

  it('prints one line per check and exits 1 only on a failure', () => {
    expect(formatResult({ name: 'X', status: 'fail', detail: 'broken', fix: 'mend it' })).toBe('✗ X: broken → mend it');
    expect(formatResult({ name: 'X', status: 'pass', detail: 'fine' })).toBe('✓ X: fine');
    expect(
      summarize([
        { name: 'a', status: 'pass', detail: '' },
        { name: 'b', status: 'warn', detail: '' },
      ]).exitCode,
    ).toBe(0);
    expect(summarize([{ name: 'a', status: 'fail', detail: '' }]).exitCode).toBe(1);
  });
});

// A tiny deployment with everything wrong, and its "Supabase API" on the same server.
type Handler = (req: IncomingMessage, res: ServerResponse, base: string) => void;

async function serve(handler: Handler): Promise<{ server: Server; base: string }> {
  let base = '';
  const server = createServer((req, res) => handler(req, res, base));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, base };
}

const badSite: Handler = (req, res, base) => {
  const url = new URL(req.url ?? '/', base);
  const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': type, ...headers });
    res.end(body);
  };
  switch (url.pathname) {
    case '/':
      return send(
        200,
        'text/html',
        '<!doctype html><html><head><link rel="manifest" href="/manifest.webmanifest">' +
          '<script type="module" src="/assets/index-A1.js"></script></head></html>',
        {
          'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
          'Cache-Control': 'max-age=86400',
        },
      );
    case '/manifest.webmanifest':
      return send(
        200,
        'application/manifest+json',
        JSON.stringify({
          name: 'x',
          short_name: 'x',
          start_url: '/',
          display: 'browser',
          icons: [{ src: '/missing.png', sizes: '192x192' }],
        }),
      );
    case '/sw.js':
      return send(200, 'text/html', '<!doctype html>', { 'Cache-Control': 'max-age=86400' });
    case '/assets/index-A1.js':
      return send(200, 'text/javascript', `import("./env-B2.js")`, { 'Cache-Control': 'no-store' });
    case '/assets/env-B2.js':
      return send(
        200,
        'text/javascript',
        `const e={VITE_SUPABASE_ANON_KEY:\`${jwt({ role: 'anon' })}\`,VITE_SUPABASE_URL:\`${base}\`};const s="${jwt({ role: 'service_role' })}";`,
      );
    case '/rest/v1/tour_inquiries':
      return send(200, 'application/json', '[{"id":"leaked"}]');
    case '/rest/v1/reviews':
    case '/rest/v1/gallery':
      return send(200, 'application/json', '[]');
    default:
      return send(404, 'text/plain', 'Not found');
  }
};

describe('verifyDeployment against a local server', () => {
  let bad: { server: Server; base: string };
  beforeAll(async () => {
    bad = await serve(badSite);
  });
  afterAll(() => new Promise<void>((resolve) => bad.server.close(() => resolve())));

  it('reports each problem of a badly configured deployment', async () => {
    const results = await verifyDeployment(bad.base, { timeoutMs: 5000 });
    const status = (name: string) => byName(results, name).status;
    expect(status('Home page')).toBe('pass');
    expect(status('In-app route /tours')).toBe('fail');
    expect(byName(results, 'App shell /admin')).toMatchObject({ status: 'fail', detail: expect.stringMatching(/404/) });
    expect(status('Unknown path')).toBe('pass');
    expect(status('HTML caching')).toBe('warn');
    expect(byName(results, 'Content-Security-Policy').detail).toMatch(/'unsafe-inline'.*frame-ancestors/);
    expect(status('Strict-Transport-Security')).toBe('warn'); // plain http
    expect(status('X-Content-Type-Options')).toBe('fail');
    expect(status('Referrer-Policy')).toBe('fail');
    expect(status('Permissions-Policy')).toBe('fail');
    expect(byName(results, 'Web app manifest').detail).toMatch(/not "standalone".*no 512x512 icon.*no maskable icon/);
    expect(byName(results, 'Manifest icons').detail).toContain('/missing.png → 404');
    expect(byName(results, 'Service worker').detail).toMatch(/text\/html/);
    expect(status('Hashed assets')).toBe('warn');
    expect(byName(results, 'Supabase URL').detail).toContain(bad.base);
    expect(byName(results, 'Anon key')).toMatchObject({
      status: 'fail',
      detail: expect.stringMatching(/service_role/),
    });
    // Without a trustworthy key the API is not asked at all.
    expect(status('RLS')).toBe('fail');
    expect(summarize(results).exitCode).toBe(1);
  });

  it('reads the private tables with the anon key and reports rows it should not see', async () => {
    const leaky = await serve((req, res, base) => {
      if (req.url === '/assets/env-B2.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end(`const e={VITE_SUPABASE_ANON_KEY:\`${jwt({ role: 'anon' })}\`,VITE_SUPABASE_URL:\`${base}\`};`);
        return;
      }
      badSite(req, res, base);
    });
    try {
      const results = await verifyDeployment(leaky.base, { timeoutMs: 5000 });
      expect(byName(results, 'Anon key').status).toBe('pass');
      expect(byName(results, 'CSP allows the API').status).toBe('pass'); // 'self' is the same server here
      expect(byName(results, 'RLS: tour_inquiries')).toMatchObject({
        status: 'fail',
        detail: expect.stringMatching(/ANYONE CAN READ/),
      });
      // The fake API answers 404 for tables it does not know.
      expect(byName(results, 'RLS: custom_tour_requests').fix).toMatch(/supabase db push/);
      expect(byName(results, 'RLS: reviews (public read)').status).toBe('pass');
      expect(byName(results, 'Anon INSERT')).toMatchObject({
        status: 'info',
        detail: expect.stringMatching(/read-only/),
      });
    } finally {
      await new Promise<void>((resolve) => leaky.server.close(() => resolve()));
    }
  });

  it('says clearly when the site cannot be reached or does not answer', async () => {
    const closed = await serve(() => undefined);
    const base = closed.base;
    await new Promise<void>((resolve) => closed.server.close(() => resolve()));
    const refused = await verifyDeployment(base, { timeoutMs: 2000 });
    expect(refused).toEqual([expect.objectContaining({ name: 'Home page', status: 'fail' })]);
    expect(refused[0]?.detail).toMatch(/refused the connection/);

    const silent = await serve(() => undefined); // accepts, never answers
    try {
      const timedOut = await verifyDeployment(silent.base, { timeoutMs: 300 });
      expect(timedOut[0]?.detail).toMatch(/no answer .* within 0.3 s/);
    } finally {
      silent.server.closeAllConnections();
      await new Promise<void>((resolve) => silent.server.close(() => resolve()));
    }
  });
});
