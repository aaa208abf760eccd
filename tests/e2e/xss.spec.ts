import { expect, type Locator, onePageForTheFile, type Page } from './fixtures';
import { createAdmin, signInWithSession } from './admin-support';
import { watchPolicy } from './policy';
import {
  expectStoredOnce,
  fillInquiry,
  fillRequest,
  fillReviewer,
  rate,
  uniqueEmail,
  withClockStopped,
} from './support';

// Tests take turns in one page (see onePageForTheFile), each starting with nothing saved on the device.
const test = onePageForTheFile({ freshDevice: true });

// Visitor text that looks like markup or script stays text. A tour review, a custom review, a custom
// tour request and a tour inquiry are sent through the public forms with script tags, `</script>`,
// JSON-LD breakers and event-handler markup in every free-text field; the reviews are approved in the
// portal; then every page that shows the text is checked: nothing ran (no `window.__xss`, no dialog, no
// policy refusal), no element was made from the text, every JSON-LD block still parses, and the text is
// shown exactly as typed. The element checks would catch an injection even where the Content Security
// Policy stopped it from running.

// What is tested is the rendering of stored text, which is the same on every viewport: it runs in one
// project only (HOME in playwright.config.ts).
test.describe.configure({ mode: 'serial' });
// Page-level requests only, and no cached copy of a page from before the approval.
test.use({ serviceWorkers: 'block' });

