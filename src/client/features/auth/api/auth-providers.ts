import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

export interface AuthProviders {
  google: boolean;
  facebook: boolean;
}

function readProviders(body: unknown): AuthProviders {
  const answer = body as { google?: unknown; facebook?: unknown } | null;
  return { google: Boolean(answer?.google), facebook: Boolean(answer?.facebook) };
}

/** Which third-party sign-in buttons to show: only the configured ones. */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/auth/providers', readProviders, { signal, allowUnauthorized: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
