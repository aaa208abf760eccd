/**
 * The PostgREST subset supabase-js uses, at /rest/v1: table reads and writes with filters, order,
 * ranges, counts and singular responses, and /rpc calls. Each request is one transaction run as the
 * request's role with its claims (request-scope.ts), so grants and RLS decide every access; the JSON
 * on the wire is the text Postgres builds. Only schema `public` is exposed.
 */
import type { IncomingMessage } from 'node:http';
import type { Queryable } from './db.ts';
import { PayloadTooLargeError, readBody, type RouteHandler, type ServerContext } from './http-util.ts';
import { resolveAuth, single, withRequestScope, type RequestScope } from './request-scope.ts';
import { PgrstError, fromPgError, isPgError } from './rest-errors.ts';
import {
  isReservedKey,
  parseApiQuery,
  parsePrefer,
  type ApiQuery,
  type Preferences,
  type SelectItem,
} from './rest-query.ts';
import {
  FUNCTION_CATALOG_SQL,
  Params,
  SCHEMA,
  TABLE_CATALOG_SQL,
  buildDelete,
  buildInsert,
  buildRead,
  buildRpc,
  buildUpdate,
  inputArgs,
  type FunctionArg,
  type FunctionInfo,
  type TableInfo,
} from './rest-sql.ts';

const PREFIX = '/rest/v1';
const EXPOSED_SCHEMAS = [SCHEMA];
const OBJECT_MEDIA = 'application/vnd.pgrst.object+json';

interface Outcome {
  status: number;
  body: string | null;
  headers: Record<string, string>;
}

interface RequestInfo {
  method: string;
  url: URL;
  prefs: Preferences;
  single: boolean;
  stripNulls: boolean;
  authed: boolean;
}

export function createRestHandler(ctx: ServerContext): RouteHandler {
  return async (req, res, url) => {
    let outcome: Outcome;
    try {
      outcome = await handle(ctx, req, url);
    } catch (error) {
      if (!(error instanceof PgrstError)) throw error;
      outcome = errorOutcome(error);
    }
    const headers: Record<string, string> = { ...outcome.headers };
    if (outcome.body !== null) headers['Content-Type'] ??= 'application/json; charset=utf-8';
    res.writeHead(outcome.status, headers);
    res.end(req.method === 'HEAD' || outcome.body === null ? undefined : outcome.body);
  };
}

function errorOutcome(error: PgrstError): Outcome {
  return {
    status: error.status,
    body: JSON.stringify(error.body()),
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...error.headers },
  };
}

async function handle(ctx: ServerContext, req: IncomingMessage, url: URL): Promise<Outcome> {
  const method = (req.method ?? 'GET').toUpperCase();
  const auth = resolveAuth(req.headers, ctx.config.jwtSecret, url.searchParams.get('apikey'));
  if (!auth.ok) {
    if (auth.reason === 'missing') {
      // The API gateway's (Kong key-auth) answer, not PostgREST's: hence no code/details.
      return {
        status: 401,
        body: JSON.stringify({
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        }),
        headers: {},
      };
    }
    throw jwtError(auth.message, bearerToken(req, url));
  }

  const target = parsePath(url.pathname);
  checkProfile(req, method);
  const { single: wantsObject, stripNulls } = parseAccept(single(req.headers.accept));
  const prefs = parsePrefer(req.headers.prefer);
  const info: RequestInfo = {
    method,
    url,
    prefs,
    single: wantsObject,
    stripNulls,
    authed: auth.claims.role !== 'anon',
  };

  if (target.kind === 'rpc') {
    if (!['GET', 'HEAD', 'POST'].includes(method)) {
      throw new PgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
    }
  } else if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
    throw new PgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
  // Hosted PostgREST ends every transaction with a commit (`db-tx-end = commit`), so `Prefer: tx=rollback`
  // is ignored; it would let anyone try a write, its triggers and its throttles without leaving a trace.
  // With `handling=strict` an unusable preference is an error, as there.
  if (prefs.tx === 'rollback' && prefs.handling === 'strict') {
    throw new PgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      'Invalid preferences: tx=rollback',
    );
  }
  const bodyText = method === 'POST' || method === 'PATCH' ? await readText(req, bodyLimit(target)) : '';

  const scope: RequestScope = {
    claims: auth.claims,
    method,
    path: target.kind === 'rpc' ? `/rpc/${target.name}` : `/${target.name}`,
    headers: req.headers,
  };
  try {
    return await withRequestScope(ctx.db, scope, (tx) =>
      target.kind === 'rpc' ? runRpc(tx, target.name, bodyText, info) : runTable(tx, target.name, bodyText, info),
    );
  } catch (error) {
    if (isPgError(error)) throw fromPgError(error, info.authed);
    throw error;
  }
}

