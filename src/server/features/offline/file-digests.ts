/**
 * The SHA-256 of the files a voyage pack lists (docs/architecture/pwa.md): worked out once per
 * version of a file — its path with its size and modification time, or its object key with its
 * ETag — and kept, so a pack's manifest costs a lookup, not a read of megabytes of narration. Two
 * first requests for one version share one reading.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Versions kept; the oldest is forgotten first (a few hundred files cover every voyage's pack). */
const KEPT = 2000;

const digests = new Map<string, Promise<string | null>>();

async function sha256Of(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The hex SHA-256 of one version of a file: `version` names it (it changes whenever the bytes do),
 * `open` reads it, called only the first time that version is asked for. Null when it cannot be read.
 */
export function fileDigest(version: string, open: () => Promise<Readable | null>): Promise<string | null> {
  const known = digests.get(version);
  if (known) return known;
  const digest = open()
    .then((body) => (body ? sha256Of(body) : null))
    .catch(() => null)
    .then((value) => {
      // A file that could not be read is tried again next time.
      if (value === null) digests.delete(version);
      return value;
    });
  digests.set(version, digest);
  if (digests.size > KEPT) {
    const oldest = digests.keys().next().value;
    if (oldest !== undefined) digests.delete(oldest);
  }
  return digest;
}
