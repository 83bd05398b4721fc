/**
 * What the reading screen keeps on the device (SPEC §3, client-stored items; keys in
 * docs/architecture/reader.md). Everything is guarded: a full or
 * disabled storage never breaks reading, it only forgets.
 */
import { storage } from '#client/lib/storage.ts';
import { FONT_SIZE_DEFAULT, type ReaderTheme, STORAGE_KEYS } from '#shared/constants.ts';
import {
  clampFontSize,
  DEFAULT_PACE,
  isReaderTheme,
  isReadingAnchor,
  type ReadingAnchor,
  type ReadingPace,
} from './reading-rules.ts';
import { readJson, voyageKey, writeJson } from './stored-json.ts';

/** Session storage: per tab, gone when the tab closes (SPEC: load time, saved steps, scroll flag). */
export const sessionStore = {
  get(key: string): string | null {
    try {
      return globalThis.sessionStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      globalThis.sessionStorage?.setItem(key, value);
    } catch {
      // Full or disabled: the session simply forgets.
    }
  },
  remove(key: string) {
    try {
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      // Same.
    }
  },
};

// Preferences (SPEC §4.5: theme and font size stay on the device).

export function readTheme(): ReaderTheme {
  const stored = storage.get(STORAGE_KEYS.readerTheme);
  return isReaderTheme(stored) ? stored : 'light';
}

export function writeTheme(theme: ReaderTheme) {
  storage.set(STORAGE_KEYS.readerTheme, theme);
}

export function readFontSize(): number {
  const stored = storage.get(STORAGE_KEYS.readerFontSize);
  return stored === null ? FONT_SIZE_DEFAULT : clampFontSize(Number(stored));
}

export function writeFontSize(size: number) {
  storage.set(STORAGE_KEYS.readerFontSize, String(clampFontSize(size)));
}

const isPace = (value: unknown): value is ReadingPace =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as ReadingPace).wordsPerMinute) &&
  Number.isFinite((value as ReadingPace).minutes);

export function readPace(): ReadingPace {
  return readJson(STORAGE_KEYS.readerPace, isPace, DEFAULT_PACE);
}

export function writePace(pace: ReadingPace) {
  writeJson(STORAGE_KEYS.readerPace, pace);
}

/** Where the traveller was in a voyage on this device, with the percent shown there. */
export type StoredAnchor = ReadingAnchor & { percent: number };

export function readReadingAnchor(voyageId: string): StoredAnchor | null {
  return readJson(voyageKey(STORAGE_KEYS.readingAnchor, voyageId), isReadingAnchor, null);
}

export function writeReadingAnchor(voyageId: string, anchor: StoredAnchor) {
  writeJson(voyageKey(STORAGE_KEYS.readingAnchor, voyageId), anchor);
}

// Per voyage, in session storage (SPEC §3): load time, saved progress steps, initial-scroll flag.

export function markLoaded(voyageId: string, now: number) {
  sessionStore.set(voyageKey(STORAGE_KEYS.voyageLoadTime, voyageId), String(now));
}

export function readSavedSteps(voyageId: string): number[] {
  const raw = sessionStore.get(voyageKey(STORAGE_KEYS.voyageSavedSteps, voyageId));
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((step): step is number => Number.isInteger(step)) : [];
  } catch {
    return [];
  }
}

export function addSavedStep(voyageId: string, step: number) {
  const steps = readSavedSteps(voyageId);
  if (!steps.includes(step)) {
    sessionStore.set(voyageKey(STORAGE_KEYS.voyageSavedSteps, voyageId), JSON.stringify([...steps, step]));
  }
}

export function setInitialScrollFlag(voyageId: string, on: boolean) {
  const key = voyageKey(STORAGE_KEYS.voyageInitialScroll, voyageId);
  if (on) sessionStore.set(key, '1');
  else sessionStore.remove(key);
}

export function isEbookAdClosed(voyageId: string): boolean {
  return sessionStore.get(voyageKey(STORAGE_KEYS.ebookAdClosed, voyageId)) === '1';
}

export function closeEbookAd(voyageId: string) {
  sessionStore.set(voyageKey(STORAGE_KEYS.ebookAdClosed, voyageId), '1');
}
