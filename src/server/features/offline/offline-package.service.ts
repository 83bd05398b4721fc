/**
 * "Embarcar" (docs/decisions/053): the list of what a started voyage needs to be read without a
 * signal — its content and detail answers, its images and its narration — with their sizes, so
 * the traveller sees how much the download takes before starting it.
 */
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

interface FileRoots {
  clientBuildDir: string;
  /** Where `/uploads/…` lives (decision 086): the team's uploaded covers and narration. */
  storage: ObjectStorage;
}

/** The size of a public file (the client build's or an upload), or null when it is not there (or not ours). */
async function publicFileBytes(roots: FileRoots, url: string): Promise<number | null> {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const pathname = url.split('?')[0] ?? '';
  if (pathname.startsWith('/uploads/')) {
    // The stored object's own size, wherever it is kept.
    const key = pathname.slice('/uploads/'.length);
    return isObjectKey(key) ? ((await roots.storage.head(key))?.size ?? null) : null;
  }
  const root = path.resolve(roots.clientBuildDir);
  const file = path.resolve(root, `.${decodeURIComponent(pathname)}`);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
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

  const files: OfflineFile[] = [
    {
      url: href(apiPaths.voyageContent, { id: content.id }),
      kind: 'content',
      bytes: answerBytes(content),
    },
    { url: href(apiPaths.episode, { id: content.id }), kind: 'content', bytes: answerBytes(episode) },
  ];
  const images = new Set(
    [content.cover_image, episode.image_url].filter((url): url is string => Boolean(url)),
  );
  for (const url of images) files.push({ url, kind: 'image', bytes: await publicFileBytes(roots, url) });
  if (content.audio_url) {
    files.push({
      url: content.audio_url,
      kind: 'audio',
      bytes: await publicFileBytes(roots, content.audio_url),
    });
  }
  return {
    voyage_id: content.id,
    title: content.title,
    files,
    total_bytes: files.reduce((sum, file) => sum + (file.bytes ?? 0), 0),
  };
}
