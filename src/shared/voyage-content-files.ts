/**
 * Node only (the seed, the build's prerendering and the authoring scripts): the voyage files of
 * content/voyages, each parsed by the one content schema.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  parseVoyageContentFile,
  VOYAGE_CONTENT_DIR,
  type VoyageContentFile,
} from './schemas/voyage-content.ts';

/** The project's content/voyages. */
export const voyageContentDir = path.resolve(import.meta.dirname, '../..', VOYAGE_CONTENT_DIR);

/** One voyage's file by its slug. */
export function readVoyageContentFile(slug: string, dir = voyageContentDir): VoyageContentFile {
  const fileName = `${slug}.json`;
  return parseVoyageContentFile(readFileSync(path.join(dir, fileName), 'utf8'), fileName);
}

/** Every voyage file, in the order of their names (a bad file stops the reader with its name). */
export function readVoyageContentFiles(dir = voyageContentDir): VoyageContentFile[] {
  return readdirSync(dir)
    .filter((fileName) => fileName.endsWith('.json'))
    .sort()
    .map((fileName) => parseVoyageContentFile(readFileSync(path.join(dir, fileName), 'utf8'), fileName));
}
