/**
 * The one outbox (docs/architecture/pwa.md): every change a traveller made that the server has not
 * taken yet — reading progress and the reader's notes and bookmarks — in IndexedDB, where the
 * service worker reads it too (Background Sync). One record per traveller; each change of it is a
 * read-modify-write in one IndexedDB transaction, so tabs (and the worker) never lose each other's
 * changes. A change is also written at once in local storage (`writeAhead`) until the outbox holds
 * it, so a tab closed in the moment before the transaction commits loses nothing. The rules that
 * fold a change into the queue, pick a batch and settle it stay pure (progress-outbox.ts, the
 * reader's marks-outbox.ts); this module only keeps their lists.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { STORAGE_KEYS } from '#shared/constants.ts';

/** What every queued change carries: whose it is and its order on the device. */
export interface QueuedChange {
  userId: string;
  seq: number;
}

/** One traveller's waiting changes: progress first in each batch, then notes and bookmarks. */
export interface TravellerOutbox<Progress extends QueuedChange, Mark extends QueuedChange> {
  userId: string;
  progress: Progress[];
  marks: Mark[];
}

type AnyOutbox = TravellerOutbox<QueuedChange, QueuedChange>;

/**
 * Who the service worker sends the outbox as, on a Background Sync: the signed-in traveller, their
 * current access token and this device's id, handed over by the page (docs/architecture/pwa.md).
 */
export interface OutboxSender {
  userId: string;
  token: string;
  device: string;
}

interface OutboxDb extends DBSchema {
  outbox: { key: string; value: AnyOutbox };
  sender: { key: string; value: OutboxSender };
}

const SENDER_KEY = 'current';

/** The Background Sync the page registers and the service worker answers by sending the outbox. */
export const OUTBOX_SYNC_TAG = 'rota-outbox';

/** Held, shared, by every page that sends the outbox itself, while it is in view. */
const SENDING_PAGE_LOCK = 'rota-outbox-page';

/** The Web Locks of a page or of the worker; none in a test without them. */
const webLocks = (): LockManager | undefined =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;

/**
 * Marks this page, while it is in view, as one that sends the outbox on its own (on start, on
 * `online`, after each change): the service worker then leaves the sending to it
 * (docs/architecture/pwa.md). A hidden page may be frozen, so it lets go; the browser also lets go
 * when the page closes.
 */
export function holdSendingPageLockWhileInView(): void {
  const locks = webLocks();
  if (!locks || typeof document === 'undefined') return;
  let release: (() => void) | undefined;
  const follow = () => {
    if (document.visibilityState !== 'visible') {
      release?.();
      release = undefined;
      return;
    }
    if (release) return;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    void locks.request(SENDING_PAGE_LOCK, { mode: 'shared' }, () => held).catch(() => undefined);
  };
  follow();
  document.addEventListener('visibilitychange', follow);
}

/** Whether a page that sends the outbox itself is open and in view. */
export async function aSendingPageIsInView(): Promise<boolean> {
  const locks = webLocks();
  if (!locks) return false;
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === SENDING_PAGE_LOCK);
}

/** The lock every sender holds (pages and the worker), under the name earlier versions used. */
const SENDING_LOCK = 'rota-outbox-replay';

/**
 * Runs `send` while no other tab and not the service worker sends the outbox: a change is never in
 * two requests at once, and each sender reads the outbox only once the one before has settled it.
 */
export function whileSendingOutbox<T>(send: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  return locks ? locks.request(SENDING_LOCK, send) : send();
}

const DB_NAME = 'rota-outbox';
let opened: Promise<IDBPDatabase<OutboxDb>> | undefined;

/**
 * The database, opened once; in a page, what waits in local storage — an earlier version's lists,
 * changes written ahead by pages no longer open — is moved in first, so no reader of the outbox
 * sees it without those changes.
 */
function db() {
  opened ??= openDB<OutboxDb>(DB_NAME, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) database.createObjectStore('outbox', { keyPath: 'userId' });
      if (oldVersion < 2) database.createObjectStore('sender');
    },
  }).then(async (database) => {
    await moveLocalStorageOutboxes(database);
    return database;
  });
  return opened;
}

/** For tests: forgets the open connection (a fresh fake IndexedDB per test). */
export function closeOutboxDb() {
  void opened?.then((database) => database.close());
  opened = undefined;
}

function empty<P extends QueuedChange, M extends QueuedChange>(userId: string): TravellerOutbox<P, M> {
  return { userId, progress: [], marks: [] };
}

/** The traveller's waiting changes, oldest first. */
export async function readTravellerOutbox<P extends QueuedChange, M extends QueuedChange>(
  userId: string,
): Promise<TravellerOutbox<P, M>> {
  const kept = (await (await db()).get('outbox', userId)) as TravellerOutbox<P, M> | undefined;
  return kept ?? empty<P, M>(userId);
}

