/** SPEC §2.8 'Central de Ajuda' (docs/architecture/admin.md). The screen loads with the route (lazy-page.tsx). */
import { lazy } from 'react';
import { LazyScreen } from '#client/components/ui/lazy-page.tsx';
import { helpUi } from '#shared/messages/pt-help.ts';

export function meta() {
  return [{ title: helpUi.metaTitle }, { name: 'description', content: helpUi.metaDescription }];
}

const Screen = lazy(() => import('./help-view.tsx'));

export default function HelpPage() {
  return <LazyScreen screen={Screen} />;
}
