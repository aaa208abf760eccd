/**
 * Pure rules of the sign-in screen: field validation (spec §5, Admin login) and the mapping of Supabase
 * Auth failures to the spec's messages (§8). Both return i18n keys of the `admin` namespace.
 */

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// The same shape check as the admins table's constraint: something@something.tld, no spaces.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 6;

/** One message per field, in the spec's order (required before format/length). */
export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'login.errors.emailRequired';
  else if (!EMAIL_FORMAT.test(trimmed)) errors.email = 'login.errors.emailFormat';
  if (!password) errors.password = 'login.errors.passwordRequired';
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'login.errors.passwordLength';
  return errors;
}

/** What we read of a supabase-js AuthError (the feature may not import supabase-js's types). */
export interface AuthFailure {
  name?: string;
  status?: number;
  code?: string;
}

/**
 * Supabase Auth answers wrong e-mail and wrong password alike (`invalid_credentials`) so it never
 * reveals which addresses have accounts; the spec's two separate texts therefore become one.
 */
export function authErrorMessage(error: AuthFailure): string {
  if (error.status === 429 || error.code === 'over_request_rate_limit') return 'login.errors.tooManyAttempts';
  if (error.code === 'invalid_credentials') return 'login.errors.invalidCredentials';
  // supabase-js reports a failed fetch (offline, DNS, refused) as AuthRetryableFetchError with status 0.
  if (error.name === 'AuthRetryableFetchError' || error.status === 0) return 'login.errors.network';
  return 'login.errors.failed';
}
