import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '#shared/paths.ts';
import { ADMIN_ROLE } from '#shared/roles.ts';
import { useAuth } from './auth-provider.tsx';

/** Whether the signed-in traveller is on the team (the staff's role). */
export function useIsStaff(): boolean {
  return useAuth().user?.role === ADMIN_ROLE;
}

/** The staff's screens: anyone else who reaches one goes home (docs/architecture/admin.md). */
export function StaffOnly({ children }: { children: ReactNode }) {
  return useIsStaff() ? children : <Navigate to={paths.travellerHome} replace />;
}
