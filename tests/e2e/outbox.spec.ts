import { expect, test } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import { controlledByServiceWorker, outboxCount, rowsFor, shareExperience, uniqueEmail } from './support';

test.describe('outbox indicator and page', () => {
  test('an offline submission is counted, listed, then delivered once when the connection returns', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000); // a service-worker install, then several pages offline: slow on a busy 2-core machine
    await controlledByServiceWorker(page, '/');
    const email = uniqueEmail('outbox-offline');
    await context.setOffline(true);
    await page.goto('/');
    await shareExperience(page, email);
    await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toBeVisible();
    const indicator = page.getByTestId('outbox-indicator');
    await expect(indicator).toHaveText('1 waiting to send');
    await indicator.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Waiting to send' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Experience review' })).toContainText(
      'Waiting for a connection',
    );
    expect(await rowsFor('custom_reviews', email)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByText('Nothing is waiting: everything you sent has reached us.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(indicator).toHaveCount(0);
    await expect.poll(async () => (await rowsFor('custom_reviews', email)).length).toBe(1);
  });

  test('a submission held back by the e-mail limit needs attention, with the reason, until discarded', async ({
    page,
  }) => {
    const email = uniqueEmail('outbox-throttle');
    // Five reviews from this address already reached the server within the hour (the database's limit).
    const { anonKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${E2E.apiUrl}/rest/v1/custom_reviews`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          Authorization: `Bearer ${anonKey}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify({
          id: crypto.randomUUID(),
          customer_name: 'Earlier Traveller',
          email,
          country: 'Germany',
          ratings: { overall: 5, quality: 5, service: 5, value: 5 },
          comment: 'An earlier review from the same address.',
          would_recommend: true,
        }),
      });
      expect(response.status).toBe(201);
    }

    await page.goto('/');
    await shareExperience(page, email);
    const indicator = page.getByTestId('outbox-indicator');
    await expect(indicator).toHaveText('1 needs attention');
    await indicator.click();
    const item = page.getByRole('listitem').filter({ hasText: 'Experience review' });
    await expect(item.getByRole('alert')).toContainText('Too many submissions for this e-mail address');
    await expect(item).toContainText('It will be sent automatically later');
    expect(await outboxCount(page)).toBe(1);

    page.once('dialog', (dialog) => void dialog.accept());
    await item.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByText('Nothing is waiting: everything you sent has reached us.')).toBeVisible();
    expect(await outboxCount(page)).toBe(0);
    expect(await rowsFor('custom_reviews', email)).toHaveLength(5);
  });
});
