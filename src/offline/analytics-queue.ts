/**
 * Analytics batches: sent straight away with a keepalive request (it survives the page being closed),
 * and kept in the outbox when the device is offline or the server could not take them, to be sent later
 * by the outbox flusher with the events' original times. Not the visitor's data: a refused batch is
 * dropped, and none is ever shown to them.
 */
import type { ApiConfig } from './outbox';
import { noteOutboxItem } from './outbox-hint';
import { ANALYTICS_KIND, KIND_TABLE, type OutboxItem } from './outbox-items';

export type BatchOutcome = 'delivered' | 'retry' | 'refused';

/** Puts a batch of rows in the outbox (one item, one bulk INSERT when sent). */
export async function queueAnalyticsBatch(rows: readonly object[], now: number = Date.now()): Promise<OutboxItem> {
  const item: OutboxItem = {
    id: crypto.randomUUID(),
    kind: ANALYTICS_KIND,
    payload: { rows: [...rows] },
    summary: '',
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  };
  noteOutboxItem(now);
  // IndexedDB's code is loaded only when a batch has to wait: on most visits every batch is sent at once.
  const { offlineDb } = await import('./db');
  await offlineDb().outbox.add(item);
  // Sent by the outbox's triggers (back online, tab shown), which this page may not have started yet.
  void import('./outbox-runtime').then((runtime) => runtime.startOutbox({ flush: false })).catch(() => undefined);
  return item;
}

/**
 * One bulk INSERT with `keepalive`, so a batch sent as the page is hidden or closed still leaves.
 * Network failure, 5xx and 429 → 'retry' (the caller queues it); 409/23505 → one of its rows is already
 * stored, and since a batch is atomic, the whole batch was delivered before; any other 4xx → 'refused'.
 */
export async function sendAnalyticsBatch(
  rows: readonly object[],
  config: ApiConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<BatchOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(`${config.url}/rest/v1/${KIND_TABLE[ANALYTICS_KIND]}`, {
      method: 'POST',
      keepalive: true,
      headers: {
        apikey: config.anonKey,
        Authorization: `Bearer ${config.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(rows),
    });
  } catch {
    return 'retry';
  }
  if (response.ok) return 'delivered';
  if (response.status === 429 || response.status >= 500) return 'retry';
  if (response.status === 409) {
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    if (body.code === '23505') return 'delivered';
  }
  return 'refused';
}
