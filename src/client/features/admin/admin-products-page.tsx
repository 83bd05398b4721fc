/** The catalogue in the console (docs/architecture/admin.md). The screen loads with the route (lazy-page.tsx). */
import { lazy } from 'react';
import { LazyScreen } from '#client/components/ui/lazy-page.tsx';
import { StaffOnly } from '#client/features/auth/staff-only.tsx';
import { adminUi } from '#shared/messages/pt-admin.ts';

export function meta() {
  return [{ title: adminUi.products.metaTitle }];
}

const Screen = lazy(() => import('./admin-products-view.tsx'));

export default function AdminProductsPage() {
  return (
    <StaffOnly>
      <LazyScreen screen={Screen} />
    </StaffOnly>
  );
}
