import { describe, expect, it } from 'vitest';
import { isIsoDate, localIsoDate, nullIfEmpty } from './form-rules';

describe('form rules', () => {
  it('localIsoDate is the local calendar day, zero-padded', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 0, 1))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('isIsoDate accepts real days only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('1.2.2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('nullIfEmpty keeps "not given" as null', () => {
    expect(nullIfEmpty('')).toBeNull();
    expect(nullIfEmpty('x')).toBe('x');
  });
});
