import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { usePageViewTracking } from '#client/features/analytics/use-page-view-tracking.ts';
import { afterLoadAndIdle } from '#client/lib/after-load-and-idle.ts';
import { onSessionExpired } from '#client/lib/api-client.ts';
import { lazyPart } from '#client/lib/lazy-part.ts';
import { isToastRequested, notifyError, subscribeToToastRequest } from '#client/lib/notify.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { SESSION_EXPIRED_REDIRECT_MS } from '#shared/constants.ts';
import { paths } from '#shared/paths.ts';

// The toaster loads with the banners below, or at the first message (notify.ts).
const Toaster = lazyPart(() => import('./toaster.tsx'));
// The install and connectivity banners and the service worker: once the page has loaded and the
// main thread is idle, so they never add to the hydration's long tasks (docs/architecture/pwa.md).
const PwaRoot = lazyPart(() => import('#client/features/pwa/pwa-root.tsx'));

function useSessionExpiredRedirect() {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionExpired(() => {
        // The full catalogue loads only here: public pages never need it up front.
        // biome-ignore lint/style/noRestrictedImports: loaded on demand, outside the initial bundle.
        void import('#shared/messages/pt.ts').then(({ pt }) => notifyError(pt.auth.sessionExpired));
        // One navigation that takes the expired page's place: going back never lands on it again.
        setTimeout(() => navigate(paths.login, { replace: true }), SESSION_EXPIRED_REDIRECT_MS);
      }),
    [navigate],
  );
}

/** True once the page has loaded and the browser has had an idle moment. */
function useLoadedAndIdle() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setReady(true)), []);
  return ready;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const showPwa = useLoadedAndIdle();
  const toastRequested = useSyncExternalStore(subscribeToToastRequest, isToastRequested, () => false);
  usePageViewTracking();
  useSessionExpiredRedirect();

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {(showPwa || toastRequested) && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
      {showPwa && (
        <Suspense fallback={null}>
          <PwaRoot />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
