import { describe, expect, it } from 'vitest';
import { seedItems } from '../../scripts/content-seed/write-migration';
import type { ContentItem, TourDocument } from './documents';
import { contentGroups, phoneHref, tourGroup } from './published';

const SEED = seedItems();

describe('contentGroups', () => {
  it('gives every page its content in the page’s language', () => {
    const de = contentGroups(SEED, 'de');
    const en = contentGroups(SEED, 'en');
    expect(de.site.tours.map((tour) => tour.slug)).toEqual([
      'sri-lanka-grand-tour-13day',
      'southern-coastal-explorer-6day',
      'grand-circle-18day',
      'sri-lanka-highlights-10day',
    ]);
    const grandTour = (groups: typeof de) => groups[tourGroup('sri-lanka-grand-tour-13day')]!;
    // Names are the same in every language; the prose is translated.
    expect(grandTour(de).title).toBe(grandTour(en).title);
    expect(grandTour(de).summary).not.toBe(grandTour(en).summary);
    expect(grandTour(de).itinerary[0]!.title).not.toBe(grandTour(en).itinerary[0]!.title);
    expect(grandTour(de).overview.length).toBeGreaterThan(0);
    expect(de['policy-privacy']!.sections[0]!.heading).toBe('Einleitung');
    expect(de.home.testimonials).toHaveLength(6);
  });

  it('keeps the site group small: tour summaries without their itineraries', () => {
    const { site } = contentGroups(SEED, 'en');
    for (const tour of site.tours) {
      expect(tour).not.toHaveProperty('itinerary');
      expect(tour).not.toHaveProperty('overview');
    }
    expect(JSON.stringify(site).length).toBeLessThan(8_000);
  });

  it('leaves out what is not published: a tour with no item has no page and no card', () => {
    const withoutTour = SEED.filter((item) => !(item.kind === 'tour' && item.slug === 'grand-circle-18day'));
    const groups = contentGroups(withoutTour, 'fr');
    expect(groups.site.tours.map((tour) => tour.slug)).not.toContain('grand-circle-18day');
    expect(groups[tourGroup('grand-circle-18day')]).toBeUndefined();
  });

  it('orders tours by position, then slug', () => {
    const tours = SEED.filter((item): item is ContentItem<'tour'> => item.kind === 'tour');
    const reordered = [
      ...SEED.filter((item) => item.kind !== 'tour'),
      { ...tours[0]!, position: 99 },
      ...tours.slice(1).reverse(),
    ];
    expect(contentGroups(reordered, 'en').site.tours.map((tour) => tour.slug)).toEqual([
      ...tours.slice(1).map((tour) => tour.slug),
      tours[0]!.slug,
    ]);
  });

  it('keeps markup in a text as text, for React and the meta tags to escape', () => {
    const tours = SEED.filter((item): item is ContentItem<'tour'> => item.kind === 'tour');
    const title = '<script>alert(1)</script> & "quotes"';
    const document: TourDocument = { ...tours[0]!.document, title: { en: title, same: true } };
    const groups = contentGroups([...SEED.filter((item) => item !== tours[0]), { ...tours[0]!, document }], 'de');
    expect(groups[tourGroup(tours[0]!.slug)]!.title).toBe(title);
  });

  it('refuses content without the business facts', () => {
    expect(() =>
      contentGroups(
        SEED.filter((item) => item.kind !== 'business'),
        'en',
      ),
    ).toThrow(/business/);
  });
});

describe('phoneHref', () => {
  it('dials the number as shown', () => {
    expect(phoneHref('+94 70 000 0000')).toBe('tel:+94700000000');
    expect(phoneHref('+94 (70) 000-0000')).toBe('tel:+94700000000');
  });
});
