/**
 * The shape of `admin_insights`. It answers jsonb, so the browser checks it once here instead of
 * trusting it everywhere it is read; a copy kept offline by an older app version goes through the same
 * check.
 */
import { z } from '../../../lib/zod';

const count = z.number().int().nonnegative();
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const SOURCES = ['direct', 'organic', 'referral'] as const;
export const ENGINES = ['google', 'bing', 'yahoo', 'duckduckgo'] as const;
export const METRICS = ['LCP', 'INP', 'CLS', 'TTFB', 'FID'] as const;
export type TrafficSource = (typeof SOURCES)[number];
export type SearchEngine = (typeof ENGINES)[number];
export type VitalMetric = (typeof METRICS)[number];

const daySchema = z.object({ day: isoDay, visits: count, page_views: count, leads: count });
export type InsightsDay = z.infer<typeof daySchema>;

const tourSchema = z.object({ tour_id: z.string(), tour_name: z.string(), views: count, sessions: count });
export type InsightsTour = z.infer<typeof tourSchema>;

const vitalSchema = z.object({
  metric: z.enum(METRICS),
  p75: z.number().nonnegative().nullable(),
  samples: count,
  good: count,
  needs_improvement: count,
  poor: count,
});
export type InsightsVital = z.infer<typeof vitalSchema>;

export const insightsSchema = z.object({
  from: isoDay,
  to: isoDay,
  time_zone: z.string(),
  totals: z.object({ visits: count, page_views: count, leads: count, events: count }),
  days: z.array(daySchema),
  top_tours: z.array(tourSchema),
  funnel: z.object({ tour_view: count, inquiry_started: count, inquiry_sent: count }),
  sources: z.array(z.object({ source: z.enum(SOURCES), visits: count })),
  engines: z.array(z.object({ engine: z.enum(ENGINES), visits: count })),
  vitals: z.array(vitalSchema),
});
export type Insights = z.infer<typeof insightsSchema>;
