/** Web-vital ratings: the same inclusive boundaries as the database trigger ("good up to 2500" is ≤ 2500). */
export type VitalMetric = 'LCP' | 'INP' | 'CLS' | 'TTFB' | 'FID';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export const VITAL_THRESHOLDS: Record<VitalMetric, readonly [good: number, needsImprovement: number]> = {
  LCP: [2500, 4000],
  FID: [100, 300],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const [good, needsImprovement] = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  if (value <= needsImprovement) return 'needs-improvement';
  return 'poor';
}

export function isVitalMetric(name: unknown): name is VitalMetric {
  return typeof name === 'string' && Object.hasOwn(VITAL_THRESHOLDS, name);
}
