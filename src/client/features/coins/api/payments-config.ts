/** GET /api/v1/payments/config: who takes payments (a real provider, the simulated sandbox, nobody). */

import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { appApiPaths } from '#shared/paths.ts';
import { type PaymentsConfig, paymentsConfigSchema } from '#shared/schemas/coins.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { paymentsConfigQueryKey } from './query-keys.ts';

const configAnswerSchema = dataResponseSchema(paymentsConfigSchema);

export async function fetchPaymentsConfig(signal?: AbortSignal): Promise<PaymentsConfig> {
  return (await apiRequest(appApiPaths.paymentsConfig, configAnswerSchema.parse, { signal })).data;
}

export function usePaymentsConfig() {
  return useQuery({
    queryKey: paymentsConfigQueryKey,
    queryFn: ({ signal }) => fetchPaymentsConfig(signal),
    staleTime: 5 * 60_000,
  });
}
