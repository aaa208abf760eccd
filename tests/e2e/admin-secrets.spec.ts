import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { E2E } from '../../playwright.config';
import { loadConfig } from '../../supabase/local/config';
import { ADMIN_PASSWORD, createAdmin, signInWithSession } from './admin-support';
import { uniqueEmail } from './support';

// The old portal printed demo admin credentials on its sign-in screen. Here nothing that grants staff
// access may reach a browser: not on any admin screen, not in any file the app is built into. The only
// key the bundle may carry is the anon key.

// No service worker: nothing here depends on it, and each fresh context would fetch its 2 MB precache.
test.use({ serviceWorkers: 'block' });

const BUSINESS_EMAIL_DOMAIN = 'lanka-chauffeur-tours.example';

async function builtFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(html|js|mjs|css|json|webmanifest|txt|xml)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The JSON payload of every JWT-shaped string in `text`. */
function jwtPayloads(text: string): Record<string, unknown>[] {
  const tokens = text.match(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g) ?? [];
  return tokens.map(
    (token) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>,
  );
}

test.describe('no credentials reach the browser', () => {
  test('the built app holds no secret, no password and no key but the anon key', async () => {
    const { jwtSecret, serviceRoleKey, anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
    const files = await builtFiles(join(E2E.dataDir, 'dist'));
    expect(files.some((file) => /assets\/.*\.js$/.test(file))).toBe(true);

    let anonKeySeen = false;
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      expect(text, file).not.toContain(jwtSecret);
      expect(text, file).not.toContain(serviceRoleKey);
      expect(text, file).not.toContain(ADMIN_PASSWORD);
      expect(text, file).not.toMatch(/service_role/);
      for (const payload of jwtPayloads(text)) expect(payload.role, file).toBe('anon');
      if (text.includes(anonKey)) anonKeySeen = true;
      // The only e-mail addresses built in are the business's own.
      const emails = text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi) ?? [];
      for (const email of emails) expect(email.toLowerCase(), file).toMatch(new RegExp(`@${BUSINESS_EMAIL_DOMAIN}$`));
    }
    // Proves the scan reads what the browser runs: the app cannot reach the API without this key.
    expect(anonKeySeen).toBe(true);
  });

  test('no admin screen shows a password, a key or another account', async ({ page }) => {
    test.setTimeout(60_000); // eight screens, each read from the database: slow on a busy 2-core machine
    const { serviceRoleKey, anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
    const other = uniqueEmail('secrets-other');
    const email = uniqueEmail('secrets-admin');
    await createAdmin(other);
    await createAdmin(email);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    const signIn = await page.content();
    expect(signIn).not.toMatch(/@/);

    await signInWithSession(page, email);
    for (const path of [
      '/admin',
      '/admin/inquiries',
      '/admin/custom-tours',
      '/admin/reviews',
      '/admin/custom-reviews',
      '/admin/gallery',
      '/admin/insights',
      '/admin/settings',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);
      const html = await page.content();
      expect(html, path).not.toContain(ADMIN_PASSWORD);
      expect(html, path).not.toContain(serviceRoleKey);
      expect(html, path).not.toContain(anonKey);
      // Staff see their own address (who is signed in), never another admin's, except where admins manage
      // each other's accounts: Settings › Admin accounts lists them (with no password, checked above).
      const outsideAccounts = await page.evaluate(() => {
        const copy = document.documentElement.cloneNode(true) as HTMLElement;
        copy.querySelector('.admin-accounts')?.remove();
        return copy.outerHTML;
      });
      expect(outsideAccounts, path).not.toContain(other);
      if (path === '/admin/settings') {
        await expect(page.getByRole('region', { name: 'Admin accounts' }).getByText(other)).toBeVisible();
      }
    }
  });
});
