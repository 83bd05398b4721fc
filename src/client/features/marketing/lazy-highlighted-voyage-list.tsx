import { lazy, Suspense } from 'react';
import type { HighlightedVoyageListProps } from './highlighted-voyage-list.tsx';
import { defaultVoyageColumnsClass, VoyageListSkeleton } from './voyage-list-skeleton.tsx';

// The cards sit below the fold and wait for the API anyway: their code (and TanStack's observer)
// loads after the first paint instead of delaying it.
const HighlightedVoyageList = lazy(() =>
  import('./highlighted-voyage-list.tsx').then((module) => ({ default: module.HighlightedVoyageList })),
);

export function LazyHighlightedVoyageList(props: HighlightedVoyageListProps) {
  return (
    <Suspense
      fallback={<VoyageListSkeleton columnsClass={props.columnsClass ?? defaultVoyageColumnsClass} />}
    >
      <HighlightedVoyageList {...props} />
    </Suspense>
  );
}
