import type { SupabaseClient } from '@supabase/supabase-js';
import { getEnv } from '../config/env';
import type { Database } from '../types/database';

export type AppSupabaseClient = SupabaseClient<Database>;

let client: Promise<AppSupabaseClient> | undefined;

/**
 * The one typed Supabase client of the app. supabase-js is imported on first use so public pages
 * paint without it; the anon key is the only key the browser ever holds.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const env = getEnv();
    return createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    });
  });
  return client;
}
