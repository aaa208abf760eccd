/** Dates and time zones as the staff portal shows and asks for them. */
import { dateFormatter } from './intl';

/**
 * A calendar day (YYYY-MM-DD), read in UTC so no time zone moves it. `short` is a chart's axis label:
 * numeric, so many of them fit side by side on a phone in every language.
 */
export function formatCalendarDay(day: string, language: string, style: 'short' | 'long' = 'long'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { day: 'numeric', month: 'numeric' } : { dateStyle: 'medium' };
  return dateFormatter(language, { ...options, timeZone: 'UTC' }).format(date);
}

/**
 * A moment (epoch ms, or an ISO timestamp as the API sends it): date and time on the admin's clock, in the
 * portal's language. A timestamp that cannot be read is shown as it came.
 */
export function formatDateTime(moment: number | string, language: string): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return String(moment);
  return dateFormatter(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * The device's IANA time zone, so "this month", "this week" and a report's days are the admin's own.
 * Undefined when the browser cannot tell, and the server's default (Asia/Colombo) applies.
 */
export function browserTimeZone(resolve = () => Intl.DateTimeFormat().resolvedOptions().timeZone): string | undefined {
  try {
    const zone = resolve();
    return zone && zone !== 'Etc/Unknown' ? zone : undefined;
  } catch {
    return undefined;
  }
}
