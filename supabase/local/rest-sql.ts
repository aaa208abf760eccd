/**
 * Turns a parsed API request into one SQL statement whose single row carries the answer as Postgres's
 * own JSON text (`json_agg(...)::text`), as PostgREST does. Identifiers are always double-quoted
 * (embedded quotes doubled), values are always bound parameters; the only spliced-in text besides
 * quoted names is catalog output (`format_type`) and validated integers or bare type names.
 */
import type { ApiQuery, Condition, Filter, OrderTerm, SelectItem } from './rest-query.ts';
import { OPERATORS } from './rest-query.ts';
import { PgrstError } from './rest-errors.ts';

export const SCHEMA = 'public';
export const MAX_ROWS = 1000; // PostgREST db-max-rows in the Supabase CLI config

export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function ident(name: string): string {
  if (name === '' || name.includes('\0')) {
    throw new PgrstError(
      400,
      'PGRST100',
      `"failed to parse identifier (${JSON.stringify(name)})" (line 1, column 1)`,
      'empty or invalid name',
    );
  }
  return `"${name.replaceAll('"', '""')}"`;
}

export function relation(name: string): string {
  return `${ident(SCHEMA)}.${ident(name)}`;
}

export interface ColumnInfo {
  name: string;
  type: string;
}

export interface TableInfo {
  name: string;
  /** pg_class.relkind: r/p tables, v views, m materialized views, f foreign tables. */
  kind: string;
  columns: ColumnInfo[];
  primaryKey: string[];
}

/** One row per matching relation, or none. Column types come from `format_type`, safe to splice. */
export const TABLE_CATALOG_SQL = `
select c.relkind::text as kind,
  coalesce((select json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod))
                            order by a.attnum)
            from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'::json) as columns,
  coalesce((select json_agg(a.attname order by k.ord)
            from pg_index i
            cross join lateral unnest(i.indkey::int2[]) with ordinality as k(attnum, ord)
            join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
            where i.indrelid = c.oid and i.indisprimary), '[]'::json) as primary_key
from pg_class c
where c.relnamespace = '${SCHEMA}'::regnamespace and c.relname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`;

export interface FunctionArg {
  name: string;
  /** i in, o out, b inout, v variadic, t table column. */
  mode: string;
  type: string;
}

export interface FunctionInfo {
  name: string;
  volatility: 'v' | 's' | 'i';
  returnsSet: boolean;
  returnsVoid: boolean;
  returnsComposite: boolean;
  defaults: number;
  args: FunctionArg[];
}

export const FUNCTION_CATALOG_SQL = `
select p.proname::text as name, p.provolatile::text as volatility, p.proretset as "returnsSet",
  p.prorettype = 'void'::regtype as "returnsVoid",
  (t.typtype = 'c' or exists (select 1 from unnest(p.proargmodes) m where m in ('o', 'b', 't'))) as "returnsComposite",
  p.pronargdefaults::int as defaults,
  coalesce((select json_agg(json_build_object('name', coalesce(p.proargnames[a.ord], ''),
                                              'mode', coalesce(p.proargmodes[a.ord]::text, 'i'),
                                              'type', format_type(a.typ, null)) order by a.ord)
            from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as a(typ, ord)),
           '[]'::json) as args
from pg_proc p join pg_type t on t.oid = p.prorettype
where p.pronamespace = '${SCHEMA}'::regnamespace and p.proname = $1 and p.prokind = 'f'
order by p.oid`;

export function inputArgs(fn: FunctionInfo): FunctionArg[] {
  return fn.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
}

export interface RenderOptions {
  params: Params;
  /** How a column is referenced in WHERE/ORDER (already quoted). */
  column?: (name: string) => string;
}

export function whereSql(conditions: Condition[], options: RenderOptions): string {
  if (conditions.length === 0) return 'true';
  return conditions.map((c) => conditionSql(c, options)).join(' and ');
}

function conditionSql(condition: Condition, options: RenderOptions): string {
  if (condition.type === 'logic') {
    const inner = condition.conditions.map((c) => conditionSql(c, options)).join(` ${condition.op} `);
    return condition.negate ? `not (${inner})` : `(${inner})`;
  }
  const sql = filterSql(condition, options);
  return condition.negate ? `not (${sql})` : `(${sql})`;
}

