/**
 * Notes and bookmarks on the device, and the outbox of changes still to send
 * (docs/decisions/040-reader-notes-and-bookmarks-sync.md). Pure functions: the store and the sync
 * loop (marks-store.ts, marks-sync.ts) apply them to storage.
 */
import type { ReaderBookmark, ReaderNote } from '#shared/schemas/reader-answers.ts';

/** SPEC §3 Annotation (id, text, paragraphIndex, note), with the times sync needs. */
export interface Annotation {
  id: string;
  paragraphIndex: number;
  note: string;
  /** The start of the paragraph, shown where the paragraph is not at hand (notes page). */
  text: string;
  createdAt: string;
  updatedAt: string;
}

/** SPEC §3 Bookmark (local storage): title, paragraph, date. */
export interface Bookmark {
  title: string;
  paragraph: number;
  date: string;
}

/** `userId`: whose change it is; only that traveller's session sends it (docs/decisions/053). */
export type OutboxOp = { seq: number; userId: string } & (
  | {
      kind: 'note.put';
      id: string;
      voyageId: string;
      voyageTitle: string;
      paragraphIndex: number;
      note: string;
      text: string;
      createdAt: string;
      updatedAt: string;
    }
  | { kind: 'note.delete'; id: string; voyageId: string }
  | { kind: 'bookmark.put'; voyageId: string; paragraph: number; title: string; date: string }
  | { kind: 'bookmark.delete'; voyageId: string; paragraph: number }
);

export type NewOutboxOp = OutboxOp extends infer Op
  ? Op extends OutboxOp
    ? Omit<Op, 'seq' | 'userId'>
    : never
  : never;

/** One entry per thing changed: the latest change of a note or bookmark replaces earlier ones. */
export function opKey(op: NewOutboxOp | OutboxOp): string {
  switch (op.kind) {
    case 'note.put':
    case 'note.delete':
      return `note:${op.id}`;
    case 'bookmark.put':
    case 'bookmark.delete':
      return `bookmark:${op.voyageId}:${op.paragraph}`;
  }
}

export function enqueue(outbox: readonly OutboxOp[], op: OutboxOp): OutboxOp[] {
  const key = opKey(op);
  return [...outbox.filter((queued) => opKey(queued) !== key), op];
}

/** Removes a sent change, unless a newer one for the same thing was queued meanwhile. */
export function settle(outbox: readonly OutboxOp[], sent: OutboxOp): OutboxOp[] {
  return outbox.filter((queued) => !(opKey(queued) === opKey(sent) && queued.seq === sent.seq));
}

export function pendingFor(outbox: readonly OutboxOp[], voyageId: string): OutboxOp[] {
  return outbox.filter((op) => op.voyageId === voyageId);
}

function byParagraphThenDate(a: Annotation, b: Annotation) {
  return a.paragraphIndex - b.paragraphIndex || a.createdAt.localeCompare(b.createdAt);
}

export function annotationFromServer(note: ReaderNote): Annotation {
  return {
    id: note.id,
    paragraphIndex: note.paragraph_index,
    note: note.note,
    text: note.excerpt,
    createdAt: note.created_at,
    updatedAt: note.updated_at,
  };
}

/**
 * A voyage's notes after a download: the server's, except those with a change still queued here
 * (the device's version stands until it is sent). A local note the server does not know and that
 * has nothing queued was deleted on another device.
 */
export function mergeNotes(server: readonly ReaderNote[], pending: readonly OutboxOp[]): Annotation[] {
  const queued = new Map<string, OutboxOp>();
  for (const op of pending) if (op.kind === 'note.put' || op.kind === 'note.delete') queued.set(op.id, op);
  const merged = server.filter((note) => !note.deleted && !queued.has(note.id)).map(annotationFromServer);
  for (const op of queued.values()) {
    if (op.kind !== 'note.put') continue;
    merged.push({
      id: op.id,
      paragraphIndex: op.paragraphIndex,
      note: op.note,
      text: op.text,
      createdAt: op.createdAt,
      updatedAt: op.updatedAt,
    });
  }
  return merged.sort(byParagraphThenDate);
}

/** A voyage's bookmarks after a download, with the queued changes applied on top. */
export function mergeBookmarks(server: readonly ReaderBookmark[], pending: readonly OutboxOp[]): Bookmark[] {
  const byParagraph = new Map<number, Bookmark>();
  for (const bookmark of server) {
    byParagraph.set(bookmark.paragraph_index, {
      title: bookmark.title,
      paragraph: bookmark.paragraph_index,
      date: bookmark.created_at,
    });
  }
  for (const op of pending) {
    if (op.kind === 'bookmark.put')
      byParagraph.set(op.paragraph, { title: op.title, paragraph: op.paragraph, date: op.date });
    if (op.kind === 'bookmark.delete') byParagraph.delete(op.paragraph);
  }
  return [...byParagraph.values()].sort((a, b) => a.paragraph - b.paragraph);
}

/** A note as the notes page lists it. */
export interface NoteView {
  id: string;
  voyageId: string;
  voyageTitle: string;
  paragraphIndex: number;
  note: string;
  excerpt: string;
  updatedAt: string;
  /** Changed on this device and not yet on the server. */
  pending: boolean;
}

/** Every note (all voyages) from the server, with the changes still queued on this device applied. */
export function applyPendingNotes(server: readonly ReaderNote[], outbox: readonly OutboxOp[]): NoteView[] {
  const views = new Map<string, NoteView>();
  for (const note of server) {
    if (note.deleted) continue;
    views.set(note.id, {
      id: note.id,
      voyageId: note.voyage_id,
      voyageTitle: note.voyage_title,
      paragraphIndex: note.paragraph_index,
      note: note.note,
      excerpt: note.excerpt,
      updatedAt: note.updated_at,
      pending: false,
    });
  }
  for (const op of outbox) {
    if (op.kind === 'note.delete') views.delete(op.id);
    if (op.kind === 'note.put') {
      const known = views.get(op.id);
      views.set(op.id, {
        id: op.id,
        voyageId: op.voyageId,
        voyageTitle: known?.voyageTitle ?? op.voyageTitle,
        paragraphIndex: op.paragraphIndex,
        note: op.note,
        excerpt: known?.excerpt || op.text,
        updatedAt: op.updatedAt,
        pending: true,
      });
    }
  }
  return [...views.values()];
}
