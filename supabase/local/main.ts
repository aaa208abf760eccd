/**
 * `npm run backend`: starts the local Supabase-compatible API and serves the built app.
 * Stops cleanly on Ctrl-C so PGlite's files in .data/ are closed properly.
 */
import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

const config = await loadConfig();
// NOTIFY=off runs the API without the notification sender (jobs then wait in the queue).
// A publish renders the pages it changed into the served site (site-publisher.ts).
const starting = startServer(config, { notify: process.env.NOTIFY !== 'off', publish: true });

// Listening from the start: the API answers before every part has started (the publisher, the sender), and
// a stop asked for meanwhile still closes the database and removes the run file, once startup is done.
let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  const running = await starting.catch(() => undefined);
  await running?.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

await starting;
const backend = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`API  ${config.apiUrl}  (database: ${backend})`);
console.log(`App  ${config.appUrl}`);
console.log('Keys: npm run --silent backend:status   First admin: npm run admin -- add you@example.com');
