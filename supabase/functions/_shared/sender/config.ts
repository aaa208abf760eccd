/**
 * The notification sender's settings, read from the function's environment (Supabase injects
 * SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY into every Edge Function; the rest are secrets set with
 * `supabase secrets set`, see docs/deploy.md). Locally, supabase/local/notify-runtime.ts passes them.
 */

export const LOCAL_SMTP_URL = 'smtp://127.0.0.1:54325'; // the mail catcher of `npm start` / `supabase start`

export interface SenderConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** Bearer tokens that may wake the sender: the service-role key, and NOTIFICATION_SENDER_KEY if set. */
  wakeKeys: string[];
  /** Origin of the site, for links into the portal (no trailing slash). */
  siteUrl: string;
  /** `Name <address>` of outgoing mail. */
  mailFrom: string;
  /** Where travellers' answers to a confirmation go. */
  mailReplyTo: string;
  mail: { kind: 'smtp'; url: string } | { kind: 'http'; url: string; apiKey: string };
  /** Web Push is off without both keys. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** Jobs taken per claim. */
  batchSize: number;
  /** How long a claim holds its jobs; a sender that dies leaves them to the next claim after this. */
  leaseSeconds: number;
  /** A run stops claiming after this long and says there is more (Edge Functions have a wall-clock limit). */
  timeBudgetMs: number;
  /** Deliveries in flight at once. */
  concurrency: number;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`${name} is not set`);
  return value;
}

function positiveInt(env: Env, name: string, fallback: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new ConfigError(`${name} must be a whole number from 1 to ${max}`);
  }
  return value;
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be http(s)`);
  return value.replace(/\/+$/, '');
}

export function loadSenderConfig(env: Env, defaults: { name: string; email: string }): SenderConfig {
  const serviceRoleKey = required(env, 'SUPABASE_SERVICE_ROLE_KEY');
  const senderKey = env.NOTIFICATION_SENDER_KEY?.trim();
  const siteUrl = httpUrl('SITE_URL', required(env, 'SITE_URL'));

  const apiUrl = env.EMAIL_API_URL?.trim();
  let mail: SenderConfig['mail'];
  if (apiUrl) {
    mail = { kind: 'http', url: httpUrl('EMAIL_API_URL', apiUrl), apiKey: required(env, 'EMAIL_API_KEY') };
  } else {
    const smtpUrl = env.SMTP_URL?.trim() || LOCAL_SMTP_URL;
    if (!/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
    mail = { kind: 'smtp', url: smtpUrl };
  }

  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  const vapid =
    publicKey && privateKey
      ? { publicKey, privateKey, subject: env.VAPID_SUBJECT?.trim() || `mailto:${defaults.email}` }
      : null;

  return {
    supabaseUrl: httpUrl('SUPABASE_URL', required(env, 'SUPABASE_URL')),
    serviceRoleKey,
    wakeKeys: senderKey ? [serviceRoleKey, senderKey] : [serviceRoleKey],
    siteUrl,
    mailFrom: env.MAIL_FROM?.trim() || `${defaults.name} <${defaults.email}>`,
    mailReplyTo: env.MAIL_REPLY_TO?.trim() || defaults.email,
    mail,
    vapid,
    batchSize: positiveInt(env, 'NOTIFY_BATCH_SIZE', 50, 100),
    leaseSeconds: Math.max(10, positiveInt(env, 'NOTIFY_LEASE_SECONDS', 120, 3600)),
    timeBudgetMs: positiveInt(env, 'NOTIFY_TIME_BUDGET_MS', 50_000, 600_000),
    concurrency: positiveInt(env, 'NOTIFY_CONCURRENCY', 10, 32),
  };
}
