/** The staff's console: travellers, adjustments of passagens, roles, overview, audit log (docs/architecture/admin.md). */
import { z } from 'zod';
import { USER_ROLES } from '#shared/roles.ts';
import { PRODUCT_CATEGORIES } from '../constants.ts';
import { adminUi } from '../messages/pt-admin.ts';
import { ledgerEntrySchema } from './coins.ts';
import { dataResponseSchema } from './envelope.ts';

const texts = adminUi.validation;
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_ADJUSTMENT_MAX = 1000;

const pageField = z.coerce
  .number({ error: texts.pageInvalid })
  .int(texts.pageInvalid)
  .min(1, texts.pageInvalid)
  .default(1);

export const adminTravellerListQuerySchema = z.object({
  search: z.string().trim().max(100, texts.searchTooLong).optional(),
  page: pageField,
});

export const adminIdParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/) });

export const adminTravellerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  coins: z.number().int(),
  voyages_started: z.number().int(),
  voyages_completed: z.number().int(),
  created_at: z.string(),
  /** A deleted account's anonymised row: its role and passagens can no longer change. */
  deleted: z.boolean(),
});
export type AdminTraveller = z.infer<typeof adminTravellerSchema>;

export const adminTravellerListSchema = dataResponseSchema(z.array(adminTravellerSchema), {
  meta: z.object({ total: z.number().int(), current_page: z.number().int(), last_page: z.number().int() }),
});

export const adminTravellerVoyageSchema = z.object({
  voyage_id: z.string(),
  title: z.string(),
  progress: z.number().int(),
  is_completed: z.boolean(),
  started_at: z.string(),
});

export const adminTravellerDetailSchema = dataResponseSchema(
  adminTravellerSchema.extend({
    voyages: z.array(adminTravellerVoyageSchema),
    history: z.array(ledgerEntrySchema),
    /** Sign-ins that can still be used (docs/architecture/auth.md, Sessions). */
    active_sessions: z.number().int(),
  }),
);
export type AdminTravellerDetail = z.infer<typeof adminTravellerDetailSchema>['data'];

/** Positive gives, negative takes back; the reason is shown to the traveller. */
export const passagensAdjustmentSchema = z.strictObject({
  amount: z
    .number({ error: texts.amountRequired })
    .int(texts.amountWhole)
    .min(-ADMIN_ADJUSTMENT_MAX, texts.amountTooLarge)
    .max(ADMIN_ADJUSTMENT_MAX, texts.amountTooLarge)
    .refine((amount) => amount !== 0, texts.amountZero)
    .meta({ not: { const: 0 } }),
  reason: z
    .string({ error: texts.reasonRequired })
    .trim()
    .min(1, texts.reasonRequired)
    .min(3, texts.reasonTooShort)
    .max(200, texts.reasonTooLong),
});
export type PassagensAdjustment = z.infer<typeof passagensAdjustmentSchema>;

export const passagensAdjustmentResultSchema = dataResponseSchema(
  z.object({ balance: z.number().int().min(0) }),
);

export const roleChangeSchema = z.strictObject({ role: z.enum(USER_ROLES, { error: texts.roleInvalid }) });

/** A coin package as the console edits it (prices in centavos). */
export const adminPackagePayloadSchema = z.strictObject({
  name: z
    .string({ error: texts.packageNameRequired })
    .trim()
    .min(1, texts.packageNameRequired)
    .max(60, texts.packageNameTooLong),
  amount: z
    .number({ error: texts.packageAmountInvalid })
    .int(texts.packageAmountInvalid)
    .min(1, texts.packageAmountInvalid)
    .max(1000, texts.packageAmountInvalid),
  price: z
    .number({ error: texts.packagePriceInvalid })
    .int(texts.packagePriceInvalid)
    .min(100, texts.packagePriceInvalid)
    .max(1_000_000, texts.packagePriceInvalid),
  discount: z
    .number({ error: texts.packageDiscountInvalid })
    .int(texts.packageDiscountInvalid)
    .min(0, texts.packageDiscountInvalid)
    .max(90, texts.packageDiscountInvalid),
  is_active: z.boolean().default(true),
});
export type AdminPackagePayload = z.infer<typeof adminPackagePayloadSchema>;

export const adminPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number().int(),
  price: z.number().int(),
  price_with_discount: z.number().int(),
  discount: z.number().int(),
  is_active: z.boolean(),
});
export type AdminPackage = z.infer<typeof adminPackageSchema>;

export const adminPackageListSchema = dataResponseSchema(z.array(adminPackageSchema));
export const adminPackageResponseSchema = dataResponseSchema(adminPackageSchema);

/** A product as the console edits it (docs/architecture/admin.md); prices in centavos. */
export const adminProductPayloadSchema = z.strictObject({
  name: z
    .string({ error: texts.productNameRequired })
    .trim()
    .min(1, texts.productNameRequired)
    .max(200, texts.productNameTooLong),
  description: z
    .string({ error: texts.productDescriptionShort })
    .trim()
    .min(40, texts.productDescriptionShort)
    .max(2000),
  category: z.enum(PRODUCT_CATEGORIES, { error: texts.productCategoryInvalid }),
  price_cents: z
    .number({ error: texts.productPriceInvalid })
    .int(texts.productPriceInvalid)
    .min(1, texts.productPriceInvalid)
    .max(100_000_000, texts.productPriceInvalid),
  discount_percent: z
    .number({ error: texts.productDiscountInvalid })
    .int(texts.productDiscountInvalid)
    .min(1, texts.productDiscountInvalid)
    .max(99, texts.productDiscountInvalid)
    .nullable(),
  rating: z
    .number({ error: texts.productRatingInvalid })
    .min(0, texts.productRatingInvalid)
    .max(5, texts.productRatingInvalid)
    .multipleOf(0.1, texts.productRatingInvalid),
  reviews: z
    .number({ error: texts.productReviewsInvalid })
    .int(texts.productReviewsInvalid)
    .min(0, texts.productReviewsInvalid),
  in_stock: z.boolean(),
  is_highlighted: z.boolean(),
  image_url: z
    .string({ error: texts.productImageRequired })
    .regex(
      /^\/(media\/products\/[a-z0-9-]+\.(svg|webp)|uploads\/images\/[0-9a-f]{20}\.webp)$/,
      texts.productImageRequired,
    ),
  link: z.url({ protocol: /^https$/, error: texts.productLinkInvalid }).nullable(),
});
export type AdminProductPayload = z.infer<typeof adminProductPayloadSchema>;

export const imageUploadResponseSchema = dataResponseSchema(
  z.object({
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
  }),
);

export const adminOverviewSchema = dataResponseSchema(
  z.object({
    travellers: z.number().int(),
    admins: z.number().int(),
    started_voyages: z.number().int(),
    completed_voyages: z.number().int(),
    passagens_sold: z.number().int(),
    page_views_7d: z.number().int(),
  }),
);

export const adminAuditQuerySchema = z.object({
  entity: z.string().max(40).optional(),
  page: pageField,
});

export const adminAuditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});

export const adminAuditListSchema = dataResponseSchema(z.array(adminAuditEntrySchema), {
  meta: z.object({ total: z.number().int(), current_page: z.number().int(), last_page: z.number().int() }),
});
