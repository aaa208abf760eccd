import { describe, expect, it } from 'vitest';
import deAbout from '../locales/de/about.json';
import deFaq from '../locales/de/faq.json';
import dePolicies from '../locales/de/policies.json';
import enAbout from '../locales/en/about.json';
import enFaq from '../locales/en/faq.json';
import enPolicies from '../locales/en/policies.json';
import frAbout from '../locales/fr/about.json';
import frFaq from '../locales/fr/faq.json';
import frPolicies from '../locales/fr/policies.json';
import { SEED_ITEMS } from '../testing/content';
import { contentGroups } from './published';
import { VEHICLE_CATEGORIES } from './types';

/**
 * The content the site was first published with (scripts/content-seed/items.json), as the pages show it:
 * the spec's facts, in every language. What editors change later is checked by the publish gate and the
 * build, not here.
 */
const LANGUAGES = { en: 0, de: 1, fr: 2 } as const;
type Lang = keyof typeof LANGUAGES;
const langs = Object.keys(LANGUAGES) as Lang[];
const groupsIn = (lang: Lang) => contentGroups(SEED_ITEMS, lang);
const EN = groupsIn('en');
const BUSINESS = EN.site.business;
const FLEET = EN.fleet.vehicles;
const HARDCODED_REVIEWS = EN.home.testimonials;
const PRIVACY_POLICY = EN['policy-privacy']!;
const TERMS_OF_SERVICE = EN['policy-terms']!;
const policyIn = (slug: 'privacy' | 'terms', lang: Lang) => groupsIn(lang)[`policy-${slug}`]!;
// The pages' own texts around the content.
const faqs: Record<Lang, typeof enFaq> = { en: enFaq, de: deFaq, fr: frFaq };
const policies: Record<Lang, typeof enPolicies> = { en: enPolicies, de: dePolicies, fr: frPolicies };
const abouts: Record<Lang, typeof enAbout> = { en: enAbout, de: deAbout, fr: frAbout };

/** Every leaf path of a JSON value ('a.b.0.c'). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

/** Every string inside a value, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function lookup(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
}

/** `{{name}}` placeholders, sorted, per key path. */
function placeholders(tree: unknown): Record<string, string[]> {
  return Object.fromEntries(
    keyPaths(tree).map((path) => [
      path,
      [...String(lookup(tree, path)).matchAll(/{{(\w+)}}/g)].map((m) => m[0]).sort(),
    ]),
  );
}

describe('fleet', () => {
  const byName = Object.fromEntries(FLEET.map((vehicle) => [vehicle.name, vehicle]));

  it('has the spec capacities', () => {
    expect(FLEET.map(({ name, category, passengers, luggage }) => ({ name, category, passengers, luggage }))).toEqual([
      { name: 'Luxury Sedan', category: 'sedan', passengers: 3, luggage: 2 },
      { name: 'Family Van', category: 'van', passengers: 8, luggage: 5 },
      { name: 'Luxury SUV', category: 'suv', passengers: 3, luggage: 3 },
      { name: 'Mini Coach', category: 'bus', passengers: 15, luggage: 10 },
    ]);
  });

  it('covers every filter category, with unique slugs and the agreed image names', () => {
    expect(new Set(FLEET.map((v) => v.category))).toEqual(new Set(VEHICLE_CATEGORIES));
    expect(new Set(FLEET.map((v) => v.slug)).size).toBe(FLEET.length);
    expect(FLEET.map((v) => v.image)).toEqual(['vehicle-sedan', 'vehicle-van', 'vehicle-suv', 'vehicle-coach']);
  });

  it('says every vehicle is air-conditioned, with 4 to 6 features and a short description', () => {
    for (const vehicle of FLEET) {
      expect(vehicle.features).toContain('Air conditioning');
      expect(vehicle.features.length).toBeGreaterThanOrEqual(4);
      expect(vehicle.features.length).toBeLessThanOrEqual(6);
      expect(vehicle.description).toMatch(/air-conditioned/i);
      expect(vehicle.description.split(/[.!?](?:\s|$)/).filter(Boolean).length).toBeLessThanOrEqual(2);
    }
    expect(byName['Family Van']?.features).toContain('Entertainment system');
    expect(byName['Luxury SUV']?.features).toContain('4x4');
  });

  it('has the three home-page cards from the spec', () => {
    expect(EN.home.fleet.map(({ name, badges }) => [name, badges])).toEqual([
      ['Luxury Sedan', ['3 Passengers', 'A/C', 'WiFi']],
      ['Family Van', ['8 Passengers', 'A/C', 'Entertainment']],
      ['Luxury SUV', ['3 Passengers', 'A/C', '4x4']],
    ]);
  });
});

describe('hard-coded reviews', () => {
  it('has six sample reviews linking to the review site', () => {
    expect(HARDCODED_REVIEWS).toHaveLength(6);
    expect(new Set(HARDCODED_REVIEWS.map((r) => r.slug)).size).toBe(6);
    for (const review of HARDCODED_REVIEWS) {
      expect([4, 5]).toContain(review.rating);
      expect(review.url).toBe(BUSINESS.social.tripadvisor);
      expect(review.name).toMatch(/^\p{L}+ \p{Lu}\.$/u);
      expect(review.avatar).toBe(review.name.replace(/[^\p{Lu}]/gu, ''));
      expect(review.date).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    }
  });

  it('has comments both over and under the 150-character truncation', () => {
    expect(HARDCODED_REVIEWS.some((r) => r.comment.length > 150)).toBe(true);
    expect(HARDCODED_REVIEWS.some((r) => r.comment.length < 150)).toBe(true);
  });
});

