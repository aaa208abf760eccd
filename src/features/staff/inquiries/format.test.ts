import { describe, expect, it } from 'vitest';
import { formatDay } from './format';

describe('formatDay', () => {
  it('shows a calendar day as that day in every time zone', () => {
    expect(formatDay('2027-01-10', 'en')).toBe('Jan 10, 2027');
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
