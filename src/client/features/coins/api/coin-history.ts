/** GET /api/v1/coins/history: the balance and the newest movements of passagens. */

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/paths.ts';
import { type CoinHistory, coinHistorySchema } from '#shared/schemas/coins.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { coinHistoryQueryKey } from './query-keys.ts';

const historyAnswerSchema = dataResponseSchema(coinHistorySchema);

export async function fetchCoinHistory(signal?: AbortSignal): Promise<CoinHistory> {
  return (await apiRequest(appApiPaths.coinHistory, historyAnswerSchema.parse, { signal })).data;
}

export function useCoinHistory() {
  return useQuery({
    queryKey: coinHistoryQueryKey,
    queryFn: ({ signal }) => fetchCoinHistory(signal),
    staleTime: 0,
  });
}
