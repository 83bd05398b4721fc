/**
 * Notes and bookmarks on the device, and the outbox of changes still to send
 * (docs/architecture/reader.md). Pure functions: the store and the sync
 * loop (marks-store.ts, marks-sync.ts) apply them to storage.
 */
import { READER_CHANGES_PER_BATCH, type ReaderNoteColor } from '#shared/constants.ts';
import type { ReaderChangeInput } from '#shared/schemas/reader.ts';
import type { ReaderBookmark, ReaderNote } from '#shared/schemas/reader-answers.ts';

/** A note's colour until the traveller picks one. */
export const DEFAULT_NOTE_COLOR: ReaderNoteColor = 'yellow';

/** SPEC §3 Annotation (id, text, paragraphIndex, note), with the times sync needs. */
export interface Annotation {
  id: string;
  paragraphIndex: number;
  note: string;
  color: ReaderNoteColor;
  /** The start of the paragraph, shown where the paragraph is not at hand (notes page). */
  text: string;
  createdAt: string;
  updatedAt: string;
}

/** When each of a note's fields was last edited on this device (docs/decisions/160). */
export interface NoteFieldTimes {
  note?: string;
  color?: string;
}

/** SPEC §3 Bookmark (local storage): title, paragraph, date. */
export interface Bookmark {
  title: string;
  paragraph: number;
  date: string;
}

/** `userId`: whose change it is; only that traveller's session sends it (docs/architecture/pwa.md). */
export type OutboxOp = { seq: number; userId: string } & (
  | {
      kind: 'note.put';
      id: string;
      voyageId: string;
      voyageTitle: string;
      paragraphIndex: number;
      note: string;
      color: ReaderNoteColor;
      text: string;
      createdAt: string;
      updatedAt: string;
      /** The fields edited here and not sent yet, with the time of their last edit. */
      edited: NoteFieldTimes;
    }
  | { kind: 'note.delete'; id: string; voyageId: string; at: string }
  | { kind: 'bookmark.put'; voyageId: string; paragraph: number; title: string; date: string }
  | { kind: 'bookmark.delete'; voyageId: string; paragraph: number; at: string }
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

/**
 * Queues a change in place of the earlier one for the same thing; a note's edits add up, so a text
 * edited here and a colour edited later both go, each with its own time.
 */
export function enqueue(outbox: readonly OutboxOp[], op: OutboxOp): OutboxOp[] {
  const key = opKey(op);
  const earlier = outbox.find((queued) => opKey(queued) === key);
  const merged =
    op.kind === 'note.put' && earlier?.kind === 'note.put'
      ? { ...op, edited: { ...earlier.edited, ...op.edited } }
      : op;
  return [...outbox.filter((queued) => queued !== earlier), merged];
}

/** The next request of the outbox: its oldest changes, up to READER_CHANGES_PER_BATCH. */
export function nextBatch(outbox: readonly OutboxOp[]): OutboxOp[] {
  return outbox.slice(0, READER_CHANGES_PER_BATCH);
}

/**
 * A queued change as the server takes it (docs/decisions/160). Entries queued by an earlier
 * version carry no field times nor deletion time: their text counts as edited when saved, a
 * deletion as made now.
 */
export function toChange(op: OutboxOp): ReaderChangeInput {
  const now = new Date().toISOString();
  switch (op.kind) {
    case 'note.put': {
      const edited: NoteFieldTimes = op.edited ?? { note: op.updatedAt };
      return {
        type: 'note',
        id: op.id,
        voyage_id: op.voyageId,
        paragraph_index: op.paragraphIndex,
        ...(edited.note && { note: op.note }),
        ...(edited.color && { color: op.color }),
        at: edited,
      };
    }
    case 'note.delete':
      return { type: 'note_deleted', id: op.id, at: op.at ?? now };
    case 'bookmark.put':
      return {
        type: 'bookmark',
        voyage_id: op.voyageId,
        paragraph_index: op.paragraph,
        on: true,
        title: op.title,
        at: op.date || now,
      };
    case 'bookmark.delete':
      return {
        type: 'bookmark',
        voyage_id: op.voyageId,
        paragraph_index: op.paragraph,
        on: false,
        title: '',
        at: op.at ?? now,
      };
  }
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
    color: note.color,
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
      color: op.color ?? DEFAULT_NOTE_COLOR,
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
  color: ReaderNoteColor;
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
      color: note.color,
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
        color: op.color ?? known?.color ?? DEFAULT_NOTE_COLOR,
        excerpt: known?.excerpt || op.text,
        updatedAt: op.updatedAt,
        pending: true,
      });
    }
  }
  return [...views.values()];
}
