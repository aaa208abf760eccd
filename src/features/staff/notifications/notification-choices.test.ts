import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EXTRA_EMAILS_MAX } from '../../../config/limits';
import {
  canAddExtraEmail,
  DEFAULT_CHOICES,
  EXTRA_EMAIL_MAX_LENGTH,
  extraEmailProblems,
  isNetworkFailure,
  sameChoices,
  saveRefusal,
  toChoices,
  toSettingsRow,
  withKind,
} from './notification-choices';

describe('toChoices', () => {
  it('gives an admin without a settings row every kind by both channels and no extra address', () => {
    expect(toSettingsRow(toChoices(null))).toEqual({
      email_kinds: ['tour_inquiry', 'custom_tour_request', 'review', 'custom_review'],
      push_kinds: ['tour_inquiry', 'custom_tour_request', 'review', 'custom_review'],
      extra_emails: [],
    });
  });

  it('keeps the stored choices and drops a kind this app version does not know', () => {
    const choices = toChoices({
      email_kinds: ['review', 'tour_inquiry', 'newsletter'],
      push_kinds: [],
      extra_emails: ['desk@example.com'],
    });
    expect([...choices.email].sort()).toEqual(['review', 'tour_inquiry']);
    expect(choices.push.size).toBe(0);
    expect(choices.extraEmails).toEqual(['desk@example.com']);
  });
});

describe('toSettingsRow', () => {
  it('stores the kinds in canonical order and the addresses trimmed', () => {
    let choices = withKind(DEFAULT_CHOICES, 'email', 'tour_inquiry', false);
    choices = withKind(choices, 'email', 'tour_inquiry', true);
    choices = withKind(choices, 'push', 'review', false);
    choices = { ...choices, extraEmails: ['  desk@example.com '] };
    expect(toSettingsRow(choices)).toEqual({
      email_kinds: ['tour_inquiry', 'custom_tour_request', 'review', 'custom_review'],
      push_kinds: ['tour_inquiry', 'custom_tour_request', 'custom_review'],
      extra_emails: ['desk@example.com'],
    });
  });

  it('never changes the choices it was given', () => {
    const off = withKind(DEFAULT_CHOICES, 'push', 'custom_review', false);
    expect(off.push.has('custom_review')).toBe(false);
    expect(DEFAULT_CHOICES.push.has('custom_review')).toBe(true);
  });
});

describe('sameChoices', () => {
  it('compares what would be stored, not how it was typed or ticked', () => {
    const a = withKind(withKind(DEFAULT_CHOICES, 'email', 'review', false), 'email', 'review', true);
    expect(sameChoices(a, DEFAULT_CHOICES)).toBe(true);
    expect(sameChoices({ ...a, extraEmails: [' x@example.com'] }, { ...a, extraEmails: ['x@example.com'] })).toBe(true);
    expect(sameChoices(withKind(a, 'push', 'review', false), DEFAULT_CHOICES)).toBe(false);
    expect(sameChoices({ ...a, extraEmails: ['x@example.com'] }, DEFAULT_CHOICES)).toBe(false);
  });
});

describe('extraEmailProblems', () => {
  it('names the problem of each row, in place', () => {
    const tooLong = `${'a'.repeat(EXTRA_EMAIL_MAX_LENGTH - 'a@example.com'.length + 1)}a@example.com`;
    expect(
      extraEmailProblems(['desk@example.com', '', '   ', 'not-an-address', tooLong, 'ops@example.com', 'x y@z.io']),
    ).toEqual([null, 'required', 'required', 'invalid', 'tooLong', null, 'invalid']);
  });

  it('accepts an address of exactly the maximum length', () => {
    const longest = `${'a'.repeat(EXTRA_EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`;
    expect(longest).toHaveLength(EXTRA_EMAIL_MAX_LENGTH);
    expect(extraEmailProblems([longest])).toEqual([null]);
  });

  it('reports a repeated address (in any case, with spaces around) on its later rows only', () => {
    expect(
      extraEmailProblems(['Desk@Example.com', ' desk@example.com', 'ops@example.com', 'DESK@example.com']),
    ).toEqual([null, 'duplicate', null, 'duplicate']);
  });
});

describe('canAddExtraEmail', () => {
  it(`allows up to ${NOTIFICATION_EXTRA_EMAILS_MAX} addresses`, () => {
    const addresses = (n: number) => Array.from({ length: n }, (_, i) => `a${i}@example.com`);
    expect(canAddExtraEmail({ ...DEFAULT_CHOICES, extraEmails: addresses(NOTIFICATION_EXTRA_EMAILS_MAX - 1) })).toBe(
      true,
    );
    expect(canAddExtraEmail({ ...DEFAULT_CHOICES, extraEmails: addresses(NOTIFICATION_EXTRA_EMAILS_MAX) })).toBe(false);
  });
});

describe('saveRefusal', () => {
  it('names the constraint that refused the row', () => {
    const check = (name: string) => ({
      code: '23514',
      message: `new row for relation "notification_settings" violates check constraint "${name}"`,
    });
    expect(saveRefusal(check('notification_settings_extra_emails_count'))).toBe('tooManyExtraEmails');
    expect(saveRefusal(check('notification_settings_extra_emails_format'))).toBe('invalidExtraEmail');
    expect(saveRefusal(check('notification_settings_email_kinds_valid'))).toBe('unknownKind');
    expect(saveRefusal(check('notification_settings_push_kinds_valid'))).toBe('unknownKind');
  });

  it('names a refusal by privileges or row-level security', () => {
    expect(saveRefusal({ code: '42501', message: 'new row violates row-level security policy for table "x"' })).toBe(
      'notAllowed',
    );
  });

  it('leaves anything else to the server’s own words', () => {
    expect(saveRefusal({ message: 'TypeError: Failed to fetch' })).toBeNull();
    expect(saveRefusal({ code: '23514', message: 'violates check constraint "other_check"' })).toBeNull();
    expect(saveRefusal(null)).toBeNull();
  });
});

describe('isNetworkFailure', () => {
  it('recognises a request that got no answer, and nothing the server said', () => {
    expect(isNetworkFailure({ code: '', message: 'TypeError: Failed to fetch' })).toBe(true);
    expect(isNetworkFailure({ message: 'TimeoutError: signal timed out' })).toBe(true);
    expect(isNetworkFailure({ code: '23514', message: 'violates check constraint' })).toBe(false);
    expect(isNetworkFailure({ code: 'PGRST301', message: 'JWT expired' })).toBe(false);
    expect(isNetworkFailure(undefined)).toBe(false);
  });
});
