import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { voyageContentQueryKey } from '#client/features/voyages/api/voyage-content.ts';
import { celebrate } from '#client/lib/celebrate.ts';
import { notifyError } from '#client/lib/notify.ts';
import { COMPLETION_REDIRECT_MS } from '#shared/constants.ts';
import { voyages } from '#shared/messages/pt-voyages.ts';
import { paths } from '#shared/paths.ts';
import { saveVoyageProgress } from './api/save-progress.ts';
import { showsCompletionPrompt } from './reading-rules.ts';

interface Options {
  voyageId: string;
  percent: number;
  tracking: boolean;
  /** The staff's preview: nothing is saved, and the end leads back to the editor. */
  preview: { backTo: string } | undefined;
  stopAutoScroll: () => void;
}

/**
 * Completion (SPEC §4.5): the prompt at 98%, then a persistent button once it is closed; a
 * completed voyage celebrates and goes home.
 */
export function useCompletion({ voyageId, percent, tracking, preview, stopAutoScroll }: Options) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [completed, setCompleted] = useState(false);
  const [completing, setCompleting] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const [promptClosed, setPromptClosed] = useState(false);
  const promptDue = showsCompletionPrompt(percent, tracking, completed);
  useEffect(() => {
    if (promptDue && !promptClosed) setPromptOpen(true);
  }, [promptDue, promptClosed]);

  const complete = useCallback(async () => {
    setPromptOpen(false);
    setPromptClosed(true);
    setCompleting(true);
    stopAutoScroll();
    try {
      if (!preview) await saveVoyageProgress(voyageId, 100, true);
      setCompleted(true);
      void celebrate();
      // Home, episodes and counts change; this screen's own content must not reload (it would be a 410).
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== voyageContentQueryKey(voyageId)[0],
      });
    } catch (error) {
      // SPEC §8 'Progress': the traveller asked for this save, so a failure is said (the periodic
      // saves are only logged); the button stays for another try.
      console.warn('reader: completion not saved', error);
      notifyError(voyages.progressFailure);
    } finally {
      setCompleting(false);
    }
  }, [voyageId, queryClient, stopAutoScroll, preview]);

  const dismissPrompt = useCallback(() => {
    setPromptOpen(false);
    setPromptClosed(true);
  }, []);

  useEffect(() => {
    if (!completed) return;
    const timer = setTimeout(() => navigate(preview?.backTo ?? paths.travellerHome), COMPLETION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [completed, navigate, preview?.backTo]);

  return { completed, completing, promptOpen, promptClosed, complete, dismissPrompt };
}
