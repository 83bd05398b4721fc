import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { currentTravellerId } from '#client/lib/current-traveller.ts';
import { pwa } from '#shared/messages/pt-pwa.ts';
import {
  PROGRESS_CONFLICT_EVENT,
  type ProgressConflict,
  readProgressConflicts,
  resolveProgressConflict,
} from './progress-outbox.ts';

const texts = pwa.conflict;

function conflictFor(voyageId: string): ProgressConflict | undefined {
  const userId = currentTravellerId();
  return readProgressConflicts().find(
    (conflict) => conflict.userId === userId && conflict.voyageId === voyageId,
  );
}

/**
 * SPEC §4.5's restore, to a percent of the page's height, repeated for a few frames: far
 * paragraphs render as they come near, so the height settles after the first jump.
 */
function scrollToPercent(percent: number, frames = 6) {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  window.scrollTo({ top: Math.round((scrollable * percent) / 100), behavior: 'auto' });
  if (frames > 1) requestAnimationFrame(() => scrollToPercent(percent, frames - 1));
}

/**
 * In the reader (docs/architecture/pwa.md): this device's progress went out when the signal returned and
 * the server was further ahead — another device got there. The traveller chooses where to read on.
 */
export function ProgressConflictPrompt({ voyageId }: { voyageId: string }) {
  const [conflict, setConflict] = useState(() => conflictFor(voyageId));
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const refresh = () => setConflict(conflictFor(voyageId));
    refresh();
    window.addEventListener(PROGRESS_CONFLICT_EVENT, refresh);
    return () => window.removeEventListener(PROGRESS_CONFLICT_EVENT, refresh);
  }, [voyageId]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (conflict && dialog && !dialog.open) dialog.showModal();
  }, [conflict]);

  if (!conflict) return null;

  function choose(goFurther: boolean) {
    if (!conflict) return;
    resolveProgressConflict(voyageId);
    dialogRef.current?.close();
    if (goFurther) scrollToPercent(conflict.remote);
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="conflito-titulo"
      aria-describedby="conflito-texto"
      onCancel={() => choose(false)}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-stone-900 shadow-2xl backdrop:bg-black/50"
    >
      <h2 id="conflito-titulo" className="font-display text-2xl text-rio-900">
        {texts.title}
      </h2>
      <p id="conflito-texto" className="mt-3 text-stone-700">
        {texts.text(conflict.remote, conflict.local)}
      </p>
      <div className="mt-6 grid gap-3">
        <button type="button" className={buttonStyles.primary} onClick={() => choose(true)}>
          {texts.goFurther(conflict.remote)}
        </button>
        <button type="button" className={buttonStyles.outline} onClick={() => choose(false)}>
          {texts.stay(conflict.local)}
        </button>
      </div>
    </dialog>
  );
}
