/** SPEC §2.8 'Suporte' (docs/architecture/admin.md). The screen loads with the route (lazy-page.tsx). */
import { lazy } from 'react';
import { LazyScreen } from '#client/components/ui/lazy-page.tsx';
import { messagesUi } from '#shared/messages/pt-messages.ts';

export function meta() {
  return [{ title: messagesUi.contact.metaTitle }];
}

const Screen = lazy(() => import('./contact-view.tsx'));

export default function ContactPage() {
  return <LazyScreen screen={Screen} />;
}
