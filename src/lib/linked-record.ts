/**
 * What a staff list shows for the record a link names (`?open=<id>`, see record-link.ts): the list's own
 * row once the list has it; else, once the list has been read without it (filtered out on the server,
 * beyond a row limit, an old copy on the device), the row read on its own by id; else why not.
 */

export type LinkedRecord<T> =
  /** No record named. */
  | { status: 'none' }
  /** The list, or the record on its own, is still being read. */
  | { status: 'pending' }
  | { status: 'shown'; item: T }
  /** There is no such record (deleted, or a link to one that never existed). */
  | { status: 'missing' }
  /** It could not be read (no connection); the page offers to try again. */
  | { status: 'failed' };

/** The answer of reading one record by id, for the id it was read for. */
export interface RecordLookup<T> {
  id: string;
  /** Which try it answers: a retry asks again, and an older answer no longer counts. */
  attempt: number;
  result: { item: T } | 'missing' | 'failed';
}

export interface LinkedRecordInput<T> {
  id: string | undefined;
  /** The record among the list's rows, if it is there. */
  listed: T | undefined;
  /** The list has been read, or cannot be: a record not in it by now is read on its own. */
  settled: boolean;
  lookup: RecordLookup<T> | null;
  attempt: number;
}

/** The answer of the current lookup, when there is one for this id and try. */
function currentLookup<T>({ id, lookup, attempt }: LinkedRecordInput<T>): RecordLookup<T> | null {
  return lookup && lookup.id === id && lookup.attempt === attempt ? lookup : null;
}

/** True when the record must be read on its own now (and has not been yet). */
export function needsLookup<T>(input: LinkedRecordInput<T>): boolean {
  return input.id !== undefined && input.listed === undefined && input.settled && currentLookup(input) === null;
}

export function linkedRecord<T>(input: LinkedRecordInput<T>): LinkedRecord<T> {
  if (input.id === undefined) return { status: 'none' };
  // The list's row is the live one: it follows changes made on the page and elsewhere.
  if (input.listed !== undefined) return { status: 'shown', item: input.listed };
  const lookup = currentLookup(input);
  if (!lookup) return { status: 'pending' };
  if (lookup.result === 'missing' || lookup.result === 'failed') return { status: lookup.result };
  return { status: 'shown', item: lookup.result.item };
}
