import { beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for the few supabase-js calls the store makes; each test sets the answers it needs.
const auth = {
  signInWithPassword: vi.fn(),
  signOut: vi.fn(),
  onAuthStateChange: vi.fn(),
  getSession: vi.fn(),
};
const adminsAnswer = vi.fn();
const fakeClient = {
  auth,
  from: () => ({ select: () => ({ eq: () => ({ maybeSingle: adminsAnswer }) }) }),
};
vi.mock('../../../lib/supabase', () => ({ getSupabase: () => Promise.resolve(fakeClient) }));
const clearCache = vi.fn((_prefix: string) => Promise.resolve());
vi.mock('../../../offline/cache', () => ({ clearCache: (prefix: string) => clearCache(prefix) }));
// The queue of offline changes and its sender: the store only tells them who is signed in.
const sync = {
  setAdminSyncUser: vi.fn(),
  syncAdminChanges: vi.fn(() => Promise.resolve(undefined)),
  waitingChanges: vi.fn((_userId: string) => Promise.resolve([] as unknown[])),
  clearChanges: vi.fn((_userId: string) => Promise.resolve()),
};
vi.mock('../../../offline/admin-sync', () => ({
  setAdminSyncUser: (...args: unknown[]) => sync.setAdminSyncUser(...args),
  syncAdminChanges: () => sync.syncAdminChanges(),
}));
vi.mock('../../../offline/admin-changes', () => ({
  waitingChanges: (userId: string) => sync.waitingChanges(userId),
  clearChanges: (userId: string) => sync.clearChanges(userId),
}));
vi.mock('../../../lib/i18n', () => ({ loadNamespaces: () => Promise.resolve() }));
vi.mock('i18next', () => ({
  default: { t: (key: string, options: { count: number }) => `${key} (${options.count})` },
}));

// Whether the API answers, as the page's connectivity judge finds out by asking it.
const api = { reachable: true };
vi.mock('../../../lib/connectivity', () => ({
  connectivity: () => ({
    online: () => api.reachable,
    check: () => Promise.resolve(api.reachable),
    onReconnect: () => () => undefined,
  }),
}));

// localStorage and navigator.onLine as a browser has them.
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
});
const connection = { onLine: true };
vi.stubGlobal('navigator', connection);

const { confirmLogout, recheckAdmin, signIn, signOut, startAdminAuth, useAdminAuth } = await import('./auth-store');

const USER = { id: '7f1c1f2e-0000-4000-8000-000000000001', email: 'staff@tours.test' };
const NETWORK_ERROR = { data: null, error: { message: 'TypeError: Failed to fetch', code: '' } };

beforeEach(() => {
  vi.clearAllMocks();
  storage.clear();
  connection.onLine = true;
  api.reachable = true;
  useAdminAuth.setState({ status: 'signed-out', email: null, userId: null, offline: false, error: null });
  auth.signOut.mockResolvedValue({ error: null });
});

/** Signs USER in once with the server answering, as on an earlier visit on this device. */
async function confirmedBefore() {
  auth.signInWithPassword.mockResolvedValue({ data: { user: USER }, error: null });
  adminsAnswer.mockResolvedValue({ data: { user_id: USER.id }, error: null });
  await signIn(USER.email, 'secret-1');
  vi.clearAllMocks();
  auth.signOut.mockResolvedValue({ error: null });
  useAdminAuth.setState({ status: 'checking', email: null, userId: null, offline: false, error: null });
}

