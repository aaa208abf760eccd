/** Staff accounts for browser tests: created with the real admin CLI, signed in through the real API. */
import { onPlainFileOfTheSite, type Page } from './fixtures';
import { E2E } from '../../playwright.config';
import { runAdminCommand } from '../../supabase/local/admin-cli';
import { loadConfig } from '../../supabase/local/config';

export const ADMIN_PASSWORD = 'e2e-correct-horse-battery';

/**
 * Creates (or promotes) an admin with the project's CLI against the running e2e server: its `add` command, run in
 * this process (the CLI as a process of its own is tested in tests/api/admin-cli.test.ts), which goes through the
 * server's local admin channel as `npm run admin` does. Starting the CLI for each account cost about 1 CPU-s.
 */
export async function createAdmin(email: string, password = ADMIN_PASSWORD): Promise<void> {
  await runAdminCommand(['add', email], {
    ...process.env,
    DATA_DIR: E2E.dataDir,
    API_PORT: new URL(E2E.apiUrl).port,
    APP_PORT: new URL(E2E.appUrl).port,
    DATABASE_URL: '',
    ADMIN_PASSWORD: password,
  });
}

/** Creates a user who is NOT an admin (service-role admin API). */
export async function createUser(email: string, password = ADMIN_PASSWORD): Promise<void> {
  const { serviceRoleKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  const response = await fetch(`${E2E.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  if (!response.ok && response.status !== 422)
    throw new Error(`createUser: ${response.status} ${await response.text()}`);
}

/**
 * Signs in through the auth API and stores the session where supabase-js keeps it, so the page's next visit to the
 * portal starts signed in (for suites that test the portal's lists rather than its sign-in screen). The session is
 * written once, from a plain file of the site (no script of the app runs meanwhile), as the portal's own sign-in
 * leaves it: the app may refresh it, a log-out ends it. Leaves the page on that file.
 */
export async function signInWithSession(page: Page, email: string, password = ADMIN_PASSWORD): Promise<void> {
  const { anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  const response = await fetch(`${E2E.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as Record<string, unknown>;
  const storageKey = `sb-${new URL(E2E.apiUrl).hostname.split('.')[0]}-auth-token`;
  await onPlainFileOfTheSite(page, E2E.appUrl);
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [storageKey, JSON.stringify(session)],
  );
}

/** Resolves once the page's realtime channel for `table` has joined (changes after that arrive live). */
export function channelJoined(page: Page, table: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes('phx_reply') && text.includes('"ok"') && text.includes(table)) resolve();
      });
    });
  });
}
