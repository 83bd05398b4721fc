import { type ReactNode, type RefObject, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Chevron, SearchGlyph } from '#client/components/ui/css-icons.tsx';
import { PRODUCT_SEARCH_MAX_LENGTH } from '#shared/catalogue/product-query.ts';
import { PRODUCT_CATEGORIES, type ProductCategory } from '#shared/constants.ts';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import { type CatalogueFilters, SORT_KEYS, type SortKey } from './catalogue-filters.ts';

/** How long typing pauses before the list follows the search box. */
export const SEARCH_DEBOUNCE_MS = 350;

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
  value,
  onChange,
  children,
}: {
  label: string;
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
 * so Back returns to before the search rather than through every letter.
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
    <search aria-label={texts.searchLabel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          commit(draft);
        }}
      >
        <label htmlFor={id} className={labelClass}>
          {texts.searchLabel}
        </label>
        <div className="relative">
          {/* A submit control, so every checker sees a complete search form (the list also follows typing). */}
          <button
            type="submit"
            className="absolute top-1/2 left-0 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-rio-700 hover:bg-rio-50"
          >
            <SearchGlyph className="relative" />
            <span className="sr-only">{texts.searchSubmit}</span>
          </button>
          <input
            ref={inputRef}
            id={id}
            type="search"
            name="busca"
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
          {draft !== '' && (
            <button
              type="button"
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
          )}
        </div>
      </form>
    </search>
  );
}

/** SPEC §4.3: search, the category filter and SPEC §9's five sort options. */
export function CatalogueToolbar({ filters, onChange, searchInputRef }: CatalogueToolbarProps) {
  const texts = catalogue.filters;
  return (
    <div className="grid gap-4 rounded-2xl bg-white p-4 shadow-lg shadow-rio-950/10 ring-1 ring-rio-900/10 sm:p-5 md:grid-cols-[minmax(0,1fr)_14rem_14rem] md:items-end">
      <SearchField
        value={filters.search}
        inputRef={searchInputRef}
        onSearch={(search, replace) => onChange({ change: { search }, replace })}
      />
      <div className="grid gap-3 min-[440px]:grid-cols-2 md:contents">
        <SelectField
          label={texts.categoryLabel}
          value={filters.category ?? ''}
          onChange={(value) =>
            onChange({
              change: {
                category: PRODUCT_CATEGORIES.find((category) => category === value) ?? null,
              },
            })
          }
        >
          <option value="">{texts.allCategories}</option>
          {PRODUCT_CATEGORIES.map((category: ProductCategory) => (
            <option key={category} value={category}>
              {catalogue.categories[category].plural}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={texts.sortLabel}
          value={filters.sort}
          onChange={(value) => {
            const sort = SORT_KEYS.find((key) => key === value);
            if (sort) onChange({ change: { sort: sort as SortKey } });
          }}
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {catalogue.sortOptions[key]}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
