/**
 * How a live list's rows follow the server: a change from the realtime feed, a row a write handed back,
 * or a fresh read. The newer `updated_at` wins, so a late or replayed event never undoes a newer one.
 */

export interface LiveRow {
  id: string;
  updated_at: string;
  created_at?: string;
}

export type RowChange<Row extends LiveRow> =
  { eventType: 'INSERT' | 'UPDATE'; new: Partial<Row> } | { eventType: 'DELETE'; old: Partial<Row> };

/** Epoch ms of a timestamptz as PostgREST or Realtime write it (`+00` offsets included); NaN for none. */
export function instant(value: string | undefined): number {
  if (!value) return NaN;
  return Date.parse(/[+-]\d\d$/.test(value) ? `${value}:00` : value);
}

/** True when `incoming` is an older state of the row than `current` (equal or unknown is not older). */
export function isOlder(incoming: LiveRow, current: LiveRow): boolean {
  const a = instant(incoming.updated_at);
  const b = instant(current.updated_at);
  return Number.isFinite(a) && Number.isFinite(b) && a < b;
}

/** Newest first by `created_at`; rows without one keep their place at the end. */
export function newestFirst<Row extends LiveRow>(rows: Row[]): Row[] {
  return [...rows].sort((a, b) => (instant(b.created_at) || 0) - (instant(a.created_at) || 0));
}

/** Puts rows the server returned into the list: replaced when newer, added when unknown. */
export function mergeRows<Row extends LiveRow>(rows: readonly Row[], incoming: readonly Row[]): Row[] {
  let result = [...rows];
  let added = false;
  for (const row of incoming) {
    const index = result.findIndex((candidate) => candidate.id === row.id);
    if (index === -1) {
      result.push(row);
      added = true;
    } else if (!isOlder(row, result[index]!)) {
      result[index] = { ...result[index]!, ...row };
    }
  }
  if (added) result = newestFirst(result);
  return result;
}

/** One realtime change applied to the rows. Returns the same array when nothing changed. */
export function applyRowChange<Row extends LiveRow>(rows: readonly Row[], change: RowChange<Row>): Row[] {
  if (change.eventType === 'DELETE') {
    const id = change.old.id;
    return id && rows.some((row) => row.id === id) ? rows.filter((row) => row.id !== id) : (rows as Row[]);
  }
  const row = change.new as Row;
  if (!row.id) return rows as Row[];
  const current = rows.find((candidate) => candidate.id === row.id);
  if (current && isOlder(row, current)) return rows as Row[];
  return mergeRows(rows, [row]);
}
