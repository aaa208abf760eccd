import { describe, expect, it } from 'vitest';
import { authErrorMessage, validateLogin } from './auth-messages';

describe('validateLogin', () => {
  it('asks for both fields first', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'login.errors.emailRequired',
      password: 'login.errors.passwordRequired',
    });
    expect(validateLogin({ email: '   ', password: '' }).email).toBe('login.errors.emailRequired');
  });

  it('checks the e-mail format and the password length', () => {
    expect(validateLogin({ email: 'staff@', password: '12345' })).toEqual({
      email: 'login.errors.emailFormat',
      password: 'login.errors.passwordLength',
    });
    expect(validateLogin({ email: 'a b@c.lk', password: 'x' }).email).toBe('login.errors.emailFormat');
  });

  it('accepts a well-formed address and a six-character password', () => {
    expect(validateLogin({ email: ' staff@tours.lk ', password: '123456' })).toEqual({});
  });
});

describe('authErrorMessage', () => {
  it('gives one message for a wrong e-mail or a wrong password', () => {
    expect(authErrorMessage({ status: 400, code: 'invalid_credentials' })).toBe('login.errors.invalidCredentials');
  });

  it('recognises the rate limit', () => {
    expect(authErrorMessage({ status: 429, code: 'over_request_rate_limit' })).toBe('login.errors.tooManyAttempts');
    expect(authErrorMessage({ status: 429 })).toBe('login.errors.tooManyAttempts');
  });

  it('recognises a network failure', () => {
    expect(authErrorMessage({ name: 'AuthRetryableFetchError', status: 0 })).toBe('login.errors.network');
  });

  it('falls back to the generic message', () => {
    expect(authErrorMessage({ status: 400, code: 'email_not_confirmed' })).toBe('login.errors.failed');
    expect(authErrorMessage({ status: 500 })).toBe('login.errors.failed');
    expect(authErrorMessage({})).toBe('login.errors.failed');
  });
});
