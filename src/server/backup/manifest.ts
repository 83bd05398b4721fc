/**
 * A backup folder's manifest.json (docs/architecture/data.md): what was backed up, when, from which kind of
 * database, and every file with its size and SHA-256, so a restore notices a damaged, truncated or
 * altered copy before it touches anything.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';

export const manifestSchema = z.object({
  format: z.literal(1),
  created_at: z.iso.datetime(),
  database: z.enum(['sqlite', 'postgres']),
  files: z.array(
    z.object({
      /** Relative to the backup folder, '/' separators. */
      path: z.string().min(1),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest['files'][number];

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function describeFile(folder: string, relative: string): Promise<ManifestFile> {
  const file = path.join(folder, ...relative.split('/'));
  return { path: relative, size: (await stat(file)).size, sha256: await sha256Of(file) };
}

/** Every file under a folder but the manifest, as relative '/' paths. */
export async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => relative !== MANIFEST_FILE)
    .sort();
}

/** A problem a restore refuses on, in the operator's words. */
export class BackupRefused extends Error {}

/**
 * Reads the manifest and checks every file against it: each path one the backup keeps
 * (`isExpectedPath`, which never lets a path climb out of the folder), listed once, present, same
 * size, same SHA-256, no extra file. It only reads: a refusal leaves everything as it was.
 */
export async function verifyBackup(
  folder: string,
  texts: VerifyTexts,
  isExpectedPath: (relative: string) => boolean,
): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(folder, MANIFEST_FILE), 'utf8')));
  } catch {
    throw new BackupRefused(texts.manifestInvalid(folder));
  }
  const listed = new Set<string>();
  for (const { path: relative } of manifest.files) {
    if (!isExpectedPath(relative) || listed.has(relative))
      throw new BackupRefused(texts.unexpectedPath(relative));
    listed.add(relative);
  }
  for (const extra of (await filesIn(folder)).filter((relative) => !listed.has(relative))) {
    throw new BackupRefused(texts.unexpectedFile(extra));
  }
  for (const expected of manifest.files) {
    let actual: ManifestFile;
    try {
      actual = await describeFile(folder, expected.path);
    } catch {
      throw new BackupRefused(texts.missingFile(expected.path));
    }
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) {
      throw new BackupRefused(texts.checksumMismatch(expected.path));
    }
  }
  return manifest;
}

export interface VerifyTexts {
  manifestInvalid: (folder: string) => string;
  unexpectedFile: (file: string) => string;
  unexpectedPath: (file: string) => string;
  missingFile: (file: string) => string;
  checksumMismatch: (file: string) => string;
}
