/** POST /api/v1/payments/orders/{id}/withdrawal: the 7-day right of withdrawal (decision 100). */

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import { type CoinOrder, coinOrderSchema } from '#shared/schemas/coins.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';

const withdrawalAnswerSchema = dataResponseSchema(coinOrderSchema);

export async function withdrawOrder(orderId: string): Promise<CoinOrder> {
  const path = href(appApiPaths.orderWithdrawal, { id: orderId });
  return (await apiRequest(path, withdrawalAnswerSchema.parse, { method: 'POST' })).data;
}

export function useWithdrawOrder() {
  return useMutation({ mutationFn: withdrawOrder });
}
