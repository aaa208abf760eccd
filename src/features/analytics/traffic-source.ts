/** Where a session came from, read from document.referrer on its first page view. */
export type TrafficSource =
  | { source: 'direct' }
  | { source: 'organic'; referrerHost: string; engine: SearchEngine }
  | { source: 'referral'; referrerHost: string }
  /** A link inside this site (a reload, or a new tab opened from one of our pages): not a new source. */
  | { source: null };

export type SearchEngine = 'google' | 'bing' | 'yahoo' | 'duckduckgo';

const ENGINES: readonly [SearchEngine, RegExp][] = [
  // google.com, www.google.co.uk, google.de …
  ['google', /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/],
  ['bing', /(^|\.)bing\.com$/],
  ['yahoo', /(^|\.)yahoo\.[a-z]{2,3}(\.[a-z]{2})?$/],
  ['duckduckgo', /(^|\.)duckduckgo\.com$/],
];

export function searchEngine(host: string): SearchEngine | null {
  return ENGINES.find(([, pattern]) => pattern.test(host))?.[0] ?? null;
}

export function trafficSource(referrer: string, ownHost: string): TrafficSource {
  if (!referrer) return { source: 'direct' };
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return { source: 'direct' };
  }
  if (!/^[a-z0-9.-]{1,253}$/.test(host)) return { source: 'direct' };
  if (host === ownHost.toLowerCase()) return { source: null };
  const engine = searchEngine(host);
  return engine ? { source: 'organic', referrerHost: host, engine } : { source: 'referral', referrerHost: host };
}
