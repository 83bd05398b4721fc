import { lazy, Suspense } from 'react';
import { HomeProductsSkeleton } from './home-products-skeleton.tsx';

// Below the fold and waiting for the API anyway: the cards' code loads after the first paint, so
// the home page's first JavaScript does not grow.
const HomeHighlightedProducts = lazy(() => import('./home-highlighted-products.tsx'));

export function LazyHomeHighlightedProducts() {
  return (
    <Suspense fallback={<HomeProductsSkeleton />}>
      <HomeHighlightedProducts />
    </Suspense>
  );
}
