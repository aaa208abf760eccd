/**
 * auth.users, auth.sessions and auth.refresh_tokens as GoTrue keeps them, for the local auth service
 * and the admin CLI. Runs as the database owner (GoTrue's own connection bypasses RLS too). Passwords
 * are bcrypt hashes made by pgcrypto, the format GoTrue stores, so a database moved to hosted Supabase
 * keeps working logins.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from './db.ts';

export const BCRYPT_COST = 10; // GoTrue's bcrypt cost
const MAX_PASSWORD_BYTES = 72; // bcrypt ignores the rest; GoTrue refuses longer passwords
const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';
const REFRESH_TOKEN_BYTES = 24; // → 32 base64url characters, opaque
// GoTrue's address check (internal/utilities/email.go); mail delivery is not attempted here.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A GoTrue error: HTTP status, `error_code` and message, plus extra body fields. */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!EMAIL_PATTERN.test(normalized) || normalized.length > 255) {
    throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  return normalized;
}

/**
 * GoTrue's password rules: at least `minLength` characters (config.toml `[auth]
 * minimum_password_length`; callers always say which), at most 72 bytes.
 */
export function checkPassword(password: string, minLength: number): void {
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new AuthError(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  }
  if (password.length < minLength) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

const ts = (column: string) => `to_char(u.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${column}`;

const USER_SELECT = `
select u.id::text as id, coalesce(u.aud, '') as aud, coalesce(u.role, '') as role,
  coalesce(u.email, '') as email, coalesce(u.phone, '') as phone, u.is_anonymous,
  coalesce(u.raw_app_meta_data, '{}'::jsonb) as app_metadata,
  coalesce(u.raw_user_meta_data, '{}'::jsonb) as user_metadata,
  coalesce(u.banned_until > now(), false) as banned,
  ${['email_confirmed_at', 'phone_confirmed_at', 'confirmed_at', 'confirmation_sent_at', 'recovery_sent_at', 'invited_at', 'last_sign_in_at', 'banned_until', 'created_at', 'updated_at', 'deleted_at'].map(ts).join(', ')}
from auth.users u`;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  is_anonymous: boolean;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  banned: boolean;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  invited_at: string | null;
  last_sign_in_at: string | null;
  banned_until: string | null;
  created_at: string | null;
  updated_at: string | null;
  deleted_at: string | null;
}

/** GoTrue's User JSON (`models/user.go`): optional timestamps are left out when empty. */
export function userJson(row: UserRow): Record<string, unknown> {
  const optional = (key: keyof UserRow) => (row[key] === null ? {} : { [key]: row[key] });
  const identities = row.email
    ? [
        {
          // No auth.identities table locally: the e-mail identity is derived from the user row.
          identity_id: row.id,
          id: row.id,
          user_id: row.id,
          identity_data: {
            email: row.email,
            email_verified: row.email_confirmed_at !== null,
            phone_verified: false,
            sub: row.id,
          },
          provider: 'email',
          last_sign_in_at: row.last_sign_in_at,
          created_at: row.created_at,
          updated_at: row.updated_at,
          email: row.email,
        },
      ]
    : [];
  return {
    id: row.id,
    aud: row.aud,
    role: row.role,
    email: row.email,
    ...optional('email_confirmed_at'),
    phone: row.phone,
    ...optional('phone_confirmed_at'),
    ...optional('confirmation_sent_at'),
    ...optional('recovery_sent_at'),
    ...optional('invited_at'),
    ...optional('confirmed_at'),
    ...optional('last_sign_in_at'),
    app_metadata: row.app_metadata,
    user_metadata: row.user_metadata,
    identities,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...optional('banned_until'),
    ...optional('deleted_at'),
    is_anonymous: row.is_anonymous,
  };
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!UUID_PATTERN.test(id)) return undefined;
  return (await db.query<UserRow>(`${USER_SELECT} where u.id = $1`, [id])).rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`${USER_SELECT} where lower(u.email) = lower($1)`, [normalizeEmail(email)])).rows[0];
}

export interface CreateUserInput {
  id?: string | undefined;
  email: string;
  password?: string | undefined;
  emailConfirm?: boolean | undefined;
  userMetadata?: Record<string, unknown> | undefined;
  appMetadata?: Record<string, unknown> | undefined;
  role?: string | undefined;
  /** Shortest password accepted: the configured minimum (staff accounts may ask for more). */
  minPasswordLength: number;
}

