import { getSupabase } from '../../../../lib/supabase';
import { z } from '../../../../lib/zod';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';

const vapidAnswerSchema = z.object({ vapidPublicKey: z.string().regex(/^[A-Za-z0-9_-]{20,200}={0,2}$/) });

/**
 * The notification sender's VAPID public key, which a push subscription is made for. Null when the
 * sender answers but has no push set up (any non-2xx answer, or no key in it); throws when it cannot be
 * reached.
 */
export async function getVapidPublicKey(): Promise<string | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke<unknown>('notify', {
    method: 'GET',
    timeout: STAFF_REQUEST_TIMEOUT_MS,
  });
  if (error) {
    if ((error as { name?: unknown }).name === 'FunctionsHttpError') return null;
    throw new Error(`Push key: ${(error as Error).message}`, { cause: error });
  }
  const parsed = vapidAnswerSchema.safeParse(data);
  return parsed.success ? parsed.data.vapidPublicKey : null;
}
