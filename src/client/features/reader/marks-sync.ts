/**
 * Notes and bookmarks: written on the device first, then sent through a small outbox, after each
 * change and, on any page, when the app starts or the signal returns (features/offline/
 * outbox-replay.ts; docs/architecture/reader.md, docs/architecture/pwa.md). Failures never bother the reader: what could not be
 * sent waits in the outbox; what the server refuses for good is dropped. Each change is filed under
 * the traveller who made it, and only their session sends it.
 */

import { requestBackgroundSync } from '#client/features/offline/outbox-replay.ts';
import {
  queueWrittenAhead,
  readTravellerOutbox,
  updateTravellerOutbox,
  whileSendingOutbox,
  writeAhead,
} from '#client/features/offline/outbox-store.ts';
import {
  noteProgressAnswer,
  type ProgressEntry,
  queuedProgress,
  withoutSent,
} from '#client/features/offline/progress-outbox.ts';
import { currentTravellerId } from '#client/lib/current-traveller.ts';
import { deviceId } from '#client/lib/device-id.ts';
import { isWorthSendingLater } from '#client/lib/retry.ts';
import { READER_CHANGES_PER_BATCH, type ReaderNoteColor } from '#shared/constants.ts';
import { truncateText } from '#shared/format/truncate-text.ts';
import type { ReaderChangeInput } from '#shared/schemas/reader.ts';
import type { ReaderChangesResult, ReaderNote } from '#shared/schemas/reader-answers.ts';
import { fetchBookmarks, fetchNotes, sendChanges } from './api/reader-marks-api.ts';
import {
  annotationFromServer,
  type Bookmark,
  DEFAULT_NOTE_COLOR,
  enqueue,
  mergeBookmarks,
  mergeNotes,
  type NewOutboxOp,
  type NoteFieldTimes,
  nextBatch,
  type OutboxOp,
  opKey,
  pendingFor,
  settle,
  toChange,
} from './marks-outbox.ts';
import {
  emitChange,
  nextSeq,
  readAnnotations,
  readBookmarks,
  readOutbox,
  writeAnnotations,
  writeBookmarks,
} from './marks-store.ts';

/** How much of the paragraph a note or a bookmark keeps as its text or title. */
export const MARK_EXCERPT_CHARS = 80;

/** The writes to the outbox, in the order the changes were made; a send waits for them. */
let queuing: Promise<void> = Promise.resolve();

/** Resolves once every change made so far on this page is in the outbox. */
export function whenQueued(): Promise<void> {
  return queuing;
}

/** Counts the changes made on this page, so a download can tell it was overtaken by one. */
let changesMade = 0;

function queue(op: NewOutboxOp) {
  changesMade += 1;
  const userId = currentTravellerId();
  // Without a session there is nobody to send it as; the reader is behind sign-in anyway.
  if (!userId) return;
  // Kept at once in local storage until the outbox holds it: a tab closed meanwhile loses nothing.
  const ahead = writeAhead('marks', { ...op, seq: nextSeq(), userId } as OutboxOp);
  queuing = queuing
    .then(() => queueWrittenAhead(ahead, enqueue))
    .catch((error: unknown) => console.warn('reader sync: could not queue a change', error))
    .then(() => {
      emitChange();
      // Page open or not, the change goes when the signal returns (docs/architecture/pwa.md).
      if (!navigator.onLine) void requestBackgroundSync();
    });
}

function newId(): string {
  return globalThis.crypto.randomUUID();
}

// Changes made on this device.

export interface NoteDraft {
  voyageId: string;
  voyageTitle: string;
  paragraphIndex: number;
  paragraphText: string;
  note: string;
  /** Unchanged when absent. */
  color?: ReaderNoteColor;
  /** Absent for a new note. */
  id?: string;
}

/**
 * Saves a note (new or edited) on the device, queues the fields that changed and tries to send
 * them. Answers its id.
 */
