/**
 * The module that holds the guests' narration sample address (src/shared/narration-sample.generated.ts),
 * written whole by scripts/generate-narration.ts: no hand edit, no search and replace in other code.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export const narrationSampleModuleFile = path.resolve(
  import.meta.dirname,
  '../src/shared/narration-sample.generated.ts',
);

/** What the narration's file names look like: `/media/narration/<name>.<hash>.opus`. */
const SAMPLE_URL = /^\/media\/narration\/[a-z0-9-]+\.[0-9a-f]{10}\.opus$/;

export function narrationSampleModuleText(url: string): string {
  if (!SAMPLE_URL.test(url)) throw new Error(`not a narration address: ${url}`);
  return `// Written by scripts/generate-narration.ts: do not edit.
/**
 * The guests' 30-second taste of the narration at /play, named by its content's hash like every
 * narration (it is cached for a year).
 */
export const NARRATION_SAMPLE_URL = '${url}';
`;
}

export function writeNarrationSampleModule(url: string): void {
  writeFileSync(narrationSampleModuleFile, narrationSampleModuleText(url));
}
