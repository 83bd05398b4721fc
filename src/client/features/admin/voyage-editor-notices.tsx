import { type RefObject, useId } from 'react';
import type { Blocker } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { inputClass } from '#client/components/ui/form-field.tsx';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import type { AdminVoyage } from '#shared/schemas/admin-voyages.ts';

const texts = adminVoyagesUi;

/** Asks before leaving the screen with unsaved words (use-leave-guard.ts). */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={texts.leaveTitle}
      description={texts.leaveText}
      cancelLabel={texts.stay}
      confirmLabel={texts.leave}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
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
    <ConfirmDialog
      trigger={
        <button type="button" className={buttonStyles.outline} disabled={publishing}>
          {texts.unpublish}
        </button>
      }
      title={texts.unpublish}
      description={texts.confirmUnpublish(voyage.title)}
      cancelLabel={texts.cancel}
      confirmLabel={texts.confirm}
      onConfirm={() => onPublish(false)}
    />
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