function filterSql(filter: Filter, { params, column }: RenderOptions): string {
  const col = column ? column(filter.column) : ident(filter.column);
  const { value } = filter;
  switch (filter.op) {
    case 'is': {
      if (value.kind !== 'is') break;
      const keyword = { null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[
        value.value
      ];
      return `${col} is ${keyword}`;
    }
    case 'in': {
      if (value.kind !== 'list') break;
      if (value.items.length === 0) return 'false';
      return `${col} in (${[...new Set(value.items)].map((v) => params.add(v)).join(', ')})`;
    }
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      if (value.kind !== 'text') break;
      const fn = {
        fts: 'to_tsquery',
        plfts: 'plainto_tsquery',
        phfts: 'phraseto_tsquery',
        wfts: 'websearch_to_tsquery',
      }[filter.op];
      const args = filter.config
        ? `${params.add(filter.config)}::regconfig, ${params.add(value.text)}`
        : params.add(value.text);
      return `${col} @@ ${fn}(${args})`;
    }
    default:
      if (value.kind === 'text') return `${col} ${OPERATORS[filter.op]} ${params.add(value.text)}`;
  }
  throw new PgrstError(
    400,
    'PGRST100',
    `"failed to parse filter (${filter.op})" (line 1, column 1)`,
    'unexpected value',
  );
}

