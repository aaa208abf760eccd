import { expect, test, type BrowserContext, type Page } from './fixtures';
import { loadConfig } from '../../supabase/local/config';
import { E2E, SOAK } from '../../playwright.config';
import { controlledByServiceWorker, fillInquiry, fillRequest, fillReviewer, outboxCount, rate } from './support';

/**
 * Offline chaos: submissions of the four kinds while the connection drops and returns at random, with
 * reloads and a closed-and-reopened tab in between. Afterwards exactly those rows exist once each and
 * nothing is left in the outbox. Run with Background Sync and without it (Safari, Firefox), where delivery
 * may wait until the app is next opened.
 *
 * `npm test` runs a short case, planned: each of the four kinds once on line and once off line, the connection
 * dropping and coming back in between, a reload and a closed tab while submissions wait. `npm run test:soak` runs
 * 50 drawn at random (seeded); CHAOS_SUBMISSIONS sets another number of random ones, CHAOS_SEED another draw.
 */

const TABLES = ['tour_inquiries', 'custom_tour_requests', 'reviews', 'custom_reviews'] as const;
type Kind = (typeof TABLES)[number];
interface Submission {
  kind: Kind;
  offline: boolean;
}

/** How many submissions a random run draws; none is drawn in the gate, which runs the planned case. */
const RANDOM_SUBMISSIONS = process.env.CHAOS_SUBMISSIONS ?? (SOAK ? '50' : undefined);
const SEED = Number(process.env.CHAOS_SEED ?? 20261121);
/** The gate's case: every kind on line and off line, in an order that changes the connection five times. */
const PLANNED: Submission[] = [
  { kind: 'tour_inquiries', offline: false },
  { kind: 'custom_tour_requests', offline: true },
  { kind: 'reviews', offline: true },
  { kind: 'custom_reviews', offline: false },
  { kind: 'tour_inquiries', offline: true },
  { kind: 'custom_tour_requests', offline: false },
  { kind: 'reviews', offline: false },
  { kind: 'custom_reviews', offline: true },
];
/** After which submissions the page is reloaded: every tenth of a long run; in the planned case one made off line. */
const reloadsAfter = (i: number) => (RANDOM_SUBMISSIONS === undefined ? i === 2 : i % 10 === 9);

/** Small seeded PRNG (mulberry32) so a failing random run can be replayed with CHAOS_SEED. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The submissions of a run: the planned case, or RANDOM_SUBMISSIONS drawn with `seed`, the connection flipping half
 * the time.
 */
function submissions(seed: number): Submission[] {
  if (RANDOM_SUBMISSIONS === undefined) return PLANNED;
  const random = prng(seed);
  let offline = false;
  return Array.from({ length: Number(RANDOM_SUBMISSIONS) }, () => {
    if (random() < 0.5) offline = !offline;
    return { kind: TABLES[Math.floor(random() * TABLES.length)]!, offline };
  });
}

