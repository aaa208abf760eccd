/**
 * Realtime's per-client bounds against the real local server, over raw sockets: channels per socket,
 * sockets per source address, joins and messages per socket. Each test connects from a loopback
 * address of its own (127.0.0.x), so the per-address count of one test never reaches another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REALTIME_LIMITS } from '../../supabase/local/realtime';
import { startTestServer, type TestServer } from '../helpers/server';
import { until } from '../helpers/until';

const WAIT_MS = 10_000; // a local reply arrives within milliseconds; this only bounds a broken run

let ts: TestServer;
const open: RawSocket[] = [];

beforeAll(async () => {
  ts = await startTestServer();
});

afterAll(async () => {
  for (const s of open) s.ws.terminate();
  await ts?.close();
});

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

class RawSocket {
  readonly frames: Frame[] = [];
  private readonly closing: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.frames.push(JSON.parse(String(data)) as Frame));
    this.closing = new Promise((resolve) =>
      ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  /** The close code and reason, once the connection has closed. */
  closed(): Promise<{ code: number; reason: string }> {
    return Promise.race([
      this.closing,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timed out waiting for the socket to close')), WAIT_MS).unref(),
      ),
    ]);
  }

  /** Opens a vsn 2.0.0 socket with the anon key from `localAddress`; rejects with `HTTP <status>: <body>`. */
  static open(localAddress: string): Promise<RawSocket> {
    return new Promise((resolve, reject) => {
      const url = `${ts.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${ts.anonKey}&vsn=2.0.0`;
      const ws = new WebSocket(url, { localAddress });
      ws.once('open', () => {
        const s = new RawSocket(ws);
        open.push(s);
        resolve(s);
      });
      ws.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => reject(new Error(`HTTP ${res.statusCode}: ${body}`)));
      });
      ws.once('error', reject);
    });
  }

  send(frame: Frame): void {
    this.ws.send(JSON.stringify(frame));
  }

  async reply(ref: string): Promise<Frame> {
    return waitFor(() => this.frames.find((f) => f[3] === 'phx_reply' && f[1] === ref), `reply ${ref}`);
  }

  join(topic: string, ref: string): void {
    this.send([ref, ref, `realtime:${topic}`, 'phx_join', { config: { postgres_changes: [] } }]);
  }
}

function waitFor<T>(read: () => T | undefined, what: string): Promise<T> {
  return until(read, what, WAIT_MS);
}

