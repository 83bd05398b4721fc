/** The console's refused sign-ins (docs/architecture/auth.md). The screen loads with the route (lazy-page.tsx). */
import { lazy } from 'react';
import { LazyScreen } from '#client/components/ui/lazy-page.tsx';
import { StaffOnly } from '#client/features/auth/staff-only.tsx';
import { pt } from '#shared/messages/pt.ts';
import { sessions } from '#shared/messages/pt-sessions.ts';

export function meta() {
  return [{ title: `${sessions.console.title} | ${pt.brand.name}` }];
}

const Screen = lazy(() => import('./admin-sign-ins-view.tsx'));

export default function AdminSignInsPage() {
  return (
    <StaffOnly>
      <LazyScreen screen={Screen} />
    </StaffOnly>
  );
}
