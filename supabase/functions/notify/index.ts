/**
 * The notification sender, a Supabase Edge Function (`supabase functions deploy notify`). Woken by the
 * database (pg_net, from the queue's trigger, and a one-minute pg_cron sweep) on hosted Supabase, and by
 * the local server, which runs this same file under Deno (supabase/local/notify-runtime.ts).
 * What it does is in ../_shared/sender/; how to deploy and configure it is in docs/deploy.md.
 */
import { createClient } from '@supabase/supabase-js';
import { BUSINESS } from '../_shared/business.ts';
import { loadSenderConfig } from '../_shared/sender/config.ts';
import { drainQueue } from '../_shared/sender/drain.ts';
import { createNotifyHandler } from '../_shared/sender/handler.ts';
import { httpMailTransport, smtpTransport } from '../_shared/sender/mail.ts';
import { pushTransport } from '../_shared/sender/push.ts';

const config = loadSenderConfig(Deno.env.toObject(), { name: BUSINESS.name, email: BUSINESS.email });
const client = createClient(config.supabaseUrl, config.serviceRoleKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});
const mail =
  config.mail.kind === 'http' ? httpMailTransport(config.mail.url, config.mail.apiKey) : smtpTransport(config.mail.url);
const push = config.vapid ? pushTransport(config.vapid) : null;
const log = (line: string) => console.log(line);

const handler = createNotifyHandler({
  wakeKeys: config.wakeKeys,
  vapidPublicKey: config.vapid?.publicKey ?? null,
  drain: () => drainQueue({ config, client, mail, push, log }),
  log,
});

// The Edge Runtime ignores the port; the local server picks one and passes it as PORT.
const port = Number(Deno.env.get('PORT') ?? 8000);
Deno.serve(
  {
    port,
    hostname: Deno.env.get('HOST') ?? '0.0.0.0',
    onListen: ({ port }) => console.log(`notify: listening on ${port}`),
  },
  handler,
);
