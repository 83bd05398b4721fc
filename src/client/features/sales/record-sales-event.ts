/** POST /api/v1/analytics/sales-events: the experiment's exposures and clicks (docs/architecture/sales.md). */
import { apiRequest } from '#client/lib/api-client.ts';
import { storage } from '#client/lib/storage.ts';
import { visitorId } from '#client/lib/visitor-id.ts';
import { type SalesEventKind, type SalesPageVariant, STORAGE_KEYS } from '#shared/constants.ts';
import { apiPaths } from '#shared/paths.ts';
import type { SalesEventSource } from '#shared/schemas/sales.ts';

/**
 * How a visitor came to `variant`'s page: 'assigned' when /vendas/ebook gave this device that
 * variant (variant-assignment.ts keeps it); 'direct' otherwise (a link straight to a page, or a
 * device assigned another variant). Read here rather than imported, so the pages load no
 * assignment code.
 */
export function arrivalSource(variant: SalesPageVariant): SalesEventSource {
  return storage.get(STORAGE_KEYS.salesVariant) === variant ? 'assigned' : 'direct';
}

/**
 * Never fails: measuring must not get in a buyer's way. `keepalive` survives the new tab opening.
 * Each event says whether the visitor was assigned this variant, so the comparison leaves out
 * direct arrivals.
 */
export function recordSalesEvent(variant: SalesPageVariant, kind: SalesEventKind): Promise<void> {
  return apiRequest(apiPaths.salesEvents, () => undefined, {
    method: 'POST',
    body: { variant, kind, visitorId: visitorId(), source: arrivalSource(variant) },
    keepalive: true,
    allowUnauthorized: true,
  }).catch(() => undefined);
}
