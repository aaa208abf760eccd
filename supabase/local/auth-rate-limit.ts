/**
 * Counts failed sign-ins per key (an e-mail address or a client IP) in a sliding window, in memory.
 * In-memory is enough for one local process; a restart forgets the counts, which only ever lets a
 * locked-out user in sooner. Memory stays bounded: old timestamps are dropped on every touch and the
 * whole map is swept when it grows large.
 */

const SWEEP_THRESHOLD = 10_000; // keys; beyond this, expired keys are purged on the next failure

export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  /**
   * @param maxFailures failures allowed inside the window before the key is blocked
   * @param windowMs window length in milliseconds
   */
  constructor(
    readonly maxFailures: number,
    readonly windowMs: number,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it is not blocked. */
  blockedFor(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.maxFailures) return 0;
    const oldestCounted = recent[recent.length - this.maxFailures] as number;
    return Math.max(1, oldestCounted + this.windowMs - now);
  }

  recordFailure(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
    if (this.failures.size > SWEEP_THRESHOLD) this.sweep(now);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    const list = this.failures.get(key);
    if (!list) return [];
    const kept = list.filter((t) => now - t < this.windowMs);
    if (kept.length === 0) this.failures.delete(key);
    else if (kept.length !== list.length) this.failures.set(key, kept);
    return kept;
  }

  private sweep(now: number): void {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}
