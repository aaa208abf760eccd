import { beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for the few supabase-js calls the store makes; each test sets the answers it needs.
const auth = {
  signInWithPassword: vi.fn(),
  signOut: vi.fn(),
  onAuthStateChange: vi.fn(),
};
const adminsAnswer = vi.fn();
const fakeClient = {
  auth,
  from: () => ({ select: () => ({ eq: () => ({ maybeSingle: adminsAnswer }) }) }),
};
vi.mock('../../lib/supabase', () => ({ getSupabase: () => Promise.resolve(fakeClient) }));
const clearCache = vi.fn((_prefix: string) => Promise.resolve());
vi.mock('../../offline/cache', () => ({ clearCache: (prefix: string) => clearCache(prefix) }));

const { signIn, signOut, useAdminAuth } = await import('./auth-store');

const USER = { id: '7f1c1f2e-0000-4000-8000-000000000001', email: 'staff@tours.test' };

beforeEach(() => {
  vi.clearAllMocks();
  useAdminAuth.setState({ status: 'signed-out', email: null, error: null });
  auth.signOut.mockResolvedValue({ error: null });
});

describe('signIn', () => {
  it('lets an admin in when the admins row comes back', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { user: USER }, error: null });
    adminsAnswer.mockResolvedValue({ data: { user_id: USER.id }, error: null });
    await signIn(' staff@tours.test ', 'secret-1');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'staff@tours.test', password: 'secret-1' });
    expect(useAdminAuth.getState()).toEqual({ status: 'admin', email: USER.email, error: null });
  });

  it('signs a non-admin out again with the access-denied message', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: { user: USER }, error: null });
    adminsAnswer.mockResolvedValue({ data: null, error: null });
    await signIn(USER.email, 'secret-1');
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(useAdminAuth.getState()).toEqual({
      status: 'signed-out',
      email: null,
      error: 'login.errors.accessDenied',
    });
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

describe('signOut', () => {
  it('clears the admin cache and signs out', async () => {
    useAdminAuth.setState({ status: 'admin', email: USER.email, error: null });
    await expect(signOut()).resolves.toBe(true);
    expect(clearCache).toHaveBeenCalledWith('admin:');
    expect(auth.signOut).toHaveBeenCalledWith();
    expect(useAdminAuth.getState()).toEqual({ status: 'signed-out', email: null, error: null });
  });

  it('stays signed in when the server cannot be reached, but still clears the cache', async () => {
    useAdminAuth.setState({ status: 'admin', email: USER.email, error: null });
    auth.signOut.mockResolvedValue({ error: { name: 'AuthRetryableFetchError', status: 0 } });
    await expect(signOut()).resolves.toBe(false);
    expect(clearCache).toHaveBeenCalledWith('admin:');
    expect(useAdminAuth.getState().status).toBe('admin');
  });
});
