import { useEffect } from 'react';
import { PROGRESS_SAVE_DELAY_MS } from '#shared/constants.ts';
import { saveVoyageProgress } from './api/save-progress.ts';
import { addSavedStep, readSavedSteps } from './reader-storage.ts';
import { progressStep, shouldSave } from './reading-rules.ts';

/**
 * SPEC §4.5: progress is saved at each multiple of 10% above 0, once per step per session
 * (steps kept in session storage), 0.5 s after reaching it, with the completed flag false — only
 * while the traveller is active and 10 s after the page loaded (`tracking`). Failures are logged.
 */
export function useProgressSaving(voyageId: string, percent: number, tracking: boolean, completed: boolean) {
  const step = progressStep(percent);

  useEffect(() => {
    if (!tracking || completed || !shouldSave(step, readSavedSteps(voyageId))) return;
    const timer = setTimeout(() => {
      if (!shouldSave(step, readSavedSteps(voyageId))) return;
      addSavedStep(voyageId, step);
      saveVoyageProgress(voyageId, step, false).catch((error: unknown) => {
        console.warn('reader: progress not saved', error);
      });
    }, PROGRESS_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [voyageId, step, tracking, completed]);
}
