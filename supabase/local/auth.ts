/**
 * The GoTrue (Supabase Auth) subset supabase-js uses, at /auth/v1: password sign-in, refresh-token
 * rotation with GoTrue's reuse interval, /user, /logout, the admin user API for the service role, and
 * /health + /settings. Public sign-up is refused (staff accounts come from the admin CLI). Errors use
 * the 2024-01-01 API format. Like GoTrue, this service talks to the database as its owner.
 *
 * Password sign-ins are throttled in memory (auth-rate-limit.ts): by client address (the socket's; no
 * forwarding header is trusted, this server is the gateway), and per account only slowed down, so that
 * guessers cannot lock the owner out. Settings (seconds unless noted), from the environment when the
 * handler is created:
 *   AUTH_JWT_EXPIRY=3600                      access-token lifetime
 *   AUTH_REFRESH_TOKEN_REUSE_INTERVAL=10      a just-rotated refresh token still answers for this long
 *   AUTH_SIGNIN_MAX_FAILURES=5                failures per e-mail from one address in the window → that
 *                                             address gets 429 for that e-mail
 *   AUTH_SIGNIN_MAX_FAILURES_PER_IP=30        failures per address (any e-mail) in the window → 429
 *   AUTH_SIGNIN_FAILURE_WINDOW=300            the sliding window of the two above
 *   AUTH_SIGNIN_ACCOUNT_FREE_FAILURES=10      failures per e-mail (all addresses) in the account window
 *                                             before its password is checked at most once per delay
 *   AUTH_SIGNIN_ACCOUNT_WINDOW=3600           the account window
 *   AUTH_SIGNIN_ACCOUNT_DELAY=1               the first delay; it doubles with each further failure…
 *   AUTH_SIGNIN_ACCOUNT_MAX_DELAY=300         …up to this. Addresses the account signed in from within
 *                                             the last 30 days skip the delay.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Db } from './db.ts';
import { PayloadTooLargeError, readBody, type RouteHandler, type ServerContext } from './http-util.ts';
import { JwtError, signJwt, verifyJwt, type Claims } from './jwt.ts';
import { single } from './request-scope.ts';
import { isPgError } from './rest-errors.ts';
import { SignInThrottle, sourceKey } from './auth-rate-limit.ts';
import {
  AuthError,
  UUID_PATTERN,
  checkPassword,
  createSession,
  createUser,
  deleteUser,
  findUserById,
  listUsers,
  newRefreshToken,
  normalizeEmail,
  updateUser,
  userJson,
  verifyPassword,
  type UserRow,
} from './auth-users.ts';
import {
  LOCAL_ADMIN_PATH,
  LOCAL_ADMIN_TOKEN_FILE,
  LOCAL_ADMIN_TOKEN_HEADER,
  addAdmin,
  listAdmins,
  removeAdmin,
} from './admin-store.ts';

const PREFIX = '/auth/v1';
const API_VERSION = '2024-01-01';
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const DEFAULT_PER_PAGE = 50; // GoTrue's admin list page size
const MAX_PER_PAGE = 1000;
// bcrypt (cost 10) of a random string nobody knows; compared against when the e-mail has no account.
const DUMMY_HASH = '$2a$10$NZRDQp3zK0odUL1iV0mkr.L2VN5Mzy5liALGawY8U4EfD4BpPm2eO';

export interface AuthSettings {
  jwtExpiry: number; // seconds
  reuseInterval: number; // seconds
  maxFailuresPerEmail: number; // per e-mail from one address
  maxFailuresPerIp: number;
  failureWindow: number; // seconds
  accountFreeFailures: number;
  accountWindow: number; // seconds
  accountDelay: number; // seconds
  accountMaxDelay: number; // seconds
}

export function readAuthSettings(env: NodeJS.ProcessEnv = process.env): AuthSettings {
  const num = (name: string, fallback: number, min = 0) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number of at least ${min}, got "${value}"`);
    return n;
  };
  return {
    jwtExpiry: num('AUTH_JWT_EXPIRY', 3600),
    reuseInterval: num('AUTH_REFRESH_TOKEN_REUSE_INTERVAL', 10),
    maxFailuresPerEmail: num('AUTH_SIGNIN_MAX_FAILURES', 5, 1),
    maxFailuresPerIp: num('AUTH_SIGNIN_MAX_FAILURES_PER_IP', 30, 1),
    failureWindow: num('AUTH_SIGNIN_FAILURE_WINDOW', 300),
    accountFreeFailures: num('AUTH_SIGNIN_ACCOUNT_FREE_FAILURES', 10),
    accountWindow: num('AUTH_SIGNIN_ACCOUNT_WINDOW', 3600),
    accountDelay: num('AUTH_SIGNIN_ACCOUNT_DELAY', 1),
    accountMaxDelay: num('AUTH_SIGNIN_ACCOUNT_MAX_DELAY', 300),
  };
}

interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function createAuthHandler(ctx: ServerContext, settings: AuthSettings = readAuthSettings()): RouteHandler {
  const service = new AuthService(ctx, settings);
  return async (req, res, url) => {
    let reply: Reply;
    try {
      reply = await service.route(req, url);
    } catch (error) {
      if (error instanceof AuthError) reply = errorReply(error);
      else if (isPgError(error)) {
        console.error(error);
        reply = errorReply(new AuthError(500, 'unexpected_failure', 'Database error'));
      } else throw error;
    }
    send(res, reply);
  };
}

function errorReply(error: AuthError): Reply {
  return {
    status: error.status,
    // Both shapes at once: `code` for 2024-01-01 clients, `error_code`/`msg` for older ones.
    body: { code: error.code, error_code: error.code, msg: error.message, message: error.message, ...error.extra },
    headers: { ...error.headers, 'x-sb-error-code': error.code },
  };
}

function send(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { 'X-Supabase-Api-Version': API_VERSION, ...reply.headers };
  if (reply.body === undefined) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(reply.body));
}

const invalidCredentials = () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials');

class AuthService {
  private readonly db: Db;
  private readonly throttle: SignInThrottle;
  private readonly localToken = randomBytes(32).toString('base64url');
  private readonly localTokenWritten: Promise<void>;

  constructor(
    private readonly ctx: ServerContext,
    private readonly settings: AuthSettings,
  ) {
    this.db = ctx.db;
    this.throttle = new SignInThrottle({
      maxFailuresPerSourceAndAccount: settings.maxFailuresPerEmail,
      maxFailuresPerSource: settings.maxFailuresPerIp,
      windowMs: settings.failureWindow * 1000,
      accountFreeFailures: settings.accountFreeFailures,
      accountWindowMs: settings.accountWindow * 1000,
      accountDelayMs: settings.accountDelay * 1000,
      accountMaxDelayMs: settings.accountMaxDelay * 1000,
    });
    const dir = ctx.config.dataDir;
    this.localTokenWritten = mkdir(dir, { recursive: true })
      .then(() => writeFile(path.join(dir, LOCAL_ADMIN_TOKEN_FILE), `${this.localToken}\n`, { mode: 0o600 }))
      .catch((error: unknown) => console.warn(`Local admin channel disabled: ${String(error)}`));
  }

  async route(req: IncomingMessage, url: URL): Promise<Reply> {
    const method = (req.method ?? 'GET').toUpperCase();
    const route = url.pathname.slice(PREFIX.length).replace(/\/+$/, '') || '/';

    // Open endpoints, as on hosted Supabase.
    if (method === 'GET' && route === '/health') {
      return {
        status: 200,
        body: { version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' },
      };
    }
    if (method === 'GET' && route === '/.well-known/jwks.json') return { status: 200, body: { keys: [] } };

    if (!single(req.headers.apikey) && !single(req.headers.authorization) && !url.searchParams.get('apikey')) {
      // The gateway (Kong key-auth) answer, before the request reaches GoTrue.
      return {
        status: 401,
        body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
      };
    }

    if (url.pathname.replace(/\/+$/, '') === LOCAL_ADMIN_PATH) return this.localAdmins(req, url, method);

    switch (`${method} ${route}`) {
      case 'GET /settings':
        return { status: 200, body: this.settingsBody() };
      case 'POST /token':
        return this.token(req, url);
      case 'GET /user':
        return { status: 200, body: userJson((await this.requireSession(req)).user) };
      case 'POST /logout':
        return this.logout(req, url);
      case 'POST /signup':
        await readJson(req);
        throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
      case 'GET /admin/users':
        this.requireAdmin(req);
        return this.listUsers(url);
      case 'POST /admin/users':
        this.requireAdmin(req);
        return this.createUser(req);
    }
    const userRoute = /^\/admin\/users\/([^/]+)$/.exec(route);
    if (userRoute) {
      this.requireAdmin(req);
      return this.adminUser(req, method, decodeURIComponent(userRoute[1] as string));
    }
    throw new AuthError(
      404,
      'not_found',
      'Not found: this local auth server offers password sign-in, token refresh, /user, /logout and the admin user API',
    );
  }

  private settingsBody() {
    return {
      external: {
        anonymous_users: false,
        apple: false,
        azure: false,
        bitbucket: false,
        discord: false,
        facebook: false,
        figma: false,
        fly: false,
        github: false,
        gitlab: false,
        google: false,
        keycloak: false,
        kakao: false,
        linkedin_oidc: false,
        notion: false,
        spotify: false,
        slack_oidc: false,
        workos: false,
        twitch: false,
        twitter: false,
        email: true,
        phone: false,
        zoom: false,
      },
      disable_signup: true,
      mailer_autoconfirm: true,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    };
  }

  // ---- tokens -------------------------------------------------------------------------------------

  private async token(req: IncomingMessage, url: URL): Promise<Reply> {
    const grant = url.searchParams.get('grant_type');
    const body = await readJson(req);
    if (grant === 'password') return this.passwordGrant(req, body);
    if (grant === 'refresh_token') return this.refreshGrant(body);
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  }

  private async passwordGrant(req: IncomingMessage, body: Record<string, unknown>): Promise<Reply> {
    const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email) {
      if (typeof body.phone === 'string' && body.phone) {
        throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      }
      throw new AuthError(400, 'validation_failed', 'missing email or phone');
    }
    // The socket's address: this server is the gateway, and a forwarding header could say anything.
    const admission = this.throttle.admit(sourceKey(req.socket.remoteAddress), email);
    if (!admission.admitted) {
      throw new AuthError(
        429,
        'over_request_rate_limit',
        'Request rate limit reached',
        {},
        { 'Retry-After': String(Math.ceil(admission.retryAfterMs / 1000)) },
      );
    }

    const { rows } = await this.db.query<{ id: string }>(
      'select id::text as id from auth.users where lower(email) = $1 and deleted_at is null',
      [email],
    );
    const id = rows[0]?.id;
    const ok = id ? await verifyPassword(this.db, id, password) : await this.dummyVerify(password);
    if (!id || !ok) throw invalidCredentials(); // the attempt stays counted
    this.throttle.succeeded(admission.attempt);
    const user = (await findUserById(this.db, id)) as UserRow;
    if (user.banned) throw new AuthError(400, 'user_banned', 'User is banned');
    if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');

    const session = await this.db.transaction(async (tx) => {
      const created = await createSession(tx, id);
      await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [id]);
      return created;
    });
    const fresh = (await findUserById(this.db, id)) as UserRow;
    return { status: 200, body: this.sessionBody(fresh, session.sessionId, session.createdAt, session.refreshToken) };
  }

  /** Same cost as a real check, so timing does not tell which addresses have accounts. */
  private async dummyVerify(password: string): Promise<boolean> {
    await this.db.query('select $1::text = extensions.crypt($2::text, $1::text) as ok', [DUMMY_HASH, password]);
    return false;
  }

  private async refreshGrant(body: Record<string, unknown>): Promise<Reply> {
    const presented = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!presented) throw new AuthError(400, 'validation_failed', 'refresh_token required');
    const notFound = () =>
      new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

    // The family revocation on reuse must survive the error answer, so errors are returned, not thrown.
    const result = await this.db.transaction(
      async (tx): Promise<AuthError | { user: string; session: string; token: string; created: number }> => {
        const { rows } = await tx.query<{
          revoked: boolean;
          session_id: string;
          user_id: string;
          age: number | string;
          expired: boolean;
          created: number | string;
        }>(
          `select rt.revoked, rt.session_id::text, rt.user_id::text,
                extract(epoch from now() - rt.updated_at)::float8 as age,
                coalesce(s.not_after < now(), false) as expired,
                floor(extract(epoch from s.created_at))::bigint as created
         from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
         where rt.token = $1 for update of rt`,
          [presented],
        );
        const row = rows[0];
        if (!row) return notFound();
        if (row.expired) return new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
        const created = Number(row.created);
        if (row.revoked) {
          const active = (
            await tx.query<{ token: string; parent: string | null }>(
              `select token, parent from auth.refresh_tokens
             where session_id = $1 and not revoked order by id desc limit 1`,
              [row.session_id],
            )
          ).rows[0];
          // GoTrue: the token rotated away moments ago (a racing tab, a lost response) still gets the
          // current one; any older reuse looks like theft and ends the whole token family.
          if (active && active.parent === presented && Number(row.age) < this.settings.reuseInterval) {
            return { user: row.user_id, session: row.session_id, token: active.token, created };
          }
          await tx.query(
            'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
            [row.session_id],
          );
          return new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        }
        const next = newRefreshToken();
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [
          presented,
        ]);
        await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
          next,
          row.user_id,
          row.session_id,
          presented,
        ]);
        await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
        return { user: row.user_id, session: row.session_id, token: next, created };
      },
    );
    if (result instanceof AuthError) throw result;
    const user = await findUserById(this.db, result.user);
    if (!user) throw notFound();
    if (user.banned) throw new AuthError(400, 'user_banned', 'User is banned');
    return { status: 200, body: this.sessionBody(user, result.session, result.created, result.token) };
  }

  /** GoTrue's AccessTokenResponse; claims as `GenerateAccessToken` writes them. */
  private sessionBody(user: UserRow, sessionId: string, sessionCreated: number, refreshToken: string) {
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + this.settings.jwtExpiry;
    const claims: Claims = {
      iss: `${this.ctx.config.apiUrl}${PREFIX}`,
      sub: user.id,
      aud: user.aud || 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: user.phone,
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: user.role || 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: sessionCreated }],
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    };
    return {
      access_token: signJwt(claims, this.ctx.config.jwtSecret),
      token_type: 'bearer',
      expires_in: this.settings.jwtExpiry,
      expires_at: exp,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  // ---- signed-in user -----------------------------------------------------------------------------

  /** The gateway passes the apikey on as the bearer when Authorization is absent. */
  private bearer(req: IncomingMessage): string | undefined {
    const authorization = single(req.headers.authorization);
    if (authorization && /^bearer\s+/i.test(authorization)) return authorization.replace(/^bearer\s+/i, '').trim();
    return single(req.headers.apikey);
  }

  private verify(req: IncomingMessage): Claims {
    const token = this.bearer(req);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
    try {
      return verifyJwt(token, this.ctx.config.jwtSecret);
    } catch (error) {
      if (error instanceof JwtError) throw new AuthError(403, 'bad_jwt', error.message);
      throw error;
    }
  }

  private async requireSession(req: IncomingMessage): Promise<{ user: UserRow; sessionId: string | undefined }> {
    const claims = this.verify(req);
    const sub = typeof claims.sub === 'string' ? claims.sub : '';
    if (!sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    if (!UUID_PATTERN.test(sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
    const user = await findUserById(this.db, sub);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
    if (sessionId !== undefined) {
      const found =
        UUID_PATTERN.test(sessionId) &&
        (
          await this.db.query(
            'select 1 from auth.sessions where id = $1 and user_id = $2 and (not_after is null or not_after > now())',
            [sessionId, sub],
          )
        ).rows.length > 0;
      if (!found) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    return { user, sessionId };
  }

  private async logout(req: IncomingMessage, url: URL): Promise<Reply> {
    const scope = url.searchParams.get('scope') ?? 'global';
    if (!['global', 'local', 'others'].includes(scope)) {
      throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`);
    }
    const { user, sessionId } = await this.requireSession(req);
    if (scope === 'global' || !sessionId) {
      await this.db.query('delete from auth.sessions where user_id = $1', [user.id]);
    } else if (scope === 'local') {
      await this.db.query('delete from auth.sessions where id = $1', [sessionId]);
    } else {
      await this.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
    }
    return { status: 204 };
  }

  // ---- admin API (service role) -------------------------------------------------------------------

  private requireAdmin(req: IncomingMessage): void {
    const claims = this.verify(req);
    if (!ADMIN_ROLES.has(String(claims.role ?? ''))) throw new AuthError(403, 'not_admin', 'User not allowed');
  }

  private async listUsers(url: URL): Promise<Reply> {
    const page = Math.max(1, Number.parseInt(url.searchParams.get('page') || '1', 10) || 1);
    const perPage = Math.min(
      MAX_PER_PAGE,
      Math.max(1, Number.parseInt(url.searchParams.get('per_page') || `${DEFAULT_PER_PAGE}`, 10) || DEFAULT_PER_PAGE),
    );
    const filter = url.searchParams.get('filter') || undefined;
    const { users, total } = await listUsers(this.db, { page, perPage, filter });
    const last = Math.max(1, Math.ceil(total / perPage));
    const link = (p: number, rel: string) => `</admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
    const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')];
    return {
      status: 200,
      body: { users: users.map(userJson), aud: 'authenticated' },
      headers: { 'X-Total-Count': String(total), Link: links.join(', ') },
    };
  }

  private async createUser(req: IncomingMessage): Promise<Reply> {
    const body = await readJson(req);
    const email = optionalString(body, 'email');
    if (!email) {
      throw new AuthError(400, 'validation_failed', 'Cannot create a user without either an email or phone');
    }
    const user = await createUser(this.db, {
      id: optionalString(body, 'id'),
      email,
      password: optionalString(body, 'password'),
      emailConfirm: body.email_confirm === true,
      userMetadata: optionalObject(body, 'user_metadata'),
      appMetadata: optionalObject(body, 'app_metadata'),
      role: optionalString(body, 'role'),
      minPasswordLength: this.ctx.config.minPasswordLength,
    });
    return { status: 200, body: userJson(user) };
  }

  private async adminUser(req: IncomingMessage, method: string, id: string): Promise<Reply> {
    if (!UUID_PATTERN.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
    if (method === 'GET') {
      const user = await findUserById(this.db, id);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return { status: 200, body: userJson(user) };
    }
    if (method === 'PUT') {
      const body = await readJson(req);
      const user = await updateUser(this.db, id, {
        email: optionalString(body, 'email'),
        password: optionalString(body, 'password'),
        emailConfirm: body.email_confirm === true,
        userMetadata: optionalObject(body, 'user_metadata'),
        appMetadata: optionalObject(body, 'app_metadata'),
        banDuration: optionalString(body, 'ban_duration'),
        minPasswordLength: this.ctx.config.minPasswordLength,
      });
      return { status: 200, body: userJson(user) };
    }
    if (method === 'DELETE') {
      await readJson(req);
      let deleted: boolean;
      try {
        deleted = await deleteUser(this.db, id);
      } catch (error) {
        if (isPgError(error)) throw new AuthError(500, 'unexpected_failure', 'Database error deleting user');
        throw error;
      }
      if (!deleted) throw new AuthError(404, 'user_not_found', 'User not found');
      return { status: 200, body: {} };
    }
    throw new AuthError(405, 'method_not_allowed', `Method ${method} not allowed`);
  }

  // ---- local admin channel (admin CLI while the server owns the database) ---------------------------

  private async localAdmins(req: IncomingMessage, url: URL, method: string): Promise<Reply> {
    await this.localTokenWritten;
    const given = Buffer.from(single(req.headers[LOCAL_ADMIN_TOKEN_HEADER]) ?? '');
    const expected = Buffer.from(this.localToken);
    const fromLoopback = /^(127\.|::1$|::ffff:127\.)/.test(req.socket.remoteAddress ?? '');
    if (!fromLoopback || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AuthError(403, 'not_admin', 'User not allowed');
    }
    this.requireAdmin(req);
    if (method === 'GET') return { status: 200, body: { admins: await listAdmins(this.db) } };
    if (method === 'POST') {
      const body = await readJson(req);
      const password = optionalString(body, 'password');
      if (password !== undefined) checkPassword(password, this.ctx.config.minPasswordLength);
      const outcome = await addAdmin(this.db, optionalString(body, 'email') ?? '', password);
      return { status: 200, body: { outcome } };
    }
    if (method === 'DELETE') {
      return { status: 200, body: { removed: await removeAdmin(this.db, url.searchParams.get('email') ?? '') } };
    }
    throw new AuthError(405, 'method_not_allowed', `Method ${method} not allowed`);
  }
}

const MAX_AUTH_BODY_BYTES = 1 << 20; // 1 MiB, GoTrue's limit: auth bodies are tiny

/** The body as a JSON object; 413 (GoTrue's answer) beyond 1 MiB, 400 bad_json when it does not parse. */
async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw: Buffer;
  try {
    raw = await readBody(req, MAX_AUTH_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof PayloadTooLargeError)) throw error;
    throw new AuthError(
      413,
      'request_entity_too_large',
      `Request body too large (max ${MAX_AUTH_BODY_BYTES} bytes)`,
      {},
      { Connection: 'close' },
    );
  }
  const text = raw.toString('utf8');
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed as Record<string, unknown>;
}

function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new AuthError(400, 'validation_failed', `${key} must be a string`);
  return value;
}

function optionalObject(body: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(400, 'validation_failed', `${key} must be an object`);
  }
  return value as Record<string, unknown>;
}
