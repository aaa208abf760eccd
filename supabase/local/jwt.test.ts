import { describe, expect, it } from 'vitest';
import { JwtError, signJwt, verifyJwt } from './jwt.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('jwt', () => {
  it('round-trips claims', () => {
    const token = signJwt({ role: 'anon', exp: 2_000_000_000 }, SECRET);
    expect(verifyJwt(token, SECRET)).toEqual({ role: 'anon', exp: 2_000_000_000 });
  });

  it('rejects a token signed with another secret', () => {
    const token = signJwt({ role: 'service_role' }, `${SECRET}-other`);
    expect(() => verifyJwt(token, SECRET)).toThrow(JwtError);
  });

  it('rejects a token whose claims were altered', () => {
    const [header, , signature] = signJwt({ role: 'anon' }, SECRET).split('.');
    const forged = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    expect(() => verifyJwt(`${header}.${forged}.${signature}`, SECRET)).toThrow(/signature is invalid/);
  });

  it('rejects an expired token', () => {
    const token = signJwt({ role: 'authenticated', exp: 1_000 }, SECRET);
    expect(() => verifyJwt(token, SECRET, 1_001)).toThrow(/expired/);
    expect(verifyJwt(token, SECRET, 999).role).toBe('authenticated');
  });

  it('rejects the none algorithm and malformed tokens', () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    expect(() => verifyJwt(`${header}.${body}.`, SECRET)).toThrow(JwtError);
    expect(() => verifyJwt('not-a-token', SECRET)).toThrow(JwtError);
  });
});
