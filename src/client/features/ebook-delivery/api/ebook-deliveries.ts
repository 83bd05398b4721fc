/** GET and POST /api/v1/admin/ebook/deliveries (docs/architecture/admin.md). */

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/paths.ts';
import {
  type EbookDelivery,
  type EbookDeliveryPayload,
  ebookDeliveryListSchema,
  ebookDeliveryResponseSchema,
} from '#shared/schemas/ebook-delivery.ts';

export const ebookDeliveriesKey = ['admin', 'ebook-deliveries'] as const;

export function useEbookDeliveries() {
  return useQuery({
    queryKey: ebookDeliveriesKey,
    queryFn: async ({ signal }) =>
      (await apiRequest(appApiPaths.adminEbookDeliveries, ebookDeliveryListSchema.parse, { signal })).data,
  });
}

export async function sendEbook(payload: EbookDeliveryPayload): Promise<EbookDelivery> {
  return (
    await apiRequest(appApiPaths.adminEbookDeliveries, ebookDeliveryResponseSchema.parse, {
      method: 'POST',
      body: payload,
    })
  ).data;
}
