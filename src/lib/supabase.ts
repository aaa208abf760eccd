import type { SupabaseClient } from '@supabase/supabase-js';
import { getEnv } from '../config/env';
import { connectivity, observedFetch } from './connectivity';
import type { Database } from '../types/database';
import { KEPT_AT_HEADER, type PublicRows, type PublicTable } from './public-reads';

export type AppSupabaseClient = SupabaseClient<Database>;

let client: Promise<AppSupabaseClient> | undefined;

/**
 * The one typed Supabase client of the app. supabase-js is imported on first use so public pages paint
 * without it; the anon key is the only key the browser ever holds.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) => {
    const env = getEnv();
    return createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
      // Every answer or failure tells the page whether the API can be reached (src/lib/connectivity.ts).
      global: { fetch: observedFetch() },
    });
  });
  return client;
}

/**
 * Published rows for the public pages (approved reviews, gallery photos), read from the REST API with
 * the anon key in one plain request. supabase-js is about 100 KB of brotli, and running it was one of
 * the longest tasks on a slow phone; these reads need none of its sessions, realtime or retries. The URL
 * is the one supabase-js builds for the same query (PostgREST syntax: `status: 'eq.approved'`,
 * `order: 'created_at.desc'`), and RLS decides what anon may read; callers still state their filters.
 *
 * Offline, or when the server is slow or failing, the service worker answers with the copy it kept of the
 * last successful read (src/offline/public-reads.ts), marked with the time of that read; the page needs no
 * IndexedDB code for it. Fails on a network error with no copy kept, on the timeout, and on any refusal
 * (with the server's message), the message starting with `label` (which list it was).
 */
export async function readPublicRows<Row>(
  table: PublicTable,
  query: Record<string, string>,
  { timeoutMs, label }: { timeoutMs: number; label: string },
  now: () => number = Date.now,
): Promise<PublicRows<Row>> {
  try {
    return await fetchPublicRows<Row>(table, query, timeoutMs, now);
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}`, { cause: error });
  }
}

async function fetchPublicRows<Row>(
  table: PublicTable,
  query: Record<string, string>,
  timeoutMs: number,
  now: () => number,
): Promise<PublicRows<Row>> {
  const env = getEnv();
  // Appended, as supabase-js does, so an API behind a path prefix keeps it.
  const url = new URL(`${env.VITE_SUPABASE_URL.replace(/\/+$/, '')}/rest/v1/${table}`);
  for (const [name, value] of Object.entries(query)) {
    // Column lists are written readably ('id, title'); the API takes them without spaces, as supabase-js sends them.
    url.searchParams.set(name, name === 'select' ? value.replace(/\s+/g, '') : value);
  }
  const response = await observedFetch()(url, {
    headers: {
      apikey: env.VITE_SUPABASE_ANON_KEY,
      Authorization: `Bearer ${env.VITE_SUPABASE_ANON_KEY}`,
      Accept: 'application/json',
    },
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The service worker's kept copy stands in when the API failed, was slow or erred: whether it can be
  // reached is asked at once, so the offline banner shows only if it really cannot.
  if (response.headers.has(KEPT_AT_HEADER) && typeof window !== 'undefined') void connectivity().check();
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? `HTTP ${response.status}`);
  }
  const data = (await response.json()) as Row[];
  const keptAt = Number(response.headers.get(KEPT_AT_HEADER) ?? NaN);
  return Number.isFinite(keptAt)
    ? { data, source: 'cache', storedAt: keptAt }
    : { data, source: 'network', storedAt: now() };
}
