/** The analytics the console shows (docs/architecture/admin.md), from the events the product records. */
import { z } from 'zod';
import { adminUi } from '../messages/pt-admin.ts';
import { daysInRange } from '../sao-paulo-day.ts';
import { dataResponseSchema } from './envelope.ts';
import { salesVariantStatsSchema } from './sales.ts';

/** The longest range the console reads at once (a year, leap day included). */
export const ANALYTICS_MAX_DAYS = 366;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, adminUi.analytics.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), adminUi.analytics.dateInvalid)
  .meta({ format: 'date' });

/** What is wrong with a range of days, or null: reversed, or longer than ANALYTICS_MAX_DAYS. */
export function analyticsRangeProblem(from: string, to: string): string | null {
  if (from > to) return adminUi.analytics.rangeInvalid;
  if (daysInRange(from, to) > ANALYTICS_MAX_DAYS) return adminUi.analytics.rangeTooLong;
  return null;
}

/** Inclusive São Paulo days (docs/architecture/admin.md); the last 30 days by default. */
export const analyticsRangeQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .superRefine((range, context) => {
    const problem = range.from && range.to ? analyticsRangeProblem(range.from, range.to) : null;
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['from'] });
  })
  .meta({ description: `from is not after to, and the range is at most ${ANALYTICS_MAX_DAYS} days.` });
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

export const analyticsReportResponseSchema = dataResponseSchema(analyticsReportSchema);
