/**
 * `npm run verify:deployment -- https://example.com`: checks a deployed site from the outside, the way
 * a visitor's browser and an attacker would see it, and prints one line per check with what is wrong
 * and how to fix it. Exit code 0 only when nothing failed (warnings are allowed), 1 otherwise, 2 for a
 * bad command line.
 *
 * Everything is read-only: pages, headers, the manifest, the service worker, the JavaScript bundle and
 * a few GET requests to the Supabase API with the anon key found in that bundle. No row is written, so
 * it is safe to run against the live site at any time.
 *
 * The checks are small pure functions (exported for the tests); `verifyDeployment` fetches and feeds
 * them.
 */
import { isEntryPoint } from './entry-point';

export type Status = 'pass' | 'warn' | 'fail' | 'info';

export interface CheckResult {
  name: string;
  status: Status;
  detail: string;
  /** How to put it right; shown for warnings and failures. */
  fix?: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;
// A built app has well under a hundred chunks; the cap only stops a runaway crawl of a strange site.
const MAX_SCRIPTS = 400;
const CRAWL_CONCURRENCY = 6;
// vite.config.ts builds src/sw.ts into /sw.js and src/lib/service-worker.ts registers that URL.
const SERVICE_WORKER_PATH = '/sw.js';
// A public page, pre-rendered into its own file (tours/index.html), and a client-only route, which no file
// answers: the host's fallback must give it the empty app shell (shell.html).
const IN_APP_ROUTE = '/tours';
const CLIENT_ONLY_ROUTE = '/admin';
/** A path no deployment of the site has: it must answer 404. */
const UNKNOWN_PATH = '/no-such-page-a7c2';
// Hashed file names change with their content, so a day is the least worth having; a year is usual.
const MIN_ASSET_MAX_AGE = 86_400;
const MIN_HSTS_MAX_AGE = 15_552_000; // 180 days; browsers' preload lists ask for a year
// What visitors may never read, whatever the state of the data, with a column each table has: a
// column anon may have been granted by mistake would show up, where `select=*` would be refused.
export const PRIVATE_TABLES: Record<string, string> = {
  tour_inquiries: 'id',
  custom_tour_requests: 'id',
  analytics_events: 'id',
  admins: 'user_id',
};
// What the public pages read with the anon key; `id` is among the columns granted to anon.
export const PUBLIC_TABLES: Record<string, string> = { reviews: 'id', gallery: 'id' };

const pass = (name: string, detail: string): CheckResult => ({ name, status: 'pass', detail });
const warn = (name: string, detail: string, fix: string): CheckResult => ({ name, status: 'warn', detail, fix });
const fail = (name: string, detail: string, fix: string): CheckResult => ({ name, status: 'fail', detail, fix });

// ---------------------------------------------------------------------------------------------------
// Headers

/** Directives of a Content-Security-Policy header, names lower-cased; the first occurrence wins. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, sources);
  }
  return directives;
}

/** The sources a fetch directive falls back to when it is not set itself. */
function effectiveSources(csp: Map<string, string[]>, directive: string): string[] | undefined {
  return csp.get(directive) ?? csp.get('default-src');
}

export function checkCsp(header: string | null, reportOnly: string | null = null): CheckResult {
  const name = 'Content-Security-Policy';
  const fixBase = 'deploy the generated headers (npm run host-config: public/_headers, vercel.json)';
  if (!header) {
    const extra = reportOnly ? ' (only Content-Security-Policy-Report-Only is sent, which enforces nothing)' : '';
    return fail(name, `missing${extra}`, `Send the Content-Security-Policy header: ${fixBase}.`);
  }
  const csp = parseCsp(header);
  const problems: string[] = [];
  const scripts = effectiveSources(csp, 'script-src');
  if (!scripts) problems.push('neither script-src nor default-src is set, so any script may run');
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"]) {
    if (scripts?.some((source) => source.toLowerCase() === unsafe)) problems.push(`script-src allows ${unsafe}`);
  }
  const frames = csp.get('frame-ancestors');
  if (!frames || frames.length !== 1 || frames[0]?.toLowerCase() !== "'none'") {
    problems.push(
      frames ? `frame-ancestors is '${frames.join(' ')}', not 'none'` : "frame-ancestors 'none' is missing",
    );
  }
  if (problems.length > 0) {
    return fail(name, problems.join('; '), `Use the policy the project generates: ${fixBase}.`);
  }
  return pass(name, "script-src has no 'unsafe-inline'/'unsafe-eval', frame-ancestors 'none'");
}

export function checkHsts(header: string | null, https: boolean): CheckResult {
  const name = 'Strict-Transport-Security';
  if (!https) {
    return warn(
      name,
      'the site answered over plain http, where browsers ignore HSTS',
      'Serve the live site over https only; then this header is required.',
    );
  }
  if (!header) {
    return fail(
      name,
      'missing',
      'Send Strict-Transport-Security: max-age=63072000; includeSubDomains (deploy public/_headers or vercel.json).',
    );
  }
  const maxAge = /max-age\s*=\s*"?(\d+)/i.exec(header)?.[1];
  if (maxAge === undefined) return fail(name, `no max-age in "${header}"`, 'Use max-age=63072000; includeSubDomains.');
  if (Number(maxAge) < MIN_HSTS_MAX_AGE) {
    return warn(name, `max-age=${maxAge} is short`, 'Raise it to at least 15552000 (180 days), ideally 63072000.');
  }
  return pass(name, `max-age=${maxAge}`);
}

