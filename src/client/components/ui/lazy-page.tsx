import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { ptPublic } from '#shared/messages/pt-public.ts';

/**
 * A screen that loads with its route: the route module stays tiny, so the route table every public
 * page downloads does not list the screen's chunks (docs/architecture/frontend.md).
 */
export function LazyScreen({ screen: Screen }: { screen: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-live="polite" className="grid gap-4 py-6">
          <span className="sr-only">{ptPublic.generic.loading}</span>
          <div className="h-9 w-2/3 animate-pulse rounded-lg bg-stone-200" />
          <div className="h-40 animate-pulse rounded-2xl bg-stone-200" />
        </div>
      }
    >
      <Screen />
    </Suspense>
  );
}
