import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
// The app's screens parse with zod (public pages do not): it must not probe for `eval` first.
import '#client/lib/zod-without-eval.ts';
import { AuthProvider } from './auth-provider.tsx';
import { rememberVisit } from './session-store.ts';

/** Every route that knows about the session sits under this layout (public pages do not). */
export default function AuthBoundaryLayout() {
  const { pathname, search } = useLocation();
  useEffect(() => rememberVisit(`${pathname}${search}`), [pathname, search]);
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
