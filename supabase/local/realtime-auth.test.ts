import { describe, expect, it } from 'vitest';
import { signJwt } from './jwt.ts';
import { checkRealtimeToken } from './realtime-auth.ts';

const SECRET = 'a-test-secret-that-is-at-least-32-characters';
const NOW = 1_900_000_000; // seconds

describe('checkRealtimeToken', () => {
  it('accepts a signed token with role and exp', () => {
    const token = signJwt({ role: 'authenticated', sub: 'u1', exp: NOW + 60 }, SECRET);
    expect(checkRealtimeToken(token, SECRET, NOW)).toMatchObject({
      ok: true,
      claims: { role: 'authenticated', sub: 'u1' },
    });
  });

  it('says how long ago a token expired', () => {
    const token = signJwt({ role: 'anon', exp: NOW - 42 }, SECRET);
    expect(checkRealtimeToken(token, SECRET, NOW)).toEqual({
      ok: false,
      code: 'InvalidJWTToken',
      message: 'Token has expired 42 seconds ago',
    });
  });

  it('requires role and exp', () => {
    expect(checkRealtimeToken(signJwt({ role: 'anon' }, SECRET), SECRET, NOW)).toMatchObject({
      ok: false,
      message: 'Fields `role` and `exp` are required in JWT',
    });
    expect(checkRealtimeToken(signJwt({ exp: NOW + 5 }, SECRET), SECRET, NOW)).toMatchObject({ ok: false });
  });

  it('refuses bad signatures, garbage and roles outside the API roles', () => {
    const forged = signJwt({ role: 'anon', exp: NOW + 60 }, `${SECRET}-other`);
    expect(checkRealtimeToken(forged, SECRET, NOW)).toMatchObject({ ok: false, code: 'JwtSignatureError' });
    expect(checkRealtimeToken('nope', SECRET, NOW)).toMatchObject({ ok: false, code: 'MalformedJWT' });
    const superuser = signJwt({ role: 'postgres', exp: NOW + 60 }, SECRET);
    expect(checkRealtimeToken(superuser, SECRET, NOW)).toMatchObject({ ok: false, code: 'InvalidJWTToken' });
  });
});
