/**
 * SPEC §9's pagination as markup, with the page links left to the caller: the router's `<Link>` in
 * the app (pagination.tsx), a plain `<a>` in the static pages' island (docs/architecture/catalogue.md).
 */
import type { ReactNode } from 'react';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import { Chevron } from './css-icons.tsx';
import { paginationItems } from './pagination-window.ts';

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold transition-colors';
const linkClass = `${itemClass} text-rio-900 hover:bg-rio-100`;
const currentClass = `${itemClass} bg-rio-800 text-white`;
const stepClass = `${itemClass} gap-1 border border-rio-200 bg-white text-rio-900 hover:bg-rio-50`;
const stepDisabledClass = `${itemClass} gap-1 border border-stone-200 text-stone-400`;

/** One page's link: `search` is the address's query for that page ('?busca=rede&pagina=2', or ''). */
export interface PageLinkProps {
  search: string;
  className: string;
  'aria-label'?: string;
  children: ReactNode;
}

export interface PaginationViewProps {
  /** The address's query for the current filters ('busca=rede&pagina=2'). */
  query: string;
  /** The query parameter that holds the page ('pagina'). */
  pageParam: string;
  page: number;
  lastPage: number;
  /** Names the navigation for screen readers ('Paginação dos produtos'). */
  label: string;
  renderLink: (props: PageLinkProps) => ReactNode;
}

/** SPEC §9: previous/next, a window of 5 pages, first and last, ellipses. Links, so pages can be shared. */
export function PaginationView({
  query,
  pageParam,
  page: currentPage,
  lastPage,
  label,
  renderLink,
}: PaginationViewProps) {
  const texts = catalogue.pagination;
  const items = paginationItems(currentPage, lastPage);
  if (items.length === 0) return null;
  const current = Math.min(currentPage, lastPage);
  const searchFor = (page: number) => {
    const params = new URLSearchParams(query);
    if (page > 1) params.set(pageParam, String(page));
    else params.delete(pageParam);
    const search = params.toString();
    return search ? `?${search}` : '';
  };

  const step = (page: number, enabled: boolean, label: string, text: string, icon: 'previous' | 'next') => {
    const content = (
      <>
        {icon === 'previous' && <Chevron direction="left" className="ml-1" />}
        <span className="sr-only sm:not-sr-only">{text}</span>
        {icon === 'next' && <Chevron direction="right" className="mr-1" />}
      </>
    );
    return enabled ? (
      renderLink({ search: searchFor(page), 'aria-label': label, className: stepClass, children: content })
    ) : (
      <span aria-disabled="true" className={stepDisabledClass}>
        {content}
      </span>
    );
  };

  return (
    <nav aria-label={label} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center sm:gap-2">
        <li>{step(current - 1, current > 1, texts.previousPage, texts.previous, 'previous')}</li>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={`gap-${item.position}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === current ? (
                <span aria-current="page" className={currentClass}>
                  <span className="sr-only">{texts.page(item.page)}</span>
                  <span aria-hidden="true">{item.page}</span>
                </span>
              ) : (
                renderLink({
                  search: searchFor(item.page),
                  className: linkClass,
                  children: (
                    <>
                      <span className="sr-only">{texts.page(item.page)}</span>
                      <span aria-hidden="true">{item.page}</span>
                    </>
                  ),
                })
              )}
            </li>
          ),
        )}
        <li>{step(current + 1, current < lastPage, texts.nextPage, texts.next, 'next')}</li>
      </ul>
      <p className="text-sm text-stone-600">{texts.pageOf(current, lastPage)}</p>
    </nav>
  );
}
