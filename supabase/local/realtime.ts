/**
 * Supabase Realtime's `postgres_changes` at /realtime/v1/websocket (supabase-wire-protocol.md §3):
 * Phoenix channels over a WebSocket, vsn 1.0.0 and 2.0.0, token checked at connect and at join,
 * `access_token` refreshes, and per-subscriber RLS on every change (realtime-feed.ts). Broadcast and
 * presence are accepted in the join config but not served. Clients are bounded per socket and per
 * address (realtime-limits.ts).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import type { ServerContext } from './http-util.ts';
import type { ApiRole } from './request-scope.ts';
import { checkRealtimeToken, type RealtimeClaims } from './realtime-auth.ts';
import { ChangeFeed, quoteIdent, type FeedBinding, type FeedSubscriber } from './realtime-feed.ts';
import { AddressCounter, RateBucket, REALTIME_LIMITS, addressKey } from './realtime-limits.ts';
import {
  bindingId,
  decodeFrame,
  encodeFrame,
  encodeRaw,
  parseBinding,
  parseVsn,
  replyFrame,
  type ParseResult,
  type PhxMessage,
  type Vsn,
} from './realtime-protocol.ts';

export { installRealtimeCapture } from './realtime-capture.ts';
export { REALTIME_LIMITS } from './realtime-limits.ts';

const REALTIME_PATH = '/realtime/v1/websocket';
const IDLE_TIMEOUT_MS = 60_000; // Phoenix's socket timeout; realtime-js heartbeats every 25 s
const IDLE_CHECK_MS = 15_000; // how often idle sockets are looked for
const MAX_FRAME_BYTES = 1024 * 1024; // 1 MiB per incoming frame; joins and tokens are far smaller
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024; // 16 MiB queued to one client: it is not reading, drop it
const MAX_TOKEN_CHECK_MS = 60 * 60 * 1000; // 1 h: Realtime's cap on the token re-check timer
const CLOSE_GRACE_MS = 500; // wait for clients to acknowledge a close frame on shutdown
const POLICY_VIOLATION = 1008; // WebSocket close code for a client over its limits

interface Connection {
  ws: WebSocket;
  vsn: Vsn;
  /** The token given at connect: used when a join names none or names an `sb_` key. */
  token: string;
  channels: Map<string, Channel>;
  lastSeen: number;
  /** Messages of one socket are handled one after another, as a Phoenix socket process does. */
  queue: Promise<void>;
  messages: RateBucket;
  joins: RateBucket;
  /** Over a limit: what is already queued is answered, then the socket closes; the rest is ignored. */
  closing: boolean;
}

interface RequestedBinding {
  id: number;
  params: unknown;
  parsed: ParseResult;
}

class Channel implements FeedSubscriber {
  role: ApiRole;
  claims: RealtimeClaims;
  claimsKey: string;
  /** Live only once the subscription was validated ("Subscribed to PostgreSQL"). */
  bindings: FeedBinding[] = [];
  expiryTimer: NodeJS.Timeout | undefined;
  closed = false;
  /** Bindings whose filter failed to evaluate and whose subscriber has been told. */
  private readonly failedFilters = new Set<number>();

  constructor(
    readonly conn: Connection,
    readonly topic: string,
    readonly joinRef: string | null,
    public token: string,
    claims: RealtimeClaims,
    readonly requested: RequestedBinding[],
  ) {
    this.role = claims.role;
    this.claims = claims;
    this.claimsKey = JSON.stringify(claims);
  }

  get name(): string {
    return this.topic.slice('realtime:'.length);
  }

  setClaims(token: string, claims: RealtimeClaims): void {
    this.token = token;
    this.role = claims.role;
    this.claims = claims;
    this.claimsKey = JSON.stringify(claims);
  }

  deliver(ids: number[], dataJson: string): void {
    if (this.closed) return;
    send(
      this.conn,
      encodeRaw(
        this.conn.vsn,
        null,
        null,
        this.topic,
        'postgres_changes',
        `{"ids":${JSON.stringify(ids)},"data":${dataJson}}`,
      ),
    );
  }

  push(event: string, payload: unknown): void {
    send(
      this.conn,
      encodeFrame(this.conn.vsn, { joinRef: this.joinRef, ref: null, topic: this.topic, event, payload }),
    );
  }

  system(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { extension, status, message, channel: this.name });
  }

  /** Told once per binding (until the bindings are validated again), not on every change it misses. */
  filterFailed(bindingId: number, message: string): void {
    if (this.closed || this.failedFilters.has(bindingId)) return;
    this.failedFilters.add(bindingId);
    this.system('postgres_changes', 'error', message);
  }

  setBindings(bindings: FeedBinding[]): void {
    this.bindings = bindings;
    this.failedFilters.clear();
  }
}

