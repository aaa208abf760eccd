/**
 * The wire format of Supabase Realtime as realtime-js speaks it: Phoenix channel frames (vsn 1.0.0
 * objects, vsn 2.0.0 arrays) and the `postgres_changes` binding parameters, parsed the way Realtime's
 * `Subscriptions.parse_subscription_params` does (supabase-wire-protocol.md §3).
 */
import { splitTopLevel } from './rest-query.ts';

export const SUPPORTED_VSN = ['1.0.0', '2.0.0'] as const;
export type Vsn = (typeof SUPPORTED_VSN)[number];

export interface PhxMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** Phoenix picks the V1 serializer when the client names no version. */
export function parseVsn(value: string | null): Vsn | undefined {
  const vsn = value ?? '1.0.0';
  return (SUPPORTED_VSN as readonly string[]).includes(vsn) ? (vsn as Vsn) : undefined;
}

/** Decodes one text frame; undefined when it is not a Phoenix message. */
export function decodeFrame(vsn: Vsn, text: string): PhxMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(value) || value.length !== 5) return undefined;
    const [joinRef, ref, topic, event, payload] = value as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
    return { joinRef: refString(joinRef), ref: refString(ref), topic, event, payload };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const o = value as Record<string, unknown>;
  if (typeof o.topic !== 'string' || typeof o.event !== 'string') return undefined;
  return { joinRef: refString(o.join_ref), ref: refString(o.ref), topic: o.topic, event: o.event, payload: o.payload };
}

function refString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

/**
 * Encodes a frame whose payload is already JSON text, so one change serialised once can be sent to
 * many sockets. V1 frames carry no join_ref (Phoenix.Socket.V1.JSONSerializer).
 */
export function encodeRaw(
  vsn: Vsn,
  joinRef: string | null,
  ref: string | null,
  topic: string,
  event: string,
  payloadJson: string,
): string {
  if (vsn === '2.0.0') {
    return `[${JSON.stringify(joinRef)},${JSON.stringify(ref)},${JSON.stringify(topic)},${JSON.stringify(event)},${payloadJson}]`;
  }
  return `{"topic":${JSON.stringify(topic)},"event":${JSON.stringify(event)},"payload":${payloadJson},"ref":${JSON.stringify(ref)}}`;
}

export function encodeFrame(vsn: Vsn, message: PhxMessage): string {
  return encodeRaw(vsn, message.joinRef, message.ref, message.topic, message.event, JSON.stringify(message.payload));
}

export function replyFrame(
  vsn: Vsn,
  request: Pick<PhxMessage, 'joinRef' | 'ref' | 'topic'>,
  status: 'ok' | 'error',
  response: unknown,
): string {
  return encodeFrame(vsn, { ...request, event: 'phx_reply', payload: { status, response } });
}

// ---------------------------------------------------------------------------------------------
// postgres_changes bindings

export type ChangeAction = 'INSERT' | 'UPDATE' | 'DELETE';
export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
const FILTER_OPS: readonly string[] = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'];

export interface ChangeFilter {
  column: string;
  op: FilterOp;
  /** Text of the value; for `in`, a Postgres array literal (`{a,b}`), as Realtime stores it. */
  value: string;
}

export interface ParsedBinding {
  action: ChangeAction | '*';
  /** `*` matches every schema / table in the publication. */
  schema: string;
  table: string;
  filters: ChangeFilter[];
}

export type ParseResult = { ok: true; binding: ParsedBinding } | { ok: false; message: string };

export function parseBinding(params: unknown): ParseResult {
  if (!params || typeof params !== 'object' || Array.isArray(params)) {
    return { ok: false, message: noParams(params) };
  }
  const p = params as Record<string, unknown>;
  const action = actionFilter(p.event);
  const has = (k: string) => Object.prototype.hasOwnProperty.call(p, k) && p[k] !== undefined && p[k] !== null;
  const str = (k: string) => (typeof p[k] === 'string' ? (p[k] as string) : undefined);
  const schema = str('schema');
  const table = str('table');
  const filter = str('filter');
  if (schema !== undefined && table !== undefined && filter !== undefined) {
    const parsed = parseFilters(filter);
    if (!parsed.ok) return { ok: false, message: `Error parsing \`filter\` params: ${parsed.message}` };
    return { ok: true, binding: { action, schema, table, filters: parsed.filters } };
  }
  if (schema !== undefined && table !== undefined && !has('filter')) {
    return { ok: true, binding: { action, schema, table, filters: [] } };
  }
  if (schema !== undefined && !has('table') && !has('filter')) {
    return { ok: true, binding: { action, schema, table: '*', filters: [] } };
  }
  if (table !== undefined && !has('schema') && !has('filter')) {
    return { ok: true, binding: { action, schema: 'public', table, filters: [] } };
  }
  return { ok: false, message: noParams(params) };
}

function noParams(params: unknown): string {
  return `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(params ?? null)}`;
}

function actionFilter(event: unknown): ChangeAction | '*' {
  if (typeof event !== 'string') return '*';
  const upper = event.toUpperCase();
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*';
}

/** `col=op.value`, several joined by top-level commas (AND). An empty filter means none. */
export function parseFilters(filter: string): { ok: true; filters: ChangeFilter[] } | { ok: false; message: string } {
  const trimmed = filter.trim();
  if (!trimmed) return { ok: true, filters: [] };
  const filters: ChangeFilter[] = [];
  for (const segment of splitTopLevel(trimmed)) {
    const eq = segment.indexOf('=');
    const dot = eq < 0 ? -1 : segment.indexOf('.', eq + 1);
    if (eq <= 0 || dot < 0) return { ok: false, message: JSON.stringify(segment.split(/[=.]/)) };
    const column = segment.slice(0, eq);
    const op = segment.slice(eq + 1, dot);
    let value = segment.slice(dot + 1);
    if (!FILTER_OPS.includes(op)) return { ok: false, message: JSON.stringify([op, value]) };
    if (op === 'in') {
      const inner = /^\((.*)\)$/s.exec(value);
      if (!inner) return { ok: false, message: JSON.stringify([op, value]) };
      value = `{${inner[1]}}`;
    }
    filters.push({ column, op: op as FilterOp, value });
  }
  return { ok: true, filters };
}

/** Filters as a client writes them: `col=op.value`, joined by commas (`in` values in parentheses). */
export function filterText(filters: readonly ChangeFilter[]): string {
  return filters.map((f) => `${f.column}=${f.op}.${f.op === 'in' ? `(${f.value.slice(1, -1)})` : f.value}`).join(',');
}

export function bindingMatches(binding: ParsedBinding, schema: string, table: string, action: ChangeAction): boolean {
  return (
    (binding.action === '*' || binding.action === action) &&
    (binding.schema === '*' || binding.schema === schema) &&
    (binding.table === '*' || binding.table === table)
  );
}

/**
 * Realtime answers each binding with `:erlang.phash2(params)`: equal params give equal ids, and the
 * client routes an event to every binding whose id is listed. Any stable integer works; this is a
 * 27-bit FNV-1a of the params with sorted keys (phash2's default range is 2^27).
 */
export function bindingId(params: unknown): number {
  const text = canonicalJson(params);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7ffffff;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
