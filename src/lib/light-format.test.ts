import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './i18n';
import { mediumDate, oneDecimal } from './light-format';

const DAY_MS = 86_400_000;

describe('mediumDate', () => {
  it.each(SUPPORTED_LANGUAGES)('writes every day of four years as Intl does in %s', (language) => {
    const intl = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const start = new Date(2024, 0, 1, 12).getTime();
    for (let day = 0; day < 4 * 366; day += 1) {
      const date = new Date(start + day * DAY_MS);
      expect(mediumDate(date, language)).toBe(intl.format(date));
    }
  });

  it('uses the device time zone, as Intl does, near midnight', () => {
    const lateEvening = new Date(2026, 10, 12, 23, 59);
    expect(mediumDate(lateEvening, 'en')).toBe('Nov 12, 2026');
    expect(mediumDate(new Date(2026, 10, 13, 0, 1), 'de')).toBe('13.11.2026');
  });

  it('reads regional tags by their language and falls back to English', () => {
    const date = new Date(2026, 1, 3);
    expect(mediumDate(date, 'fr-CA')).toBe('3 févr. 2026');
    expect(mediumDate(date, 'de-AT')).toBe('03.02.2026');
    expect(mediumDate(date, 'si')).toBe('Feb 3, 2026');
  });
});

describe('oneDecimal', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'writes every hundredth from 0 to 9.99 as Intl does in %s (every average to one decimal among them)',
    (language) => {
      const intl = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      for (let hundredths = 0; hundredths <= 999; hundredths += 1) {
        const value = hundredths / 100;
        expect(oneDecimal(value, language)).toBe(intl.format(value));
      }
    },
  );

  it('rounds to one decimal', () => {
    expect(oneDecimal(4.26, 'en')).toBe('4.3');
    expect(oneDecimal(4.24, 'fr')).toBe('4,2');
    expect(oneDecimal(5, 'de')).toBe('5,0');
  });
});
