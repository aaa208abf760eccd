/**
 * `npm start`: builds the app against this machine's local API (its URL and anon key are baked in at
 * build time, as they would be for a hosted project), then runs the server.
 */
import { spawnSync } from 'node:child_process';
import { loadConfig } from './config.ts';

const config = await loadConfig();
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', config.distDir, '--emptyOutDir'], {
  cwd: config.rootDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || config.apiUrl,
    VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY || config.anonKey,
    // The pages are pre-rendered at build time, so their canonical URLs and JSON-LD need the origin
    // they will be served from; the browser then renders the same.
    VITE_SITE_URL: process.env.VITE_SITE_URL || config.appUrl,
  },
});
if (build.status !== 0) {
  console.error('The app build failed; see the errors above.');
  process.exit(build.status ?? 1);
}
await import('./main.ts');
