/**
 * Turns queued row changes into `postgres_changes` events, per subscriber, the way Realtime's
 * `realtime.apply_rls` does (supabase-wire-protocol.md §3.4, §3.6):
 *  - columns (and record values) only where the subscriber's role has SELECT on the column;
 *  - no primary key → "Error 400", role cannot SELECT the key → "Error 401", both without the row;
 *  - filters evaluated on the new row (DELETE: on the old identity columns);
 *  - INSERT/UPDATE on an RLS table reach a subscriber only if `exists(select 1 from t where pk = …)`
 *    is true under its role and claims; DELETE is not RLS-checked and, on RLS tables, carries only
 *    the primary key.
 * Work is batched: one queue read per batch, one catalog read per batch, one RLS query per
 * (claims, table) per batch, one payload serialisation per (change, role).
 */
import type { Db, Queryable } from './db.ts';
import { applyScope, type ApiRole } from './request-scope.ts';
import type { Claims } from './jwt.ts';
import { CHANGES_CHANNEL } from './realtime-capture.ts';
import { bindingMatches, type ChangeAction, type ChangeFilter, type ParsedBinding } from './realtime-protocol.ts';

const BATCH_SIZE = 500; // queue rows per read
const SAFETY_POLL_MS = 1_000; // re-read the queue even without a NOTIFY (a lost notification costs ≤ 1 s)
const MAX_RECORD_BYTES = 1024 * 1024; // Realtime's poll_max_record_bytes default (1 MiB)
const TRUNCATED_VALUE_BYTES = 64; // values kept when a record is too large (apply_rls)
const MAX_PARAMS_PER_QUERY = 2_000; // bind parameters per filter query

export interface FeedBinding {
  id: number;
  parsed: ParsedBinding;
}

/** One joined channel with postgres_changes bindings. */
export interface FeedSubscriber {
  role: ApiRole;
  claims: Claims;
  /** Identity of the claims (role included): subscribers sharing it share RLS answers. */
  claimsKey: string;
  bindings: readonly FeedBinding[];
  /** Sends one event; `dataJson` is the serialised `data` object of the payload. */
  deliver(ids: number[], dataJson: string): void;
}

interface ChangeRow {
  id: string | number;
  schema_name: string;
  table_name: string;
  action: ChangeAction;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string;
}

interface ColumnMeta {
  name: string;
  /** pg_type.typname, what realtime-js converts by (int4, text, uuid, jsonb, timestamptz, bool, _text …). */
  type: string;
  /** format_type(): a castable SQL type (character varying(255), text[] …). */
  sqltype: string;
  pk: boolean;
  /** Part of the replica identity (what logical decoding would send as the old row). */
  ident: boolean;
  select: Record<ApiRole, boolean>;
}

interface TableMeta {
  schema: string;
  table: string;
  rls: boolean;
  columns: ColumnMeta[];
}

interface Candidate {
  sub: FeedSubscriber;
  binding: FeedBinding;
  passes: boolean;
}

export class ChangeFeed {
  private draining: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private unlisten: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly subscribers: () => Iterable<FeedSubscriber>,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.db.listen(CHANGES_CHANNEL, () => this.kick());
    // Only a live subscription can miss something; with none, the next NOTIFY clears the queue.
    this.timer = setInterval(() => {
      if ([...this.subscribers()].some((s) => s.bindings.length > 0)) this.kick();
    }, SAFETY_POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.unlisten?.().catch(() => undefined);
    await this.draining;
  }