export function checkNosniff(header: string | null): CheckResult {
  const name = 'X-Content-Type-Options';
  if (header?.trim().toLowerCase() === 'nosniff') return pass(name, 'nosniff');
  return fail(
    name,
    header ? `"${header}" instead of nosniff` : 'missing',
    'Send X-Content-Type-Options: nosniff (deploy the generated headers).',
  );
}

export function checkReferrerPolicy(header: string | null): CheckResult {
  const name = 'Referrer-Policy';
  if (!header) {
    return fail(
      name,
      'missing',
      'Send Referrer-Policy: strict-origin-when-cross-origin (deploy the generated headers).',
    );
  }
  // The last policy a browser understands wins; these two send full URLs (with enquiry paths) elsewhere.
  const policies = header.split(',').map((p) => p.trim().toLowerCase());
  const last = policies[policies.length - 1] ?? '';
  if (last === 'unsafe-url' || last === 'no-referrer-when-downgrade') {
    return fail(name, `"${header}" leaks full URLs to other sites`, 'Use strict-origin-when-cross-origin.');
  }
  return pass(name, header);
}

export function checkPermissionsPolicy(header: string | null): CheckResult {
  const name = 'Permissions-Policy';
  if (!header?.trim()) {
    return fail(
      name,
      'missing',
      'Send Permissions-Policy: camera=(), microphone=(), geolocation=() … (deploy the generated headers).',
    );
  }
  return pass(name, 'present');
}

// ---------------------------------------------------------------------------------------------------
// Caching

export interface CacheControl {
  maxAge?: number;
  sMaxAge?: number;
  noCache: boolean;
  noStore: boolean;
  immutable: boolean;
}

