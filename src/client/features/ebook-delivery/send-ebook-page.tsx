/** SPEC §2.3 /enviar-ebook (docs/architecture/admin.md). The screen loads with the route (lazy-page.tsx). */
import { lazy } from 'react';
import { LazyScreen } from '#client/components/ui/lazy-page.tsx';
import { StaffOnly } from '#client/features/auth/staff-only.tsx';
import { ebookDelivery } from '#shared/messages/pt-ebook-delivery.ts';

export function meta() {
  return [{ title: ebookDelivery.metaTitle }];
}

const Screen = lazy(() => import('./send-ebook-view.tsx'));

export default function SendEbookPage() {
  return (
    <StaffOnly>
      <LazyScreen screen={Screen} />
    </StaffOnly>
  );
}