const TOUR = { path: '/tours/sri-lanka-grand-tour-13day', title: 'Sri Lanka Grand Tour' };
const tag = `xss${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const adminEmail = uniqueEmail('xss-admin');

const P = {
  script: '<script>window.__xss=1</script>',
  closeScript: '</script><script>window.__xss=2</script>',
  img: '<img src=x onerror="window.__xss=3">',
  jsonLd: '"}]}</script><script>window.__xss=4</script>',
  svg: '<svg onload=window.__xss=5>',
};
// Line and paragraph separators (old JSON-in-script parsers), comment and CDATA openers and closers, an
// escaped closing tag, and interpolation syntax that must not be filled in a second time.
const BREAKERS = '\u2028 \u2029 <!-- --> ]]> <![CDATA[ \\u003c/script> {{siteName}} ${x} &lt;b&gt;';
const ALL = `${Object.values(P).join(' ')} ${BREAKERS} ${tag}`;

// Within the columns' limits (names 100, phone 40, free text 1000-2000 characters). Names start with a
// plain word and the tag so the lists can be searched for them.
const review = {
  email: uniqueEmail('xss-review'),
  name: `Rex ${tag} ${P.img}`,
  country: P.svg,
  comment: `Lovely ${ALL}`,
  recommendations: `${P.closeScript} ${P.jsonLd} <!--`,
};
const story = {
  email: uniqueEmail('xss-story'),
  name: `Sia ${tag} ${P.svg}\u2028`,
  country: `${P.script}`,
  comment: `Wonderful ${ALL}`,
};
const inquiry = {
  email: uniqueEmail('xss-inquiry'),
  firstName: `Ina ${tag} ${P.script}`,
  lastName: P.jsonLd,
  country: `${P.img}`,
  message: `Please ${ALL}`,
};
const request = {
  email: uniqueEmail('xss-request'),
  fullName: `Rio ${tag} ${P.closeScript}`,
  country: P.svg,
  places: `Kandy ${ALL}`,
  hotels: `${P.img} ${P.jsonLd} ]]>`,
  extra: `Also ${ALL}`,
};

interface Watch {
  dialogs: string[];
}

/** Records every dialog and every policy refusal from the first script on each document. */
async function watch(page: Page): Promise<Watch> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // Its refusals are read from the page with the rest (expectInert).
  await watchPolicy(page);
  return { dialogs };
}

/**
 * Nothing from the text ran or became an element, and the page's JSON-LD still parses. `jsonLd`: the
 * page is a public one, which carries at least one block.
 */
async function expectInert(page: Page, seen: Watch, where: string, { jsonLd = false } = {}) {
  const state = await page.evaluate(() => {
    const win = window as unknown as { __xss?: unknown; __cspViolations?: string[] };
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')];
    return {
      xss: win.__xss ?? null,
      violations: win.__cspViolations ?? [],
      handlers: [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name))
          .map((attribute) => `${element.tagName} ${attribute.name}`),
      ),
      madeFromText: [
        ...document.querySelectorAll('img[src="x"], svg[onload], script:not([src]):not([type="application/ld+json"])'),
      ].map((element) => element.outerHTML),
      scriptsWithPayload: [...document.scripts]
        .filter((script) => script.type !== 'application/ld+json' && (script.textContent ?? '').includes('__xss'))
        .map((script) => script.outerHTML),
      jsonLdBlocks: blocks.length,
      jsonLdErrors: blocks.flatMap((block) => {
        try {
          JSON.parse(block.textContent ?? '');
          return [];
        } catch (error) {
          return [`${String(error)} in ${block.textContent}`];
        }
      }),
    };
  });
  expect(state.xss, `${where}: window.__xss`).toBeNull();
  expect(state.violations, `${where}: policy refusals`).toEqual([]);
  expect(state.handlers, `${where}: event-handler attributes`).toEqual([]);
  expect(state.madeFromText, `${where}: elements made from text`).toEqual([]);
  expect(state.scriptsWithPayload, `${where}: scripts holding the text`).toEqual([]);
  expect(state.jsonLdErrors, `${where}: JSON-LD`).toEqual([]);
  if (jsonLd) expect(state.jsonLdBlocks, `${where}: JSON-LD blocks`).toBeGreaterThan(0);
  expect(seen.dialogs, `${where}: dialogs`).toEqual([]);
}

/** `texts` appear, character for character, in the text of `scope` (not as markup, not escaped twice). */
async function expectShownAsText(scope: Locator, texts: string[]) {
  for (const text of texts) {
    await expect
      .poll(() => scope.evaluate((element, wanted) => (element.textContent ?? '').includes(wanted), text), {
        message: `shows ${JSON.stringify(text)}`,
      })
      .toBe(true);
  }
}

test('visitors send the payloads through the four public forms, and they are stored as typed', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const seen = await watch(page);
  // A tour review, on the tour page.
  await page.clock.install();
  await page.goto(TOUR.path);
  await page.getByRole('button', { name: 'Write a Review' }).click();
  const reviewDialog = page.getByRole('dialog', { name: 'Write a Review' });
  await fillReviewer(reviewDialog, review.email);
  await reviewDialog.getByLabel('Your Name').fill(review.name);
  await reviewDialog.getByLabel('Country').fill(review.country);
  await reviewDialog.getByLabel('Your Review').fill(review.comment);
  await reviewDialog.getByLabel('Recommendations for Other Travelers').fill(review.recommendations);
  for (const label of ['Overall Experience', 'Tour Quality', 'Destinations', 'Customer Service', 'Value for Money']) {
    await rate(reviewDialog, label, 5);
  }
  await reviewDialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review!' })).toBeVisible();
  expect(
    await expectStoredOnce('reviews', review.email, 'id,status,customer_name,country,comment,recommendations'),
  ).toMatchObject({
    customer_name: review.name,
    country: review.country,
    comment: review.comment,
    recommendations: review.recommendations,
  });

  // A tour inquiry, on the same page (it hands over to WhatsApp, answered here by a stub).
  await page.getByRole('button', { name: 'Inquire Now' }).click();
  const inquiryDialog = page.getByRole('dialog', { name: 'Tour Inquiry' });
  await fillInquiry(inquiryDialog, inquiry.email);
  await inquiryDialog.getByLabel('First Name').fill(inquiry.firstName);
  await inquiryDialog.getByLabel('Last Name').fill(inquiry.lastName);
  await inquiryDialog.getByLabel('Country').fill(inquiry.country);
  await inquiryDialog.getByLabel('Message').fill(inquiry.message);
  const popup = context.waitForEvent('page');
  await withClockStopped(page, async () => {
    await inquiryDialog.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your inquiry has been sent' })).toBeVisible({
      timeout: 15_000,
    });
  });
  await (await popup).close();
  expect(
    await expectStoredOnce('tour_inquiries', inquiry.email, 'id,status,first_name,last_name,country,message'),
  ).toMatchObject({
    first_name: inquiry.firstName,
    last_name: inquiry.lastName,
    country: inquiry.country,
    message: inquiry.message,
  });
  await expectInert(page, seen, 'tour page after sending', { jsonLd: true });

  // A custom review, from the home page.
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Share Your Experience' });
  await opener.scrollIntoViewIfNeeded();
  await opener.click();
  const storyDialog = page.getByRole('dialog', { name: 'Share Your Custom Tour Experience' });
  await fillReviewer(storyDialog, story.email);
  await storyDialog.getByLabel('Your Name').fill(story.name);
  await storyDialog.getByLabel('Country').fill(story.country);
  await storyDialog.getByLabel('Your Review').fill(story.comment);
  for (const label of ['Overall Experience', 'Tour Quality', 'Guide Service', 'Value for Money']) {
    await rate(storyDialog, label, 5);
  }
  await storyDialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your review!' })).toBeVisible();
  // Names are trimmed by the form (the separator at the end is whitespace); the rest is kept as typed.
  expect(
    await expectStoredOnce('custom_reviews', story.email, 'id,status,customer_name,country,comment'),
  ).toMatchObject({ customer_name: story.name.trim(), country: story.country, comment: story.comment });
  await expectInert(page, seen, 'home page after sending', { jsonLd: true });

  // A custom tour request.
  await page.goto('/custom-tours');
  const form = page.getByRole('form', { name: 'Request Your Custom Tour' });
  await fillRequest(page, form, request.email);
  await form.getByLabel('Full Name').fill(request.fullName);
  await form.getByLabel('Country').fill(request.country);
  await form.getByLabel('Places You Would Like to Visit').fill(request.places);
  await form.getByLabel('Hotel Preferences').fill(request.hotels);
  await form.getByLabel('Additional Requirements').fill(request.extra);
  await withClockStopped(page, async () => {
    await form.getByRole('button', { name: 'Submit Request' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you! Your custom tour request has been submitted', {
      timeout: 15_000,
    });
  });
  expect(
    await expectStoredOnce(
      'custom_tour_requests',
      request.email,
      'id,status,full_name,country,tour_places,hotel_preferences,additional_requirements',
    ),
  ).toMatchObject({
    full_name: request.fullName,
    country: request.country,
    tour_places: request.places,
    hotel_preferences: request.hotels,
    additional_requirements: request.extra,
  });
  await expectInert(page, seen, 'custom tours page after sending', { jsonLd: true });
});

test.describe('in the portal', () => {
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    await createAdmin(adminEmail);
  });

  test.beforeEach(async ({ page }) => {
    await signInWithSession(page, adminEmail);
  });

  async function openPage(page: Page, path: string, heading: string) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Loading...')).toBeHidden({ timeout: 15_000 });
  }

  test('the reviews show as text in the lists and details, and are approved there', async ({ page }) => {
    test.setTimeout(60_000);
    const seen = await watch(page);

    await openPage(page, '/admin/reviews', 'Reviews');
    await page.getByLabel('Search by name, e-mail, country, tour or comment').fill(tag);
    const card = page.getByRole('article', { name: review.name, exact: true });
    await expectShownAsText(card, [review.name, review.country]);
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Review Details' });
    await expectShownAsText(details, [review.name, review.country, review.comment, review.recommendations]);
    await expectInert(page, seen, '/admin/reviews details');
    await details.getByRole('button', { name: 'Approve review by' }).click();
    await expect(details.getByRole('status').filter({ hasText: 'Review approved.' })).toBeVisible();
    await expectInert(page, seen, '/admin/reviews after approving');

    await openPage(page, '/admin/custom-reviews', 'Custom Reviews');
    await page.getByLabel('Search by name, e-mail, country or comment').fill(tag);
    const row = page.locator('.admin-reviews-table tbody tr').filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await expectShownAsText(row, [story.name.trim(), story.country]);
    await row.getByRole('button', { name: 'View Details' }).click();
    const storyDetails = page.getByRole('dialog', { name: 'Custom Review Details' });
    await expectShownAsText(storyDetails, [story.name.trim(), story.country, story.comment]);
    await expectInert(page, seen, '/admin/custom-reviews details');
    await storyDetails.getByRole('button', { name: 'Approve review by' }).click();
    await expect(storyDetails.getByRole('status').filter({ hasText: 'Review approved.' })).toBeVisible();
    await expectInert(page, seen, '/admin/custom-reviews after approving');

    // The dashboard lists the newest reviews by name.
    await page.goto('/admin');
    const recent = page.getByRole('region', { name: 'Recent Reviews' });
    await expectShownAsText(recent, [review.name, story.name.trim()]);
    await expectInert(page, seen, '/admin dashboard');
  });

  test('the inquiry and the request show as text in the lists and details', async ({ page }) => {
    const seen = await watch(page);

    await openPage(page, '/admin/inquiries', 'Tour Inquiries');
    await page.getByLabel('Search by name, e-mail, phone, country or tour').fill(inquiry.email);
    const inquiryRow = page.locator('.admin-inquiries-table tbody tr').filter({ hasText: tag });
    await expect(inquiryRow).toHaveCount(1);
    await expectShownAsText(inquiryRow, [inquiry.firstName, inquiry.lastName]);
    await inquiryRow.getByRole('button', { name: 'View Details' }).click();
    const inquiryDetails = page.getByRole('dialog', { name: 'Inquiry Details' });
    await expectShownAsText(inquiryDetails, [inquiry.firstName, inquiry.lastName, inquiry.country, inquiry.message]);
    await expectInert(page, seen, '/admin/inquiries details');

    await openPage(page, '/admin/custom-tours', 'Custom Tour Requests');
    await page.getByLabel('Search by name, e-mail, phone, country or places').fill(request.email);
    const requestRow = page.locator('.admin-inquiries-table tbody tr').filter({ hasText: tag });
    await expect(requestRow).toHaveCount(1);
    await expectShownAsText(requestRow, [request.fullName]);
    await requestRow.getByRole('button', { name: 'View Details' }).click();
    const requestDetails = page.getByRole('dialog', { name: 'Custom Tour Request Details' });
    await expectShownAsText(requestDetails, [
      request.fullName,
      request.country,
      request.places,
      request.hotels,
      request.extra,
    ]);
    await expectInert(page, seen, '/admin/custom-tours details');
  });
});

test('the approved reviews show as text on the tour page and in the home carousel', async ({ page }) => {
  const seen = await watch(page);

  await page.goto(TOUR.path);
  const section = page.getByRole('region', { name: 'Customer Reviews' });
  const card = section.getByRole('article').filter({ hasText: tag });
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  await expectShownAsText(card, [review.name, review.country, review.comment, review.recommendations]);
  await expectInert(page, seen, 'tour page', { jsonLd: true });

  await page.goto('/');
  const experiences = page.getByRole('region', { name: 'Customer Experiences' });
  const storyCard = experiences.getByRole('article').filter({ hasText: tag });
  await expect(storyCard).toHaveCount(1, { timeout: 15_000 });
  // The track moves until paused; a moving button cannot be clicked.
  await experiences.getByRole('button', { name: 'Pause scrolling' }).click();
  await storyCard.getByRole('button', { name: 'Read more' }).click();
  await expectShownAsText(storyCard, [story.name.trim(), story.country, story.comment]);
  await expectInert(page, seen, 'home page', { jsonLd: true });
});

test('the checks above see markup made from text, and a script it would have run', async ({ page }) => {
  const seen = await watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectInert(page, seen, 'home page before');
  // What a page that wrote the text as HTML would do.
  await page.evaluate((markup) => document.body.insertAdjacentHTML('beforeend', markup), P.img);
  await expect(page.locator('img[src="x"]')).toHaveCount(1);
  await expect(expectInert(page, seen, 'home page with markup')).rejects.toThrow(
    /policy refusals|event-handler attributes|elements made from text/,
  );
  // The policy kept the handler from running.
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});