export function parseCacheControl(header: string | null): CacheControl {
  const result: CacheControl = { noCache: false, noStore: false, immutable: false };
  for (const part of (header ?? '').split(',')) {
    const [rawKey, rawValue] = part.trim().split('=');
    const key = rawKey?.trim().toLowerCase();
    const value = Number(rawValue?.trim().replace(/"/g, ''));
    if (key === 'max-age' && Number.isFinite(value)) result.maxAge = value;
    else if (key === 's-maxage' && Number.isFinite(value)) result.sMaxAge = value;
    else if (key === 'no-cache') result.noCache = true;
    else if (key === 'no-store') result.noStore = true;
    else if (key === 'immutable') result.immutable = true;
  }
  return result;
}

/** A response that may be reused without asking the server (browser or CDN), in seconds. */
function freshFor(cache: CacheControl): number {
  if (cache.noCache || cache.noStore) return 0;
  return Math.max(cache.maxAge ?? 0, cache.sMaxAge ?? 0);
}

export function isJavaScript(contentType: string | null): boolean {
  return /^\s*(?:text|application)\/(?:x-)?(?:javascript|ecmascript)\b/i.test(contentType ?? '');
}

/**
 * The service worker script must be JavaScript (browsers refuse anything else) and must not be cached:
 * a cached sw.js keeps every visitor on the old release.
 */
export function checkServiceWorker(
  status: number,
  contentType: string | null,
  cacheControl: string | null,
  url: string,
): CheckResult {
  const name = 'Service worker';
  if (status !== 200) {
    return fail(name, `${url} answered ${status}`, 'Upload all of dist/, including sw.js at the site root.');
  }
  if (!isJavaScript(contentType)) {
    return fail(
      name,
      `${url} is served as "${contentType ?? 'no content type'}"; browsers only register JavaScript`,
      'Serve .js files as text/javascript (check rewrites do not answer sw.js with index.html).',
    );
  }
  const fresh = freshFor(parseCacheControl(cacheControl));
  if (fresh > 0) {
    return fail(
      name,
      `${url} may be cached for ${fresh} s ("${cacheControl}"), so updates reach visitors late`,
      'Send Cache-Control: no-cache for /sw.js (the generated headers do).',
    );
  }
  if (!cacheControl) {
    return warn(
      name,
      `${url} answers 200 but has no Cache-Control, so caches may keep it heuristically`,
      'Send Cache-Control: no-cache for /sw.js.',
    );
  }
  return pass(name, `${url} answers 200 as JavaScript, Cache-Control "${cacheControl}"`);
}

/** Hashed files under /assets/ never change, so a long cache lifetime costs nothing and saves a lot. */
export function checkHashedAsset(
  status: number,
  contentType: string | null,
  cacheControl: string | null,
  url: string,
): CheckResult {
  const name = 'Hashed assets';
  if (status !== 200)
    return fail(name, `${url} answered ${status}`, 'Upload the whole dist/ folder, assets/ included.');
  if (!isJavaScript(contentType)) {
    return fail(
      name,
      `${url} is served as "${contentType ?? 'no content type'}"; browsers refuse to run module scripts that are not JavaScript`,
      'Serve .js files as text/javascript.',
    );
  }
  const cache = parseCacheControl(cacheControl);
  if (cache.immutable || freshFor(cache) >= MIN_ASSET_MAX_AGE) {
    return pass(name, `cacheable ("${cacheControl}")`);
  }
  return warn(
    name,
    `${url} is not cached long ("${cacheControl ?? 'no Cache-Control'}"), so every visit revalidates every chunk`,
    'Send Cache-Control: public, max-age=31536000, immutable for /assets/* (the generated headers do).',
  );
}

// The shell's #root is empty (index.html at the repository root); a pre-rendered page has the app's markup in it.
const EMPTY_ROOT = /<div\b[^>]*\bid=["']?root["']?[^>]*>\s*<\/div>/i;

/**
 * A client-only route (the staff portal) must get the empty app shell. A host that answers it with
 * index.html serves the pre-rendered home page instead: the browser would hydrate the home page's markup
 * as the staff portal, which React can only throw away and render again.
 */
export function checkAppShell(status: number, contentType: string | null, html: string, url: string): CheckResult {
  const name = `App shell ${new URL(url).pathname}`;
  const fix =
    'Serve /shell.html with status 200 for the staff portal and the outbox (the generated public/_redirects and vercel.json do).';
  if (status !== 200 || !/text\/html/i.test(contentType ?? '')) {
    return fail(
      name,
      `answered ${status} ${contentType ?? ''}`.trim() + '; staff following a link or reloading get an error',
      fix,
    );
  }
  if (!EMPTY_ROOT.test(html)) {
    return fail(
      name,
      'answered with a pre-rendered page (probably index.html, the home page) instead of the empty app shell',
      fix,
    );
  }
  return pass(name, 'answers 200 with the empty app shell');
}

/**
 * A path that is no page must answer 404. A host that answers it 200 with the app's "Page not found"
 * makes a soft 404, which search engines index as a page of the site.
 */
export function checkUnknownPath(status: number, url: string): CheckResult {
  const name = 'Unknown path';
  const path = new URL(url).pathname;
  if (status === 404 || status === 410) return pass(name, `${path} answers ${status}`);
  return fail(
    name,
    `${path} answered ${status}, not 404 (a soft 404 that search engines index)`,
    'Serve 404.html with status 404 for paths with no file and no client-only route (npm run host-config writes the rules).',
  );
}

/** The HTML shell names the current hashed files; a cached copy would point at the previous release. */
export function checkHtmlCaching(cacheControl: string | null): CheckResult {
  const name = 'HTML caching';
  const fresh = freshFor(parseCacheControl(cacheControl));
  if (fresh > 600) {
    return warn(
      name,
      `the page may be cached for ${fresh} s ("${cacheControl}"), so a release shows up late`,
      'Send Cache-Control: no-cache (or a short max-age) for HTML.',
    );
  }
  return pass(name, cacheControl ? `"${cacheControl}"` : 'no Cache-Control (host default)');
}

// ---------------------------------------------------------------------------------------------------
// Manifest

interface ManifestIcon {
  src?: unknown;
  sizes?: unknown;
  purpose?: unknown;
}

export interface ManifestCheck {
  result: CheckResult;
  /** Icon URLs, absolute, when the manifest could be read. */
  iconUrls: string[];
}

export function checkManifest(text: string, manifestUrl: string): ManifestCheck {
  const name = 'Web app manifest';
  let manifest: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    manifest = parsed as Record<string, unknown>;
  } catch (error) {
    return {
      result: fail(
        name,
        `${manifestUrl} is not valid JSON (${(error as Error).message})`,
        'Upload dist/manifest.webmanifest as built; check the host does not answer it with index.html.',
      ),
      iconUrls: [],
    };
  }
  const problems: string[] = [];
  for (const field of ['name', 'short_name', 'start_url'] as const) {
    if (typeof manifest[field] !== 'string' || !(manifest[field] as string).trim()) problems.push(`no ${field}`);
  }
  if (manifest.display !== 'standalone')
    problems.push(`display is ${JSON.stringify(manifest.display)}, not "standalone"`);
  const icons = (Array.isArray(manifest.icons) ? manifest.icons : []) as ManifestIcon[];
  const sizesOf = (icon: ManifestIcon) => (typeof icon.sizes === 'string' ? icon.sizes.split(/\s+/) : []);
  const purposesOf = (icon: ManifestIcon) =>
    typeof icon.purpose === 'string' ? icon.purpose.toLowerCase().split(/\s+/) : ['any'];
  const anyIcon = (size: string) => icons.some((i) => sizesOf(i).includes(size) && purposesOf(i).includes('any'));
  if (!anyIcon('192x192')) problems.push('no 192x192 icon');
  if (!anyIcon('512x512')) problems.push('no 512x512 icon');
  if (!icons.some((i) => purposesOf(i).includes('maskable'))) problems.push('no maskable icon');
  const iconUrls = icons
    .filter((icon): icon is ManifestIcon & { src: string } => typeof icon.src === 'string')
    .map((icon) => new URL(icon.src, manifestUrl).href);
  if (problems.length > 0) {
    return {
      result: fail(
        name,
        problems.join('; '),
        'Deploy the manifest.webmanifest the build emits (see the repository root).',
      ),
      iconUrls,
    };
  }
  return {
    result: pass(name, `${manifestUrl}: "${String(manifest.short_name)}", standalone, 192/512/maskable icons`),
    iconUrls: [...new Set(iconUrls)],
  };
}

/** The manifest URL the page links to, else the file the build emits at the root. */
export function findManifestUrl(html: string, pageUrl: string): string {
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (/\brel\s*=\s*["']?manifest\b/i.test(tag)) {
      const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
      if (href) return new URL(href, pageUrl).href;
    }
  }
  return new URL('/manifest.webmanifest', pageUrl).href;
}

// ---------------------------------------------------------------------------------------------------
// Bundle

/** Scripts the page loads at once: module entries and modulepreloads, same origin only. */
export function findEntryScripts(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const urls: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (src) urls.push(new URL(src, pageUrl).href);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel\s*=\s*["']?modulepreload\b/i.test(tag)) continue;
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (href) urls.push(new URL(href, pageUrl).href);
  }
  return [...new Set(urls)].filter((url) => new URL(url).origin === origin);
}

/**
 * Chunks a script refers to: static and dynamic imports ("./chunk-abc.js") and Vite's preload lists
 * ("assets/chunk-abc.js", relative to the site's base). Same origin only.
 */
export function findScriptReferences(text: string, scriptUrl: string, baseUrl: string): string[] {
  const origin = new URL(baseUrl).origin;
  const urls = new Set<string>();
  for (const match of text.matchAll(/["'`]((?:\.{1,2}\/|\/)?[\w.~-]+(?:\/[\w.~-]+)*\.m?js)["'`]/g)) {
    const ref = match[1] as string;
    let url: string;
    if (ref.startsWith('./') || ref.startsWith('../')) url = new URL(ref, scriptUrl).href;
    else if (ref.startsWith('/')) url = new URL(ref, origin).href;
    else if (ref.includes('/')) url = new URL(ref, baseUrl).href;
    else continue; // a bare name such as "sw.js" in a message is not a chunk reference
    if (new URL(url).origin === origin) urls.add(url);
  }
  return [...urls];
}

/** JavaScript files listed in a Workbox precache manifest inside the service worker. */
export function findPrecacheScripts(swText: string, swUrl: string): string[] {
  const origin = new URL(swUrl).origin;
  const urls = new Set<string>();
  for (const match of swText.matchAll(/["']?url["']?\s*:\s*["'`]([^"'`]+\.m?js)["'`]/g)) {
    const url = new URL(match[1] as string, swUrl).href;
    if (new URL(url).origin === origin && url !== swUrl) urls.add(url);
  }
  return [...urls];
}

/** The Supabase API URL the app was built with (Vite inlines VITE_SUPABASE_URL as a string). */
export function findSupabaseUrl(texts: string[]): string | undefined {
  for (const text of texts) {
    const inlined = /VITE_SUPABASE_URL["'`]?\s*:\s*["'`](https?:\/\/[^"'`\s]+)["'`]/.exec(text)?.[1];
    if (inlined) return inlined.replace(/\/+$/, '');
  }
  for (const text of texts) {
    const hosted = /https:\/\/[a-z0-9-]+\.supabase\.(?:co|in)\b/.exec(text)?.[0];
    if (hosted) return hosted;
  }
  return undefined;
}

export interface FoundKeys {
  /** JWT-shaped strings whose payload decodes to JSON. */
  jwts: { token: string; payload: Record<string, unknown> }[];
  /** New-style keys: publishable ones are public, secret ones are not. */
  publishable: string[];
  secret: string[];
}

export function decodeJwtPayload(token: string): Record<string, unknown> | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function findKeys(texts: string[]): FoundKeys {
  const jwts = new Map<string, Record<string, unknown>>();
  const publishable = new Set<string>();
  const secret = new Set<string>();
  for (const text of texts) {
    for (const [token] of text.matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) {
      const payload = decodeJwtPayload(token);
      if (payload) jwts.set(token, payload);
    }
    for (const [key] of text.matchAll(/\bsb_publishable_[\w-]{10,}/g)) publishable.add(key);
    // `(?:secret)` keeps this pattern itself from looking like a key to repository secret scanners.
    for (const [key] of text.matchAll(/\bsb_(?:secret)_[\w-]{10,}/g)) secret.add(key);
  }
  return {
    jwts: [...jwts].map(([token, payload]) => ({ token, payload })),
    publishable: [...publishable],
    secret: [...secret],
  };
}

/** Enough of a key to recognise it in the dashboard, never the whole of it. */
export function redact(key: string): string {
  return `${key.slice(0, 12)}…${key.slice(-4)}`;
}

const ROTATE =
  'Rotate it at once in the Supabase dashboard (Project Settings → API Keys / JWT Keys), then rebuild with only ' +
  'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY set and redeploy.';

/**
 * Exactly one key may be in the bundle and it must be the anon (publishable) key: anything else
 * bypasses RLS for whoever opens the browser's developer tools.
 */
export function checkKeys(
  keys: FoundKeys,
  supabaseUrl: string | undefined,
  now = Date.now(),
): CheckResult & { anonKey?: string } {
  const name = 'Anon key';
  if (keys.secret.length > 0) {
    return fail(name, `a secret API key (${keys.secret.map(redact).join(', ')}) is in the JavaScript bundle`, ROTATE);
  }
  const privileged = keys.jwts.filter((k) => k.payload.role !== 'anon');
  if (privileged.length > 0) {
    const roles = [...new Set(privileged.map((k) => String(k.payload.role ?? 'no role')))].join(', ');
    return fail(
      name,
      `a JWT with role ${roles} (${privileged.map((k) => redact(k.token)).join(', ')}) is in the bundle`,
      ROTATE,
    );
  }
  const candidates = [...keys.jwts.map((k) => k.token), ...keys.publishable];
  if (candidates.length === 0) {
    return fail(
      name,
      'no anon key found in the JavaScript bundle',
      'Build with VITE_SUPABASE_ANON_KEY set to the project anon (publishable) key, then redeploy.',
    );
  }
  if (candidates.length > 1) {
    return fail(
      name,
      `${candidates.length} different keys in the bundle (${candidates.map(redact).join(', ')}); expected exactly one`,
      'Rebuild from a clean checkout with only the project anon key set, and remove stale files from the host.',
    );
  }
  const anonKey = candidates[0] as string;
  const jwt = keys.jwts[0];
  if (jwt) {
    const exp = typeof jwt.payload.exp === 'number' ? jwt.payload.exp : undefined;
    if (exp !== undefined && exp * 1000 < now) {
      return fail(
        name,
        `the anon key expired on ${new Date(exp * 1000).toISOString().slice(0, 10)}`,
        'Build with the current anon key.',
      );
    }
    const ref = typeof jwt.payload.ref === 'string' ? jwt.payload.ref : undefined;
    const urlRef = supabaseUrl
      ? /^([a-z0-9]+)\.supabase\.(?:co|in)$/.exec(new URL(supabaseUrl).hostname)?.[1]
      : undefined;
    if (ref && urlRef && ref !== urlRef) {
      return fail(
        name,
        `the anon key belongs to project ${ref} but the app talks to ${urlRef}`,
        'Build with the URL and anon key of the same project.',
      );
    }
    return {
      ...pass(name, `exactly one key, role anon (${redact(anonKey)}${ref ? `, project ${ref}` : ''})`),
      anonKey,
    };
  }
  return { ...pass(name, `exactly one key, a publishable key (${redact(anonKey)})`), anonKey };
}

// ---------------------------------------------------------------------------------------------------
// Content-Security-Policy against the API

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };

/** Scheme matching as CSP level 3 has it: a source for the plain scheme also allows its secure twin. */
function schemeMatches(sourceScheme: string, targetScheme: string): boolean {
  return (
    sourceScheme === targetScheme ||
    (sourceScheme === 'http:' && targetScheme === 'https:') ||
    (sourceScheme === 'ws:' && targetScheme === 'wss:')
  );
}

/** One CSP source expression against a URL (paths are not compared: policies here name origins). */
function sourceMatches(source: string, target: URL, siteOrigin: string): boolean {
  const s = source.toLowerCase();
  const site = new URL(siteOrigin);
  const network = ['http:', 'https:', 'ws:', 'wss:'];
  if (s === '*') return network.includes(target.protocol);
  if (s === "'self'") {
    const secure = site.protocol === 'https:' ? ['https:', 'wss:'] : network;
    return target.host === site.host && secure.includes(target.protocol);
  }
  if (/^[a-z][a-z0-9+.-]*:$/.test(s)) return schemeMatches(s, target.protocol);
  const m = /^(?:([a-z][a-z0-9+.-]*:)\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?(?:\/.*)?$/.exec(s);
  if (!m) return false;
  const [, scheme, wildcard, host = '', port] = m;
  if (scheme) {
    if (!schemeMatches(scheme, target.protocol)) return false;
  } else {
    // No scheme: the page's own scheme (or its secure twin), and WebSockets beside it.
    const allowed = site.protocol === 'https:' ? ['https:', 'wss:'] : network;
    if (!allowed.includes(target.protocol)) return false;
  }
  const hostname = target.hostname.toLowerCase();
  if (wildcard ? !hostname.endsWith(`.${host}`) : host !== '*' && hostname !== host) return false;
  const targetPort = target.port || DEFAULT_PORTS[target.protocol] || '';
  if (port === '*') return true;
  if (port) return port === targetPort;
  return targetPort === DEFAULT_PORTS[target.protocol];
}

/** Whether the policy lets `directive` reach `url` (with default-src as fallback). */
export function cspAllows(header: string, directive: string, url: string, siteOrigin: string): boolean {
  const sources = effectiveSources(parseCsp(header), directive);
  if (!sources) return true;
  const target = new URL(url);
  return sources.some((source) => sourceMatches(source, target, siteOrigin));
}

/** The app calls the REST API and storage over https and listens for live changes over wss. */
export function checkCspAllowsApi(header: string | null, supabaseUrl: string, siteOrigin: string): CheckResult {
  const name = 'CSP allows the API';
  if (!header) return warn(name, 'no Content-Security-Policy to check', 'See the Content-Security-Policy line.');
  const api = new URL(supabaseUrl);
  const ws = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}/realtime/v1/websocket`;
  const missing: string[] = [];
  if (!cspAllows(header, 'connect-src', `${api.origin}/rest/v1/`, siteOrigin))
    missing.push(`connect-src ${api.origin}`);
  if (!cspAllows(header, 'connect-src', ws, siteOrigin)) missing.push(`connect-src ${new URL(ws).origin}`);
  if (!cspAllows(header, 'img-src', `${api.origin}/storage/v1/object/public/gallery/x.webp`, siteOrigin)) {
    missing.push(`img-src ${api.origin}`);
  }
  if (missing.length > 0) {
    return fail(
      name,
      `the policy blocks the app's own API: ${missing.join(', ')} not allowed`,
      'Deploy the generated headers; for an API on a custom domain add its origin to SUPABASE_ORIGINS in ' +
        'scripts/write-host-config.ts, run npm run host-config and redeploy.',
    );
  }
  return pass(name, `connect-src and img-src allow ${api.origin}, live updates allowed`);
}

// ---------------------------------------------------------------------------------------------------
// Row-level security, read-only

export function checkPrivateRead(table: string, status: number, body: string): CheckResult {
  const name = `RLS: ${table}`;
  if (status === 401 || status === 403) return pass(name, `anon cannot read it (${status})`);
  if (status === 200) {
    let rows: unknown;
    try {
      rows = JSON.parse(body);
    } catch {
      rows = undefined;
    }
    if (Array.isArray(rows) && rows.length === 0) return pass(name, 'anon reads no rows (200 [])');
    if (Array.isArray(rows)) {
      return fail(
        name,
        `ANYONE CAN READ ${table}: the anon key got ${rows.length} row(s)`,
        'Take the site offline or revoke anon access now (revoke select on public.' +
          `${table} from anon), then re-run supabase db push and check its RLS policies.`,
      );
    }
  }
  if (status === 404) {
    return fail(name, `the API does not know ${table} (404)`, 'Apply the migrations: supabase db push.');
  }
  return fail(
    name,
    `unexpected answer ${status}: ${body.slice(0, 160)}`,
    'Check the Supabase URL and that the project is up.',
  );
}

export function checkPublicRead(table: string, status: number, body: string): CheckResult {
  const name = `RLS: ${table} (public read)`;
  if (status === 200) {
    try {
      if (Array.isArray(JSON.parse(body))) return pass(name, 'anon can read it, as the public pages need');
    } catch {
      // reported below
    }
  }
  const hint =
    status === 401 && /api key|apikey|jwt/i.test(body)
      ? 'The anon key is refused: build with the anon key of this project.'
      : status === 404
        ? 'Apply the migrations: supabase db push.'
        : 'Apply the migrations (supabase db push) and check the project is up.';
  return fail(name, `answered ${status}: ${body.slice(0, 160)}`, hint);
}

// ---------------------------------------------------------------------------------------------------
// Fetching

export interface Fetched {
  url: string;
  status: number;
  headers: Headers;
  text: string;
}

/** A network failure in words a person can act on. */
export function describeFetchError(error: unknown, url: string, timeoutMs: number): string {
  const err = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') {
    return `no answer from ${url} within ${timeoutMs / 1000} s`;
  }
  const code = err.cause?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `${new URL(url).hostname} does not resolve (DNS)`;
  if (code === 'ECONNREFUSED') return `${new URL(url).host} refused the connection`;
  if (code === 'ECONNRESET') return `${new URL(url).host} closed the connection`;
  if (/CERT|SSL|TLS/i.test(code) || /certificate/i.test(err.cause?.message ?? '')) {
    return `TLS certificate problem at ${new URL(url).host} (${code || err.cause?.message})`;
  }
  return `${url}: ${err.cause?.message ?? err.message ?? String(error)}`;
}

export class Unreachable extends Error {}

async function get(url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<Fetched> {
  try {
    const response = await fetch(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { url: response.url || url, status: response.status, headers: response.headers, text };
  } catch (error) {
    throw new Unreachable(describeFetchError(error, url, timeoutMs));
  }
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// ---------------------------------------------------------------------------------------------------
// The run

export interface VerifyOptions {
  timeoutMs?: number;
}

/** Every check against the site at `siteUrl`, in the order they are printed. */
export async function verifyDeployment(siteUrl: string, options: VerifyOptions = {}): Promise<CheckResult[]> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const results: CheckResult[] = [];

  let home: Fetched;
  try {
    home = await get(siteUrl, timeoutMs);
  } catch (error) {
    results.push(
      fail(
        'Home page',
        `unreachable: ${(error as Error).message}`,
        'Check the URL, DNS and that the site is deployed.',
      ),
    );
    return results;
  }
  const pageUrl = home.url;
  const origin = new URL(pageUrl).origin;
  const contentType = home.headers.get('content-type');
  const isHtml = /text\/html/i.test(contentType ?? '') && /<html|<!doctype html/i.test(home.text);
  if (home.status !== 200 || !isHtml) {
    results.push(
      fail(
        'Home page',
        `${pageUrl} answered ${home.status} ${contentType ?? ''}`.trim() + (isHtml ? '' : ', not an HTML page'),
        'Upload the contents of dist/ (index.html at the root) to the host.',
      ),
    );
    return results;
  }
  results.push(
    pass(
      'Home page',
      `${pageUrl} answers 200 HTML${pageUrl !== siteUrl && pageUrl !== `${siteUrl}/` ? ` (redirected from ${siteUrl})` : ''}`,
    ),
  );

  // Everything else is independent; each failure is reported on its own line.
  const safely = async (name: string, fn: () => Promise<CheckResult[]>): Promise<CheckResult[]> => {
    try {
      return await fn();
    } catch (error) {
      const message = error instanceof Unreachable ? error.message : `${(error as Error).message}`;
      return [fail(name, message, 'Check the host is up and answers this path.')];
    }
  };

  const route = new URL(IN_APP_ROUTE, origin).href;
  results.push(
    ...(await safely(`In-app route ${IN_APP_ROUTE}`, async () => {
      const r = await get(route, timeoutMs);
      const ok = r.status === 200 && /text\/html/i.test(r.headers.get('content-type') ?? '');
      return [
        ok
          ? pass(`In-app route ${IN_APP_ROUTE}`, 'answers 200 HTML')
          : fail(
              `In-app route ${IN_APP_ROUTE}`,
              `answered ${r.status}; visitors following a link or reloading get an error`,
              'Upload the whole dist/ folder: every public page is a file of its own (tours/index.html for /tours).',
            ),
      ];
    })),
  );
  const clientOnly = new URL(CLIENT_ONLY_ROUTE, origin).href;
  results.push(
    ...(await safely(`App shell ${CLIENT_ONLY_ROUTE}`, async () => {
      const r = await get(clientOnly, timeoutMs);
      return [checkAppShell(r.status, r.headers.get('content-type'), r.text, clientOnly)];
    })),
  );

  const unknown = new URL(UNKNOWN_PATH, origin).href;
  results.push(
    ...(await safely('Unknown path', async () => [checkUnknownPath((await get(unknown, timeoutMs)).status, unknown)])),
  );

  const csp = home.headers.get('content-security-policy');
  results.push(
    checkHtmlCaching(home.headers.get('cache-control')),
    checkCsp(csp, home.headers.get('content-security-policy-report-only')),
    checkHsts(home.headers.get('strict-transport-security'), new URL(pageUrl).protocol === 'https:'),
    checkNosniff(home.headers.get('x-content-type-options')),
    checkReferrerPolicy(home.headers.get('referrer-policy')),
    checkPermissionsPolicy(home.headers.get('permissions-policy')),
  );

  const manifestUrl = findManifestUrl(home.text, pageUrl);
  results.push(
    ...(await safely('Web app manifest', async () => {
      const m = await get(manifestUrl, timeoutMs);
      if (m.status !== 200) {
        return [fail('Web app manifest', `${manifestUrl} answered ${m.status}`, 'Upload dist/manifest.webmanifest.')];
      }
      const { result, iconUrls } = checkManifest(m.text, manifestUrl);
      if (iconUrls.length === 0) return [result];
      const statuses = await mapLimited(iconUrls, CRAWL_CONCURRENCY, async (url) => {
        try {
          return { url, status: (await get(url, timeoutMs)).status };
        } catch (error) {
          return { url, status: 0, error: (error as Error).message };
        }
      });
      const broken = statuses.filter((s) => s.status !== 200);
      return [
        result,
        broken.length === 0
          ? pass('Manifest icons', `${iconUrls.length} icon(s) answer 200`)
          : fail(
              'Manifest icons',
              broken.map((b) => `${b.url} → ${b.status || 'unreachable'}`).join('; '),
              'Upload dist/icons/ with the rest of the build.',
            ),
      ];
    })),
  );

  const swUrl = new URL(SERVICE_WORKER_PATH, origin).href;
  let swText = '';
  results.push(
    ...(await safely('Service worker', async () => {
      const sw = await get(swUrl, timeoutMs);
      if (sw.status === 200) swText = sw.text;
      return [checkServiceWorker(sw.status, sw.headers.get('content-type'), sw.headers.get('cache-control'), swUrl)];
    })),
  );

  // The bundle: the entry, its preloads, everything they import, and whatever the service worker precaches.
  const entries = findEntryScripts(home.text, pageUrl);
  const scripts = new Map<string, string>();
  let entryResult: CheckResult | undefined;
  const queue = [...entries, ...(swText ? findPrecacheScripts(swText, swUrl) : [])];
  const seen = new Set(queue);
  while (queue.length > 0 && scripts.size < MAX_SCRIPTS) {
    const batch = queue.splice(0, CRAWL_CONCURRENCY);
    const fetched = await mapLimited(batch, CRAWL_CONCURRENCY, async (url) => {
      try {
        return await get(url, timeoutMs);
      } catch (error) {
        return { url, status: 0, headers: new Headers(), text: (error as Error).message };
      }
    });
    for (const r of fetched) {
      if (!entryResult && r.url === entries[0]) {
        entryResult = checkHashedAsset(r.status, r.headers.get('content-type'), r.headers.get('cache-control'), r.url);
      }
      if (r.status !== 200 || !isJavaScript(r.headers.get('content-type'))) continue;
      scripts.set(r.url, r.text);
      for (const ref of findScriptReferences(r.text, r.url, pageUrl)) {
        if (!seen.has(ref)) {
          seen.add(ref);
          queue.push(ref);
        }
      }
    }
  }
  results.push(
    entryResult ??
      fail(
        'Hashed assets',
        'the page loads no module script',
        'Upload dist/ as built; index.html must be the built one.',
      ),
  );

  const texts = [...scripts.values()];
  const supabaseUrl = findSupabaseUrl(texts);
  results.push(
    supabaseUrl
      ? pass('Supabase URL', `${supabaseUrl} (from ${scripts.size} script(s))`)
      : fail(
          'Supabase URL',
          `not found in ${scripts.size} script(s)`,
          'Build with VITE_SUPABASE_URL=https://<ref>.supabase.co set, then redeploy.',
        ),
  );
  const keys = checkKeys(findKeys(texts), supabaseUrl);
  const { anonKey, ...keyResult } = keys;
  results.push(keyResult);
  if (supabaseUrl) results.push(checkCspAllowsApi(csp, supabaseUrl, origin));

  if (!supabaseUrl || !anonKey) {
    results.push(
      fail(
        'RLS',
        'not checked: no Supabase URL or anon key found in the bundle',
        'Fix the lines above, then run this again.',
      ),
    );
  } else {
    const headers: Record<string, string> = { apikey: anonKey, accept: 'application/json' };
    // Legacy keys are JWTs and go in Authorization too; publishable keys are sent as apikey only.
    if (anonKey.startsWith('eyJ')) headers.authorization = `Bearer ${anonKey}`;
    const read = async (table: string, column: string) =>
      get(`${supabaseUrl}/rest/v1/${table}?select=${column}&limit=1`, timeoutMs, headers);
    const publicResults = await Promise.all(
      Object.entries(PUBLIC_TABLES).map(([table, column]) =>
        safely(`RLS: ${table} (public read)`, async () => {
          const r = await read(table, column);
          return [checkPublicRead(table, r.status, r.text)];
        }),
      ),
    );
    const keyWorks = publicResults.flat().some((r) => r.status === 'pass');
    const privateResults = await Promise.all(
      Object.entries(PRIVATE_TABLES).map(([table, column]) =>
        safely(`RLS: ${table}`, async () => {
          const r = await read(table, column);
          const result = checkPrivateRead(table, r.status, r.text);
          // A refused key also gets 401 here, which proves nothing about the policies.
          if (result.status === 'pass' && r.status !== 200 && !keyWorks) {
            return [
              fail(
                result.name,
                `not meaningful: the API refused the key itself (${r.status})`,
                'Fix the public read lines first.',
              ),
            ];
          }
          return [result];
        }),
      ),
    );
    results.push(...publicResults.flat(), ...privateResults.flat());
    results.push({
      name: 'Anon INSERT',
      status: 'info',
      detail: 'not attempted: this check is read-only (send a test enquiry by hand, see docs/deploy.md)',
    });
  }

  results.push(
    ...(await safely('Sitemap origin', async () => {
      const robots = await get(new URL('/robots.txt', origin).href, timeoutMs);
      const sitemap = /^sitemap:\s*(\S+)/im.exec(robots.text)?.[1];
      if (robots.status !== 200 || !sitemap) {
        return [
          warn('Sitemap origin', 'robots.txt has no Sitemap line', 'Upload dist/robots.txt and dist/sitemap.xml.'),
        ];
      }
      const sitemapOrigin = new URL(sitemap, origin).origin;
      return [
        sitemapOrigin === origin
          ? pass('Sitemap origin', `robots.txt points to ${sitemap}`)
          : warn(
              'Sitemap origin',
              `robots.txt points to ${sitemap}, not to ${origin}`,
              `Build with VITE_SITE_URL=${origin} so canonical URLs and the sitemap name this site.`,
            ),
      ];
    })),
  );
  return results;
}

const SYMBOLS: Record<Status, string> = { pass: '✓', warn: '!', fail: '✗', info: '·' };

export function formatResult(result: CheckResult): string {
  const fix = result.fix && (result.status === 'fail' || result.status === 'warn') ? ` → ${result.fix}` : '';
  return `${SYMBOLS[result.status]} ${result.name}: ${result.detail}${fix}`;
}

export function summarize(results: CheckResult[]): { line: string; exitCode: number } {
  const count = (status: Status) => results.filter((r) => r.status === status).length;
  const failed = count('fail');
  const line = `${count('pass')} passed, ${count('warn')} warning(s), ${failed} failed`;
  return {
    line: failed > 0 ? `${line}: the deployment needs the fixes above.` : `${line}: the deployment looks right.`,
    exitCode: failed > 0 ? 1 : 0,
  };
}

const USAGE = 'Usage: npm run verify:deployment -- <site URL, e.g. https://example.com> [--timeout <seconds>]';

export function parseArgs(argv: string[]): { url: string; timeoutMs: number } {
  let url: string | undefined;
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--timeout') {
      const seconds = Number(argv[++i]);
      if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(USAGE);
      timeoutMs = seconds * 1000;
    } else if (!url && !arg.startsWith('--')) {
      url = arg;
    } else {
      throw new Error(USAGE);
    }
  }
  if (!url) throw new Error(USAGE);
  let parsed: URL;
  try {
    // A bare host name means https, as a browser's address bar would take it.
    parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`);
  } catch {
    throw new Error(`Not a URL: ${url}. ${USAGE}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(USAGE);
  return { url: parsed.href, timeoutMs };
}

async function main(): Promise<void> {
  let args: { url: string; timeoutMs: number };
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exitCode = 2;
    return;
  }
  process.stdout.write(`Checking ${args.url} (read-only)\n`);
  const results = await verifyDeployment(args.url, { timeoutMs: args.timeoutMs });
  for (const result of results) process.stdout.write(`${formatResult(result)}\n`);
  const { line, exitCode } = summarize(results);
  process.stdout.write(`\n${line}\n`);
  process.exitCode = exitCode;
}

if (isEntryPoint(import.meta.url)) await main();
