/**
 * The subset of Supabase Storage (`/storage/v1`) that storage-js uses (supabase-wire-protocol.md §4):
 * upload / update (multipart or raw), public and authenticated download, delete, list, buckets.
 *
 * Access is Postgres's decision, as on Supabase: every object operation runs the statement on
 * `storage.objects` as the caller's role inside one request transaction (withRequestScope), so RLS
 * policies allow or refuse it. Only bucket limits and the public-URL lookup are read as the owner.
 * The bytes live in `storage_local.blobs` next to the object row and commit with it: there is no
 * state where a row exists without its bytes, or bytes without a row, and everything is in `.data/`.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db, Queryable } from './db.ts';
import { MAX_BODY_BYTES, readBody, sendJson, type RouteHandler, type ServerContext } from './http-util.ts';
import { resolveAuth, withRequestScope, type RequestScope } from './request-scope.ts';
import type { Claims } from './jwt.ts';
import { StorageError, StorageErrors, fromDatabaseError, sendStorageError } from './storage-errors.ts';
import { MultipartError, boundaryOf, parseMultipart } from './storage-multipart.ts';
import {
  cacheControlFromField,
  decodeSegments,
  isHeaderSafe,
  isMimeTypeAllowed,
  isValidKey,
  isValidMimeType,
  parseRange,
} from './storage-rules.ts';

const PREFIX = '/storage/v1';
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024; // bytes (50 MiB): the CLI's [storage] file_size_limit
const MULTIPART_OVERHEAD_BYTES = 64 * 1024; // 64 KiB for boundaries and text fields around the file
const JSON_BODY_LIMIT = 1024 * 1024; // 1 MiB for list / delete bodies
const MAX_DELETE_PREFIXES = 1_000; // Storage's limit per delete request
const DEFAULT_LIST_LIMIT = 100;

// BYTES_AS_BASE64: bytes cross the driver boundary as base64 text (decode()/encode() in SQL). PGlite's
// bytea codec is ~15x slower than that for a 2 MiB image, and node-pg would send hex, a third larger.

/** Timestamps as Storage (node-pg Dates through JSON) prints them. */
const iso = (column: string) => `to_char(${column} at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SETUP_SQL = `
create schema if not exists storage_local;
revoke all on schema storage_local from public;
create table if not exists storage_local.blobs (
  object_id uuid primary key references storage.objects (id) on delete cascade,
  data bytea not null
);
revoke all on table storage_local.blobs from public;
-- Defence in depth: only the owner (this server) reads or writes bytes; deletes cascade from objects.
alter table storage_local.blobs enable row level security;
-- Uploads are images, already compressed: do not spend time compressing them again.
alter table storage_local.blobs alter column data set storage external;
`;

interface Caller {
  claims: Claims & { role: string };
  scope: RequestScope;
}

interface BucketRow {
  id: string;
  public: boolean | null;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
}

interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export function createStorageHandler(ctx: ServerContext): RouteHandler {
  const { db } = ctx;
  const ready = db.exec(SETUP_SQL);

  return async (req, res, url) => {
    try {
      await ready;
      await route(ctx, req, res, url);
    } catch (error) {
      if (error instanceof StorageError) return sendStorageError(res, error);
      const mapped = fromDatabaseError(error);
      if (mapped) {
        if (mapped.statusCode === 500) console.error('storage:', error);
        return sendStorageError(res, mapped);
      }
      console.error('storage:', error);
      sendStorageError(res, StorageErrors.internal());
    }
  };

  async function route(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const rest = url.pathname.slice(PREFIX.length);
    const segments = decodeSegments(rest);
    if (!segments) throw StorageErrors.invalidKey(rest);
    const [area, ...tail] = segments;
    const notFound = () => StorageErrors.routeNotFound(method, url.pathname);

    if (area === 'bucket') {
      if (method !== 'GET' && method !== 'HEAD') throw notFound();
      const caller = authenticate(ctx, req, url);
      if (tail.length === 0) return listBuckets(db, caller, url, res);
      if (tail.length === 1) return getBucket(db, caller, tail[0] as string, res);
      throw notFound();
    }
    if (area !== 'object' || tail.length === 0) throw notFound();

    const [first, second, ...more] = tail as [string, ...string[]];
    if (first === 'public' && second !== undefined && more.length > 0 && (method === 'GET' || method === 'HEAD')) {
      return downloadPublic(db, req, res, url, second, more.join('/'));
    }
    if (first === 'list' && second !== undefined && more.length === 0 && method === 'POST') {
      return listObjects(db, authenticate(ctx, req, url), req, res, second);
    }
    if (
      first === 'authenticated' &&
      second !== undefined &&
      more.length > 0 &&
      (method === 'GET' || method === 'HEAD')
    ) {
      return downloadAuthenticated(db, authenticate(ctx, req, url), req, res, url, second, more.join('/'));
    }
    const bucket = first;
    const name = tail.slice(1).join('/');
    if (!name) {
      if (method === 'DELETE') return deleteObjects(db, authenticate(ctx, req, url), req, res, bucket);
      throw notFound();
    }
    switch (method) {
      case 'POST':
        return upload(db, authenticate(ctx, req, url), req, res, bucket, name, 'create');
      case 'PUT':
        return upload(db, authenticate(ctx, req, url), req, res, bucket, name, 'update');
      case 'GET':
      case 'HEAD':
        return downloadAuthenticated(db, authenticate(ctx, req, url), req, res, url, bucket, name);
      case 'DELETE':
        return deleteObject(db, authenticate(ctx, req, url), res, bucket, name);
      default:
        throw notFound();
    }
  }
}

/** The gateway's key rule (request-scope.ts), with Storage's answers to a missing or bad token. */
function authenticate(ctx: ServerContext, req: IncomingMessage, url: URL): Caller {
  const auth = resolveAuth(req.headers, ctx.config.jwtSecret, url.searchParams.get('apikey'));
  if (!auth.ok) {
    if (auth.reason === 'missing') throw StorageErrors.accessDenied('jwt must be provided');
    throw StorageErrors.accessDenied(jwtMessage(auth.message));
  }
  return {
    claims: auth.claims,
    scope: { claims: auth.claims, method: req.method ?? 'GET', path: url.pathname, headers: req.headers },
  };
}

/** Storage reports JWT problems in jsonwebtoken's words. */
function jwtMessage(message: string): string {
  if (/expired/.test(message)) return 'jwt expired';
  if (/malformed/.test(message)) return 'jwt malformed';
  if (/signature/.test(message)) return 'invalid signature';
  return message;
}

// ---------------------------------------------------------------------------------------------
// Upload

async function upload(
  db: Db,
  caller: Caller,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
  name: string,
  mode: 'create' | 'update',
): Promise<void> {
  if (!isValidKey(name)) {
    await drain(req);
    throw StorageErrors.invalidKey(name);
  }
  // Bucket limits are read as the owner: a caller need not be able to see the bucket row.
  const bucket = (
    await db.query<BucketRow>(
      'select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [bucketId],
    )
  ).rows[0];
  if (!bucket) {
    await drain(req);
    throw StorageErrors.noSuchBucket();
  }
  const limit = Math.min(
    bucket.file_size_limit === null ? GLOBAL_FILE_SIZE_LIMIT : Number(bucket.file_size_limit),
    GLOBAL_FILE_SIZE_LIMIT,
  );

  const contentType = header(req, 'content-type');
  const boundary = boundaryOf(contentType);
  const received = await readLimited(req, limit + (boundary ? MULTIPART_OVERHEAD_BYTES : 0));
  let file: IncomingFile | undefined;
  if (!received.truncated) {
    file = boundary ? fileFromMultipart(received.data, boundary) : fileFromRawBody(req, received.data, contentType);
  }
  const tooLarge = received.truncated || (file !== undefined && file.data.length > limit);

  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  const owner = sub && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub) ? sub : null;
  const data = file?.data ?? Buffer.alloc(0);
  const metadata: ObjectMetadata = {
    eTag: `"${createHash('md5').update(data).digest('hex')}"`,
    size: data.length,
    mimetype: file?.mimetype ?? 'application/octet-stream',
    cacheControl: file?.cacheControl ?? 'no-cache',
    lastModified: new Date().toISOString(),
    contentLength: data.length,
    httpStatusCode: 200,
  };
  const upsert = mode === 'create' && header(req, 'x-upsert') === 'true';

  const id = await withRequestScope(db, caller.scope, async (tx) => {
    // The permission check *is* the write, as the caller: RLS on storage.objects decides.
    const params = [
      bucketId,
      name,
      owner,
      sub,
      JSON.stringify(metadata),
      randomUUID(),
      JSON.stringify(file?.userMetadata ?? null),
    ];
    let objectId: string | undefined;
    if (mode === 'create') {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb)
         ${
           upsert
             ? `on conflict (bucket_id, name) do update
                set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
                    version = excluded.version, user_metadata = excluded.user_metadata,
                    updated_at = now(), last_accessed_at = now()`
             : ''
         }
         returning id`,
        params,
      );
      objectId = rows[0]?.id;
    } else {
      const { rows } = await tx.query<{ id: string }>(
        `update storage.objects
         set owner = $3, owner_id = $4, metadata = $5::jsonb, version = $6, user_metadata = $7::jsonb,
             updated_at = now(), last_accessed_at = now()
         where bucket_id = $1 and name = $2
         returning id`,
        params,
      );
      objectId = rows[0]?.id;
    }
    if (!objectId) throw StorageErrors.noSuchKey();
    // Then the bucket's limits; any refusal rolls the row back with the transaction.
    if (tooLarge || !file) throw StorageErrors.entityTooLarge();
    if (!isMimeTypeAllowed(file.mimetype, bucket.allowed_mime_types))
      throw StorageErrors.invalidMimeType(file.mimetype);
    await asOwner(tx);
    await tx.query(
      `insert into storage_local.blobs (object_id, data) values ($1, decode($2, 'base64'))
       on conflict (object_id) do update set data = excluded.data`,
      [objectId, file.data.toString('base64')],
    );
    return objectId;
  });
  sendJson(res, 200, { Id: id, Key: `${bucketId}/${name}` });
}

