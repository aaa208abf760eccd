/**
 * The staff portal's authentication state, driven by supabase-js's auth listener. supabase-js keeps the
 * session in localStorage, so a reload starts in 'checking' and resolves to 'admin' without a new sign-in.
 * Admin-ness is a row in `admins` for the user's id: row-level security returns that row only to
 * admins, so a non-admin's read comes back empty and they are signed out again.
 *
 * Offline, that check cannot run. If this device has confirmed the stored session's user as an admin
 * before, the portal still opens ('admin' with `offline`): lists come from the device's copy and changes
 * wait in the queue. This is no security boundary (the server decides every write, with the session's
 * own token); it only lets staff read what this device already holds. The check runs again as soon as
 * the connection returns, and changes are sent only after it has passed.
 */
import i18n from 'i18next';
import { create } from 'zustand';
import { connectivity } from '../../../lib/connectivity';
import { loadNamespaces } from '../../../lib/i18n';
import { getSupabase } from '../../../lib/supabase';
import { clearChanges, waitingChanges } from '../../../offline/admin-changes';
import { setAdminSyncUser, syncAdminChanges } from '../../../offline/admin-sync';
import { clearCache } from '../../../offline/cache';
import { authErrorMessage } from './auth-messages';
import { stopPushOnThisDevice } from '../../../lib/push-logout';

export type AuthStatus = 'checking' | 'signed-out' | 'admin';

interface AdminAuthState {
  status: AuthStatus;
  /** The signed-in admin's e-mail (only while status is 'admin'). */
  email: string | null;
  /** The signed-in admin's user id (only while status is 'admin'). */
  userId: string | null;
  /** The admin check could not reach the server: running from this device's copy until it can. */
  offline: boolean;
  /** i18n key of the last sign-in failure or denial, shown on the sign-in screen. */
  error: string | null;
}

const SIGNED_OUT = { status: 'signed-out', email: null, userId: null, offline: false } as const;

export const useAdminAuth = create<AdminAuthState>(() => ({
  status: 'checking',
  email: null,
  userId: null,
  offline: false,
  error: null,
}));

/** Everything of the offline cache that belongs to the portal starts with this. */
export const ADMIN_CACHE_PREFIX = 'admin:';

/** Users this device has seen confirmed as admins (cleared at their logout or denial). */
const CONFIRMED_KEY = 'lanka-admin-confirmed';
/**
 * While running from the device's copy, the admin check is tried again this often, and as soon as the API
 * answers again (src/lib/connectivity.ts probes it every few seconds meanwhile).
 */
export const OFFLINE_RECHECK_MS = 30_000; // ms
/** At logout, waiting changes get this long for a last try before the admin is asked. */
export const LOGOUT_SYNC_WAIT_MS = 3_000; // ms

interface ConfirmedAdmin {
  userId: string;
  email: string;
}

function confirmedAdmins(): ConfirmedAdmin[] {
  try {
    const value = JSON.parse(globalThis.localStorage?.getItem(CONFIRMED_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as ConfirmedAdmin[]).filter((entry) => typeof entry?.userId === 'string') : [];
  } catch {
    return [];
  }
}

function rememberAdmin(admin: ConfirmedAdmin) {
  const others = confirmedAdmins().filter((entry) => entry.userId !== admin.userId);
  globalThis.localStorage?.setItem(CONFIRMED_KEY, JSON.stringify([admin, ...others]));
}

function forgetAdmin(userId: string) {
  const rest = confirmedAdmins().filter((entry) => entry.userId !== userId);
  if (rest.length > 0) globalThis.localStorage?.setItem(CONFIRMED_KEY, JSON.stringify(rest));
  else globalThis.localStorage?.removeItem(CONFIRMED_KEY);
}

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
      supabase.auth.onAuthStateChange((event, session) => {
        // supabase-js calls listeners while holding its auth lock: a Supabase call awaited in here would
        // wait for that lock, so the admins check runs on the next task.
        setTimeout(() => void applySession(session?.user ?? null, event), 0);
      });
    })
    .catch(() => useAdminAuth.setState({ ...SIGNED_OUT, error: 'login.errors.failed' }));
  return started;
}

function applySession(user: SessionUser | null, event?: string): Promise<void> {
  if (!user) {
    generation += 1;
    inflight = undefined;
    // Offline with an access token past its expiry, supabase-js cannot refresh it and starts with no
    // session, although the session is still stored and will be refreshed once online. Whether the API
    // answers decides, not `navigator.onLine`, which says true on a network that drops every request.
    const known = confirmedAdmins()[0];
    if (event === 'INITIAL_SESSION' && known) {
      const run = generation;
      return connectivity()
        .check()
        .then((reachable) => {
          if (run !== generation) return;
          if (reachable) signedOut();
          else runFromDeviceCopy(known);
        });
    }
    signedOut();
    return Promise.resolve();
  }
  if (inflight?.userId === user.id) return inflight.promise;
  const state = useAdminAuth.getState();
  // Token refreshes and tab refocus repeat the same session: no need to ask again (unless the last
  // answer came from this device's copy rather than the server).
  if (state.status === 'admin' && !state.offline && state.userId === user.id) return Promise.resolve();
  const run = ++generation;
  const promise = checkAdmin(user, run).finally(() => {
    if (inflight?.promise === promise) inflight = undefined;
  });
  inflight = { userId: user.id, promise };
  return promise;
}

