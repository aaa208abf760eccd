import { describe, expect, it } from 'vitest';
import de from '../locales/de/tour-overviews.json';
import en from '../locales/en/tour-overviews.json';
import fr from '../locales/fr/tour-overviews.json';
import { PLACE_IMAGE_NAMES } from './images';
import { TOURS, findTour } from './tours';
import { TOUR_CATEGORIES } from './types';

const EXPECTED = [
  { slug: 'sri-lanka-grand-tour-13day', title: 'Sri Lanka Grand Tour', duration: '13 Days / 12 Nights', days: 13 },
  {
    slug: 'southern-coastal-explorer-6day',
    title: 'Southern Coastal Explorer',
    duration: '6 Days / 5 Nights',
    days: 6,
  },
  { slug: 'grand-circle-18day', title: 'Grand Circle', duration: '18 Days / 17 Nights', days: 18 },
  { slug: 'sri-lanka-highlights-10day', title: 'Sri Lanka Highlights', duration: '10 Days / 9 Nights', days: 10 },
];

/** Currency symbols, codes next to amounts, and rupee amounts: the site shows no prices (spec §1). */
const PRICE_PATTERNS = [
  /\$/,
  /€/,
  /£/,
  /\bUSD\s*\d/i,
  /\d\s*USD\b/i,
  /\b(?:EUR|GBP)\s*\d/i,
  /\bLKR\b/i,
  /\bRs\.?\s*\d/,
  /\brupees?\b/i,
  /\bprice[sd]?\s+(?:from|at|of)\s+\d/i,
];

type Overviews = Record<string, { overview?: unknown }>;
const OVERVIEWS: Record<string, Overviews> = { en, de, fr };

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z"])/).filter(Boolean);
}

