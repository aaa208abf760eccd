import { expect, onePageForTheFile, OWN_CONTEXT, type Page } from './fixtures';
import { E2E } from '../../playwright.config';
import { seedItems } from '../../scripts/content-seed/write-migration';
import { contentGroups } from '../../src/content/published';
import {
  browserDate,
  expectMessages,
  expectStoredOnce,
  fillInquiry,
  fillRequest,
  fillReviewer,
  outboxCount,
  rate,
  rowsFor,
  holdInsert,
  stubWhatsapp,
  uniqueEmail,
  withClockStopped,
} from './support';

// Tests take turns in one page (see onePageForTheFile), each starting with nothing saved on the device.
const test = onePageForTheFile({ freshDevice: true });

// The four public forms against the real local server: the spec's messages, what reaches the database
// (read back with the service-role key), the WhatsApp hand-off, the honeypot and keyboard use. Each
// test uses its own e-mail address: the database allows 5 submissions per address and table an hour.

const TOUR = { path: '/tours/southern-coastal-explorer-6day', slug: 'southern-coastal-explorer-6day' };

// What these tests submit is sent by the page's own outbox. The service worker's Background Sync would race
// it for the same items, and its requests pass `page.route` by (so a refusal staged there could be
// accepted); the offline chaos suite covers the worker's part.
test.use({ serviceWorkers: 'block' });

/**
 * The page's requests that would store a row in `table` (POSTs to its REST endpoint), from now on. A honeypot
 * submission makes none; with the outbox empty as well, nothing can reach the database later, so no test waits
 * to see that nothing arrives.
 */