/** Opens a socket from `localAddress`, trying again while the server still counts a closed one. */
async function openOnceFree(localAddress: string): Promise<RawSocket> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      return await RawSocket.open(localAddress);
    } catch (error) {
      if (!String(error).includes('HTTP 429') || Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

describe('realtime limits per client', () => {
  it('answers a join beyond the channel limit with ChannelRateLimitReached', async () => {
    const s = await RawSocket.open('127.0.0.2');
    const max = REALTIME_LIMITS.channelsPerSocket;
    for (let i = 1; i <= max; i++) s.join(`room-${i}`, String(i));
    for (let i = 1; i <= max; i++) expect((await s.reply(String(i)))[4].status).toBe('ok');

    s.join('one-too-many', 'x');
    expect((await s.reply('x'))[4]).toEqual({
      status: 'error',
      response: { reason: 'ChannelRateLimitReached: Too many channels' },
    });
    // Joining a topic again replaces its channel: still within the limit.
    s.join('room-1', 'again');
    expect((await s.reply('again'))[4].status).toBe('ok');
    // Leaving one makes room for another.
    s.send(['2', 'leave', 'realtime:room-2', 'phx_leave', {}]);
    await s.reply('leave');
    s.join('one-more', 'y');
    expect((await s.reply('y'))[4].status).toBe('ok');
    s.ws.close();
  });

  it('refuses sockets beyond the limit per source address, and only from that address', async () => {
    const max = REALTIME_LIMITS.socketsPerAddress;
    const sockets: RawSocket[] = [];
    for (let i = 0; i < max; i++) sockets.push(await RawSocket.open('127.0.0.3'));
    await expect(RawSocket.open('127.0.0.3')).rejects.toThrow(
      'HTTP 429: Too many realtime connections from this address',
    );
    // Another address (another office) is not affected.
    const other = await RawSocket.open('127.0.0.4');
    other.ws.close();

    // A closed socket frees its place (once the server has seen it go).
    sockets[0]?.ws.close();
    await sockets[0]?.closed();
    const again = await openOnceFree('127.0.0.3');
    expect(again.ws.readyState).toBe(WebSocket.OPEN);
    for (const s of [...sockets, again]) s.ws.close();
  });

  it('disconnects a socket that joins faster than the join rate allows', async () => {
    const s = await RawSocket.open('127.0.0.5');
    // Join and leave one topic over and over: never more than one channel, far more joins than allowed.
    const joins = REALTIME_LIMITS.joinBurst * 4;
    for (let i = 0; i < joins; i++) {
      s.join('churn', `j${i}`);
      s.send([`j${i}`, `l${i}`, 'realtime:churn', 'phx_leave', {}]);
    }
    const refused = await waitFor(
      () => s.frames.find((f) => f[3] === 'phx_reply' && f[4].status === 'error'),
      'the refused join',
    );
    expect(refused[4].response).toEqual({ reason: 'ClientJoinRateLimitReached: Too many joins per second' });
    expect(await s.closed()).toEqual({ code: 1008, reason: 'Too many joins per second' });
    // The first joins, within the burst, were answered normally.
    expect((await s.reply('j0'))[4].status).toBe('ok');
  });

  it('closes a socket that sends more messages than the message rate allows', async () => {
    const s = await RawSocket.open('127.0.0.6');
    for (let i = 0; i < REALTIME_LIMITS.messageBurst * 5; i++) s.send([null, `h${i}`, 'phoenix', 'heartbeat', {}]);
    expect(await s.closed()).toEqual({ code: 1008, reason: 'Too many messages per second' });
    expect((await s.reply('h0'))[4]).toEqual({ status: 'ok', response: {} });
  });

  it('refuses more postgres_changes bindings per channel, or more `in` values, than allowed', async () => {
    const s = await RawSocket.open('127.0.0.8');
    const system = (topic: string) =>
      waitFor(() => s.frames.find((f) => f[2] === `realtime:${topic}` && f[3] === 'system'), `system on ${topic}`);
    const many = Array.from({ length: REALTIME_LIMITS.bindingsPerChannel + 1 }, (_, i) => ({
      event: 'INSERT',
      schema: 'public',
      table: 'gallery',
      filter: `title=eq.t${i}`,
    }));
    s.send(['1', '1', 'realtime:many', 'phx_join', { config: { postgres_changes: many } }]);
    expect((await system('many'))[4]).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(String((await system('many'))[4].message)).toContain(
      `at most ${REALTIME_LIMITS.bindingsPerChannel} postgres_changes bindings per channel`,
    );

    const values = Array.from({ length: REALTIME_LIMITS.inValues + 1 }, (_, i) => `t${i}`).join(',');
    const wide = { event: 'INSERT', schema: 'public', table: 'gallery', filter: `title=in.(${values})` };
    s.send(['2', '2', 'realtime:wide', 'phx_join', { config: { postgres_changes: [wide] } }]);
    expect(String((await system('wide'))[4].message)).toContain('too many values for `in` filter. Maximum 100');

    // At the limits, both are accepted.
    const fewer = Array.from({ length: REALTIME_LIMITS.inValues }, (_, i) => `t${i}`).join(',');
    const edge = { event: 'INSERT', schema: 'public', table: 'gallery', filter: `title=in.(${fewer})` };
    s.send(['3', '3', 'realtime:edge', 'phx_join', { config: { postgres_changes: many.slice(2).concat(edge) } }]);
    expect((await system('edge'))[4]).toMatchObject({ status: 'ok', message: 'Subscribed to PostgreSQL' });
    s.ws.close();
  });

  it('keeps serving a client that stays within the limits', async () => {
    const s = await RawSocket.open('127.0.0.7');
    for (let i = 0; i < 20; i++) s.send([null, `h${i}`, 'phoenix', 'heartbeat', {}]);
    for (let i = 0; i < 5; i++) s.join(`calm-${i}`, `c${i}`);
    for (let i = 0; i < 5; i++) expect((await s.reply(`c${i}`))[4].status).toBe('ok');
    await s.reply('h19');
    expect(s.ws.readyState).toBe(WebSocket.OPEN);
    s.ws.close();
  });
});
