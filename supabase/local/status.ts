/**
 * `npm run --silent backend:status`: the local project's URL and keys as one JSON object, the way
 * `supabase status -o json` names them, for scripts and for configuring the app by hand.
 */
import { loadConfig } from './config.ts';

try {
  const config = await loadConfig();
  process.stdout.write(
    `${JSON.stringify({ API_URL: config.apiUrl, ANON_KEY: config.anonKey, SERVICE_ROLE_KEY: config.serviceRoleKey })}\n`,
  );
} catch (error) {
  process.stderr.write(`backend:status: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
