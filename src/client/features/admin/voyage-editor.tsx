/**
 * A voyage's editor (docs/architecture/admin.md): what travellers read about it, its look, its narration
 * and its text; then publication and a preview in the real reader. Nothing leaves the form until
 * it is valid, and a failed save keeps every word typed.
 */
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { href } from '#shared/href.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import { adminVoyagePreviewQuery, adminVoyageRoutePatterns, appRoutePatterns } from '#shared/paths.ts';
import type { AdminVoyage } from '#shared/schemas/admin-voyages.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useVoyageEditor } from './use-voyage-editor.ts';
import { draftAsText } from './voyage-draft.ts';
import { ConflictNotice, KeptDraftPanel, LeaveDialog, PublicationButton } from './voyage-editor-notices.tsx';
import { AboutSection, LookSection, NarrationSection, TextSection } from './voyage-editor-sections.tsx';

const texts = adminVoyagesUi;

interface VoyageEditorProps {
  voyage: AdminVoyage | null;
  /** Text kept from a save the server refused because the voyage had changed (409). */
  keptDraft?: string | null;
  /** Loads the voyage's current version, keeping this text to show beside it. */
  onReloadKeepingDraft?: (draftText: string) => void;
  onDiscardKeptDraft?: () => void;
}

export function VoyageEditor({
  voyage,
  keptDraft = null,
  onReloadKeepingDraft,
  onDiscardKeptDraft,
}: VoyageEditorProps) {
  const editor = useVoyageEditor(voyage);
  const { form, draft, errors, dirty, uploading } = editor;
  const leaveBlocker = useLeaveGuard(editor.changed);

  const heading = voyage ? texts.editTitle(voyage.title) : texts.newTitle;
  const narrationOutdated = Boolean(voyage?.audio_url && !voyage.narration_timed);
  return (
    <div className="grid grid-cols-1 gap-6">
      <LeaveDialog blocker={leaveBlocker} />
      <header className="grid gap-3">
        <Link
          to={adminVoyageRoutePatterns.list}
          className="justify-self-start font-semibold text-rio-800 underline"
        >
          {texts.back}
        </Link>
        <h1 className="font-display text-3xl text-rio-900 sm:text-4xl">{heading}</h1>
        {voyage && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="font-semibold text-stone-800">
              {texts.status(voyage.is_published, voyage.travellers)}
            </p>
            {dirty ? (
              <p className="text-sm text-terra-900">{texts.saveFirst}</p>
            ) : (
              <>
                <Link
                  to={href(
                    appRoutePatterns.voyageExperience,
                    { voyageId: voyage.id },
                    adminVoyagePreviewQuery,
                  )}
                  className={buttonStyles.outline}
                >
                  {texts.preview}
                </Link>
                <PublicationButton
                  voyage={voyage}
                  publishing={editor.publishing}
                  onPublish={editor.setPublished}
                />
              </>
            )}
          </div>
        )}
      </header>

      {editor.conflict && (
        <ConflictNotice
          noticeRef={editor.conflictRef}
          onReloadKeepingDraft={onReloadKeepingDraft && (() => onReloadKeepingDraft(draftAsText(draft)))}
        />
      )}

      {keptDraft !== null && <KeptDraftPanel keptDraft={keptDraft} onDiscard={onDiscardKeptDraft} />}

      <form aria-label={heading} className="grid gap-6" noValidate onSubmit={editor.submit}>
        <AboutSection form={form} errors={errors} />
        <LookSection
          form={form}
          draft={draft}
          errors={errors}
          uploadingCover={uploading === 'cover'}
          onCover={(file) => editor.upload('cover', file)}
        />
        <NarrationSection
          form={form}
          draft={draft}
          errors={errors}
          uploadingNarration={uploading === 'narration'}
          outdated={narrationOutdated}
          onNarration={(file) => editor.upload('narration', file)}
        />
        <TextSection form={form} errors={errors} />

        <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 rounded-2xl bg-white/95 p-3 shadow-md ring-1 ring-rio-900/10">
          <button type="submit" className={buttonStyles.solid} disabled={editor.saving || uploading !== null}>
            {editor.saving ? texts.saving : texts.save}
          </button>
          {dirty && voyage && <p className="text-sm text-terra-900">{texts.unsaved}</p>}
        </div>
      </form>
    </div>
  );
}
