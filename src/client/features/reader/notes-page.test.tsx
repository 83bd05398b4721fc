/**
 * /user/notes (SPEC §2.5): a note edited or deleted here stays as the traveller left it while the
 * change is sent and the list is fetched again — never the server's older answer in between.
 */
import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOutboxDb } from '#client/features/offline/outbox-store.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import type { ReaderNote } from '#shared/schemas/reader-answers.ts';
import { requestJson } from '#tests/request-body.ts';
import { readOutbox } from './marks-store.ts';
import { flushOutbox } from './marks-sync.ts';
import NotesPage from './notes-page.tsx';

const texts = readerUi.notesPage;

const storedNote: ReaderNote = {
  id: '00000000-0000-4000-8000-000000000001',
  voyage_id: '3',
  voyage_slug: 'encontro-das-aguas',
  voyage_title: 'O Encontro das Águas',
  paragraph_index: 0,
  excerpt: 'O barco parte cedo.',
  note: 'Anotado no celular.',
  color: 'yellow',
  created_at: '2026-05-01T10:00:00.000Z',
  updated_at: '2026-05-01T10:00:00.000Z',
  deleted: false,
};

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** The server: its notes, and the list requests after the first held until `answerLists()`. */
let serverNotes: ReaderNote[] = [];
let listRequests = 0;
let answerLists: () => void;

async function serve(input: string, init: RequestInit = {}): Promise<Response> {
  const url = String(input);
  if (url.endsWith('/reader/changes')) {
    const { changes } = (await requestJson(init)) as {
      changes: { type: string; id: string; note?: string }[];
    };
    const touched = changes.map((change) => {
      const known = serverNotes.find((note) => note.id === change.id) ?? storedNote;
      return change.type === 'note_deleted'
        ? { ...known, note: '', deleted: true }
        : { ...known, note: change.note ?? known.note, updated_at: new Date().toISOString() };
    });
    serverNotes = serverNotes.map((note) => touched.find((changed) => changed.id === note.id) ?? note);
    return json({ success: true, data: { notes: touched, progress: [], refused: [] } });
  }
  if (url.includes('/reader/notes')) {
    listRequests += 1;
    if (listRequests > 1) await new Promise<void>((resolve) => (answerLists = resolve));
    return json({ success: true, data: serverNotes.filter((note) => !note.deleted) });
  }
  return json({ success: true, data: [] });
}

function renderNotesPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NotesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Until the change has been sent, the outbox is empty and the list has been asked for again. */
async function untilSentAndRefetching() {
  await waitFor(async () => {
    expect(listRequests).toBe(2);
    expect(await readOutbox()).toEqual([]);
  });
  await waitFor(() => expect(screen.queryByText(texts.pending)).toBeNull());
}

beforeEach(() => {
  closeOutboxDb();
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  localStorage.setItem('token', 'token-de-7');
  localStorage.setItem('user', JSON.stringify({ id: '7', name: 'Viajante 7' }));
  serverNotes = [storedNote];
  listRequests = 0;
  answerLists = () => {};
  vi.stubGlobal('fetch', vi.fn(serve));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  answerLists();
  await flushOutbox();
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(console.warn).mockRestore();
});

describe('/user/notes while a change is sent', () => {
  it('keeps an edited note’s new text until the list comes again', async () => {
    renderNotesPage();
    const group = await screen.findByRole('region', { name: 'O Encontro das Águas' });
    await within(group).findByText('Anotado no celular.');

    fireEvent.click(within(group).getByRole('button', { name: /Editar nota/ }));
    const editor = await screen.findByRole('dialog', { name: readerUi.notes.editorEdit });
    fireEvent.change(within(editor).getByLabelText(readerUi.notes.fieldLabel), {
      target: { value: 'Anotado no notebook.' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: readerUi.notes.save }));

    await untilSentAndRefetching();
    expect(within(group).getByText('Anotado no notebook.')).toBeDefined();
    expect(within(group).queryByText('Anotado no celular.')).toBeNull();

    answerLists();
    await waitFor(() => expect(screen.queryByRole('status', { busy: true })).toBeNull());
    expect(within(group).getByText('Anotado no notebook.')).toBeDefined();
  });

  it('keeps a deleted note away until the list comes again', async () => {
    renderNotesPage();
    const group = await screen.findByRole('region', { name: 'O Encontro das Águas' });
    await within(group).findByText('Anotado no celular.');

    fireEvent.click(within(group).getByRole('button', { name: /Excluir nota/ }));
    fireEvent.click(await within(group).findByRole('button', { name: /Excluir nota/ }));

    await untilSentAndRefetching();
    expect(screen.queryByText('Anotado no celular.')).toBeNull();
    answerLists();
    await screen.findByText(texts.empty);
  });
});
