/** Dates and figures as the admin reads them, in the portal's language. */
import { dateFormatter, numberFormatter } from '../../../lib/intl';

/** A moment (received, reviewed): date and time on the admin's clock. */
export { formatDateTime } from '../../../lib/date-format';

/** A day only, for the compact cards and the dashboard. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormatter(language, { dateStyle: 'medium' }).format(date);
}

/** An average rating such as 4.3 (4,3 in German), always with one decimal (spec §9). */
export function formatAverage(value: number, language: string): string {
  return numberFormatter(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A count in the admin's language (1,234 or 1.234). */
export function formatCount(value: number, language: string): string {
  return numberFormatter(language).format(value);
}