  /** Schedules a drain; calls while one runs make it loop once more, so nothing is left behind. */
  kick(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((error: unknown) => console.error('realtime: delivering changes failed', error))
      .finally(() => {
        this.draining = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      this.again = false;
      const count = await this.drainBatch();
      if (this.stopped || count < BATCH_SIZE) return;
    }
  }

  /** Reads (and removes) one batch from the queue and delivers it; returns the number of rows read. */
  private async drainBatch(): Promise<number> {
    const subs = [...this.subscribers()].filter((s) => s.bindings.length > 0);
    if (subs.length === 0) {
      // Nobody listens: drop what is queued (committed rows only; in-flight ones arrive later).
      const { affectedRows } = await this.db.query('delete from realtime_local.changes');
      return Math.min(affectedRows, BATCH_SIZE - 1);
    }
    const { rows } = await this.db.query<ChangeRow>(
      `delete from realtime_local.changes
       where id in (select id from realtime_local.changes order by id limit ${BATCH_SIZE})
       returning id, schema_name, table_name, action, record, old_record,
                 to_char(commit_timestamp at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp`,
    );
    if (rows.length === 0) return 0;
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    await this.deliver(rows, subs);
    return rows.length;
  }

  private async deliver(changes: ChangeRow[], subs: FeedSubscriber[]): Promise<void> {
    // Which bindings want which change (schema, table, action only; filters come next).
    const candidates: Candidate[][] = changes.map((c) =>
      subs.flatMap((sub) =>
        sub.bindings
          .filter((b) => bindingMatches(b.parsed, c.schema_name, c.table_name, c.action))
          .map((binding) => ({ sub, binding, passes: true })),
      ),
    );
    if (candidates.every((list) => list.length === 0)) return;
    const tables = await this.loadTables(changes.filter((_, i) => (candidates[i] ?? []).length > 0));

    // The old row as logical decoding would give it: replica-identity columns only.
    const oldIdentity = changes.map((c) => {
      const meta = tables.get(tableKey(c.schema_name, c.table_name));
      if (!meta || !c.old_record) return null;
      return pick(
        c.old_record,
        meta.columns.filter((col) => col.ident).map((col) => col.name),
      );
    });

    // Per (change, role): the error apply_rls would report instead of the row, if any.
    const roleError = (i: number, role: ApiRole): string | undefined => {
      const c = changes[i] as ChangeRow;
      const meta = tables.get(tableKey(c.schema_name, c.table_name)) as TableMeta;
      if (c.action === 'DELETE') return undefined;
      const pk = meta.columns.filter((col) => col.pk);
      if (pk.length === 0) return 'Error 400: Bad Request, no primary key';
      if (!pk.every((col) => col.select[role])) return 'Error 401: Unauthorized';
      return undefined;
    };

    await this.applyFilters(changes, candidates, tables, oldIdentity, roleError);
    const visible = await this.checkRls(changes, candidates, tables, roleError);

    // Emit in queue order; serialise each (change, role) payload once.
    changes.forEach((change, i) => {
      const list = candidates[i] ?? [];
      if (list.length === 0) return;
      const meta = tables.get(tableKey(change.schema_name, change.table_name));
      if (!meta) return;
      const payloads = new Map<string, string>();
      const bySub = new Map<FeedSubscriber, number[]>();
      for (const cand of list) {
        const error = roleError(i, cand.sub.role);
        const rlsError = visible.errors.get(`${i}|${cand.sub.claimsKey}`);
        const shown =
          error !== undefined ||
          (cand.passes && (rlsError !== undefined || visible.ok.has(`${i}|${cand.sub.claimsKey}`)));
        if (!shown) continue;
        const ids = bySub.get(cand.sub) ?? [];
        if (!ids.includes(cand.binding.id)) ids.push(cand.binding.id);
        bySub.set(cand.sub, ids);
      }
      for (const [sub, ids] of bySub) {
        const error = roleError(i, sub.role) ?? visible.errors.get(`${i}|${sub.claimsKey}`);
        const key = error ? `error|${error}` : sub.role;
        let json = payloads.get(key);
        if (json === undefined) {
          json = error ? errorPayload(change, error) : rowPayload(change, meta, sub.role, oldIdentity[i] ?? null);
          payloads.set(key, json);
        }
        sub.deliver(ids, json);
      }
    });
  }

  private async loadTables(changes: ChangeRow[]): Promise<Map<string, TableMeta>> {
    const keys = [...new Set(changes.map((c) => tableKey(c.schema_name, c.table_name)))];
    const schemas = keys.map((k) => JSON.parse(k)[0] as string);
    const names = keys.map((k) => JSON.parse(k)[1] as string);
    const { rows } = await this.db.query<{ schema: string; table: string; rls: boolean; columns: ColumnMeta[] }>(
      `select n.nspname as schema, c.relname as table, c.relrowsecurity as rls,
              (select json_agg(json_build_object(
                        'name', a.attname,
                        'type', t.typname,
                        'sqltype', format_type(a.atttypid, a.atttypmod),
                        'pk', coalesce(a.attnum = any(pk.conkey), false),
                        'ident', case c.relreplident
                                   when 'f' then true
                                   when 'd' then coalesce(a.attnum = any(pk.conkey), false)
                                   when 'i' then coalesce(a.attnum = any(ri.indkey::int2[]), false)
                                   else false end,
                        'select', json_build_object(
                          'anon', has_column_privilege('anon', c.oid, a.attname, 'SELECT'),
                          'authenticated', has_column_privilege('authenticated', c.oid, a.attname, 'SELECT'),
                          'service_role', has_column_privilege('service_role', c.oid, a.attname, 'SELECT')))
                      order by a.attnum)
               from pg_attribute as a
               join pg_type as t on t.oid = a.atttypid
               where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
       from unnest($1::text[], $2::text[]) as k(schema_name, table_name)
       join pg_namespace as n on n.nspname = k.schema_name
       join pg_class as c on c.relnamespace = n.oid and c.relname = k.table_name
       left join pg_constraint as pk on pk.conrelid = c.oid and pk.contype = 'p'
       left join pg_index as ri on ri.indrelid = c.oid and ri.indisreplident`,
      [schemas, names],
    );
    const tables = new Map<string, TableMeta>();
    for (const r of rows) {
      const columns = typeof r.columns === 'string' ? (JSON.parse(r.columns) as ColumnMeta[]) : (r.columns ?? []);
      tables.set(tableKey(r.schema, r.table), { schema: r.schema, table: r.table, rls: r.rls, columns });
    }
    return tables;
  }

  /**
   * Marks candidates whose filters fail. Values are compared as the column's type (Realtime casts
   * both sides to it); a filter on a column absent from the row (DELETE without REPLICA IDENTITY
   * FULL) does not match.
   */
  private async applyFilters(
    changes: ChangeRow[],
    candidates: Candidate[][],
    tables: Map<string, TableMeta>,
    oldIdentity: (Record<string, unknown> | null)[],
    roleError: (i: number, role: ApiRole) => string | undefined,
  ): Promise<void> {
    interface Check {
      cand: Candidate;
      change: number;
      row: Record<string, unknown>;
      meta: TableMeta;
      filters: ChangeFilter[];
    }
    const checks: Check[] = [];
    changes.forEach((change, i) => {
      const meta = tables.get(tableKey(change.schema_name, change.table_name));
      for (const cand of candidates[i] ?? []) {
        if (!meta) {
          cand.passes = false;
          continue;
        }
        const filters = cand.binding.parsed.filters;
        if (filters.length === 0 || roleError(i, cand.sub.role)) continue;
        const row = change.action === 'DELETE' ? oldIdentity[i] : change.record;
        if (!row || !filters.every((f) => Object.prototype.hasOwnProperty.call(row, f.column))) {
          cand.passes = false;
          continue;
        }
        if (!filters.every((f) => meta.columns.some((c) => c.name === f.column))) {
          cand.passes = false;
          continue;
        }
        checks.push({ cand, change: i, row, meta, filters });
      }
    });
    if (checks.length === 0) return;

    // One query per chunk: `select $k, (cond and cond) union all …`, values bound as parameters.
    let start = 0;
    while (start < checks.length) {
      const params: unknown[] = [];
      const rowParam = new Map<number, number>();
      const selects: string[] = [];
      let end = start;
      for (; end < checks.length && params.length < MAX_PARAMS_PER_QUERY; end++) {
        const check = checks[end] as Check;
        let rowIndex = rowParam.get(check.change);
        if (rowIndex === undefined) {
          params.push(JSON.stringify(check.row));
          rowIndex = params.length;
          rowParam.set(check.change, rowIndex);
        }
        const record = `(jsonb_populate_record(null::${quoteIdent(check.meta.schema)}.${quoteIdent(check.meta.table)}, $${rowIndex}::jsonb))`;
        const conds = check.filters.map((f) => {
          const col = check.meta.columns.find((c) => c.name === f.column) as ColumnMeta;
          params.push(f.value);
          return filterSql(`${record}.${quoteIdent(f.column)}`, f.op, `$${params.length}`, col.sqltype);
        });
        selects.push(`select ${end}::int as k, coalesce(${conds.join(' and ')}, false) as ok`);
      }
      try {
        const { rows } = await this.db.query<{ k: number; ok: boolean }>(selects.join(' union all '), params);
        for (const r of rows) (checks[r.k] as Check).cand.passes = r.ok;
      } catch (error) {
        // A value that no longer casts (the column changed type since the join): that binding misses.
        console.error('realtime: evaluating filters failed', error);
        for (let k = start; k < end; k++) (checks[k] as Check).cand.passes = false;
      }
      start = end;
    }
  }

  /**
   * RLS visibility per (change, claims). Returns the keys `${change}|${claimsKey}` that may see the
   * row, and those whose policy evaluation raised (Realtime then sends "Error 500" without the row).
   */
  private async checkRls(
    changes: ChangeRow[],
    candidates: Candidate[][],
    tables: Map<string, TableMeta>,
    roleError: (i: number, role: ApiRole) => string | undefined,
  ): Promise<{ ok: Set<string>; errors: Map<string, string> }> {
    const ok = new Set<string>();
    const errors = new Map<string, string>();
    // claimsKey → table → change indexes needing the check
    const work = new Map<string, { sub: FeedSubscriber; byTable: Map<string, number[]> }>();
    changes.forEach((change, i) => {
      const tkey = tableKey(change.schema_name, change.table_name);
      const meta = tables.get(tkey);
      if (!meta) return;
      for (const cand of candidates[i] ?? []) {
        const key = `${i}|${cand.sub.claimsKey}`;
        if (!cand.passes || roleError(i, cand.sub.role) || ok.has(key)) continue;
        if (!meta.rls || change.action === 'DELETE') {
          ok.add(key);
          continue;
        }
        let group = work.get(cand.sub.claimsKey);
        if (!group) {
          group = { sub: cand.sub, byTable: new Map() };
          work.set(cand.sub.claimsKey, group);
        }
        const list = group.byTable.get(tkey) ?? [];
        if (!list.includes(i)) list.push(i);
        group.byTable.set(tkey, list);
      }
    });

    for (const [claimsKey, { sub, byTable }] of work) {
      const scope = {
        claims: { ...sub.claims, role: sub.role },
        method: 'GET',
        path: '/realtime/v1/websocket',
        headers: {},
      };
      const run = (tx: Queryable, meta: TableMeta, indexes: number[]) => visibleRows(tx, meta, indexes, changes);
      try {
        const seen = await this.db.transaction(async (tx) => {
          await applyScope(tx, scope);
          const all: number[] = [];
          for (const [tkey, indexes] of byTable) all.push(...(await run(tx, tables.get(tkey) as TableMeta, indexes)));
          return all;
        });
        for (const i of seen) ok.add(`${i}|${claimsKey}`);
      } catch {
        // One raising policy must not hide other rows: retry one change at a time.
        for (const [tkey, indexes] of byTable) {
          for (const i of indexes) {
            try {
              const seen = await this.db.transaction(async (tx) => {
                await applyScope(tx, scope);
                return run(tx, tables.get(tkey) as TableMeta, [i]);
              });
              if (seen.length > 0) ok.add(`${i}|${claimsKey}`);
            } catch (error) {
              console.warn('realtime: RLS check raised', error instanceof Error ? error.message : error);
              errors.set(`${i}|${claimsKey}`, 'Error 500: Internal Server Error, RLS policy evaluation failed');
            }
          }
        }
      }
    }
    return { ok, errors };
  }
}

/** `select exists(select 1 from t where pk = v)` for many rows at once, under the current role. */
async function visibleRows(tx: Queryable, meta: TableMeta, indexes: number[], changes: ChangeRow[]): Promise<number[]> {
  const pk = meta.columns.filter((c) => c.pk);
  const keys = indexes.map((i) => ({
    k: i,
    ...pick(
      (changes[i] as ChangeRow).record ?? {},
      pk.map((c) => c.name),
    ),
  }));
  const recordType = ['k int', ...pk.map((c) => `${quoteIdent(c.name)} ${c.sqltype}`)].join(', ');
  const match = pk.map((c) => `t.${quoteIdent(c.name)} = x.${quoteIdent(c.name)}`).join(' and ');
  const { rows } = await tx.query<{ k: number }>(
    `select x.k from jsonb_to_recordset($1::jsonb) as x(${recordType})
     where exists (select 1 from ${quoteIdent(meta.schema)}.${quoteIdent(meta.table)} as t where ${match})`,
    [JSON.stringify(keys)],
  );
  return rows.map((r) => r.k);
}

function filterSql(column: string, op: ChangeFilter['op'], param: string, sqltype: string): string {
  switch (op) {
    case 'eq':
      return `${column} = ${param}::${sqltype}`;
    case 'neq':
      return `${column} <> ${param}::${sqltype}`;
    case 'lt':
      return `${column} < ${param}::${sqltype}`;
    case 'lte':
      return `${column} <= ${param}::${sqltype}`;
    case 'gt':
      return `${column} > ${param}::${sqltype}`;
    case 'gte':
      return `${column} >= ${param}::${sqltype}`;
    case 'in':
      return `${column} = any(${param}::${sqltype}[])`;
  }
}

function rowPayload(
  change: ChangeRow,
  meta: TableMeta,
  role: ApiRole,
  oldIdentity: Record<string, unknown> | null,
): string {
  const selectable = meta.columns.filter((c) => c.select[role]);
  const names = new Set(selectable.map((c) => c.name));
  const tooLarge =
    Buffer.byteLength(JSON.stringify(change.record ?? null)) + Buffer.byteLength(JSON.stringify(oldIdentity)) >
    MAX_RECORD_BYTES;
  const keep = (row: Record<string, unknown>, allowed: (name: string) => boolean) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(row)) {
      if (!names.has(k) || !allowed(k)) continue;
      if (tooLarge && Buffer.byteLength(JSON.stringify(v ?? null)) > TRUNCATED_VALUE_BYTES) continue;
      out[k] = v;
    }
    return out;
  };
  const data: Record<string, unknown> = {
    schema: change.schema_name,
    table: change.table_name,
    type: change.action,
    commit_timestamp: change.commit_timestamp,
    columns: selectable.map((c) => ({ name: c.name, type: c.type })),
  };
  if (change.action !== 'DELETE') data.record = keep(change.record ?? {}, () => true);
  if (change.action === 'UPDATE') data.old_record = keep(oldIdentity ?? {}, () => true);
  if (change.action === 'DELETE') {
    // RLS cannot be checked for a row that is gone, so on RLS tables only the key is told.
    const pk = new Set(meta.columns.filter((c) => c.pk).map((c) => c.name));
    data.old_record = keep(oldIdentity ?? {}, (k) => !meta.rls || pk.has(k));
  }
  data.errors = tooLarge ? ['Error 413: Payload Too Large'] : null;
  return JSON.stringify(data);
}

/** What Realtime sends when it withholds the row: no columns, no values, only the reason. */
function errorPayload(change: ChangeRow, error: string): string {
  const data: Record<string, unknown> = {
    schema: change.schema_name,
    table: change.table_name,
    type: change.action,
    commit_timestamp: null,
    columns: [],
  };
  if (change.action !== 'DELETE') data.record = {};
  if (change.action !== 'INSERT') data.old_record = {};
  data.errors = [error];
  return JSON.stringify(data);
}

function pick(row: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const n of names) if (Object.prototype.hasOwnProperty.call(row, n)) out[n] = row[n];
  return out;
}

function tableKey(schema: string, table: string): string {
  return JSON.stringify([schema, table]);
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
