import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_MS, readThrottle, retryDelayMs, retryTimeText, throttleMessageKey } from './throttle';

const NOW = Date.parse('2026-11-25T14:00:00Z');

describe('readThrottle', () => {
  it('reads the wait and the limit from the database’s hint', () => {
    expect(readThrottle('{"retry_after": 840, "limit": "source"}', null, NOW)).toEqual({
      retryAfterMs: 840_000,
      limit: 'source',
    });
    expect(readThrottle('{"retry_after":1,"limit":"email"}', null, NOW)).toEqual({
      retryAfterMs: 1000,
      limit: 'email',
    });
    expect(readThrottle('{"retry_after":3600,"limit":"overall"}', null, NOW)).toEqual({
      retryAfterMs: 3_600_000,
      limit: 'overall',
    });
  });

  it('falls back to the Retry-After header (seconds or an HTTP date) of an edge rate limit', () => {
    expect(readThrottle(null, '120', NOW)).toEqual({ retryAfterMs: 120_000 });
    expect(readThrottle(null, 'Wed, 25 Nov 2026 14:05:00 GMT', NOW)).toEqual({ retryAfterMs: 300_000 });
    // The hint wins over the header; a hint without a wait still names the limit.
    expect(readThrottle('{"retry_after":60,"limit":"source"}', '5', NOW)).toEqual({
      retryAfterMs: 60_000,
      limit: 'source',
    });
    expect(readThrottle('{"limit":"overall"}', '5', NOW)).toEqual({ retryAfterMs: 5_000, limit: 'overall' });
  });

  it('ignores what it cannot trust: other hints, unknown limits, negative or huge waits', () => {
    expect(readThrottle('Retry after a while; nothing was stored.', null, NOW)).toEqual({});
    expect(readThrottle('{not json', null, NOW)).toEqual({});
    expect(readThrottle('{"retry_after":"soon","limit":"everyone"}', null, NOW)).toEqual({});
    expect(readThrottle('{"retry_after":-5}', 'later', NOW)).toEqual({});
    expect(readThrottle(`{"retry_after":${MAX_RETRY_AFTER_MS / 1000 + 1}}`, null, NOW)).toEqual({});
    expect(readThrottle(undefined, null, NOW)).toEqual({});
  });
});

describe('retryDelayMs', () => {
  it('never comes back earlier than the server said, and at most 10 % (30 s) later', () => {
    expect(retryDelayMs(840_000, () => 0)).toBe(840_000);
    expect(retryDelayMs(840_000, () => 1)).toBe(870_000);
    expect(retryDelayMs(60_000, () => 1)).toBe(66_000);
  });
});

describe('the visitor’s message', () => {
  it('names the limit that held the submission back', () => {
    expect(throttleMessageKey('source')).toBe('throttled.source');
    expect(throttleMessageKey('email')).toBe('throttled.email');
    expect(throttleMessageKey('overall')).toBe('throttled.overall');
    expect(throttleMessageKey(undefined)).toBe('throttled.other');
  });

  it('says the time of day, and the date too when it is not today', () => {
    const later = NOW + 20 * 60_000;
    expect(retryTimeText('en-GB', later, NOW)).toBe(
      new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' }).format(later),
    );
    const tomorrow = NOW + 24 * 60 * 60_000;
    expect(retryTimeText('de', tomorrow, NOW)).toBe(
      new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(tomorrow),
    );
  });
});