describe('signIn', () => {
  it('lets an admin in when the admins row comes back', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { user: USER }, error: null });
    adminsAnswer.mockResolvedValue({ data: { user_id: USER.id }, error: null });
    await signIn(' staff@tours.test ', 'secret-1');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'staff@tours.test', password: 'secret-1' });
    expect(useAdminAuth.getState()).toEqual({
      status: 'admin',
      email: USER.email,
      userId: USER.id,
      offline: false,
      error: null,
    });
    expect(sync.setAdminSyncUser).toHaveBeenLastCalledWith(USER.id, { confirmed: true });
  });

  it('signs a non-admin out again with the access-denied message', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { user: USER }, error: null });
    adminsAnswer.mockResolvedValue({ data: null, error: null });
    await signIn(USER.email, 'secret-1');
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(useAdminAuth.getState()).toEqual({
      status: 'signed-out',
      email: null,
      userId: null,
      offline: false,
      error: 'login.errors.accessDenied',
    });
  });

  it('clears what this device kept for someone who is no longer an admin', async () => {
    await confirmedBefore();
    auth.signInWithPassword.mockResolvedValue({ data: { user: USER }, error: null });
    adminsAnswer.mockResolvedValue({ data: null, error: null });
    await signIn(USER.email, 'secret-1');
    expect(sync.clearChanges).toHaveBeenCalledWith(USER.id);
    expect(clearCache).toHaveBeenCalledWith('admin:');
    expect(sync.setAdminSyncUser).toHaveBeenLastCalledWith(null);
    // Not trusted offline any more.
    adminsAnswer.mockResolvedValue(NETWORK_ERROR);
    await signIn(USER.email, 'secret-1');
    expect(useAdminAuth.getState()).toMatchObject({ status: 'signed-out', error: 'login.errors.network' });
  });

  it('reports an unreachable server as a network error without signing out', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { user: USER }, error: null });
    adminsAnswer.mockResolvedValue({ data: null, error: { message: 'TypeError: Failed to fetch', code: '' } });
    await signIn(USER.email, 'secret-1');
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(useAdminAuth.getState()).toMatchObject({ status: 'signed-out', error: 'login.errors.network' });
  });

  it('maps an auth failure to its message', async () => {
    auth.signInWithPassword.mockResolvedValue({
      data: { user: null },
      error: { name: 'AuthApiError', status: 400, code: 'invalid_credentials' },
    });
    await signIn(USER.email, 'wrong-1');
    expect(adminsAnswer).not.toHaveBeenCalled();
    expect(useAdminAuth.getState()).toMatchObject({ status: 'signed-out', error: 'login.errors.invalidCredentials' });
  });
});

describe('offline resumption', () => {
  it('opens the portal from the device copy when an admin confirmed here before cannot be checked', async () => {
    await confirmedBefore();
    auth.signInWithPassword.mockResolvedValue({ data: { user: USER }, error: null });
    adminsAnswer.mockResolvedValue(NETWORK_ERROR);
    await signIn(USER.email, 'secret-1');
    expect(useAdminAuth.getState()).toEqual({
      status: 'admin',
      email: USER.email,
      userId: USER.id,
      offline: true,
      error: null,
    });
    // Changes are queued for this admin but not sent until the server has confirmed them again.
    expect(sync.setAdminSyncUser).toHaveBeenLastCalledWith(USER.id, { confirmed: false });
    expect(auth.signOut).not.toHaveBeenCalled();
  });

  it('checks again once online: confirmed, the waiting changes may be sent', async () => {
    await confirmedBefore();
    auth.signInWithPassword.mockResolvedValue({ data: { user: USER }, error: null });
    adminsAnswer.mockResolvedValue(NETWORK_ERROR);
    await signIn(USER.email, 'secret-1');

    // Still unreachable: stays on the copy.
    auth.getSession.mockResolvedValue({ data: { session: { user: USER } }, error: null });
    await recheckAdmin();
    expect(useAdminAuth.getState()).toMatchObject({ status: 'admin', offline: true });

    adminsAnswer.mockResolvedValue({ data: { user_id: USER.id }, error: null });
    await recheckAdmin();
    expect(useAdminAuth.getState()).toMatchObject({ status: 'admin', offline: false, userId: USER.id });
    expect(sync.setAdminSyncUser).toHaveBeenLastCalledWith(USER.id, { confirmed: true });
  });

  it('signs out when the check, once online, finds the user is no longer an admin', async () => {
    await confirmedBefore();
    auth.signInWithPassword.mockResolvedValue({ data: { user: USER }, error: null });
    adminsAnswer.mockResolvedValue(NETWORK_ERROR);
    await signIn(USER.email, 'secret-1');
    auth.getSession.mockResolvedValue({ data: { session: { user: USER } }, error: null });
    adminsAnswer.mockResolvedValue({ data: null, error: null });
    await recheckAdmin();
    expect(useAdminAuth.getState()).toMatchObject({ status: 'signed-out', error: 'login.errors.accessDenied' });
    expect(sync.clearChanges).toHaveBeenCalledWith(USER.id);
  });

  it('opens offline when supabase-js could not refresh an expired token, though navigator.onLine says true', async () => {
    await confirmedBefore();
    let listener: ((event: string, session: unknown) => void) | undefined;
    auth.onAuthStateChange.mockImplementation((callback: typeof listener) => {
      listener = callback;
    });
    await startAdminAuth();
    // The browser says it is online (a network that drops every request, or a page opened offline from
    // the service worker), but the API does not answer.
    connection.onLine = true;
    api.reachable = false;
    listener!('INITIAL_SESSION', null);
    await vi.waitFor(() => expect(useAdminAuth.getState()).toMatchObject({ status: 'admin', offline: true }));
    expect(useAdminAuth.getState().userId).toBe(USER.id);

    // Back online, the stored session is gone for good (no error, no session): signed out.
    api.reachable = true;
    auth.getSession.mockResolvedValue({ data: { session: null }, error: null });
    await recheckAdmin();
    expect(useAdminAuth.getState().status).toBe('signed-out');
  });

  it('shows the sign-in screen offline when this device never confirmed the user', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { user: USER }, error: null });
    adminsAnswer.mockResolvedValue(NETWORK_ERROR);
    await signIn(USER.email, 'secret-1');
    expect(useAdminAuth.getState()).toMatchObject({ status: 'signed-out', error: 'login.errors.network' });
  });
});

