/**
 * "Embarcar" (docs/architecture/pwa.md): the manifest of what a started voyage needs to be read
 * without a signal — its content and detail answers, its images and its narration — with their sizes,
 * so the traveller sees how much the download takes before starting it, and each file's SHA-256, so
 * the device checks every file it assembled from pieces and updates only the files that changed.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { AppError } from '#server/errors.ts';
import type { Voyage } from '#server/features/voyages/voyage.repository.ts';
import { getEpisode, getVoyageContent } from '#server/features/voyages/voyage-journey.service.ts';
import { isObjectKey, type ObjectStorage } from '#server/storage/object-storage.ts';
import { href } from '#shared/href.ts';
import { apiPaths } from '#shared/paths.ts';
import type { OfflineFile, OfflinePackage } from '#shared/schemas/offline.ts';
import { fileDigest } from './file-digests.ts';

interface FileRoots {
  clientBuildDir: string;
  /** Where `/uploads/…` lives (decision 086): the team's uploaded covers and narration. */
  storage: ObjectStorage;
}

interface PublicFileFacts {
  bytes: number;
  sha256: string | null;
}

/**
 * The size and SHA-256 of a public file (the client build's or an upload), or null when it is not
 * there (or not ours). The hash is worked out once per version of the file (file-digests.ts).
 */
async function publicFileFacts(roots: FileRoots, url: string): Promise<PublicFileFacts | null> {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const pathname = url.split('?')[0] ?? '';
  if (pathname.startsWith('/uploads/')) {
    // The stored object's own size and validator, wherever it is kept.
    const key = pathname.slice('/uploads/'.length);
    const info = isObjectKey(key) ? await roots.storage.head(key) : null;
    if (!info) return null;
    const sha256 = await fileDigest(`object:${key}:${info.etag}:${info.size}`, async () => {
      return (await roots.storage.get(key))?.body ?? null;
    });
    return { bytes: info.size, sha256 };
  }
  const root = path.resolve(roots.clientBuildDir);
  let file: string;
  try {
    file = path.resolve(root, `.${decodeURIComponent(pathname)}`);
  } catch {
    return null;
  }
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    const sha256 = await fileDigest(`disk:${file}:${info.size}:${info.mtimeMs}`, async () =>
      createReadStream(file),
    );
    return { bytes: info.size, sha256 };
  } catch {
    return null;
  }
}

/** A listed public file: its size and hash when it is there, nulls when it is not. */
async function publicFile(roots: FileRoots, url: string, kind: OfflineFile['kind']): Promise<OfflineFile> {
  const facts = await publicFileFacts(roots, url);
  return { url, kind, bytes: facts?.bytes ?? null, sha256: facts?.sha256 ?? null, revision: null };
}

/** The JSON answer's size, as the API sends it (before compression). */
function answerBytes(data: unknown): number {
  return Buffer.byteLength(JSON.stringify({ success: true, data }));
}

export async function offlinePackage(
  db: Kysely<Database>,
  { voyage, userId, roots }: { voyage: Voyage; userId: number; roots: FileRoots },
): Promise<OfflinePackage> {
  // The same rules as reading: 404 hidden, 410 completed.
  const content = await getVoyageContent(db, voyage, userId);
  if (!content.is_started) throw new AppError('VOYAGE_NOT_STARTED');
  const episode = await getEpisode(db, voyage, userId);

  // The traveller's own answers: small, fetched whole each time, checked as answers, not by hash
  // (they carry the traveller's progress, which moves); the voyage's version tells a kept copy that
  // the team changed it since.
  const revision = new Date(voyage.updated_at).toISOString();
  const files: OfflineFile[] = [
    {
      url: href(apiPaths.voyageContent, { id: content.id }),
      kind: 'content',
      bytes: answerBytes(content),
      sha256: null,
      revision,
    },
    {
      url: href(apiPaths.episode, { id: content.id }),
      kind: 'content',
      bytes: answerBytes(episode),
      sha256: null,
      revision,
    },
  ];
  const images = new Set(
    [content.cover_image, episode.image_url].filter((url): url is string => Boolean(url)),
  );
  for (const url of images) files.push(await publicFile(roots, url, 'image'));
  if (content.audio_url) files.push(await publicFile(roots, content.audio_url, 'audio'));
  return {
    voyage_id: content.id,
    title: content.title,
    files,
    total_bytes: files.reduce((sum, file) => sum + (file.bytes ?? 0), 0),
  };
}
