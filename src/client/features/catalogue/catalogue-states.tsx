/**
 * The list's states besides the grid: loading, empty and failed, drawn by the React page and by the
 * /produtos island (docs/architecture/catalogue.md).
 */
import Search from 'lucide-react/icons/search';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { productGridClass } from './product-grid-class.ts';

const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold transition-colors';

/** Placeholder cards the size of the real ones, while the first answer is on its way. */
function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status">
      <span className="sr-only">{catalogue.results.loading}</span>
      <ul aria-hidden="true" className={productGridClass}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
          <li key={index}>
            <div className="grid h-full grid-cols-[7.5rem_1fr] gap-x-4 overflow-hidden rounded-2xl bg-white p-3 shadow-md shadow-rio-950/10 ring-1 ring-rio-900/10 sm:flex sm:flex-col sm:p-0">
              <div className="aspect-square animate-pulse rounded-xl bg-rio-100 sm:aspect-[4/3] sm:rounded-none" />
              <div className="space-y-3 sm:p-5">
                <div className="h-3 w-1/3 animate-pulse rounded bg-terra-100" />
                <div className="h-6 w-4/5 animate-pulse rounded bg-rio-100" />
                <div className="hidden h-4 w-full animate-pulse rounded bg-stone-200 sm:block" />
                <div className="hidden h-4 w-11/12 animate-pulse rounded bg-stone-200 sm:block" />
                <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
                <div className="h-7 w-2/5 animate-pulse rounded bg-rio-100" />
                <div className="h-11 w-full animate-pulse rounded-full bg-stone-200" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** SPEC §4.3's empty state: 'Nenhum produto encontrado' and 'Limpar filtros' (back to the defaults). */
function EmptyResults({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-rio-200 bg-white px-6 py-14 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-rio-50 text-rio-700">
        <Search aria-hidden="true" className="size-8" />
      </span>
      <h3 className="font-display text-2xl text-rio-900">{pt.products.empty}</h3>
      <p className="max-w-md text-stone-700">{catalogue.results.emptyHint}</p>
      <button
        type="button"
        onClick={onClear}
        className={`${buttonClass} bg-terra-400 text-rio-950 shadow-sm hover:bg-terra-300`}
      >
        {pt.products.clearFilters}
      </button>
    </div>
  );
}

/** SPEC §8: 'Erro ao carregar produtos. Tente novamente mais tarde.', with a retry. */
function LoadFailure({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-5 rounded-3xl border border-terra-200 bg-terra-50 px-6 py-12 text-center"
    >
      <p className="max-w-md text-lg text-stone-800">{pt.products.loadFailure}</p>
      <button
        type="button"
        disabled={retrying}
        onClick={onRetry}
        className={`${buttonClass} bg-rio-800 text-white hover:bg-rio-700 disabled:opacity-60`}
      >
        {retrying ? pt.generic.loading : pt.generic.tryAgain}
      </button>
    </div>
  );
}

export type CatalogueStateProps =
  | { kind: 'loading' }
  | { kind: 'empty'; onAction: () => void }
  | { kind: 'failure'; retrying: boolean; onAction: () => void };

export function CatalogueState(props: CatalogueStateProps) {
  if (props.kind === 'loading') return <ProductGridSkeleton />;
  if (props.kind === 'empty') return <EmptyResults onClear={props.onAction} />;
  return <LoadFailure retrying={props.retrying} onRetry={props.onAction} />;
}
