import { describe, expect, it } from 'vitest';
import { AddressCounter, RateBucket, addressKey } from './realtime-limits.ts';

describe('RateBucket', () => {
  it('allows a burst, then refills at its rate', () => {
    const bucket = new RateBucket(3, 2, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, true, false]);
    // Half a second at 2 per second: one more.
    expect(bucket.take(500)).toBe(true);
    expect(bucket.take(500)).toBe(false);
  });

  it('never holds more than its capacity, however long it rests', () => {
    const bucket = new RateBucket(2, 10, 0);
    const after = 60_000;
    expect([bucket.take(after), bucket.take(after), bucket.take(after)]).toEqual([true, true, false]);
  });

  it('ignores a clock that goes backwards', () => {
    const bucket = new RateBucket(1, 1, 10_000);
    expect(bucket.take(10_000)).toBe(true);
    expect(bucket.take(0)).toBe(false);
  });
});

describe('AddressCounter', () => {
  it('counts per address up to the maximum and frees a place on release', () => {
    const counter = new AddressCounter(2);
    expect([counter.acquire('a'), counter.acquire('a'), counter.acquire('a')]).toEqual([true, true, false]);
    expect(counter.acquire('b')).toBe(true);
    counter.release('a');
    expect(counter.count('a')).toBe(1);
    expect(counter.acquire('a')).toBe(true);
    counter.release('b');
    counter.release('b');
    expect(counter.count('b')).toBe(0);
  });
});

describe('addressKey', () => {
  it('keys an IPv4 peer seen through IPv6 by its IPv4 address', () => {
    expect(addressKey('::ffff:192.168.1.20')).toBe('192.168.1.20');
    expect(addressKey('192.168.1.20')).toBe('192.168.1.20');
    expect(addressKey('2001:db8::1')).toBe('2001:db8::1');
    expect(addressKey(undefined)).toBe('unknown');
  });
});
