/**
 * How a record's history reads: each changed column by the screen's own label and each value in the
 * screen's own words (a status as its badge says it, an owner by e-mail), falling back to what the
 * database stored, so a column added later still shows rather than breaking the timeline.
 */
import type { Json } from '../../../types/database';

/** What one screen knows about its table's columns. */
export interface HistoryWording {
  /** The column's label on this screen; undefined shows the column's database name. */
  label: (field: string) => string | undefined;
  /** A value (never null or empty) in this screen's words; undefined shows it as stored. */
  value?: (field: string, value: Json) => string | undefined;
  /**
   * Who made a record when no admin was signed in: visitors send inquiries and reviews from the website
   * (the default), while gallery images come only from admins or the server's own scripts.
   */
  anonymousInsert?: 'website' | 'system';
}

/** The timeline's own words for an empty value and a yes/no column. */
export interface HistoryWords {
  none: string;
  yes: string;
  no: string;
}

/** One changed column of an update, worded: `label: before → after`. */
export interface HistoryChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** One stored value as the admin reads it. */
export function historyValue(field: string, raw: Json, wording: HistoryWording, words: HistoryWords): string {
  if (raw === null || raw === '') return words.none;
  const worded = wording.value?.(field, raw);
  if (worded !== undefined) return worded;
  if (typeof raw === 'boolean') return raw ? words.yes : words.no;
  return typeof raw === 'string' ? raw : JSON.stringify(raw);
}

/** Each changed column of an update, in the order the database listed them. */
export function historyChanges(
  changes: Record<string, [Json, Json]>,
  wording: HistoryWording,
  words: HistoryWords,
): HistoryChange[] {
  return Object.entries(changes).map(([field, [before, after]]) => ({
    field,
    label: wording.label(field) ?? field,
    before: historyValue(field, before, wording, words),
    after: historyValue(field, after, wording, words),
  }));
}
