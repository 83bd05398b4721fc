import { useCallback, useState } from 'react';
import type { ReaderNoteColor } from '#shared/constants.ts';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { type Annotation, DEFAULT_NOTE_COLOR } from './marks-outbox.ts';
import { deleteNote, saveNote, toggleBookmark } from './marks-sync.ts';
import type { NoteEditorTarget } from './note-editor.tsx';

interface Options {
  voyageId: string;
  voyageTitle: string;
  paragraphs: readonly string[];
  currentIndex: number;
  notesByParagraph: ReadonlyMap<number, Annotation[]>;
  stopAutoScroll: () => void;
}

/**
 * Notes and bookmarks on a paragraph: the note editor's target, and what a change says to screen
 * readers (no toast covers the text while reading).
 */
export function useMarkEditing({
  voyageId,
  voyageTitle,
  paragraphs,
  currentIndex,
  notesByParagraph,
  stopAutoScroll,
}: Options) {
  // Changes the page shows by itself (a bookmark, a note) are also said to screen readers.
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => {
    setAnnouncement('');
    requestAnimationFrame(() => setAnnouncement(text));
  }, []);

  const [editor, setEditor] = useState<NoteEditorTarget | null>(null);
  const openNote = useCallback(
    (index: number, note?: Annotation) => {
      stopAutoScroll();
      setEditor({
        paragraphIndex: index,
        paragraphText: paragraphs[index] ?? '',
        noteId: note?.id,
        initialText: note?.note ?? '',
        initialColor: note?.color ?? DEFAULT_NOTE_COLOR,
      });
    },
    [paragraphs, stopAutoScroll],
  );
  const noteOnCurrent = useCallback(
    () => openNote(currentIndex, notesByParagraph.get(currentIndex)?.[0]),
    [openNote, currentIndex, notesByParagraph],
  );
  const bookmarkCurrent = useCallback(() => {
    const on = toggleBookmark(voyageId, currentIndex, paragraphs[currentIndex] ?? '');
    announce(on ? readerUi.controls.bookmarkAdded : readerUi.controls.bookmarkRemoved);
  }, [voyageId, currentIndex, paragraphs, announce]);

  const closeEditor = useCallback(() => setEditor(null), []);
  const saveEditedNote = useCallback(
    (target: NoteEditorTarget, text: string, color: ReaderNoteColor) => {
      saveNote({
        voyageId,
        voyageTitle,
        paragraphIndex: target.paragraphIndex,
        paragraphText: target.paragraphText,
        note: text,
        color,
        id: target.noteId,
      });
      setEditor(null);
      announce(readerUi.notes.saved);
    },
    [voyageId, voyageTitle, announce],
  );
  const deleteEditedNote = useCallback(
    (target: NoteEditorTarget) => {
      if (target.noteId) deleteNote(voyageId, target.noteId);
      setEditor(null);
      announce(readerUi.notes.deleted);
    },
    [voyageId, announce],
  );

  return {
    announcement,
    editor,
    openNote,
    noteOnCurrent,
    bookmarkCurrent,
    closeEditor,
    saveEditedNote,
    deleteEditedNote,
  };
}
