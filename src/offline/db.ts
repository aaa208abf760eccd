/**
 * The browser's own database (IndexedDB through Dexie): the outbox of submissions waiting to reach the
 * server, and a cache of published content for reading offline. This folder is the only importer of
 * dexie (lint-enforced).
 */
import Dexie, { type Table } from 'dexie';

export const SUBMISSION_KINDS = ['tour_inquiry', 'custom_tour_request', 'review', 'custom_review'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** The database table each kind is inserted into. */
export const KIND_TABLE: Record<SubmissionKind, string> = {
  tour_inquiry: 'tour_inquiries',
  custom_tour_request: 'custom_tour_requests',
  review: 'reviews',
  custom_review: 'custom_reviews',
};

export interface OutboxError {
  /** HTTP status, or 0 when the network failed. */
  status: number;
  /** SQLSTATE or PostgREST code when the server gave one. */
  code?: string;
  message: string;
}

export interface OutboxItem {
  /** The row's id, generated on the device: the idempotency key of every resend. */
  id: string;
  kind: SubmissionKind;
  /** The row as inserted (snake_case columns, including id and submitted_at). */
  payload: Record<string, unknown>;
  /** A line for the list of waiting items, e.g. "Tour inquiry · Southern Coastal Explorer". */
  summary: string;
  /** 'pending' is sent by the flusher; 'attention' was refused and waits for the visitor. */
  state: 'pending' | 'attention';
  attempts: number;
  /** Epoch ms before which the flusher leaves the item alone (backoff). */
  nextAttemptAt: number;
  /** Epoch ms when it was queued; the flusher sends in this order. */
  createdAt: number;
  lastError?: OutboxError;
}

export interface CacheEntry {
  key: string;
  value: unknown;
  /** Epoch ms of the network read it came from. */
  storedAt: number;
}

/**
 * Items the visitor should look at: refused ones, and ones the server asked to hold back (429, e.g. the
 * per-e-mail limit). The latter are still retried automatically; the visitor sees why and may discard.
 */
export function needsAttention(item: OutboxItem): boolean {
  return item.state === 'attention' || item.lastError?.status === 429;
}

export class OfflineDb extends Dexie {
  /** Submissions not yet confirmed by the server; deleted only once the server has the row. */
  outbox!: Table<OutboxItem, string>;
  /** Published content read from the server, for offline reading (keyed by query). */
  cache!: Table<CacheEntry, string>;

  constructor(name = 'lanka-tours') {
    super(name);
    this.version(1).stores({
      outbox: 'id, state, createdAt',
      cache: 'key',
    });
  }
}

let instance: OfflineDb | undefined;

export function offlineDb(): OfflineDb {
  instance ??= new OfflineDb();
  return instance;
}

/** Tests give each case a fresh database. */
export function setOfflineDbForTests(db: OfflineDb): void {
  instance = db;
}
