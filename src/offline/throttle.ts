/**
 * "Not now": a write the server held back (HTTP 429). The database's limits
 * (supabase/migrations/20261125110000_source_throttles.sql) answer PostgREST code PT429 with
 * `{"retry_after": <seconds>, "limit": "email" | "source" | "overall"}` in the hint; a rate limit at the
 * edge (a CDN, the host) may answer 429 with a `Retry-After` header instead. Either way the item stays in
 * the outbox and is sent again once that time has passed, and the visitor is told when.
 */
import { THROTTLE_LIMITS, type ThrottleLimit } from '../config/limits';
import { dateFormatter } from '../lib/intl';

/** A wait longer than this is not believed (a broken header): the usual backoff applies instead. */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

export interface Throttle {
  /** How long the server asked to wait before the same write can succeed (ms). */
  retryAfterMs?: number;
  /** Which of the database's limits held the write back. */
  limit?: ThrottleLimit;
}

/** Reads a 429 answer's hint (the database's) and `Retry-After` header (the edge's), the hint first. */
export function readThrottle(hint: unknown, retryAfterHeader: string | null, now: number = Date.now()): Throttle {
  const fromHint = parseHint(hint);
  const retryAfterMs = fromHint.retryAfterMs ?? parseRetryAfter(retryAfterHeader, now);
  return {
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    ...(fromHint.limit ? { limit: fromHint.limit } : {}),
  };
}

function parseHint(hint: unknown): Throttle {
  if (typeof hint !== 'string' || !hint.startsWith('{')) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(hint);
  } catch {
    return {};
  }
  if (parsed === null || typeof parsed !== 'object') return {};
  const { retry_after: seconds, limit } = parsed as { retry_after?: unknown; limit?: unknown };
  const retryAfterMs = typeof seconds === 'number' ? believable(seconds * 1000) : undefined;
  return {
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    ...((THROTTLE_LIMITS as readonly unknown[]).includes(limit) ? { limit: limit as ThrottleLimit } : {}),
  };
}

/** `Retry-After`: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return believable(Number(text) * 1000);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : believable(Math.max(0, at - now));
}

function believable(ms: number): number | undefined {
  return Number.isFinite(ms) && ms >= 0 && ms <= MAX_RETRY_AFTER_MS ? Math.ceil(ms) : undefined;
}

/**
 * When to try again after the server's wait: never earlier, and a little later on some devices (up to 10 %,
 * at most 30 s) so that devices held back together do not all come back in the same second.
 */
export function retryDelayMs(retryAfterMs: number, random: () => number = Math.random): number {
  return retryAfterMs + Math.round(Math.min(30_000, retryAfterMs * 0.1) * random());
}

/** The i18n key (namespace `forms`) of the sentence telling a visitor their submission was held back. */
export function throttleMessageKey(limit: ThrottleLimit | undefined): `throttled.${ThrottleLimit | 'other'}` {
  return `throttled.${limit ?? 'other'}`;
}

/** The moment to show a visitor: the time alone when it is today, with the date otherwise. */
export function retryTimeText(locale: string | undefined, at: number, now: number = Date.now()): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return dateFormatter(locale, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(
    at,
  );
}