interface IncomingFile {
  data: Buffer;
  mimetype: string;
  cacheControl: string;
  userMetadata: unknown;
}

/** storage-js's Blob/File upload: fields cacheControl, metadata (JSON), contentType, then the file. */
function fileFromMultipart(body: Buffer, boundary: string): IncomingFile {
  let parts;
  try {
    parts = parseMultipart(body, boundary);
  } catch (error) {
    if (error instanceof MultipartError)
      throw StorageErrors.invalidRequest(`Malformed multipart body: ${error.message}`);
    throw error;
  }
  const filePart = parts.find((p) => p.filename !== undefined);
  if (!filePart) throw StorageErrors.invalidRequest('No file provided');
  const field = (name: string) => parts.find((p) => p.filename === undefined && p.name === name)?.data.toString('utf8');
  const mimetype = field('contentType') || filePart.contentType || 'text/plain';
  // Both are sent back as headers on every download: a value no header can carry is refused here.
  if (!isValidMimeType(mimetype)) throw StorageErrors.invalidMimeType(JSON.stringify(mimetype));
  const cacheControl = cacheControlFromField(field('cacheControl'));
  if (cacheControl === undefined) throw StorageErrors.invalidRequest('Invalid cacheControl: not a header value');
  return { data: filePart.data, mimetype, cacheControl, userMetadata: parseJson(field('metadata')) };
}

