/**
 * Dates in notifications. A calendar day (a `date` column, YYYY-MM-DD) is read in UTC so that no time
 * zone moves it; a moment (a `timestamptz`) is shown on the business's clock in Sri Lanka, where staff
 * work, with the offset written out.
 */
import type { Language } from './submissions.ts';

/** The business's clock, and the server's default time zone for staff figures. */
export const BUSINESS_TIME_ZONE = 'Asia/Colombo';

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDay(value: string): Date | undefined {
  const match = DAY.exec(value.trim());
  if (!match) return undefined;
  const date = new Date(`${match[0]}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** 'long': "1 December 2026" / "1. Dezember 2026" / "1 décembre 2026"; 'short': "1 Dec 2026". */
export function formatDay(value: string, language: Language, style: 'long' | 'short' = 'long'): string {
  const date = calendarDay(value);
  if (!date) return value.trim();
  const month = style === 'long' ? 'long' : 'short';
  return new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/** Two calendar days as a short range ("12–20 Dec 2026"); either side unreadable: both as they came. */
export function formatDayRange(start: string, end: string, language: Language): string {
  const from = calendarDay(start);
  const to = calendarDay(end);
  if (!from || !to || to < from) return [start.trim(), end.trim()].filter(Boolean).join(' – ');
  const format = new Intl.DateTimeFormat(LOCALES[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return typeof format.formatRange === 'function'
    ? format.formatRange(from, to)
    : `${format.format(from)} – ${format.format(to)}`;
}

/** A timestamp on the business's clock: "Sat, 21 Nov 2026, 14:30 GMT+5:30". Unreadable: as it came. */
export function formatMoment(value: string, language: Language): string {
  const date = new Date(value);
  if (!value.trim() || Number.isNaN(date.getTime())) return value.trim();
  return new Intl.DateTimeFormat(LOCALES[language], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BUSINESS_TIME_ZONE,
    timeZoneName: 'short',
  }).format(date);
}
