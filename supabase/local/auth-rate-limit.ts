/**
 * Throttling of password sign-ins, in memory (one local process; a restart forgets, which only ever
 * lets someone in sooner). Three counts, each a sliding window of attempts:
 *
 * - per source (client address) and e-mail: a source that keeps failing for one account is refused
 *   for that account, even with the right password;
 * - per source: a source that keeps failing across accounts is refused for all of them;
 * - per e-mail, from all sources: past a number of free failures, the account is only slowed down:
 *   its password is checked at most once per delay, and the delay doubles with each further failure up
 *   to a cap. A source from which the account signed in before is exempt from the delay (it is still
 *   subject to its own limits), so guessers on other addresses cannot keep the owner out, and spreading
 *   the guessing over many addresses does not make it faster.
 *
 * An attempt is counted when it is let through, before its outcome is known, so parallel requests
 * cannot slip past a limit; the right password takes its attempt back. Refused attempts are not
 * counted. Memory stays bounded: each map holds at most `maxKeys` keys and drops the least recently
 * used beyond that, and each key keeps a bounded list of timestamps.
 */

const DEFAULT_MAX_KEYS = 20_000;
const DEFAULT_TRUSTED_SOURCE_MS = 30 * 24 * 3600 * 1000; // how long a successful sign-in vouches for its source
const TRUSTED_SOURCES_PER_ACCOUNT = 5;
const ACCOUNT_HISTORY = 64; // timestamps kept beyond the free failures; the delay has reached its cap by then

/** Sliding-window timestamps per key, with a bounded number of keys (least recently written go first). */
export class FailureLog {
  private readonly entries = new Map<string, number[]>();

  constructor(
    readonly windowMs: number,
    readonly maxKeys = DEFAULT_MAX_KEYS,
    readonly maxPerKey = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Timestamps of the key still inside the window, oldest first. */
  recent(key: string, now: number): readonly number[] {
    const list = this.entries.get(key);
    if (!list) return [];
    const kept = list.filter((at) => now - at < this.windowMs);
    if (kept.length === 0) this.entries.delete(key);
    else if (kept.length !== list.length) this.entries.set(key, kept);
    return kept;
  }

  /** Milliseconds until fewer than `limit` timestamps remain in the window; 0 when that is so already. */
  blockedFor(key: string, limit: number, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < limit) return 0;
    const oldestCounted = recent[recent.length - limit] as number;
    return Math.max(1, oldestCounted + this.windowMs - now);
  }

  record(key: string, at: number): void {
    const list = [...this.recent(key, at), at];
    if (list.length > this.maxPerKey) list.splice(0, list.length - this.maxPerKey);
    this.entries.delete(key); // re-inserted last: the most recently used
    this.entries.set(key, list);
    while (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Takes back one timestamp recorded at `at`. */
  refund(key: string, at: number): void {
    const list = this.entries.get(key);
    const index = list?.lastIndexOf(at) ?? -1;
    if (!list || index < 0) return;
    list.splice(index, 1);
    if (list.length === 0) this.entries.delete(key);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }
}

export interface SignInLimits {
  /** Failures per source and e-mail inside `windowMs` before that source is refused for that e-mail. */
  maxFailuresPerSourceAndAccount: number;
  /** Failures per source (any e-mail) inside `windowMs` before the source is refused. */
  maxFailuresPerSource: number;
  windowMs: number;
  /** Failures per e-mail (all sources) inside `accountWindowMs` before its checks are spaced out. */
  accountFreeFailures: number;
  accountWindowMs: number;
  /** First spacing; it doubles with each further failure, up to `accountMaxDelayMs`. */
  accountDelayMs: number;
  accountMaxDelayMs: number;
  /** How long a successful sign-in exempts its source from the account's delay. */
  trustedSourceMs?: number;
  /** Keys kept per map. */
  maxKeys?: number;
}

/** An attempt that was let through; hand it back to `succeeded` when the password was right. */
export interface Attempt {
  readonly source: string;
  readonly account: string;
  readonly at: number;
}

export type Admission =
  { admitted: true; attempt: Attempt } | { admitted: false; retryAfterMs: number; limit: 'source' | 'account' };

export class SignInThrottle {
  private readonly pairs: FailureLog;
  private readonly sources: FailureLog;
  private readonly accounts: FailureLog;
  /** account → source → last successful sign-in; Map order: least recently written first. */
  private readonly trusted = new Map<string, Map<string, number>>();
  private readonly trustedSourceMs: number;
  private readonly maxKeys: number;

