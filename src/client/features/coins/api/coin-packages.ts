/** GET /api/v1/packages (SPEC §7): the coin packages, prices in centavos. */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';
import { type CoinPackage, coinPackageSchema } from '#shared/schemas/coins.ts';
import { dataResponseSchema } from '#shared/schemas/envelope.ts';
import { coinPackagesQueryKey } from './query-keys.ts';

const packagesAnswerSchema = dataResponseSchema(coinPackageSchema.array());

export async function fetchCoinPackages(signal?: AbortSignal): Promise<CoinPackage[]> {
  return (await apiRequest(apiPaths.coinPackages, packagesAnswerSchema.parse, { signal })).data;
}

export function useCoinPackages() {
  return useQuery({ queryKey: coinPackagesQueryKey, queryFn: ({ signal }) => fetchCoinPackages(signal) });
}
