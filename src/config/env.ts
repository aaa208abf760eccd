/**
 * The two settings the browser needs, checked once. Only the anon key may ever be here: it is public by
 * design and RLS decides what it can do. A missing value is reported when data is first needed, so the
 * static pages still render. Plain checks, not a schema library: this module is loaded with the data
 * client on every public page that reads data.
 */
export interface Env {
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_ANON_KEY: string;
}

let parsed: Env | undefined;

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

export function getEnv(): Env {
  if (parsed) return parsed;
  const env = import.meta.env as Record<string, unknown>;
  const url = env.VITE_SUPABASE_URL;
  const key = env.VITE_SUPABASE_ANON_KEY;
  const problems = [
    ...(isHttpUrl(url) ? [] : ['VITE_SUPABASE_URL must be the URL of the Supabase API']),
    ...(typeof key === 'string' && key.length >= 20 ? [] : ['VITE_SUPABASE_ANON_KEY must be the project anon key']),
  ];
  if (problems.length > 0) {
    throw new Error(`App configuration is incomplete: ${problems.join('; ')}. See README.md (Configuration).`);
  }
  parsed = { VITE_SUPABASE_URL: url as string, VITE_SUPABASE_ANON_KEY: key as string };
  return parsed;
}

const GA_ID = /^G-[A-Za-z0-9]+$/;

/**
 * The optional Google Analytics 4 measurement id ('G-' followed by letters and digits). Unset, empty or
 * malformed means no Google script and no request to Google, ever; it never stops the app.
 */
export function getGaMeasurementId(env: Record<string, unknown> = import.meta.env): string | undefined {
  const id = env.VITE_GA_MEASUREMENT_ID;
  return typeof id === 'string' && GA_ID.test(id) ? id : undefined;
}
