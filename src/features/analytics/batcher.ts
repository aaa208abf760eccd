/**
 * Rows wait here briefly and leave in batches: at most 50 rows per request (one atomic bulk INSERT),
 * every 5 s while there is something to send, and at once when asked (the tab hidden or closed).
 */
import type { BatchOutcome } from '../../offline/analytics-queue';
import type { AnalyticsRow } from './rows';

export const BATCH_MAX_ROWS = 50;
export const FLUSH_INTERVAL_MS = 5_000;
/**
 * Offline, rows go to the outbox within half a second: a page closed or left for another one offline
 * cannot count on finishing an IndexedDB write during `pagehide`.
 */
export const OFFLINE_FLUSH_MS = 500;

export interface BatcherDeps {
  send: (rows: AnalyticsRow[]) => Promise<BatchOutcome>;
  /** Keeps a batch for later (the outbox). */
  queue: (rows: AnalyticsRow[]) => Promise<unknown>;
  online: () => boolean;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

export class Batcher {
  private rows: AnalyticsRow[] = [];
  private timer: unknown;

  constructor(private readonly deps: BatcherDeps) {}

  add(row: AnalyticsRow): void {
    this.rows.push(row);
    if (this.rows.length >= BATCH_MAX_ROWS) this.flush();
    else
      this.timer ??= this.deps.setTimer(
        () => {
          this.timer = undefined;
          this.flush();
        },
        this.deps.online() ? FLUSH_INTERVAL_MS : OFFLINE_FLUSH_MS,
      );
  }

  /** Sends everything waiting now; resolves when each batch was sent, queued or dropped. */
  flush(): Promise<void> {
    if (this.timer !== undefined) this.deps.clearTimer(this.timer);
    this.timer = undefined;
    const batches: AnalyticsRow[][] = [];
    while (this.rows.length > 0) batches.push(this.rows.splice(0, BATCH_MAX_ROWS));
    return Promise.all(batches.map((batch) => this.deliver(batch))).then(() => undefined);
  }

  private async deliver(batch: AnalyticsRow[]): Promise<void> {
    try {
      // Offline: straight to the outbox (a request would only fail).
      const outcome = this.deps.online() ? await this.deps.send(batch) : 'retry';
      // A refused batch is dropped: it is not the visitor's data and resending would be refused again.
      if (outcome === 'retry') await this.deps.queue(batch);
    } catch {
      // No IndexedDB (private modes, blocked storage): these rows are lost, the page is unaffected.
    }
  }
}
