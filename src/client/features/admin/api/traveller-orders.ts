/**
 * GET /api/v1/admin/travellers/{id}/orders and POST /api/v1/admin/orders/{id}/refund: a
 * traveller's paid orders and the team's refund of one (docs/decisions/100).
 */

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import {
  adminOrderSchema,
  type CoinOrder,
  coinOrderSchema,
  type RefundRequest,
} from '#shared/schemas/coins.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { adminTravellersKey } from './admin-travellers.ts';

const ordersAnswerSchema = dataResponseSchema(adminOrderSchema.array());
const refundAnswerSchema = dataResponseSchema(coinOrderSchema);

export function useTravellerOrders(travellerId: string) {
  return useQuery({
    queryKey: [...adminTravellersKey, 'orders', travellerId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          href(appApiPaths.adminTravellerOrders, { id: travellerId }),
          ordersAnswerSchema.parse,
          { signal },
        )
      ).data,
  });
}

export async function refundOrder(orderId: string, request: RefundRequest): Promise<CoinOrder> {
  const path = href(appApiPaths.adminOrderRefund, { id: orderId });
  return (await apiRequest(path, refundAnswerSchema.parse, { method: 'POST', body: request })).data;
}
