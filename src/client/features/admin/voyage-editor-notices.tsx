import { AlertDialog } from 'radix-ui';
import { type RefObject, useId } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { inputClass } from '#client/components/ui/form-field.tsx';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import type { AdminVoyage } from '#shared/schemas/admin-voyages.ts';

const texts = adminVoyagesUi;

/** Asks before following a link that would lose unsaved words (use-leave-guard.ts). */
export function LeaveDialog({ leavingTo, onStay }: { leavingTo: string | null; onStay: () => void }) {
  const navigate = useNavigate();
  return (
    <AlertDialog.Root open={leavingTo !== null}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content
          onEscapeKeyDown={onStay}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-display text-xl text-rio-900">
            {texts.leaveTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-700">{texts.leaveText}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonStyles.outline} onClick={onStay}>
              {texts.stay}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonStyles.solid}
              onClick={() => leavingTo && navigate(leavingTo)}
            >
              {texts.leave}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** Publication: publish at once, unpublish after a confirmation. */
export function PublicationButton({
  voyage,
  publishing,
  onPublish,
}: {
  voyage: AdminVoyage;
  publishing: boolean;
  onPublish: (published: boolean) => void;
}) {
  if (!voyage.is_published) {
    return (
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={publishing}
        onClick={() => onPublish(true)}
      >
        {texts.publish}
      </button>
    );
  }
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={buttonStyles.outline} disabled={publishing}>
        {texts.unpublish}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-xl text-rio-900">
            {texts.unpublish}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-700">
            {texts.confirmUnpublish(voyage.title)}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonStyles.outline}>{texts.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonStyles.solid} onClick={() => onPublish(false)}>
              {texts.confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The server refused the save (409): the words stay, and the current version can be loaded. */
export function ConflictNotice({
  noticeRef,
  onReloadKeepingDraft,
}: {
  noticeRef: RefObject<HTMLDivElement | null>;
  onReloadKeepingDraft: (() => void) | undefined;
}) {
  return (
    <div
      ref={noticeRef}
      role="alert"
      tabIndex={-1}
      className="grid justify-items-start gap-3 rounded-2xl border border-terra-200 bg-terra-50 p-5"
    >
      <p className="font-semibold text-stone-900">{texts.changedSince}</p>
      <p className="text-stone-800">{texts.conflictHelp}</p>
      {onReloadKeepingDraft && (
        <button type="button" className={buttonStyles.solid} onClick={onReloadKeepingDraft}>
          {texts.reloadKeepingDraft}
        </button>
      )}
    </div>
  );
}

/** The text of a refused save, shown beside the voyage's current version. */
export function KeptDraftPanel({
  keptDraft,
  onDiscard,
}: {
  keptDraft: string;
  onDiscard: (() => void) | undefined;
}) {
  const ids = { kept: useId(), keptText: useId() };
  return (
    <section
      aria-labelledby={ids.kept}
      className="grid gap-3 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200"
    >
      <h2 id={ids.kept} className="font-display text-xl text-rio-900">
        {texts.keptDraftTitle}
      </h2>
      <p className="text-stone-800">{texts.keptDraftHelp}</p>
      <div className="grid gap-1.5">
        <label htmlFor={ids.keptText} className="text-sm font-semibold text-rio-950">
          {texts.keptDraftLabel}
        </label>
        <textarea id={ids.keptText} readOnly rows={10} value={keptDraft} className={inputClass} />
      </div>
      {onDiscard && (
        <button type="button" className={`${buttonStyles.outline} justify-self-start`} onClick={onDiscard}>
          {texts.discardKeptDraft}
        </button>
      )}
    </section>
  );
}
