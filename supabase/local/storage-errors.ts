/**
 * Supabase Storage's error bodies (supabase/storage `src/internal/errors/codes.ts`,
 * `src/storage/database/errors.ts`): `{statusCode, code, error, message}` with statusCode a string,
 * sent with HTTP 400 unless it is a 500 (supabase-wire-protocol.md §4.2).
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from './http-util.ts';

export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

export const StorageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', 'Unauthorized', message),
  duplicate: () => new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists'),
  entityTooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
  routeNotFound: (method: string, path: string) =>
    new StorageError(404, 'NotFound', 'Not Found', `Route ${method}:${path} not found`),
  internal: () => new StorageError(500, 'InternalError', 'Internal', 'Internal Server Error'),
};

/** Postgres errors as Storage's DBError.fromDBError maps them. */
export function fromDatabaseError(error: unknown): StorageError | undefined {
  const e = error as { code?: unknown; message?: unknown };
  if (!e || typeof e.code !== 'string') return undefined;
  const message = typeof e.message === 'string' ? e.message : '';
  switch (e.code) {
    case '42501':
      return StorageErrors.accessDenied(
        message.includes('row-level security') ? 'new row violates row-level security policy' : message,
      );
    case '23505':
      return StorageErrors.duplicate();
    case '23503':
      return new StorageError(404, 'InvalidRequest', 'InvalidRequest', 'The related resource does not exist');
    case '57014':
      return new StorageError(544, 'DatabaseTimeout', 'DatabaseTimeout', 'The connection to the database timed out');
    case '22P02':
      return new StorageError(400, 'InvalidParameter', 'InvalidParameter', message || 'Invalid value');
    default:
      // Storage's DatabaseError carries the database's message (after the query), so a refusal raised by
      // a trigger on storage.objects reaches the client in its own words.
      return new StorageError(
        500,
        'DatabaseError',
        'DatabaseError',
        message ? `database error, code: ${e.code} - ${message}` : `database error, code: ${e.code}`,
      );
  }
}

export function sendStorageError(res: ServerResponse, error: StorageError, headers: Record<string, string> = {}): void {
  // Storage answers 400 for every renderable error; 500 and the database timeout (544) keep theirs.
  const status = error.statusCode === 500 || error.statusCode === 544 ? error.statusCode : 400;
  sendJson(res, status, error.render(), headers);
}
