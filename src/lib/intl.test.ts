import { describe, expect, it } from 'vitest';
import { dateFormatter, numberFormatter } from './intl';

describe('Intl formatters', () => {
  it('are made once per language and options', () => {
    const medium = dateFormatter('de', { dateStyle: 'medium' });
    expect(dateFormatter('de', { dateStyle: 'medium' })).toBe(medium);
    expect(dateFormatter('fr', { dateStyle: 'medium' })).not.toBe(medium);
    expect(dateFormatter('de', { dateStyle: 'long' })).not.toBe(medium);
    expect(numberFormatter('de')).toBe(numberFormatter('de', {}));
    expect(numberFormatter('de', { minimumFractionDigits: 1 })).not.toBe(numberFormatter('de'));
  });

  it('format in their language and with their options', () => {
    expect(numberFormatter('de', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4.25)).toBe('4,3');
    expect(dateFormatter('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 21))).toBe(
      'Nov 21, 2026',
    );
  });
});
