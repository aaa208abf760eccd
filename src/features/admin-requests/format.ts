/** Dates as the admin reads them, in the portal's language. */
import { dateFormatter } from '../../lib/intl';

/** A moment (created/updated): date and time on the admin's clock. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormatter(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A calendar day (YYYY-MM-DD): read and shown in UTC so no time zone moves it to the day before. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormatter(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
