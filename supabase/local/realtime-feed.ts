/**
 * Turns queued row changes into `postgres_changes` events, per subscriber, the way Realtime's
 * `realtime.apply_rls` does (supabase-wire-protocol.md §3.4, §3.6), except that a subscriber is never
 * told anything about a row it could not read:
 *  - columns (and record values) only where the subscriber's role has SELECT on the column;
 *  - a role that cannot SELECT the primary key gets nothing (Realtime sends "Error 401" without the
 *    row, which still tells when rows arrive);
 *  - no primary key → "Error 400" without the row, only to roles that could read that row;
 *  - filters evaluated on the new row (DELETE: on the old identity columns), and only on columns the
 *    subscriber's role may SELECT;
 *  - INSERT/UPDATE on an RLS table reach a subscriber only if `exists(select 1 from t where pk = …)`
 *    is true under its role and claims. A DELETE (and a change to a table without a key) is checked
 *    by evaluating the table's SELECT policies for that role on the captured row, since there is no
 *    row left to look up; Realtime sends DELETEs unchecked. On RLS tables a DELETE carries only the
 *    primary key;
 *  - a policy or filter that raises hides the row from that subscriber only; the others still get it,
 *    and a subscriber whose filter cannot be evaluated is told so with a `system` error.
 * Work is batched: one queue read per batch, one catalog read per batch, one RLS query per
 * (claims, table) per batch, one payload serialisation per (change, role).
 */
import type { Db, Queryable } from './db.ts';
import { applyScope, type ApiRole } from './request-scope.ts';
import type { Claims } from './jwt.ts';
import { CHANGES_CHANNEL } from './realtime-capture.ts';
import {
  bindingMatches,
  filterText,
  type ChangeAction,
  type ChangeFilter,
  type ParsedBinding,
} from './realtime-protocol.ts';

const BATCH_SIZE = 500; // queue rows per read
const SAFETY_POLL_MS = 1_000; // re-read the queue even without a NOTIFY (a lost notification costs ≤ 1 s)
const MAX_RECORD_BYTES = 1024 * 1024; // Realtime's poll_max_record_bytes default (1 MiB)
const TRUNCATED_VALUE_BYTES = 64; // values kept when a record is too large (apply_rls)
const MAX_PARAMS_PER_QUERY = 2_000; // bind parameters per filter query
const DELIVER_ATTEMPTS = 3; // a batch whose delivery fails (a query that failed) is tried again
const REJUDGE_LIMIT = 3; // times a change is judged again for a subscriber whose token keeps changing meanwhile

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
  /** The filter of one binding could not be evaluated for a change, which it therefore missed. */
  filterFailed(bindingId: number, message: string): void;
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

/** One SELECT (or ALL) policy with a USING expression. */
interface PolicyMeta {
  permissive: boolean;
  /** The USING expression, deparsed with an empty search_path (every name qualified). */
  qual: string;
  /** Whether the policy applies to the role (named in `TO`, directly, through membership or as PUBLIC). */
  roles: Record<ApiRole, boolean>;
}

interface TableMeta {
  schema: string;
  table: string;
  rls: boolean;
  columns: ColumnMeta[];
  policies: PolicyMeta[];
  /** Roles with BYPASSRLS. */
  bypass: Record<ApiRole, boolean>;
}

/**
 * What a role may learn of a change before filters and RLS: nothing, a row event, or (a table
 * without a primary key, INSERT/UPDATE) Realtime's "Error 400" without the row.
 */
type Gate = 'hidden' | 'row' | 'keyless';

/**
 * A subscriber's identity as it was when a batch started. A token refresh may change it while the
 * batch is being judged; everything in one batch is judged and sent for one identity, and a subscriber
 * whose identity changed meanwhile has its part of the batch judged again for the new one.
 */
interface SubscriberView {
  sub: FeedSubscriber;
  role: ApiRole;
  claims: Claims;
  claimsKey: string;
}