function bearerToken(req: IncomingMessage, url: URL): string {
  const authorization = single(req.headers.authorization);
  if (authorization && /^bearer\s+/i.test(authorization)) return authorization.replace(/^bearer\s+/i, '').trim();
  return single(req.headers.apikey) ?? url.searchParams.get('apikey') ?? '';
}

/** PostgREST's wording for JWT failures (`Error.hs` JwtError). */
function jwtError(reason: string, token: string): PgrstError {
  let code = 'PGRST301';
  let message = 'JWT cryptographic operation failed';
  if (/role ".*" does not exist/.test(reason)) {
    return new PgrstError(401, '22023', reason, null, null, { 'WWW-Authenticate': 'Bearer' });
  } else if (/expired/.test(reason)) {
    code = 'PGRST303';
    message = 'JWT expired';
  } else if (/not valid yet/.test(reason)) {
    code = 'PGRST303';
    message = 'JWT not yet valid';
  } else if (/malformed/.test(reason)) {
    const parts = token.split('.').length;
    message = parts === 3 ? "JWT couldn't be decoded" : `Expected 3 parts in JWT; got ${parts}`;
  } else if (/signing method/.test(reason)) {
    message = 'Wrong or unsupported encoding algorithm';
  }
  return new PgrstError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

type Target = { kind: 'table' | 'rpc'; name: string };

function parsePath(pathname: string): Target {
  const invalid = () => new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
  let segments: string[];
  try {
    segments = pathname
      .slice(PREFIX.length)
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    throw invalid();
  }
  if (segments.length === 0) throw new PgrstError(404, 'PGRST126', 'Root endpoint metadata is disabled');
  if (segments.length === 1) return { kind: 'table', name: segments[0] as string };
  if (segments.length === 2 && segments[0] === 'rpc') return { kind: 'rpc', name: segments[1] as string };
  throw invalid();
}

function checkProfile(req: IncomingMessage, method: string): void {
  const header = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile';
  const profile = single(req.headers[header]);
  if (profile !== undefined && !EXPOSED_SCHEMAS.includes(profile)) {
    throw new PgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${EXPOSED_SCHEMAS.join(', ')}`,
    );
  }
}

/** The first listed media type we can produce wins (q-values ignored, as clients here never send them). */
function parseAccept(accept: string | undefined): { single: boolean; stripNulls: boolean } {
  if (!accept || accept.trim() === '') return { single: false, stripNulls: false };
  const offered = accept.split(',').map((m) => m.trim());
  for (const media of offered) {
    const [type = '', ...parameters] = media.split(';').map((p) => p.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (type === OBJECT_MEDIA) return { single: true, stripNulls };
    if (['*/*', 'application/*', 'application/json', 'application/vnd.pgrst.array+json'].includes(type)) {
      return { single: false, stripNulls };
    }
  }
  throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`);
}

/**
 * The largest body each endpoint takes, in bytes: what the product sends, with room to spare. A visitor's
 * submission is one row whose longest texts are capped at 2,000 characters (about 20 KB at most as JSON);
 * an analytics batch is at most 50 rows (src/features/analytics/batcher.ts); staff changes and function
 * arguments are a few fields. Nothing larger is read into memory or handed to the database.
 */
export const BODY_LIMITS = {
  default: 64 * 1024,
  tables: {
    analytics_events: 512 * 1024,
    // A content draft may be up to 256 KiB of JSON (content_entries_draft_size); a save carries it whole.
    content_entries: 320 * 1024,
  } as Record<string, number>,
} as const;

function bodyLimit(target: Target): number {
  return (target.kind === 'table' ? BODY_LIMITS.tables[target.name] : undefined) ?? BODY_LIMITS.default;
}

async function readText(req: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(single(req.headers['content-length']));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  try {
    return (await readBody(req, limit)).toString('utf8');
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw tooLarge(limit);
    throw error;
  }
}

function tooLarge(limit: number): PgrstError {
  // The connection is closed after the answer, so the rest of an oversized body is never read.
  return new PgrstError(413, 'PGRST413', `Payload too large (limit ${limit} bytes)`, null, null, {
    Connection: 'close',
  });
}

/**
 * Deepest nesting a body may have. Rows here are flat and their JSON columns shallow; a body nested
 * thousands of levels deep would overflow the stack of whatever walks it (JSON.stringify, Postgres's parser).
 */
export const MAX_JSON_DEPTH = 32;

/** The nesting depth of a JSON text, counted without recursion (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new PgrstError(400, 'PGRST102', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function loadTable(tx: Queryable, name: string): Promise<TableInfo> {
  const { rows } = await tx.query<{ kind: string; columns: TableInfo['columns']; primary_key: string[] }>(
    TABLE_CATALOG_SQL,
    [name],
  );
  const row = rows[0];
  if (!row) throw new PgrstError(404, 'PGRST205', `Could not find the table '${SCHEMA}.${name}' in the schema cache`);
  return { name, kind: row.kind, columns: row.columns, primaryKey: row.primary_key };
}

function checkColumns(table: TableInfo, names: string[]): void {
  const known = new Set(table.columns.map((c) => c.name));
  for (const name of names) {
    if (!known.has(name)) {
      throw new PgrstError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${table.name}' in the schema cache`,
      );
    }
  }
}

function contentType(info: RequestInfo): Record<string, string> {
  return { 'Content-Type': `${info.single ? OBJECT_MEDIA : 'application/json'}; charset=utf-8` };
}

function notSingular(rows: number): PgrstError {
  return new PgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

function wantsCount(prefs: Preferences): boolean {
  return prefs.count !== undefined;
}

interface ResultRow {
  total: number | string | null;
  n: number | string;
  body: string | null;
}

async function queryOne(
  tx: Queryable,
  sql: string,
  params: Params,
): Promise<{ total: number | null; n: number; body: string | null }> {
  const row = (await tx.query<ResultRow>(sql, params.values)).rows[0];
  if (!row) return { total: null, n: 0, body: null };
  return { total: row.total === null ? null : Number(row.total), n: Number(row.n), body: row.body };
}

/** Status and Content-Range of a read, as PostgREST's `RangeQuery.hs` computes them. */
function readOutcome(
  result: { total: number | null; n: number; body: string | null },
  offset: number,
  info: RequestInfo,
): Outcome {
  const { total, n } = result;
  if (total !== null && offset > total) {
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  if (info.single && n !== 1) throw notSingular(n);
  const range = n > 0 ? `${offset}-${offset + n - 1}` : '*';
  return {
    status: total !== null && n < total ? 206 : 200,
    body: result.body ?? (info.single ? 'null' : '[]'),
    headers: { ...contentType(info), 'Content-Range': `${range}/${total ?? '*'}` },
  };
}

async function runTable(tx: Queryable, name: string, bodyText: string, info: RequestInfo): Promise<Outcome> {
  const readOnly = info.method === 'GET' || info.method === 'HEAD';
  // GET must not write, whatever a trigger or a volatile function in a filter would do (PostgREST: read-only tx).
  if (readOnly) await tx.exec('set transaction read only');
  const table = await loadTable(tx, name);
  const query = parseApiQuery(info.url.searchParams);
  switch (info.method) {
    case 'GET':
    case 'HEAD': {
      const params = new Params();
      const sql = buildRead(name, query, {
        params,
        count: wantsCount(info.prefs),
        single: info.single,
        stripNulls: info.stripNulls,
      });
      return readOutcome(await queryOne(tx, sql, params), query.offset ?? 0, info);
    }
    case 'POST':
      return runInsert(tx, table, query, bodyText, info);
    case 'PATCH':
      return runUpdate(tx, table, query, bodyText, info);
    default:
      return runDelete(tx, table, query, info);
  }
}

function representation(query: ApiQuery, info: RequestInfo): SelectItem[] | undefined {
  return info.prefs.return === 'representation' ? query.select : undefined;
}

/** Shared tail of INSERT/UPDATE/DELETE: singularity (rolls back), max-affected, status and headers. */
function mutationOutcome(
  n: number,
  body: string | null,
  info: RequestInfo,
  kind: 'insert' | 'update' | 'delete',
): Outcome {
  if (info.single && n !== 1) throw notSingular(n);
  if (info.prefs.handling === 'strict' && info.prefs.maxAffected !== undefined && n > info.prefs.maxAffected) {
    throw new PgrstError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${n} rows`,
    );
  }
  const total = wantsCount(info.prefs) ? String(n) : '*';
  const range = kind === 'update' && n > 0 ? `0-${n - 1}` : '*';
  const headers: Record<string, string> = { 'Content-Range': `${range}/${total}` };
  const represented = info.prefs.return === 'representation';
  if (represented) {
    Object.assign(headers, contentType(info));
    headers['Preference-Applied'] = 'return=representation';
  }
  const payload = represented ? (info.single ? (body ?? 'null') : (body ?? '[]')) : null;
  if (kind === 'insert') return { status: 201, body: payload, headers };
  return { status: represented ? 200 : 204, body: payload, headers };
}

async function runInsert(
  tx: Queryable,
  table: TableInfo,
  query: ApiQuery,
  bodyText: string,
  info: RequestInfo,
): Promise<Outcome> {
  const parsed = parseJson(bodyText);
  const rows = Array.isArray(parsed) ? parsed : [parsed];
  if (!rows.every(isPlainObject)) throw new PgrstError(400, 'PGRST102', 'All object keys must match');
  let columns: string[];
  if (query.columns) {
    columns = query.columns;
  } else {
    columns = Object.keys(rows[0] ?? {});
    const signature = [...columns].sort().join('\0');
    if (rows.some((r) => Object.keys(r).sort().join('\0') !== signature)) {
      throw new PgrstError(400, 'PGRST102', 'All object keys must match');
    }
  }
  checkColumns(table, columns);

  const { prefs } = info;
  let conflict: { target: string[]; action: 'merge' | 'ignore' } | undefined;
  if (prefs.resolution) {
    const target = query.onConflict ?? table.primaryKey;
    checkColumns(table, target);
    conflict = { target, action: prefs.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
  }

  // missing=default: a key absent from one object must take the column default, so rows are sent in runs
  // that share the same keys. Without it, absent keys are NULL (PostgREST semantics for `columns=`).
  const batches: { columns: string[]; rows: Record<string, unknown>[] }[] = [];
  if (prefs.missing === 'default' && query.columns) {
    for (const row of rows) {
      const present = columns.filter((c) => Object.hasOwn(row, c));
      const last = batches.at(-1);
      if (last && last.columns.join('\0') === present.join('\0')) last.rows.push(row);
      else batches.push({ columns: present, rows: [row] });
    }
  } else {
    batches.push({ columns, rows });
  }

  const wanted = representation(query, info);
  let n = 0;
  const bodies: string[] = [];
  for (const batch of batches) {
    const params = new Params();
    // One batch: pass the client's text through untouched (no float rounding of big numbers by JSON.parse).
    let rowsJson = JSON.stringify(batch.rows);
    if (batches.length === 1) rowsJson = Array.isArray(parsed) ? bodyText : `[${bodyText}]`;
    const sql = buildInsert(table.name, {
      params,
      columns: batch.columns,
      rows: rowsJson,
      ...(conflict ? { conflict } : {}),
      ...(wanted ? { representation: wanted } : {}),
      single: false,
      stripNulls: info.stripNulls,
    });
    if (wanted) {
      const result = await queryOne(tx, sql, params);
      n += result.n;
      if (result.body && result.body !== '[]') bodies.push(result.body.slice(1, -1));
    } else {
      n += (await tx.query(sql, params.values)).affectedRows;
    }
  }
  const body = wanted ? (info.single ? (bodies[0] ?? null) : `[${bodies.join(', ')}]`) : null;
  return mutationOutcome(n, body, info, 'insert');
}

function requireFilters(query: ApiQuery, verb: 'UPDATE' | 'DELETE'): void {
  // Hosted Supabase loads pg-safeupdate for the API: a filterless UPDATE/DELETE is refused, not run.
  if (query.conditions.length === 0 && query.limit === undefined) {
    throw new PgrstError(400, '21000', `${verb} requires a WHERE clause`);
  }
}

async function runMutation(tx: Queryable, sql: string, params: Params, wanted: SelectItem[] | undefined) {
  if (wanted) return queryOne(tx, sql, params);
  return { n: (await tx.query(sql, params.values)).affectedRows, body: null };
}

/** Singular bodies come from the aggregated array: the single element when there is exactly one. */
function singleBody(body: string | null, n: number, info: RequestInfo): string | null {
  if (!info.single || body === null || n !== 1) return body;
  return body.slice(1, -1);
}

async function runUpdate(
  tx: Queryable,
  table: TableInfo,
  query: ApiQuery,
  bodyText: string,
  info: RequestInfo,
): Promise<Outcome> {
  const parsed = parseJson(bodyText);
  if (!isPlainObject(parsed)) throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
  const columns = query.columns ?? Object.keys(parsed);
  checkColumns(table, columns);
  requireFilters(query, 'UPDATE');
  if (columns.length === 0) return mutationOutcome(0, '[]', { ...info, single: false }, 'update');
  const params = new Params();
  const wanted = representation(query, info);
  const sql = buildUpdate(table.name, query, columns, bodyText, {
    params,
    single: false,
    stripNulls: info.stripNulls,
    ...(wanted ? { representation: wanted } : {}),
  });
  const { n, body } = await runMutation(tx, sql, params, wanted);
  return mutationOutcome(n, singleBody(body, n, info), info, 'update');
}

async function runDelete(tx: Queryable, table: TableInfo, query: ApiQuery, info: RequestInfo): Promise<Outcome> {
  requireFilters(query, 'DELETE');
  const params = new Params();
  const wanted = representation(query, info);
  const sql = buildDelete(table.name, query, {
    params,
    single: false,
    stripNulls: info.stripNulls,
    ...(wanted ? { representation: wanted } : {}),
  });
  const { n, body } = await runMutation(tx, sql, params, wanted);
  return mutationOutcome(n, singleBody(body, n, info), info, 'delete');
}

interface RpcChoice {
  fn: FunctionInfo;
  args: FunctionArg[];
  singleJson?: { type: string };
}

function chooseFunction(
  candidates: FunctionInfo[],
  keys: string[],
  info: RequestInfo,
  bodyIsObject: boolean,
): RpcChoice | undefined {
  let best: RpcChoice | undefined;
  for (const fn of candidates) {
    const inputs = inputArgs(fn);
    const jsonParam = inputs.length === 1 && ['json', 'jsonb'].includes(inputs[0]?.type ?? '') ? inputs[0] : undefined;
    if (info.method === 'POST' && jsonParam && (jsonParam.name === '' || info.prefs.params === 'single-object')) {
      return { fn, args: [], singleJson: { type: jsonParam.type } };
    }
    if (inputs.some((a) => a.name === '')) continue;
    const names = new Set(inputs.map((a) => a.name));
    const required = inputs.slice(0, inputs.length - fn.defaults);
    if (info.method === 'POST') {
      if (!bodyIsObject || !keys.every((k) => names.has(k))) continue;
      if (!required.every((a) => keys.includes(a.name))) continue;
      return { fn, args: inputs.filter((a) => keys.includes(a.name)) };
    }
    const given = inputs.filter((a) => keys.includes(a.name));
    if (!required.every((a) => keys.includes(a.name))) continue;
    if (!best || given.length > best.args.length) best = { fn, args: given };
  }
  return best;
}

function noFunction(name: string, keys: string[], info: RequestInfo): PgrstError {
  const sorted = [...keys].sort();
  const func = `${SCHEMA}.${name}`;
  const listed = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
  const withParams = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters';
  const jsonHint = info.method === 'POST' ? ' or with a single unnamed json/jsonb parameter' : '';
  return new PgrstError(
    404,
    'PGRST202',
    `Could not find the function ${func}${listed} in the schema cache`,
    `Searched for the function ${func}${withParams}${jsonHint}, but no matches were found in the schema cache.`,
  );
}

async function runRpc(tx: Queryable, name: string, bodyText: string, info: RequestInfo): Promise<Outcome> {
  const { rows: candidates } = await tx.query<FunctionInfo>(FUNCTION_CATALOG_SQL, [name]);
  const params = info.url.searchParams;
  let keys: string[];
  let argsJson: string;
  let bodyIsObject = true;
  if (info.method === 'POST') {
    const parsed = bodyText.trim() === '' ? {} : parseJson(bodyText);
    bodyIsObject = isPlainObject(parsed);
    keys = bodyIsObject ? Object.keys(parsed as Record<string, unknown>) : [];
    argsJson = bodyText.trim() === '' ? '{}' : bodyText;
  } else {
    keys = [...new Set([...params.keys()].filter((k) => !isReservedKey(k)))];
    argsJson = '';
  }
  const choice = chooseFunction(candidates, keys, info, bodyIsObject);
  if (!choice) throw noFunction(name, info.method === 'POST' ? keys : [], info);
  const { fn } = choice;
  if (info.method !== 'POST') {
    const args: Record<string, string> = {};
    for (const a of choice.args) args[a.name] = params.get(a.name) ?? '';
    argsJson = JSON.stringify(args);
  }
  // Like PostgREST: GET/HEAD and STABLE/IMMUTABLE functions run read-only; a write there is 25006 → 405.
  if (info.method !== 'POST' || fn.volatility !== 'v') await tx.exec('set transaction read only');

  const argNames = new Set(choice.args.map((a) => a.name));
  const query = parseApiQuery(params, { skip: (k) => info.method !== 'POST' && argNames.has(k) });
  const sqlParams = new Params();
  const sql = buildRpc(fn, query, {
    params: sqlParams,
    count: wantsCount(info.prefs),
    single: info.single,
    stripNulls: info.stripNulls,
    args: choice.args,
    argsJson,
    ...(choice.singleJson ? { singleJson: choice.singleJson } : {}),
  });
  const result = await queryOne(tx, sql, sqlParams);
  if (fn.returnsVoid) return { status: 204, body: null, headers: {} };
  if (!fn.returnsSet) {
    return { status: 200, body: result.body ?? 'null', headers: { ...contentType(info), 'Content-Range': '0-0/*' } };
  }
  const outcome = readOutcome(result, query.offset ?? 0, info);
  if (info.prefs.return === 'minimal')
    return { status: 204, body: null, headers: { 'Content-Range': outcome.headers['Content-Range'] ?? '*/*' } };
  return outcome;
}
