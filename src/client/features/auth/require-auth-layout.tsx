import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '#client/components/ui/page-skeleton.tsx';
import { paths } from '#shared/paths.ts';
import { useAuth } from './auth-provider.tsx';
import { FreshProofProvider } from './fresh-proof.tsx';
import { rememberPath } from './session-store.ts';

/**
 * Protected pages: a guest goes to /login, and comes back here after signing in. When the session
 * expires here, the app's one delayed navigation takes the traveller there (SPEC §8).
 */
export default function RequireAuthLayout() {
  // Visits while signed in are remembered by the auth boundary (auth-boundary-layout.tsx).
  const { status, sessionEndingHere } = useAuth();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  if (status === 'IDLE' || status === 'LOADING' || sessionEndingHere) return <PageSkeleton />;
  if (status !== 'AUTHENTICATED') {
    rememberPath(here);
    return <Navigate to={paths.login} replace state={{ from: here }} />;
  }
  return (
    <FreshProofProvider>
      <Outlet />
    </FreshProofProvider>
  );
}
