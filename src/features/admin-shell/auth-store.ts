/**
 * The staff portal's authentication state, driven by supabase-js's auth listener. supabase-js keeps the
 * session in localStorage, so a reload starts in 'checking' and resolves to 'admin' without a new sign-in.
 * Admin-ness is a row in `admins` for the user's id: row-level security returns that row only to
 * admins, so a non-admin's read comes back empty and they are signed out again.
 */
import { create } from 'zustand';
import { getSupabase } from '../../lib/supabase';
import { clearCache } from '../../offline/cache';
import { authErrorMessage } from './auth-messages';

export type AuthStatus = 'checking' | 'signed-out' | 'admin';

interface AdminAuthState {
  status: AuthStatus;
  /** The signed-in admin's e-mail (only while status is 'admin'). */
  email: string | null;
  /** i18n key of the last sign-in failure or denial, shown on the sign-in screen. */
  error: string | null;
}

export const useAdminAuth = create<AdminAuthState>(() => ({ status: 'checking', email: null, error: null }));

/** Everything of the offline cache that belongs to the portal starts with this. */
export const ADMIN_CACHE_PREFIX = 'admin:';

interface SessionUser {
  id: string;
  email?: string;
}

let started: Promise<void> | undefined;
/** Bumped by every session change, so a slow admins check for an older session cannot win. */
let generation = 0;
let inflight: { userId: string; promise: Promise<void> } | undefined;

/** Subscribes once to the auth listener; the first event (INITIAL_SESSION) ends 'checking'. */
export function startAdminAuth(): Promise<void> {
  started ??= getSupabase()
    .then((supabase) => {
      supabase.auth.onAuthStateChange((_event, session) => {
        // supabase-js calls listeners while holding its auth lock: a Supabase call awaited in here would
        // wait for that lock, so the admins check runs on the next task.
        setTimeout(() => void applySession(session?.user ?? null), 0);
      });
    })
    .catch(() => useAdminAuth.setState({ status: 'signed-out', email: null, error: 'login.errors.failed' }));
  return started;
}

function applySession(user: SessionUser | null): Promise<void> {
  if (!user) {
    generation += 1;
    inflight = undefined;
    // Keep `error`: an access denial signs the user out and must stay on screen.
    useAdminAuth.setState({ status: 'signed-out', email: null });
    return Promise.resolve();
  }
  if (inflight?.userId === user.id) return inflight.promise;
  const state = useAdminAuth.getState();
  // Token refreshes and tab refocus repeat the same session: no need to ask again.
  if (state.status === 'admin' && state.email === (user.email ?? '')) return Promise.resolve();
  const run = ++generation;
  const promise = checkAdmin(user, run).finally(() => {
    if (inflight?.promise === promise) inflight = undefined;
  });
  inflight = { userId: user.id, promise };
  return promise;
}

async function checkAdmin(user: SessionUser, run: number): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('admins').select('user_id').eq('user_id', user.id).maybeSingle();
  if (run !== generation) return;
  if (error) {
    // The session stays: once back online a reload resolves it. PostgREST errors carry a code; a
    // failed fetch does not.
    useAdminAuth.setState({
      status: 'signed-out',
      email: null,
      error: error.code ? 'login.errors.failed' : 'login.errors.network',
    });
    return;
  }
  if (!data) {
    useAdminAuth.setState({ status: 'signed-out', email: null, error: 'login.errors.accessDenied' });
    await supabase.auth.signOut({ scope: 'local' });
    return;
  }
  useAdminAuth.setState({ status: 'admin', email: user.email ?? '', error: null });
}

/** Signs in; on failure the store's `error` holds the message. Resolves once admin-ness is known. */
export async function signIn(email: string, password: string): Promise<void> {
  useAdminAuth.setState({ error: null });
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
    if (error) {
      useAdminAuth.setState({ error: authErrorMessage(error) });
      return;
    }
    await applySession(data.user);
  } catch {
    useAdminAuth.setState({ error: 'login.errors.failed' });
  }
}

/**
 * Signs out everywhere and forgets the portal's cached data. Returns false when the server could not be
 * reached: supabase-js then keeps the session, so the admin stays signed in rather than believing they
 * are out while a reload would bring them back.
 */
export async function signOut(): Promise<boolean> {
  // Cached inquiries are personal data: gone even when the sign-out itself fails.
  await clearCache(ADMIN_CACHE_PREFIX).catch(() => undefined);
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) return false;
  useAdminAuth.setState({ error: null });
  await applySession(null);
  return true;
}
