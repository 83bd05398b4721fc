import { within } from '@testing-library/dom';
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { voyageListTexts } from '#shared/messages/marketing/voyage-list.ts';
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';
import { HighlightedVoyageList } from './highlighted-voyage-list.tsx';
import { refreshHighlightedVoyages } from './live-highlighted-voyages.tsx';

function voyage(slug: string, title: string): HighlightedVoyage {
  return {
    id: slug,
    title,
    description: `${title}: uma viagem pelo rio.`,
    theme_color: 'teal',
    icon: 'waves',
    slug,
    svg_image: null,
    image: `/media/voyages/${slug}.webp`,
  };
}

const built = [
  voyage('encontro-das-aguas', 'Encontro das Águas'),
  voyage('silencio-do-igapo', 'Silêncio do Igapó'),
];

/** A voyage list as the build left it, drawn by no script; `selectedSlug` as the address set it. */
function prerenderedList(selectedSlug?: string) {
  const scratch = document.createElement('div');
  render(<HighlightedVoyageList voyages={built} />, scratch);
  document.body.innerHTML = `<section>${scratch.innerHTML}</section>`;
  const list = document.querySelector<HTMLElement>('[data-live-voyages]');
  if (!list) throw new Error('no live list');
  if (selectedSlug) list.dataset.selectedSlug = selectedSlug;
  return list;
}

function answering(voyages: HighlightedVoyage[] | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      voyages
        ? Response.json({ success: true, data: voyages })
        : Response.json({ success: false }, { status: 503 }),
    ),
  );
}

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('the highlighted voyages, live', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws the answer: a voyage published after the build, marked when the address names it, and no card the answer left out', async () => {
    const list = prerenderedList('noite-de-lua');
    answering([voyage('noite-de-lua', 'Noite de Lua'), built[0] as HighlightedVoyage]);

    await refreshHighlightedVoyages(document);

    expect(titles(list)).toEqual(['Noite de Lua', 'Encontro das Águas']);
    const chosen = within(list).getByRole('link', { name: 'Noite de Lua' });
    expect(chosen.getAttribute('href')).toBe('/viagem/noite-de-lua');
    expect(chosen.getAttribute('aria-current')).toBe('page');
    expect(within(list).getAllByText(voyageListTexts.selected)).toHaveLength(1);
    // The card's icon comes with it.
    expect(list.querySelectorAll('li svg').length).toBeGreaterThanOrEqual(2);
    expect(document.body.textContent).not.toContain(voyageListTexts.unknownSlug);
  });

  it("keeps the build's cards when the answer fails, and tells once that the address's voyage is not among them", async () => {
    const list = prerenderedList('rota-que-nao-existe');
    const before = list.innerHTML;
    answering(null);

    await refreshHighlightedVoyages(document);
    await refreshHighlightedVoyages(document);

    expect(list.innerHTML).toBe(before);
    expect(within(document.body).getAllByText(voyageListTexts.unknownSlug)).toHaveLength(1);
    expect(list.previousElementSibling?.textContent).toBe(voyageListTexts.unknownSlug);
  });
});