describe('FAQ', () => {
  it('has 8 to 10 items, the same number in every language, none empty', () => {
    expect(EN.faq.entries.length).toBeGreaterThanOrEqual(8);
    expect(EN.faq.entries.length).toBeLessThanOrEqual(10);
    for (const lang of langs) {
      expect(groupsIn(lang).faq.entries).toHaveLength(EN.faq.entries.length);
      expect(faqs[lang].title).not.toBe('');
      for (const item of groupsIn(lang).faq.entries) {
        expect(item.question.trim()).not.toBe('');
        expect(item.answer.trim()).not.toBe('');
      }
    }
  });

  it('states the spec facts in English', () => {
    const text = EN.faq.entries.map((item) => `${item.question} ${item.answer}`).join('\n');
    for (const fact of [
      '30 days or more before departure',
      'full refund',
      '15 to 29 days',
      '50%',
      'less than 15 days before departure are non-refundable, except in emergencies',
      'major credit card',
      'bank transfer',
      'online payment platform',
      'USD',
      'Mon-Fri 9am-6pm',
      '24/7',
      'within 24 hours',
      'Bandaranaike International Airport',
    ]) {
      expect(text).toContain(fact);
    }
  });
});

describe('policies', () => {
  it('were last updated on September 24, 2025', () => {
    expect(PRIVACY_POLICY.lastUpdated).toBe('September 24, 2025');
    expect(TERMS_OF_SERVICE.lastUpdated).toBe('September 24, 2025');
  });

  it('has a heading for every section in en, de and fr, and unique section anchors', () => {
    for (const slug of ['privacy', 'terms'] as const) {
      const ids = policyIn(slug, 'en').sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const lang of langs) {
        for (const section of policyIn(slug, lang).sections) expect(section.heading.trim(), section.id).toBeTruthy();
      }
    }
  });

  it('has the same keys and placeholders in every language', () => {
    for (const lang of langs) {
      expect(keyPaths(policies[lang])).toEqual(keyPaths(enPolicies));
      expect(placeholders(policies[lang])).toEqual(placeholders(enPolicies));
    }
  });

  it('states the terms cancellation reading and payment rule', () => {
    const terms = strings(TERMS_OF_SERVICE).join('\n');
    expect(terms).toContain('30 days or more before departure: full refund, minus a processing fee.');
    expect(terms).toContain('15 to 29 days before departure: 50% refund.');
    expect(terms).toContain('Less than 15 days before departure: no refund.');
    expect(terms).toContain('Full payment is required for tours departing within 30 days.');
    expect(terms).toContain('in USD');
    expect(enPolicies.terms.disputeResolution).toMatch(/laws of Sri Lanka/);
    expect(enPolicies.terms.disputeResolution).toMatch(/courts of Sri Lanka/);
    expect(enPolicies.terms.whatsapp).toContain('24/7');
  });

  it('uses the business contact facts', () => {
    expect(BUSINESS.address.locality).toBe('Negombo');
    const privacy = strings(PRIVACY_POLICY).join('\n');
    expect(privacy).toContain(BUSINESS.email);
    // Only the business's own e-mail address appears in the policy text.
    for (const email of privacy.match(/[^\s@]+@[^\s@]+\.[a-z]+/g) ?? []) expect(email).toBe(BUSINESS.email);
  });
});

describe('about', () => {
  it('has identical keys in en, de and fr', () => {
    for (const lang of langs) expect(keyPaths(abouts[lang])).toEqual(keyPaths(enAbout));
  });

  it('has the spec gallery and values, and every text of the page in every language', () => {
    const about = EN.about;
    expect(about.gallery.map((item) => item.image)).toEqual(['sigiriya', 'mirissa', 'nuwara-eliya', 'yala']);
    expect(about.gallery.map((item) => item.caption)).toEqual(['Sigiriya', 'Beach', 'Tea Plantation', 'Wildlife']);
    expect(about.values.map((value) => value.title)).toEqual([
      'Integrity',
      'Sustainability',
      'Community',
      'Excellence',
    ]);
    expect(about.founder.image).toBe('about-founder');
    expect(about.story.length).toBeGreaterThanOrEqual(2);
    expect(about.story.length).toBeLessThanOrEqual(3);
    for (const lang of langs) {
      for (const text of strings(groupsIn(lang).about)) expect(text.trim(), lang).not.toBe('');
    }
  });
});

describe('all content', () => {
  const everything = {
    content: langs.map(groupsIn),
    faqs,
    policies,
    abouts,
  };

  it('shows no prices or currency amounts', () => {
    const amount =
      /(?:US\$|[$€£¥₹]|\b(?:USD|EUR|GBP|LKR|Rs\.?))\s?\d|\d[\d,.]*\s?(?:[$€£¥₹]|\b(?:USD|EUR|GBP|LKR|dollars?|euros?|rupees?)\b)/i;
    for (const text of strings(everything)) expect(text).not.toMatch(amount);
  });

  it('mentions no phone number or e-mail address other than the business ones', () => {
    const text = strings(everything).join('\n');
    for (const email of text.match(/[^\s@]+@[^\s@]+\.[a-z]+/g) ?? []) expect(email).toBe(BUSINESS.email);
    const others = text.replaceAll(BUSINESS.phone, '').replaceAll(BUSINESS.phoneHref, '');
    expect(others).not.toMatch(/\+\d[\d ]{7,}/);
  });
});
