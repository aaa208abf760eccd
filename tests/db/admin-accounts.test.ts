/**
 * Admin accounts from the portal's Settings (20261129110000_admin_accounts.sql): only an admin adds or
 * removes one, a new account gets a GoTrue-format password it can sign in with, and the last admin cannot
 * be removed, even when two admins remove each other at once. The table itself stays closed to the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../supabase/local/auth-users';
import {
  ANON,
  asRole,
  createTestDb,
  createUser,
  failure,
  makeAdmin,
  testBackends,
  uniqueEmail,
  type Actor,
  type TestDb,
} from '../helpers/db';

describe.each(testBackends())('admin accounts on %s', (backend) => {
  let db: TestDb;

  beforeAll(async () => {
    db = await createTestDb({ backend });
  });

  afterAll(async () => {
    await db?.close();
  });

  /** A new admin (as the CLI makes one) as an actor. */
  async function newAdmin(): Promise<Actor> {
    const email = uniqueEmail('admin');
    const id = await createUser(db, email, 'admin-password-1234');
    await makeAdmin(db, id);
    return { role: 'authenticated', sub: id, email };
  }

  const add = (actor: Actor, email: string, password: string | null = null) =>
    asRole(db, actor, (tx) =>
      tx.query<{ outcome: string }>('select public.add_admin($1, $2) as outcome', [email, password]),
    );
  const remove = (actor: Actor, email: string) =>
    asRole(db, actor, (tx) => tx.query<{ removed: boolean }>('select public.remove_admin($1) as removed', [email]));
  const admins = async () =>
    (await db.query<{ email: string }>('select email from public.admins order by email')).rows.map((r) => r.email);

  it('makes a new account an admin, with a password it signs in with', async () => {
    const admin = await newAdmin();
    const email = uniqueEmail('New.Staff');
    expect((await add(admin, `  ${email.toUpperCase()} `, 'a-long-enough-password')).rows[0]?.outcome).toBe('created');
    expect(await admins()).toContain(email.toLowerCase());
    const { rows } = await db.query<{ id: string }>('select id from auth.users where lower(email) = $1', [
      email.toLowerCase(),
    ]);
    expect(await verifyPassword(db, rows[0]!.id, 'a-long-enough-password')).toBe(true);
    expect(await verifyPassword(db, rows[0]!.id, 'another-password-123')).toBe(false);
    // Again: nothing changes.
    expect((await add(admin, email, null)).rows[0]?.outcome).toBe('already_admin');
  });

  it('makes an existing account an admin without touching its password', async () => {
    const admin = await newAdmin();
    const email = uniqueEmail('member');
    const id = await createUser(db, email, 'member-password-123');
    expect((await add(admin, email, 'ignored-password-123')).rows[0]?.outcome).toBe('promoted');
    expect(await verifyPassword(db, id, 'member-password-123')).toBe(true);
  });

  it('refuses a bad address, and a new account without a strong enough password', async () => {
    const admin = await newAdmin();
    expect(await failure(add(admin, 'not-an-address', 'a-long-enough-password'))).toMatchObject({ code: 'PT422' });
    expect(await failure(add(admin, uniqueEmail('short'), 'too-short'))).toMatchObject({ code: 'PT422' });
    expect(await failure(add(admin, uniqueEmail('none'), null))).toMatchObject({ code: 'PT422' });
    expect(await failure(add(admin, uniqueEmail('long'), 'x'.repeat(73)))).toMatchObject({ code: 'PT422' });
  });

  it('lets only admins add or remove, and keeps the table closed to the API', async () => {
    const admin = await newAdmin();
    const memberEmail = uniqueEmail('member');
    const member: Actor = {
      role: 'authenticated',
      sub: await createUser(db, memberEmail, 'member-password-123'),
      email: memberEmail,
    };
    expect((await failure(add(member, memberEmail, null))).code).toBe('42501');
    expect((await failure(remove(member, admin.email!))).code).toBe('42501');
    expect((await failure(add(ANON, memberEmail, null))).code).toBe('42501');
    const direct = asRole(db, admin, (tx) =>
      tx.query('insert into public.admins (user_id, email) values ($1, $2)', [member.sub, memberEmail]),
    );
    expect((await failure(direct)).code).toBe('42501');
    expect(await admins()).not.toContain(memberEmail);
  });

  it('removes an admin’s rights but keeps the account, and never the last admin', async () => {
    await db.exec('delete from public.admins');
    const first = await newAdmin();
    const second = await newAdmin();
    expect((await remove(first, second.email!)).rows[0]?.removed).toBe(true);
    expect(await admins()).toEqual([first.email]);
    expect((await db.query('select 1 from auth.users where id = $1', [second.sub])).rows).toHaveLength(1);
    expect((await remove(first, 'nobody@example.com')).rows[0]?.removed).toBe(false);
    // The last admin, by themselves or anyone.
    expect(await failure(remove(first, first.email!))).toMatchObject({ code: 'PT409', message: 'last_admin' });
    expect(await admins()).toEqual([first.email]);
  });

  it('leaves one admin when two remove each other at once', async () => {
    await db.exec('delete from public.admins');
    const first = await newAdmin();
    const second = await newAdmin();
    const outcomes = await Promise.allSettled([remove(first, second.email!), remove(second, first.email!)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await admins()).toHaveLength(1);
  });
});
