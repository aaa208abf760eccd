/**
 * Token checks as Realtime makes them (`ChannelsAuthorization.authorize_conn` + `confirm_token`): an
 * HS256 JWT signed with the project secret that carries `role` and an integer `exp` in the future.
 * Failures carry Realtime's error code and message, which the join reply joins as "Code: message".
 */
import { API_ROLES, type ApiRole } from './request-scope.ts';
import { JwtError, verifyJwt, type Claims } from './jwt.ts';

export type RealtimeClaims = Claims & { role: ApiRole; exp: number };

export type TokenCheck = { ok: true; claims: RealtimeClaims } | { ok: false; code: string; message: string };

export function checkRealtimeToken(token: string, secret: string, nowSeconds = Date.now() / 1000): TokenCheck {
  let claims: Claims;
  try {
    claims = verifyJwt(token, secret, nowSeconds);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    if (/malformed/.test(error.message)) {
      return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
    }
    if (/expired/.test(error.message)) {
      const exp = unverifiedExp(token);
      const ago = exp === undefined ? 0 : Math.floor(nowSeconds) - exp;
      return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${ago} seconds ago` };
    }
    if (/missing required claim/.test(error.message)) {
      return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
    }
    if (/not valid yet/.test(error.message)) {
      return { ok: false, code: 'InvalidJWTToken', message: 'Token is not valid yet' };
    }
    return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number' || !Number.isInteger(claims.exp)) {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  // Realtime would SET ROLE to whatever the claim says; only the API roles exist for that here, and
  // letting a signed token name any other role (a superuser, say) would be a way around RLS.
  if (!(API_ROLES as readonly string[]).includes(claims.role)) {
    return { ok: false, code: 'InvalidJWTToken', message: `Role "${claims.role}" is not allowed` };
  }
  return { ok: true, claims: claims as RealtimeClaims };
}

function unverifiedExp(token: string): number | undefined {
  try {
    const body = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;
    return typeof body.exp === 'number' ? body.exp : undefined;
  } catch {
    return undefined;
  }
}
