/**
 * The outbox: every public submission (inquiry, custom request, review) is first written here with its
 * device-generated id and the moment it was submitted, and only deleted once the server has the row.
 * The flusher sends plain INSERTs (`return=minimal`: visitors may not read rows back) in queue order:
 *  - 201, or 409 with 23505 (that id is already there) → delivered, removed from the outbox;
 *  - 5xx → kept, retried with capped exponential backoff;
 *  - 429 → kept, and sent again once the wait the server named has passed (src/offline/throttle.ts), or
 *    with the backoff when it named none;
 *  - network failure → kept and due again at once: it is sent at the next flush, which comes when the API
 *    answers again (the page's connectivity probe, which does the backing off), at the next page start
 *    or visit, or through Background Sync; a backoff here would hold it back after the connection returned;
 *  - any other 4xx → kept as "needs attention" with the server's reason, never dropped; except an
 *    analytics batch, which is not the visitor's data and is dropped silently.
 * Only one flusher runs at a time across tabs and the service worker (Web Locks).
 */
import { ANALYTICS_KIND, KIND_TABLE, offlineDb, type OutboxError, type OutboxItem, type SubmissionKind } from './db';
import { noteOutboxItem } from './outbox-hint';
import { readThrottle, retryDelayMs } from './throttle';

export const OUTBOX_BASE_BACKOFF_MS = 2_000; // first retry after about 2 s
export const OUTBOX_MAX_BACKOFF_MS = 300_000; // 5 min: never wait longer between tries
export const OUTBOX_LOCK = 'lanka-outbox-flush';

export type SendResult =
  | { outcome: 'delivered' }
  | { outcome: 'retry'; error: OutboxError; offline: boolean }
  | { outcome: 'refused'; error: OutboxError };

export type Sender = (item: OutboxItem) => Promise<SendResult>;

export interface ApiConfig {
  url: string;
  anonKey: string;
}