/**
 * Changes the traveller's outbox in one transaction: `change` gets what is kept now and answers
 * what to keep (it must not await anything, or the transaction would end under it).
 */
export async function updateTravellerOutbox<P extends QueuedChange, M extends QueuedChange>(
  userId: string,
  change: (outbox: TravellerOutbox<P, M>) => TravellerOutbox<P, M>,
): Promise<TravellerOutbox<P, M>> {
  return updateIn(await db(), userId, change);
}

async function updateIn<P extends QueuedChange, M extends QueuedChange>(
  database: IDBPDatabase<OutboxDb>,
  userId: string,
  change: (outbox: TravellerOutbox<P, M>) => TravellerOutbox<P, M>,
): Promise<TravellerOutbox<P, M>> {
  const transaction = database.transaction('outbox', 'readwrite');
  const kept = ((await transaction.store.get(userId)) as TravellerOutbox<P, M> | undefined) ?? empty(userId);
  const next = change(kept);
  const sorted = {
    userId,
    progress: [...next.progress].sort((a, b) => a.seq - b.seq),
    marks: next.marks,
  };
  if (sorted.progress.length === 0 && sorted.marks.length === 0) await transaction.store.delete(userId);
  else await transaction.store.put(sorted as AnyOutbox);
  await transaction.done;
  return sorted;
}

/** The list of a traveller's outbox a change goes in. */
export type OutboxList = 'progress' | 'marks';

/** A change written ahead in local storage, on its way into the outbox. */
export interface ChangeWrittenAhead<Entry extends QueuedChange> {
  list: OutboxList;
  entry: Entry;
  /** Its local-storage key; null where local storage refused it (the outbox alone keeps it). */
  key: string | null;
}

const AHEAD_PREFIX = `${STORAGE_KEYS.outboxAhead}:`;
/** Held by each page that writes changes ahead, while it is open: its entries are not left over. */
const WRITER_LOCK_PREFIX = 'rota-outbox-writer-';
let writerId: string | undefined;
let writerLockAsked = false;

/** This page as a writer of changes: an id, and the lock that says the page is open. */
function thisWriter(): string {
  writerId ??= crypto.randomUUID();
  const locks = webLocks();
  if (locks && !writerLockAsked) {
    writerLockAsked = true;
    const held = new Promise<never>(() => undefined);
    void locks.request(`${WRITER_LOCK_PREFIX}${writerId}`, () => held).catch(() => undefined);
  }
  return writerId;
}

/**
 * Writes a change in local storage at once, synchronously, before the outbox's transaction: a tab
 * closed or killed before the transaction commits leaves it there, and the next start moves it in
 * (docs/architecture/pwa.md). `queueWrittenAhead` then puts it in the outbox and removes it here.
 */
export function writeAhead<Entry extends QueuedChange>(
  list: OutboxList,
  entry: Entry,
): ChangeWrittenAhead<Entry> {
  if (typeof localStorage === 'undefined') return { list, entry, key: null };
  const key = `${AHEAD_PREFIX}${thisWriter()}:${list}:${entry.seq}`;
  try {
    localStorage.setItem(key, JSON.stringify(entry));
    return { list, entry, key };
  } catch {
    // Storage full or refused: the outbox alone keeps the change.
    return { list, entry, key: null };
  }
}

/**
 * Folds a change written ahead into its traveller's outbox (`fold`: the list's own rule, given the
 * list without any copy of this change a start moved in meanwhile), then forgets it in local storage.
 */
export async function queueWrittenAhead<Entry extends QueuedChange>(
  { list, entry, key }: ChangeWrittenAhead<Entry>,
  fold: (kept: Entry[], entry: Entry) => Entry[],
): Promise<void> {
  const next = (kept: QueuedChange[]) =>
    fold(
      (kept as Entry[]).filter((queued) => queued.seq !== entry.seq),
      entry,
    );
  await updateTravellerOutbox<QueuedChange, QueuedChange>(entry.userId, (outbox) =>
    list === 'progress'
      ? { ...outbox, progress: next(outbox.progress) }
      : { ...outbox, marks: next(outbox.marks) },
  );
  if (key) localStorage.removeItem(key);
}

/** How many changes of the traveller wait (the banner's count). */
export async function countWaiting(userId: string | null): Promise<number> {
  if (!userId || typeof indexedDB === 'undefined') return 0;
  const { progress, marks } = await readTravellerOutbox(userId);
  return progress.length + marks.length;
}

/** Hands the worker who to send as (null: nobody is signed in, the worker sends nothing). */
export async function keepOutboxSender(sender: OutboxSender | null): Promise<void> {
  const database = await db();
  if (sender) await database.put('sender', sender, SENDER_KEY);
  else await database.delete('sender', SENDER_KEY);
}

