/**
 * Pages of a list kept in the address (SPEC §9's pagination): the public catalogue's, and the
 * console's lists that have more than one page.
 */
import { Link } from 'react-router';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import { Chevron } from './css-icons.tsx';
import { paginationItems } from './pagination-window.ts';

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold transition-colors';
const linkClass = `${itemClass} text-rio-900 hover:bg-rio-100`;
const currentClass = `${itemClass} bg-rio-800 text-white`;
const stepClass = `${itemClass} gap-1 border border-rio-200 bg-white text-rio-900 hover:bg-rio-50`;
const stepDisabledClass = `${itemClass} gap-1 border border-stone-200 text-stone-400`;

export interface PaginationProps {
  /** The address's query for the current filters ('busca=rede&pagina=2'). */
  query: string;
  /** The query parameter that holds the page ('pagina'). */
  pageParam: string;
  page: number;
  lastPage: number;
  /** Names the navigation for screen readers ('Paginação dos produtos'). */
  label: string;
  /** Called when a page link is followed (the page moves focus to the results). */
  onNavigate?: () => void;
}

/** SPEC §9: previous/next, a window of 5 pages, first and last, ellipses. Links, so pages can be shared. */
export default function Pagination({
  query,
  pageParam,
  page: currentPage,
  lastPage,
  label,
  onNavigate,
}: PaginationProps) {
  const texts = catalogue.pagination;
  const items = paginationItems(currentPage, lastPage);
  if (items.length === 0) return null;
  const current = Math.min(currentPage, lastPage);
  const to = (page: number) => {
    const params = new URLSearchParams(query);
    if (page > 1) params.set(pageParam, String(page));
    else params.delete(pageParam);
    const search = params.toString();
    return { search: search ? `?${search}` : '' };
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
      <Link to={to(page)} preventScrollReset aria-label={label} onClick={onNavigate} className={stepClass}>
        {content}
      </Link>
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
                <Link to={to(item.page)} preventScrollReset onClick={onNavigate} className={linkClass}>
                  <span className="sr-only">{texts.page(item.page)}</span>
                  <span aria-hidden="true">{item.page}</span>
                </Link>
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