describe('signOut', () => {
  it('clears the admin cache and the waiting changes, and signs out', async () => {
    useAdminAuth.setState({ status: 'admin', email: USER.email, userId: USER.id, offline: false, error: null });
    await expect(signOut()).resolves.toBe(true);
    expect(clearCache).toHaveBeenCalledWith('admin:');
    expect(sync.clearChanges).toHaveBeenCalledWith(USER.id);
    expect(auth.signOut).toHaveBeenCalledWith();
    expect(useAdminAuth.getState()).toEqual({
      status: 'signed-out',
      email: null,
      userId: null,
      offline: false,
      error: null,
    });
  });

  it('stays signed in when the server cannot be reached, but still clears the cache', async () => {
    useAdminAuth.setState({ status: 'admin', email: USER.email, userId: USER.id, offline: false, error: null });
    auth.signOut.mockResolvedValue({ error: { name: 'AuthRetryableFetchError', status: 0 } });
    await expect(signOut()).resolves.toBe(false);
    expect(clearCache).toHaveBeenCalledWith('admin:');
    expect(sync.clearChanges).not.toHaveBeenCalled();
    expect(useAdminAuth.getState().status).toBe('admin');
  });
});

describe('confirmLogout', () => {
  it('goes ahead without asking when nothing waits to sync', async () => {
    useAdminAuth.setState({ status: 'admin', email: USER.email, userId: USER.id, offline: false, error: null });
    const ask = vi.fn(() => false);
    await expect(confirmLogout(ask)).resolves.toBe(true);
    expect(sync.syncAdminChanges).toHaveBeenCalled();
    expect(ask).not.toHaveBeenCalled();
  });

  it('warns first when changes are still waiting, and follows the answer', async () => {
    useAdminAuth.setState({ status: 'admin', email: USER.email, userId: USER.id, offline: false, error: null });
    sync.waitingChanges.mockResolvedValue([{}, {}]);
    const ask = vi.fn(() => false);
    await expect(confirmLogout(ask)).resolves.toBe(false);
    expect(ask).toHaveBeenCalledWith('admin-inquiries:sync.logoutWarning (2)');
    ask.mockReturnValue(true);
    await expect(confirmLogout(ask)).resolves.toBe(true);
  });
});
