/** Small HTTP helpers shared by the local server's API modules. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from './db.ts';
import type { LocalConfig } from './config.ts';

export interface ServerContext {
  db: Db;
  config: LocalConfig;
}

/** Handles one request below its prefix; `url.pathname` still holds the full path. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

export const MAX_BODY_BYTES = 60 * 1024 * 1024; // 60 MiB: above the storage global limit (50 MiB)

// What Supabase's gateway answers to browsers (the app and the API are on different origins).
const CORS_ALLOW_HEADERS =
  'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, ' +
  'x-upsert, x-supabase-api-version, x-retry-count, cache-control, x-metadata, accept, x-made-at';
const CORS_EXPOSE_HEADERS =
  'Content-Range, Content-Location, Location, X-Supabase-Api-Version, x-sb-error-code, Preference-Applied';

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? CORS_ALLOW_HEADERS);
    res.setHeader('Access-Control-Max-Age', '3600');
  }
}

export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw new PayloadTooLargeError(limit);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

export class PayloadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Payload too large (limit ${limit} bytes)`);
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, headers);
  res.end();
}
