import { ptPublic as pt } from '#shared/messages/pt-public.ts';

const CARDS = ['a', 'b', 'c', 'd'];
const bar = 'animate-pulse rounded bg-stone-200';

/**
 * The home page's product block while it loads: the heading row and four cards built from the same
 * boxes and line heights as the real ones (ProductCard), so nothing moves when they arrive.
 */
export function HomeProductsSkeleton() {
  return (
    <div className="mt-14" role="status">
      <span className="sr-only">{pt.generic.loading}</span>
      <div aria-hidden="true">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div>
            <div className={`h-8 w-48 ${bar}`} />
            <div className={`mt-1 h-6 w-72 max-w-full ${bar}`} />
          </div>
          <div className={`h-11 w-44 ${bar}`} />
        </div>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map((key) => (
            <li key={key}>
              <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-md shadow-rio-950/10 ring-1 ring-rio-900/10">
                <div className="aspect-[4/3] animate-pulse bg-rio-100" />
                <div className="flex flex-1 flex-col gap-2 p-5">
                  <div className={`h-4 w-1/3 ${bar}`} />
                  <div className={`h-[2lh] font-display text-lg leading-snug sm:text-xl ${bar}`} />
                  <div className={`h-[3lh] text-sm leading-relaxed ${bar}`} />
                  <div className={`h-5 w-1/2 ${bar}`} />
                  <div className="mt-auto flex flex-col gap-3 pt-1">
                    <div className={`h-[1lh] w-2/5 text-xl sm:text-2xl ${bar}`} />
                    <div className="h-11 animate-pulse rounded-full bg-stone-200" />
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
