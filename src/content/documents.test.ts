import { describe, expect, it } from 'vitest';
import { localize, textIn, textsSameAsEnglish, untranslatedTexts, type Text } from './documents';

const full = (en: string, de = `${en} (de)`, fr = `${en} (fr)`): Text => ({ en, de, fr });

describe('untranslatedTexts', () => {
  it('finds nothing in a document whose every text is in every language or marked the same', () => {
    expect(
      untranslatedTexts({
        title: full('Tea country'),
        name: { en: 'Toyota Prius', same: true },
        days: 13,
        featured: true,
        categories: ['beach', 'wildlife'],
        itinerary: [{ day: 1, title: full('Arrival'), activities: [full('Airport welcome')] }],
        country: null,
      }),
    ).toEqual([]);
  });

  it('names each missing or blank language by its path, as the database gate does', () => {
    expect(
      untranslatedTexts({
        title: { en: 'Tea country', de: 'Teeland' },
        itinerary: [
          { day: 1, title: full('Arrival') },
          { day: 2, title: { en: 'Kandy', de: '  ', fr: 'Kandy' }, activities: [{ en: '', same: true }] },
        ],
        note: { en: 'Bring a hat', de: 7, fr: null },
      }),
    ).toEqual(['itinerary[1].activities[0].en', 'itinerary[1].title.de', 'note.de', 'note.fr', 'title.fr']);
  });

  it('takes "same" only when it is true', () => {
    expect(untranslatedTexts({ name: { en: 'Galle', same: 'yes' } })).toEqual(['name.de', 'name.fr']);
    expect(untranslatedTexts([{ en: 'Galle', same: false, de: 'Galle' }])).toEqual(['[0].fr']);
  });
});

describe('textsSameAsEnglish', () => {
  it('names a translation equal to its English source, unless the text is marked the same', () => {
    expect(
      textsSameAsEnglish({
        title: full('Tea country', 'Teeland', 'Pays du thé'),
        highlights: [{ name: { en: 'Galle Fort', de: 'Galle Fort', fr: 'Fort de Galle' } }],
        badge: { en: 'WiFi', de: ' WiFi ', fr: 'WiFi' },
        name: { en: 'Toyota Prius', same: true },
        blank: { en: '', de: '', fr: '' },
      }),
    ).toEqual(['badge.de', 'badge.fr', 'highlights[0].name.de']);
  });

  it('lets a translation be the English where the text says it is meant to, in that language only', () => {
    expect(
      textsSameAsEnglish([
        { en: 'Hotel in Kandy', de: 'Hotel in Kandy', fr: 'Hôtel à Kandy', sameIn: ['de'] },
        { en: '4x4', de: '4x4', fr: '4x4', sameIn: ['fr'] },
        { en: 'France', de: 'France', fr: 'France', sameIn: 'de' },
      ]),
    ).toEqual(['[1].de', '[2].de', '[2].fr']);
  });
});

describe('textIn', () => {
  it('gives the language asked for, or the one text marked the same', () => {
    expect(textIn(full('Arrival', 'Ankunft', 'Arrivée'), 'de')).toBe('Ankunft');
    expect(textIn(full('Arrival', 'Ankunft', 'Arrivée'), 'fr')).toBe('Arrivée');
    expect(textIn({ en: 'Toyota Prius', same: true }, 'fr')).toBe('Toyota Prius');
  });
});

describe('localize', () => {
  it('turns every text into its string in one language, keeping every other value', () => {
    const day = {
      day: 2,
      title: full('Kandy', 'Kandy (de)', 'Kandy (fr)'),
      activities: [full('Temple'), { en: 'Perahera', same: true as const }],
      driving: undefined,
      meta: { featured: true, image: 'kandy', country: null },
    };
    expect(localize(day, 'fr')).toEqual({
      day: 2,
      title: 'Kandy (fr)',
      activities: ['Temple (fr)', 'Perahera'],
      driving: undefined,
      meta: { featured: true, image: 'kandy', country: null },
    });
    expect(localize([day.title], 'en')).toEqual(['Kandy']);
  });
});
