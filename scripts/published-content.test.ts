import { describe, expect, it } from 'vitest';
import type { ContentItem, Text, TourDocument } from '../src/content/documents';
import { seedItems } from './content-seed/write-migration';
import { buildContent, untranslatedOnPages } from './published-content';

const SEED = seedItems();
const tours = SEED.filter((item): item is ContentItem<'tour'> => item.kind === 'tour');

/** The seed with the first tour's summary replaced. */
function withSummary(summary: Text): ContentItem[] {
  const document: TourDocument = { ...tours[0]!.document, summary };
  return SEED.map((item) => (item === tours[0] ? { ...item, document } : item));
}

describe('the build’s content', () => {
  it('is every group in every language, and the published tours’ pages in list order', () => {
    const content = buildContent(SEED);
    expect(Object.keys(content.groups)).toEqual(['en', 'de', 'fr']);
    expect(Object.keys(content.groups.fr)).toEqual(
      expect.arrayContaining(['site', 'home', 'policy-privacy', 'policy-terms', `tour-${tours[0]!.slug}`]),
    );
    expect(content.tourSlugs).toEqual(tours.map((tour) => tour.slug));
  });

  it('fails when a /de or /fr page would show a text equal to its English, unmarked', () => {
    const english = 'Thirteen days around the island.';
    const items = withSummary({ en: english, de: 'Dreizehn Tage rund um die Insel.', fr: english });
    expect(untranslatedOnPages(items)).toEqual([`tour ${tours[0]!.slug}: summary.fr`]);
    expect(() => buildContent(items)).toThrow(/tour sri-lanka-grand-tour-13day: summary\.fr/);
  });

  it('lets a text be when it is marked the same in every language, or meant as the English in one', () => {
    const english = 'Thirteen days around the island.';
    expect(() => buildContent(withSummary({ en: english, same: true }))).not.toThrow();
    expect(() =>
      buildContent(withSummary({ en: english, de: 'Dreizehn Tage rund um die Insel.', fr: english, sameIn: ['fr'] })),
    ).not.toThrow();
  });
});
