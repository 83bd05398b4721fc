/** The console's numbers (docs/architecture/admin.md). The screen loads with the route (lazy-page.tsx). */
import { lazy } from 'react';
import { LazyScreen } from '#client/components/ui/lazy-page.tsx';
import { StaffOnly } from '#client/features/auth/staff-only.tsx';
import { adminUi } from '#shared/messages/pt-admin.ts';

export function meta() {
  return [{ title: adminUi.analytics.metaTitle }];
}

const Screen = lazy(() => import('./admin-analytics-view.tsx'));

export default function AdminAnalyticsPage() {
  return (
    <StaffOnly>
      <LazyScreen screen={Screen} />
    </StaffOnly>
  );
}
