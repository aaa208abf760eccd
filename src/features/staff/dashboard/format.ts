/** Times and zones as the dashboard and the notification bell show them. */

export { browserTimeZone, formatCalendarDay as formatWeek, formatDateTime } from '../../../lib/date-format';

const SECOND = 1000; // ms
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The largest sensible unit for how long ago `iso` was ("5 minutes ago", "yesterday"). */
export function relativeParts(iso: string, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } | null {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  // A device clock a little behind the server's would otherwise say "in 1 minute".
  const elapsed = Math.max(0, now - then);
  if (elapsed < 45 * SECOND) return { value: 0, unit: 'second' };
  if (elapsed < HOUR) return { value: -Math.max(1, Math.round(elapsed / MINUTE)), unit: 'minute' };
  if (elapsed < DAY) return { value: -Math.round(elapsed / HOUR), unit: 'hour' };
  if (elapsed < 7 * DAY) return { value: -Math.round(elapsed / DAY), unit: 'day' };
  if (elapsed < 30 * DAY) return { value: -Math.round(elapsed / (7 * DAY)), unit: 'week' };
  return { value: -Math.max(1, Math.round(elapsed / (30 * DAY))), unit: 'month' };
}

export function formatRelative(iso: string, language: string, now = Date.now()): string {
  const parts = relativeParts(iso, now);
  if (!parts) return iso;
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(parts.value, parts.unit);
}