function storesTo(page: Page, table: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/rest/v1/${table}`)
      seen.push(request.url());
  });
  return seen;
}

const SPEC_SENTENCE = "Hi! I'm interested in the Southern Coastal Explorer tour. Please contact me for details.";

// ---------------------------------------------------------------------------------------------------

test.describe('tour inquiry', () => {
  const INQUIRY_MESSAGES = [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Phone number is required',
    'Country is required',
  ];

  async function openInquiry(page: Page) {
    await page.goto(TOUR.path);
    await page.getByRole('button', { name: 'Inquire Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tour Inquiry' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('an empty or wrong form shows the spec messages, clears them on edit and stores nothing', async ({ page }) => {
    const dialog = await openInquiry(page);
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expectMessages(dialog, INQUIRY_MESSAGES);
    const firstName = dialog.getByLabel('First Name');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('First name is required');
    // Defaults: 1 adult, no children, no date.
    await expect(dialog.getByLabel('Adults')).toHaveValue('1');
    await expect(dialog.getByLabel('Children')).toHaveValue('0');
    await expect(dialog.getByLabel('Preferred Date')).toHaveValue('');

    // Editing a field clears its error, and only its error.
    await firstName.fill('Jane');
    await expect(dialog.getByText('First name is required')).toHaveCount(0);
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Last name is required')).toBeVisible();

    const email = uniqueEmail('inquiry-invalid');
    await dialog.getByLabel('Email').fill(email.replace('@', ' at '));
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();

    // A past date is refused: the picker starts at today and the form says why.
    const dateInput = dialog.getByLabel('Preferred Date');
    await expect(dateInput).toHaveAttribute('min', await browserDate(page, 0));
    await fillInquiry(dialog, email);
    await dateInput.fill(await browserDate(page, -1));
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(dialog.getByText('Please select a future date')).toBeVisible();
    await expect(dateInput).toBeFocused();

    expect(await outboxCount(page)).toBe(0);
    expect(await rowsFor('tour_inquiries', email)).toEqual([]);
  });

  test('a valid inquiry is stored once as pending and WhatsApp opens with the spec sentence and reference', async ({
    page,
    context,
  }) => {
    const requested = await stubWhatsapp(context);
    const releaseInsert = await holdInsert(page, 'tour_inquiries');
    const email = uniqueEmail('inquiry');
    await page.clock.install();
    const dialog = await openInquiry(page);
    await fillInquiry(dialog, email);
    const date = await browserDate(page, 45);
    await dialog.getByLabel('Preferred Date').fill(date);
    await dialog.getByLabel('Adults').selectOption('2');
    await dialog.getByLabel('Children').selectOption('1');
    await dialog.getByLabel('Message').fill('  We would love a whale-watching morning.  ');

    const popupPromise = context.waitForEvent('page');
    const status = page.getByRole('status').filter({ hasText: 'Thank you! Your inquiry has been sent' });
    await withClockStopped(page, async () => {
      await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(dialog.getByRole('button', { name: 'Sending Inquiry...' })).toBeDisabled();
      releaseInsert();
      await expect(status).toBeVisible({ timeout: 15_000 });
    });
    const popup = await popupPromise;
    await popup.waitForURL(/^https:\/\/wa\.me\//);

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Inquire Now' })).toBeFocused();
    await expect(status).toContainText(
      'Thank you! Your inquiry has been sent and WhatsApp is opening. We will contact you soon!',
    );
    const reference = /Reference: (LCT-[0-9A-F]{8})/.exec((await status.textContent()) ?? '')?.[1];
    expect(reference).toBeTruthy();

    const url = new URL(popup.url());
    expect(`${url.origin}${url.pathname}`).toBe(
      `https://wa.me/${contentGroups(seedItems(), 'en').site.business.whatsappNumber}`,
    );
    const text = url.searchParams.get('text') ?? '';
    expect(text.startsWith(SPEC_SENTENCE)).toBe(true);
    expect(text).toContain(`Reference: ${reference}`);
    expect(text).toContain(`Preferred date: ${date}`);
    expect(text).toContain('Adults: 2, Children: 1');
    expect(requested).toHaveLength(1);
    // The status keeps a link to the same chat, in case the tab was closed or blocked.
    const link = (await status.getByRole('link', { name: /Open WhatsApp/ }).getAttribute('href')) ?? '';
    expect(new URL(link).searchParams.get('text')).toBe(text);

    const row = await expectStoredOnce(
      'tour_inquiries',
      email,
      'id,status,tour_id,tour_title,first_name,adults,children,preferred_date,message',
    );
    expect(row).toMatchObject({
      tour_id: TOUR.slug,
      tour_title: 'Southern Coastal Explorer',
      first_name: 'Jane',
      adults: 2,
      children: 1,
      preferred_date: date,
      message: 'We would love a whale-watching morning.',
    });
    expect(await outboxCount(page)).toBe(0);

    // The form was reset for the next inquiry.
    await page.getByRole('button', { name: 'Inquire Now' }).click();
    await expect(dialog.getByLabel('First Name')).toHaveValue('');
    await expect(dialog.getByLabel('Adults')).toHaveValue('1');
  });

  test('a refused inquiry says so, with the reason and the way to the outbox', async ({ page, context }) => {
    await page.route(`${E2E.apiUrl}/rest/v1/tour_inquiries`, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: '23514', message: 'violates check constraint "tour_inquiries_phone_length"' }),
      }),
    );
    await page.clock.install();
    const dialog = await openInquiry(page);
    await fillInquiry(dialog, uniqueEmail('inquiry-refused'));
    const popupPromise = context.waitForEvent('page');
    const status = page.getByRole('status').filter({ hasText: 'needs attention' });
    await withClockStopped(page, async () => {
      await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
      await expect(status).toContainText('tour_inquiries_phone_length', { timeout: 15_000 });
    });
    await popupPromise;
    await expect(status.getByRole('link', { name: 'Review it in the outbox' })).toHaveAttribute('href', '/outbox');
    // Kept on the device for the visitor to correct, never dropped silently.
    expect(await outboxCount(page)).toBe(1);
  });

  test('a filled honeypot is thanked but nothing is stored or opened', async ({ page, context }) => {
    const posts = storesTo(page, 'tour_inquiries');
    const email = uniqueEmail('inquiry-bot');
    const dialog = await openInquiry(page);
    await fillInquiry(dialog, email);
    await dialog.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await dialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your inquiry has been sent' })).toBeVisible();
    expect(context.pages()).toHaveLength(1);
    expect(await outboxCount(page)).toBe(0);
    expect(posts).toEqual([]);
    expect(await rowsFor('tour_inquiries', email)).toEqual([]);
  });

  test('Escape and the close button close the modal and focus returns to Inquire Now', async ({ page }) => {
    const dialog = await openInquiry(page);
    const opener = page.getByRole('button', { name: 'Inquire Now' });
    await dialog.getByLabel('First Name').fill('Draft');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog.getByLabel('First Name')).toHaveValue('Draft');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

// ---------------------------------------------------------------------------------------------------

test.describe('custom tour request', () => {
  const REQUEST_MESSAGES = [
    'Full name is required',
    'Email is required',
    'Phone number is required',
    'Country is required',
    'Please select your travel start date',
    'Please select your travel end date',
    'Please select the number of people',
    'Please select a budget range',
    'Please tell us which places you would like to visit',
    'Please tell us your hotel preferences',
  ];

  async function openForm(page: Page) {
    await page.goto('/custom-tours');
    const form = page.getByRole('form', { name: 'Request Your Custom Tour' });
    await expect(form).toBeVisible();
    return form;
  }

  test('an empty or wrong form shows the messages, clears them on edit and stores nothing', async ({ page }) => {
    const form = await openForm(page);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expectMessages(form, REQUEST_MESSAGES);
    await expect(form.getByLabel('Full Name')).toBeFocused();
    await form.getByLabel('Hotel Preferences').fill('Beach resorts');
    await expect(form.getByText('Please tell us your hotel preferences')).toHaveCount(0);
    await expect(form.getByText('Please tell us which places you would like to visit')).toBeVisible();

    const email = uniqueEmail('custom-invalid');
    await fillRequest(page, form, email.replace('.com', ''));
    const start = form.getByLabel('Travel Start Date');
    await expect(start).toHaveAttribute('min', await browserDate(page, 0));
    await start.fill(await browserDate(page, -1));
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expectMessages(form, ['Please enter a valid email', 'Please select a future date']);
    // The end date (in 74 days) now falls before the start.
    await start.fill(await browserDate(page, 80));
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByText('End date must be on or after the start date')).toBeVisible();

    expect(await outboxCount(page)).toBe(0);
    expect(await rowsFor('custom_tour_requests', email)).toEqual([]);
  });

  test('a valid request is stored once as pending, the form clears and the spec banner shows', async ({ page }) => {
    const releaseInsert = await holdInsert(page, 'custom_tour_requests');
    const email = uniqueEmail('custom');
    await page.clock.install();
    const form = await openForm(page);
    await fillRequest(page, form, email);
    await withClockStopped(page, async () => {
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await expect(form.getByRole('button', { name: 'Submitting Request...' })).toBeDisabled();
      releaseInsert();
      await expect(form.getByRole('status')).toContainText(
        "Thank you! Your custom tour request has been submitted successfully. We'll contact you within 24 hours.",
        { timeout: 15_000 },
      );
    });
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByLabel('Number of People')).toHaveValue('');
    const row = await expectStoredOnce(
      'custom_tour_requests',
      email,
      'id,status,full_name,number_of_people,budget_range,additional_requirements',
    );
    expect(row).toMatchObject({
      full_name: 'Jane Doe',
      number_of_people: '3-4',
      budget_range: '2500-5000',
      additional_requirements: null,
    });
  });

  // 'allow': as on a visitor's phone after a first visit; the worker's Background Sync and the page both deliver.
  // 'block': a first visit on a bad connection, before the service worker has kept the site, so no chunk the
  // page has not fetched yet can load; what shows that something is waiting must then stay away instead of
  // breaking the page.
  for (const { serviceWorkers, title } of [
    {
      serviceWorkers: 'allow',
      title: 'offline, the request is saved on the device, said so, and delivered once back online',
    },
    {
      serviceWorkers: 'block',
      title: 'offline before the service worker has kept the site, the request is saved and the page stays whole',
    },
  ] as const) {
    test(title, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: E2E.appUrl, serviceWorkers });
      try {
        const page = await context.newPage();
        const email = uniqueEmail(`custom-offline-${serviceWorkers}`);
        const form = await openForm(page);
        await fillRequest(page, form, email);
        await context.setOffline(true);
        try {
          await form.getByRole('button', { name: 'Submit Request' }).click();
          const status = form.getByRole('status');
          await expect(status).toContainText(
            'has been saved on this device and will be sent automatically when you are back online',
          );
          expect(await outboxCount(page)).toBe(1);
          // The outbox's pill loads its code now; where that fails, the page and its message stay.
          await page.waitForTimeout(1000);
          await expect(page.getByText('Something went wrong while showing this page.')).toHaveCount(0);
          await expect(status).toContainText('Reference:');
        } finally {
          await context.setOffline(false);
        }
        await expectStoredOnce('custom_tour_requests', email);
        await expect.poll(() => outboxCount(page)).toBe(0);
      } finally {
        await context.close();
      }
    });
  }

  test('a filled honeypot is thanked but nothing is stored', async ({ page }) => {
    const posts = storesTo(page, 'custom_tour_requests');
    const email = uniqueEmail('custom-bot');
    const form = await openForm(page);
    await fillRequest(page, form, email);
    await form.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you! Your custom tour request has been submitted');
    expect(await outboxCount(page)).toBe(0);
    expect(posts).toEqual([]);
    expect(await rowsFor('custom_tour_requests', email)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------

const REVIEWER_MESSAGES = [
  'Name is required',
  'Email is required',
  'Country is required',
  'Please share your experience',
];

test.describe('tour review', () => {
  const LABELS = ['Overall Experience', 'Tour Quality', 'Destinations', 'Customer Service', 'Value for Money'];

  async function openReview(page: Page) {
    await page.goto(TOUR.path);
    await page.getByRole('button', { name: 'Write a Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Write a Review' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('an empty or wrong review shows the spec messages, clears them on edit and stores nothing', async ({ page }) => {
    const dialog = await openReview(page);
    await expect(dialog.getByLabel('I would recommend this tour to others')).toBeChecked();
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expectMessages(dialog, [...REVIEWER_MESSAGES, ...LABELS.map((label) => `${label} rating is required`)]);
    await expect(dialog.getByText('Accommodations rating is required')).toHaveCount(0);

    // The stars work from the keyboard: arrows move through the radio group.
    const overall = dialog.getByRole('radiogroup', { name: 'Overall Experience' });
    await expect(overall).toHaveAttribute('aria-invalid', 'true');
    await overall.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(overall.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(dialog.getByText('Overall Experience rating is required')).toHaveCount(0);
    await expect(dialog.getByText('Tour Quality rating is required')).toBeVisible();

    const email = uniqueEmail('review-invalid');
    await fillReviewer(dialog, email.replace('@', ''));
    await dialog.getByLabel('Your Review').fill('   Too short   ');
    await expect(dialog.getByText('Please share your experience')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expectMessages(dialog, ['Invalid email format', 'Please write at least 10 characters']);

    expect(await outboxCount(page)).toBe(0);
    expect(await rowsFor('reviews', email)).toEqual([]);
  });

  test('a valid review is stored once as pending and the visitor is thanked', async ({ page }) => {
    const releaseInsert = await holdInsert(page, 'reviews');
    const email = uniqueEmail('review');
    await page.clock.install();
    const dialog = await openReview(page);
    await fillReviewer(dialog, email);
    for (const [index, label] of LABELS.entries()) await rate(dialog, label, 5 - (index % 2));
    await rate(dialog, 'Accommodations', 3);
    await dialog.getByLabel('Recommendations for Other Travelers').fill('Take the train to Ella.');
    await dialog.getByLabel('I would recommend this tour to others').uncheck();
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your review!' });
    await withClockStopped(page, async () => {
      await dialog.getByRole('button', { name: 'Submit Review' }).click();
      await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
      releaseInsert();
      await expect(thanks).toBeVisible({ timeout: 15_000 });
    });
    await expect(dialog).toBeHidden();
    await expect(thanks).toHaveText('Thank you for your review! It will be published after admin approval.');
    await expect(page.getByRole('button', { name: 'Write a Review' })).toBeFocused();
    const row = await expectStoredOnce('reviews', email, 'id,status,tour_id,ratings,would_recommend,recommendations');
    expect(row).toMatchObject({
      tour_id: TOUR.slug,
      ratings: { overall: 5, quality: 4, locations: 5, service: 4, price: 5, amenities: 3 },
      would_recommend: false,
      recommendations: 'Take the train to Ella.',
    });
  });

  test('a refused review keeps the modal open with the reason; the correction replaces it', async ({ page }) => {
    const email = uniqueEmail('review-refused');
    await page.route(`${E2E.apiUrl}/rest/v1/reviews`, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ code: '23514', message: 'violates check constraint "reviews_comment_length"' }),
      }),
    );
    await page.clock.install();
    const dialog = await openReview(page);
    await fillReviewer(dialog, email);
    for (const label of LABELS) await rate(dialog, label, 4);
    const banner = dialog.getByRole('alert').filter({ hasText: 'Failed to submit review. Please try again.' });
    await withClockStopped(page, async () => {
      await dialog.getByRole('button', { name: 'Submit Review' }).click();
      await expect(banner).toContainText('reviews_comment_length', { timeout: 15_000 });
    });
    await expect(dialog.getByLabel('Your Name')).toHaveValue('Jane Doe');
    // Nothing is dropped: the refused copy waits in the outbox until corrected or discarded…
    expect(await outboxCount(page)).toBe(1);
    // …and the corrected review replaces it rather than sitting beside it.
    await page.unroute(`${E2E.apiUrl}/rest/v1/reviews`);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review!' })).toBeVisible();
    await expect.poll(() => outboxCount(page)).toBe(0);
    await expect.poll(async () => (await rowsFor('reviews', email)).length).toBe(1);
  });

  test('a filled honeypot is thanked but nothing is stored; Escape returns focus', async ({ page }) => {
    const posts = storesTo(page, 'reviews');
    const email = uniqueEmail('review-bot');
    let dialog = await openReview(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Write a Review' })).toBeFocused();

    dialog = await openReview(page);
    await fillReviewer(dialog, email);
    for (const label of LABELS) await rate(dialog, label, 5);
    await dialog.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review!' })).toBeVisible();
    expect(await outboxCount(page)).toBe(0);
    expect(posts).toEqual([]);
    expect(await rowsFor('reviews', email)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------

test.describe('custom tour review', () => {
  const LABELS = ['Overall Experience', 'Tour Quality', 'Guide Service', 'Value for Money'];

  async function openShare(page: Page) {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Share Your Experience' });
    await opener.scrollIntoViewIfNeeded();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Share Your Custom Tour Experience' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('an empty or wrong review shows the spec messages, clears them on edit and stores nothing', async ({ page }) => {
    const dialog = await openShare(page);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expectMessages(dialog, [...REVIEWER_MESSAGES, ...LABELS.map((label) => `${label} rating is required`)]);
    await rate(dialog, 'Guide Service', 4);
    await expect(dialog.getByText('Guide Service rating is required')).toHaveCount(0);
    await dialog.getByLabel('Your Name').fill('Jane');
    await expect(dialog.getByText('Name is required')).toHaveCount(0);

    const email = uniqueEmail('custom-review-invalid');
    await dialog.getByLabel('Email').fill(`${email}@`);
    await dialog.getByLabel('Your Review').fill('Short');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expectMessages(dialog, ['Invalid email format', 'Please write at least 10 characters']);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Share Your Experience' })).toBeFocused();

    expect(await outboxCount(page)).toBe(0);
    expect(await rowsFor('custom_reviews', email)).toEqual([]);
  });

  test('a valid custom review is stored once as pending and the visitor is thanked', async ({ page }) => {
    const email = uniqueEmail('custom-review');
    await page.clock.install();
    const dialog = await openShare(page);
    await fillReviewer(dialog, email);
    for (const label of LABELS) await rate(dialog, label, 5);
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your review!' });
    await withClockStopped(page, async () => {
      await dialog.getByRole('button', { name: 'Submit Review' }).click();
      await expect(thanks).toBeVisible({ timeout: 15_000 });
    });
    await expect(dialog).toBeHidden();
    await expect(thanks).toHaveText('Thank you for your review! It will be published after admin approval.');
    const row = await expectStoredOnce('custom_reviews', email, 'id,status,tour_type,ratings,would_recommend');
    expect(row).toMatchObject({
      tour_type: 'custom',
      ratings: { overall: 5, quality: 5, service: 5, value: 5 },
      would_recommend: true,
    });
  });

  test('a filled honeypot is thanked but nothing is stored', async ({ page }) => {
    const posts = storesTo(page, 'custom_reviews');
    const email = uniqueEmail('custom-review-bot');
    const dialog = await openShare(page);
    await fillReviewer(dialog, email);
    for (const label of LABELS) await rate(dialog, label, 4);
    await dialog.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review!' })).toBeVisible();
    expect(await outboxCount(page)).toBe(0);
    expect(posts).toEqual([]);
    expect(await rowsFor('custom_reviews', email)).toEqual([]);
  });
});

test(
  'offline on a first visit, a button whose form cannot be fetched says so, the page stays, and it opens online',
  // A first visit: no dialog's code in the browser's cache.
  { annotation: OWN_CONTEXT },
  async ({ page, context }) => {
    // No service worker (blocked in this file): a dialog's code, fetched on the first intent to open it,
    // cannot arrive offline.
    const unavailable = 'The form could not be loaded. Please check your connection and try again.';
    for (const { path, button, dialog } of [
      { path: TOUR.path, button: 'Inquire Now', dialog: 'Tour Inquiry' },
      { path: TOUR.path, button: 'Write a Review', dialog: 'Write a Review' },
      { path: '/', button: 'Share Your Experience', dialog: 'Share Your Custom Tour Experience' },
    ]) {
      await page.goto(path);
      // The connection drops once the page has settled. A request still in flight when it drops (a dialog's code,
      // fetched because the pointer rested where its button appeared) may hang instead of failing: another case.
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      try {
        await page.getByRole('button', { name: button }).click();
        await expect(page.getByRole('status').filter({ hasText: unavailable })).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expect(page.getByText('Something went wrong while showing this page.')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } finally {
        await context.setOffline(false);
      }
      // The next tap, online, fetches it again and opens the dialog; the message goes.
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByText(unavailable)).toHaveCount(0);
    }
  },
);
