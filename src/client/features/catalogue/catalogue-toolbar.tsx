import { type ReactNode, type RefObject, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Chevron, SearchGlyph } from '#client/components/ui/css-icons.tsx';
import { PRODUCT_SEARCH_MAX_LENGTH } from '#shared/catalogue/product-query.ts';
import { PRODUCT_CATEGORIES, type ProductCategory } from '#shared/constants.ts';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import { publicPaths } from '#shared/paths.ts';
import {
  type CatalogueFilters,
  categoryUrlValue,
  readCategory,
  readSort,
  SEARCH_DEBOUNCE_MS,
  SORT_KEYS,
  sortUrlValue,
  URL_PARAMS,
} from './catalogue-filters.ts';
import { CATALOGUE_MARKS } from './catalogue-marks.ts';

export interface FilterChange {
  change: Partial<Pick<CatalogueFilters, 'search' | 'category' | 'sort'>>;
  /** Replace the history entry instead of adding one (the rest of a search being typed). */
  replace?: boolean;
}

interface CatalogueToolbarProps {
  filters: CatalogueFilters;
  onChange: (change: FilterChange) => void;
  searchInputRef: RefObject<HTMLInputElement | null>;
}

const controlClass =
  'min-h-12 w-full rounded-xl border border-rio-200 bg-white text-base text-rio-950 shadow-sm transition-colors hover:border-rio-400 focus-visible:border-rio-600';
const labelClass = 'mb-1.5 block text-sm font-semibold text-rio-900';

function SelectField({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${controlClass} cursor-pointer appearance-none py-2 pr-10 pl-3`}
        >
          {children}
        </select>
        <Chevron
          direction="down"
          className="pointer-events-none absolute top-1/2 right-4 -mt-1 text-rio-700"
        />
      </div>
    </div>
  );
}

/**
 * The search box follows the address (back/forward, 'Limpar filtros') and, after a pause in typing,
 * moves the address: the first pause of a search adds a history entry, the next ones replace it,
 * so Back returns to before the search rather than through every letter. The /produtos island does
 * the same on the prerendered box (enhance-catalogue.ts).
 */
function SearchField({
  value,
  onSearch,
  inputRef,
}: {
  value: string;
  onSearch: (search: string, replace: boolean) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const texts = catalogue.filters;
  const id = useId();
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const typing = useRef(false);

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    typing.current = false;
    setDraft(value);
  }, [value]);

  const commit = (next: string) => {
    const search = next.trim();
    if (search === committed.current) return;
    committed.current = search;
    onSearch(search, typing.current);
    typing.current = true;
  };
  const commitAfterPause = useEffectEvent(commit);

  useEffect(() => {
    if (draft.trim() === committed.current) return;
    const timer = setTimeout(() => commitAfterPause(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {texts.searchLabel}
      </label>
      <div className="relative">
        {/*
          The form's submit control: without JavaScript it sends the filters as a GET; with it, the
          list follows typing and the click (also Enter's implicit one) commits the search at once.
        */}
        <button
          type="submit"
          onClick={(event) => {
            event.preventDefault();
            commit(draft);
          }}
          className="absolute top-1/2 left-0 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-rio-700 hover:bg-rio-50"
        >
          <SearchGlyph className="relative" />
          <span className="sr-only">{texts.searchSubmit}</span>
        </button>
        <input
          ref={inputRef}
          id={id}
          type="search"
          name={URL_PARAMS.search}
          value={draft}
          maxLength={PRODUCT_SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={texts.searchPlaceholder}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            typing.current = false;
          }}
          className={`${controlClass} py-2 pr-12 pl-11 placeholder:text-stone-500 [&::-webkit-search-cancel-button]:appearance-none`}
        />
        {/* Always in the page, hidden while the box is empty: the island shows it as React does. */}
        <button
          type="button"
          hidden={draft === ''}
          {...{ [CATALOGUE_MARKS.clearSearch]: '' }}
          onClick={() => {
            setDraft('');
            typing.current = false;
            commit('');
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-1 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-rio-800 hover:bg-rio-50"
        >
          <span aria-hidden="true" className="text-3xl leading-none">
            ×
          </span>
          <span className="sr-only">{texts.clearSearch}</span>
        </button>
      </div>
    </div>
  );
}

/**
 * SPEC §4.3: search, the category filter and SPEC §9's five sort options, as one GET form of the
 * address's own words (`?busca=…&categoria=acessorio&ordem=menor-preco`), so it works without
 * JavaScript too (docs/architecture/catalogue.md).
 */
export function CatalogueToolbar({ filters, onChange, searchInputRef }: CatalogueToolbarProps) {
  const texts = catalogue.filters;
  return (
    <form
      method="get"
      action={publicPaths.products}
      {...{ [CATALOGUE_MARKS.form]: '' }}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-lg shadow-rio-950/10 ring-1 ring-rio-900/10 sm:p-5 md:grid-cols-[minmax(0,1fr)_14rem_14rem] md:items-end"
    >
      <SearchField
        value={filters.search}
        inputRef={searchInputRef}
        onSearch={(search, replace) => onChange({ change: { search }, replace })}
      />
      <div className="grid gap-3 min-[440px]:grid-cols-2 md:contents">
        <SelectField
          label={texts.categoryLabel}
          name={URL_PARAMS.category}
          value={filters.category ? categoryUrlValue(filters.category) : ''}
          onChange={(value) => onChange({ change: { category: readCategory(value) } })}
        >
          <option value="">{texts.allCategories}</option>
          {PRODUCT_CATEGORIES.map((category: ProductCategory) => (
            <option key={category} value={categoryUrlValue(category)}>
              {catalogue.categories[category].plural}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={texts.sortLabel}
          name={URL_PARAMS.sort}
          value={sortUrlValue(filters.sort)}
          onChange={(value) => onChange({ change: { sort: readSort(value) } })}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={sortUrlValue(key)}>
              {catalogue.sortOptions[key]}
            </option>
          ))}
        </SelectField>
      </div>
    </form>
  );
}
