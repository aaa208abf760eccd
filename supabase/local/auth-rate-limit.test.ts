import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './auth-rate-limit.ts';

describe('FailureLimiter', () => {
  it('blocks a key after max failures inside the window, until the window passes', () => {
    const limiter = new FailureLimiter(3, 60_000);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(limiter.blockedFor('a', t0 + i)).toBe(0);
      limiter.recordFailure('a', t0 + i);
    }
    expect(limiter.blockedFor('a', t0 + 10)).toBe(60_000 - 10);
    expect(limiter.blockedFor('b', t0 + 10)).toBe(0);
    expect(limiter.blockedFor('a', t0 + 59_999)).toBe(1);
    // The oldest failure leaves the window: two remain, below the limit.
    expect(limiter.blockedFor('a', t0 + 60_000)).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = new FailureLimiter(1, 60_000);
    limiter.recordFailure('a', 0);
    expect(limiter.blockedFor('a', 1)).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.blockedFor('a', 1)).toBe(0);
  });
});
