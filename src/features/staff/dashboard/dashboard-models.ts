/**
 * The shapes of the portal's summary RPCs (admin_dashboard, admin_notifications). They answer jsonb, so
 * the browser checks the shape once here instead of trusting it everywhere it is read; a copy kept offline
 * by an older app version goes through the same check.
 */
import { z } from '../../../lib/zod';

const count = z.number().int().nonnegative();

const monthlyCountSchema = z.object({ total: count, this_month: count, last_month: count });
export type MonthlyCount = z.infer<typeof monthlyCountSchema>;

/** A mean of 1..5 stars to one decimal; null when there was nothing to average. */
const ratingSchema = z.number().min(0).max(5).nullable();

export const dashboardSchema = z.object({
  month_start: z.string(),
  previous_month_start: z.string(),
  inquiries: monthlyCountSchema,
  custom_requests: monthlyCountSchema,
  reviews: monthlyCountSchema,
  custom_reviews: monthlyCountSchema,
  average_rating: z.object({ value: ratingSchema, this_month: ratingSchema, last_month: ratingSchema }),
  gallery_images: monthlyCountSchema,
  pending_inquiries: monthlyCountSchema,
  weekly: z.array(
    z.object({
      week_start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      inquiries: count,
      custom_requests: count,
    }),
  ),
});
export type DashboardFigures = z.infer<typeof dashboardSchema>;
export type WeeklyCount = DashboardFigures['weekly'][number];

export const NOTIFICATION_KINDS = ['inquiry', 'custom_request', 'review', 'custom_review'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationsSchema = z.object({
  seen_at: z.string().nullable(),
  inquiries: count,
  custom_requests: count,
  reviews: count,
  custom_reviews: count,
  items: z.array(
    z.object({
      kind: z.enum(NOTIFICATION_KINDS),
      id: z.string(),
      name: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type Notifications = z.infer<typeof notificationsSchema>;
export type NotificationItem = Notifications['items'][number];

/** The count field of each kind, in the order the panel lists them. */
export const COUNT_FIELD = {
  inquiry: 'inquiries',
  custom_request: 'custom_requests',
  review: 'reviews',
  custom_review: 'custom_reviews',
} as const satisfies Record<NotificationKind, keyof Notifications>;

export function totalNew(notifications: Notifications): number {
  return NOTIFICATION_KINDS.reduce((sum, kind) => sum + notifications[COUNT_FIELD[kind]], 0);
}

/** Where staff act on each kind of item (the admin section that lists it). */
export const KIND_PAGE = {
  inquiry: '/admin/inquiries',
  custom_request: '/admin/custom-tours',
  review: '/admin/reviews',
  custom_review: '/admin/custom-reviews',
} as const satisfies Record<NotificationKind, string>;
