import { describe, expect, it } from 'vitest';
import { browserTimeZone, formatDay, formatPercent, formatVital, ratio, vitalRating, wholeShares } from './format';

describe('vitalRating', () => {
  it('includes each boundary in the better rating', () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2501)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4000)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4001)).toBe('poor');
    expect(vitalRating('INP', 200)).toBe('good');
    expect(vitalRating('INP', 500)).toBe('needs-improvement');
    expect(vitalRating('INP', 501)).toBe('poor');
    expect(vitalRating('CLS', 0.1)).toBe('good');
    expect(vitalRating('CLS', 0.25)).toBe('needs-improvement');
    expect(vitalRating('CLS', 0.26)).toBe('poor');
    expect(vitalRating('TTFB', 800)).toBe('good');
    expect(vitalRating('TTFB', 1800)).toBe('needs-improvement');
    expect(vitalRating('TTFB', 1801)).toBe('poor');
    expect(vitalRating('FID', 100)).toBe('good');
    expect(vitalRating('FID', 300)).toBe('needs-improvement');
    expect(vitalRating('FID', 300.5)).toBe('poor');
  });
});

describe('formatVital', () => {
  it('writes times under a second in ms and longer ones in seconds', () => {
    expect(formatVital('INP', 184.4, 'en')).toBe('184 ms');
    // The unit as the language writes it: 'sec' in English, 'Sek.' in German, 's' in French.
    expect(formatVital('LCP', 2450, 'en')).toBe('2.45 sec');
    expect(formatVital('TTFB', 1000, 'en')).toBe('1.00 sec');
    expect(formatVital('LCP', 2450, 'de')).toMatch(/^2,45\s\S+$/);
    expect(formatVital('FID', 999.6, 'en')).toBe('1.00 sec');
  });

  it('writes CLS without a unit, two decimals', () => {
    expect(formatVital('CLS', 0.1, 'en')).toBe('0.10');
    expect(formatVital('CLS', 0.056, 'fr')).toBe('0,06');
  });
});

describe('shares', () => {
  it('divides only when there is something to divide by', () => {
    expect(ratio(1, 4)).toBe(0.25);
    expect(ratio(0, 0)).toBeNull();
  });

  it('formats a percentage in the language', () => {
    expect(formatPercent(0.5, 'en')).toBe('50%');
    expect(formatPercent(1 / 3, 'en')).toBe('33.3%');
    expect(formatPercent(0.5, 'fr')).toMatch(/^50\s%$/);
  });

  it('makes whole shares add up to exactly 100', () => {
    expect(wholeShares([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholeShares([2, 1, 0])).toEqual([67, 33, 0]);
    expect(wholeShares([5, 0, 0])).toEqual([100, 0, 0]);
    expect(wholeShares([0, 0, 0])).toEqual([0, 0, 0]);
    const shares = wholeShares([7, 11, 13]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('formatDay', () => {
  it('reads the day in UTC so no zone moves it', () => {
    expect(formatDay('2026-11-21', 'en')).toBe('Nov 21, 2026');
    expect(formatDay('2026-11-21', 'de', 'short')).toBe('21.11.');
    expect(formatDay('nonsense', 'en')).toBe('nonsense');
  });
});

describe('browserTimeZone', () => {
  it('gives the zone, or undefined when the browser cannot tell', () => {
    expect(browserTimeZone(() => 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(browserTimeZone(() => 'Etc/Unknown')).toBeUndefined();
    expect(
      browserTimeZone(() => {
        throw new Error('no Intl');
      }),
    ).toBeUndefined();
  });
});
