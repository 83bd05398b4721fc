import { Outlet } from 'react-router';
import { AuthProvider } from './auth-provider.tsx';

/** Every route that knows about the session sits under this layout (public pages do not). */
export default function AuthBoundaryLayout() {
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}
