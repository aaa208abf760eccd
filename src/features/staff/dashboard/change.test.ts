import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/admin-dashboard.json';
import { changeDirection, changeText, countChange, formatSigned, ratingChange, type Change } from './change';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { 'admin-dashboard': en } }, defaultNS: 'admin-dashboard' });
const t = i18n.getFixedT('en', 'admin-dashboard');
const text = (change: Change, language = 'en') => changeText(change, t, language);

describe('countChange', () => {
  it('compares this month with last month as a percentage', () => {
    expect(countChange(5, 4)).toEqual({ kind: 'percent', direction: 'up', percent: 25 });
    expect(countChange(9, 10)).toEqual({ kind: 'percent', direction: 'down', percent: 10 });
    expect(countChange(0, 7)).toEqual({ kind: 'percent', direction: 'down', percent: 100 });
    expect(countChange(30, 10)).toEqual({ kind: 'percent', direction: 'up', percent: 200 });
  });

  it('rounds to whole percent', () => {
    expect(countChange(4, 3)).toEqual({ kind: 'percent', direction: 'up', percent: 33 });
    expect(countChange(5, 3)).toEqual({ kind: 'percent', direction: 'up', percent: 67 });
  });

  it('keeps one decimal below 1% so a change never reads as 0%', () => {
    expect(countChange(201, 200)).toEqual({ kind: 'percent', direction: 'up', percent: 0.5 });
    expect(countChange(3001, 3000)).toEqual({ kind: 'percent', direction: 'up', percent: 0.1 });
  });

  it('says "no change" for equal months, zero included', () => {
    expect(countChange(3, 3)).toEqual({ kind: 'same', direction: 'same' });
    expect(countChange(0, 0)).toEqual({ kind: 'same', direction: 'same' });
  });

  it('counts new items instead of an infinite percentage when last month had none', () => {
    expect(countChange(3, 0)).toEqual({ kind: 'new', direction: 'up', count: 3 });
  });
});

describe('ratingChange', () => {
  it('gives the difference in points, to one decimal', () => {
    expect(ratingChange(4.6, 4.3)).toEqual({ kind: 'points', direction: 'up', points: 0.3 });
    expect(ratingChange(3.9, 4.5)).toEqual({ kind: 'points', direction: 'down', points: 0.6 });
    expect(ratingChange(5, 1)).toEqual({ kind: 'points', direction: 'up', points: 4 });
  });

  it('says "no change" for equal averages', () => {
    expect(ratingChange(4.2, 4.2)).toEqual({ kind: 'same', direction: 'same' });
  });

  it('says when a month had no ratings to compare with', () => {
    expect(ratingChange(4.8, null)).toEqual({ kind: 'no-ratings-last-month' });
    expect(ratingChange(null, null)).toEqual({ kind: 'no-ratings-last-month' });
    expect(ratingChange(null, 4.1)).toEqual({ kind: 'no-ratings-this-month' });
  });
});

describe('changeText', () => {
  it('writes the texts staff read on the cards', () => {
    expect(text(countChange(5, 4))).toBe('+25% vs last month');
    expect(text(countChange(9, 10))).toBe('\u221210% vs last month');
    expect(text(countChange(201, 200))).toBe('+0.5% vs last month');
    expect(text(countChange(3, 3))).toBe('No change vs last month');
    expect(text(countChange(3, 0))).toBe('+3 new this month');
    expect(text(countChange(1, 0))).toBe('+1 new this month');
    expect(text(ratingChange(4.6, 4.3))).toBe('+0.3 vs last month');
    expect(text(ratingChange(4, 5))).toBe('\u22121.0 vs last month');
    expect(text(ratingChange(4.8, null))).toBe('No ratings last month');
    expect(text(ratingChange(null, 4.8))).toBe('No ratings yet this month');
  });

  it('formats the numbers in the reader’s language', () => {
    expect(text(countChange(5, 4), 'de')).toMatch(/^\+25\s%/);
    expect(text(ratingChange(4.6, 4.3), 'fr')).toMatch(/^\+0,3 /);
  });
});

describe('changeDirection', () => {
  it('is the direction for comparisons and none when there was nothing to compare', () => {
    expect(changeDirection(countChange(5, 4))).toBe('up');
    expect(changeDirection(countChange(3, 4))).toBe('down');
    expect(changeDirection(countChange(4, 4))).toBe('same');
    expect(changeDirection(ratingChange(4, null))).toBeNull();
  });
});

describe('formatSigned', () => {
  it('uses a true minus sign and no sign for zero', () => {
    expect(formatSigned(-3, 'en')).toBe('\u22123');
    expect(formatSigned(3, 'en')).toBe('+3');
    expect(formatSigned(0, 'en')).toBe('0');
  });
});
