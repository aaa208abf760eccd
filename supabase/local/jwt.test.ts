import { describe, expect, it } from 'vitest';
import { JwtError, signJwt, verifyJwt, type Claims } from './jwt.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const LATER = 2_000_000_000; // 2033, seconds

describe('jwt', () => {
  it('round-trips claims', () => {
    const token = signJwt({ role: 'anon', exp: LATER }, SECRET);
    expect(verifyJwt(token, SECRET)).toEqual({ role: 'anon', exp: LATER });
  });

  it('rejects a token signed with another secret', () => {
    const token = signJwt({ role: 'service_role', exp: LATER }, `${SECRET}-other`);
    expect(() => verifyJwt(token, SECRET)).toThrow(JwtError);
  });

  it('rejects a token whose claims were altered', () => {
    const [header, , signature] = signJwt({ role: 'anon', exp: LATER }, SECRET).split('.');
    const forged = Buffer.from(JSON.stringify({ role: 'service_role', exp: LATER })).toString('base64url');
    expect(() => verifyJwt(`${header}.${forged}.${signature}`, SECRET)).toThrow(/signature is invalid/);
  });

  it('rejects an expired token', () => {
    const token = signJwt({ role: 'authenticated', exp: 1_000 }, SECRET);
    expect(() => verifyJwt(token, SECRET, 1_001)).toThrow(/expired/);
    expect(verifyJwt(token, SECRET, 999).role).toBe('authenticated');
  });

  it('rejects a correctly signed token without a numeric exp: it would never expire', () => {
    const unexpiring: Record<string, unknown>[] = [
      { role: 'service_role' },
      { role: 'anon', exp: '2000000000' },
      { role: 'anon', exp: null },
    ];
    for (const claims of unexpiring) {
      const token = signJwt(claims as Claims, SECRET); // signed as anyone holding the secret could
      expect(() => verifyJwt(token, SECRET, 1_000)).toThrow(JwtError);
      expect(() => verifyJwt(token, SECRET, 1_000)).toThrow(/exp claim is required/);
    }
  });

  it('rejects the none algorithm and malformed tokens', () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ role: 'service_role', exp: LATER })).toString('base64url');
    expect(() => verifyJwt(`${header}.${body}.`, SECRET)).toThrow(JwtError);
    expect(() => verifyJwt('not-a-token', SECRET)).toThrow(JwtError);
  });
});