function signedOut() {
  stopOfflineRecheck();
  setAdminSyncUser(null);
  // Keep `error`: an access denial signs the user out and must stay on screen.
  useAdminAuth.setState(SIGNED_OUT);
}

async function checkAdmin(user: SessionUser, run: number): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('admins').select('user_id').eq('user_id', user.id).maybeSingle();
  if (run !== generation) return;
  if (error) {
    // PostgREST errors carry a code; a failed fetch does not.
    if (!error.code && confirmedAdmins().some((entry) => entry.userId === user.id)) {
      runFromDeviceCopy({ userId: user.id, email: user.email ?? '' });
      return;
    }
    // The session stays: once back online a reload resolves it.
    stopOfflineRecheck();
    setAdminSyncUser(null);
    useAdminAuth.setState({ ...SIGNED_OUT, error: error.code ? 'login.errors.failed' : 'login.errors.network' });
    return;
  }
  if (!data) {
    // No longer (or never) an admin: nothing of the portal stays on this device.
    stopOfflineRecheck();
    setAdminSyncUser(null);
    forgetAdmin(user.id);
    useAdminAuth.setState({ ...SIGNED_OUT, error: 'login.errors.accessDenied' });
    await Promise.all([clearChanges(user.id), clearCache(ADMIN_CACHE_PREFIX)]).catch(() => undefined);
    await supabase.auth.signOut({ scope: 'local' });
    return;
  }
  stopOfflineRecheck();
  rememberAdmin({ userId: user.id, email: user.email ?? '' });
  useAdminAuth.setState({ status: 'admin', email: user.email ?? '', userId: user.id, offline: false, error: null });
  setAdminSyncUser(user.id, { confirmed: true });
}

let recheckTimer: ReturnType<typeof setInterval> | undefined;
let stopReconnectRecheck: (() => void) | undefined;

/** The portal opens from this device's copy; the admin check runs again once the server answers. */
function runFromDeviceCopy(admin: ConfirmedAdmin) {
  useAdminAuth.setState({ status: 'admin', email: admin.email, userId: admin.userId, offline: true, error: null });
  setAdminSyncUser(admin.userId, { confirmed: false });
  if (recheckTimer || typeof window === 'undefined') return;
  stopReconnectRecheck = connectivity().onReconnect(recheckSoon);
  recheckTimer = setInterval(recheckSoon, OFFLINE_RECHECK_MS);
}

function stopOfflineRecheck() {
  if (!recheckTimer) return;
  clearInterval(recheckTimer);
  recheckTimer = undefined;
  stopReconnectRecheck?.();
  stopReconnectRecheck = undefined;
}

function recheckSoon() {
  void recheckAdmin().catch(() => undefined);
}

/** Asks the server again (exported for tests): a fresh session is checked; no session means signed out. */
export async function recheckAdmin(): Promise<void> {
  if (!useAdminAuth.getState().offline) return;
  const supabase = await getSupabase();
  // Refreshes an expired access token first, now that the network may be back.
  const { data, error } = await supabase.auth.getSession();
  if (data.session) return applySession(data.session.user);
  // Still no network (the refresh failed): stay on the device's copy.
  if (error || !connectivity().online()) return;
  return applySession(null);
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
 * Before logging out: changes still waiting to sync would be lost with the rest of the portal's data on
 * this device. They get one short last try; if some are still waiting, the admin is asked. Resolves
 * whether to go on with the logout.
 */
export async function confirmLogout(ask: (message: string) => boolean = (message) => window.confirm(message)) {
  const { userId } = useAdminAuth.getState();
  if (!userId) return true;
  await Promise.race([
    syncAdminChanges().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, LOGOUT_SYNC_WAIT_MS)),
  ]);
  const count = (await waitingChanges(userId).catch(() => [])).length;
  if (count === 0) return true;
  await loadNamespaces('admin-inquiries').catch(() => undefined);
  return ask(i18n.t('admin-inquiries:sync.logoutWarning', { count }));
}

/**
 * Signs out everywhere and forgets the portal's cached data. Returns false when the server could not be
 * reached: supabase-js then keeps the session, so the admin stays signed in rather than believing they
 * are out while a reload would bring them back.
 */
export async function signOut(): Promise<boolean> {
  const { userId } = useAdminAuth.getState();
  // Cached inquiries are personal data: gone even when the sign-out itself fails.
  await clearCache(ADMIN_CACHE_PREFIX).catch(() => undefined);
  const supabase = await getSupabase();
  // While the session still lets it delete its own row.
  await stopPushOnThisDevice(supabase).catch(() => undefined);
  const { error } = await supabase.auth.signOut();
  if (error) return false;
  setAdminSyncUser(null);
  if (userId) forgetAdmin(userId);
  // Waiting changes (the admin agreed to lose them) go too, and the copy once more: a live list may
  // have written to it while the sign-out was on its way.
  await Promise.all([userId ? clearChanges(userId) : undefined, clearCache(ADMIN_CACHE_PREFIX)]).catch(() => undefined);
  useAdminAuth.setState({ error: null });
  await applySession(null);
  return true;
}
