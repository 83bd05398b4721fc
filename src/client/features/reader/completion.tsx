import BadgeCheck from 'lucide-react/icons/badge-check';
import Flag from 'lucide-react/icons/flag';
import * as AlertDialog from 'radix-ui/alert-dialog';
import { useEffect, useState } from 'react';
import { readerUi } from '#shared/messages/pt-reader.ts';
import { useReaderPortal } from './reader-portal.ts';
import { completionHint, remainingPercent } from './reading-rules.ts';

const texts = readerUi.completion;

const chip =
  'reader-rise pointer-events-auto rounded-full border border-(--reader-border) bg-(--reader-surface) text-(--reader-surface-text) shadow-(--reader-shadow)';

/** SPEC §2.5 / §4.5: from 90%, the hint and the '% restante' figure. */
export function CompletionHint({ percent }: { percent: number }) {
  return (
    <p role="status" className={`${chip} flex items-center gap-2 px-4 py-2 text-sm`}>
      <Flag aria-hidden="true" className="size-4 text-(--reader-accent)" />
      <span className="font-semibold">{completionHint(percent)}</span>
      <span className="whitespace-nowrap text-(--reader-muted)">
        {remainingPercent(percent)}
        {texts.remainingSuffix}
      </span>
    </p>
  );
}

/** The persistent 'Concluir Viagem' button, left once the prompt is closed. */
export function CompleteButton({ completing, onComplete }: { completing: boolean; onComplete: () => void }) {
  return (
    <button
      type="button"
      onClick={onComplete}
      disabled={completing}
      aria-busy={completing}
      className="reader-rise pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-(--reader-accent) px-6 py-2.5 font-semibold text-(--reader-accent-text) shadow-(--reader-shadow) hover:opacity-90 disabled:opacity-70"
    >
      <BadgeCheck aria-hidden="true" className="size-5" />
      {completing ? texts.completing : texts.complete}
    </button>
  );
}

/** SPEC §4.5: from 98%, 'Parabéns! Você completou a viagem' with 'Concluir Viagem' and 'Continuar Lendo'. */
export function CompletionPrompt({
  open,
  onConfirm,
  onDismiss,
}: {
  open: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  const portal = useReaderPortal();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <AlertDialog.Portal container={portal}>
        <AlertDialog.Overlay className="reader-overlay fixed inset-0 z-50 bg-black/45" />
        <AlertDialog.Content className="reader-dialog fixed top-1/2 left-1/2 z-50 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-(--reader-surface) p-7 text-center text-(--reader-surface-text) shadow-(--reader-shadow)">
          <div className="mx-auto mb-4 flex size-16 items-center justify-center rounded-full bg-(--reader-note-bg) text-(--reader-accent)">
            <BadgeCheck aria-hidden="true" className="size-9" />
          </div>
          <AlertDialog.Title className="font-display text-2xl leading-snug font-semibold">
            {texts.promptTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-(--reader-muted)">
            {texts.promptText}
          </AlertDialog.Description>
          <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <AlertDialog.Cancel className="inline-flex min-h-11 items-center justify-center rounded-full whitespace-nowrap border-2 border-(--reader-border) px-6 py-2.5 font-semibold hover:bg-(--reader-border)/50">
              {texts.continueReading}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className="inline-flex min-h-11 items-center justify-center rounded-full whitespace-nowrap bg-(--reader-accent) px-6 py-2.5 font-semibold text-(--reader-accent-text) hover:opacity-90"
              onClick={onConfirm}
            >
              {texts.complete}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * The 'Viagem Concluída' badge after completing. Confetti flies for everyone else; readers who
 * asked for reduced motion get this still card with painted confetti instead.
 */
export function CompletedBadge() {
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => setReducedMotion(window.matchMedia('(prefers-reduced-motion: reduce)').matches), []);
  return (
    <div className="pointer-events-none fixed inset-0 z-[60] flex items-center justify-center p-6">
      <div
        role="status"
        className={`reader-rise flex flex-col items-center gap-3 rounded-3xl border border-(--reader-border) bg-(--reader-surface) px-10 py-8 text-center text-(--reader-surface-text) shadow-(--reader-shadow) ${reducedMotion ? 'reader-still-confetti' : ''}`}
      >
        <BadgeCheck aria-hidden="true" className="size-14 text-(--reader-accent)" />
        <p className="font-display text-3xl font-semibold">{texts.completedBadge}</p>
        {reducedMotion && <span className="sr-only">{texts.celebration}</span>}
      </div>
    </div>
  );
}