export function orderSql(order: OrderTerm[], column: (name: string) => string = ident): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (t) => `${column(t.column)} ${t.descending ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

export function selectSql(items: SelectItem[]): string {
  return items
    .map((item) => {
      if (item.type === 'star') return '*';
      const base = item.cast ? `${ident(item.name)}::${item.cast}` : ident(item.name);
      return item.alias !== undefined || item.cast ? `${base} as ${ident(item.alias ?? item.name)}` : base;
    })
    .join(', ');
}

/** The source columns a select list needs (for RETURNING): `*` when it has a star. */
export function returningSql(items: SelectItem[]): string {
  if (items.some((i) => i.type === 'star')) return '*';
  const names = [...new Set(items.map((i) => (i.type === 'column' ? i.name : '')))];
  return names.map(ident).join(', ');
}

export interface BodyOptions {
  single: boolean;
  stripNulls: boolean;
  /** The result rows are scalars in column `pgrst_scalar`. */
  scalar?: boolean;
}

/** Aggregates the rows of `_pgrst_t` into the response text. */
export function bodySql({ single, stripNulls, scalar }: BodyOptions): string {
  const agg = scalar ? 'json_agg(_pgrst_t.pgrst_scalar)' : 'json_agg(_pgrst_t)';
  const rows = stripNulls ? `json_strip_nulls(${agg})` : agg;
  return single ? `coalesce((${rows} -> 0)::text, 'null')` : `coalesce(${rows}, '[]'::json)::text`;
}

function limitSql(query: ApiQuery, cap: number | undefined): string {
  const limit = cap === undefined ? query.limit : Math.min(query.limit ?? cap, cap);
  return `${limit !== undefined ? ` limit ${limit}` : ''}${query.offset ? ` offset ${query.offset}` : ''}`;
}

/** Row: total (int or null), n (int), body (text). */
export function buildRead(
  table: string,
  query: ApiQuery,
  options: BodyOptions & { count: boolean; params: Params },
): string {
  const rel = relation(table);
  const where = whereSql(query.conditions, options);
  const total = options.count ? `(select count(*) from ${rel} where ${where})::int` : 'null::int';
  return (
    `select ${total} as total, count(*)::int as n, ${bodySql(options)} as body ` +
    `from (select ${selectSql(query.select)} from ${rel} where ${where}${orderSql(query.order)}` +
    `${limitSql(query, MAX_ROWS)}) _pgrst_t`
  );
}

export interface MutationOptions extends BodyOptions {
  params: Params;
  /** Select list for return=representation; minimal when absent. */
  representation?: SelectItem[];
}

/** Wraps a data-modifying statement so its RETURNING rows become the response body. */
function withRepresentation(statement: string, options: MutationOptions): string {
  if (!options.representation) return statement;
  return (
    `with _pgrst_mut as (${statement} returning ${returningSql(options.representation)}) ` +
    `select null::int as total, count(*)::int as n, ${bodySql(options)} as body ` +
    `from (select ${selectSql(options.representation)} from _pgrst_mut) _pgrst_t`
  );
}

export interface InsertOptions extends MutationOptions {
  columns: string[];
  /** JSON array of objects, bound as one parameter. */
  rows: string;
  conflict?: { target: string[]; action: 'merge' | 'ignore' };
}

export function buildInsert(table: string, options: InsertOptions): string {
  const rel = relation(table);
  const rows = `${options.params.add(options.rows)}::jsonb`;
  let statement: string;
  if (options.columns.length === 0) {
    // Zero expressions: every column takes its default, once per element of the body.
    statement = `insert into ${rel} select from jsonb_array_elements(${rows})`;
  } else {
    const cols = options.columns.map(ident).join(', ');
    statement = `insert into ${rel} (${cols}) select ${cols} from jsonb_populate_recordset(null::${rel}, ${rows}) _pgrst_body`;
  }
  const { conflict } = options;
  if (conflict) {
    const target = conflict.target.length ? ` (${conflict.target.map(ident).join(', ')})` : '';
    if (conflict.action === 'ignore' || options.columns.length === 0) {
      statement += ` on conflict${target} do nothing`;
    } else {
      const sets = options.columns.map((c) => `${ident(c)} = excluded.${ident(c)}`).join(', ');
      statement += ` on conflict${target} do update set ${sets}`;
    }
  }
  return withRepresentation(statement, options);
}

/** Limits an UPDATE/DELETE to the first rows by order, as PostgREST does for `limit` on mutations. */
function mutationWhere(table: string, query: ApiQuery, params: Params): string {
  const where = whereSql(query.conditions, { params });
  if (query.limit === undefined && !query.offset) return where;
  const rel = relation(table);
  return `ctid = any(array(select ctid from ${rel} where ${where}${orderSql(query.order)}${limitSql(query, undefined)}))`;
}

export function buildUpdate(
  table: string,
  query: ApiQuery,
  columns: string[],
  row: string,
  options: MutationOptions,
): string {
  const rel = relation(table);
  const source = `${options.params.add(row)}::jsonb`;
  const sets = columns
    .map((c) => `${ident(c)} = (select ${ident(c)} from jsonb_populate_record(null::${rel}, ${source}))`)
    .join(', ');
  return withRepresentation(`update ${rel} set ${sets} where ${mutationWhere(table, query, options.params)}`, options);
}

export function buildDelete(table: string, query: ApiQuery, options: MutationOptions): string {
  const rel = relation(table);
  return withRepresentation(`delete from ${rel} where ${mutationWhere(table, query, options.params)}`, options);
}

export interface RpcCallOptions extends BodyOptions {
  params: Params;
  count: boolean;
  /** Named arguments to pass, with their declared types. */
  args: FunctionArg[];
  /** The JSON object holding the arguments' values. */
  argsJson: string;
  /** Pass the whole JSON body as the single unnamed json/jsonb parameter. */
  singleJson?: { type: string };
}

/**
 * Calls `public.fn` in FROM (so set-returning, composite and scalar functions look alike). Arguments go
 * through `jsonb_to_record` with the declared parameter types, which converts JSON values (arrays,
 * objects, numbers) the way PostgREST does.
 */
export function buildRpc(fn: FunctionInfo, query: ApiQuery, options: RpcCallOptions): string {
  const { params } = options;
  let from: string;
  const call = `${relation(fn.name)}`;
  if (options.singleJson) {
    from = `${call}(${params.add(options.argsJson)}::${options.singleJson.type})`;
  } else if (options.args.length === 0) {
    from = `${call}()`;
  } else {
    const defs = options.args.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
    const named = options.args.map((a) => `${ident(a.name)} := _pgrst_args.${ident(a.name)}`).join(', ');
    from = `jsonb_to_record(${params.add(options.argsJson)}::jsonb) as _pgrst_args(${defs}) cross join lateral ${call}(${named})`;
  }
  if (fn.returnsVoid) return `select 0 as total, 0 as n, null::text as body from ${from} _pgrst_r`;

  const scalar = !fn.returnsComposite;
  const source = scalar
    ? `select _pgrst_r.pgrst_scalar from ${from} as _pgrst_r(pgrst_scalar)`
    : `select _pgrst_r.* from ${from} _pgrst_r`;
  const where = whereSql(query.conditions, { params });
  const total = options.count ? `(select count(*) from _pgrst_src where ${where})::int` : 'null::int';
  const select = scalar ? 'pgrst_scalar' : selectSql(query.select);
  const single = options.single || !fn.returnsSet;
  return (
    `with _pgrst_src as (${source}) ` +
    `select ${total} as total, count(*)::int as n, ${bodySql({ ...options, single, scalar })} as body ` +
    `from (select ${select} from _pgrst_src where ${where}${orderSql(query.order)}` +
    `${limitSql(query, fn.returnsSet ? MAX_ROWS : undefined)}) _pgrst_t`
  );
}
