import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { apiPaths } from '#shared/paths.ts';
import type { AuthProviders } from '#shared/schemas/auth.ts';

/** The sign-in buttons to show, read from the configured providers. */
export interface SignInButtons {
  google: boolean;
  /** The Facebook app id, when Facebook sign-in is configured. */
  facebookAppId: string | null;
}

function readProviders(body: unknown): SignInButtons {
  const answer = body as Partial<AuthProviders> | null;
  const appId = answer?.facebook?.appId;
  return { google: Boolean(answer?.google), facebookAppId: typeof appId === 'string' ? appId : null };
}

/** Which third-party sign-in buttons to show: only the configured ones. */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.authProviders, readProviders, { signal, allowUnauthorized: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
