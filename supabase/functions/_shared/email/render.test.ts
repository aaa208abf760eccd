import { describe, expect, it } from 'vitest';
import { BUSINESS, BUSINESS_LINKS } from '../business.ts';
import { FULL_RECORDS, minimalRecord } from '../submission-fixtures.ts';
import { LANGUAGES, SUBMISSION_KINDS, type SubmissionKind } from '../submissions.ts';
import { charLength } from '../text.ts';
import { renderStaffEmail, renderTestEmail, renderTravellerEmail, type RenderedEmail } from './render.ts';
import { TRAVELLER_STRINGS } from './traveller-strings.ts';

const SITE = 'http://localhost:5173';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text as React writes it into HTML. */
function escaped(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

function expectShown(email: RenderedEmail, text: string) {
  expect(email.text).toContain(text);
  expect(email.html).toContain(escaped(text));
}

const staff = (kind: SubmissionKind, record: Record<string, unknown> = FULL_RECORDS[kind]) =>
  renderStaffEmail({ kind, record, siteUrl: SITE });

describe('staff e-mail', () => {
  it('names the kind, the traveller and the tour in the subject', async () => {
    expect((await staff('tour_inquiry')).subject).toBe('New tour enquiry: Jane Doe – Cultural Triangle 5 Days');
    expect((await staff('custom_tour_request')).subject).toMatch(
      /^New custom tour request: Max Mustermann – tailor-made tour, 3-4 people, 12.+20 Jan 2027$/,
    );
    expect((await staff('review')).subject).toBe('New tour review: Claire Martin – Southern Coastal 6 Days, rated 5/5');
    expect((await staff('custom_review')).subject).toBe(
      'New custom tour review: Akira Sato – tailor-made tour, rated 4/5',
    );
  });

  it('lets staff reply to the traveller', async () => {
    expect((await staff('tour_inquiry')).replyTo).toEqual({ name: 'Jane Doe', address: 'jane.doe@example.com' });
    expect((await staff('custom_tour_request')).replyTo).toEqual({ name: 'Max Mustermann', address: 'max@example.de' });
    expect((await staff('review')).replyTo).toEqual({ name: 'Claire Martin', address: 'claire@example.fr' });
    expect((await staff('custom_review')).replyTo).toEqual({ name: 'Akira Sato', address: 'akira@example.jp' });
  });

  it('shows every field of an enquiry with its label', async () => {
    const email = await staff('tour_inquiry');
    for (const shown of [
      'Reference',
      'LCT-3F2A9C1E',
      'Tour',
      'Cultural Triangle 5 Days',
      'Tour ID',
      'cultural-triangle-5-days',
      'First Name',
      'Jane',
      'Last Name',
      'Doe',
      'E-mail',
      'jane.doe@example.com',
      'Phone',
      '+44 7700 900123',
      'Country',
      'United Kingdom',
      'Preferred Date',
      '1 December 2026',
      'Adults',
      'Children',
      'Special Requests',
      'We would love to see Sigiriya at sunrise.',
      'One of us is vegetarian.',
      'Language',
      'English (en)',
      'Submitted',
      '21 Nov 2026',
      '14:30',
    ]) {
      expectShown(email, shown);
    }
    expect(email.text).toMatch(/^Adults: 2$/m);
    expect(email.text).toMatch(/^Children: 1$/m);
    expect(email.text).toMatch(
      /^Special Requests:\n {2}We would love to see Sigiriya at sunrise\.\n {2}One of us is vegetarian\.$/m,
    );
  });

  it('shows every field of a custom tour request with its label', async () => {
    const email = await staff('custom_tour_request');
    for (const shown of [
      'LCT-A1B2C3D4',
      'Full Name: Max Mustermann',
      'E-mail: max@example.de',
      'Phone: +49 151 23456789',
      'Country: Germany',
      'Travel Start Date: 12 January 2027',
      'Travel End Date: 20 January 2027',
      'Number of People: 3-4 people',
      'Budget Range (USD per person): $2,500 - $5,000',
      'Kandy, Ella',
      'Yala for a safari',
      'Hotel Preferences: Boutique hotels',
      'Additional Requirements: A child seat for a 3-year-old',
      'Language: German (de)',
    ]) {
      expect(email.text).toContain(shown);
      const [label, value] = shown.split(': ');
      for (const part of [label, value]) if (part) expect(email.html).toContain(escaped(part));
    }
  });

  it('shows a review’s ratings as a list, its booleans as Yes or No and the validation', async () => {
    const email = await staff('review');
    for (const shown of [
      'Tour: Southern Coastal 6 Days',
      'Tour ID: southern-coastal-6-days',
      'Booking ID: BK-2026-118',
      'Name: Claire Martin',
      'E-mail: claire@example.fr',
      'Country: France',
      'Recommendations: Bring a rain jacket.',
      'Would Recommend: Yes',
      'Customer Validation: Validated Customer (Tour inquiry with this e-mail)',
      'Language: French (fr)',
    ]) {
      expect(email.text).toContain(shown);
    }
    expect(email.text).toContain(
      [
        'Ratings:',
        '  - Overall Experience: 5 out of 5',
        '  - Tour Quality: 4 out of 5',
        '  - Destinations: 5 out of 5',
        '  - Accommodations: 3 out of 5',
        '  - Customer Service: 5 out of 5',
        '  - Value for Money: 4 out of 5',
      ].join('\n'),
    );
    expect(email.text).toContain(
      'Comment:\n  Our driver Nuwan was wonderful.\n  The whales at Mirissa were unforgettable.',
    );
    expect(email.html).toContain('<li>Accommodations: 3 out of 5</li>');
    expect(email.html).toContain('Validated Customer (Tour inquiry with this e-mail)');
  });

  it('shows a custom review’s own ratings and a No', async () => {
    const email = await staff('custom_review');
    for (const shown of [
      'Tour Type: custom',
      'Name: Akira Sato',
      '  - Guide Service: 5 out of 5',
      '  - Value for Money: 3 out of 5',
      'Comment: A well planned trip that matched what we asked for.',
      'Would Recommend: No',
      'Customer Validation: Not Validated (No inquiry or request with this e-mail)',
    ]) {
      expect(email.text).toContain(shown);
    }
    expect(email.html).toContain('<li>Guide Service: 5 out of 5</li>');
  });

  it.each(SUBMISSION_KINDS)(
    'links a %s to its record in the portal, and nowhere else but the settings',
    async (kind) => {
      const email = await staff(kind);
      const id = String(FULL_RECORDS[kind].id);
      const path = {
        tour_inquiry: 'inquiries',
        custom_tour_request: 'custom-tours',
        review: 'reviews',
        custom_review: 'custom-reviews',
      }[kind];
      const portal = `${SITE}/admin/${path}?open=${id}`;
      expect(hrefs(email.html)).toContain(portal);
      expect(new Set(hrefs(email.html))).toEqual(new Set([portal, `${SITE}/admin/settings`]));
      expect(email.text).toContain(`Open in the staff portal: ${portal}`);
    },
  );

  it('tolerates a trailing slash on the site address', async () => {
    const email = await renderStaffEmail({ kind: 'review', record: FULL_RECORDS.review, siteUrl: `${SITE}/` });
    expect(hrefs(email.html)).toContain(`${SITE}/admin/reviews?open=${String(FULL_RECORDS.review.id)}`);
    expect(email.html).not.toContain('5173//');
  });

  it('is an accessible English page', async () => {
    const email = await staff('tour_inquiry');
    expect(email.html).toMatch(/<html[^>]* lang="en"/);
    expect(email.html).toContain('<h1');
    expect(email.html).toContain('<h2');
    expect(email.html).toContain('<th scope="row"');
    expect(email.html).not.toMatch(/<style|class="/);
  });

  it.each(SUBMISSION_KINDS)('shows empty optional fields of a %s as a dash, never null', async (kind) => {
    const email = await staff(kind, minimalRecord(kind));
    expect(email.html + email.text + email.subject).not.toMatch(/null|undefined|NaN|Invalid Date/);
    if (kind === 'tour_inquiry') {
      expect(email.text).toContain('Preferred Date: Flexible');
      expect(email.text).toContain('Special Requests: —');
    }
    if (kind === 'custom_tour_request') expect(email.text).toContain('Additional Requirements: —');
    if (kind === 'review') {
      expect(email.text).toContain('Booking ID: —');
      expect(email.text).toContain('Recommendations: —');
      expect(email.text).toContain('  - Accommodations: Not rated');
    }
  });

  it('survives a row with nothing in it', async () => {
    for (const kind of SUBMISSION_KINDS) {
      const email = await staff(kind, {});
      expect(email.subject.startsWith('New ')).toBe(true);
      expect(email.replyTo).toBeUndefined();
      expect(email.html + email.text + email.subject).not.toMatch(/null|undefined|NaN|Invalid Date/);
    }
  });

  it('reads ratings sent as a JSON string and ignores ratings out of range', async () => {
    const record = { ...FULL_RECORDS.custom_review, ratings: '{"overall":2,"quality":9,"service":"5","value":3.5}' };
    const email = await staff('custom_review', record);
    expect(email.subject).toContain('rated 2/5');
    expect(email.text).toContain('  - Tour Quality: Not rated');
    expect(email.text).toContain('  - Guide Service: Not rated');
    expect(email.text).toContain('  - Value for Money: Not rated');
  });

  it('says when a submission waited on the device before it arrived', async () => {
    const late = { ...FULL_RECORDS.tour_inquiry, created_at: '2026-11-21T11:00:00Z' };
    expect((await staff('tour_inquiry', late)).text).toMatch(/^Received: .*21 Nov 2026.*16:30/m);
    expect((await staff('tour_inquiry')).text).not.toMatch(/^Received:/m);
  });

  it('rejects an unknown kind and a site address that is not http(s)', async () => {
    await expect(renderStaffEmail({ kind: 'other' as SubmissionKind, record: {}, siteUrl: SITE })).rejects.toThrow(
      /kind/,
    );
    await expect(
      renderStaffEmail({ kind: 'review', record: FULL_RECORDS.review, siteUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow(/siteUrl/);
  });
});

describe('traveller e-mail', () => {
  for (const kind of SUBMISSION_KINDS) {
    for (const language of LANGUAGES) {
      it(`renders a ${kind} in ${language}`, async () => {
        const record = FULL_RECORDS[kind];
        const email = await renderTravellerEmail({ kind, record, language, siteUrl: SITE });
        const strings = TRAVELLER_STRINGS[language];
        const reference = strings.reference.replace(
          '{{reference}}',
          `LCT-${String(record.id).slice(0, 8).toUpperCase()}`,
        );
        expect(email.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
        expect(email.html).toContain('<h1');
        expect(email.subject).not.toBe('');
        expect(email.replyTo).toBeUndefined();
        expectShown(email, reference);
        expect(email.html + email.text).not.toMatch(/null|undefined|\{\{/);
        if (kind === 'review' || kind === 'custom_review') {
          expect(email.subject).toBe(strings.review.subject);
          expectShown(email, strings.review.thanks);
        } else {
          expectShown(email, strings.promise);
          for (const contact of [BUSINESS.phone, BUSINESS.email]) expectShown(email, contact);
          expect(hrefs(email.html)).toEqual(
            expect.arrayContaining([BUSINESS_LINKS.whatsapp, BUSINESS_LINKS.phone, BUSINESS_LINKS.email]),
          );
          expect(email.text).toContain(BUSINESS_LINKS.whatsapp);
          expectShown(email, strings.contacts.whatsappNote);
        }
      });
    }
  }

  it('confirms an enquiry with a summary in the traveller’s words', async () => {
    const email = await renderTravellerEmail({
      kind: 'tour_inquiry',
      record: FULL_RECORDS.tour_inquiry,
      language: 'en',
      siteUrl: SITE,
    });
    expect(email.subject).toBe('Your inquiry about Cultural Triangle 5 Days (ref. LCT-3F2A9C1E)');
    for (const shown of [
      'Hello Jane, thank you for your inquiry about Cultural Triangle 5 Days.',
      'We reply within 24 hours.',
      'Tour: Cultural Triangle 5 Days',
      'First Name: Jane',
      'Last Name: Doe',
      'Email: jane.doe@example.com',
      'Phone: +44 7700 900123',
      'Country: United Kingdom',
      'Preferred Date: 1 December 2026',
      'Adults: 2',
      'Children: 1',
      'Message:\n  We would love to see Sigiriya at sunrise.\n  One of us is vegetarian.',
    ]) {
      expect(email.text).toContain(shown);
    }
  });

  it('confirms a custom request in German with the site’s German wording', async () => {
    const email = await renderTravellerEmail({
      kind: 'custom_tour_request',
      record: FULL_RECORDS.custom_tour_request,
      language: 'de',
      siteUrl: SITE,
    });
    expect(email.subject).toBe('Ihre Anfrage für eine individuelle Tour (Ref. LCT-A1B2C3D4)');
    for (const shown of [
      'Hallo Max Mustermann, vielen Dank für Ihre Anfrage für eine individuelle Tour.',
      'Wir antworten innerhalb von 24 Stunden.',
      'Referenz: LCT-A1B2C3D4',
      'Reisebeginn: 12. Januar 2027',
      'Reiseende: 20. Januar 2027',
      'Anzahl der Personen: 3-4 Personen',
      'Budgetrahmen (USD pro Person): 2.500 $ – 5.000 $',
      'Orte, die Sie besuchen möchten:\n  Kandy, Ella\n  Yala for a safari',
      'Weitere Wünsche: A child seat for a 3-year-old',
      'Telefon (Mo–Fr 9–18 Uhr): +94 70 000 0000',
    ]) {
      expect(email.text).toContain(shown);
    }
  });

  it('thanks for a review in French and says it is published after approval', async () => {
    const email = await renderTravellerEmail({
      kind: 'review',
      record: FULL_RECORDS.review,
      language: 'fr',
      siteUrl: SITE,
    });
    expect(email.subject).toBe('Merci pour votre avis');
    expect(email.text).toContain('Bonjour Claire Martin,');
    expect(email.text).toContain('Il sera publié après validation par notre équipe.');
    expect(email.text).toContain('Votre avis sur Southern Coastal 6 Days');
    expect(email.html).toContain('lang="fr"');
  });

  it('writes dates in the traveller’s language and an empty date as flexible', async () => {
    const render = (language: 'en' | 'de' | 'fr', record = FULL_RECORDS.tour_inquiry) =>
      renderTravellerEmail({ kind: 'tour_inquiry', record, language, siteUrl: SITE });
    expect((await render('fr')).text).toContain('Date souhaitée : 1 décembre 2026');
    expect((await render('de', minimalRecord('tour_inquiry'))).text).toContain('Wunschtermin: Flexibel');
    expect((await render('en', minimalRecord('tour_inquiry'))).text).toContain('Message: —');
  });

  it('falls back to English for a language it does not have', async () => {
    const email = await renderTravellerEmail({
      kind: 'review',
      record: FULL_RECORDS.review,
      language: 'it' as 'en',
      siteUrl: SITE,
    });
    expect(email.subject).toBe('Thank you for your review');
    expect(email.html).toContain('lang="en"');
  });

  it.each(SUBMISSION_KINDS)('survives a %s row with its optional fields null or with nothing in it', async (kind) => {
    for (const record of [minimalRecord(kind), {}]) {
      for (const language of LANGUAGES) {
        const email = await renderTravellerEmail({ kind, record, language, siteUrl: SITE });
        expect(email.html + email.text + email.subject).not.toMatch(/null|undefined|NaN|Invalid Date|\{\{/);
        expect(email.text).not.toMatch(/ ,/);
      }
    }
  });
});

describe('test e-mail', () => {
  it('says notifications work and links to the settings', async () => {
    const email = await renderTestEmail({ siteUrl: `${SITE}/` });
    expect(email.subject).toBe('Test notification from Lanka Chauffeur Tours');
    expect(email.text).toContain('E-mail notifications work');
    expect(hrefs(email.html)).toEqual([`${SITE}/admin/settings`, `${SITE}/admin/settings`]);
    expect(email.text).toContain(`${SITE}/admin/settings`);
    expect(email.html).toMatch(/<html[^>]* lang="en"/);
    expect(email.replyTo).toBeUndefined();
  });
});

describe('hostile input', () => {
  const SCRIPT = '<script>alert("x")</script>';
  const HEADER_INJECTION = 'Jane\r\nBcc: x@evil.test\r\n\r\n';
  const LINK = '<a href="https://evil.test/phish">Click</a> https://evil.test/plain javascript:alert(1)';

  function hostile(kind: SubmissionKind): Record<string, unknown> {
    const record: Record<string, unknown> = { ...FULL_RECORDS[kind] };
    for (const [column, value] of Object.entries(record)) {
      if (typeof value !== 'string' || ['id', 'email', 'language', 'status', 'validation_source'].includes(column))
        continue;
      if (column.endsWith('_at') || column.endsWith('_date')) continue;
      record[column] = `${HEADER_INJECTION}\t${value}\u0000\u001b[31m ${SCRIPT} ${LINK}`;
    }
    return record;
  }

  it.each(SUBMISSION_KINDS)('keeps the subject of a %s to one line of at most 150 characters', async (kind) => {
    const emails = [
      await staff(kind, hostile(kind)),
      ...(await Promise.all(
        LANGUAGES.map((language) => renderTravellerEmail({ kind, record: hostile(kind), language, siteUrl: SITE })),
      )),
    ];
    for (const email of emails) {
      expect(email.subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
      expect(charLength(email.subject)).toBeLessThanOrEqual(150);
    }
    expect(emails[0]!.subject).toMatch(/^New [a-z ]+: Jane Bcc: x@evil\.test /);
  });

  it.each(SUBMISSION_KINDS)('keeps the Reply-To name of a %s to one line of at most 100 characters', async (kind) => {
    const email = await staff(kind, hostile(kind));
    expect(email.replyTo!.name).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(charLength(email.replyTo!.name)).toBeLessThanOrEqual(100);
    expect(email.replyTo!.address).toBe(FULL_RECORDS[kind].email);
  });

  it.each(SUBMISSION_KINDS)('escapes markup and links nothing a %s sent', async (kind) => {
    const emails = [
      await staff(kind, hostile(kind)),
      ...(await Promise.all(
        LANGUAGES.map((language) => renderTravellerEmail({ kind, record: hostile(kind), language, siteUrl: SITE })),
      )),
    ];
    for (const email of emails) {
      expect(email.html).not.toMatch(/<script/i);
      expect(email.html).not.toContain('<a href="https://evil.test');
      for (const href of hrefs(email.html)) {
        expect(href).not.toContain('evil.test');
        expect(href).toMatch(/^(http:\/\/localhost:5173(\/|$)|https:\/\/wa\.me\/|tel:|mailto:hello@)/);
      }
    }
    const staffEmail = emails[0]!;
    expect(staffEmail.html).toContain(escaped(SCRIPT));
    expect(staffEmail.text).toContain(SCRIPT);
    // Line feeds stay (the traveller's own lines); every other control character is gone.
    expect(staffEmail.text).not.toMatch(/(?!\n)\p{Cc}/u);
  });

  it('refuses a Reply-To address that could add a header or a second recipient', async () => {
    for (const email of [
      'x@evil.test\r\nBcc: y@evil.test',
      'a@b.test, c@evil.test',
      '"x" <x@evil.test>',
      'not-an-address',
    ]) {
      const rendered = await staff('tour_inquiry', { ...FULL_RECORDS.tour_inquiry, email });
      expect(rendered.replyTo).toBeUndefined();
    }
  });

  it('cuts a long subject between characters, never inside a surrogate pair', async () => {
    for (let pad = 0; pad < 3; pad += 1) {
      const record = {
        ...FULL_RECORDS.review,
        tour_title: `${'x'.repeat(pad)}${'😀'.repeat(200)}`,
        customer_name: '𝒜'.repeat(90),
      };
      const emails = [
        await staff('review', record),
        await staff('tour_inquiry', {
          ...FULL_RECORDS.tour_inquiry,
          tour_title: record.tour_title,
          first_name: record.customer_name,
        }),
        await renderTravellerEmail({
          kind: 'tour_inquiry',
          record: { ...FULL_RECORDS.tour_inquiry, tour_title: record.tour_title },
          language: 'en',
          siteUrl: SITE,
        }),
      ];
      for (const email of emails) {
        expect(charLength(email.subject)).toBeLessThanOrEqual(150);
        expect(email.subject).not.toMatch(LONE_SURROGATE);
        expect(email.replyTo?.name ?? '').not.toMatch(LONE_SURROGATE);
      }
    }
  });
});
