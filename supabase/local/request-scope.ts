/**
 * The PostgREST way of letting Postgres decide access: every API request runs in one transaction that
 * first sets the role from the JWT and publishes the claims and request facts as transaction-local
 * settings. Policies then read them through auth.uid(), auth.jwt() and friends. The server itself
 * decides nothing about access.
 */
import type { Db, Queryable } from './db.ts';
import { JwtError, verifyJwt, type Claims } from './jwt.ts';

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export interface RequestScope {
  claims: Claims & { role: ApiRole };
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

export type ResolvedAuth =
  | { ok: true; claims: Claims & { role: ApiRole }; token: string }
  | { ok: false; reason: 'missing' | 'invalid'; message: string };

/**
 * The API gateway's rule: the bearer is `Authorization` when present (and not an `sb_` key),
 * otherwise the `apikey` header or query parameter. Legacy keys are JWTs signed with the secret.
 */
export function resolveAuth(
  headers: Record<string, string | string[] | undefined>,
  secret: string,
  queryApiKey?: string | null,
): ResolvedAuth {
  const authorization = single(headers['authorization']);
  const apikey = single(headers['apikey']) ?? queryApiKey ?? undefined;
  let token: string | undefined;
  if (authorization && /^bearer\s+/i.test(authorization) && !/^bearer\s+sb_/i.test(authorization)) {
    token = authorization.replace(/^bearer\s+/i, '').trim();
  } else if (apikey) {
    token = apikey;
  }
  if (!token) return { ok: false, reason: 'missing', message: 'No API key found in request' };
  try {
    const claims = verifyJwt(token, secret);
    const role = (claims.role ?? 'anon') as string;
    if (!(API_ROLES as readonly string[]).includes(role)) {
      return { ok: false, reason: 'invalid', message: `role "${role}" does not exist` };
    }
    return { ok: true, claims: { ...claims, role: role as ApiRole }, token };
  } catch (error) {
    if (error instanceof JwtError) return { ok: false, reason: 'invalid', message: error.message };
    throw error;
  }
}

export function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Runs `fn` as the request's role with PostgREST's transaction-local settings. */
export function withRequestScope<T>(db: Db, scope: RequestScope, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await applyScope(tx, scope);
      return fn(tx);
    },
    { statementTimeoutMs: STATEMENT_TIMEOUT_MS[scope.claims.role], source: clientAddress(scope.headers) },
  );
}

/**
 * The client's address as the gateway reports it: the last entry of `X-Forwarded-For`, the one the gateway
 * itself appended (what a client sends in that header comes before it and proves nothing).
 */
export function clientAddress(headers: Record<string, string | string[] | undefined>): string {
  const forwarded = headers['x-forwarded-for'];
  const text = Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '');
  return text.split(',').at(-1)?.trim() ?? '';
}

// `set role` does not apply a role's own settings, so PostgREST applies them per request; these are
// hosted Supabase's defaults for the API roles. Postgres enforces the setting; the PGlite handle enforces
// the same figure in milliseconds (db.ts), since PGlite cannot.
const STATEMENT_TIMEOUT: Record<ApiRole, string> = { anon: '3s', authenticated: '8s', service_role: '0' };
const STATEMENT_TIMEOUT_MS: Record<ApiRole, number> = { anon: 3_000, authenticated: 8_000, service_role: 0 };

export async function applyScope(tx: Queryable, scope: RequestScope): Promise<void> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(scope.headers)) {
    if (value === undefined || name.toLowerCase() === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  await tx.query(
    `select set_config('search_path', 'public, extensions', true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.method', $3, true),
            set_config('request.path', $4, true),
            set_config('request.headers', $5, true),
            set_config('statement_timeout', $6, true)`,
    [
      scope.claims.role,
      JSON.stringify(scope.claims),
      scope.method,
      scope.path,
      JSON.stringify(headers),
      STATEMENT_TIMEOUT[scope.claims.role],
    ],
  );
}
