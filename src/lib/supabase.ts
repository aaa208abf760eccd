import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../types/database';

export type AppSupabaseClient = SupabaseClient<Database>;

let client: Promise<AppSupabaseClient> | undefined;

/**
 * The one typed Supabase client of the app. supabase-js (and the settings check, which brings Zod) is
 * imported on first use so public pages paint without it; the anon key is the only key the browser
 * ever holds.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= Promise.all([import('@supabase/supabase-js'), import('../config/env')]).then(
    ([{ createClient }, { getEnv }]) => {
      const env = getEnv();
      return createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
      });
    },
  );
  return client;
}
