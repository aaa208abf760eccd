/**
 * Settings › Admin accounts (supabase/migrations/20261129110000_admin_accounts.sql): the list is the
 * admins table, which admins read; adding and removing go through the database's own functions, which
 * check that the caller is an admin and never remove the last one.
 */
import { getSupabase } from '../../../lib/supabase';
import { STAFF_REQUEST_TIMEOUT_MS } from '../shared/request-timeout';

export interface AdminAccount {
  userId: string;
  email: string;
  createdAt: string;
}

export type AddOutcome = 'created' | 'promoted' | 'already_admin';

/** Why a change was refused, as Settings says it. */
export type AccountRefusal = 'invalidEmail' | 'weakPassword' | 'lastAdmin' | 'failed';

export class AccountError extends Error {
  constructor(readonly refusal: AccountRefusal) {
    super(refusal);
  }
}

const timeout = () => AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS);

function refused(error: { code?: string; message?: string } | null): AccountError {
  if (error?.code === 'PT422' && error.message === 'invalid_email') return new AccountError('invalidEmail');
  if (error?.code === 'PT422' && error.message === 'weak_password') return new AccountError('weakPassword');
  if (error?.code === 'PT409' && error.message === 'last_admin') return new AccountError('lastAdmin');
  return new AccountError('failed');
}

export async function listAdminAccounts(): Promise<AdminAccount[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('admins')
    .select('user_id, email, created_at')
    .order('created_at')
    .abortSignal(timeout());
  if (error) throw new Error(`Admin accounts: ${error.message}`, { cause: error });
  return data.map((row) => ({ userId: row.user_id, email: row.email, createdAt: row.created_at }));
}

/** Makes `email` an admin, making the account (with `password`) when the address has none. */
export async function addAdminAccount(email: string, password: string): Promise<AddOutcome> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .rpc('add_admin', password === '' ? { email } : { email, password })
    .abortSignal(timeout());
  if (error) throw refused(error);
  return data as AddOutcome;
}

export async function removeAdminAccount(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('remove_admin', { email }).abortSignal(timeout());
  if (error) throw refused(error);
}
