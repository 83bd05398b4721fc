/** GET /api/v1/payments/orders/{id}: one of the buyer's orders (the store and the sandbox read it). */

import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { href } from '#shared/href.ts';
import { appApiPaths } from '#shared/paths.ts';
import { type CoinOrder, coinOrderSchema } from '#shared/schemas/coins.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { coinOrderQueryKey } from './query-keys.ts';

const orderAnswerSchema = dataResponseSchema(coinOrderSchema);
/** How long the store waits for a provider to confirm a payment before it stops asking. */
const PENDING_POLL_MS = 2_000;
const PENDING_POLL_LIMIT = 15;
/** A Pix payment settles when the bank says so: asked every 5 s for as long as the page is open. */
const SETTLEMENT_POLL_MS = 5_000;

export async function fetchCoinOrder(orderId: string, signal?: AbortSignal): Promise<CoinOrder> {
  const path = href(appApiPaths.paymentOrder, { id: orderId });
  return (await apiRequest(path, orderAnswerSchema.parse, { signal })).data;
}

/**
 * An order; with `pollWhilePending`, asked again every 2 s (at most 15 times) while still pending,
 * and every 5 s for as long as a Pix payment waits for the bank.
 */
export function useCoinOrder(orderId: string | null, { pollWhilePending = false } = {}) {
  return useQuery({
    queryKey: coinOrderQueryKey(orderId ?? ''),
    queryFn: ({ signal }) => fetchCoinOrder(orderId ?? '', signal),
    enabled: orderId !== null && orderId !== '',
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
    refetchInterval: (query) => {
      const order = query.state.data;
      if (!pollWhilePending || order?.status !== 'pending') return false;
      if (order.awaiting_settlement) return SETTLEMENT_POLL_MS;
      return query.state.dataUpdateCount < PENDING_POLL_LIMIT ? PENDING_POLL_MS : false;
    },
  });
}
