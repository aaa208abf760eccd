import { axeOn, expect, test } from './fixtures';
import { E2E } from '../../playwright.config';
import { loadConfig } from '../../supabase/local/config';
import { createAdmin, signInWithSession } from './admin-support';
import { uniqueEmail } from './support';

// Settings › Admin accounts against the real server: an admin adds a new colleague (who then signs in with
// the password chosen for them), and takes the rights away again. The last-admin rule is the database's
// (tests/db/admin-accounts.test.ts); here the portal says why the button is off when one admin is left.

test.use({ serviceWorkers: 'block' });
test.describe.configure({ mode: 'serial' });

const adminEmail = uniqueEmail('accounts-admin');
const colleague = uniqueEmail('new-colleague');
const password = 'colleague-password-123';

test.beforeAll(async () => {
  await createAdmin(adminEmail);
});

test.beforeEach(async ({ page }) => {
  await signInWithSession(page, adminEmail);
});

async function signIn(email: string, secret: string) {
  const { anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  return fetch(`${E2E.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: secret }),
  });
}

test('an admin adds a colleague, who can then sign in, and removes them again', async ({ page }) => {
  await page.goto(`${E2E.appUrl}/admin/settings`);
  const section = page.getByRole('region', { name: 'Admin accounts' });
  await expect(section.getByText(adminEmail)).toBeVisible();
  await expect(section.getByText('(you)')).toBeVisible();

  // A password too short for a new staff account is caught before it is sent.
  await section.getByLabel('E-mail address').fill(colleague);
  await section.getByLabel('Password for a new account').fill('short');
  await expect(section.getByRole('button', { name: 'Add admin' })).toBeDisabled();
  await section.getByLabel('Password for a new account').fill(password);
  await section.getByRole('button', { name: 'Add admin' }).click();
  await expect(section.getByRole('status')).toContainText(`${colleague} is now an admin`);
  await expect(section.getByRole('listitem').filter({ hasText: colleague })).toBeVisible();
  expect((await signIn(colleague, password)).status).toBe(200);

  const scan = await axeOn(page).include('.admin-accounts').analyze();
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);

  await section.getByRole('button', { name: `Remove ${colleague}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this admin?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByRole('status')).toContainText(`${colleague} is no longer an admin`);
  await expect(section.getByRole('listitem').filter({ hasText: colleague })).toHaveCount(0);
  // The account stays (it can sign in) but is no admin: the portal's data is closed to it.
  const session = (await (await signIn(colleague, password)).json()) as { access_token: string };
  const { anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  const read = await fetch(`${E2E.apiUrl}/rest/v1/tour_inquiries?select=id&limit=1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${session.access_token}` },
  });
  expect(await read.json()).toEqual([]);
});
