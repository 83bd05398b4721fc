import { useQuery, useQueryClient } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import Search from 'lucide-react/icons/search';
import { useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { Alert } from '#client/components/ui/alert.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { notifyInfo } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import type { ReaderBookmark, ReaderNote } from '#shared/schemas/reader-answers.ts';
import { fetchBookmarks, fetchNotes } from './api/reader-marks-api.ts';
import {
  applyPendingNotes,
  type Bookmark as LocalBookmark,
  mergeBookmarks,
  type NoteView,
  type OutboxOp,
  pendingFor,
} from './marks-outbox.ts';
import {
  changeVersion,
  readAnnotations,
  readOutbox,
  subscribe,
  voyagesWithLocalNotes,
} from './marks-store.ts';
import { deleteNote, flushOutbox, saveNote } from './marks-sync.ts';
import { BookmarkLinks, NoteCard } from './note-card.tsx';
import { NoteEditor, type NoteEditorTarget } from './note-editor.tsx';
import { groupNotesByVoyage, notesToMarkdown, searchNotes } from './notes-export.ts';

export function meta() {
  return [{ title: `${readerUi.notesPage.title} | ${pt.brand.name}` }];
}

const texts = readerUi.notesPage;
const notesQueryKey = ['reader-notes', 'all'] as const;

/** Every note and bookmark as the server has them, after this device's changes have gone first. */
async function fetchNotesAndBookmarks({ signal }: { signal: AbortSignal }) {
  await flushOutbox();
  const [notes, bookmarks] = await Promise.all([
    fetchNotes(undefined, signal),
    fetchBookmarks(undefined, signal),
  ]);
  return { notes, bookmarks };
}

/** The notes kept on this device, for when the server cannot be reached. */
function localNoteViews(outbox: readonly OutboxOp[]): NoteView[] {
  const pending = new Set(outbox.map((op) => ('id' in op ? op.id : '')));
  return voyagesWithLocalNotes().flatMap((voyageId) => {
    const stored = readAnnotations(voyageId);
    return stored.items.map((item) => ({
      id: item.id,
      voyageId,
      voyageTitle: stored.title,
      paragraphIndex: item.paragraphIndex,
      note: item.note,
      color: item.color,
      excerpt: item.text,
      updatedAt: item.updatedAt,
      pending: pending.has(item.id),
    }));
  });
}

function downloadMarkdown(markdown: string) {
  const url = URL.createObjectURL(new Blob([markdown], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = texts.exportFileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The search over the notes: their text, the paragraph they sit on and their voyage's title. */
function NotesSearch({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  const searchId = useId();
  return (
    <div className="relative max-w-xl">
      <label htmlFor={searchId} className="mb-1.5 block font-semibold text-stone-800">
        {texts.search}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute bottom-3.5 left-4 size-5 text-stone-500"
      />
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => onChange(event.target.value)}
        placeholder={texts.searchPlaceholder}
        className="min-h-12 w-full rounded-full border-2 border-stone-300 bg-white py-2.5 pr-4 pl-12 text-base placeholder:text-stone-500 focus:border-rio-600 focus:outline-none"
      />
    </div>
  );
}

/**
 * The changes still queued on this device (the outbox is read asynchronously, from IndexedDB):
 * undefined until first read, then re-read whenever the device's copies change.
 */
function useQueuedChanges(version: number): OutboxOp[] | undefined {
  const [outbox, setOutbox] = useState<OutboxOp[]>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read whenever the device's copies change.
  useEffect(() => {
    let current = true;
    void readOutbox().then((queued) => {
      if (current) setOutbox(queued);
    });
    return () => {
      current = false;
    };
  }, [version]);
  return outbox;
}

/** /user/notes: every note grouped by voyage, search, jump back to the paragraph, edit, delete, export. */
export default function NotesPage() {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [editor, setEditor] = useState<(NoteEditorTarget & { voyageId: string; voyageTitle: string }) | null>(
    null,
  );
  const [confirmingDelete, setConfirmingDelete] = useState<string | null>(null);
  const version = useSyncExternalStore(subscribe, changeVersion, () => 0);
  const outbox = useQueuedChanges(version);

  const server = useQuery({
    queryKey: notesQueryKey,
    queryFn: fetchNotesAndBookmarks,
    staleTime: 0,
    retry: 1,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the offline list is re-read on device changes too.
  const notes = useMemo<NoteView[]>(() => {
    if (!outbox) return [];
    if (server.data) return applyPendingNotes(server.data.notes, outbox);
    if (server.isError) return localNoteViews(outbox);
    return [];
  }, [server.data, server.isError, outbox, version]);

  const bookmarksByVoyage = useMemo(() => {
    const byVoyage = new Map<string, { title: string; bookmarks: LocalBookmark[] }>();
    const serverBookmarks = server.data?.bookmarks ?? [];
    const grouped = new Map<string, ReaderBookmark[]>();
    for (const bookmark of serverBookmarks) {
      grouped.set(bookmark.voyage_id, [...(grouped.get(bookmark.voyage_id) ?? []), bookmark]);
    }
    for (const [voyageId, list] of grouped) {
      byVoyage.set(voyageId, {
        title: list[0]?.voyage_title ?? '',
        bookmarks: mergeBookmarks(list, pendingFor(outbox ?? [], voyageId)),
      });
    }
    return byVoyage;
  }, [server.data, outbox]);

  const filtered = useMemo(() => searchNotes(notes, query), [notes, query]);
  const groups = useMemo(() => {
    const noteGroups = groupNotesByVoyage(filtered);
    if (query.trim()) return noteGroups;
    // Voyages with bookmarks but no notes are listed too.
    const known = new Set(noteGroups.map((group) => group.voyageId));
    const extra = [...bookmarksByVoyage]
      .filter(([voyageId, entry]) => !known.has(voyageId) && entry.bookmarks.length > 0)
      .map(([voyageId, entry]) => ({ voyageId, voyageTitle: entry.title, notes: [] as NoteView[] }));
    return [...noteGroups, ...extra].sort((a, b) => a.voyageTitle.localeCompare(b.voyageTitle, 'pt-BR'));
  }, [filtered, query, bookmarksByVoyage]);

  /**
   * A change made here shows in the server's list at once (TanStack Query's optimistic update): once
   * the outbox has sent it, the list must not fall back to the older answer until the next one comes.
   */
  const showThenRefresh = async (change: (notes: ReaderNote[]) => ReaderNote[]) => {
    await queryClient.cancelQueries({ queryKey: notesQueryKey });
    queryClient.setQueryData<Awaited<ReturnType<typeof fetchNotesAndBookmarks>>>(
      notesQueryKey,
      (data) => data && { ...data, notes: change(data.notes) },
    );
    await flushOutbox();
    await queryClient.invalidateQueries({ queryKey: notesQueryKey });
  };

  const removeNote = (voyageId: string, id: string) => {
    deleteNote(voyageId, id);
    setConfirmingDelete(null);
    notifyInfo(readerUi.notes.deleted);
    void showThenRefresh((notes) => notes.filter((note) => note.id !== id));
  };

  const hasAnything = notes.length > 0 || bookmarksByVoyage.size > 0;

  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl text-rio-950 sm:text-4xl">{texts.title}</h1>
          <p className="mt-2 text-lg text-stone-700">{texts.lead}</p>
        </div>
        <button
          type="button"
          className={buttonStyles.outline}
          disabled={notes.length === 0}
          onClick={() => downloadMarkdown(notesToMarkdown(groupNotesByVoyage(notes), new Date()))}
        >
          <Download aria-hidden="true" className="size-5" />
          {texts.export}
        </button>
      </div>

      {server.isError && <Alert tone="info">{texts.loadFailure}</Alert>}

      <NotesSearch query={query} onChange={setQuery} />

      {server.isPending || !outbox ? (
        <div className="grid gap-4" role="status" aria-busy="true">
          <span className="sr-only">{pt.generic.loading}</span>
          <div className="h-32 animate-pulse rounded-2xl bg-stone-200" />
          <div className="h-32 animate-pulse rounded-2xl bg-stone-200" />
        </div>
      ) : !hasAnything ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          {texts.empty}
        </p>
      ) : groups.length === 0 ? (
        <p role="status" className="text-stone-700">
          {texts.noResults}
        </p>
      ) : (
        <div className="grid gap-10">
          {groups.map((group) => {
            const headingId = `viagem-${group.voyageId}`;
            const bookmarks = bookmarksByVoyage.get(group.voyageId)?.bookmarks ?? [];
            return (
              <section key={group.voyageId} aria-labelledby={headingId} className="grid gap-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-stone-200 pb-2">
                  <h2 id={headingId} className="font-display text-2xl text-rio-900">
                    {group.voyageTitle}
                  </h2>
                  {group.notes.length > 0 && (
                    <span className="text-stone-700">{texts.count(group.notes.length)}</span>
                  )}
                </div>
                {bookmarks.length > 0 && !query.trim() && (
                  <BookmarkLinks voyageId={group.voyageId} bookmarks={bookmarks} />
                )}
                <ul className="grid gap-4">
                  {group.notes.map((note) => (
                    <li key={note.id}>
                      <NoteCard
                        note={note}
                        confirmingDelete={confirmingDelete === note.id}
                        onAskDelete={() => setConfirmingDelete(note.id)}
                        onCancelDelete={() => setConfirmingDelete(null)}
                        onDelete={() => removeNote(note.voyageId, note.id)}
                        onEdit={() =>
                          setEditor({
                            voyageId: note.voyageId,
                            voyageTitle: note.voyageTitle,
                            paragraphIndex: note.paragraphIndex,
                            paragraphText: note.excerpt,
                            noteId: note.id,
                            initialText: note.note,
                            initialColor: note.color,
                          })
                        }
                      />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}

      <NoteEditor
        target={editor}
        onClose={() => setEditor(null)}
        onSave={(target, text, color) => {
          if (!editor) return;
          const id = saveNote({
            voyageId: editor.voyageId,
            voyageTitle: editor.voyageTitle,
            paragraphIndex: target.paragraphIndex,
            paragraphText: target.paragraphText,
            note: text,
            // A note this device does not keep sends its colour only when it was changed here.
            color: color === target.initialColor ? undefined : color,
            id: target.noteId,
          });
          setEditor(null);
          notifyInfo(readerUi.notes.saved);
          const updatedAt = new Date().toISOString();
          void showThenRefresh((notes) =>
            notes.map((note) =>
              note.id === id ? { ...note, note: text.trim(), color, updated_at: updatedAt } : note,
            ),
          );
        }}
        onDelete={(target) => {
          if (editor && target.noteId) removeNote(editor.voyageId, target.noteId);
          setEditor(null);
        }}
      />
    </div>
  );
}