/** ArrayBuffer / Buffer / string uploads: the body is the file. */
function fileFromRawBody(req: IncomingMessage, data: Buffer, contentType: string | undefined): IncomingFile {
  const encoded = header(req, 'x-metadata');
  const mimetype = contentType || 'application/octet-stream';
  if (!isValidMimeType(mimetype)) throw StorageErrors.invalidMimeType(JSON.stringify(mimetype));
  return {
    data,
    mimetype,
    cacheControl: header(req, 'cache-control') ?? 'no-cache',
    userMetadata: encoded ? parseJson(Buffer.from(encoded, 'base64').toString('utf8')) : null,
  };
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw StorageErrors.invalidRequest('Invalid metadata: not JSON');
  }
}

/**
 * Reads at most `limit` bytes into memory; the rest is read and dropped so that the client, still
 * sending, receives the refusal instead of a reset connection. Past MAX_BODY_BYTES it stops reading.
 */
function readLimited(req: IncomingMessage, limit: number): Promise<{ data: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    let seen = 0;
    let truncated = false;
    const declared = Number(header(req, 'content-length') ?? NaN);
    if (declared > limit) truncated = true;
    req.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (!truncated && kept + chunk.length > limit) {
        truncated = true;
        chunks.length = 0;
      }
      if (!truncated) {
        chunks.push(chunk);
        kept += chunk.length;
      }
      if (seen > MAX_BODY_BYTES) {
        req.pause();
        req.removeAllListeners('data');
        resolve({ data: Buffer.alloc(0), truncated: true });
      }
    });
    req.on('end', () => resolve({ data: Buffer.concat(chunks, kept), truncated }));
    req.on('error', reject);
  });
}

