import { describe, expect, it } from 'vitest';
import { FailureLog, SignInThrottle, sourceKey, type Admission, type SignInLimits } from './auth-rate-limit.ts';

const T0 = 1_000_000_000;
const MINUTE = 60_000;

const LIMITS: SignInLimits = {
  maxFailuresPerSourceAndAccount: 3,
  maxFailuresPerSource: 6,
  windowMs: 5 * MINUTE,
  accountFreeFailures: 4,
  accountWindowMs: 60 * MINUTE,
  accountDelayMs: 1000,
  accountMaxDelayMs: 8000,
};

/** Admits and lets the attempt fail (a wrong password); returns the admission. */
function fail(throttle: SignInThrottle, source: string, account: string, now: number): Admission {
  return throttle.admit(source, account, now);
}

function succeed(throttle: SignInThrottle, source: string, account: string, now: number): Admission {
  const admission = throttle.admit(source, account, now);
  if (admission.admitted) throttle.succeeded(admission.attempt, now);
  return admission;
}

describe('FailureLog', () => {
  it('blocks a key at the limit inside the window, until the window passes', () => {
    const log = new FailureLog(MINUTE);
    for (let i = 0; i < 3; i++) {
      expect(log.blockedFor('a', 3, T0 + i)).toBe(0);
      log.record('a', T0 + i);
    }
    expect(log.blockedFor('a', 3, T0 + 10)).toBe(MINUTE - 10);
    expect(log.blockedFor('b', 3, T0 + 10)).toBe(0);
    expect(log.blockedFor('a', 3, T0 + MINUTE - 1)).toBe(1);
    // The oldest entry leaves the window: two remain, below the limit.
    expect(log.blockedFor('a', 3, T0 + MINUTE)).toBe(0);
  });

  it('takes back one entry on refund and forgets a key on clear', () => {
    const log = new FailureLog(MINUTE);
    log.record('a', T0);
    log.record('a', T0 + 1);
    log.refund('a', T0 + 1);
    expect(log.recent('a', T0 + 2)).toEqual([T0]);
    log.clear('a');
    expect(log.recent('a', T0 + 2)).toEqual([]);
  });

  it('keeps at most maxKeys keys, dropping the least recently written, and maxPerKey entries per key', () => {
    const log = new FailureLog(MINUTE, 3, 2);
    for (const key of ['a', 'b', 'c']) log.record(key, T0);
    log.record('a', T0 + 1); // a is now the most recent
    log.record('d', T0 + 2);
    expect(log.size).toBe(3);
    expect(log.recent('b', T0 + 3)).toEqual([]); // dropped
    expect(log.recent('a', T0 + 3)).toEqual([T0, T0 + 1]);
    log.record('a', T0 + 4);
    expect(log.recent('a', T0 + 5)).toEqual([T0 + 1, T0 + 4]);
  });
});

