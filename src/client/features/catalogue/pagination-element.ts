/**
 * The catalogue's pagination (components/ui/pagination.tsx) as plain DOM, for the /produtos island
 * (docs/architecture/catalogue.md): the same markup and classes, links to real addresses. pagination-element.test.tsx
 * compares the two.
 */
import { paginationItems } from '#client/components/ui/pagination-window.ts';
import { element } from '#client/lib/element.ts';
import { catalogue } from '#shared/messages/pt-catalogue.ts';

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold transition-colors';
const linkClass = `${itemClass} text-rio-900 hover:bg-rio-100`;
const currentClass = `${itemClass} bg-rio-800 text-white`;
const stepClass = `${itemClass} gap-1 border border-rio-200 bg-white text-rio-900 hover:bg-rio-50`;
const stepDisabledClass = `${itemClass} gap-1 border border-stone-200 text-stone-400`;

const chevron = (direction: 'left' | 'right', className: string) =>
  element('span', {
    'aria-hidden': 'true',
    class: `inline-block size-2.5 shrink-0 border-r-2 border-b-2 border-current ${
      direction === 'left' ? 'rotate-135' : '-rotate-45'
    } ${className}`,
  });

export interface PaginationElementProps {
  /** The page's path ('/produtos'): the links carry it, as React Router's do. */
  pathname: string;
  /** The address's query for the current filters, without the page ('busca=rede'). */
  query: string;
  pageParam: string;
  page: number;
  lastPage: number;
  label: string;
}

/** SPEC §9's pagination, or null when there is one page. */
export function paginationElement({
  pathname,
  query,
  pageParam,
  page: currentPage,
  lastPage,
  label,
}: PaginationElementProps): HTMLElement | null {
  const texts = catalogue.pagination;
  const items = paginationItems(currentPage, lastPage);
  if (items.length === 0) return null;
  const current = Math.min(currentPage, lastPage);
  /** A link's attributes, as React Router's `<Link>` writes them (with its discovery mark). */
  const link = (page: number, attributes: Record<string, string> = {}) => ({
    ...attributes,
    href: href(page),
    'data-discover': 'true',
  });
  const href = (page: number) => {
    const params = new URLSearchParams(query);
    if (page > 1) params.set(pageParam, String(page));
    else params.delete(pageParam);
    const search = params.toString();
    return `${pathname}${search ? `?${search}` : ''}`;
  };

  const step = (
    page: number,
    enabled: boolean,
    stepLabel: string,
    text: string,
    icon: 'previous' | 'next',
  ) => {
    const content = [
      icon === 'previous' && chevron('left', 'ml-1'),
      element('span', { class: 'sr-only sm:not-sr-only' }, text),
      icon === 'next' && chevron('right', 'mr-1'),
    ];
    return enabled
      ? element('a', link(page, { 'aria-label': stepLabel, class: stepClass }), ...content)
      : element('span', { 'aria-disabled': 'true', class: stepDisabledClass }, ...content);
  };

  const pageContent = (page: number) => [
    element('span', { class: 'sr-only' }, texts.page(page)),
    element('span', { 'aria-hidden': 'true' }, String(page)),
  ];

  return element(
    'nav',
    { 'aria-label': label, class: 'mt-10 flex flex-col items-center gap-3' },
    element(
      'ul',
      { class: 'flex flex-wrap items-center justify-center sm:gap-2' },
      element('li', {}, step(current - 1, current > 1, texts.previousPage, texts.previous, 'previous')),
      ...items.map((item) =>
        item.type === 'gap'
          ? element('li', { 'aria-hidden': 'true', class: 'px-1 text-stone-500' }, '…')
          : element(
              'li',
              {},
              item.page === current
                ? element('span', { 'aria-current': 'page', class: currentClass }, ...pageContent(item.page))
                : element('a', link(item.page, { class: linkClass }), ...pageContent(item.page)),
            ),
      ),
      element('li', {}, step(current + 1, current < lastPage, texts.nextPage, texts.next, 'next')),
    ),
    element('p', { class: 'text-sm text-stone-600' }, texts.pageOf(current, lastPage)),
  );
}
