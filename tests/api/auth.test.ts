/**
 * The GoTrue subset at /auth/v1 through supabase-js: admin-created staff accounts, password sign-in,
 * the access token's claims, refresh-token rotation with the reuse interval, sign-out, refused public
 * sign-up, the sign-in rate limit, RLS seeing the signed-in user (admin vs not), and the refusals that
 * keep the service safe: short passwords, oversized or malformed bodies, tokens that never expire.
 * (Throttling sign-ins by source and by account: auth-abuse.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import { AuthApiError, createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/jwt';
import { startTestServer, wsTransport, type TestServer } from '../helpers/server';

// Read by the auth service when the server starts: a short reuse interval and a low failure limit keep
// the suite fast (defaults: 10 s and 5 failures).
process.env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL = '1';
process.env.AUTH_SIGNIN_MAX_FAILURES = '3';
process.env.AUTH_SIGNIN_MAX_FAILURES_PER_IP = '50';

const ADMIN = { email: 'staff@example.com', password: 'a-long-staff-password' };
const MEMBER = { email: 'member@example.com', password: 'member-password' };

let t: TestServer;
let service: SupabaseClient;
let adminId: string;
let inquiryId: string;

function client(): SupabaseClient {
  return t.client();
}

async function signedIn(credentials: { email: string; password: string }): Promise<SupabaseClient> {
  const c = client();
  const { error } = await c.auth.signInWithPassword(credentials);
  expect(error).toBeNull();
  return c;
}

function decode(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString('utf8')) as Record<string, unknown>;
}

function auth(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return fetch(`${t.url}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: t.anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
      ...init.headers,
    },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await startTestServer();
  service = t.serviceClient();
  const { data, error } = await service.auth.admin.createUser({
    ...ADMIN,
    email_confirm: true,
    user_metadata: { name: 'Staff' },
  });
  expect(error).toBeNull();
  adminId = data.user?.id as string;
  // public.admins refuses every API role (even service_role) by design; the owner writes it, as the CLI does.
  await t.server.db.query('insert into public.admins (user_id, email) values ($1, $2)', [adminId, ADMIN.email]);
  expect((await service.auth.admin.createUser({ ...MEMBER, email_confirm: true })).error).toBeNull();

  inquiryId = randomUUID();
  const inserted = await t.client().from('tour_inquiries').insert({
    id: inquiryId,
    tour_id: 'hill-country-4day',
    tour_title: 'Hill Country',
    first_name: 'Ada',
    last_name: 'Example',
    email: 'ada@example.com',
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
  });
  expect(inserted.error).toBeNull();
});

afterAll(async () => {
  await t?.close();
});

describe('accounts', () => {
  it('creates users through the admin API and refuses a duplicate e-mail with 422 email_exists', async () => {
    const { data, error } = await service.auth.admin.getUserById(adminId);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: adminId,
      aud: 'authenticated',
      role: 'authenticated',
      email: ADMIN.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Staff' },
      is_anonymous: false,
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const dup = await service.auth.admin.createUser({ email: 'STAFF@example.com', password: 'whatever-password' });
    expect(dup.error).toBeInstanceOf(AuthApiError);
    expect(dup.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
  });

  it('lists and deletes users only for the service role', async () => {
    const temp = await service.auth.admin.createUser({
      email: 'temp@example.com',
      password: 'temp-password',
      email_confirm: true,
    });
    const list = await service.auth.admin.listUsers();
    expect(list.data.users.map((u) => u.email)).toEqual(
      expect.arrayContaining([ADMIN.email, MEMBER.email, 'temp@example.com']),
    );

    const member = await signedIn(MEMBER);
    const { data: session } = await member.auth.getSession();
    const asMember = createClient(t.url, session.session?.access_token as string, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: wsTransport },
    });
    const refused = await asMember.auth.admin.listUsers();
    expect(refused.error).toMatchObject({ status: 403, code: 'not_admin' });

    expect((await service.auth.admin.deleteUser(temp.data.user?.id as string)).error).toBeNull();
    expect((await service.auth.admin.getUserById(temp.data.user?.id as string)).error).toMatchObject({ status: 404 });
  });

  it('refuses public sign-up with 422 signup_disabled', async () => {
    const { data, error } = await client().auth.signUp({ email: 'new@example.com', password: 'new-password-123' });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
  });

  it('publishes /health and /settings', async () => {
    expect((await fetch(`${t.url}/auth/v1/health`)).status).toBe(200);
    const settings = (await (await auth('/settings')).json()) as {
      external: { email: boolean };
      disable_signup: boolean;
    };
    expect(settings.external.email).toBe(true);
    expect(settings.disable_signup).toBe(true);
  });
});

describe('signing in', () => {
  it('returns a session whose access token carries GoTrue claims', async () => {
    const c = client();
    const { data, error } = await c.auth.signInWithPassword(ADMIN);
    expect(error).toBeNull();
    const session = data.session;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session?.refresh_token.length).toBeGreaterThanOrEqual(12);
    expect(data.user?.last_sign_in_at).toBeTruthy();

    const claims = decode(session?.access_token as string);
    expect(claims).toMatchObject({
      iss: `${t.url}/auth/v1`,
      sub: adminId,
      aud: 'authenticated',
      role: 'authenticated',
      email: ADMIN.email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Staff' },
    });
    expect(claims.exp as number).toBe((claims.iat as number) + 3600);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);

    const user = await c.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user).toMatchObject({ id: adminId, email: ADMIN.email });
  });

  it('answers a wrong password and an unknown e-mail alike: 400 invalid_credentials', async () => {
    const wrong = await client().auth.signInWithPassword({ email: ADMIN.email, password: 'not-the-password' });
    const unknown = await client().auth.signInWithPassword({
      email: 'nobody@example.com',
      password: 'not-the-password',
    });
    for (const { data, error } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('writes errors in the 2024-01-01 format with their headers', async () => {
    const response = await auth('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'nobody-else@example.com', password: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await response.json()).toEqual({
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
      message: 'Invalid login credentials',
    });
  });

  it('limits repeated failures for an e-mail with 429 over_request_rate_limit', async () => {
    const email = 'locked@example.com';
    await service.auth.admin.createUser({ email, password: 'locked-password', email_confirm: true });
    for (let i = 0; i < 3; i++) {
      const { error } = await client().auth.signInWithPassword({ email, password: `wrong-${i}` });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    // Blocked even with the right password from this source until the window passes.
    const { error } = await client().auth.signInWithPassword({ email, password: 'locked-password' });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    // Other accounts are not affected.
    expect((await client().auth.signInWithPassword(MEMBER)).error).toBeNull();
  });

  it('refuses an unconfirmed e-mail with email_not_confirmed', async () => {
    await service.auth.admin.createUser({ email: 'unconfirmed@example.com', password: 'unconfirmed-pw' });
    const { error } = await client().auth.signInWithPassword({
      email: 'unconfirmed@example.com',
      password: 'unconfirmed-pw',
    });
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
  });
});

describe('sessions', () => {
  it('rotates refresh tokens; the previous one answers only within the reuse interval', async () => {
    const c = await signedIn(ADMIN);
    const first = (await c.auth.getSession()).data.session?.refresh_token as string;
    const { data, error } = await c.auth.refreshSession();
    expect(error).toBeNull();
    const second = data.session?.refresh_token as string;
    expect(second).not.toBe(first);
    expect(decode(data.session?.access_token as string).session_id).toBe(
      decode((await c.auth.getSession()).data.session?.access_token as string).session_id,
    );

    // A racing tab replaying the old token right away gets the current one, not an error.
    const replay = await auth('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: first }),
    });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { refresh_token: string }).refresh_token).toBe(second);

    await sleep(1100); // past AUTH_REFRESH_TOKEN_REUSE_INTERVAL
    const late = await client().auth.refreshSession({ refresh_token: first });
    expect(late.error).toBeInstanceOf(AuthApiError);
    expect(late.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // Reuse looks like theft: the whole token family is revoked.
    const after = await client().auth.refreshSession({ refresh_token: second });
    expect(after.error).toMatchObject({ status: 400 });
  });

  it('rejects an unknown refresh token with refresh_token_not_found', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'not-a-real-refresh-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('ends the session on sign-out: the old access token and refresh token stop working', async () => {
    const c = await signedIn(ADMIN);
    const session = (await c.auth.getSession()).data.session;
    const accessToken = session?.access_token as string;
    expect((await c.auth.signOut()).error).toBeNull();

    const user = await client().auth.getUser(accessToken);
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const raw = await auth('/user', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(raw.status).toBe(403);
    expect(raw.headers.get('x-sb-error-code')).toBe('session_not_found');
    const refresh = await client().auth.refreshSession({ refresh_token: session?.refresh_token as string });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('refuses /user without a user token', async () => {
    const anonKey = await auth('/user');
    expect(anonKey.status).toBe(403);
    expect(await anonKey.json()).toMatchObject({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
    const garbage = await auth('/user', { headers: { Authorization: 'Bearer not.a.jwt' } });
    expect(garbage.status).toBe(403);
    expect(garbage.headers.get('x-sb-error-code')).toBe('bad_jwt');
    const noKey = await fetch(`${t.url}/auth/v1/user`);
    expect(noKey.status).toBe(401);
  });
});

describe('passwords', () => {
  const SHORT = 'elevenchars'; // 11 characters; config.toml asks for 12

  it("refuses a password shorter than config.toml's minimum with 422 weak_password, on create and update", async () => {
    const email = 'short@example.com';
    const created = await service.auth.admin.createUser({ email, password: SHORT, email_confirm: true });
    expect(created.data.user).toBeNull();
    expect(created.error).toMatchObject({
      name: 'AuthWeakPasswordError',
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 12 characters.',
      reasons: ['length'],
    });
    const stored = await t.server.db.query('select 1 from auth.users where email = $1', [email]);
    expect(stored.rows).toEqual([]);

    const raw = await auth('/admin/users', {
      method: 'POST',
      headers: { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.serviceRoleKey}` },
      body: JSON.stringify({ email, password: SHORT }),
    });
    expect(raw.status).toBe(422);
    expect(raw.headers.get('x-sb-error-code')).toBe('weak_password');
    expect(await raw.json()).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['length'] } });

    const twelve = 'twelve-chars';
    const ok = await service.auth.admin.createUser({ email, password: twelve, email_confirm: true });
    expect(ok.error).toBeNull();
    const id = ok.data.user?.id as string;
    const updated = await service.auth.admin.updateUserById(id, { password: SHORT });
    expect(updated.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    // The old password still works; the short one was never stored.
    expect((await client().auth.signInWithPassword({ email, password: twelve })).error).toBeNull();
    expect((await client().auth.signInWithPassword({ email, password: SHORT })).error).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it("refuses a password longer than bcrypt's 72 bytes, which would be cut short silently", async () => {
    const { error } = await service.auth.admin.createUser({ email: 'long@example.com', password: 'x'.repeat(73) });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
  });
});

describe('request bodies', () => {
  it('answers a body over 1 MiB with 413 request_entity_too_large, and carries on', async () => {
    const big = JSON.stringify({ email: ADMIN.email, password: 'p'.repeat(1024 * 1024) });
    const response = await auth('/token?grant_type=password', { method: 'POST', body: big });
    expect(response.status).toBe(413);
    expect(response.headers.get('x-sb-error-code')).toBe('request_entity_too_large');
    expect(await response.json()).toEqual({
      code: 'request_entity_too_large',
      error_code: 'request_entity_too_large',
      msg: 'Request body too large (max 1048576 bytes)',
      message: 'Request body too large (max 1048576 bytes)',
    });

    const admin = await auth('/admin/users', {
      method: 'POST',
      headers: { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.serviceRoleKey}` },
      body: JSON.stringify({ email: 'big@example.com', user_metadata: { note: 'n'.repeat(2 * 1024 * 1024) } }),
    });
    expect(admin.status).toBe(413);

    expect((await client().auth.signInWithPassword(ADMIN)).error).toBeNull();
  });

  it('answers malformed JSON with 400 bad_json', async () => {
    for (const body of ['{"email":', '[1, 2]', '"text"', 'null']) {
      const response = await auth('/token?grant_type=password', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('bad_json');
    }
    const update = await auth(`/admin/users/${adminId}`, {
      method: 'PUT',
      headers: { apikey: t.serviceRoleKey, Authorization: `Bearer ${t.serviceRoleKey}` },
      body: 'not json',
    });
    expect(update.status).toBe(400);
    expect(update.headers.get('x-sb-error-code')).toBe('bad_json');
  });
});

describe('tokens without exp', () => {
  it('refuses a correctly signed token that never expires, in auth and in the REST API', async () => {
    const eternal = signJwt({ iss: 'supabase-local', role: 'service_role' }, t.server.config.jwtSecret);
    const asEternal = createClient(t.url, eternal, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: wsTransport },
    });
    const listed = await asEternal.auth.admin.listUsers();
    expect(listed.error).toMatchObject({ status: 403, code: 'bad_jwt' });

    const userToken = signJwt(
      { sub: adminId, role: 'authenticated', aud: 'authenticated', email: ADMIN.email },
      t.server.config.jwtSecret,
    );
    const user = await auth('/user', { headers: { Authorization: `Bearer ${userToken}` } });
    expect(user.status).toBe(403);
    expect(user.headers.get('x-sb-error-code')).toBe('bad_jwt');

    const rest = await fetch(`${t.url}/rest/v1/tour_inquiries?select=id`, {
      headers: { apikey: eternal, Authorization: `Bearer ${eternal}` },
    });
    expect(rest.status).toBe(401);
  });
});

describe('RLS sees the signed-in user', () => {
  it('lets an admin read every inquiry and change its status', async () => {
    const admin = await signedIn(ADMIN);
    const { data, error } = await admin.from('tour_inquiries').select('id, status, email').eq('id', inquiryId);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: inquiryId, status: 'pending', email: 'ada@example.com' }]);

    const updated = await admin
      .from('tour_inquiries')
      .update({ status: 'confirmed' })
      .eq('id', inquiryId)
      .select('id, status');
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([{ id: inquiryId, status: 'confirmed' }]);
    const check = await service.from('tour_inquiries').select('status').eq('id', inquiryId).single();
    expect(check.data).toEqual({ status: 'confirmed' });
  });

  it('shows a signed-in non-admin nothing and lets them change nothing', async () => {
    const member = await signedIn(MEMBER);
    expect(await member.from('tour_inquiries').select('id')).toMatchObject({ data: [], error: null, status: 200 });
    const update = await member.from('tour_inquiries').update({ status: 'cancelled' }).eq('id', inquiryId).select('id');
    expect(update).toMatchObject({ data: [], error: null });
    expect((await service.from('tour_inquiries').select('status').eq('id', inquiryId).single()).data).toEqual({
      status: 'confirmed',
    });
    expect(await member.from('admins').select('email')).toMatchObject({ data: [], error: null });
  });
});