interface Candidate {
  view: SubscriberView;
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
    // Nothing is sent before every query of a delivery has answered, so a failed one is simply redone.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.deliver(rows, subs);
        break;
      } catch (error) {
        if (attempt >= DELIVER_ATTEMPTS || this.stopped) {
          console.error(`realtime: ${rows.length} changes could not be delivered`, error);
          break;
        }
      }
    }
    return rows.length;
  }

  private async deliver(changes: ChangeRow[], subs: FeedSubscriber[], rejudged = 0): Promise<void> {
    const views: SubscriberView[] = subs.map((sub) => ({
      sub,
      role: sub.role,
      claims: sub.claims,
      claimsKey: sub.claimsKey,
    }));
    // Which bindings want which change (schema, table, action only; filters come next).
    const candidates: Candidate[][] = changes.map((c) =>
      views.flatMap((view) =>
        view.sub.bindings
          .filter((b) => bindingMatches(b.parsed, c.schema_name, c.table_name, c.action))
          .map((binding) => ({ view, binding, passes: true })),
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

    const gate = (i: number, role: ApiRole): Gate => {
      const c = changes[i] as ChangeRow;
      const meta = tables.get(tableKey(c.schema_name, c.table_name));
      if (!meta) return 'hidden';
      const pk = meta.columns.filter((col) => col.pk);
      if (pk.length === 0) {
        if (!meta.columns.some((col) => col.select[role])) return 'hidden';
        return c.action === 'DELETE' ? 'row' : 'keyless';
      }
      return pk.every((col) => col.select[role]) ? 'row' : 'hidden';
    };

    const failures = await this.applyFilters(changes, candidates, tables, oldIdentity, gate);
    const visible = await this.checkRls(changes, candidates, tables);

    // Emit in queue order; serialise each (change, role) payload once. Nothing below awaits or throws,
    // so a batch is either sent whole or (a query failed above) not at all.
    const judgeAgain = new Map<FeedSubscriber, ChangeRow[]>();
    changes.forEach((change, i) => {
      const list = candidates[i] ?? [];
      if (list.length === 0) return;
      const meta = tables.get(tableKey(change.schema_name, change.table_name));
      if (!meta) return;
      const payloads = new Map<string, string>();
      const byView = new Map<SubscriberView, number[]>();
      for (const cand of list) {
        const { view } = cand;
        // Signed in as someone else (or out) while the batch was judged: judged again below, as they are now,
        // whether or not the change was theirs to see before.
        if (view.sub.role !== view.role || view.sub.claims.sub !== view.claims.sub) {
          const again = judgeAgain.get(view.sub) ?? [];
          if (!again.includes(change)) again.push(change);
          judgeAgain.set(view.sub, again);
          continue;
        }
        if (!cand.passes || !visible.has(`${i}|${view.claimsKey}`)) continue;
        const ids = byView.get(view) ?? [];
        if (!ids.includes(cand.binding.id)) ids.push(cand.binding.id);
        byView.set(view, ids);
      }
      for (const [view, ids] of byView) {
        const keyless = gate(i, view.role) === 'keyless';
        const key = keyless ? 'keyless' : view.role;
        let json = payloads.get(key);
        if (json === undefined) {
          json = keyless
            ? errorPayload(change, 'Error 400: Bad Request, no primary key')
            : rowPayload(change, meta, view.role, oldIdentity[i] ?? null);
          payloads.set(key, json);
        }
        try {
          view.sub.deliver(ids, json);
        } catch (error) {
          console.error('realtime: sending a change failed', error);
        }
      }
    });
    for (const f of failures) {
      try {
        f.sub.filterFailed(f.bindingId, f.message);
      } catch (error) {
        console.error('realtime: reporting a filter failure failed', error);
      }
    }
    // A token pushed while the batch was judged: its changes are judged again for that subscriber under the new
    // claims, so a change made just after a sign-in is neither lost nor shown to the wrong role. The batch was
    // sent to everyone else, so a failure here is logged, never retried with the batch.
    for (const [sub, again] of judgeAgain) {
      if (rejudged >= REJUDGE_LIMIT) {
        console.error(`realtime: ${again.length} changes dropped for a subscriber whose token kept changing`);
        continue;
      }
      try {
        await this.deliver(again, [sub], rejudged + 1);
      } catch (error) {
        console.error('realtime: judging changes again after a token change failed', error);
      }
    }
  }

  private async loadTables(changes: ChangeRow[]): Promise<Map<string, TableMeta>> {
    const keys = [...new Set(changes.map((c) => tableKey(c.schema_name, c.table_name)))];
    const schemas = keys.map((k) => JSON.parse(k)[0] as string);
    const names = keys.map((k) => JSON.parse(k)[1] as string);
    const roleFlags = (expr: (role: string) => string) =>
      `json_build_object(${API_ROLE_NAMES.map((r) => `'${r}', ${expr(`'${r}'`)}`).join(', ')})`;
    // Policy expressions (and type names) are deparsed with an empty search_path, so every name in
    // them is qualified and means the same under the subscriber's search_path.
    const { rows } = await this.db.transaction(async (tx) => {
      await tx.query("select set_config('search_path', '', true)");
      return tx.query<{
        schema: string;
        table: string;
        rls: boolean;
        columns: ColumnMeta[] | string | null;
        policies: PolicyMeta[] | string | null;
        bypass: Record<ApiRole, boolean> | string;
      }>(
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
                          'select', ${roleFlags((r) => `has_column_privilege(${r}, c.oid, a.attname, 'SELECT')`)})
                        order by a.attnum)
                 from pg_attribute as a
                 join pg_type as t on t.oid = a.atttypid
                 where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
                (select json_agg(json_build_object(
                          'permissive', p.polpermissive,
                          'qual', pg_get_expr(p.polqual, p.polrelid),
                          'roles', ${roleFlags(
                            (r) =>
                              `exists (select 1 from unnest(p.polroles) as pr(oid)
                                       where case when pr.oid = 0 then true else pg_has_role(${r}, pr.oid, 'MEMBER') end)`,
                          )})
                        order by p.polname)
                 from pg_policy as p
                 where p.polrelid = c.oid and p.polcmd in ('r', '*') and p.polqual is not null) as policies,
                ${roleFlags((r) => `coalesce((select rolbypassrls from pg_roles where rolname = ${r}), false)`)} as bypass
         from unnest($1::text[], $2::text[]) as k(schema_name, table_name)
         join pg_namespace as n on n.nspname = k.schema_name
         join pg_class as c on c.relnamespace = n.oid and c.relname = k.table_name
         left join pg_constraint as pk on pk.conrelid = c.oid and pk.contype = 'p'
         left join pg_index as ri on ri.indrelid = c.oid and ri.indisreplident`,
        [schemas, names],
      );
    });
    const json = <T>(value: T | string | null, empty: T): T =>
      typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? empty);
    const tables = new Map<string, TableMeta>();
    for (const r of rows) {
      tables.set(tableKey(r.schema, r.table), {
        schema: r.schema,
        table: r.table,
        rls: r.rls,
        columns: json<ColumnMeta[]>(r.columns, []),
        policies: json<PolicyMeta[]>(r.policies, []),
        bypass: json<Record<ApiRole, boolean>>(r.bypass, { anon: false, authenticated: false, service_role: false }),
      });
    }
    return tables;
  }

  /**
   * Marks candidates whose filters fail. Values are compared as the column's type (Realtime casts
   * both sides to it); a filter on a column absent from the row (DELETE without REPLICA IDENTITY
   * FULL) or on one the subscriber's role may not SELECT does not match. A query that fails is split
   * until the failing filter is alone, so one bad filter costs no other subscriber the change; that
   * one is tried once more, then its subscriber is told.
   */
  private async applyFilters(
    changes: ChangeRow[],
    candidates: Candidate[][],
    tables: Map<string, TableMeta>,
    oldIdentity: (Record<string, unknown> | null)[],
    gate: (i: number, role: ApiRole) => Gate,
  ): Promise<FilterFailure[]> {
    const checks: FilterCheck[] = [];
    changes.forEach((change, i) => {
      const meta = tables.get(tableKey(change.schema_name, change.table_name));
      for (const cand of candidates[i] ?? []) {
        const access = gate(i, cand.view.role);
        if (!meta || access === 'hidden') {
          cand.passes = false;
          continue;
        }
        // Realtime reports a keyless change before looking at filters.
        const filters = cand.binding.parsed.filters;
        if (filters.length === 0 || access === 'keyless') continue;
        const columns = filters.map((f) => meta.columns.find((c) => c.name === f.column));
        if (!columns.every((c) => c !== undefined && c.select[cand.view.role])) {
          cand.passes = false;
          continue;
        }
        const row = change.action === 'DELETE' ? oldIdentity[i] : change.record;
        if (!row || !filters.every((f) => Object.prototype.hasOwnProperty.call(row, f.column))) {
          cand.passes = false;
          continue;
        }
        checks.push({ cand, change: i, row, meta, filters });
      }
    });
    if (checks.length === 0) return [];

    const failures: FilterFailure[] = [];
    const evaluate = async (part: FilterCheck[], retried = false): Promise<void> => {
      const { sql, params } = filterQuery(part);
      try {
        const { rows } = await this.db.query<{ k: number; ok: boolean }>(sql, params);
        for (const r of rows) (part[r.k] as FilterCheck).cand.passes = r.ok;
      } catch (error) {
        if (part.length > 1) {
          const half = Math.ceil(part.length / 2);
          await evaluate(part.slice(0, half));
          await evaluate(part.slice(half));
        } else if (!retried) {
          await evaluate(part, true);
        } else {
          const { cand } = part[0] as FilterCheck;
          cand.passes = false;
          const b = cand.binding.parsed;
          const reason = error instanceof Error ? error.message : String(error);
          console.warn(`realtime: a filter could not be evaluated (${filterText(b.filters)}): ${reason}`);
          failures.push({
            sub: cand.view.sub,
            bindingId: cand.binding.id,
            message: `Unable to evaluate the filter ${filterText(b.filters)} on ${b.schema}.${b.table}, so a change was not sent to this subscription. Exception: ${reason}`,
          });
        }
      }
    };
    // Chunks bounded by bind parameters: one row parameter per change, one per filter value.
    let start = 0;
    while (start < checks.length) {
      let end = start;
      let params = 0;
      for (; end < checks.length && params < MAX_PARAMS_PER_QUERY; end++) {
        params += 1 + (checks[end] as FilterCheck).filters.length;
      }
      await evaluate(checks.slice(start, end));
      start = end;
    }
    return failures;
  }

  /**
   * RLS visibility per (change, claims): the keys `${change}|${claimsKey}` that may see the row. A
   * row whose check raises is hidden from that subscriber only (after one retry on its own).
   */
  private async checkRls(
    changes: ChangeRow[],
    candidates: Candidate[][],
    tables: Map<string, TableMeta>,
  ): Promise<Set<string>> {
    const ok = new Set<string>();
    // claimsKey → table → change indexes needing the check
    const work = new Map<string, { view: SubscriberView; byTable: Map<string, number[]> }>();
    changes.forEach((change, i) => {
      const tkey = tableKey(change.schema_name, change.table_name);
      const meta = tables.get(tkey);
      if (!meta) return;
      for (const cand of candidates[i] ?? []) {
        const key = `${i}|${cand.view.claimsKey}`;
        if (!cand.passes || ok.has(key)) continue;
        if (!meta.rls || meta.bypass[cand.view.role]) {
          ok.add(key);
          continue;
        }
        let group = work.get(cand.view.claimsKey);
        if (!group) {
          group = { view: cand.view, byTable: new Map() };
          work.set(cand.view.claimsKey, group);
        }
        const list = group.byTable.get(tkey) ?? [];
        if (!list.includes(i)) list.push(i);
        group.byTable.set(tkey, list);
      }
    });

    for (const [claimsKey, { view, byTable }] of work) {
      const scope = {
        claims: { ...view.claims, role: view.role },
        method: 'GET',
        path: '/realtime/v1/websocket',
        headers: {},
      };
      const run = async (tx: Queryable, meta: TableMeta, indexes: number[]): Promise<number[]> => {
        // A row still in the table is looked up by its key, as Realtime does; a deleted or keyless
        // one is judged by the policies themselves, on the row as it was captured.
        const keyed = meta.columns.some((c) => c.pk);
        const lookup = indexes.filter((i) => keyed && (changes[i] as ChangeRow).action !== 'DELETE');
        const judged = indexes.filter((i) => !lookup.includes(i));
        return [
          ...(lookup.length > 0 ? await visibleRows(tx, meta, lookup, changes) : []),
          ...(judged.length > 0 ? await admittedRows(tx, meta, view.role, judged, changes) : []),
        ];
      };
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
              // Whether this subscriber may see the row is unknown, so it is not told about it.
              console.warn('realtime: RLS check raised', error instanceof Error ? error.message : error);
            }
          }
        }
      }
    }
    return ok;
  }
}

const API_ROLE_NAMES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

interface FilterFailure {
  sub: FeedSubscriber;
  bindingId: number;
  message: string;
}

interface FilterCheck {
  cand: Candidate;
  change: number;
  row: Record<string, unknown>;
  meta: TableMeta;
  filters: ChangeFilter[];
}

/** `select $k, (cond and cond) union all …` for some checks, values bound as parameters. */
function filterQuery(part: FilterCheck[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const rowParam = new Map<number, number>();
  const selects = part.map((check, k) => {
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
    return `select ${k}::int as k, coalesce(${conds.join(' and ')}, false) as ok`;
  });
  return { sql: selects.join(' union all '), params };
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

/**
 * The rows (as captured: the old row of a DELETE, the new one otherwise) that the table's SELECT
 * policies admit for `role`, evaluated under the current role and claims as RLS would: at least one
 * permissive policy and every restrictive one true. No permissive policy means no row, as in RLS.
 */
async function admittedRows(
  tx: Queryable,
  meta: TableMeta,
  role: ApiRole,
  indexes: number[],
  changes: ChangeRow[],
): Promise<number[]> {
  const applicable = meta.policies.filter((p) => p.roles[role]);
  const permissive = applicable.filter((p) => p.permissive).map((p) => `(${p.qual})`);
  const restrictive = applicable.filter((p) => !p.permissive).map((p) => `(${p.qual})`);
  if (permissive.length === 0) return [];
  const rows = indexes.map((i) => {
    const c = changes[i] as ChangeRow;
    return { k: i, r: (c.action === 'DELETE' ? c.old_record : c.record) ?? {} };
  });
  // The row is named like the table, so the policies' column references (bare or qualified) find it.
  const rel = `${quoteIdent(meta.schema)}.${quoteIdent(meta.table)}`;
  const admitted = [`(${permissive.join(' or ')})`, ...restrictive].join(' and ');
  const { rows: seen } = await tx.query<{ k: number }>(
    `select x.k from jsonb_to_recordset($1::jsonb) as x(k int, r jsonb)
     where exists (select 1 from jsonb_populate_record(null::${rel}, x.r) as ${quoteIdent(meta.table)} where ${admitted})`,
    [JSON.stringify(rows)],
  );
  return seen.map((r) => r.k);
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
