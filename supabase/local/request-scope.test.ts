import { describe, expect, it } from 'vitest';
import { clientAddress } from './request-scope.ts';

describe('clientAddress', () => {
  it('takes the address the gateway appended, not what the client claimed before it', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
    expect(clientAddress({ 'x-forwarded-for': '10.0.0.1, 198.51.100.7' })).toBe('198.51.100.7');
    expect(clientAddress({ 'x-forwarded-for': ['1.1.1.1', '192.0.2.4'] })).toBe('192.0.2.4');
    expect(clientAddress({})).toBe('');
  });
});