async function drain(req: IncomingMessage): Promise<void> {
  await readLimited(req, 0).catch(() => undefined);
}

/** Back to the connection's own role inside a request transaction (for storage_local, which no API role may touch). */
async function asOwner(tx: Queryable): Promise<void> {
  await tx.query(`select set_config('role', 'none', true)`);
}

// ---------------------------------------------------------------------------------------------
// Download

interface StoredObject {
  id: string;
  metadata: Partial<ObjectMetadata> | null;
  updated_at: string | null;
  /** Base64 (see BYTES_AS_BASE64). */
  data: string | null;
  size: number | null;
}

/** Public URL: the bucket must be public; no RLS (Storage reads these as its own role). */
async function downloadPublic(
  db: Db,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucketId: string,
  name: string,
): Promise<void> {
  const head = req.method === 'HEAD';
  const { rows } = await db.query<StoredObject & { public: boolean | null }>(
    `select bk.public, o.id, o.metadata, ${iso('o.updated_at')} as updated_at,
            octet_length(b.data) as size, ${head ? 'null' : "encode(b.data, 'base64')"} as data
     from storage.buckets as bk
     left join storage.objects as o on o.bucket_id = bk.id and o.name = $2
     left join storage_local.blobs as b on b.object_id = o.id
     where bk.id = $1`,
    [bucketId, name],
  );
  const row = rows[0];
  if (!row || !row.public) throw StorageErrors.noSuchBucket();
  if (!row.id || row.size === null) throw StorageErrors.noSuchKey();
  sendObject(req, res, url, row, name);
}