async function storedEmails(prefix: string): Promise<string[]> {
  const { serviceRoleKey } = await loadConfig({ DATA_DIR: E2E.dataDir });
  const emails: string[] = [];
  for (const table of TABLES) {
    const response = await fetch(
      `${E2E.apiUrl}/rest/v1/${table}?select=email&email=like.${encodeURIComponent(`${prefix}*`)}`,
      { headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` } },
    );
    expect(response.status).toBe(200);
    emails.push(...((await response.json()) as { email: string }[]).map((row) => row.email));
  }
  return emails.sort();
}

async function submitOne(page: Page, kind: Kind, email: string) {
  if (kind === 'tour_inquiries') {
    await page.goto('/tours/southern-coastal-explorer-6day');
    await page.getByRole('button', { name: 'Inquire Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tour Inquiry' });
    await fillInquiry(dialog, email);
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
  } else if (kind === 'custom_tour_requests') {
    await page.goto('/custom-tours');
    const form = page.getByRole('form', { name: 'Request Your Custom Tour' });
    await fillRequest(page, form, email);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(page.getByText(/submitted successfully|saved on this device/)).toBeVisible({ timeout: 10_000 });
  } else {
    const tourReview = kind === 'reviews';
    await page.goto(tourReview ? '/tours/southern-coastal-explorer-6day' : '/');
    const opener = page.getByRole('button', { name: tourReview ? 'Write a Review' : 'Share Your Experience' });
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const dialog = page.getByRole('dialog', {
      name: tourReview ? 'Write a Review' : 'Share Your Custom Tour Experience',
    });
    await fillReviewer(dialog, email);
    const labels = tourReview
      ? ['Overall Experience', 'Tour Quality', 'Destinations', 'Customer Service', 'Value for Money']
      : ['Overall Experience', 'Tour Quality', 'Guide Service', 'Value for Money'];
    for (const label of labels) await rate(dialog, label, 5);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog).toBeHidden({ timeout: 10_000 });
  }
}

async function openControlledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await controlledByServiceWorker(page, '/');
  return page;
}

for (const backgroundSync of [true, false]) {
  // The page's own context is the same in both projects: with Background Sync in the desktop project,
  // without it in the phone project, so the two runs share the time side by side.
  const plan = submissions(SEED + (backgroundSync ? 0 : 1));
  test(
    `offline chaos: ${plan.length} submissions arrive exactly once (${backgroundSync ? 'with' : 'without'} Background Sync)`,
    { tag: backgroundSync ? '@desktop' : '@phone' },
    async ({ browser }) => {
      // Fifty submissions through the UI take four to five minutes on a busy 2-core machine.
      test.setTimeout(60_000 + plan.length * 8_400);
      const prefix = `chaos-${backgroundSync ? 'sync' : 'nosync'}-${Date.now()}-`;
      const context = await browser.newContext({ baseURL: E2E.appUrl });
      if (!backgroundSync) {
        await context.addInitScript(() => {
          // As in Safari and Firefox: no Background Sync API at all.
          delete (window as { SyncManager?: unknown }).SyncManager;
          if ('sync' in ServiceWorkerRegistration.prototype) {
            delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync;
          }
        });
      }
      // WhatsApp hand-offs open tabs (wa.me fails at once here, see playwright.config.ts): close them.
      const closing = new Set<Promise<unknown>>();
      context.on('page', (popup) => {
        const done = popup
          .opener()
          .then((opener) => (opener ? popup.close() : undefined))
          .catch(() => undefined);
        closing.add(done);
        void done.finally(() => closing.delete(done));
      });
      // Going offline applies to every tab of the context, one after another; a WhatsApp tab that closes
      // during that walk makes the call fail with "Target page, context or browser has been closed". Wait
      // for closing tabs first, and try again if one closed at that very moment.
      const setOffline = async (value: boolean) => {
        for (let attempt = 1; ; attempt++) {
          await Promise.all([...closing]);
          try {
            await context.setOffline(value);
            return;
          } catch (error) {
            if (attempt >= 3 || !String(error).includes('has been closed')) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
      };

      let page = await openControlledPage(context);
      let offline = false;
      const expected: string[] = [];
      for (const [i, { kind, offline: next }] of plan.entries()) {
        if (next !== offline) {
          offline = next;
          await setOffline(offline);
        }
        const email = `${prefix}${String(i).padStart(2, '0')}@example.com`;
        // Named steps: a failure report says which submission, of which kind, on or off line.
        await test.step(`submission ${i}: ${kind}${offline ? ', offline' : ''}`, () => submitOne(page, kind, email));
        expected.push(email);
        if (reloadsAfter(i)) await page.reload();
        if (i === Math.floor(plan.length / 2)) {
          // The traveller closes the tab and comes back later.
          await page.close();
          page = await context.newPage();
          await page.goto('/');
        }
      }

      await setOffline(false);
      if (!backgroundSync) {
        // Without Background Sync nothing runs while the app is closed; the next visit delivers.
        await page.close();
        page = await context.newPage();
        await page.goto('/');
      }
      await expect
        .poll(() => storedEmails(prefix), { timeout: 60_000, intervals: [500, 1000, 2000] })
        .toEqual(expected);
      await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
      await context.close();
    },
  );
}
