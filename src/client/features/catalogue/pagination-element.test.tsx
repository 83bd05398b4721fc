import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import Pagination from '#client/components/ui/pagination.tsx';
import { comparable } from '#client/lib/same-markup.ts';
import { catalogue } from '#shared/messages/pt-catalogue.ts';
import { paginationElement } from './pagination-element.ts';

const label = catalogue.pagination.label;

/** The React pagination as the prerender draws it on /produtos. */
function fromReact(query: string, page: number, lastPage: number): Element | null {
  const template = document.createElement('template');
  template.innerHTML = renderToString(
    <MemoryRouter initialEntries={['/produtos']}>
      <Pagination query={query} pageParam="pagina" page={page} lastPage={lastPage} label={label} />
    </MemoryRouter>,
  );
  return template.content.firstElementChild;
}

describe("the pagination's plain-DOM twin", () => {
  it.each([
    ['the first of five pages', '', 1, 5],
    ['a middle page of a search', 'busca=rede&categoria=acessorio', 3, 5],
    ['the last page, sorted', 'ordem=menor-preco', 5, 5],
    ['a window with both ellipses', '', 6, 12],
    ['a page past the last', 'busca=caneca', 9, 2],
  ])('draws the same markup as the React pagination: %s', (_name, query, page, lastPage) => {
    const react = fromReact(query, page, lastPage);
    const island = paginationElement({
      pathname: '/produtos',
      query,
      pageParam: 'pagina',
      page,
      lastPage,
      label,
    });
    if (!react || !island) throw new Error('nothing rendered');
    expect(island.querySelectorAll('a').length).toBeGreaterThan(0);
    expect(comparable(island).isEqualNode(comparable(react))).toBe(true);
  });

  it('draws nothing for a single page, as React does', () => {
    expect(fromReact('', 1, 1)).toBeNull();
    expect(
      paginationElement({
        pathname: '/produtos',
        query: '',
        pageParam: 'pagina',
        page: 1,
        lastPage: 1,
        label,
      }),
    ).toBeNull();
  });
});