export async function createUser(db: Queryable, input: CreateUserInput): Promise<UserRow> {
  const email = checkEmail(input.email);
  if (input.password !== undefined) checkPassword(input.password, input.minPasswordLength);
  if (input.id !== undefined && !UUID_PATTERN.test(input.id)) {
    throw new AuthError(400, 'validation_failed', 'id must be a UUID');
  }
  if (await findUserByEmail(db, email)) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const appMetadata = { ...(input.appMetadata ?? {}), provider: 'email', providers: ['email'] };
  try {
    const { rows } = await db.query<{ id: string }>(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
         email_change_token_new, email_change, is_sso_user, is_anonymous)
       values ($1, coalesce($2::uuid, gen_random_uuid()), 'authenticated', $3, $4,
         case when $5::text is null then '' else extensions.crypt($5::text, extensions.gen_salt('bf', ${BCRYPT_COST})) end,
         case when $6::boolean then now() end, $7::jsonb, $8::jsonb, now(), now(), '', '', '', '', false, false)
       returning id::text`,
      [
        INSTANCE_ID,
        input.id ?? null,
        input.role ?? 'authenticated',
        email,
        input.password ?? null,
        input.emailConfirm === true,
        JSON.stringify(appMetadata),
        JSON.stringify(input.userMetadata ?? {}),
      ],
    );
    const user = await findUserById(db, (rows[0] as { id: string }).id);
    if (!user) throw new Error('created user not found');
    return user;
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    throw error;
  }
}

export interface UpdateUserInput {
  email?: string | undefined;
  password?: string | undefined;
  emailConfirm?: boolean | undefined;
  userMetadata?: Record<string, unknown> | undefined;
  appMetadata?: Record<string, unknown> | undefined;
  /** 'none' lifts a ban; otherwise a Go duration such as '24h' or '30m'. */
  banDuration?: string | undefined;
  /** Shortest password accepted when `password` is set: the configured minimum. */
  minPasswordLength: number;
}

const DURATION_UNITS_MS: Record<string, number> = { h: 3_600_000, m: 60_000, s: 1000, ms: 1 };

function banUntil(duration: string): Date | null {
  if (duration === 'none') return null;
  let total = 0;
  let rest = duration;
  while (rest.length > 0) {
    const m = /^(\d+(?:\.\d+)?)(ms|h|m|s)/.exec(rest);
    if (!m) throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
    total += Number(m[1]) * (DURATION_UNITS_MS[m[2] as string] as number);
    rest = rest.slice(m[0].length);
  }
  return new Date(Date.now() + total);
}

export async function updateUser(db: Queryable, id: string, input: UpdateUserInput): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  const sets: string[] = [];
  const params: unknown[] = [id];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    sets.push(sql(`$${params.length}`));
  };
  if (input.email !== undefined) {
    const email = checkEmail(input.email);
    const other = await findUserByEmail(db, email);
    if (other && other.id !== id) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    add((p) => `email = ${p}`, email);
  }
  if (input.password !== undefined) {
    checkPassword(input.password, input.minPasswordLength);
    add(
      (p) => `encrypted_password = extensions.crypt(${p}::text, extensions.gen_salt('bf', ${BCRYPT_COST}))`,
      input.password,
    );
  }
  if (input.emailConfirm === true) sets.push('email_confirmed_at = coalesce(email_confirmed_at, now())');
  // GoTrue merges metadata keys; a null value removes the key.
  if (input.userMetadata) {
    add(
      (p) => `raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || ${p}::jsonb)`,
      JSON.stringify(input.userMetadata),
    );
  }
  if (input.appMetadata) {
    add(
      (p) => `raw_app_meta_data = jsonb_strip_nulls(coalesce(raw_app_meta_data, '{}'::jsonb) || ${p}::jsonb)`,
      JSON.stringify(input.appMetadata),
    );
  }
  if (input.banDuration !== undefined)
    add((p) => `banned_until = ${p}::timestamptz`, banUntil(input.banDuration)?.toISOString() ?? null);
  if (sets.length > 0) {
    await db.query(`update auth.users set ${sets.join(', ')}, updated_at = now() where id = $1`, params);
  }
  return (await findUserById(db, id)) as UserRow;
}

export async function listUsers(
  db: Queryable,
  options: { page: number; perPage: number; filter?: string | undefined },
): Promise<{ users: UserRow[]; total: number }> {
  const filter = options.filter ? `%${options.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = `where ($1::text is null or u.email ilike $1 or u.raw_user_meta_data ->> 'full_name' ilike $1)`;
  const { rows } = await db.query<UserRow>(`${USER_SELECT} ${where} order by u.created_at, u.id limit $2 offset $3`, [
    filter,
    options.perPage,
    (options.page - 1) * options.perPage,
  ]);
  const count = await db.query<{ total: number | string }>(`select count(*) as total from auth.users u ${where}`, [
    filter,
  ]);
  return { users: rows, total: Number(count.rows[0]?.total ?? 0) };
}

export async function deleteUser(db: Queryable, id: string): Promise<boolean> {
  if (!UUID_PATTERN.test(id)) return false;
  return (await db.query('delete from auth.users where id = $1', [id])).affectedRows > 0;
}

/** The stored hash matches; false for users without a password. One bcrypt either way. */
export async function verifyPassword(db: Queryable, userId: string, password: string): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `select coalesce(case when u.encrypted_password like '$2%'
                          then u.encrypted_password = extensions.crypt($2::text, u.encrypted_password) end, false) as ok
     from auth.users u where u.id = $1`,
    [userId, password],
  );
  return rows[0]?.ok === true;
}

export function newRefreshToken(): string {
  return randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
}

export interface SessionTokens {
  sessionId: string;
  refreshToken: string;
  /** Session start, seconds since the epoch (the `amr` timestamp). */
  createdAt: number;
}

export async function createSession(db: Queryable, userId: string): Promise<SessionTokens> {
  const refreshToken = newRefreshToken();
  const { rows } = await db.query<{ id: string; created: number | string }>(
    `insert into auth.sessions (id, user_id, aal) values (gen_random_uuid(), $1, 'aal1')
     returning id::text, floor(extract(epoch from created_at))::bigint as created`,
    [userId],
  );
  const session = rows[0] as { id: string; created: number | string };
  await db.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    refreshToken,
    userId,
    session.id,
  ]);
  return { sessionId: session.id, refreshToken, createdAt: Number(session.created) };
}