describe('SignInThrottle', () => {
  it('refuses a source that keeps failing for one account, even with the right password; others get in', () => {
    const throttle = new SignInThrottle(LIMITS);
    for (let i = 0; i < 3; i++) expect(fail(throttle, 'A', 'owner', T0 + i).admitted).toBe(true);
    const refused = succeed(throttle, 'A', 'owner', T0 + 10);
    expect(refused).toEqual({ admitted: false, retryAfterMs: 5 * MINUTE - 10, limit: 'source' });
    // Three failures are below the account's free failures: a new source is not slowed down.
    expect(succeed(throttle, 'B', 'owner', T0 + 11).admitted).toBe(true);
    // The guessing source may try again once its failures leave the window.
    expect(throttle.admit('A', 'owner', T0 + 5 * MINUTE).admitted).toBe(true);
  });

  it('refuses a source that fails across many accounts, for every account', () => {
    const throttle = new SignInThrottle(LIMITS);
    for (let i = 0; i < 6; i++) expect(fail(throttle, 'A', `user-${i}`, T0 + i).admitted).toBe(true);
    expect(throttle.admit('A', 'someone-else', T0 + 10)).toMatchObject({ admitted: false, limit: 'source' });
    expect(throttle.admit('B', 'someone-else', T0 + 10).admitted).toBe(true);
  });

  it('counts an attempt when it is let through, so parallel requests cannot pass the limit', () => {
    const throttle = new SignInThrottle(LIMITS);
    const admitted = [0, 1, 2, 3, 4].map(() => throttle.admit('A', 'owner', T0).admitted);
    expect(admitted).toEqual([true, true, true, false, false]);
  });

  it('gives the right password its attempt back and forgives the source its earlier failures there', () => {
    const throttle = new SignInThrottle(LIMITS);
    fail(throttle, 'A', 'owner', T0);
    fail(throttle, 'A', 'owner', T0 + 1);
    for (let i = 0; i < 20; i++) expect(succeed(throttle, 'A', 'owner', T0 + 2 + i).admitted).toBe(true);
    // Per source the two failures still count: four more reach its limit of six.
    for (let i = 0; i < 4; i++) fail(throttle, 'A', `other-${i}`, T0 + 100 + i);
    expect(throttle.admit('A', 'owner', T0 + 200)).toMatchObject({ admitted: false, limit: 'source' });
  });

  it('spaces out the checks of an account many sources fail on, doubling the delay up to the cap', () => {
    const throttle = new SignInThrottle(LIMITS);
    // Four sources, one failure each: the account's four free failures.
    for (const [i, source] of ['S1', 'S2', 'S3', 'S4'].entries()) fail(throttle, source, 'owner', T0 + i);
    const last = T0 + 3;
    // The next check waits 1 s after the last failure, whichever source asks and whatever it sends.
    expect(throttle.admit('S5', 'owner', last + 1)).toEqual({ admitted: false, retryAfterMs: 999, limit: 'account' });
    expect(succeed(throttle, 'S6', 'owner', last + 500)).toMatchObject({ admitted: false, limit: 'account' });
    // Other accounts are not affected.
    expect(throttle.admit('S5', 'someone-else', last + 1).admitted).toBe(true);

    let at = last + 1000;
    for (const [i, delay] of [2000, 4000, 8000, 8000].entries()) {
      expect(fail(throttle, `R${i}`, 'owner', at).admitted).toBe(true);
      expect(throttle.admit('S7', 'owner', at + delay - 1)).toMatchObject({ admitted: false, retryAfterMs: 1 });
      at += delay;
    }
    // While one check is under way, the next waits for it; a right password takes its attempt back.
    const inFlight = throttle.admit('S8', 'owner', at);
    expect(inFlight.admitted).toBe(true);
    expect(throttle.admit('S9', 'owner', at + 1)).toMatchObject({ admitted: false, limit: 'account' });
    if (inFlight.admitted) throttle.succeeded(inFlight.attempt, at + 2);
    expect(throttle.admit('S9', 'owner', at + 3).admitted).toBe(true);
  });

  it('lets a source the account signed in from skip the delay, within its own limits and for a while', () => {
    const limits = { ...LIMITS, trustedSourceMs: 24 * 60 * MINUTE };
    const throttle = new SignInThrottle(limits);
    expect(succeed(throttle, 'HOME', 'owner', T0).admitted).toBe(true);
    for (let i = 0; i < 20; i++) fail(throttle, `BOT-${i}`, 'owner', T0 + 1 + i);
    expect(throttle.admit('NEW', 'owner', T0 + 100)).toMatchObject({ admitted: false, limit: 'account' });
    expect(succeed(throttle, 'HOME', 'owner', T0 + 100).admitted).toBe(true);
    // Typing it wrong at home is still limited per source.
    for (let i = 0; i < 3; i++) expect(fail(throttle, 'HOME', 'owner', T0 + 200 + i).admitted).toBe(true);
    expect(throttle.admit('HOME', 'owner', T0 + 300)).toMatchObject({ admitted: false, limit: 'source' });
    // A day after the last sign-in from there, HOME is a source like any other.
    const later = T0 + 100 + 24 * 60 * MINUTE;
    for (let i = 0; i < 20; i++) fail(throttle, `BOT2-${i}`, 'owner', later - 20 + i);
    expect(throttle.admit('HOME', 'owner', later)).toMatchObject({ admitted: false, limit: 'account' });
  });

  it('keeps its memory bounded whatever the number of sources and accounts', () => {
    const throttle = new SignInThrottle({ ...LIMITS, maxKeys: 50 });
    for (let i = 0; i < 1000; i++) {
      fail(throttle, `source-${i}`, `account-${i}`, T0 + i);
      succeed(throttle, `source-${i}`, `account-${i}`, T0 + i);
    }
    const sizes = throttle.sizes();
    for (const size of Object.values(sizes)) expect(size).toBeLessThanOrEqual(50);
    expect(sizes.trusted).toBe(50);
  });
});

describe('sourceKey', () => {
  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(sourceKey('127.0.0.2')).toBe('127.0.0.2');
    expect(sourceKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(sourceKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(sourceKey('2001:DB8:1:2::99')).toBe('2001:db8:1:2::/64');
    expect(sourceKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(sourceKey('::1')).toBe('0:0:0:0::/64');
    expect(sourceKey(undefined)).toBe('unknown');
  });
});
