import { axeOn, expect, onePageForTheFile, type Page } from './fixtures';
import { ADMIN_PASSWORD, createAdmin, createUser, signInWithSession } from './admin-support';
import { hold, uniqueEmail } from './support';

// Tests take turns in one page (see onePageForTheFile), each starting with nothing saved on the device.
const test = onePageForTheFile({ freshDevice: true });

// Nothing here depends on the service worker, and each test's fresh context would otherwise install it
// and fetch its 2 MB precache (seconds of processor time per test, which CI pays for): no worker.
test.use({ serviceWorkers: 'block' });

// The staff portal's sign-in gate and frame, against the real local auth server. Every test uses its own
// e-mail address: the server counts failed sign-ins per address (5 within 5 minutes, then 429).

const SECTIONS = [
  'Dashboard',
  'Tour Inquiries',
  'Custom Tour Requests',
  'Reviews',
  'Custom Reviews',
  'Gallery',
  'Settings',
] as const;

async function openSignIn(page: Page) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
}

async function submitSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectNoSeriousAxeProblems(page: Page) {
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

// The sign-in flow is the same on phones; one phone test covers the sidebar.
test.describe('admin sign-in', () => {
  test('shows "Checking authentication..." first, then the sign-in screen', async ({ page }) => {
    // Hold back the chunk holding supabase-js until the check has been seen: until it runs, the session cannot be
    // known.
    const supabaseChunk = hold();
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('GoTrueClient')) await supabaseChunk.released;
      await route.fulfill({ response, body });
    });
    await page.goto('/admin');
    await expect(page.getByRole('status').filter({ hasText: 'Checking authentication...' })).toBeVisible();
    supabaseChunk.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    await expect(page.getByText('Checking authentication...')).toHaveCount(0);
    await expect(page).toHaveTitle('Sign in - Admin - Lanka Chauffeur Tours');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('validates the fields with the spec messages', async ({ page }) => {
    await openSignIn(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();

    await submitSignIn(page, 'staff@example', '12345');
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(page.getByText('Email is required')).toHaveCount(0);
  });

  test('a wrong password and an unknown e-mail get the same message', async ({ page }) => {
    const email = uniqueEmail('admin-wrong');
    await createAdmin(email);
    await openSignIn(page);

    await submitSignIn(page, email, 'not-the-password');
    const alert = page.locator('.admin-alert');
    await expect(alert).toHaveText('Incorrect email or password.');

    await submitSignIn(page, uniqueEmail('nobody'), 'not-the-password');
    await expect(alert).toHaveText('Incorrect email or password.');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
  });

  test('after five failures the rate-limit message appears', async ({ page }) => {
    const email = uniqueEmail('admin-limit');
    await openSignIn(page);
    const alert = page.locator('.admin-alert');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitSignIn(page, email, `wrong-password-${attempt}`);
      await expect(alert).toHaveText('Incorrect email or password.');
      // The button comes back once the answer is in; the next attempt must not overlap this one.
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    }
    await submitSignIn(page, email, 'wrong-password-6');
    await expect(alert).toHaveText('Too many failed login attempts. Please try again later.');
  });

  test('a signed-in user who is not an admin is signed out again', async ({ page }) => {
    const email = uniqueEmail('not-admin');
    await createUser(email);
    await openSignIn(page);
    await submitSignIn(page, email, ADMIN_PASSWORD);
    await expect(page.locator('.admin-alert')).toHaveText('Access denied. Admin privileges required.');
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
  });

  test('an admin signs in, keeps the session across a reload and logs out', async ({ page }) => {
    const email = uniqueEmail('admin-ok');
    await createAdmin(email);
    await openSignIn(page);
    await submitSignIn(page, email, ADMIN_PASSWORD);

    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard - Admin - Lanka Chauffeur Tours');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const section of SECTIONS) await expect(nav.getByRole('link', { name: section, exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner')).toContainText('Admin');
    await expect(page.getByRole('banner')).toContainText(email);

    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(email);
    await expect(page).toHaveTitle('Settings - Admin - Lanka Chauffeur Tours');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(email);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Portal' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  });

  test('the sign-in screen shows no credentials', async ({ page }) => {
    await openSignIn(page);
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('@');
    expect(text.toLowerCase()).not.toContain('password:');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Email')).not.toHaveAttribute('placeholder', /@/);
  });

  test('axe finds no serious or critical problem on the sign-in screen and the dashboard', async ({ page }) => {
    await openSignIn(page);
    await expectNoSeriousAxeProblems(page);

    const email = uniqueEmail('admin-axe');
    await createAdmin(email);
    await submitSignIn(page, email, ADMIN_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNoSeriousAxeProblems(page);
  });
});

test.describe('admin sidebar on phones', { tag: '@phone' }, () => {
  test('collapses behind the menu button and closes when a section is chosen', async ({ page }) => {
    const email = uniqueEmail('admin-phone');
    await createAdmin(email);
    await signInWithSession(page, email);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    const nav = page.locator('#admin-nav');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden();
    await menu.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
