/**
 * The staff lists that grow for years (inquiries, custom tour requests, tour and custom reviews) are searched, filtered, ordered and
 * paged by the server, never read whole: PostgREST answers at most 1,000 rows a request, and a list that
 * asked for "every" row silently lost the older ones past that. Each read also asks how many rows match
 * and how many of each status match the search, so the screen can say "50 of 1,519" and each status
 * filter how many it would show.
 *
 * Search looks for every typed word in the row's `search_text`, which Postgres keeps (a generated column:
 * name, e-mail, phone, country, tour, reference, note; supabase/migrations/20261130090000_…), with a
 * trigram index behind it. The same test runs on the device (`rowMatches`) for rows that arrive live and
 * for the device's copy offline, so both agree with the server.
 */
import { getSupabase, type AppSupabaseClient } from '../../../lib/supabase';
import { instant } from '../../../offline/live-rows';
import { overdueReason } from './pipeline';
import { STAFF_REQUEST_TIMEOUT_MS } from './request-timeout';

export type ListOrder = 'newest' | 'oldest';

export interface ListQuery {
  search: string;
  /** A status of the list's rows, or 'all'. */
  status: string;
  order: ListOrder;
  /** Inquiries and requests: all, the signed-in admin's (`me`), unassigned, or overdue. */
  view?: 'all' | 'mine' | 'unassigned' | 'overdue';
  /** The signed-in admin, for the 'mine' view. */
  me?: string;
}

export const DEFAULT_QUERY: ListQuery = { search: '', status: 'all', order: 'newest' };

/** Rows a list shows at first, and adds with each "Show more". */
export const PAGE_SIZE = 50;
/** Rows one export request reads (PostgREST's own cap is 1,000). */
export const EXPORT_PAGE_SIZE = 1_000;
/**
 * The device keeps the most recent rows of each list (the unfiltered list, newest first) for reading
 * offline: at most this many, about 0.5 MB for inquiries.
 */
export const DEVICE_ROWS_MAX = 500;

/** A row of a server list: what paging, ordering and the search need. */
export interface ServerListRow {
  id: string;
  created_at: string;
  updated_at: string;
  status: string;
  search_text: string | null;
}

/** One read of a list: the rows shown, and how many rows match the query in all. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  /** The rows are the device's copy (offline): `total` counts only what the device holds. */
  deviceOnly?: boolean;
  /** Which query the rows answer (JSON), so a list asked anew keeps narrowing them until its answer. */
  answers?: string;
  /** How many rows of each status match the search, whatever the status filter (a status with none: absent). */
  counts?: StatusCounts;
}

export type StatusCounts = Partial<Record<string, number>>;

export type ServerListTable = 'tour_inquiries' | 'custom_tour_requests' | 'reviews' | 'custom_reviews';

export const isDefaultQuery = (query: ListQuery) =>
  query.search.trim() === '' && query.status === 'all' && query.order === 'newest' && (query.view ?? 'all') === 'all';

/** The words of a search, lower-cased, as the server compares them; `*` is no wildcard here. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().replaceAll('*', ' ').split(/\s+/).filter(Boolean);
}

/** Whether a row holds every word of `search`, as the server decides it. */
export function rowFound(row: ServerListRow, search: string): boolean {
  const text = row.search_text ?? '';
  return searchWords(search).every((word) => text.includes(word));
}

/** Whether a row belongs in the view of `query` (mine, unassigned, overdue), as the server decides it. */
export function rowInView(row: ServerListRow, query: ListQuery): boolean {
  const pipeline = row as ServerListRow & {
    owner_id?: string | null;
    stage?: string;
    first_response_at?: string | null;
    follow_up_on?: string | null;
  };
  switch (query.view ?? 'all') {
    case 'all':
      return true;
    case 'mine':
      return pipeline.owner_id != null && pipeline.owner_id === query.me;
    case 'unassigned':
      return pipeline.owner_id == null;
    case 'overdue':
      return (
        overdueReason(
          {
            stage: pipeline.stage ?? 'new',
            created_at: row.created_at,
            first_response_at: pipeline.first_response_at ?? null,
            follow_up_on: pipeline.follow_up_on ?? null,
          },
          Date.now(),
        ) !== null
      );
  }
}

