import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayCount,
  isDay,
  matchingPreset,
  parseRangeSearch,
  presetRange,
  rangeProblem,
  todayIn,
} from './date-range';

describe('days', () => {
  it('knows real calendar days only', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(isDay(20260101)).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-11-21', -6)).toBe('2026-11-15');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('counts both ends', () => {
    expect(dayCount({ from: '2026-11-21', to: '2026-11-21' })).toBe(1);
    expect(dayCount({ from: '2026-10-23', to: '2026-11-21' })).toBe(30);
    // A daylight-saving change in between does not matter: days are counted in UTC.
    expect(dayCount({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
  });

  it("reads today on the given zone's clock", () => {
    const instant = new Date('2026-11-21T20:00:00Z');
    expect(todayIn('Asia/Colombo', instant)).toBe('2026-11-22');
    expect(todayIn('America/New_York', instant)).toBe('2026-11-21');
    expect(todayIn('Not/A_Zone', instant)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('presets', () => {
  it('end today and span the number of days named', () => {
    expect(presetRange(7, '2026-11-21')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(presetRange(30, '2026-11-21')).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(dayCount(presetRange(90, '2026-11-21'))).toBe(90);
  });

  it('are recognised from a range, and a custom range is none of them', () => {
    expect(matchingPreset({ from: '2026-11-15', to: '2026-11-21' }, '2026-11-21')).toBe(7);
    expect(matchingPreset({ from: '2026-08-24', to: '2026-11-21' }, '2026-11-21')).toBe(90);
    expect(matchingPreset({ from: '2026-11-15', to: '2026-11-20' }, '2026-11-21')).toBeUndefined();
  });
});

describe('rangeProblem', () => {
  it('accepts an ordered range of up to 366 days', () => {
    expect(rangeProblem('2026-11-21', '2026-11-21')).toBeNull();
    expect(rangeProblem('2025-11-21', '2026-11-21')).toBeNull(); // 366 days
  });

  it('says what is wrong otherwise', () => {
    expect(rangeProblem('', '2026-11-21')).toBe('missing');
    expect(rangeProblem('2026-02-30', '2026-03-02')).toBe('missing');
    expect(rangeProblem('2026-11-22', '2026-11-21')).toBe('order');
    expect(rangeProblem('2025-11-20', '2026-11-21')).toBe('tooLong'); // 367 days
  });
});

describe('parseRangeSearch', () => {
  it('keeps a valid pair', () => {
    expect(parseRangeSearch({ from: '2026-11-01', to: '2026-11-07' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
  });

  it('answers anything else with explicit undefineds, so the raw values cannot survive the merge', () => {
    const none = { from: undefined, to: undefined };
    expect(parseRangeSearch({})).toEqual(none);
    expect(parseRangeSearch({ from: '2026-11-01' })).toEqual(none);
    expect(parseRangeSearch({ from: '2026-11-07', to: '2026-11-01' })).toEqual(none);
    expect(parseRangeSearch({ from: '2024-01-01', to: '2026-11-01' })).toEqual(none);
    expect(parseRangeSearch({ from: 'yesterday', to: '2026-11-01' })).toEqual(none);
    expect(parseRangeSearch({ from: 20261101, to: 20261107 })).toEqual(none);
    expect(Object.keys(parseRangeSearch({ from: 'x' }))).toEqual(['from', 'to']);
  });
});
