/** Pure rules of Supabase Storage that the local server applies before touching the database. */

const MAX_KEY_BYTES = 1024; // S3's object key limit, which Storage inherits

/**
 * Storage's `isValidKey`: S3-safe characters plus the few it handles specially. Anything else
 * (control characters, `#`, `%`, `\`, non-ASCII …) is refused with InvalidKey.
 */
export function isValidKey(key: string): boolean {
  return (
    key.length > 0 &&
    Buffer.byteLength(key) <= MAX_KEY_BYTES &&
    /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/.test(key)
  );
}

/**
 * Storage's `validateMimeType`: `type/subtype` must equal an allowed entry or match `type/*`.
 * Parameters (`; charset=…`) are not part of the comparison here.
 */
export function isMimeTypeAllowed(mimeType: string, allowed: readonly string[] | null | undefined): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = essence(mimeType).split('/');
  if (!type || subtype === undefined || subtype === '') return false;
  return allowed.some((entry) => {
    const [t, s] = essence(entry).split('/');
    return t === type && (s === '*' || s === subtype);
  });
}

/**
 * A media type as HTTP allows it in a header (`type/subtype`, optional parameters, printable ASCII only).
 * Anything else (a line break, above all) could never be sent back as the object's Content-Type.
 */
export function isValidMimeType(mimeType: string): boolean {
  return /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+(\s*;[\x20-\x7e]*)?$/.test(mimeType);
}

/** Whether a text can be sent as a header value as is (printable ASCII and tabs; no line breaks). */
export function isHeaderSafe(value: string): boolean {
  return /^[\t\x20-\x7e]*$/.test(value);
}

function essence(mimeType: string): string {
  return (mimeType.split(';')[0] ?? '').trim().toLowerCase();
}

/** Splits a request path below a route into decoded segments; undefined when it is not valid UTF-8. */
export function decodeSegments(path: string): string[] | undefined {
  try {
    return path
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    return undefined;
  }
}

/** `max-age=3600` from the multipart `cacheControl` field (seconds), as Storage builds it. */
/** The stored Cache-Control for storage-js's `cacheControl` field (seconds); undefined when it is not a header value. */
export function cacheControlFromField(value: string | undefined): string | undefined {
  if (!value) return 'no-cache';
  return isHeaderSafe(value) ? `max-age=${value}` : undefined;
}

/** A single `bytes=a-b` / `bytes=a-` / `bytes=-n` range within `size`, or undefined. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '') || size === 0) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return undefined;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : undefined;
}