/** Whether a row belongs in the list for `query`, as the server decides it. */
export function rowMatches(row: ServerListRow, query: ListQuery): boolean {
  return (query.status === 'all' || row.status === query.status) && rowCounted(row, query);
}

/** Whether the status counts of `query` count the row: its search and view, whatever its status filter. */
export function rowCounted(row: ServerListRow, query: ListQuery): boolean {
  return rowFound(row, query.search) && rowInView(row, query);
}

/** How many of `rows` of each status `query` counts (the device's own count, offline). */
export function countByStatus(rows: readonly ServerListRow[], query: ListQuery): StatusCounts {
  const counts: StatusCounts = {};
  for (const row of rows) if (rowCounted(row, query)) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return counts;
}

/** `counts` with `before` (a row as it was; undefined: none) replaced by `after`, as far as `query` counts them. */
export function recount(
  counts: StatusCounts | undefined,
  before: ServerListRow | undefined,
  after: ServerListRow | undefined,
  query: ListQuery,
): StatusCounts | undefined {
  if (!counts) return counts;
  const next = { ...counts };
  if (before && rowCounted(before, query)) next[before.status] = (next[before.status] ?? 0) - 1;
  if (after && rowCounted(after, query)) next[after.status] = (next[after.status] ?? 0) + 1;
  // As the server says them: a status with none is absent.
  for (const [status, n] of Object.entries(next)) if (!n || n < 0) delete next[status];
  return next;
}

/** The list's order: by arrival, then by id, as the server orders it. */
export function compareRows(order: ListOrder): (a: ServerListRow, b: ServerListRow) => number {
  const sign = order === 'newest' ? -1 : 1;
  return (a, b) => {
    const byTime = (instant(a.created_at) || 0) - (instant(b.created_at) || 0);
    if (byTime !== 0) return sign * byTime;
    return sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  };
}

/**
 * One page of `table` for `query`: the `limit` rows after `after` (the last row shown; null for the
 * first page) in the query's order, with the number of rows the query matches in all (unless `count` is
 * false: then `total` is -1). `client`: another than the app's (the tests').
 */
export async function readListPage<Row extends ServerListRow>(
  table: ServerListTable,
  query: ListQuery,
  after: ServerListRow | null,
  limit: number,
  { count = true, client }: { count?: boolean; client?: AppSupabaseClient } = {},
): Promise<ListPage<Row>> {
  const supabase = client ?? (await getSupabase());
  const { data, error } = await supabase
    .rpc('staff_list_page', {
      list_name: table,
      search: searchWords(query.search).join(' '),
      ...(query.status !== 'all' ? { status_filter: query.status } : {}),
      oldest_first: query.order === 'oldest',
      ...(query.view && query.view !== 'all' ? { list_view: query.view } : {}),
      ...(after ? { after_created_at: after.created_at, after_id: after.id } : {}),
      page_size: limit,
      with_count: count,
    })
    .abortSignal(AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS))
    // No backoff retries: offline, the device's copy answers at once instead.
    .retry(false);
  if (error) throw new Error(`${table}: ${error.message}`, { cause: error });
  const page = data as unknown as { rows: Row[]; total: number | null; counts?: StatusCounts | null };
  return { rows: page.rows, total: page.total ?? -1, ...(page.counts ? { counts: page.counts } : {}) };
}

/**
 * Every row `query` matches, page by page in the query's order (for the export), however many there are.
 * `onPage` is told of each page as it arrives, with the rows read so far and the total.
 */
export async function readAllRows<Row extends ServerListRow>(
  table: ServerListTable,
  query: ListQuery,
  onPage: (rows: Row[], done: number, total: number) => void,
  client?: AppSupabaseClient,
): Promise<number> {
  let after: Row | null = null;
  let done = 0;
  let total = 0;
  for (;;) {
    // Counted once, with the first page: the rest only read on from where the last page ended.
    const page: ListPage<Row> = await readListPage<Row>(table, query, after, EXPORT_PAGE_SIZE, {
      count: after === null,
      client,
    });
    if (after === null) total = page.total;
    done += page.rows.length;
    onPage(page.rows, done, Math.max(total, done));
    if (page.rows.length < EXPORT_PAGE_SIZE) return done;
    after = page.rows[page.rows.length - 1]!;
  }
}