/** A plain PostgREST INSERT with fetch, so the page and the service worker share it. */
export function restSender(config: ApiConfig, fetchImpl: typeof fetch = fetch): Sender {
  return async (item) => {
    let response: Response;
    try {
      response = await fetchImpl(`${config.url}/rest/v1/${KIND_TABLE[item.kind]}`, {
        method: 'POST',
        headers: {
          apikey: config.anonKey,
          Authorization: `Bearer ${config.anonKey}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        // An analytics batch is one bulk INSERT of its rows (atomic: all stored or none).
        body: JSON.stringify(item.kind === ANALYTICS_KIND ? item.payload.rows : item.payload),
      });
    } catch (error) {
      return { outcome: 'retry', offline: true, error: { status: 0, message: String(error) } };
    }
    if (response.ok) return { outcome: 'delivered' };
    const body = (await response.json().catch(() => ({}))) as {
      code?: string;
      message?: string;
      details?: string;
      hint?: string | null;
    };
    const error: OutboxError = {
      status: response.status,
      ...(body.code ? { code: body.code } : {}),
      message: body.message ?? response.statusText ?? `HTTP ${response.status}`,
      ...(response.status === 429 ? readThrottle(body.hint, response.headers.get('Retry-After')) : {}),
    };
    // The same id is already stored: an earlier try reached the server but its answer was lost.
    if (response.status === 409 && body.code === '23505') return { outcome: 'delivered' };
    if (response.status === 429 || response.status >= 500) return { outcome: 'retry', offline: false, error };
    return { outcome: 'refused', error };
  };
}

export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const exponential = OUTBOX_BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1);
  const capped = Math.min(OUTBOX_MAX_BACKOFF_MS, exponential);
  // ±20 % jitter so many devices coming back online do not retry in step.
  return Math.round(capped * (0.8 + 0.4 * random()));
}

/** Short reference shown to the traveller and put in the WhatsApp message. */
export function referenceFor(id: string): string {
  return `LCT-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export interface EnqueueInput {
  kind: SubmissionKind;
  /** Columns of the row; `id` and `submitted_at` are added here. */
  payload: Record<string, unknown>;
  summary: string;
  id?: string;
  now?: number;
}

export async function enqueue({ kind, payload, summary, id = crypto.randomUUID(), now = Date.now() }: EnqueueInput) {
  const item: OutboxItem = {
    id,
    kind,
    payload: { ...payload, id, submitted_at: new Date(now).toISOString() },
    summary,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  };
  noteOutboxItem(now);
  await offlineDb().outbox.add(item);
  return item;
}

type LockManagerLike = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

let localChain: Promise<unknown> = Promise.resolve();

/**
 * Runs `fn` holding the outbox lock: Web Locks across tabs and the service worker where the browser has
 * them; otherwise (old browsers, tests) one at a time within this context.
 */
export function withOutboxLock<T>(fn: () => Promise<T>, locks: LockManagerLike | undefined = webLocks()): Promise<T> {
  if (locks) return locks.request(OUTBOX_LOCK, fn);
  const run = localChain.then(fn, fn);
  localChain = run.catch(() => undefined);
  return run;
}

function webLocks(): LockManagerLike | undefined {
  // Pages and workers both have navigator.locks where the browser supports Web Locks.
  return (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
}

export interface FlushReport {
  delivered: string[];
  retrying: string[];
  refused: string[];
  /** The network failed: the flush stopped early. */
  offline: boolean;
  /** Epoch ms of the next scheduled retry, if any item waits for one. */
  nextRetryAt?: number;
}

export interface FlushOptions {
  send: Sender;
  now?: () => number;
  locks?: LockManagerLike;
  random?: () => number;
}

/** Sends every due item in queue order; safe to call from anywhere, any number of times. */
export function flushOutbox({ send, now = Date.now, locks = webLocks(), random }: FlushOptions): Promise<FlushReport> {
  return withOutboxLock(async () => {
    const db = offlineDb();
    const report: FlushReport = { delivered: [], retrying: [], refused: [], offline: false };
    const tried = new Set<string>();
    for (;;) {
      const due = (await db.outbox.where('state').equals('pending').sortBy('createdAt')).filter(
        (item) => item.nextAttemptAt <= now() && !tried.has(item.id),
      );
      if (due.length === 0) break;
      for (const item of due) {
        tried.add(item.id);
        const result = await send(item);
        if (result.outcome === 'delivered') {
          await db.outbox.delete(item.id);
          report.delivered.push(item.id);
        } else if (result.outcome === 'refused' && item.kind === ANALYTICS_KIND) {
          await db.outbox.delete(item.id);
          report.refused.push(item.id);
        } else if (result.outcome === 'refused') {
          await db.outbox.update(item.id, { state: 'attention', lastError: result.error, attempts: item.attempts + 1 });
          report.refused.push(item.id);
        } else {
          const attempts = item.attempts + 1;
          const { retryAfterMs } = result.error;
          await db.outbox.update(item.id, {
            attempts,
            lastError: result.error,
            nextAttemptAt: result.offline
              ? now()
              : now() + (retryAfterMs !== undefined ? retryDelayMs(retryAfterMs, random) : backoffMs(attempts, random)),
          });
          report.retrying.push(item.id);
          if (result.offline) {
            report.offline = true;
            break;
          }
        }
      }
      if (report.offline) break;
    }
    const waiting = await db.outbox.where('state').equals('pending').toArray();
    if (waiting.length > 0) report.nextRetryAt = Math.min(...waiting.map((item) => item.nextAttemptAt));
    return report;
  }, locks);
}

/** The visitor gave up on a refused item. */
export async function discard(id: string): Promise<void> {
  await offlineDb().outbox.delete(id);
}

/** The visitor corrected a refused item (or asks to try again now): it is sent with the same id. */
export async function resubmit(id: string, payload?: Record<string, unknown>): Promise<void> {
  await offlineDb().outbox.update(id, {
    state: 'pending',
    nextAttemptAt: 0,
    ...(payload ? { payload: { ...payload, id } } : {}),
  });
}
