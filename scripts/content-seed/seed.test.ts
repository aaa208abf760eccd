import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUSINESS } from '../../src/content/business';
import { CONTENT_KINDS, localize, textsSameAsEnglish, untranslatedTexts } from '../../src/content/documents';
import { FLEET } from '../../src/content/fleet';
import { HARDCODED_REVIEWS } from '../../src/content/hardcoded-reviews';
import { PRIVACY_POLICY, TERMS_OF_SERVICE } from '../../src/content/policies';
import { TOURS } from '../../src/content/tours';
import { seedItems, slugFrom } from './seed-items';
import { SEED_MIGRATION, seedMigrationSql } from './write-migration';

const items = seedItems();
const ofKind = <K extends (typeof CONTENT_KINDS)[number]>(kind: K) => items.filter((item) => item.kind === kind);

/** The English of a document, as the English pages read it. */
const english = (document: unknown) => localize(document, 'en');

describe("the seed of today's content", () => {
  it('is complete in German and French, with no translation left equal to its English unmarked', () => {
    const where = (check: (document: unknown) => string[]) =>
      items.flatMap((item) => check(item.document).map((path) => `${item.kind} ${item.slug}: ${path}`));
    expect(where(untranslatedTexts)).toEqual([]);
    expect(where(textsSameAsEnglish)).toEqual([]);
  });

  it('has every kind, with slugs the database accepts, unique per kind', () => {
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(CONTENT_KINDS));
    for (const item of items) expect(item.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const keys = items.map((item) => `${item.kind}/${item.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const item of items) {
      expect(new TextEncoder().encode(JSON.stringify(item.document)).length).toBeLessThan(262_144);
    }
  });

  it('keeps every English word of the tours, the fleet, the testimonials and the policies', () => {
    expect(ofKind('tour').map((item) => item.slug)).toEqual(TOURS.map((tour) => tour.slug));
    for (const [index, tour] of TOURS.entries()) {
      const document = english(ofKind('tour')[index]!.document) as Record<string, unknown>;
      for (const key of ['title', 'summary', 'duration', 'keywords', 'highlights', 'itinerary', 'includes', 'excludes'])
        expect(document[key], `${tour.slug} ${key}`).toEqual(tour[key as keyof typeof tour]);
      expect(document.pricingNote).toBe(tour.pricingNote);
      expect(document.entranceFeesNote).toBe(tour.entranceFeesNote);
    }
    expect(ofKind('tour').filter((item) => (item.document as { featured: boolean }).featured)).toHaveLength(3);

    expect(ofKind('vehicle').map((item) => english(item.document))).toEqual(
      FLEET.map(({ id: _id, ...vehicle }) => expect.objectContaining(vehicle)),
    );
    expect(ofKind('testimonial').map((item) => english(item.document))).toEqual(
      HARDCODED_REVIEWS.map(({ id: _id, ...review }) => review),
    );
    for (const [slug, policy] of [
      ['privacy', PRIVACY_POLICY],
      ['terms', TERMS_OF_SERVICE],
    ] as const) {
      const document = english(items.find((item) => item.kind === 'policy' && item.slug === slug)!.document) as {
        lastUpdated: string;
        sections: { id: string; paragraphs: string[]; list?: string[] }[];
      };
      expect(document.lastUpdated).toBe(policy.lastUpdated);
      expect(document.sections.map(({ heading: _heading, ...section }: Record<string, unknown>) => section)).toEqual(
        policy.sections,
      );
    }
    expect(english(ofKind('business')[0]!.document)).toEqual(
      expect.objectContaining({
        phone: BUSINESS.phone,
        email: BUSINESS.email,
        whatsappNumber: BUSINESS.whatsappNumber,
      }),
    );
  });

  it('is what the committed migration inserts (run `npm run content:seed` after changing it)', () => {
    expect(readFileSync(SEED_MIGRATION, 'utf8')).toBe(seedMigrationSql(items));
  });
});

describe('slugFrom', () => {
  it('makes a URL-safe slug of at most 80 characters from English', () => {
    expect(slugFrom('How much does a tour cost?')).toBe('how-much-does-a-tour-cost');
    expect(slugFrom("Can I customise a tour? It's “easy”")).toBe('can-i-customise-a-tour-it-s-easy');
    const long = slugFrom('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
