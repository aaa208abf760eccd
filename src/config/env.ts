import { z } from '../lib/zod';

/**
 * The two settings the browser needs, parsed once. Only the anon key may ever be here: it is public by
 * design and RLS decides what it can do. A missing value is reported when data is first needed, so the
 * static pages still render.
 */
const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ message: 'VITE_SUPABASE_URL must be the URL of the Supabase API' }),
  VITE_SUPABASE_ANON_KEY: z.string().min(20, 'VITE_SUPABASE_ANON_KEY must be the project anon key'),
});

export type Env = z.infer<typeof envSchema>;

let parsed: Env | undefined;

export function getEnv(): Env {
  if (parsed) return parsed;
  const result = envSchema.safeParse(import.meta.env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => issue.message).join('; ');
    throw new Error(`App configuration is incomplete: ${problems}. See README.md (Configuration).`);
  }
  parsed = result.data;
  return parsed;
}

const gaIdSchema = z.string().regex(/^G-[A-Za-z0-9]+$/);

/**
 * The optional Google Analytics 4 measurement id ('G-' followed by letters and digits). Unset, empty or
 * malformed means no Google script and no request to Google, ever; it never stops the app.
 */
export function getGaMeasurementId(env: Record<string, unknown> = import.meta.env): string | undefined {
  const result = gaIdSchema.safeParse(env.VITE_GA_MEASUREMENT_ID);
  return result.success ? result.data : undefined;
}
