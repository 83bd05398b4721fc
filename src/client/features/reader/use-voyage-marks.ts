import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { Annotation, Bookmark } from './marks-outbox.ts';
import { changeVersion, readAnnotations, readBookmarks, subscribe } from './marks-store.ts';
import { pullVoyage } from './marks-sync.ts';

export interface VoyageMarks {
  notes: Annotation[];
  /** Notes by paragraph index. */
  notesByParagraph: Map<number, Annotation[]>;
  bookmarks: Bookmark[];
  bookmarkedParagraphs: Set<number>;
}

function readMarks(voyageId: string): VoyageMarks {
  const notes = readAnnotations(voyageId).items;
  const notesByParagraph = new Map<number, Annotation[]>();
  for (const note of notes) {
    notesByParagraph.set(note.paragraphIndex, [...(notesByParagraph.get(note.paragraphIndex) ?? []), note]);
  }
  const bookmarks = readBookmarks(voyageId);
  return {
    notes,
    notesByParagraph,
    bookmarks,
    bookmarkedParagraphs: new Set(bookmarks.map((bookmark) => bookmark.paragraph)),
  };
}

const EMPTY: VoyageMarks = {
  notes: [],
  notesByParagraph: new Map(),
  bookmarks: [],
  bookmarkedParagraphs: new Set(),
};

/** A voyage's notes and bookmarks as the device holds them, re-read when they change. */
export function useVoyageMarks(voyageId: string | undefined): VoyageMarks {
  const cache = useRef<{ key: string; version: number; marks: VoyageMarks } | null>(null);
  const getSnapshot = useCallback(() => {
    if (!voyageId) return EMPTY;
    const version = changeVersion();
    if (cache.current?.key === voyageId && cache.current.version === version) return cache.current.marks;
    const marks = readMarks(voyageId);
    cache.current = { key: voyageId, version, marks };
    return marks;
  }, [voyageId]);
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
}

/** The reading screen's marks: the device's copies now, the server's once downloaded. */
export function useReaderMarks(voyageId: string, voyageTitle: string): VoyageMarks {
  const marks = useVoyageMarks(voyageId);
  useEffect(() => {
    void pullVoyage(voyageId, voyageTitle);
  }, [voyageId, voyageTitle]);
  return marks;
}
