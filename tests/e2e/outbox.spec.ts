import { expect, test } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E } from '../../playwright.config';
import {
  controlledByServiceWorker,
  inbox,
  outboxCount,
  rowsFor,
  serviceHeaders,
  shareExperience,
  uniqueEmail,
} from './support';

/** The states of the jobs that e-mail the traveller about a record. */
async function travellerJobStates(recordId: string): Promise<string[]> {
  const response = await fetch(
    `${E2E.apiUrl}/rest/v1/notification_jobs?select=state&audience=eq.traveller&record_id=eq.${recordId}`,
    { headers: await serviceHeaders() },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { state: string }[]).map((job) => job.state);
}

test.describe('outbox indicator and page', () => {
  // A submission made offline waits in the outbox; the traveller is told by e-mail once it reaches the database (the
  // notify sender, running beside the e2e server, delivers to the project's mail catcher), never before and never
  // twice. One journey, since each context installs the service worker and fetches its precache (about 5 CPU-s).
  test('an offline review is counted and listed, then delivered once when the connection returns, and thanked by e-mail once it arrives, not before and not twice', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000); // a service-worker install, then several pages offline: slow on a busy 2-core machine
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

    // Nothing has reached the database, so nobody has been told.
    await page.waitForTimeout(2_000);
    expect(await rowsFor('custom_reviews', email)).toEqual([]);
    expect(await inbox(request, email)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByText('Nothing is waiting: everything you sent has reached us.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(indicator).toHaveCount(0);
    await expect.poll(async () => (await rowsFor('custom_reviews', email)).length).toBe(1);
    const [row] = await rowsFor('custom_reviews', email, 'id');
    await expect.poll(async () => (await inbox(request, email)).length, { timeout: 15_000 }).toBe(1);

    const [thanks] = await inbox(request, email);
    const full = await request.get(`${E2E.mailUrl}/api/v1/message/${thanks!.ID}`);
    const body = (await full.json()) as { Text: string };
    expect(body.Text).toContain(`LCT-${String(row!.id).replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    expect(body.Text).toMatch(/approv/i);

    // A reload sends nothing again. Once the reloaded page's outbox is empty it has nothing left to send, and a
    // resend would have been answered by then: still one review, whose one e-mail to the traveller was sent (a
    // second job for the same record and address cannot exist). The sender records a batch's sent jobs once the
    // whole batch is done (a staff push in it may still be waiting on the push service), so the state may follow
    // the e-mail by a few seconds.
    await page.reload();
    await expect.poll(() => outboxCount(page)).toBe(0);
    expect(await rowsFor('custom_reviews', email)).toHaveLength(1);
    await expect.poll(() => travellerJobStates(String(row!.id)), { timeout: 15_000 }).toEqual(['sent']);
    expect(await inbox(request, email)).toHaveLength(1);
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
