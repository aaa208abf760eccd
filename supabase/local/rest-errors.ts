/**
 * PostgREST's error body `{code, details, hint, message}` and its HTTP status rules (PostgREST
 * `Error.hs`), for errors we raise ourselves and for errors Postgres raises inside a request.
 */

export interface ErrorBody {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

export class PgrstError extends Error {
  readonly headers: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.headers = headers;
  }

  body(): ErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** A malformed query parameter (PGRST100), worded like PostgREST's parser errors. */
export function queryParamError(what: string, details: string): PgrstError {
  return new PgrstError(400, 'PGRST100', `"failed to parse ${what}" (line 1, column 1)`, details);
}

export interface PgLikeError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

/** True for errors raised by Postgres (both pglite's and node-postgres' carry SQLSTATE and severity). */
export function isPgError(error: unknown): error is PgLikeError {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as Record<string, unknown>;
  return typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
}

/** PostgREST's SQLSTATE → HTTP status table; `authed` is "the request's role is not anon". */
export function pgErrorStatus(code: string, message: string, authed: boolean): number {
  if (code.startsWith('PT')) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  switch (code) {
    case '23503':
    case '23505':
      return 409;
    case '25006':
      return 405;
    case '21000':
      // pg-safeupdate's "DELETE requires a WHERE clause" is the client's fault; other cardinality errors are not.
      return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023':
      return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '53400':
      return 500;
    case '57P01':
      return 503;
    case 'P0001':
      return 400;
    case '42883':
      return 404;
    case '42P01':
      return 404;
    case '42P17':
      return 500;
    case '42501':
      return authed ? 403 : 401;
  }
  const prefix = code.slice(0, 2);
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[prefix] ?? 400;
}

export function fromPgError(error: PgLikeError, authed: boolean): PgrstError {
  const status = pgErrorStatus(error.code, error.message, authed);
  return new PgrstError(
    status,
    error.code,
    error.message,
    error.detail || null,
    error.hint || null,
    status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
  );
}
