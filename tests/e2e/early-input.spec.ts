import { expect, test, untilHydrated, type Page } from './fixtures';
import { browserDate, controlledByServiceWorker, expectStoredOnce, hold, uniqueEmail } from './support';

// A pre-rendered page is on screen, and can be typed into and tapped, seconds before its scripts have run
// on a slow phone. Here the scripts are held back until the test lets them through, so what the visitor
// does certainly happens before the app answers: nothing typed may be lost and a tap must not be ignored.
// Where scripts are held, service workers are blocked so that every script request passes the hold.

/**
 * Holds the app's scripts until the returned function is called: all but the boot script, the one small
 * script the page names, which arrives with the page (as it does on a slow connection, long before the
 * app's 100 KB).
 */
async function holdScripts(page: Page): Promise<() => void> {
  const { released, release } = hold();
  await page.route(/\.m?js(\?|$)/, async (route) => {
    if (!/\/boot-[^/]*\.js$/.test(new URL(route.request().url()).pathname)) await released;
    await route.fallback();
  });
  return release;
}

test.describe('with the scripts held back', () => {
  test.use({ serviceWorkers: 'block' });

  test('what is typed into the request form before the page is live is kept and sent', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/custom-tours', { waitUntil: 'domcontentloaded' });
    const form = page.locator('form').filter({ has: page.getByLabel('Full Name') });
    await form.getByLabel('Full Name').pressSequentially('Quick Typer');
    await form.getByLabel('Number of People').selectOption('5-8');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    release();
    await untilHydrated(page);
    // The form is live: typing elsewhere re-renders it, and the early values stay in the fields.
    const email = uniqueEmail('early');
    await form.getByLabel('Email').fill(email);
    await expect(form.getByLabel('Full Name')).toHaveValue('Quick Typer');
    await expect(form.getByLabel('Number of People')).toHaveValue('5-8');
    await form.getByLabel('Phone').fill('+44 7700 900123');
    await form.getByLabel('Country').fill('United Kingdom');
    await form.getByLabel('Travel Start Date').fill(await browserDate(page, 60));
    await form.getByLabel('Travel End Date').fill(await browserDate(page, 74));
    await form.getByLabel('Budget Range (USD per person)').selectOption('2500-5000');
    await form.getByLabel('Places You Would Like to Visit').fill('Sigiriya, Kandy, Ella, Yala');
    await form.getByLabel('Hotel Preferences').fill('Boutique hotels');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByText('Full name is required')).toHaveCount(0);
    const row = await expectStoredOnce('custom_tour_requests', email, 'id,status,full_name,number_of_people');
    expect(row).toMatchObject({ full_name: 'Quick Typer', number_of_people: '5-8' });
  });

  test('Inquire Now tapped before the page is live opens the inquiry once it is', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/tours/sri-lanka-grand-tour-13day', { waitUntil: 'domcontentloaded' });
    const inquire = page.getByRole('button', { name: 'Inquire Now' }).first();
    await inquire.scrollIntoViewIfNeeded();
    await inquire.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    release();
    await untilHydrated(page);
    await expect(page.getByRole('dialog', { name: /Tour Inquiry/ })).toBeVisible({ timeout: 10_000 });
  });
});

test('opened offline on a slow phone, what is typed as the form appears stays and is what gets submitted', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const reactErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /React|#4\d\d/.test(message.text())) reactErrors.push(message.text());
  });
  await controlledByServiceWorker(page, '/custom-tours');

  await context.setOffline(true);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/custom-tours', { waitUntil: 'commit' });
    const form = page.locator('form').filter({ has: page.getByLabel('Full Name') });
    await form.getByLabel('Full Name').pressSequentially('Quick Typer');
    await form.getByLabel('Country').pressSequentially('Germany');
    await untilHydrated(page);
    // Long enough for anything the page does after hydrating (the offline check, the outbox, analytics).
    await page.waitForTimeout(5_000);
    // React never had to throw the pre-rendered form away and render it again (error #421).
    expect(reactErrors).toEqual([]);
    await expect(form.getByLabel('Full Name')).toHaveValue('Quick Typer');
    await expect(form.getByLabel('Country')).toHaveValue('Germany');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByText('Full name is required')).toHaveCount(0);
    await expect(form.getByText('Country is required')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});