/** Authenticated download: the object is looked up as the caller, so RLS (SELECT) decides. */
async function downloadAuthenticated(
  db: Db,
  caller: Caller,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucketId: string,
  name: string,
): Promise<void> {
  const head = req.method === 'HEAD';
  const row = await withRequestScope(db, caller.scope, async (tx) => {
    const { rows } = await tx.query<StoredObject>(
      `select id, metadata, ${iso('updated_at')} as updated_at, null as data, null as size
       from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
    );
    const found = rows[0];
    if (!found) throw StorageErrors.noSuchKey();
    await asOwner(tx);
    const blob = await tx.query<{ size: number; data: string | null }>(
      `select octet_length(data) as size, ${head ? 'null' : "encode(data, 'base64')"} as data
       from storage_local.blobs where object_id = $1`,
      [found.id],
    );
    const stored = blob.rows[0];
    if (!stored) throw StorageErrors.noSuchKey();
    return { ...found, size: stored.size, data: stored.data };
  });
  sendObject(req, res, url, row, name);
}

function sendObject(req: IncomingMessage, res: ServerResponse, url: URL, row: StoredObject, name: string): void {
  const meta = row.metadata ?? {};
  const size = Number(row.size ?? 0);
  // Objects stored before types were checked on upload may hold a value no header can carry.
  const headers: Record<string, string> = {
    'Content-Type': meta.mimetype && isValidMimeType(meta.mimetype) ? meta.mimetype : 'application/octet-stream',
    'Cache-Control': meta.cacheControl && isHeaderSafe(meta.cacheControl) ? meta.cacheControl : 'no-cache',
    'Last-Modified': new Date(meta.lastModified ?? row.updated_at ?? Date.now()).toUTCString(),
    'Accept-Ranges': 'bytes',
    // The API origin serves user content: never let a browser guess a more dangerous type.
    'X-Content-Type-Options': 'nosniff',
  };
  if (meta.eTag) headers.ETag = meta.eTag;
  const download = url.searchParams.get('download');
  if (download !== null) {
    const filename = download || name.split('/').pop() || 'download';
    headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
  }
  if (meta.eTag && header(req, 'if-none-match') === meta.eTag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const range = parseRange(header(req, 'range'), size);
  // Node's base64 decoder skips the line breaks encode() puts every 76 characters.
  const body = row.data !== null ? Buffer.from(row.data, 'base64') : undefined;
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    headers['Content-Length'] = String(range.end - range.start + 1);
    res.writeHead(206, headers);
    res.end(req.method === 'HEAD' ? undefined : body?.subarray(range.start, range.end + 1));
    return;
  }
  headers['Content-Length'] = String(size);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

// ---------------------------------------------------------------------------------------------
// Delete and list (as the caller: DELETE and SELECT policies decide)

const OBJECT_JSON = `json_build_object(
  'bucket_id', o.bucket_id, 'name', o.name, 'owner', o.owner, 'owner_id', o.owner_id, 'version', o.version,
  'id', o.id, 'updated_at', ${iso('o.updated_at')}, 'created_at', ${iso('o.created_at')},
  'last_accessed_at', ${iso('o.last_accessed_at')}, 'metadata', o.metadata, 'user_metadata', o.user_metadata)`;

async function deleteObjects(
  db: Db,
  caller: Caller,
  req: IncomingMessage,
  res: ServerResponse,
  bucketId: string,
): Promise<void> {
  const body = await readJson(req);
  const prefixes = (body as { prefixes?: unknown } | null)?.prefixes;
  if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string')) {
    throw StorageErrors.invalidRequest("body must have required property 'prefixes' (an array of strings)");
  }
  if (prefixes.length === 0 || prefixes.length > MAX_DELETE_PREFIXES) {
    throw StorageErrors.invalidRequest(`body/prefixes must have 1 to ${MAX_DELETE_PREFIXES} items`);
  }
  // Rows the caller cannot see are skipped silently; their bytes go with the row (on delete cascade).
  const json = await withRequestScope(db, caller.scope, async (tx) => {
    const { rows } = await tx.query<{ json: string }>(
      `with o as (delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *)
       select coalesce(json_agg(${OBJECT_JSON} order by o.name), '[]')::text as json from o`,
      [bucketId, prefixes],
    );
    return rows[0]?.json ?? '[]';
  });
  sendJson(res, 200, json);
}

async function deleteObject(
  db: Db,
  caller: Caller,
  res: ServerResponse,
  bucketId: string,
  name: string,
): Promise<void> {
  const deleted = await withRequestScope(db, caller.scope, async (tx) => {
    const { rows } = await tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [
      bucketId,
      name,
    ]);
    return rows.length;
  });
  if (deleted === 0) throw StorageErrors.noSuchKey();
  sendJson(res, 200, { message: 'Successfully deleted' });
}

/**
 * Storage's `storage.search()` (folders first, then the files at that level), run inline as the
 * caller: the prefix gets a trailing `/`, `levels` is its depth + 1, names are the path token at
 * that level.
 */
async function listObjects(db: Db, caller: Caller, req: IncomingMessage, res: ServerResponse, bucketId: string) {
  const body = ((await readJson(req)) ?? {}) as {
    prefix?: unknown;
    limit?: unknown;
    offset?: unknown;
    search?: unknown;
    sortBy?: { column?: unknown; order?: unknown };
  };
  let prefix = typeof body.prefix === 'string' ? body.prefix : '';
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/';
  const levels = prefix ? prefix.split('/').length : 1;
  const limit = clampInt(body.limit, DEFAULT_LIST_LIMIT, 1, 10_000);
  const offset = clampInt(body.offset, 0, 0, Number.MAX_SAFE_INTEGER);
  const search = typeof body.search === 'string' ? body.search : '';
  const columns = ['name', 'updated_at', 'created_at', 'last_accessed_at'];
  const sortColumn = columns.includes(String(body.sortBy?.column)) ? String(body.sortBy?.column) : 'name';
  const sortOrder = String(body.sortBy?.order).toLowerCase() === 'desc' ? 'desc' : 'asc';

  const json = await withRequestScope(db, caller.scope, async (tx) => {
    const { rows } = await tx.query<{ json: string }>(
      `with folders as (
         select o.path_tokens[$1] as folder
         from storage.objects as o
         where o.name ilike $2 || $3 || '%' and o.bucket_id = $4 and array_length(o.path_tokens, 1) <> $1
         group by folder
       ),
       entries as (
         (select folder as name, null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
                 null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
          from folders order by folder ${sortOrder})
         union all
         (select o.path_tokens[$1], o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata, 1
          from storage.objects as o
          where o.name ilike $2 || $3 || '%' and o.bucket_id = $4 and array_length(o.path_tokens, 1) = $1
          order by ${sortColumn === 'name' ? 'o.path_tokens[$1]' : `o.${sortColumn}`} ${sortOrder})
         limit $5 offset $6
       )
       select coalesce(json_agg(json_build_object(
                'name', e.name, 'id', e.id, 'updated_at', ${iso('e.updated_at')}, 'created_at', ${iso('e.created_at')},
                'last_accessed_at', ${iso('e.last_accessed_at')}, 'metadata', e.metadata)), '[]')::text as json
       from entries as e`,
      [levels, prefix, search, bucketId, limit, offset],
    );
    return rows[0]?.json ?? '[]';
  });
  sendJson(res, 200, json);
}

// ---------------------------------------------------------------------------------------------
// Buckets (read as the caller: storage.buckets has RLS too)

const BUCKET_JSON = `json_build_object(
  'id', b.id, 'name', b.name, 'owner', coalesce(b.owner_id, b.owner::text, ''), 'public', b.public,
  'type', 'STANDARD', 'file_size_limit', b.file_size_limit, 'allowed_mime_types', b.allowed_mime_types,
  'created_at', ${iso('b.created_at')}, 'updated_at', ${iso('b.updated_at')})`;

async function listBuckets(db: Db, caller: Caller, url: URL, res: ServerResponse): Promise<void> {
  const q = url.searchParams;
  const limit = clampInt(q.get('limit'), 10_000, 1, 10_000);
  const offset = clampInt(q.get('offset'), 0, 0, Number.MAX_SAFE_INTEGER);
  const sortColumn = ['id', 'name', 'created_at', 'updated_at'].includes(q.get('sortColumn') ?? '')
    ? (q.get('sortColumn') as string)
    : 'name';
  const sortOrder = q.get('sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const json = await withRequestScope(db, caller.scope, async (tx) => {
    const { rows } = await tx.query<{ json: string }>(
      `select coalesce(json_agg(${BUCKET_JSON} order by b.${sortColumn} ${sortOrder}), '[]')::text as json
       from (select * from storage.buckets
             where $1::text = '' or name ilike '%' || $1 || '%'
             order by ${sortColumn} ${sortOrder} limit $2 offset $3) as b`,
      [q.get('search') ?? '', limit, offset],
    );
    return rows[0]?.json ?? '[]';
  });
  sendJson(res, 200, json);
}

async function getBucket(db: Db, caller: Caller, id: string, res: ServerResponse): Promise<void> {
  const json = await withRequestScope(db, caller.scope, async (tx) => {
    const { rows } = await tx.query<{ json: string }>(
      `select ${BUCKET_JSON}::text as json from storage.buckets as b where b.id = $1`,
      [id],
    );
    return rows[0]?.json;
  });
  if (!json) throw StorageErrors.noSuchBucket();
  sendJson(res, 200, json);
}

// ---------------------------------------------------------------------------------------------

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text: string;
  try {
    text = (await readBody(req, JSON_BODY_LIMIT)).toString('utf8');
  } catch {
    throw StorageErrors.entityTooLarge();
  }
  if (!text.trim()) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw StorageErrors.invalidRequest('Body is not valid JSON');
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}