export function saveNote(draft: NoteDraft): string {
  const now = new Date().toISOString();
  const stored = readAnnotations(draft.voyageId);
  const existing = draft.id ? stored.items.find((item) => item.id === draft.id) : undefined;
  const id = existing?.id ?? draft.id ?? newId();
  const annotation = {
    id,
    paragraphIndex: draft.paragraphIndex,
    note: draft.note.trim(),
    color: draft.color ?? existing?.color ?? DEFAULT_NOTE_COLOR,
    text: truncateText(draft.paragraphText, MARK_EXCERPT_CHARS),
    createdAt: existing?.createdAt || now,
    updatedAt: now,
  };
  // A note known here sends only what changed; a new one (or one edited from the notes page
  // before this device had it) sends its text, and its colour if one was picked.
  const edited: NoteFieldTimes = {
    ...((!existing || existing.note !== annotation.note) && { note: now }),
    ...(((!existing && draft.color) || (existing && existing.color !== annotation.color)) && { color: now }),
  };
  const items = existing
    ? stored.items.map((item) => (item.id === id ? annotation : item))
    : [...stored.items, annotation].sort((a, b) => a.paragraphIndex - b.paragraphIndex);
  writeAnnotations(draft.voyageId, { title: draft.voyageTitle || stored.title, items });
  if (edited.note || edited.color) {
    queue({
      kind: 'note.put',
      voyageId: draft.voyageId,
      voyageTitle: draft.voyageTitle,
      ...annotation,
      edited,
    });
  }
  emitChange();
  void flushOutbox();
  return id;
}

export function deleteNote(voyageId: string, id: string) {
  const stored = readAnnotations(voyageId);
  writeAnnotations(voyageId, { ...stored, items: stored.items.filter((item) => item.id !== id) });
  queue({ kind: 'note.delete', voyageId, id, at: new Date().toISOString() });
  emitChange();
  void flushOutbox();
}

/** Turns the bookmark on a paragraph on or off; answers whether it is on now. */
export function toggleBookmark(voyageId: string, paragraph: number, paragraphText: string): boolean {
  const bookmarks = readBookmarks(voyageId);
  const isOn = bookmarks.some((bookmark) => bookmark.paragraph === paragraph);
  if (isOn) {
    writeBookmarks(
      voyageId,
      bookmarks.filter((bookmark) => bookmark.paragraph !== paragraph),
    );
    queue({ kind: 'bookmark.delete', voyageId, paragraph, at: new Date().toISOString() });
  } else {
    const bookmark: Bookmark = {
      title: truncateText(paragraphText, MARK_EXCERPT_CHARS),
      paragraph,
      date: new Date().toISOString(),
    };
    writeBookmarks(
      voyageId,
      [...bookmarks, bookmark].sort((a, b) => a.paragraph - b.paragraph),
    );
    queue({ kind: 'bookmark.put', voyageId, ...bookmark });
  }
  emitChange();
  void flushOutbox();
  return !isOn;
}

// Sending.

/**
 * The server's notes after a batch, on the device: each as the server merged it (deleted ones
 * removed), unless a newer change of it was queued meanwhile. A change made while the outbox is
 * read is waited for and read too: it is already on the screen, and must stay there.
 */
async function takeServerNotes(sent: readonly OutboxOp[], notes: readonly ReaderNote[]) {
  let changesBefore: number;
  let queued: Set<string>;
  do {
    changesBefore = changesMade;
    await whenQueued();
    queued = new Set((await readOutbox()).map(opKey));
  } while (changesMade !== changesBefore);
  const voyageOf = new Map(sent.map((op) => [opKey(op), op.voyageId]));
  for (const note of notes) {
    const key = `note:${note.id}`;
    const voyageId = voyageOf.get(key);
    if (!voyageId || queued.has(key)) continue;
    const stored = readAnnotations(voyageId);
    const others = stored.items.filter((item) => item.id !== note.id);
    const items = note.deleted
      ? others
      : [
          ...others,
          {
            ...annotationFromServer(note),
            text: stored.items.find((item) => item.id === note.id)?.text || note.excerpt,
          },
        ].sort((a, b) => a.paragraphIndex - b.paragraphIndex);
    writeAnnotations(voyageId, { ...stored, items });
  }
}

let flushing: Promise<void> | undefined;

/**
 * Removes a batch the server answered, progress and marks in one transaction: a page closed
 * half-way never leaves part of a taken batch to be sent again. A change queued meanwhile for the
 * same thing has its own seq and stays.
 */