describe('TOURS', () => {
  it('has the four tours with the required slugs, titles, durations and days', () => {
    expect(TOURS.map(({ slug, title, duration, days }) => ({ slug, title, duration, days }))).toEqual(EXPECTED);
  });

  it('has the location counts shown on the home page', () => {
    expect(findTour('sri-lanka-grand-tour-13day')?.locations).toBe(5);
    expect(findTour('southern-coastal-explorer-6day')?.locations).toBe(3);
    expect(findTour('grand-circle-18day')?.locations).toBe(8);
  });

  it('uses the duration text that matches the number of days', () => {
    for (const tour of TOURS) {
      expect(tour.duration).toBe(`${tour.days} Days / ${tour.days - 1} Nights`);
    }
  });

  it('has unique slugs that are safe in a URL', () => {
    const slugs = TOURS.map((tour) => tour.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has exactly one itinerary day per tour day, numbered 1..N in order', () => {
    for (const tour of TOURS) {
      expect(tour.itinerary).toHaveLength(tour.days);
      expect(tour.itinerary.map((day) => day.day)).toEqual(Array.from({ length: tour.days }, (_, index) => index + 1));
    }
  });

  it('fills in every itinerary day', () => {
    for (const tour of TOURS) {
      for (const day of tour.itinerary) {
        const where = `${tour.slug} day ${day.day}`;
        expect(day.title.trim(), where).not.toBe('');
        expect(sentences(day.description).length, where).toBeGreaterThanOrEqual(2);
        expect(sentences(day.description).length, where).toBeLessThanOrEqual(4);
        expect(day.activities.length, where).toBeGreaterThanOrEqual(3);
        expect(day.activities.length, where).toBeLessThanOrEqual(6);
        expect(day.meals, where).toMatch(/^(?:Breakfast|Lunch|Dinner)(?:, (?:Lunch|Dinner))*$/);
        expect(day.accommodation.trim(), where).not.toBe('');
        if (day.driving !== undefined) expect(day.driving, where).toMatch(/\d+ (?:km|hours?|minutes)/);
      }
    }
  });

  it('starts with dinner on arrival and ends with breakfast and departure', () => {
    for (const tour of TOURS) {
      const first = tour.itinerary[0];
      const last = tour.itinerary[tour.itinerary.length - 1];
      expect(first?.meals).toBe('Dinner');
      expect(first?.description).toMatch(/Bandaranaike International Airport/);
      expect(last?.meals).toBe('Breakfast');
      expect(last?.accommodation).toBe('Departure');
      expect(last?.driving).toMatch(/airport/i);
      for (const day of tour.itinerary.slice(0, -1)) expect(day.accommodation).not.toBe('Departure');
    }
  });

  it('counts locations as the distinct overnight bases after the arrival night in Negombo', () => {
    for (const tour of TOURS) {
      const bases = new Set(
        tour.itinerary
          .map((day) => day.accommodation)
          .filter((place) => place !== 'Departure' && !place.includes('Negombo')),
      );
      expect(bases.size, tour.slug).toBe(tour.locations);
    }
  });

  it('uses only known artwork for the hero, the card and the highlights', () => {
    for (const tour of TOURS) {
      expect(PLACE_IMAGE_NAMES).toContain(tour.heroImage);
      expect(PLACE_IMAGE_NAMES).toContain(tour.cardImage);
      expect(tour.highlights.length).toBeGreaterThanOrEqual(4);
      expect(tour.highlights.length).toBeLessThanOrEqual(8);
      for (const highlight of tour.highlights) {
        expect(PLACE_IMAGE_NAMES, `${tour.slug}: ${highlight.name}`).toContain(highlight.image);
        expect(highlight.name.trim()).not.toBe('');
      }
    }
  });

  it('files each tour under known filter categories', () => {
    for (const tour of TOURS) {
      expect(tour.categories.length).toBeGreaterThan(0);
      expect(new Set(tour.categories).size).toBe(tour.categories.length);
      for (const category of tour.categories) expect(TOUR_CATEGORIES).toContain(category);
    }
    expect(findTour('sri-lanka-grand-tour-13day')?.categories).toEqual(['cultural', 'wildlife', 'hill-country']);
    expect(findTour('southern-coastal-explorer-6day')?.categories).toEqual(['beach', 'wildlife']);
    expect(findTour('grand-circle-18day')?.categories).toEqual([
      'cultural',
      'adventure',
      'hill-country',
      'wildlife',
      'beach',
    ]);
    expect(findTour('sri-lanka-highlights-10day')?.categories).toEqual(['cultural', 'hill-country', 'beach']);
  });

  it('offers every filter category in at least one tour', () => {
    for (const category of TOUR_CATEGORIES) {
      expect(
        TOURS.some((tour) => tour.categories.includes(category)),
        category,
      ).toBe(true);
    }
  });

  it('has a card summary, includes, excludes, notes and keywords', () => {
    for (const tour of TOURS) {
      expect(tour.summary.length, tour.slug).toBeLessThanOrEqual(160);
      expect(sentences(tour.summary), tour.slug).toHaveLength(1);
      expect(tour.includes.length).toBeGreaterThan(0);
      expect(tour.excludes.length).toBeGreaterThan(0);
      expect(tour.pricingNote ?? tour.entranceFeesNote).toBeTruthy();
      expect(tour.keywords.length).toBeGreaterThanOrEqual(5);
      expect(tour.keywords.length).toBeLessThanOrEqual(8);
    }
  });

  it('shows no prices or currency amounts anywhere', () => {
    const text = JSON.stringify(TOURS);
    for (const pattern of PRICE_PATTERNS) expect(text).not.toMatch(pattern);
  });
});

describe('findTour', () => {
  it('finds every tour by its slug', () => {
    for (const tour of TOURS) expect(findTour(tour.slug)).toBe(tour);
  });

  it('returns undefined for an unknown slug', () => {
    expect(findTour('no-such-tour')).toBeUndefined();
    expect(findTour('')).toBeUndefined();
    expect(findTour('GRAND-CIRCLE-18DAY')).toBeUndefined();
  });
});

describe('tour overviews', () => {
  it.each(Object.keys(OVERVIEWS))('has an overview of at least two paragraphs for every tour in %s', (language) => {
    const overviews = OVERVIEWS[language] ?? {};
    expect(Object.keys(overviews).sort()).toEqual(TOURS.map((tour) => tour.slug).sort());
    for (const tour of TOURS) {
      const paragraphs = overviews[tour.slug]?.overview;
      expect(Array.isArray(paragraphs), `${language} ${tour.slug}`).toBe(true);
      const list = paragraphs as unknown[];
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(3);
      for (const paragraph of list) {
        expect(typeof paragraph).toBe('string');
        expect((paragraph as string).trim().length).toBeGreaterThan(80);
      }
    }
  });

  it('translates the overviews rather than copying the English', () => {
    for (const tour of TOURS) {
      const source = en[tour.slug as keyof typeof en].overview;
      expect(de[tour.slug as keyof typeof de].overview).not.toEqual(source);
      expect(fr[tour.slug as keyof typeof fr].overview).not.toEqual(source);
    }
  });

  it('shows no prices in any language', () => {
    const text = JSON.stringify(OVERVIEWS);
    for (const pattern of PRICE_PATTERNS) expect(text).not.toMatch(pattern);
  });
});
