/**
 * The voyage editor when someone else saved the voyage first (docs/architecture/admin.md): the save sends
 * the version it loaded, the server's 409 shows as a notice, and loading the current version keeps
 * every word typed in a panel beside the fresh editor.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import type { AdminVoyage } from '#shared/schemas/admin-voyages.ts';
import AdminVoyageEditorPage, { ExistingVoyage } from './admin-voyage-editor-page.tsx';
import { VoyageEditor } from './voyage-editor.tsx';

function voyageAt(version: string, title: string): AdminVoyage {
  return {
    id: '7',
    slug: 'noite-no-lago',
    is_published: true,
    published_at: '2026-11-01T12:00:00.000Z',
    view_count: 3,
    travellers: 2,
    narration_timed: false,
    updated_at: version,
    title,
    short_description: 'Uma noite de canoa entre vitórias-régias.',
    description: 'Quando o motor se cala, o lago começa a falar.',
    summary: 'Iara leva o viajante de canoa pelo lago ao cair da noite.',
    author: 'Iara',
    duration: 20,
    cost: 0,
    themes: ['Escuta'],
    quote: 'O escuro também tem caminho.',
    theme_color: 'indigo',
    icon: 'moon',
    is_highlighted: false,
    cover_image: null,
    audio_url: null,
    paragraphs: ['A canoa desliza sem barulho.', 'Os vaga-lumes acendem a margem.'],
    highlights: [],
  };
}

/**
 * Renders in a memory data router (the editor's leave guard is `useBlocker`, which needs one) with
 * a fresh query cache; a lone element is mounted at every address. Answers the router.
 */
function renderInRouter(
  routes: RouteObject[] | ReactElement,
  entries?: { initialEntries: string[]; initialIndex: number },
) {
  const router = createMemoryRouter(
    Array.isArray(routes) ? routes : [{ path: '*', element: routes }],
    entries,
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const loadedVersion = '2026-11-24T10:00:00.000Z';
const currentVersion = '2026-11-24T10:05:00.000Z';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the voyage editor after a concurrent change', () => {
  let loads = 0;
  let saves = 0;
  beforeEach(() => {
    loads = 0;
    saves = 0;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT') {
        saves += 1;
        if (saves > 1) {
          const body = JSON.parse(String(init.body));
          return json(200, { success: true, data: { ...voyageAt('2026-11-24T10:09:00.000Z', body.title) } });
        }
        return json(409, {
          success: false,
          code: 'CONFLICT',
          message:
            'Esta viagem foi alterada por outra pessoa da equipe depois que você a abriu. Suas alterações não foram salvas.',
        });
      }
      loads += 1;
      const voyage =
        loads === 1
          ? voyageAt(loadedVersion, 'Noite no Lago Janauari')
          : voyageAt(currentVersion, 'Noite no Lago (revista pela equipe)');
      return json(200, { success: true, data: voyage });
    });
  });

  it('says the voyage changed, then loads the current version and keeps the text typed', async () => {
    renderInRouter(<ExistingVoyage id="7" />);
    const title = (await screen.findByLabelText('Título')) as HTMLInputElement;
    expect(title.value).toBe('Noite no Lago Janauari');
    fireEvent.change(title, { target: { value: 'Meu título, ainda não salvo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Esta viagem foi alterada por outra pessoa da equipe');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      version: loadedVersion,
      title: 'Meu título, ainda não salvo',
    });
    // Nothing typed is lost while the notice is up.
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Meu título, ainda não salvo');

    fireEvent.click(screen.getByRole('button', { name: 'Carregar a versão atual' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe(
        'Noite no Lago (revista pela equipe)',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const kept = screen.getByLabelText('Texto não salvo (somente leitura)') as HTMLTextAreaElement;
    expect(kept.value).toContain('Título: Meu título, ainda não salvo');
    expect(kept.value).toContain('Parágrafo 2\nOs vaga-lumes acendem a margem.');

    fireEvent.click(screen.getByRole('button', { name: 'Descartar o texto guardado' }));
    expect(screen.queryByLabelText('Texto não salvo (somente leitura)')).toBeNull();

    // The next save is made on the version just loaded, and goes through.
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Meu título, agora sim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Meu título, agora sim'),
    );
    const second = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')[1];
    expect(JSON.parse(String(second?.[1]?.body)).version).toBe(currentVersion);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a new voyage saved before it is written', () => {
  it('says what is missing beside each field, focuses the first, and sends nothing', async () => {
    const messages = adminVoyagesUi.validation;
    renderInRouter(<VoyageEditor voyage={null} />);
    const title = screen.getByLabelText('Título') as HTMLInputElement;
    const paragraph = screen.getByLabelText(adminVoyagesUi.paragraphs.label(0));
    fireEvent.click(screen.getByRole('button', { name: adminVoyagesUi.save }));

    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(title);
    const describedBy = (element: Element) =>
      String(element.getAttribute('aria-describedby'))
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    expect(describedBy(title)).toContain(messages.titleRequired);
    expect(describedBy(paragraph)).toContain(messages.paragraphEmpty);
    expect(fetchMock).not.toHaveBeenCalled();

    // A message goes when its own field changes; the others stay.
    fireEvent.change(title, { target: { value: 'Manhã no Encontro das Águas' } });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBeNull());
    expect(paragraph.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('an address below /admin/viagens that names no voyage', () => {
  it('says the voyage was not found, without asking the server', () => {
    renderInRouter(<AdminVoyageEditorPage params={{ id: 'abc' }} />);
    expect(screen.getByRole('alert').textContent).toContain(adminVoyagesUi.notFound);
    expect(screen.getByRole('link', { name: adminVoyagesUi.back }).getAttribute('href')).toBe(
      '/admin/viagens',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('leaving the editor with unsaved words', () => {
  it('asks first, whichever way out (here the back button), and leaves only when told to', async () => {
    const router = renderInRouter(
      [
        { path: '/admin/viagens', element: <p>Lista das viagens</p> },
        { path: '/admin/viagens/nova', element: <VoyageEditor voyage={null} /> },
      ],
      { initialEntries: ['/admin/viagens', '/admin/viagens/nova'], initialIndex: 1 },
    );
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Rascunho sem salvar' } });

    await act(() => router.navigate(-1));
    const dialog = await screen.findByRole('alertdialog', { name: adminVoyagesUi.leaveTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: adminVoyagesUi.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/admin/viagens/nova');
    expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe('Rascunho sem salvar');

    await act(() => router.navigate(-1));
    const again = await screen.findByRole('alertdialog', { name: adminVoyagesUi.leaveTitle });
    fireEvent.click(within(again).getByRole('button', { name: adminVoyagesUi.leave }));
    await screen.findByText('Lista das viagens');
    expect(router.state.location.pathname).toBe('/admin/viagens');
  });
});
