/**
 * Bounds per Realtime client, so that one client (or one address) cannot take the server's memory or
 * time from the others. Hosted Realtime allows 100 channels per client (`max_channels_per_client`)
 * and answers one more with "ChannelRateLimitReached: Too many channels"; it limits joins and events
 * per second per project. The other bounds are this server's own, per socket and per address, set far
 * above what the app needs: a tab or phone opens one socket with a handful of channels, and realtime-js
 * rejoins every channel at once after a reconnect, so a whole office of staff phones behind one NAT
 * address never meets them.
 */
export const REALTIME_LIMITS = {
  /** Channels joined at once on one socket (hosted Realtime's default). */
  channelsPerSocket: 100,
  /** Open sockets from one remote address; one more is refused with 429. */
  socketsPerAddress: 50,
  /** Joins per socket: a burst (a rejoin of every channel after a reconnect), then a steady rate. */
  joinBurst: 150,
  joinsPerSecond: 10,
  /** Frames per socket: a burst, then a steady rate (realtime-js sends a heartbeat every 25 s). */
  messageBurst: 1_000,
  messagesPerSecond: 100,
  /** postgres_changes bindings in one join; each is checked against the catalog. */
  bindingsPerChannel: 100,
  /** Values in one `in` filter (hosted Realtime's limit). */
  inValues: 100,
} as const;

/** A token bucket: `capacity` at once, refilled at `perSecond`. */
export class RateBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    now = Date.now(),
  ) {
    this.tokens = capacity;
    this.last = now;
  }

  /** Takes one token; false when none is left. */
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.capacity, this.tokens + (Math.max(0, now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Open sockets per remote address. */
export class AddressCounter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts one more socket from `address`; false (and nothing counted) when it already has `max`. */
  acquire(address: string): boolean {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.max) return false;
    this.counts.set(address, count + 1);
    return true;
  }

  release(address: string): void {
    const count = (this.counts.get(address) ?? 0) - 1;
    if (count > 0) this.counts.set(address, count);
    else this.counts.delete(address);
  }

  count(address: string): number {
    return this.counts.get(address) ?? 0;
  }
}

/** The socket's remote address, one key per client host (an IPv4 peer seen through IPv6 counts as IPv4). */
export function addressKey(remoteAddress: string | undefined): string {
  if (!remoteAddress) return 'unknown';
  return remoteAddress.startsWith('::ffff:') ? remoteAddress.slice('::ffff:'.length) : remoteAddress;
}
