import { describe, expect, it } from 'vitest';
import { colomboDate, overdueReason, toCancelReason, toStage } from './pipeline';

const at = Date.parse('2026-12-10T12:00:00Z');
const hoursAgo = (hours: number) => new Date(at - hours * 3_600_000).toISOString();
const row = (change: Partial<Parameters<typeof overdueReason>[0]> = {}) => ({
  stage: 'new',
  created_at: hoursAgo(1),
  first_response_at: null,
  follow_up_on: null,
  ...change,
});

describe('overdueReason, as the database decides it', () => {
  it('is a record with no first response 24 hours after it arrived', () => {
    expect(overdueReason(row({ created_at: hoursAgo(23.9) }), at)).toBeNull();
    expect(overdueReason(row({ created_at: hoursAgo(24) }), at)).toBe('no_response');
    // As Realtime writes a timestamptz.
    expect(overdueReason(row({ created_at: '2026-12-09 11:00:00+00' }), at)).toBe('no_response');
    expect(overdueReason(row({ created_at: hoursAgo(48), first_response_at: hoursAgo(40) }), at)).toBeNull();
  });

  it("is an open record whose follow-up date has passed in Sri Lanka's calendar", () => {
    const answered = { created_at: hoursAgo(100), first_response_at: hoursAgo(90), stage: 'quoted' };
    expect(overdueReason(row({ ...answered, follow_up_on: '2026-12-09' }), at)).toBe('follow_up');
    expect(overdueReason(row({ ...answered, follow_up_on: '2026-12-10' }), at)).toBeNull();
    // 20:00 UTC on the 10th is already the 11th in Colombo (UTC+5:30).
    expect(colomboDate(Date.parse('2026-12-10T20:00:00Z'))).toBe('2026-12-11');
    expect(overdueReason(row({ ...answered, follow_up_on: '2026-12-10' }), Date.parse('2026-12-10T20:00:00Z'))).toBe(
      'follow_up',
    );
  });

  it('is never a confirmed or cancelled record', () => {
    for (const stage of ['confirmed', 'cancelled'])
      expect(overdueReason(row({ stage, created_at: hoursAgo(100), follow_up_on: '2026-01-01' }), at)).toBeNull();
  });

  it('reads unknown stages and reasons defensively', () => {
    expect(toStage('won')).toBe('new');
    expect(toStage('quoted')).toBe('quoted');
    expect(toCancelReason('weather')).toBeNull();
    expect(toCancelReason('budget')).toBe('budget');
  });
});
