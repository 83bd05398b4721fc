import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageSkeleton } from '#client/components/ui/page-skeleton.tsx';
import { pt } from '#shared/messages/pt.ts';
import { useAuth } from './auth-provider.tsx';
import { postSignInPath } from './post-sign-in-path.ts';

/** Signed-out-only pages: a signed-in traveller sees 'Redirecionando...' and goes back in. */
export default function GuestOnlyLayout() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;

  useEffect(() => {
    if (status === 'AUTHENTICATED') navigate(postSignInPath(from), { replace: true });
  }, [status, from, navigate]);

  if (status === 'IDLE') return <PageSkeleton />;
  if (status === 'AUTHENTICATED') {
    return (
      <p className="flex min-h-dvh items-center justify-center text-lg text-rio-900" role="status">
        {pt.auth.redirecting}
      </p>
    );
  }
  return <Outlet />;
}
