import { describe, expect, it } from 'vitest';
import { contentSourceFromEnv } from './read-published';

describe('contentSourceFromEnv', () => {
  it('reads a Supabase API when given its URL and anonymous key, a data directory, or else the migrations', () => {
    expect(
      contentSourceFromEnv({ CONTENT_SUPABASE_URL: 'https://ref.supabase.co', CONTENT_SUPABASE_ANON_KEY: ' key ' }),
    ).toEqual({ from: 'api', url: 'https://ref.supabase.co', anonKey: 'key' });
    expect(contentSourceFromEnv({ CONTENT_DATA_DIR: '/srv/site/.data' })).toEqual({
      from: 'data-dir',
      dataDir: '/srv/site/.data',
    });
    expect(contentSourceFromEnv({ CONTENT_DATA_DIR: '  ' })).toEqual({ from: 'migrations' });
    expect(contentSourceFromEnv({})).toEqual({ from: 'migrations' });
  });

  it('refuses half an API address rather than quietly building from something else', () => {
    expect(() => contentSourceFromEnv({ CONTENT_SUPABASE_URL: 'https://ref.supabase.co' })).toThrow(
      'CONTENT_SUPABASE_URL and CONTENT_SUPABASE_ANON_KEY go together',
    );
    expect(() => contentSourceFromEnv({ CONTENT_SUPABASE_ANON_KEY: 'key' })).toThrow(/go together/);
  });
});
