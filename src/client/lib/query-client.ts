/**
 * The app's one query client: the read defaults, and the one place a failed read says so. A query
 * names its failure's toast in `meta.failureToast`; the query cache shows it once per failure,
 * however many components read that query (six read the user's info).
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { notifyError } from './notify.ts';
import { retryDelayMs, shouldRetryRead } from './retry.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The toast a failed read shows (SPEC §8). */
      failureToast?: string;
    };
  }
}

/** SPEC §8: a 401 or 403 says nothing of its own, the session-expired toast speaks for it. */
const endsTheSession = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const toast = query.meta?.failureToast;
        if (toast && !endsTheSession(error)) notifyError(toast);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetryRead,
        retryDelay: retryDelayMs,
        refetchOnWindowFocus: false,
      },
    },
  });
}
