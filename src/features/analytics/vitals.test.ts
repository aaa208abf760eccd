import { describe, expect, it } from 'vitest';
import { rateVital, type VitalMetric } from './vitals';

describe('rateVital', () => {
  const cases: [VitalMetric, number, string][] = [
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['FID', 100, 'good'],
    ['FID', 100.5, 'needs-improvement'],
    ['FID', 300, 'needs-improvement'],
    ['FID', 301, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0, 'good'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.2501, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs-improvement'],
    ['TTFB', 1801, 'poor'],
  ];
  it.each(cases)('%s %d is %s (boundaries inclusive)', (metric, value, rating) => {
    expect(rateVital(metric, value)).toBe(rating);
  });
});
