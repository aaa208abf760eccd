import { expect, test, type APIRequestContext } from './fixtures';
import { E2E } from '../../playwright.config';
import {
  controlledByServiceWorker,
  outboxCount,
  rowsFor,
  serviceHeaders,
  shareExperience,
  uniqueEmail,
} from './support';

// A submission made offline waits in the outbox; the traveller is told by e-mail once it reaches the
// database (the notify sender, running beside the e2e server, delivers to the slot's mail catcher), never
// before and never twice.

interface InboxMessage {
  ID: string;
  To: { Address: string }[];
  Subject: string;
}

async function mailTo(request: APIRequestContext, address: string): Promise<InboxMessage[]> {
  const response = await request.get(`${E2E.mailUrl}/api/v1/messages?limit=1000`);
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as { messages: InboxMessage[] };
  return messages.filter((message) => message.To.some((to) => to.Address === address));
}

test('an offline review is thanked by e-mail once it arrives, not before and not twice', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000); // a service-worker install, then several pages offline: slow on a busy 2-core machine
  await controlledByServiceWorker(page, '/');
  const email = uniqueEmail('notify-offline');
  await context.setOffline(true);
  await page.goto('/');
  await shareExperience(page, email);
  await expect(page.getByRole('status').filter({ hasText: 'saved on this device' })).toBeVisible();

  // Nothing has reached the database, so nobody has been told.
  await page.waitForTimeout(2_000);
  expect(await rowsFor('custom_reviews', email)).toEqual([]);
  expect(await mailTo(request, email)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await rowsFor('custom_reviews', email)).length, { timeout: 15_000 }).toBe(1);
  const [row] = await rowsFor('custom_reviews', email, 'id');
  await expect.poll(async () => (await mailTo(request, email)).length, { timeout: 15_000 }).toBe(1);

  const [thanks] = await mailTo(request, email);
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
  expect(await mailTo(request, email)).toHaveLength(1);
});

/** The states of the jobs that e-mail the traveller about a record. */
async function travellerJobStates(recordId: string): Promise<string[]> {
  const response = await fetch(
    `${E2E.apiUrl}/rest/v1/notification_jobs?select=state&audience=eq.traveller&record_id=eq.${recordId}`,
    { headers: await serviceHeaders() },
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { state: string }[]).map((job) => job.state);
}