export async function outboxSender(): Promise<OutboxSender | undefined> {
  return (await db()).get('sender', SENDER_KEY);
}

/** The lists an earlier version kept in local storage, by their keys. */
export interface LegacyOutboxes {
  progress: unknown;
  marks: unknown;
}

function listOf(value: unknown): QueuedChange[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is QueuedChange =>
      typeof (item as Partial<QueuedChange> | null)?.userId === 'string' &&
      Number.isFinite((item as Partial<QueuedChange>).seq),
  );
}

/**
 * Moves changes kept in local storage (an earlier version's lists, changes written ahead) into the
 * outbox, once: each traveller's go after what the outbox already holds for them (their order
 * kept), and an entry already there (same seq) is not added twice, so a migration cut short and run
 * again loses and doubles nothing. The caller removes them from local storage once this resolves.
 */
export async function migrateLegacyOutboxes(
  legacy: LegacyOutboxes,
  database?: IDBPDatabase<OutboxDb>,
): Promise<number> {
  const target = database ?? (await db());
  const progress = listOf(legacy.progress);
  const marks = listOf(legacy.marks);
  const travellers = new Set([...progress, ...marks].map((change) => change.userId));
  for (const userId of travellers) {
    await updateIn(target, userId, (outbox) => {
      // Progress and marks number their entries apart: an entry is known by its own list's seqs.
      const fresh = (changes: QueuedChange[], kept: QueuedChange[]) => {
        const known = new Set(kept.map((change) => change.seq));
        return changes.filter((change) => change.userId === userId && !known.has(change.seq));
      };
      return {
        userId,
        progress: [...outbox.progress, ...fresh(progress, outbox.progress)],
        marks: [...outbox.marks, ...fresh(marks, outbox.marks).sort((a, b) => a.seq - b.seq)],
      };
    });
  }
  return progress.length + marks.length;
}

function parsed(text: string | null): unknown {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
}

/** The ids of the pages open now that write changes ahead (none known without Web Locks). */
async function openWriters(): Promise<Set<string>> {
  const locks = webLocks();
  if (!locks) return new Set();
  const { held = [], pending = [] } = await locks.query();
  return new Set(
    [...held, ...pending].flatMap((lock) =>
      lock.name?.startsWith(WRITER_LOCK_PREFIX) ? [lock.name.slice(WRITER_LOCK_PREFIX.length)] : [],
    ),
  );
}

/**
 * What waits in local storage, by key: an earlier version's lists, and the changes written ahead by
 * pages no longer open (an open page puts its own in the outbox).
 */
async function localStorageLeftovers(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const key of [STORAGE_KEYS.progressOutbox, STORAGE_KEYS.readerOutbox]) {
    const text = localStorage.getItem(key);
    if (text !== null) found.set(key, text);
  }
  const open = await openWriters();
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (!key?.startsWith(AHEAD_PREFIX)) continue;
    const [writer = ''] = key.slice(AHEAD_PREFIX.length).split(':');
    const text = localStorage.getItem(key);
    if (!open.has(writer) && text !== null) found.set(key, text);
  }
  return found;
}

/** The leftovers as the lists they join: a list's entries, or one change written ahead. */
function asLegacyOutboxes(leftovers: Map<string, string>): { progress: unknown[]; marks: unknown[] } {
  const lists = { progress: [] as unknown[], marks: [] as unknown[] };
  for (const [key, text] of leftovers) {
    const value = parsed(text);
    if (key === STORAGE_KEYS.progressOutbox) lists.progress.push(...(Array.isArray(value) ? value : []));
    else if (key === STORAGE_KEYS.readerOutbox) lists.marks.push(...(Array.isArray(value) ? value : []));
    else {
      const [, list] = key.slice(AHEAD_PREFIX.length).split(':');
      lists[list === 'progress' ? 'progress' : 'marks'].push(value);
    }
  }
  return lists;
}

/**
 * On every start of a page (the worker has no local storage): what waits in local storage moves in,
 * then goes. A tab of an earlier version still open may add to its lists meanwhile: a key is removed
 * only as it was moved, and moved again otherwise (an entry already in is not added twice).
 */
async function moveLocalStorageOutboxes(database: IDBPDatabase<OutboxDb>) {
  if (typeof localStorage === 'undefined') return;
  for (;;) {
    const leftovers = await localStorageLeftovers();
    if (leftovers.size === 0) return;
    await migrateLegacyOutboxes(asLegacyOutboxes(leftovers), database);
    let changedMeanwhile = false;
    for (const [key, text] of leftovers) {
      if (localStorage.getItem(key) === text) localStorage.removeItem(key);
      else changedMeanwhile = true;
    }
    if (!changedMeanwhile) return;
  }
}
