/**
 * The sales experiment's assignment (docs/architecture/sales.md): a visitor arriving at /vendas/ebook gets
 * one of the three variants at random and keeps it on this device.
 */
import { storage } from '#client/lib/storage.ts';
import { SALES_PAGE_VARIANTS, type SalesPageVariant, STORAGE_KEYS } from '#shared/constants.ts';

export function isSalesPageVariant(value: unknown): value is SalesPageVariant {
  return typeof value === 'string' && (SALES_PAGE_VARIANTS as readonly string[]).includes(value);
}

/** A uniform pick; `random` answers a number in [0, 1). */
export function pickVariant(random: () => number = Math.random): SalesPageVariant {
  const index = Math.min(Math.floor(random() * SALES_PAGE_VARIANTS.length), SALES_PAGE_VARIANTS.length - 1);
  return SALES_PAGE_VARIANTS[index] ?? SALES_PAGE_VARIANTS[0];
}

/** The variant this device already has, or a new one, remembered from now on. */
export function assignedVariant(random?: () => number): SalesPageVariant {
  const stored = storage.get(STORAGE_KEYS.salesVariant);
  if (isSalesPageVariant(stored)) return stored;
  const variant = pickVariant(random);
  storage.set(STORAGE_KEYS.salesVariant, variant);
  return variant;
}
