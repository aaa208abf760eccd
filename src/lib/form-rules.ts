/**
 * Zod building blocks shared by the public forms (inquiry, custom tour request, reviews). Messages are
 * i18n keys of the `forms` namespace; the form translates them. Every rule mirrors a CHECK constraint in
 * supabase/migrations, so what the browser accepts the database accepts too.
 */
import { z } from './zod';
import { EMAIL_PATTERN, RATING } from '../config/limits';

/** Shown when a text is over its column's cap (inputs carry maxLength, so typing cannot get there). */
export const TOO_LONG = 'errors.tooLong';
export const INVALID_DATE = 'errors.invalidDate';

/** The traveller's calendar date as YYYY-MM-DD: what a date input shows and what "today" means to them. */
export function localIsoDate(date: Date = new Date()): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** Trimmed text that must contain something. */
export function requiredText(requiredMessage: string, maxLength: number) {
  return z.string().trim().min(1, requiredMessage).max(maxLength, TOO_LONG);
}

/** Trimmed text that may be empty (stored as null). */
export function optionalText(maxLength: number) {
  return z.string().trim().max(maxLength, TOO_LONG);
}

/** Trimmed e-mail in the database's shape; an empty value reports `requiredMessage` only. */
export function emailAddress(requiredMessage: string, invalidMessage: string, maxLength: number) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .max(maxLength, TOO_LONG)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), invalidMessage);
}

// Dates are compared as YYYY-MM-DD strings, which sort like the days they name. "Today" is read at
// validation time, so a form left open overnight is judged on the day it is sent.
const notBeforeToday = (value: string) => !isIsoDate(value) || value >= localIsoDate();

/** '' (not given) or a day from today on. */
export function optionalFutureDate(pastMessage: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isIsoDate(value), INVALID_DATE)
    .refine((value) => value === '' || notBeforeToday(value), pastMessage);
}

/** A day from today on. */
export function requiredFutureDate(requiredMessage: string, pastMessage: string) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .refine((value) => value === '' || isIsoDate(value), INVALID_DATE)
    .refine((value) => value === '' || notBeforeToday(value), pastMessage);
}

/** Whole stars 1..5; 0 (the form's "nothing chosen") reports `requiredMessage`. */
export function requiredRating(requiredMessage: string) {
  return z.number().int(requiredMessage).min(RATING.min, requiredMessage).max(RATING.max, requiredMessage);
}

/** Whole stars 0..5, where 0 means "not given". */
export function optionalRating() {
  return z.number().int().min(0).max(RATING.max);
}

/** '' → null: the database keeps "not given" as NULL, never as an empty string. */
export function nullIfEmpty(value: string): string | null {
  return value === '' ? null : value;
}
