/**
 * JSON in the device's storage, guarded: a damaged or foreign value reads as the fallback
 * (docs/architecture/reader.md). Apart from reader-storage.ts so the notes' store (marks-store.ts), which the
 * outbox replay loads on any page (docs/architecture/pwa.md), needs none of the reader's rules or texts.
 */
import { storage } from '#client/lib/storage.ts';

export function readJson<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  const raw = storage.get(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown) {
  storage.set(key, JSON.stringify(value));
}

export const voyageKey = (prefix: string, voyageId: string) => `${prefix}:${voyageId}`;
