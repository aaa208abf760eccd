import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_KINDS, type ContentItem, textsSameAsEnglish, untranslatedTexts } from '../../src/content/documents';
import { PLACE_IMAGE_NAMES } from '../../src/content/images';
import { TOUR_CATEGORIES } from '../../src/content/types';
import { SEED_MIGRATION, seedItems, seedMigrationSql } from './write-migration';

const items = seedItems();
const ofKind = <K extends (typeof CONTENT_KINDS)[number]>(kind: K) =>
  items.filter((item): item is ContentItem<K> => item.kind === kind);

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

  it('has the four tours, whole: a day per tour day, known artwork and categories, no price in any language', () => {
    const tours = ofKind('tour');
    expect(tours.map((item) => item.slug)).toEqual([
      'sri-lanka-grand-tour-13day',
      'southern-coastal-explorer-6day',
      'grand-circle-18day',
      'sri-lanka-highlights-10day',
    ]);
    expect(tours.filter((item) => item.document.featured)).toHaveLength(3);
    for (const { slug, document: tour } of tours) {
      expect(
        tour.itinerary.map((day) => day.day),
        slug,
      ).toEqual(Array.from({ length: tour.days }, (_, i) => i + 1));
      for (const image of [tour.heroImage, tour.cardImage, ...tour.highlights.map((highlight) => highlight.image)]) {
        expect(PLACE_IMAGE_NAMES, slug).toContain(image);
      }
      expect(tour.categories.length).toBeGreaterThan(0);
      for (const category of tour.categories) expect(TOUR_CATEGORIES).toContain(category);
      expect(tour.overview.length, slug).toBeGreaterThan(0);
      expect(tour.includes.length * tour.excludes.length, slug).toBeGreaterThan(0);
    }
    for (const category of TOUR_CATEGORIES) {
      expect(
        tours.some((item) => item.document.categories.includes(category)),
        category,
      ).toBe(true);
    }
    // The site shows no prices (spec §1): currency symbols, codes next to amounts, rupee amounts.
    const text = JSON.stringify(tours);
    for (const pattern of [
      /\$/,
      /€/,
      /£/,
      /\bUSD\s*\d/i,
      /\d\s*USD\b/i,
      /\b(?:EUR|GBP)\s*\d/i,
      /\bLKR\b/i,
      /\bRs\.?\s*\d/,
    ]) {
      expect(text).not.toMatch(pattern);
    }
  });

  it('is what the committed migration inserts (run `npm run content:seed` after changing it)', () => {
    expect(readFileSync(SEED_MIGRATION, 'utf8')).toBe(seedMigrationSql(items));
  });
});
