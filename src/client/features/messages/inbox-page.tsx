/** SPEC §2.3 'Mensagens' (docs/architecture/admin.md). The screen loads with the route (lazy-page.tsx). */
import { lazy } from 'react';
import { LazyScreen } from '#client/components/ui/lazy-page.tsx';
import { messagesUi } from '#shared/messages/pt-messages.ts';

export function meta() {
  return [{ title: messagesUi.inbox.metaTitle }];
}

const Screen = lazy(() => import('./inbox-view.tsx'));

export default function InboxPage() {
  return <LazyScreen screen={Screen} />;
}
