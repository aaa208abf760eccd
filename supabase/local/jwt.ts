/** HS256 JSON Web Tokens, as Supabase signs its API keys and access tokens with the legacy secret. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type Claims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

export function signJwt(claims: Claims, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

export class JwtError extends Error {}

/**
 * Verifies the signature, `exp` and `nbf`; returns the claims or throws JwtError. A token without a
 * numeric `exp` is refused: it would stay valid for as long as the secret does. Every token this server
 * issues carries one (access tokens, and the anon and service-role keys, as on hosted Supabase).
 */
export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): Claims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('invalid JWT: unable to parse or verify signature, token is malformed');
  const [header = '', body = '', signature = ''] = parts;
  let parsedHeader: { alg?: string };
  let claims: Claims;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims;
  } catch {
    throw new JwtError('invalid JWT: unable to parse or verify signature, token is malformed');
  }
  if (parsedHeader.alg !== 'HS256')
    throw new JwtError('invalid JWT: unable to parse or verify signature, signing method is invalid');
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('invalid JWT: unable to parse or verify signature, signature is invalid');
  }
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) {
    throw new JwtError(
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is missing required claim: exp claim is required',
    );
  }
  if (claims.exp < nowSeconds) {
    throw new JwtError('invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired');
  }
  if (typeof claims.nbf === 'number' && claims.nbf > nowSeconds + 30) {
    throw new JwtError('invalid JWT: unable to parse or verify signature, token is not valid yet');
  }
  return claims;
}
