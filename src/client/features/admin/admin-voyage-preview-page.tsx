/** A voyage in the real reader, for the team (docs/decisions/067). The screen loads with the route. */
import { lazy } from 'react';
import { LazyScreen } from '#client/components/ui/lazy-page.tsx';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';

export function meta() {
  return [{ title: `${adminVoyagesUi.preview} — ${adminVoyagesUi.metaTitle}` }];
}

const Screen = lazy(() => import('./admin-voyage-preview-view.tsx'));

export default function AdminVoyagePreviewPage() {
  return <LazyScreen screen={Screen} />;
}
