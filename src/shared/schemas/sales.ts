/** The ebook sales pages' experiment (docs/architecture/sales.md). */
import { z } from 'zod';
import { SALES_EVENT_KINDS, SALES_PAGE_VARIANTS } from '../constants.ts';
import { dataResponseSchema, successResponseSchema } from './envelope.ts';

/**
 * Who saw or clicked: 'assigned', a device given this variant at /vendas/ebook (the experiment's
 * random draw); 'direct', any other arrival, such as the reader's ad linking to 001. Here rather
 * than in constants.ts, which every public page downloads: the pages need only the type.
 */
export const SALES_EVENT_SOURCES = ['assigned', 'direct'] as const;
export type SalesEventSource = (typeof SALES_EVENT_SOURCES)[number];

/** POST /api/v1/analytics/sales-events: a variant was shown, or its call to action clicked. */
export const salesEventInputSchema = z.strictObject({
  variant: z.enum(SALES_PAGE_VARIANTS),
  kind: z.enum(SALES_EVENT_KINDS),
  /** The device's anonymous first-party id (the same one page views carry). */
  visitorId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  /** Whether this device was assigned the variant at /vendas/ebook; pages built before say nothing. */
  source: z.enum(SALES_EVENT_SOURCES).default('direct'),
});
export type SalesEventInput = z.infer<typeof salesEventInputSchema>;

export const salesEventRecordedSchema = successResponseSchema({});

const salesArrivalStatsShape = {
  /** Times the page was shown. */
  exposures: z.number().int().nonnegative(),
  /** Clicks on its call-to-action buttons. */
  clicks: z.number().int().nonnegative(),
  /** clicks / exposures (0 when nothing was shown), four decimals. */
  ctr: z.number().nonnegative(),
  /** Distinct devices shown the page, and distinct devices that clicked. */
  unique_visitors: z.number().int().nonnegative(),
  unique_clickers: z.number().int().nonnegative(),
  /** unique_clickers / unique_visitors, four decimals. */
  unique_ctr: z.number().nonnegative(),
};

/**
 * One variant's numbers. The top-level figures count only devices assigned the variant at
 * /vendas/ebook, so the three variants compare like with like; `direct` holds the other arrivals.
 */
export const salesVariantStatsSchema = z.object({
  variant: z.enum(SALES_PAGE_VARIANTS),
  ...salesArrivalStatsShape,
  direct: z.object(salesArrivalStatsShape),
});
export type SalesVariantStats = z.infer<typeof salesVariantStatsSchema>;

/** GET /api/v1/analytics/sales-variants (admin): one row per variant, zeros included. */
export const salesVariantsReportSchema = dataResponseSchema(z.array(salesVariantStatsSchema));
