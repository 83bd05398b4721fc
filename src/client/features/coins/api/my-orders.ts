/** GET /api/v1/payments/orders: every order of the traveller with its contract summary ("Meus pedidos"). */

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/paths.ts';
import { type MyOrders, myOrdersSchema } from '#shared/schemas/coins.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { myOrdersQueryKey } from './query-keys.ts';

const myOrdersAnswerSchema = dataResponseSchema(myOrdersSchema);

export async function fetchMyOrders(signal?: AbortSignal): Promise<MyOrders> {
  return (await apiRequest(appApiPaths.myOrders, myOrdersAnswerSchema.parse, { signal })).data;
}

export function useMyOrders() {
  return useQuery({ queryKey: myOrdersQueryKey, queryFn: ({ signal }) => fetchMyOrders(signal) });
}
