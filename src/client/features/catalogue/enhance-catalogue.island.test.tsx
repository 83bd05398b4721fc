import { within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answeredProduct } from '#tests/catalogue-answers.ts';
import { parseProductList } from './api/product-answers.ts';
import { CATALOGUE_MARKS, RESULTS_TITLE_ID } from './catalogue-marks.ts';
import { catalogueResultsView } from './catalogue-results-view.tsx';
import { type CatalogueDrawing, enhanceCatalogue } from './enhance-catalogue.ts';

/** /produtos as the build left it, with a stand-in for the prerendered list. */
function prerenderedPage() {
  document.body.innerHTML = `
    <form ${CATALOGUE_MARKS.form}>
      <input type="search" name="busca" />
      <button type="button" ${CATALOGUE_MARKS.clearSearch} hidden>Limpar busca</button>
      <select name="categoria"><option value="">Todas</option><option value="acessorio">Acessórios</option></select>
      <select name="ordem"><option value="nome">Nome</option><option value="menor-preco">Menor preço</option></select>
    </form>
    <h2 id="${RESULTS_TITLE_ID}" tabindex="-1">Produtos</h2>
    <section ${CATALOGUE_MARKS.page}>
      <p role="status"><span ${CATALOGUE_MARKS.spinner} hidden></span><span ${CATALOGUE_MARKS.statusText}>40 produtos encontrados</span></p>
      <button type="button" ${CATALOGUE_MARKS.clearFilters} hidden>Limpar filtros</button>
      <div ${CATALOGUE_MARKS.results}><ul data-filters="" aria-busy="false"><li>Prerendered</li></ul></div>
    </section>`;
  const results = document.querySelector<HTMLElement>(`[${CATALOGUE_MARKS.results}]`);
  const category = document.querySelector<HTMLSelectElement>('select[name="categoria"]');
  if (!results || !category) throw new Error('no catalogue');
  return { results, category };
}

const answer = {
  data: [answeredProduct(1), answeredProduct(2)],
  meta: { total: 2, current_page: 1, per_page: 8, last_page: 1 },
};

const drawingPart: CatalogueDrawing = { catalogueResultsView, parseProductList };

describe("the /produtos island's catalogue part", () => {
  let idleTasks: (() => void)[];
  let fetched: string[];
  beforeEach(() => {
    window.history.replaceState(null, '', '/produtos');
    idleTasks = [];
    fetched = [];
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn((task: () => void) => {
        idleTasks.push(task);
        return idleTasks.length;
      }),
    );
    vi.stubGlobal('cancelIdleCallback', (id: number) => {
      idleTasks[id - 1] = () => {};
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return Response.json(answer);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the drawing part for nothing until idle; a change before then waits for it and shows its answer', async () => {
    const { results, category } = prerenderedPage();
    let deliver = (_part: CatalogueDrawing) => {};
    const loadDrawing = vi.fn(
      () =>
        new Promise<CatalogueDrawing>((resolve) => {
          deliver = resolve;
        }),
    );

    enhanceCatalogue(loadDrawing);
    expect(loadDrawing).not.toHaveBeenCalled();
    expect(fetched).toEqual([]);
    expect(idleTasks).toHaveLength(1);

    category.value = 'acessorio';
    category.dispatchEvent(new Event('change'));
    expect(window.location.search).toBe('?categoria=acessorio');
    expect(loadDrawing).toHaveBeenCalledOnce();
    expect(fetched).toHaveLength(1);
    // The quiet refresh the shopper's change replaced asks for nothing.
    for (const task of idleTasks) task();
    expect(fetched).toHaveLength(1);

    deliver(drawingPart);
    await vi.waitFor(() => expect(within(results).getAllByTestId('product-card')).toHaveLength(2));
    expect(document.querySelector(`[${CATALOGUE_MARKS.statusText}]`)?.textContent).toBe(
      '2 produtos encontrados',
    );
  });

  it('keeps the prerendered list when the drawing part cannot load, and asks for it again at the next change', async () => {
    const { results, category } = prerenderedPage();
    const loadDrawing = vi
      .fn<() => Promise<CatalogueDrawing>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(drawingPart);
    enhanceCatalogue(loadDrawing);

    for (const task of idleTasks) task();
    await vi.waitFor(() => expect(loadDrawing).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(results).getByText('Prerendered')).toBeTruthy();
    expect(results.querySelector('ul')?.getAttribute('aria-busy')).toBe('false');

    category.value = 'acessorio';
    category.dispatchEvent(new Event('change'));
    expect(loadDrawing).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(within(results).getAllByTestId('product-card')).toHaveLength(2));
  });
});
