import { voyageListTexts } from '#shared/messages/marketing/voyage-list.ts';

export const voyageGridClass = 'grid gap-6 sm:grid-cols-2';
/** Four cards in a row on wide screens, unless a page asks otherwise. */
export const defaultVoyageColumnsClass = 'lg:grid-cols-4';

/** Four placeholder cards the size of the real ones, so nothing moves when the voyages arrive. */
export function VoyageListSkeleton({ columnsClass }: { columnsClass: string }) {
  return (
    <div role="status">
      <span className="sr-only">{voyageListTexts.loading}</span>
      <ul aria-hidden="true" className={`${voyageGridClass} ${columnsClass}`}>
        {['a', 'b', 'c', 'd'].map((key) => (
          <li
            key={key}
            className="overflow-hidden rounded-2xl bg-white shadow-md shadow-rio-950/10 ring-1 ring-rio-900/10"
          >
            <div className="aspect-[5/3] animate-pulse bg-rio-100" />
            <div className="space-y-3 p-5">
              <div className="h-6 w-3/4 animate-pulse rounded bg-rio-100" />
              {['w-full', 'w-11/12', 'w-full', 'w-10/12', 'w-2/3'].map((width) => (
                <div key={width} className={`h-4 animate-pulse rounded bg-stone-200 ${width}`} />
              ))}
              <div className="h-5 w-1/2 animate-pulse rounded bg-terra-100 pt-2" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
