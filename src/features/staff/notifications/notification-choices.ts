/**
 * One admin's notification choices as the Settings form edits them: which kinds of submission reach
 * them by e-mail and by push, and extra addresses for their e-mails. The checks mirror the
 * notification_settings constraints, so what the form accepts the database accepts too.
 */
import {
  EMAIL_PATTERN,
  NOTIFICATION_EXTRA_EMAILS_MAX,
  NOTIFICATION_SUBMISSION_KINDS,
  TEXT_MAX_LENGTH,
  type NotificationSubmissionKind,
} from '../../../config/limits';
import type { Tables } from '../../../types/database';

export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** As private.email_addresses_valid: the length of every e-mail column in the schema. */
export const EXTRA_EMAIL_MAX_LENGTH = TEXT_MAX_LENGTH.admins.email; // characters

export const NOTIFICATION_SETTINGS_COLUMNS = 'email_kinds, push_kinds, extra_emails' as const;
export type NotificationSettingsRow = Pick<
  Tables<'notification_settings'>,
  'email_kinds' | 'push_kinds' | 'extra_emails'
>;

export interface NotificationChoices {
  email: ReadonlySet<NotificationSubmissionKind>;
  push: ReadonlySet<NotificationSubmissionKind>;
  /** As typed: rows may be blank or invalid until the form is saved. */
  extraEmails: readonly string[];
}

/** What an admin without a settings row gets: every kind by both channels, no extra addresses. */
export const DEFAULT_CHOICES: NotificationChoices = {
  email: new Set(NOTIFICATION_SUBMISSION_KINDS),
  push: new Set(NOTIFICATION_SUBMISSION_KINDS),
  extraEmails: [],
};

function knownKinds(kinds: readonly string[]): Set<NotificationSubmissionKind> {
  return new Set(
    NOTIFICATION_SUBMISSION_KINDS.filter((kind) => kinds.includes(kind)),
  ) as Set<NotificationSubmissionKind>;
}

/** The stored row (null: none yet, so the defaults) as the form shows it. */
export function toChoices(row: NotificationSettingsRow | null): NotificationChoices {
  if (!row) return DEFAULT_CHOICES;
  return { email: knownKinds(row.email_kinds), push: knownKinds(row.push_kinds), extraEmails: row.extra_emails };
}

/** The row to store: kinds in their canonical order, addresses trimmed. Validate first. */
export function toSettingsRow(choices: NotificationChoices): NotificationSettingsRow {
  return {
    email_kinds: NOTIFICATION_SUBMISSION_KINDS.filter((kind) => choices.email.has(kind)),
    push_kinds: NOTIFICATION_SUBMISSION_KINDS.filter((kind) => choices.push.has(kind)),
    extra_emails: choices.extraEmails.map((address) => address.trim()),
  };
}

/** The choices with one kind switched on or off for one channel. */
export function withKind(
  choices: NotificationChoices,
  channel: NotificationChannel,
  kind: NotificationSubmissionKind,
  on: boolean,
): NotificationChoices {
  const kinds = new Set(choices[channel]);
  if (on) kinds.add(kind);
  else kinds.delete(kind);
  return { ...choices, [channel]: kinds };
}

/** Whether another extra address may be added. */
export function canAddExtraEmail(choices: NotificationChoices): boolean {
  return choices.extraEmails.length < NOTIFICATION_EXTRA_EMAILS_MAX;
}

/** What is wrong with one extra address; the form names each one in its own words. */
export type ExtraEmailProblem = 'required' | 'invalid' | 'tooLong' | 'duplicate';

/**
 * The problem of each extra address, by its position (null: none). Blank rows are reported rather than
 * dropped, so nothing the admin typed disappears unseen; a repeated address (in any case) is reported
 * on its later rows, because each address gets one e-mail anyway.
 */
export function extraEmailProblems(extraEmails: readonly string[]): (ExtraEmailProblem | null)[] {
  const seen = new Set<string>();
  return extraEmails.map((raw) => {
    const address = raw.trim();
    if (address === '') return 'required';
    if (address.length > EXTRA_EMAIL_MAX_LENGTH) return 'tooLong';
    if (!EMAIL_PATTERN.test(address)) return 'invalid';
    const key = address.toLowerCase();
    if (seen.has(key)) return 'duplicate';
    seen.add(key);
    return null;
  });
}

/** True when the two would store the same row. */
export function sameChoices(a: NotificationChoices, b: NotificationChoices): boolean {
  const rowA = toSettingsRow(a);
  const rowB = toSettingsRow(b);
  return (
    rowA.email_kinds.join() === rowB.email_kinds.join() &&
    rowA.push_kinds.join() === rowB.push_kinds.join() &&
    rowA.extra_emails.length === rowB.extra_emails.length &&
    rowA.extra_emails.every((address, index) => address === rowB.extra_emails[index])
  );
}

/** A refusal by the database, in words the form can show (the i18n key's last part), or null. */
export type SaveRefusal = 'tooManyExtraEmails' | 'invalidExtraEmail' | 'unknownKind' | 'notAllowed';

/**
 * Which rule refused the save, from PostgREST's error (code, message, constraint name in the message).
 * Null for anything else (a network failure, a server error): the form shows the server's own words.
 */
export function saveRefusal(error: { code?: string; message?: string } | null | undefined): SaveRefusal | null {
  if (!error) return null;
  const message = error.message ?? '';
  if (message.includes('notification_settings_extra_emails_count')) return 'tooManyExtraEmails';
  if (message.includes('notification_settings_extra_emails_format')) return 'invalidExtraEmail';
  if (/notification_settings_(email|push)_kinds_valid/.test(message)) return 'unknownKind';
  // 42501: no privilege, or a row-level security policy refused it (not an admin any more).
  if (error.code === '42501') return 'notAllowed';
  return null;
}

/**
 * True when the request got no answer (no connection, or the time limit passed): supabase-js then reports
 * the fetch's own exception, with no PostgREST code.
 */
export function isNetworkFailure(error: { code?: string; message?: string } | null | undefined): boolean {
  if (!error || error.code) return false;
  return /failed to fetch|networkerror|load failed|aborterror|timeouterror|timed out/i.test(error.message ?? '');
}