function settleBatch(userId: string, progress: ProgressEntry[], marks: OutboxOp[]) {
  return updateTravellerOutbox<ProgressEntry, OutboxOp>(userId, (outbox) => ({
    userId,
    progress: withoutSent(outbox.progress, progress),
    marks: marks.reduce(settle, outbox.marks),
  }));
}

/** A queued progress entry as the server takes it. */
function progressChange(entry: ProgressEntry): ReaderChangeInput {
  return {
    type: 'progress',
    voyage_id: entry.voyageId,
    progress: entry.progress,
    is_completed: entry.isCompleted,
  };
}

/**
 * Sends the signed-in traveller's waiting changes — queued progress first, then notes and bookmarks,
 * oldest first — in batches of up to READER_CHANGES_PER_BATCH in one request each
 * (docs/decisions/160); answers false when it stopped on a failure worth retrying later.
 */
async function sendQueued(): Promise<boolean> {
  await queuing;
  const userId = currentTravellerId();
  for (;;) {
    // Another traveller signed in meanwhile: their session sends nothing of this one's.
    if (!userId || currentTravellerId() !== userId) return true;
    const outbox = await readTravellerOutbox<ProgressEntry, OutboxOp>(userId);
    const progress = outbox.progress.slice(0, READER_CHANGES_PER_BATCH);
    const marks = nextBatch(outbox.marks).slice(0, READER_CHANGES_PER_BATCH - progress.length);
    if (progress.length + marks.length === 0) return true;
    let result: ReaderChangesResult | undefined;
    try {
      result = await sendChanges(deviceId(), [...progress.map(progressChange), ...marks.map(toChange)]);
      for (const refused of result.refused) {
        console.warn('reader sync: change refused by the server, dropped', refused.index, refused.message);
      }
    } catch (error) {
      if (isWorthSendingLater(error)) {
        console.warn('reader sync: will retry later', error);
        return false;
      }
      console.warn('reader sync: changes refused by the server, dropped', error);
    }
    await settleBatch(userId, progress, marks);
    for (const entry of progress) {
      noteProgressAnswer(
        entry,
        result?.progress.find((saved) => saved.voyage_id === entry.voyageId),
      );
    }
    await takeServerNotes(marks, result?.notes ?? []);
    emitChange();
  }
}

let flushAgain = false;

/**
 * Sends what the outbox holds, in order, one run at a time here and across tabs and the service
 * worker (whileSendingOutbox). A call during a run (a new change, the connection coming back) asks
 * for one more run after it, which picks up whatever is left.
 */
export function flushOutbox(): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushAgain = false;
  flushing = whileSendingOutbox(sendQueued)
    .catch((error: unknown) => {
      console.warn('reader sync: stopped', error);
      return false;
    })
    .then(async (completed) => {
      const left = (await readOutbox()).length + (await queuedProgress()).length;
      flushing = undefined;
      if (left > 0 && (flushAgain || completed)) return flushOutbox();
    });
  return flushing;
}

/** How often a download overtaken by a change here is asked again before the device's copies stand. */
const DOWNLOADS_PER_PULL = 3;

/**
 * Sends what is queued, then takes the server's notes and bookmarks of a voyage into the device.
 * An answer made before a change of this page may arrive after that change was sent and left the
 * outbox: it would take the change off the screen, so it is dropped and the voyage asked again.
 */
export async function pullVoyage(voyageId: string, voyageTitle: string): Promise<void> {
  try {
    for (let download = 0; download < DOWNLOADS_PER_PULL; download += 1) {
      await flushOutbox();
      const changesBefore = changesMade;
      const [notes, bookmarks] = await Promise.all([fetchNotes(voyageId), fetchBookmarks(voyageId)]);
      await whenQueued();
      const pending = pendingFor(await readOutbox(), voyageId);
      if (changesMade !== changesBefore) continue;
      writeAnnotations(voyageId, { title: voyageTitle, items: mergeNotes(notes, pending) });
      writeBookmarks(voyageId, mergeBookmarks(bookmarks, pending));
      emitChange();
      return;
    }
  } catch (error) {
    // Offline or the server is busy: the device's copies stand.
    console.warn('reader sync: could not download notes and bookmarks', error);
  }
}
