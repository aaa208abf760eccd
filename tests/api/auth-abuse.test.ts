/**
 * Password guessing against the local auth server, from several client addresses: loopback addresses
 * 127.0.0.2, 127.0.0.3, … are bound as the local end of each connection, so the server sees each as its
 * own source (on Linux the whole of 127/8 is loopback). A source that keeps failing is throttled; an
 * account under attack is only slowed down, so the owner still gets in; X-Forwarded-For is ignored.
 */
import http from 'node:http';
import { AuthApiError, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, wsTransport, type TestServer } from '../helpers/server';

// Read by the auth service when the server starts. Low limits keep the suite short; the account delay
// is long so that no test can outlast it by accident.
process.env.AUTH_SIGNIN_MAX_FAILURES = '3'; // per e-mail from one source
process.env.AUTH_SIGNIN_MAX_FAILURES_PER_IP = '8'; // per source, all e-mails
process.env.AUTH_SIGNIN_ACCOUNT_FREE_FAILURES = '4'; // per e-mail from all sources, before checks are spaced
process.env.AUTH_SIGNIN_ACCOUNT_DELAY = '600';

let t: TestServer;

/** fetch over node:http with the given local address, so the server sees that client IP. */
function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const url = new URL(request.url);
    return new Promise<Response>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers: Object.fromEntries(request.headers),
          localAddress,
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers)) {
              for (const v of Array.isArray(value) ? value : [value ?? '']) headers.append(name, v);
            }
            const status = incoming.statusCode ?? 500;
            const empty = status === 204 || status === 304;
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}

/** A supabase-js client whose requests come from `address`. */
function from(address: string): SupabaseClient {
  return createClient(t.url, t.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(address) },
    realtime: { transport: wsTransport },
  });
}

async function createAccount(email: string, password: string): Promise<void> {
  const { error } = await t.serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
  expect(error).toBeNull();
}

function signIn(address: string, email: string, password: string) {
  return from(address).auth.signInWithPassword({ email, password });
}

const wrongPassword = (n: number) => `not-the-password-${n}`;

function expectThrottled(error: unknown): void {
  expect(error).toBeInstanceOf(AuthApiError);
  expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
}

beforeAll(async () => {
  t = await startTestServer();
});

afterAll(async () => {
  await t?.close();
});

describe('one source guessing', () => {
  it('is stopped for that account, while the owner still signs in from elsewhere', async () => {
    const owner = { email: 'owner@example.com', password: 'owner-password-long' };
    await createAccount(owner.email, owner.password);

    for (let i = 0; i < 3; i++) {
      const { error } = await signIn('127.0.0.2', owner.email, wrongPassword(i));
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const raw = await fetchFrom('127.0.0.2')(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: wrongPassword(3) }),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    // The guessing source learns nothing more, not even from the right password.
    expectThrottled((await signIn('127.0.0.2', owner.email, owner.password)).error);

    // The owner, on an address this server has never seen, is not locked out.
    const { data, error } = await signIn('127.0.0.3', owner.email, owner.password);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(owner.email);
  });

  it('is stopped for every account once it has failed too often overall; other sources are not', async () => {
    const owner = { email: 'spray-owner@example.com', password: 'spray-owner-password' };
    await createAccount(owner.email, owner.password);
    for (let i = 0; i < 8; i++) {
      const { error } = await signIn('127.0.0.4', `nobody-${i}@example.com`, wrongPassword(i));
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    expectThrottled((await signIn('127.0.0.4', owner.email, owner.password)).error);
    expect((await signIn('127.0.0.5', owner.email, owner.password)).error).toBeNull();
  });
});

describe('many sources guessing one account', () => {
  it('slows the account down for new sources, but not for a source its owner signed in from', async () => {
    const owner = { email: 'targeted@example.com', password: 'targeted-password' };
    await createAccount(owner.email, owner.password);
    expect((await signIn('127.0.0.6', owner.email, owner.password)).error).toBeNull();

    // Two sources, each below its own limit, fail four times between them: the account's free failures.
    for (const address of ['127.0.0.7', '127.0.0.8']) {
      for (let i = 0; i < 2; i++) {
        const { error } = await signIn(address, owner.email, wrongPassword(i));
        expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
      }
    }
    // Further guesses, from those sources or any new one, wait for the account's delay without being
    // checked, so spreading the guessing over more sources does not make it faster.
    expectThrottled((await signIn('127.0.0.7', owner.email, wrongPassword(2))).error);
    expectThrottled((await signIn('127.0.0.9', owner.email, wrongPassword(3))).error);
    // An unknown source has to wait too, even with the right password: it cannot be told from a guesser.
    expectThrottled((await signIn('127.0.0.10', owner.email, owner.password)).error);

    // Where the owner signed in before, the right password still works.
    const { data, error } = await signIn('127.0.0.6', owner.email, owner.password);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(owner.email);
  });
});

describe('the client address', () => {
  it('is the connection’s, whatever X-Forwarded-For says', async () => {
    const owner = { email: 'forwarded@example.com', password: 'forwarded-password' };
    await createAccount(owner.email, owner.password);
    const post = (address: string, password: string, forwardedFor: string) =>
      fetchFrom(address)(`${t.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: t.anonKey, 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({ email: owner.email, password }),
      });

    for (let i = 0; i < 3; i++)
      expect((await post('127.0.0.11', wrongPassword(i), `198.51.100.${i}`)).status).toBe(400);
    // Claiming to be someone else does not lift the throttle…
    expect((await post('127.0.0.11', owner.password, '203.0.113.7')).status).toBe(429);
    // …and claiming to be the throttled source does not throttle anyone else.
    expect((await post('127.0.0.12', owner.password, '127.0.0.11')).status).toBe(200);
  });
});
