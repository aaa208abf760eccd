import { describe, expect, it } from 'vitest';
import { browserTimeZone, formatRelative, formatWeek, relativeParts } from './format';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeParts', () => {
  it('picks the largest sensible unit', () => {
    expect(relativeParts(ago(10_000), NOW)).toEqual({ value: 0, unit: 'second' });
    expect(relativeParts(ago(50_000), NOW)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeParts(ago(5 * 60_000), NOW)).toEqual({ value: -5, unit: 'minute' });
    expect(relativeParts(ago(3 * 3_600_000), NOW)).toEqual({ value: -3, unit: 'hour' });
    expect(relativeParts(ago(2 * 86_400_000), NOW)).toEqual({ value: -2, unit: 'day' });
    expect(relativeParts(ago(14 * 86_400_000), NOW)).toEqual({ value: -2, unit: 'week' });
    expect(relativeParts(ago(65 * 86_400_000), NOW)).toEqual({ value: -2, unit: 'month' });
  });

  it('treats a moment slightly ahead of the device clock as now', () => {
    expect(relativeParts(ago(-20_000), NOW)).toEqual({ value: 0, unit: 'second' });
  });

  it('gives nothing for text that is not a time', () => {
    expect(relativeParts('soon', NOW)).toBeNull();
  });
});

describe('formatRelative', () => {
  it('reads naturally in the portal language', () => {
    expect(formatRelative(ago(5 * 60_000), 'en', NOW)).toBe('5 minutes ago');
    expect(formatRelative(ago(86_400_000), 'en', NOW)).toBe('yesterday');
    expect(formatRelative(ago(1000), 'en', NOW)).toBe('now');
    expect(formatRelative(ago(3 * 3_600_000), 'de', NOW)).toBe('vor 3 Stunden');
  });
});

describe('formatWeek', () => {
  it('shows the first day of the week without moving it across time zones', () => {
    expect(formatWeek('2026-11-16', 'en')).toBe('Nov 16, 2026');
    expect(formatWeek('2026-11-16', 'en', 'short')).toBe('11/16');
    expect(formatWeek('2026-11-16', 'de', 'short')).toBe('16.11.');
    expect(formatWeek('not a day', 'en')).toBe('not a day');
  });
});

describe('browserTimeZone', () => {
  it('passes on the zone the browser reports', () => {
    expect(browserTimeZone(() => 'Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('falls back to the server default when the zone is unknown', () => {
    expect(browserTimeZone(() => '')).toBeUndefined();
    expect(browserTimeZone(() => 'Etc/Unknown')).toBeUndefined();
    expect(
      browserTimeZone(() => {
        throw new RangeError('no Intl');
      }),
    ).toBeUndefined();
  });
});
