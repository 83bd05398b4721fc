/** POST /api/v1/analytics/sales-events: the experiment's exposures and clicks (decision 050). */
import { apiRequest } from '#client/lib/api-client.ts';
import { visitorId } from '#client/lib/visitor-id.ts';
import type { SalesEventKind, SalesPageVariant } from '#shared/constants.ts';
import { apiPaths } from '#shared/paths.ts';
import { arrivalSource } from './variant-assignment.ts';

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