export function attachRealtime(ctx: ServerContext, server: Server): { close(): Promise<void> } {
  const { db, config } = ctx;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<Connection>();
  const channels = new Set<Channel>();
  const perAddress = new AddressCounter(REALTIME_LIMITS.socketsPerAddress);
  const feed = new ChangeFeed(db, () => channels);
  const feedStarted = feed
    .start()
    .catch((error: unknown) => console.error('realtime: cannot listen for changes', error));

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) {
      // Another module may serve its own upgrades; answer only when nobody else will.
      if (server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404, 'Not Found');
      return;
    }
    const vsn = parseVsn(url.searchParams.get('vsn'));
    if (!vsn) {
      refuseUpgrade(
        socket,
        403,
        `The client's requested transport version "${url.searchParams.get('vsn')}" is not supported`,
      );
      return;
    }
    const headerKey = req.headers['x-api-key'];
    const token = (Array.isArray(headerKey) ? headerKey[0] : headerKey) ?? url.searchParams.get('apikey') ?? '';
    const checked = checkRealtimeToken(token, config.jwtSecret);
    if (!token || !checked.ok) {
      // Phoenix answers a refused connect/3 with 403.
      refuseUpgrade(socket, 403, checked.ok ? 'No API key found in request' : `${checked.code}: ${checked.message}`);
      return;
    }
    // Counted from here until the TCP connection closes, whether or not the handshake completes.
    const address = addressKey(req.socket.remoteAddress);
    if (!perAddress.acquire(address)) {
      refuseUpgrade(socket, 429, 'Too many realtime connections from this address');
      return;
    }
    socket.once('close', () => perAddress.release(address));
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, vsn, token));
  };
  server.on('upgrade', onUpgrade);

  const onConnection = (ws: WebSocket, vsn: Vsn, token: string) => {
    const now = Date.now();
    const conn: Connection = {
      ws,
      vsn,
      token,
      channels: new Map(),
      lastSeen: now,
      queue: Promise.resolve(),
      messages: new RateBucket(REALTIME_LIMITS.messageBurst, REALTIME_LIMITS.messagesPerSecond, now),
      joins: new RateBucket(REALTIME_LIMITS.joinBurst, REALTIME_LIMITS.joinsPerSecond, now),
      closing: false,
    };
    connections.add(conn);
    const enqueue = (task: () => void | Promise<void>) => {
      conn.queue = conn.queue.then(task).catch((error: unknown) => console.error('realtime: message failed', error));
    };
    const closeOverLimit = (reason: string, before?: () => void) => {
      conn.closing = true;
      enqueue(() => {
        before?.();
        conn.ws.close(POLICY_VIOLATION, reason);
      });
    };
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (conn.closing) return;
      const at = Date.now();
      conn.lastSeen = at;
      if (!conn.messages.take(at)) {
        closeOverLimit('Too many messages per second');
        return;
      }
      // Binary frames are vsn 2 user broadcasts, which are not served.
      if (isBinary) return;
      const message = decodeFrame(vsn, rawToString(data));
      if (!message) return;
      if (message.event === 'phx_join' && !conn.joins.take(at)) {
        // Realtime answers the join and then disconnects the socket.
        closeOverLimit('Too many joins per second', () =>
          send(
            conn,
            replyFrame(conn.vsn, message, 'error', {
              reason: 'ClientJoinRateLimitReached: Too many joins per second',
            }),
          ),
        );
        return;
      }
      enqueue(() => handleMessage(conn, message));
    });
    ws.on('close', () => {
      connections.delete(conn);
      for (const ch of conn.channels.values()) dropChannel(ch);
      conn.channels.clear();
    });
    ws.on('error', () => ws.terminate());
  };

  const idleTimer = setInterval(() => {
    const now = Date.now();
    for (const conn of connections) if (now - conn.lastSeen > IDLE_TIMEOUT_MS) conn.ws.terminate();
  }, IDLE_CHECK_MS);
  idleTimer.unref();

  async function handleMessage(conn: Connection, msg: PhxMessage): Promise<void> {
    if (msg.topic === 'phoenix' && msg.event === 'heartbeat') {
      send(conn, replyFrame(conn.vsn, msg, 'ok', {}));
      return;
    }
    if (msg.event === 'phx_join') {
      await join(conn, msg);
      return;
    }
    const ch = conn.channels.get(msg.topic);
    if (!ch) {
      if (msg.ref !== null) send(conn, replyFrame(conn.vsn, msg, 'error', { reason: 'unmatched topic' }));
      return;
    }
    if (msg.event === 'phx_leave') {
      send(conn, replyFrame(conn.vsn, { ...msg, joinRef: ch.joinRef }, 'ok', {}));
      closeChannel(ch);
      return;
    }
    if (msg.event === 'access_token') {
      await refreshToken(ch, msg.payload);
      return;
    }
    // broadcast / presence and anything else: no reply, as Realtime does for unexpected messages.
  }

  async function join(conn: Connection, msg: PhxMessage): Promise<void> {
    const fail = (reason: string) => send(conn, replyFrame(conn.vsn, msg, 'error', { reason }));
    if (!msg.topic.startsWith('realtime:')) return fail('unmatched topic');
    if (msg.topic === 'realtime:') return fail('TopicNameRequired: You must provide a topic name');

    // Joining a topic again replaces the earlier join (Phoenix closes the old channel first).
    const previous = conn.channels.get(msg.topic);
    if (previous) closeChannel(previous);
    if (conn.channels.size >= REALTIME_LIMITS.channelsPerSocket) {
      return fail('ChannelRateLimitReached: Too many channels');
    }

    const payload = isObject(msg.payload) ? msg.payload : {};
    const config = isObject(payload.config) ? payload.config : undefined;
    const given = typeof payload.access_token === 'string' ? payload.access_token : payload.user_token;
    const token = typeof given === 'string' && !given.startsWith('sb_') ? given : conn.token;
    const checked = checkRealtimeToken(token, ctx.config.jwtSecret);
    if (!checked.ok) return fail(`${checked.code}: ${checked.message}`);
    if (config?.private === true) {
      // Private channels are authorised by policies on realtime.messages, which this server has not.
      return fail(`Unauthorized: You do not have permissions to read from this Channel topic: ${msg.topic.slice(9)}`);
    }

    const list = Array.isArray(config?.postgres_changes)
      ? (config.postgres_changes as unknown[]).filter((p) => p !== null && p !== undefined)
      : [];
    const requested = list.map((params) => ({ id: bindingId(params), params, parsed: parseBinding(params) }));

    // Realtime replies first and subscribes afterwards; validating first keeps the reply and the
    // system message in that order while making SUBSCRIBED mean "live" (no early-change window).
    const problem = requested.length > 0 ? await validateBindings(requested, checked.claims.role) : undefined;
    if (!isOpen(conn)) return;
    const ch = new Channel(conn, msg.topic, msg.joinRef, token, checked.claims, requested);
    conn.channels.set(msg.topic, ch);
    channels.add(ch);
    scheduleTokenCheck(ch);
    if (!problem) ch.setBindings(liveBindings(requested));
    send(
      conn,
      replyFrame(conn.vsn, msg, 'ok', {
        postgres_changes: requested.map((r) => ({ ...(isObject(r.params) ? r.params : {}), id: r.id })),
      }),
    );
    if (requested.length === 0) return;
    if (problem) ch.system('postgres_changes', 'error', problem);
    else ch.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  /**
   * What Realtime's subscription insert checks: the table is published, filter columns exist and the
   * subscriber's role may SELECT them (`realtime.subscription_check_filters`), the filter values cast
   * to the column type and an `in` list has at most 100 values. Returns the error message, if any.
   */
  async function validateBindings(requested: RequestedBinding[], role: ApiRole): Promise<string | undefined> {
    if (requested.length > REALTIME_LIMITS.bindingsPerChannel) {
      return `Unable to subscribe to changes with given parameters: at most ${REALTIME_LIMITS.bindingsPerChannel} postgres_changes bindings per channel`;
    }
    for (const { parsed: result } of requested) {
      if (!result.ok) return result.message;
      const b = result.binding;
      const describe = `[event: ${b.action}, schema: ${b.schema}, table: ${b.table}, filters: [${b.filters
        .map((f) => `${f.column}, ${f.op}, ${f.value}`)
        .join('; ')}]]`;
      const like = (s: string) => (s === '*' ? '%' : s.replace(/[\\%_]/g, (m) => `\\${m}`));
      const { rows } = await db.query<{ schema: string; table: string }>(
        `select schemaname as schema, tablename as table from pg_publication_tables
         where pubname = 'supabase_realtime' and schemaname like $1 and tablename like $2`,
        [like(b.schema), like(b.table)],
      );
      if (rows.length === 0) {
        return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe}`;
      }
      for (const t of rows) {
        for (const f of b.filters) {
          const rel = `${quoteIdent(t.schema)}.${quoteIdent(t.table)}`;
          // A column the role may not SELECT is reported as Realtime does: as if it did not exist.
          const col = await db.query<{ sqltype: string }>(
            `select format_type(atttypid, atttypmod) as sqltype from pg_attribute
             where attrelid = $1::regclass and attname = $2 and attnum > 0 and not attisdropped
               and has_column_privilege($3, attrelid, attnum, 'SELECT')`,
            [rel, f.column, role],
          );
          const sqltype = col.rows[0]?.sqltype;
          const exception = (reason: string) =>
            `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: ${describe}. Exception: ${reason}`;
          if (!sqltype) return exception(`invalid column for filter ${f.column}`);
          try {
            if (f.op !== 'in') {
              await db.query(`select $1::${sqltype}`, [f.value]);
            } else {
              const { rows: cast } = await db.query<{ n: number }>(
                `select coalesce(cardinality($1::${sqltype}[]), 0) as n`,
                [f.value],
              );
              if (Number(cast[0]?.n) > REALTIME_LIMITS.inValues) {
                return exception(`too many values for \`in\` filter. Maximum ${REALTIME_LIMITS.inValues}`);
              }
            }
          } catch (error) {
            return exception(error instanceof Error ? error.message : String(error));
          }
        }
      }
    }
    return undefined;
  }

  /**
   * `access_token` push: same token or an `sb_` key is ignored; a bad one ends the channel. Realtime
   * subscribes again with the new claims; here that happens when the role changes (what a role may
   * filter on depends on it): the bindings are checked again, and they stop if the new role may not
   * use them. Until then the feed already judges filters and rows by the new role.
   */
  async function refreshToken(ch: Channel, payload: unknown): Promise<void> {
    const token = isObject(payload) ? payload.access_token : undefined;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === ch.token) return;
    const checked = checkRealtimeToken(token, ctx.config.jwtSecret);
    if (!checked.ok) {
      shutdown(ch, checked.message);
      return;
    }
    const roleChanged = checked.claims.role !== ch.role;
    ch.setClaims(token, checked.claims);
    scheduleTokenCheck(ch);
    if (!roleChanged || ch.requested.length === 0) return;
    const problem = await validateBindings(ch.requested, checked.claims.role);
    if (ch.closed || ch.role !== checked.claims.role) return;
    if (problem) {
      ch.setBindings([]);
      ch.system('postgres_changes', 'error', problem);
    } else {
      ch.setBindings(liveBindings(ch.requested));
      ch.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    }
  }

  /** Realtime re-checks the token when it expires and stops the channel then. */
  function scheduleTokenCheck(ch: Channel): void {
    if (ch.expiryTimer) clearTimeout(ch.expiryTimer);
    const delay = Math.min(MAX_TOKEN_CHECK_MS, Math.max(0, ch.claims.exp * 1000 - Date.now()) + 1_000);
    ch.expiryTimer = setTimeout(() => {
      if (ch.closed) return;
      const checked = checkRealtimeToken(ch.token, ctx.config.jwtSecret);
      if (checked.ok) scheduleTokenCheck(ch);
      else shutdown(ch, checked.message);
    }, delay);
    ch.expiryTimer.unref();
  }

  /** Realtime's `shutdown_response`: a system error, then the channel stops (phx_close). */
  function shutdown(ch: Channel, message: string): void {
    ch.system('system', 'error', message);
    closeChannel(ch);
  }

  function closeChannel(ch: Channel): void {
    // phx_close carries the join ref as its ref: that is how the client knows which join ended.
    send(
      ch.conn,
      encodeFrame(ch.conn.vsn, {
        joinRef: ch.joinRef,
        ref: ch.joinRef,
        topic: ch.topic,
        event: 'phx_close',
        payload: {},
      }),
    );
    dropChannel(ch);
  }

  function dropChannel(ch: Channel): void {
    ch.closed = true;
    if (ch.expiryTimer) clearTimeout(ch.expiryTimer);
    channels.delete(ch);
    if (ch.conn.channels.get(ch.topic) === ch) ch.conn.channels.delete(ch.topic);
  }

  return {
    async close() {
      server.off('upgrade', onUpgrade);
      clearInterval(idleTimer);
      await feedStarted;
      await feed.stop();
      await Promise.all(
        [...connections].map(
          (conn) =>
            new Promise<void>((resolve) => {
              const timer = setTimeout(() => {
                conn.ws.terminate();
                resolve();
              }, CLOSE_GRACE_MS);
              conn.ws.once('close', () => {
                clearTimeout(timer);
                resolve();
              });
              conn.ws.close(1001, 'server shutting down');
            }),
        ),
      );
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function liveBindings(requested: RequestedBinding[]): FeedBinding[] {
  return requested.flatMap((r) => (r.parsed.ok ? [{ id: r.id, parsed: r.parsed.binding }] : []));
}

function send(conn: Connection, frame: string): void {
  if (conn.ws.readyState !== WebSocket.OPEN) return;
  if (conn.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
    conn.ws.terminate();
    return;
  }
  conn.ws.send(frame);
}

function isOpen(conn: Connection): boolean {
  return conn.ws.readyState === WebSocket.OPEN;
}

function refuseUpgrade(socket: Duplex, status: 403 | 404 | 429, message: string): void {
  const reason = { 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests' }[status];
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(message)}\r\n\r\n${message}`,
  );
}

function rawToString(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
