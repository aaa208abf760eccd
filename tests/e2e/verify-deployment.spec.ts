// `npm run verify:deployment` against the app as the local server serves it: built with its own URL
// and anon key, behind the same headers a static host gets. Every check must pass here, the way it
// must on a real deployment; only HSTS may be a warning, since this server speaks plain http.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { E2E } from '../../playwright.config';
import { loadConfig } from '../../supabase/local/config';

const run = promisify(execFile);

test.describe('verify:deployment', () => {
  // It checks the server, not a viewport: one project runs it (HOME in playwright.config.ts).
  test('passes against the local deployment and checks manifest, service worker, key and RLS', async () => {
    test.setTimeout(90_000);
    const { stdout, exitCode } = await run('npx', ['tsx', 'scripts/verify-deployment.ts', E2E.appUrl], {
      timeout: 80_000,
    }).then(
      (out) => ({ ...out, exitCode: 0 }),
      (error: { stdout?: string; stderr?: string; code?: number }) => ({
        stdout: `${error.stdout ?? ''}${error.stderr ?? ''}`,
        exitCode: error.code ?? -1,
      }),
    );
    const lines = stdout.split('\n');
    const line = (name: string) => lines.find((l) => l.slice(2).startsWith(`${name}:`)) ?? `(no line for ${name})`;

    expect(exitCode, stdout).toBe(0);
    expect(
      lines.filter((l) => l.startsWith('✗')),
      stdout,
    ).toEqual([]);
    for (const name of [
      'Home page',
      'In-app route /tours',
      'App shell /admin',
      'Content-Security-Policy',
      'Web app manifest',
      'Manifest icons',
      'Service worker',
      'Hashed assets',
      'Supabase URL',
      'Anon key',
      'CSP allows the API',
      'RLS: reviews (public read)',
      'RLS: gallery (public read)',
      'RLS: tour_inquiries',
      'RLS: custom_tour_requests',
      'RLS: analytics_events',
      'RLS: admins',
    ]) {
      expect(line(name), stdout).toMatch(/^✓ /);
    }
    // Plain http: HSTS cannot be required, so it is at most a warning.
    expect(line('Strict-Transport-Security'), stdout).toMatch(/^[✓!] /);
    expect(line('Anon INSERT'), stdout).toMatch(/^· .*read-only/);

    // The script found the key this server signs and the API it answers on, not something else.
    const { anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
    expect(line('Supabase URL')).toContain(E2E.apiUrl);
    expect(line('Anon key')).toContain(anonKey.slice(-4));
    expect(stdout).not.toContain(anonKey);
    expect(stdout).toMatch(/\d+ passed, \d+ warning\(s\), 0 failed/);
  });
});
