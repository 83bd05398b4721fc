import { type ReactNode, useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { type MetaFunction, useLoaderData, useSearchParams } from 'react-router';
import { staticPageHandle } from '#client/app/page-handle.ts';
import Pagination from '#client/components/ui/pagination.tsx';
import { sectionStyles } from '#client/lib/section-styles.ts';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { useProductList } from './api/product-list.ts';
import { prerenderedCataloguePage } from './catalogue-content.server.ts';
import {
  type CatalogueFilters,
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  hasActiveFilters,
  isDefaultView,
  productListQuery,
  searchFor,
  searchParamsFromFilters,
  URL_PARAMS,
  withChange,
} from './catalogue-filters.ts';
import { CATALOGUE_MARKS, RESULTS_TITLE_ID } from './catalogue-marks.ts';
import { CatalogueState } from './catalogue-states.tsx';
import { CatalogueToolbar, type FilterChange } from './catalogue-toolbar.tsx';
import { ProductGrid } from './product-grid.tsx';
import { useHydrated } from './use-hydrated.ts';

/** Runs while prerendering only (`ssr: false`): the seed catalogue, for the first page and SEO. */
export async function loader() {
  return prerenderedCataloguePage();
}

/**
 * Prerendered and not hydrated (docs/architecture/catalogue.md): the public pages' island brings in its drawing
 * part, which applies the address's filters and pages to this HTML with this page's own components.
 * React draws the page only when a screen of the app links here inside the router.
 */
export const handle = staticPageHandle;

/** The loader's data is the build's; filters and pages are the API's business. */
export function shouldRevalidate() {
  return false;
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => {
  const { title, description } = catalogue.meta;
  return [
    { title },
    { name: 'description', content: description },
    // schema.org ItemList of every product (docs/architecture/catalogue.md), a static script the server's CSP hashes.
    ...(loaderData ? [{ 'script:ld+json': loaderData.structuredData }] : []),
  ];
};

/** SPEC §2.1 and §4.3, '/produtos': search, category, sort and pages, all kept in the address. */
export default function ProductsPage() {
  const loaderData = useLoaderData<typeof loader>();
  const texts = catalogue;
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  // The prerendered HTML is the default view; the address's own filters apply once hydrated.
  const filters = hydrated ? filtersFromSearchParams(searchParams) : DEFAULT_FILTERS;
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = useProductList(
    productListQuery(filters),
    isDefaultView(filters) ? loaderData.firstPage : undefined,
  );
  const searchInputRef = useRef<HTMLInputElement>(null);
  const resultsTitleRef = useRef<HTMLHeadingElement>(null);

  const show = (next: CatalogueFilters, replace = false) =>
    setSearchParams(searchParamsFromFilters(next), { replace, preventScrollReset: true });

  const changeFilters = ({ change, replace }: FilterChange) => show(withChange(filters, change), replace);

  const clearFilters = () => {
    show(DEFAULT_FILTERS);
    searchInputRef.current?.focus();
  };

  const goToResults = useCallback(() => {
    resultsTitleRef.current?.scrollIntoView({ block: 'start' });
    resultsTitleRef.current?.focus({ preventScroll: true });
  }, []);

  // An address past the last page (an old link, fewer products now) moves to the last page.
  const moveToLastPage = useEffectEvent((lastPage: number) => show({ ...filters, page: lastPage }, true));
  const pastTheEnd =
    data !== undefined && !isPlaceholderData && data.data.length === 0 && data.meta.total > 0
      ? data.meta.last_page
      : null;
  useEffect(() => {
    if (pastTheEnd !== null) moveToLastPage(pastTheEnd);
  }, [pastTheEnd]);

  const loading = isPending || isPlaceholderData || pastTheEnd !== null;
  const status = loading
    ? texts.results.loading
    : data
      ? [texts.results.count(data.meta.total), filters.search && texts.results.forSearch(filters.search)]
          .filter(Boolean)
          .join(' ')
      : '';

  let results: ReactNode;
  if (isError && !data) {
    results = <CatalogueState kind="failure" retrying={isFetching} onAction={() => refetch()} />;
  } else if (!data || pastTheEnd !== null) {
    results = <CatalogueState kind="loading" />;
  } else if (data.data.length === 0) {
    results = <CatalogueState kind="empty" onAction={clearFilters} />;
  } else {
    results = (
      <>
        <ProductGrid products={data.data} busy={isPlaceholderData} filtersKey={searchFor(filters)} />
        <Pagination
          query={searchFor(filters).slice(1)}
          pageParam={URL_PARAMS.page}
          label={texts.pagination.label}
          page={filters.page}
          lastPage={data.meta.last_page}
          onNavigate={goToResults}
        />
      </>
    );
  }

  return (
    <>
      <div className="bg-linear-to-b from-terra-100 via-terra-50 to-papel pt-22 pb-16 sm:pt-28 sm:pb-20">
        <div className={sectionStyles.container}>
          <p className={sectionStyles.eyebrow}>{texts.page.eyebrow}</p>
          <h1 className="mt-3 font-display text-3xl leading-tight text-balance text-rio-900 sm:text-5xl">
            {texts.page.title}
          </h1>
          <p className="mt-3 max-w-3xl leading-relaxed text-stone-700 sm:mt-4 sm:text-lg">
            {texts.page.lead}
          </p>
        </div>
      </div>

      <div className={`${sectionStyles.container} relative -mt-10`}>
        <search aria-label={texts.filters.label}>
          <CatalogueToolbar filters={filters} onChange={changeFilters} searchInputRef={searchInputRef} />
        </search>
      </div>

      <section
        aria-labelledby={RESULTS_TITLE_ID}
        {...{ [CATALOGUE_MARKS.page]: '' }}
        className={`${sectionStyles.container} pt-6 pb-16 lg:pb-24`}
      >
        <h2 id={RESULTS_TITLE_ID} ref={resultsTitleRef} tabIndex={-1} className="sr-only">
          {texts.page.resultsTitle}
        </h2>
        <div className="mb-5 flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p role="status" className="flex items-center gap-2 text-stone-700">
            <span
              aria-hidden="true"
              hidden={!(loading && hydrated)}
              {...{ [CATALOGUE_MARKS.spinner]: '' }}
              className="size-5 animate-spin rounded-full border-3 border-rio-200 border-t-rio-700"
            />
            <span {...{ [CATALOGUE_MARKS.statusText]: '' }}>{status}</span>
          </p>
          {/* Always in the page, hidden when there is nothing to clear: the island shows it as React does. */}
          <button
            type="button"
            hidden={!(hasActiveFilters(filters) && data && data.data.length > 0)}
            onClick={clearFilters}
            {...{ [CATALOGUE_MARKS.clearFilters]: '' }}
            className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold text-rio-800 underline decoration-terra-400 decoration-2 underline-offset-4 hover:text-terra-700"
          >
            {pt.products.clearFilters}
          </button>
        </div>
        <div {...{ [CATALOGUE_MARKS.results]: '' }}>{results}</div>
      </section>
    </>
  );
}
