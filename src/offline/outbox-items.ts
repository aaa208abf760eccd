/**
 * What the outbox holds and how its items are told apart: plain data and types, no IndexedDB code, so the
 * code that only needs to know about items (the analytics sender, the indicator's hint, the staff lists)
 * does not download Dexie. src/offline/db.ts re-exports all of it.
 */
import type { ThrottleLimit } from '../config/limits';

export const SUBMISSION_KINDS = ['tour_inquiry', 'custom_tour_request', 'review', 'custom_review'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/**
 * A batch of anonymous analytics rows that could not be sent at once. It rides the same outbox (same
 * flusher, same retries, page or service worker) but is not the visitor's: it is never listed or counted
 * for them, and a refused one is dropped instead of waiting for their attention.
 */
export const ANALYTICS_KIND = 'analytics_batch';
export type OutboxKind = SubmissionKind | typeof ANALYTICS_KIND;

/** The database table each kind is inserted into. */
export const KIND_TABLE: Record<OutboxKind, string> = {
  tour_inquiry: 'tour_inquiries',
  custom_tour_request: 'custom_tour_requests',
  review: 'reviews',
  custom_review: 'custom_reviews',
  analytics_batch: 'analytics_events',
};

/** An item the visitor submitted (an inquiry, request or review), as opposed to an analytics batch. */
export function isVisitorItem(item: Pick<OutboxItem, 'kind'>): boolean {
  return item.kind !== ANALYTICS_KIND;
}

export interface OutboxError {
  /** HTTP status, or 0 when the network failed. */
  status: number;
  /** SQLSTATE or PostgREST code when the server gave one. */
  code?: string;
  message: string;
  /** 429: how long the server asked to wait (ms), when it said (src/offline/throttle.ts). */
  retryAfterMs?: number;
  /** 429 from one of the database's limits: which one (per e-mail address, per source, overall). */
  limit?: ThrottleLimit;
}

export interface OutboxItem {
  /** The row's id, generated on the device: the idempotency key of every resend. */
  id: string;
  kind: OutboxKind;
  /**
   * The row as inserted (snake_case columns, including id and submitted_at); for an analytics batch,
   * `{rows}`, the rows inserted together.
   */
  payload: Record<string, unknown>;
  /** What the item is about, for the list of waiting items (e.g. "Southern Coastal Explorer"); the list names the kind. */
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
 * One staff change to one row, made while the device was offline (or the request failed for network
 * reasons), waiting to be applied with that admin's session. Later changes to the same row merge into it.
 */
export interface AdminChange {
  /** `${userId}|${table}|${rowId}`: one waiting change per admin and row. */
  key: string;
  /** The admin who made it; only their session may send it. */
  userId: string;
  table: string;
  rowId: string;
  /** The changed columns and their new values. */
  changes: Record<string, unknown>;
  /** The same columns as the admin saw them before the first change: what a refusal rolls back to. */
  original: Record<string, unknown>;
  /** The row's `updated_at` as the admin last saw it: the update applies only if it is still that. */
  seenUpdatedAt: string;
  /** Whom the row is about (e.g. the traveller's name), for messages. */
  label: string;
  /** The columns the lists read, so the stored row handed back has the same shape. */
  columns: string;
  /** The list's copy on this device, updated with the stored row even when no list is open. */
  cacheKey?: string;
  /**
   * 'pending' waits to be sent; 'conflict': someone else changed the row meanwhile and the admin
   * decides; 'refused': the server said no, shown once and then dismissed.
   */
  state: 'pending' | 'conflict' | 'refused';
  /** For 'conflict': the row as the server has it now. */
  current?: Record<string, unknown>;
  /** Epoch ms of the first change: changes are sent in this order. */
  createdAt: number;
  /** Epoch ms of the latest change merged in: sent with it, so the history says when it was made. */
  madeAt?: number;
  /** Bumped by every merge, so a send that raced with a newer edit does not delete it. */
  revision: number;
  attempts: number;
  lastError?: string;
}

/**
 * Items the visitor should look at: refused ones, and ones the server asked to hold back (429: one of the
 * database's limits per e-mail address, per source or overall, or the edge's). The latter are still sent
 * again automatically once the wait is over; the visitor sees why and when, and may discard.
 */
export function needsAttention(item: OutboxItem): boolean {
  return item.state === 'attention' || item.lastError?.status === 429;
}
