import { describe, expect, it } from 'vitest';
import deRequests from '../../../../src/locales/de/admin-inquiries.json';
import enRequests from '../../../../src/locales/en/admin-inquiries.json';
import frRequests from '../../../../src/locales/fr/admin-inquiries.json';
import deCommon from '../../../../src/locales/de/common.json';
import enCommon from '../../../../src/locales/en/common.json';
import frCommon from '../../../../src/locales/fr/common.json';
import deContact from '../../../../src/locales/de/contact.json';
import enContact from '../../../../src/locales/en/contact.json';
import frContact from '../../../../src/locales/fr/contact.json';
import deForms from '../../../../src/locales/de/forms.json';
import enForms from '../../../../src/locales/en/forms.json';
import frForms from '../../../../src/locales/fr/forms.json';
import { LANGUAGES } from '../submissions.ts';
import { fill, TRAVELLER_STRINGS, type TravellerStrings } from './traveller-strings.ts';

const SITE = {
  en: { forms: enForms, contact: enContact, common: enCommon, requests: enRequests },
  de: { forms: deForms, contact: deContact, common: deCommon, requests: deRequests },
  fr: { forms: frForms, contact: frContact, common: frCommon, requests: frRequests },
};

/** Every text of a strings object with its path, to compare the three languages' shapes. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    leaves(inner, path ? `${path}.${key}` : key),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe.each(LANGUAGES)('traveller mail wording (%s)', (language) => {
  const strings: TravellerStrings = TRAVELLER_STRINGS[language];
  const { forms, contact, common, requests } = SITE[language];

  it('uses the forms’ field labels and choices', () => {
    expect(strings.inquiry.fields).toEqual(forms.inquiry.fields);
    expect(strings.customTour.fields).toEqual(forms.customTour.fields);
    expect(strings.customTour.people).toEqual(forms.customTour.people);
    expect(strings.customTour.budget).toEqual(forms.customTour.budget);
    expect(strings.inquiry.flexible).toBe(forms.inquiry.whatsapp.flexible);
  });

  it('shows the reference as the form does', () => {
    expect(strings.reference).toBe(forms.reference);
  });

  it('makes the site’s 24-hour promise in the site’s words', () => {
    expect(forms.customTour.intro).toContain(strings.promise);
    expect(contact.intro).toContain(strings.promise);
    expect(strings.promise).toContain('24');
  });

  it('has the subject and greeting of the staff’s replies, so that a reply reads as the same thread', () => {
    expect(strings.inquiry.subject).toBe(requests.reply.inquirySubject);
    expect(strings.inquiry.greeting).toBe(requests.reply.inquiryGreeting);
    expect(strings.customTour.subject).toBe(requests.reply.requestSubject);
    expect(strings.customTour.greeting).toBe(requests.reply.requestGreeting);
  });

  it('thanks for a review as the form does', () => {
    expect(strings.review.thanks).toBe(forms.review.outcome.delivered);
  });

  it('names the contacts as the contact page does', () => {
    expect(strings.contacts.whatsapp).toBe(contact.cards.whatsapp.title);
    expect(strings.contacts.whatsappNote).toBe(contact.cards.whatsapp.body);
    expect(strings.contacts.phone).toBe(contact.cards.phone.title);
    expect(strings.contacts.email).toBe(contact.cards.email.title);
    expect(strings.contacts.phoneNote).toBe(common.officeHours);
  });

  it('has every text of the English mail, with the same placeholders', () => {
    const english = new Map(leaves(TRAVELLER_STRINGS.en));
    const own = new Map(leaves(strings));
    expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of own) {
      expect(text.trim(), path).not.toBe('');
      expect(placeholders(text), path).toEqual(placeholders(english.get(path)!));
    }
  });
});

describe('translations', () => {
  it('are translated, not English left in place', () => {
    const english = new Map(leaves(TRAVELLER_STRINGS.en));
    // Words that are the same in every language (WhatsApp, "Tour" in German, "Message" in French, …).
    const same = (text: string) => /^(WhatsApp|Tour|Message|Flexible|\d.*|[^a-z]*)$/i.test(text);
    for (const language of ['de', 'fr'] as const) {
      for (const [path, text] of leaves(TRAVELLER_STRINGS[language])) {
        if (!same(text)) expect(text, `${language} ${path}`).not.toBe(english.get(path));
      }
    }
  });
});

describe('fill', () => {
  it('puts values into placeholders and empties unknown ones', () => {
    expect(fill('Reference: {{reference}}{{nothing}}', { reference: 'LCT-1' })).toBe('Reference: LCT-1');
  });
});
