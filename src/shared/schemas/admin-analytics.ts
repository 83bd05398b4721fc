/** The analytics the console shows (docs/decisions/065), from the events the product records. */
import { z } from 'zod';
import { adminUi } from '../messages/pt-admin.ts';
import { salesVariantStatsSchema } from './sales.ts';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, adminUi.analytics.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), adminUi.analytics.dateInvalid);

/** Inclusive days (UTC); the last 30 days by default. */
export const analyticsRangeQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: adminUi.analytics.rangeInvalid,
    path: ['from'],
  });
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  page_views_by_day: z.array(z.object({ day: z.string(), views: z.number().int() })),
  page_views_by_route: z.array(z.object({ path: z.string(), views: z.number().int() })),
  sales_variants: z.array(salesVariantStatsSchema),
  voyage_funnel: z.object({
    detail_views: z.number().int(),
    starts: z.number().int(),
    halfway: z.number().int(),
    completed: z.number().int(),
  }),
  passagens_by_package: z.array(
    z.object({
      package_name: z.string(),
      orders: z.number().int(),
      passagens: z.number().int(),
      revenue_cents: z.number().int(),
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;

export const analyticsReportResponseSchema = z.object({
  success: z.literal(true),
  data: analyticsReportSchema,
});
