/**
 * The site's security headers, defined once. The local server sends them with every answer
 * (supabase/local/static.ts) and `npm run host-config` writes them for static hosts (public/_headers,
 * vercel.json), so the policy that is tested is the policy that ships.
 *
 * The app runs no inline script: script-src is 'self' (plus Google's tag script when GA4 is built in).
 * JSON-LD blocks are data, not scripts, so CSP does not apply to them; what keeps them safe is that
 * their text is escaped when written (serializeJsonLd in src/lib/seo.ts).
 */

export interface SecurityHeaderOptions {
  /**
   * Origins of the data API the app talks to (REST, auth, storage): allowed for fetches and images, and
   * its websocket twin (ws:/wss:) for realtime. An exact origin, or a host wildcard such as
   * https://*.supabase.co where the project is not known in advance.
   */
  apiOrigins: readonly string[];
  /** Google Analytics 4 is built in (VITE_GA_MEASUREMENT_ID): its tag script and collection endpoints are allowed. */
  gaEnabled: boolean;
}

/** Where gtag.js comes from (the same origin src/features/analytics/ga-sink.ts loads it from). */
export const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
/** Where GA4 sends its hits; the region hosts vary, hence the wildcards. */
export const GA_COLLECT_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;

/** Two years, subdomains included: the length and scope the HSTS preload list asks for. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Hashed build output: a changed file gets a new name, so a year and `immutable` are safe. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** The shell and the service worker must be revalidated every time, or a release would never arrive. */
export const REVALIDATE_CACHE = 'no-cache';

// An origin, optionally with a leading `*.` host wildcard; nothing that could end a directive.
const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i;

function socketTwin(origin: string): string {
  return origin.replace(/^http(s?):/i, 'ws$1:');
}

function checkedOrigins(origins: readonly string[]): string[] {
  const cleaned = origins.map((origin) => origin.replace(/\/+$/, ''));
  for (const origin of cleaned) {
    if (!ORIGIN.test(origin)) throw new Error(`Not an origin a Content-Security-Policy can allow: ${origin}`);
  }
  return [...new Set(cleaned)];
}

export function contentSecurityPolicy({ apiOrigins, gaEnabled }: SecurityHeaderOptions): string {
  const api = checkedOrigins(apiOrigins);
  const ga = gaEnabled ? GA_COLLECT_ORIGINS : [];
  const sources = (...list: readonly string[]) => list.join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", ...(gaEnabled ? [GA_SCRIPT_ORIGIN] : []))}`,
    "style-src 'self'",
    `img-src ${sources("'self'", 'data:', 'blob:', ...api, ...ga)}`,
    // WhatsApp links are navigations, which connect-src does not govern: wa.me needs no entry here.
    `connect-src ${sources("'self'", ...api, ...api.map(socketTwin), ...ga)}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers every answer carries, pages and files alike. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': HSTS,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}
