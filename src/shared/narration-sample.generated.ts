// Written by scripts/generate-narration.ts: do not edit.
/**
 * The guests' 30-second taste of the narration at /play, named by its content's hash like every
 * narration (it is cached for a year).
 */
export const NARRATION_SAMPLE_URL = '/media/narration/amostra.88010dd977.opus';
