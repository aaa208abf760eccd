/** How the report's figures are written: vitals with their units and ratings, shares, days. */
import type { VitalMetric } from './insights-models';
import { numberFormatter } from '../../../lib/intl';

export { browserTimeZone, formatCalendarDay as formatDay, formatDateTime } from '../../../lib/date-format';

export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export const RATINGS: readonly VitalRating[] = ['good', 'needs-improvement', 'poor'];

/**
 * The upper bounds of "good" and "needs improvement", both included (the thresholds the database's
 * trigger rates each sample with, from web.dev's Core Web Vitals guidance).
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [good: number, needsImprovement: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
  FID: [100, 300],
};

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const [good, needsImprovement] = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  if (value <= needsImprovement) return 'needs-improvement';
  return 'poor';
}

/** Time metrics in ms below a second and in seconds above; CLS is unitless, two decimals. */
export function formatVital(metric: VitalMetric, value: number, language: string): string {
  if (metric === 'CLS')
    return numberFormatter(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  // Rounded first, so 999.6 ms reads "1.00 sec" rather than "1,000 ms".
  const ms = Math.round(value);
  if (ms < 1000) return numberFormatter(language, { style: 'unit', unit: 'millisecond' }).format(ms);
  return numberFormatter(language, {
    style: 'unit',
    unit: 'second',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value / 1000);
}

/** A ratio as a percentage to at most one decimal (0.5 → "50%"). */
export function formatPercent(ratio: number, language: string): string {
  return numberFormatter(language, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

/** part / whole, or null when there is nothing to divide by (shown as "no data", never as 0 %). */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/**
 * Whole-percent shares that add up to exactly 100 (largest remainder), so a stacked bar's labels never
 * read 99 % or 101 %. All zeros when the total is zero.
 */
export function wholeShares(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, value) => sum + value, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((value) => (value / total) * 100);
  const shares = exact.map(Math.floor);
  let left = 100 - shares.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
