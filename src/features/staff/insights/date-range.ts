/**
 * The report's period: local calendar days (YYYY-MM-DD), both ends included. Plain strings are compared
 * and counted in UTC so no time zone or daylight-saving change moves a day.
 */
import { dateFormatter } from '../../../lib/intl';

export interface DayRange {
  from: string;
  to: string;
}

/** The database refuses longer periods; the form says so before asking. */
export const MAX_RANGE_DAYS = 366;
export const PRESET_DAYS = [7, 30, 90] as const;
export type PresetDays = (typeof PRESET_DAYS)[number];
export const DEFAULT_PRESET: PresetDays = 30;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of a day's UTC midnight, or null when the text is not a real calendar day. */
function dayMs(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const check = new Date(ms);
  // Date.UTC rolls 2026-02-30 over into March; a day that does not exist is refused instead.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return ms;
}

export function isDay(value: unknown): value is string {
  return typeof value === 'string' && dayMs(value) !== null;
}

export function addDays(day: string, days: number): string {
  const ms = dayMs(day);
  if (ms === null) throw new RangeError(`Not a day: ${day}`);
  return new Date(ms + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days in the range, both ends counted (a single day is 1). */
export function dayCount({ from, to }: DayRange): number {
  return Math.round(((dayMs(to) ?? 0) - (dayMs(from) ?? 0)) / DAY_MS) + 1;
}

/** Today's date on the clock of `timeZone` (the device's own when undefined). */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  const format = (zone: string | undefined) =>
    dateFormatter('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format(undefined);
  }
}

/** The last `days` days up to and including today. */
export function presetRange(days: number, today: string): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The preset a range is, if any (so its button shows as chosen). */
export function matchingPreset(range: DayRange, today: string): PresetDays | undefined {
  return PRESET_DAYS.find((days) => {
    const preset = presetRange(days, today);
    return preset.from === range.from && preset.to === range.to;
  });
}

export type RangeProblem = 'missing' | 'order' | 'tooLong';

/** What is wrong with a typed range, or null when it can be asked for. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  if (!isDay(from) || !isDay(to)) return 'missing';
  if (from > to) return 'order';
  if (dayCount({ from, to }) > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** `?from=&to=` of the page's address. Anything but a valid pair is answered with `undefined`s: the default period applies. */
export function parseRangeSearch(search: Record<string, unknown>): {
  from?: string | undefined;
  to?: string | undefined;
} {
  const { from, to } = search;
  return typeof from === 'string' && typeof to === 'string' && rangeProblem(from, to) === null
    ? { from, to }
    : { from: undefined, to: undefined };
}
