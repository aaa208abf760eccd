import { describe, expect, it } from 'vitest';
import { untranslatedTexts } from '../../../content/documents';
import {
  blankLike,
  contentStatus,
  filterContentItems,
  moved,
  newDocument,
  newEntryFor,
  pathName,
  renumbered,
  slugFrom,
  slugProblem,
  translationReport,
  valueAt,
  withSameEverywhere,
  withSameIn,
  withValueAt,
  type ContentListItem,
} from './content-models';

const text = (en: string) => ({ en, de: `${en} (de)`, fr: `${en} (fr)` });

describe('content editor model', () => {
  it('says where an item stands from its draft and published versions', () => {
    expect(contentStatus({ version: 3, publishedVersion: 3 })).toBe('published');
    expect(contentStatus({ version: 4, publishedVersion: 3 })).toBe('changed');
    expect(contentStatus({ version: 1, publishedVersion: null })).toBe('draft');
  });

  it('filters the list by kind and by name or slug', () => {
    const item = (kind: ContentListItem['kind'], label: string, slug: string) =>
      ({ id: slug, kind, label, slug }) as ContentListItem;
    const items = [
      item('tour', 'Cultural Triangle', 'cultural-5'),
      item('tour', 'Beach Days', 'south-coast'),
      item('faq', 'Cultural?', 'q1'),
    ];
    expect(filterContentItems(items, 'tour', '').map((i) => i.slug)).toEqual(['cultural-5', 'south-coast']);
    expect(filterContentItems(items, 'tour', ' cultural ').map((i) => i.slug)).toEqual(['cultural-5']);
    expect(filterContentItems(items, 'tour', 'coast').map((i) => i.slug)).toEqual(['south-coast']);
  });

  it('names paths as the translation checks do, and edits a copy without touching the original', () => {
    expect(pathName(['itinerary', 2, 'title'])).toBe('itinerary[2].title');
    const document = { itinerary: [{ title: text('One') }, { title: text('Two') }], days: 2 };
    const changed = withValueAt(document, ['itinerary', 1, 'title', 'de'], 'Zwei');
    expect(valueAt(changed, ['itinerary', 1, 'title'])).toEqual({ en: 'Two', de: 'Zwei', fr: 'Two (fr)' });
    expect(document.itinerary[1]!.title.de).toBe('Two (de)');
    expect(changed.itinerary[0]).toBe(document.itinerary[0]);
    // undefined leaves an optional field out.
    expect(withValueAt({ note: text('x'), days: 1 }, ['note'], undefined)).toEqual({ days: 1 });
  });

  it('makes a new list entry like the first, blank but keeping its image', () => {
    const highlights = [{ name: text('Sigiriya'), image: 'sigiriya' }];
    expect(newEntryFor(highlights, 'highlights')).toEqual({ name: { en: '', de: '', fr: '' }, image: 'sigiriya' });
    expect(newEntryFor([], 'includes')).toEqual({ en: '', de: '', fr: '' });
    expect(newEntryFor([], 'itinerary')).toMatchObject({ day: 1, activities: [] });
    expect(blankLike({ name: { en: 'Prius', same: true }, seats: 4, list: [text('a')] })).toEqual({
      name: { en: '', same: true },
      seats: 4,
      list: [],
    });
  });

  it('moves entries and numbers an itinerary’s days by their place', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    const days = [
      { day: 1, title: text('Arrive') },
      { day: 2, title: text('Kandy') },
    ];
    expect(renumbered('itinerary', moved(days, 1, 0))).toEqual([
      { day: 1, title: text('Kandy') },
      { day: 2, title: text('Arrive') },
    ]);
    expect(renumbered('includes', [text('x')])).toEqual([text('x')]);
  });

  it('reports missing translations and translations equal to the English, per text', () => {
    const report = translationReport({
      title: { en: 'Kandy', de: '', fr: 'Kandy' },
      name: { en: 'Ella', same: true },
      hotel: { en: 'Hotel in Kandy', de: 'Hotel in Kandy', fr: 'Hôtel à Kandy', sameIn: ['de'] },
    });
    expect(Object.fromEntries(report.missing)).toEqual({ title: ['de'] });
    expect(Object.fromEntries(report.sameAsEnglish)).toEqual({ title: ['fr'] });
    expect(report.count).toBe(2);
  });

  it('sets and clears “same in every language” and the per-language mark', () => {
    const complete = text('Negombo');
    expect(withSameEverywhere(complete, true)).toEqual({ en: 'Negombo', same: true });
    expect(withSameEverywhere({ en: 'Negombo', same: true }, false)).toEqual({ en: 'Negombo', de: '', fr: '' });
    const marked = withSameIn({ en: 'Kandy', de: 'Kandy', fr: 'Kandy' }, 'fr', true);
    expect(marked).toEqual({ en: 'Kandy', de: 'Kandy', fr: 'Kandy', sameIn: ['fr'] });
    expect(withSameIn(withSameIn(marked, 'de', true), 'fr', false)).toEqual({
      en: 'Kandy',
      de: 'Kandy',
      fr: 'Kandy',
      sameIn: ['de'],
    });
    expect(withSameIn(marked, 'fr', false)).toEqual({ en: 'Kandy', de: 'Kandy', fr: 'Kandy' });
  });

  it('starts a new item of each listed kind with every text to fill in', () => {
    for (const kind of ['tour', 'vehicle', 'faq', 'hero_slide', 'testimonial'] as const) {
      const missing = untranslatedTexts(newDocument(kind));
      expect(missing.length, kind).toBeGreaterThan(0);
      expect(missing.every((path) => path.endsWith('.en') || path.endsWith('.de') || path.endsWith('.fr'))).toBe(true);
    }
  });

  it('checks slugs as the database does, and makes one from a title', () => {
    expect(slugProblem('')).toBe('required');
    expect(slugProblem('Cultural Triangle')).toBe('format');
    expect(slugProblem('double--hyphen')).toBe('format');
    expect(slugProblem('a'.repeat(81))).toBe('length');
    expect(slugProblem('cultural-triangle-5-days')).toBeNull();
    expect(slugFrom('Cultural Triangle, 5 Days')).toBe('cultural-triangle-5-days');
    expect(slugFrom('Côte & Plages — Été')).toBe('cote-plages-ete');
    expect(slugProblem(slugFrom('x'.repeat(100)))).toBeNull();
  });
});
