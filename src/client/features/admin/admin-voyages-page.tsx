/** The voyages in the console (docs/architecture/admin.md). The screen loads with the route (lazy-page.tsx). */
import { lazy } from 'react';
import { LazyScreen } from '#client/components/ui/lazy-page.tsx';
import { StaffOnly } from '#client/features/auth/staff-only.tsx';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';

export function meta() {
  return [{ title: adminVoyagesUi.metaTitle }];
}

const Screen = lazy(() => import('./admin-voyages-view.tsx'));

export default function AdminVoyagesPage() {
  return (
    <StaffOnly>
      <LazyScreen screen={Screen} />
    </StaffOnly>
  );
}
