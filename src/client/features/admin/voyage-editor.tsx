/**
 * A voyage's editor (docs/decisions/067): what travellers read about it, its look, its narration
 * and its text; then publication and a preview in the real reader. Nothing leaves the form until
 * it is valid, and a failed save keeps every word typed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField, inputClass, TextAreaField } from '#client/components/ui/form-field.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { adminVoyagePaths, adminVoyagePreviewQuery } from '#shared/admin-voyage-paths.ts';
import { VOYAGE_THEME_COLORS } from '#shared/constants.ts';
import { href } from '#shared/href.ts';
import { pt } from '#shared/messages/pt.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import { type AdminVoyage, adminVoyagePayloadSchema } from '#shared/schemas/admin-voyages.ts';
import { uploadImage } from './api/admin-products.ts';
import { adminVoyagesKey, publishVoyage, saveVoyage, uploadNarration } from './api/admin-voyages.ts';
import { ParagraphEditor } from './paragraph-editor.tsx';
import { UploadField } from './upload-field.tsx';
import { draftAsText, draftFrom, payloadFrom, type VoyageDraft } from './voyage-draft.ts';

const texts = adminVoyagesUi;
const fields = texts.fields;
const ICONS = Object.keys(texts.icons) as (keyof typeof texts.icons)[];

/** The payload field (and so the error messages) each part of the draft feeds. */
const payloadField: Record<keyof VoyageDraft, string> = {
  title: 'title',
  shortDescription: 'short_description',
  description: 'description',
  summary: 'summary',
  author: 'author',
  duration: 'duration',
  cost: 'cost',
  themes: 'themes',
  quote: 'quote',
  themeColor: 'theme_color',
  icon: 'icon',
  highlighted: 'is_highlighted',
  coverImage: 'cover_image',
  audioUrl: 'audio_url',
  paragraphs: 'paragraphs',
};

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : pt.generic.unknown;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-900/5 sm:grid-cols-2">
      <legend className="float-left mb-1 font-display text-xl text-rio-900 sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = { color: useId(), icon: useId(), kept: useId(), keptText: useId() };
  const [draft, setDraft] = useState<VoyageDraft>(() => draftFrom(voyage));
  const loaded = useMemo(() => JSON.stringify(payloadFrom(draftFrom(voyage))), [voyage]);
  /** Words typed and not saved. */
  const changed = JSON.stringify(payloadFrom(draft)) !== loaded;
  /** Not what the server has: a new voyage, or changes. */
  const dirty = voyage === null || changed;
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [paragraphErrors, setParagraphErrors] = useState<Map<number, string>>(new Map());
  const [uploading, setUploading] = useState<'cover' | 'narration' | null>(null);
  const [saving, setSaving] = useState(false);
  const [publishing, setPublishing] = useState(false);
  /** The server refused the save: someone changed the voyage after this editor loaded it. */
  const [conflict, setConflict] = useState(false);
  const conflictRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);
  const set = <K extends keyof VoyageDraft>(key: K, value: VoyageDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // A message stays until its field changes.
    const field = payloadField[key];
    setErrors((current) => (current[field] ? { ...current, [field]: [] } : current));
    if (key === 'paragraphs') setParagraphErrors(new Map());
  };

  // Leaving with unsaved words asks first: the browser for a reload or a closed tab, this screen
  // for a link of the app. (Links are caught here rather than with the router's blocker, whose code
  // would join the shell every public page downloads, decision 005.)
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  useEffect(() => {
    if (!changed) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    const holdLink = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin || link.pathname === window.location.pathname) return;
      // Caught on the way down, before the router's link sees it.
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(`${link.pathname}${link.search}${link.hash}`);
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', holdLink, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', holdLink, true);
    };
  }, [changed]);

  async function upload(kind: 'cover' | 'narration', file: File) {
    const field = kind === 'cover' ? 'cover_image' : 'audio_url';
    setUploading(kind);
    setErrors((current) => ({ ...current, [field]: [] }));
    try {
      const stored = kind === 'cover' ? await uploadImage(file) : await uploadNarration(file);
      set(kind === 'cover' ? 'coverImage' : 'audioUrl', stored.url);
    } catch (error) {
      // The message says what to send instead; the rest of the form is kept.
      setErrors((current) => ({ ...current, [field]: [messageOf(error)] }));
    } finally {
      setUploading(null);
    }
  }

  function remember(updated: AdminVoyage) {
    queryClient.setQueryData([...adminVoyagesKey, 'detail', updated.id], updated);
    void queryClient.invalidateQueries({ queryKey: adminVoyagesKey, exact: true });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = adminVoyagePayloadSchema.safeParse(payloadFrom(draft));
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      const byParagraph = new Map<number, string>();
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        if (field === 'paragraphs' && typeof index === 'number') byParagraph.set(index, issue.message);
        else fieldErrors[String(field)] = [...(fieldErrors[String(field)] ?? []), issue.message];
      }
      setErrors(fieldErrors);
      setParagraphErrors(byParagraph);
      notifyError(texts.fixErrors);
      return;
    }
    setErrors({});
    setParagraphErrors(new Map());
    setSaving(true);
    try {
      const updated = await saveVoyage(
        voyage ? { id: voyage.id, version: voyage.updated_at } : null,
        parsed.data,
      );
      remember(updated);
      notifySuccess(voyage ? texts.saved : texts.created);
      if (!voyage) navigate(href(adminVoyagePaths.editor, { id: updated.id }), { replace: true });
    } catch (error) {
      // Every word stays in the form; the notice offers the current version.
      if (voyage && error instanceof ApiError && error.status === 409) setConflict(true);
      else notifyError(messageOf(error));
    } finally {
      setSaving(false);
    }
  }

  async function setPublished(published: boolean) {
    if (!voyage) return;
    setPublishing(true);
    try {
      remember(await publishVoyage(voyage.id, published));
      notifySuccess(published ? texts.publishedNotice : texts.unpublishedNotice);
    } catch (error) {
      notifyError(messageOf(error));
    } finally {
      setPublishing(false);
    }
  }

  const heading = voyage ? texts.editTitle(voyage.title) : texts.newTitle;
  const narrationOutdated = voyage?.audio_url && !voyage.narration_timed;
  return (
    <div className="grid grid-cols-1 gap-6">
      <AlertDialog.Root open={leavingTo !== null}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <AlertDialog.Content
            onEscapeKeyDown={() => setLeavingTo(null)}
            className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
          >
            <AlertDialog.Title className="font-display text-xl text-rio-900">
              {texts.leaveTitle}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-stone-700">
              {texts.leaveText}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={buttonStyles.outline} onClick={() => setLeavingTo(null)}>
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
      <header className="grid gap-3">
        <Link to={adminVoyagePaths.list} className="justify-self-start font-semibold text-rio-800 underline">
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
                {voyage.is_published ? (
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
                          <AlertDialog.Cancel className={buttonStyles.outline}>
                            {texts.cancel}
                          </AlertDialog.Cancel>
                          <AlertDialog.Action
                            className={buttonStyles.solid}
                            onClick={() => setPublished(false)}
                          >
                            {texts.confirm}
                          </AlertDialog.Action>
                        </div>
                      </AlertDialog.Content>
                    </AlertDialog.Portal>
                  </AlertDialog.Root>
                ) : (
                  <button
                    type="button"
                    className={buttonStyles.primary}
                    disabled={publishing}
                    onClick={() => setPublished(true)}
                  >
                    {texts.publish}
                  </button>
                )}
              </>
            )}
          </div>
        )}
      </header>

      {conflict && (
        <div
          ref={conflictRef}
          role="alert"
          tabIndex={-1}
          className="grid justify-items-start gap-3 rounded-2xl border border-terra-200 bg-terra-50 p-5"
        >
          <p className="font-semibold text-stone-900">{texts.changedSince}</p>
          <p className="text-stone-800">{texts.conflictHelp}</p>
          {onReloadKeepingDraft && (
            <button
              type="button"
              className={buttonStyles.solid}
              onClick={() => onReloadKeepingDraft(draftAsText(draft))}
            >
              {texts.reloadKeepingDraft}
            </button>
          )}
        </div>
      )}

      {keptDraft !== null && (
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
          {onDiscardKeptDraft && (
            <button
              type="button"
              className={`${buttonStyles.outline} justify-self-start`}
              onClick={onDiscardKeptDraft}
            >
              {texts.discardKeptDraft}
            </button>
          )}
        </section>
      )}

      <form aria-label={heading} className="grid gap-6" noValidate onSubmit={submit}>
        <Section title={texts.sections.about}>
          <FormField
            label={fields.title}
            value={draft.title}
            maxLength={200}
            errors={errors.title}
            onChange={(event) => set('title', event.target.value)}
          />
          <FormField
            label={fields.author}
            value={draft.author}
            maxLength={120}
            errors={errors.author}
            onChange={(event) => set('author', event.target.value)}
          />
          <TextAreaField
            label={fields.shortDescription}
            value={draft.shortDescription}
            maxLength={300}
            rows={2}
            errors={errors.short_description}
            onChange={(value) => set('shortDescription', value)}
          />
          <TextAreaField
            label={fields.description}
            value={draft.description}
            maxLength={2000}
            errors={errors.description}
            onChange={(value) => set('description', value)}
          />
          <TextAreaField
            label={fields.summary}
            value={draft.summary}
            maxLength={4000}
            rows={4}
            errors={errors.summary}
            onChange={(value) => set('summary', value)}
          />
          <FormField
            label={fields.duration}
            inputMode="numeric"
            value={draft.duration}
            errors={errors.duration}
            onChange={(event) => set('duration', event.target.value)}
          />
          <FormField
            label={fields.cost}
            inputMode="numeric"
            value={draft.cost}
            errors={errors.cost}
            onChange={(event) => set('cost', event.target.value)}
          />
          <FormField
            label={fields.themes}
            value={draft.themes}
            errors={errors.themes}
            onChange={(event) => set('themes', event.target.value)}
          />
          <FormField
            label={fields.quote}
            value={draft.quote}
            maxLength={300}
            errors={errors.quote}
            onChange={(event) => set('quote', event.target.value)}
          />
        </Section>

        <Section title={texts.sections.look}>
          <UploadField
            className="sm:col-span-2"
            label={fields.cover}
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            hint={uploading === 'cover' ? fields.coverUploading : fields.coverHelp}
            errors={errors.cover_image}
            onFile={(file) => upload('cover', file)}
            current={
              draft.coverImage ? (
                <img
                  src={draft.coverImage}
                  alt=""
                  width={160}
                  height={96}
                  className="h-24 w-40 rounded-xl object-cover"
                  data-testid="voyage-cover-preview"
                />
              ) : (
                <p className="text-sm text-stone-700">{fields.coverNone}</p>
              )
            }
            remove={
              draft.coverImage
                ? { label: fields.removeCover, onRemove: () => set('coverImage', null) }
                : undefined
            }
          />
          <div className="grid gap-1.5">
            <label htmlFor={ids.color} className="text-sm font-semibold text-rio-950">
              {fields.themeColor}
            </label>
            <select
              id={ids.color}
              value={draft.themeColor}
              onChange={(event) => set('themeColor', event.target.value)}
              className={inputClass}
            >
              {VOYAGE_THEME_COLORS.map((color) => (
                <option key={color} value={color}>
                  {texts.themeColors[color]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.icon} className="text-sm font-semibold text-rio-950">
              {fields.icon}
            </label>
            <select
              id={ids.icon}
              value={draft.icon}
              onChange={(event) => set('icon', event.target.value)}
              className={inputClass}
            >
              {/* A name the seed uses but the card does not draw shows as the compass. */}
              {!ICONS.includes(draft.icon as (typeof ICONS)[number]) && (
                <option value={draft.icon}>{texts.icons.compass}</option>
              )}
              {ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {texts.icons[icon]}
                </option>
              ))}
            </select>
          </div>
          <label className="inline-flex min-h-11 items-center gap-2 font-semibold text-rio-950 sm:col-span-2">
            <input
              type="checkbox"
              className="size-5 accent-rio-700"
              checked={draft.highlighted}
              onChange={(event) => set('highlighted', event.target.checked)}
            />
            {fields.highlighted}
          </label>
        </Section>

        <Section title={texts.sections.narration}>
          <UploadField
            className="sm:col-span-2"
            label={fields.narration}
            accept="audio/ogg,audio/opus,audio/mpeg,audio/mp4,audio/x-m4a,.opus,.ogg,.mp3,.m4a"
            hint={uploading === 'narration' ? fields.narrationUploading : fields.narrationHelp}
            errors={errors.audio_url}
            onFile={(file) => upload('narration', file)}
            current={
              draft.audioUrl ? (
                // biome-ignore lint/a11y/useMediaCaption: the narration reads the text shown beside it.
                <audio controls preload="none" src={draft.audioUrl} className="w-full max-w-xl" />
              ) : (
                <p className="text-sm text-stone-700">{fields.narrationNone}</p>
              )
            }
            remove={
              draft.audioUrl
                ? { label: fields.removeNarration, onRemove: () => set('audioUrl', null) }
                : undefined
            }
          />
          {narrationOutdated && (
            <p className="text-sm text-terra-900 sm:col-span-2">{texts.narrationOutdated}</p>
          )}
        </Section>

        <Section title={texts.sections.text}>
          <div className="sm:col-span-2">
            <ParagraphEditor
              paragraphs={draft.paragraphs}
              errors={paragraphErrors}
              onChange={(paragraphs) => set('paragraphs', paragraphs)}
            />
            {errors.paragraphs && (
              <p className="mt-2 text-sm font-semibold text-red-800">{errors.paragraphs.join(' ')}</p>
            )}
          </div>
        </Section>

        <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 rounded-2xl bg-white/95 p-3 shadow-md ring-1 ring-rio-900/10">
          <button type="submit" className={buttonStyles.solid} disabled={saving || uploading !== null}>
            {saving ? texts.saving : texts.save}
          </button>
          {dirty && voyage && <p className="text-sm text-terra-900">{texts.unsaved}</p>}
        </div>
      </form>
    </div>
  );
}
