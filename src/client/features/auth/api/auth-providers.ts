import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

export interface AuthProviders {
  google: boolean;
  /** The Facebook app id, when Facebook sign-in is configured. */
  facebookAppId: string | null;
}

function readProviders(body: unknown): AuthProviders {
  const answer = body as { google?: unknown; facebook?: { appId?: unknown } | null } | null;
  const appId = answer?.facebook?.appId;
  return { google: Boolean(answer?.google), facebookAppId: typeof appId === 'string' ? appId : null };
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
