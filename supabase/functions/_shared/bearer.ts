/** The Edge Functions' own key check: the bearer token of a request is one of `keys`. */

/** Constant-time comparison of two strings of known length. */
function sameKey(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function hasBearerKey(request: Request, keys: readonly string[]): boolean {
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim() ?? '';
  return keys.some((key) => sameKey(key, token));
}
