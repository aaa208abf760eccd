/**
 * Staff accounts: an auth user plus a row in public.admins. The admins table refuses every API role
 * (even service_role) by design, so these run as the database owner, either in the admin CLI's own
 * connection or inside the local server on the CLI's behalf (see auth.ts, local admin channel).
 */
import type { Db } from './db.ts';
import { AuthError, checkEmail, checkPassword, createUser, findUserByEmail } from './auth-users.ts';

export const ADMIN_MIN_PASSWORD_LENGTH = 12; // characters; staff accounts guard every enquiry's personal data

export type AddAdminOutcome = 'created' | 'promoted' | 'already_admin';

export function checkAdminPassword(password: string): void {
  checkPassword(password, ADMIN_MIN_PASSWORD_LENGTH);
}

/**
 * Creates the user (when missing) and makes them an admin, in one transaction. An existing user keeps
 * their password. Throws AuthError `password_required` when the user is new and no password was given.
 */
export async function addAdmin(db: Db, rawEmail: string, password: string | undefined): Promise<AddAdminOutcome> {
  const email = checkEmail(rawEmail);
  if (password !== undefined) checkAdminPassword(password);
  return db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    let created = false;
    if (!user) {
      if (password === undefined) {
        throw new AuthError(400, 'password_required', `No user ${email} yet: a password is needed to create it`);
      }
      user = await createUser(tx, {
        email,
        password,
        emailConfirm: true,
        minPasswordLength: ADMIN_MIN_PASSWORD_LENGTH,
      });
      created = true;
    }
    const inserted = await tx.query(
      'insert into public.admins (user_id, email) values ($1, $2) on conflict (user_id) do nothing',
      [user.id, user.email || email],
    );
    if (created) return 'created';
    return inserted.affectedRows > 0 ? 'promoted' : 'already_admin';
  });
}

/** Removes the admin row (the auth user stays). False when the address was not an admin. */
export async function removeAdmin(db: Db, rawEmail: string): Promise<boolean> {
  const email = checkEmail(rawEmail);
  const { affectedRows } = await db.query(
    `delete from public.admins a
     where lower(a.email) = $1 or a.user_id in (select u.id from auth.users u where lower(u.email) = $1)`,
    [email],
  );
  return affectedRows > 0;
}

/** Current admin e-mail addresses (the auth user's address when it has changed since). */
export async function listAdmins(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `select coalesce(u.email, a.email) as email
     from public.admins a left join auth.users u on u.id = a.user_id
     order by 1`,
  );
  return rows.map((r) => r.email);
}

/**
 * The local admin channel: while the server runs it owns the PGlite files, so the CLI asks it to do the
 * work. Each server start writes a fresh random token into the data directory (mode 0600); knowing it
 * proves the same file-system access that opening the database directly would need.
 */
export const LOCAL_ADMIN_PATH = '/auth/v1/_local/admins';
export const LOCAL_ADMIN_TOKEN_FILE = 'local-admin-token';
export const LOCAL_ADMIN_TOKEN_HEADER = 'x-local-admin-token';
