/** SPEC §2.1 /play (docs/decisions/070). The screen loads with the route (lazy-page.tsx). */
import { lazy } from 'react';
import { LazyScreen } from '#client/components/ui/lazy-page.tsx';
import { audioUi } from '#shared/messages/pt-audio.ts';

export function meta() {
  return [{ title: audioUi.page.metaTitle }, { name: 'description', content: audioUi.page.metaDescription }];
}

const Screen = lazy(() => import('./play-view.tsx'));

export default function PlayPage() {
  return <LazyScreen screen={Screen} />;
}