  constructor(readonly limits: SignInLimits) {
    this.maxKeys = limits.maxKeys ?? DEFAULT_MAX_KEYS;
    this.trustedSourceMs = limits.trustedSourceMs ?? DEFAULT_TRUSTED_SOURCE_MS;
    // Attempts are only recorded below the limit, so a list never needs to be longer than it.
    this.pairs = new FailureLog(limits.windowMs, this.maxKeys, Math.max(1, limits.maxFailuresPerSourceAndAccount));
    this.sources = new FailureLog(limits.windowMs, this.maxKeys, Math.max(1, limits.maxFailuresPerSource));
    this.accounts = new FailureLog(limits.accountWindowMs, this.maxKeys, limits.accountFreeFailures + ACCOUNT_HISTORY);
  }

  /** Lets the attempt through (and counts it) or says how long to wait. */
  admit(source: string, account: string, now = Date.now()): Admission {
    const pair = pairKey(source, account);
    const sourceWait = Math.max(
      this.sources.blockedFor(source, this.limits.maxFailuresPerSource, now),
      this.pairs.blockedFor(pair, this.limits.maxFailuresPerSourceAndAccount, now),
    );
    if (sourceWait > 0) return { admitted: false, retryAfterMs: sourceWait, limit: 'source' };
    if (!this.isTrusted(account, source, now)) {
      const accountWait = this.accountWait(account, now);
      if (accountWait > 0) return { admitted: false, retryAfterMs: accountWait, limit: 'account' };
    }
    this.pairs.record(pair, now);
    this.sources.record(source, now);
    this.accounts.record(account, now);
    return { admitted: true, attempt: { source, account, at: now } };
  }

  /**
   * The password was right: the attempt is taken back, the source's earlier failures for this account
   * are forgiven, and the source is exempt from the account's delay from now on.
   */
  succeeded(attempt: Attempt, now = Date.now()): void {
    const { source, account, at } = attempt;
    this.pairs.clear(pairKey(source, account));
    this.sources.refund(source, at);
    this.accounts.refund(account, at);
    const sources = this.trusted.get(account) ?? new Map<string, number>();
    sources.delete(source);
    sources.set(source, now);
    if (sources.size > TRUSTED_SOURCES_PER_ACCOUNT) sources.delete(sources.keys().next().value as string);
    this.trusted.delete(account);
    this.trusted.set(account, sources);
    while (this.trusted.size > this.maxKeys) this.trusted.delete(this.trusted.keys().next().value as string);
  }

  /** Keys held per map (to check that memory stays bounded). */
  sizes(): { pairs: number; sources: number; accounts: number; trusted: number } {
    return {
      pairs: this.pairs.size,
      sources: this.sources.size,
      accounts: this.accounts.size,
      trusted: this.trusted.size,
    };
  }

  private isTrusted(account: string, source: string, now: number): boolean {
    const since = this.trusted.get(account)?.get(source);
    return since !== undefined && now - since < this.trustedSourceMs;
  }

  private accountWait(account: string, now: number): number {
    const recent = this.accounts.recent(account, now);
    const excess = recent.length - this.limits.accountFreeFailures;
    if (excess < 0) return 0;
    const delay = Math.min(this.limits.accountDelayMs * 2 ** excess, this.limits.accountMaxDelayMs);
    return Math.max(0, (recent[recent.length - 1] as number) + delay - now);
  }
}

function pairKey(source: string, account: string): string {
  return JSON.stringify([source, account]);
}

/**
 * The throttling key of a client address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 prefix,
 * the smallest block one subscriber usually holds, so rotating addresses inside it does not help.
 */
export function sourceKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const bare = address.replace(/%.*$/, '').toLowerCase(); // zone index
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped) return mapped[1] as string;
  if (!bare.includes(':')) return bare;
  const groups = expandIpv6(bare);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : bare;
}

function expandIpv6(address: string): string[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined): string[] | undefined => {
    if (!part) return [];
    const out: string[] = [];
    for (const piece of part.split(':')) {
      if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(piece)) {
        const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
        out.push(((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) out.push(Number.parseInt(piece, 16).toString(16));
      else return undefined;
    }
    return out;
  };
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  if (!head || !tail) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<string>(Math.max(0, missing)).fill('0'), ...tail];
}
