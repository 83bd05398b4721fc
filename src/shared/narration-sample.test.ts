import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  narrationSampleModuleFile,
  narrationSampleModuleText,
} from '../../scripts/narration-sample-module.ts';
import { NARRATION_SAMPLE_URL } from './constants.ts';

describe('the narration sample address', () => {
  it('is the module scripts/generate-narration.ts writes, as it writes it', () => {
    expect(readFileSync(narrationSampleModuleFile, 'utf8')).toBe(
      narrationSampleModuleText(NARRATION_SAMPLE_URL),
    );
  });

  it('refuses to write anything but a hashed narration address', () => {
    expect(() => narrationSampleModuleText("/media/narration/amostra.opus';alert(1)//")).toThrow();
  });
});
