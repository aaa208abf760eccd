/**
 * `npm start`: builds the app against this machine's local API (its URL and anon key are baked in at
 * build time, as they would be for a hosted project), then runs the server and, beside it, the mail
 * catcher (SMTP and a web inbox answering Mailpit's API), as `supabase start` runs Inbucket/Mailpit.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { startMailCatcher } from './mail-catcher.ts';

const config = await loadConfig();
// Before the build, so a port already in use stops start-up at once. Loopback only: the inbox has
// no login.
const mail = await startMailCatcher({
  host: '127.0.0.1',
  smtpPort: config.mailSmtpPort,
  webPort: config.mailWebPort,
  // As Mailpit's: a pattern of recipients to accept, e.g. to try how a refused address is handled.
  allowedRecipients: process.env.MP_SMTP_ALLOWED_RECIPIENTS
    ? new RegExp(process.env.MP_SMTP_ALLOWED_RECIPIENTS)
    : undefined,
}).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
// The installed vite itself: npx would first spend about a second of processor time finding it.
const vite = path.join(config.rootDir, 'node_modules', '.bin', 'vite');
const build = spawnSync(vite, ['build', '--logLevel', 'warn', '--outDir', config.distDir, '--emptyOutDir'], {
  cwd: config.rootDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || config.apiUrl,
    VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY || config.anonKey,
    // The pages are pre-rendered at build time, so their canonical URLs and JSON-LD need the origin
    // they will be served from; the browser then renders the same.
    VITE_SITE_URL: process.env.VITE_SITE_URL || config.appUrl,
    // The pages are rendered from the content published in this data directory (scripts/published-content.ts).
    CONTENT_DATA_DIR: process.env.CONTENT_DATA_DIR || config.dataDir,
    // Kept for the server, which renders the pages a publish changed (site-publisher.ts).
    RENDER_KIT_DIR: config.renderKitDir,
  },
});
if (build.status !== 0) {
  console.error('The app build failed; see the errors above.');
  process.exit(build.status ?? 1);
}
// main.ts stops the server and exits on these signals; the mail catcher closes first.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void mail.close());
await import('./main.ts');
console.log(`Mail ${mail.url}  (SMTP ${mail.host}:${mail.smtpPort}, no login needed; Mailpit API)`);
