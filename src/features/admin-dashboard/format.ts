/** Times and zones as the dashboard and the notification bell show them. */

/** A moment: date and time on the admin's clock, in the portal's language. */
export function formatDateTime(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochMs));
}

/**
 * A week's first day (YYYY-MM-DD), read in UTC so no time zone moves it. `short` is the chart's axis
 * label: numeric, so eight of them fit side by side on a phone in every language.
 */
export function formatWeek(day: string, language: string, style: 'short' | 'long' = 'long'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const options: Intl.DateTimeFormatOptions =
    style === 'short' ? { day: 'numeric', month: 'numeric' } : { dateStyle: 'medium' };
  return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
}

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

/**
 * The device's IANA time zone, so "this month" and "this week" are the admin's own. Undefined when the
 * browser cannot tell, and the server's default (Asia/Colombo) applies.
 */
export function browserTimeZone(resolve = () => Intl.DateTimeFormat().resolvedOptions().timeZone): string | undefined {
  try {
    const zone = resolve();
    return zone && zone !== 'Etc/Unknown' ? zone : undefined;
  } catch {
    return undefined;
  }
}
