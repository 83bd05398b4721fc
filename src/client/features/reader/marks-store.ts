/**
 * The device's copies of notes and bookmarks and the outbox, in localStorage
 * (docs/architecture/reader.md), filed under the signed-in traveller (docs/architecture/pwa.md):
 * `annotations:<userId>:<voyageId>` and `bookmarks:<userId>:<voyageId>` (SPEC's Bookmark shape);
 * the changes still to send wait in the one outbox in IndexedDB (features/offline/outbox-store.ts,
 * docs/architecture/pwa.md), each carrying its traveller's id. Reads and writes here see the current
 * traveller's only; another traveller's entries wait, untouched, for their next session. Screens
 * subscribe to changes, from this tab or another.
 */
import { type QueuedChange, readTravellerOutbox } from '#client/features/offline/outbox-store.ts';
import { currentTravellerId } from '#client/lib/current-traveller.ts';
import { READER_NOTE_COLORS, STORAGE_KEYS } from '#shared/constants.ts';
import { type Annotation, type Bookmark, DEFAULT_NOTE_COLOR, type OutboxOp } from './marks-outbox.ts';
import { readJson, voyageKey, writeJson } from './stored-json.ts';

/** `<prefix>:<userId>:<voyageId>`, or null with nobody signed in (nothing to read or keep). */
function travellerVoyageKey(prefix: string, voyageId: string): string | null {
  const userId = currentTravellerId();
  return userId ? voyageKey(prefix, `${userId}:${voyageId}`) : null;
}

export interface VoyageAnnotations {
  /** The voyage's title, for lists made from the device alone (offline). */
  title: string;
  items: Annotation[];
}

const isAnnotation = (value: unknown): value is Annotation => {
  const item = value as Partial<Annotation> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    Number.isInteger(item.paragraphIndex) &&
    typeof item.note === 'string'
  );
};

const isVoyageAnnotations = (value: unknown): value is VoyageAnnotations =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VoyageAnnotations).title === 'string' &&
  Array.isArray((value as VoyageAnnotations).items);

const isBookmark = (value: unknown): value is Bookmark => {
  const item = value as Partial<Bookmark> | null;
  return typeof item === 'object' && item !== null && Number.isInteger(item.paragraph);
};

const isList = (value: unknown): value is unknown[] => Array.isArray(value);

const EMPTY_ANNOTATIONS: VoyageAnnotations = { title: '', items: [] };

export function readAnnotations(voyageId: string): VoyageAnnotations {
  const key = travellerVoyageKey(STORAGE_KEYS.annotations, voyageId);
  const stored = key ? readJson(key, isVoyageAnnotations, EMPTY_ANNOTATIONS) : EMPTY_ANNOTATIONS;
  return {
    title: stored.title,
    items: stored.items.filter(isAnnotation).map((item) => ({
      ...item,
      color: READER_NOTE_COLORS.includes(item.color) ? item.color : DEFAULT_NOTE_COLOR,
      text: typeof item.text === 'string' ? item.text : '',
      createdAt: typeof item.createdAt === 'string' ? item.createdAt : '',
      updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : '',
    })),
  };
}

export function writeAnnotations(voyageId: string, annotations: VoyageAnnotations) {
  const key = travellerVoyageKey(STORAGE_KEYS.annotations, voyageId);
  if (key) writeJson(key, annotations);
}

export function readBookmarks(voyageId: string): Bookmark[] {
  const key = travellerVoyageKey(STORAGE_KEYS.bookmarks, voyageId);
  return (key ? readJson(key, isList, []) : []).filter(isBookmark).map((bookmark) => ({
    title: typeof bookmark.title === 'string' ? bookmark.title : '',
    paragraph: bookmark.paragraph,
    date: typeof bookmark.date === 'string' ? bookmark.date : '',
  }));
}

export function writeBookmarks(voyageId: string, bookmarks: Bookmark[]) {
  const key = travellerVoyageKey(STORAGE_KEYS.bookmarks, voyageId);
  if (key) writeJson(key, bookmarks);
}

/** The signed-in traveller's queued changes, in order (the one outbox, in IndexedDB). */
export async function readOutbox(): Promise<OutboxOp[]> {
  const userId = currentTravellerId();
  if (!userId || typeof indexedDB === 'undefined') return [];
  return (await readTravellerOutbox<QueuedChange, OutboxOp>(userId)).marks;
}

/** The voyages with notes kept on this device (for the notes page when the server is out of reach). */
export function voyagesWithLocalNotes(): string[] {
  const userId = currentTravellerId();
  if (!userId) return [];
  const prefix = `${STORAGE_KEYS.annotations}:${userId}:`;
  const ids: string[] = [];
  try {
    const store = globalThis.localStorage;
    for (let index = 0; index < (store?.length ?? 0); index += 1) {
      const key = store?.key(index);
      if (key?.startsWith(prefix)) ids.push(key.slice(prefix.length));
    }
  } catch {
    // Storage disabled: nothing kept.
  }
  return ids;
}

let lastSeq = 0;
/** Increasing numbers for outbox entries, unique across reloads. */
export function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now());
  return lastSeq;
}

// Change notifications: every write above goes through emitChange.

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;

export function emitChange() {
  version += 1;
  for (const listener of listeners) listener();
}

export function changeVersion(): number {
  return version;
}

let listeningToOtherTabs = false;

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!listeningToOtherTabs && typeof window !== 'undefined') {
    listeningToOtherTabs = true;
    window.addEventListener('storage', (event) => {
      const key = event.key ?? '';
      if (
        key === '' ||
        key.startsWith(`${STORAGE_KEYS.annotations}:`) ||
        key.startsWith(`${STORAGE_KEYS.bookmarks}:`)
      ) {
        emitChange();
      }
    });
  }
  return () => {
    listeners.delete(listener);
  };
}
