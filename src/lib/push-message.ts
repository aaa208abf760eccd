/**
 * Web Push messages to staff devices, as the service worker shows them and the portal follows their links.
 * The notification sender (supabase/functions/notify) sends `{ title, body, tag, url }`: `tag` is the
 * record's id (or 'test'), so a second message about the same record replaces the first notification
 * instead of stacking; `url` is a path in the portal. Everything here is pure: the worker and the page
 * both use it, and anything a push service or a message could carry is checked, never trusted.
 */

export interface PushMessage {
  title: string;
  body: string;
  tag: string;
  /** A same-origin path (with search and hash), safe to navigate to. */
  url: string;
}

/** Where a notification leads when its message names no usable link: the portal's dashboard. */
export const DEFAULT_PUSH_URL = '/admin';
/** The tag of a notification whose message could not be read: such notifications replace each other. */
export const GENERIC_PUSH_TAG = 'staff';
/** The worker's message asking a portal page to show a path (src/sw.ts → the admin shell). */
export const OPEN_URL_MESSAGE = 'OPEN_URL';

const MAX_TITLE_LENGTH = 200; // characters; a notification shows far fewer
const MAX_BODY_LENGTH = 1000; // characters
const MAX_TAG_LENGTH = 200; // characters; a uuid is 36

function text(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, maxLength) : undefined;
}

/**
 * The path to open for a link from a push message or a page message: only a same-origin relative path
 * ('/admin/inquiries?open=…') is followed. Absolute and protocol-relative URLs ('https://…', '//host'),
 * backslash tricks ('/\host'), control characters and anything that is not a string give the dashboard.
 */
export function safeAppUrl(value: unknown, origin: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return DEFAULT_PUSH_URL;
  // Browsers read '\' as '/' in http(s) URLs, and drop tabs and newlines: '/\evil.example' is '//evil.example'.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return DEFAULT_PUSH_URL;
  try {
    const base = new URL(origin);
    const url = new URL(value, base);
    if (url.origin !== base.origin) return DEFAULT_PUSH_URL;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_PUSH_URL;
  }
}

/**
 * A push message's payload as the notification to show. A payload that is missing, not JSON or not an
 * object still gives a notification (the fallback texts, the dashboard's link), as a push to a
 * `userVisibleOnly` subscription must always show one; usable fields of a partly broken one are kept.
 */
export function parsePushMessage(
  payload: string | null | undefined,
  origin: string,
  fallback: { title: string; body: string },
): PushMessage {
  let data: unknown;
  try {
    data = payload ? JSON.parse(payload) : undefined;
  } catch {
    data = undefined;
  }
  const fields =
    data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const title = text(fields.title, MAX_TITLE_LENGTH);
  return {
    title: title ?? fallback.title,
    body: text(fields.body, MAX_BODY_LENGTH) ?? (title ? '' : fallback.body),
    tag: text(fields.tag, MAX_TAG_LENGTH) ?? GENERIC_PUSH_TAG,
    url: safeAppUrl(fields.url, origin),
  };
}

/** A page in the staff portal (where a notification's link is best opened: the admin is signed in there). */
export function isPortalPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** The path a worker's OPEN_URL message asks the page to show, or null for any other message. */
export function openUrlRequest(data: unknown, origin: string): string | null {
  if (data === null || typeof data !== 'object') return null;
  const message = data as { type?: unknown; url?: unknown };
  if (message.type !== OPEN_URL_MESSAGE) return null;
  return safeAppUrl(message.url, origin);
}

/** A push that cannot be read is shown with these texts: what the portal stored in the admin's language. */
export interface PushFallbackTexts {
  title: string;
  body: string;
}

/**
 * Where the portal keeps the fallback texts, in the language the admin reads the portal in, for the worker
 * (which has no i18n of its own). Cache Storage, as both the page and the worker can reach it; the URL is a
 * key only and is never fetched.
 */
export const PUSH_TEXTS_CACHE = 'push-texts';
export const PUSH_TEXTS_URL = '/push-texts.json';

/** The stored fallback texts if they are usable, else `lastResort`. */
export function fallbackTextsFrom(stored: unknown, lastResort: PushFallbackTexts): PushFallbackTexts {
  if (stored === null || typeof stored !== 'object') return lastResort;
  const { title, body } = stored as { title?: unknown; body?: unknown };
  const storedTitle = text(title, MAX_TITLE_LENGTH);
  if (!storedTitle) return lastResort;
  return { title: storedTitle, body: text(body, MAX_BODY_LENGTH) ?? '' };
}
