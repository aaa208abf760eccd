import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('getEnv', () => {
  it('returns the API URL and anon key when both are set', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig');
    const { getEnv } = await import('./env');
    expect(getEnv().VITE_SUPABASE_URL).toBe('http://127.0.0.1:54321');
  });

  it('names what is missing in a clear error', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'not a url');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
    const { getEnv } = await import('./env');
    expect(() => getEnv()).toThrow(/VITE_SUPABASE_URL must be the URL.*VITE_SUPABASE_ANON_KEY must be/);
  });

  it('takes only http and https URLs', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'ftp://example.com');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig');
    const { getEnv } = await import('./env');
    expect(() => getEnv()).toThrow(/VITE_SUPABASE_URL must be the URL/);
  });
});

describe('getGaMeasurementId', () => {
  it('reads the optional GA4 id from the build environment', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST1234');
    const { getGaMeasurementId } = await import('./env');
    expect(getGaMeasurementId()).toBe('G-TEST1234');
  });

  it('unset or malformed: no id (and no error for the rest of the app)', async () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-');
    const { getGaMeasurementId } = await import('./env');
    expect(getGaMeasurementId()).toBeUndefined();
    expect(getGaMeasurementId({})).toBeUndefined();
  });
});
