import type { SellerIdentity } from '#shared/legal/seller-identity.ts';

/**
 * The seller's identity, taken and checked when the client is built (`SELLER_*`, `DPO_*`:
 * src/shared/build-env.ts); null when the installation has none (the quick start, the sandbox).
 */
export const seller: SellerIdentity | null = import.meta.env.VITE_SELLER ?? null;
