import { Outlet } from 'react-router';
// The app's screens parse with zod (public pages do not): it must not probe for `eval` first.
import '#client/lib/zod-without-eval.ts';
import { AuthProvider } from './auth-provider.tsx';

/** Every route that knows about the session sits under this layout (public pages do not). */
export default function AuthBoundaryLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
