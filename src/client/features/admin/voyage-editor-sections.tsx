import { type ReactNode, useId } from 'react';
import { FormField, inputClass, TextAreaField } from '#client/components/ui/form-field.tsx';
import { VOYAGE_THEME_COLORS } from '#shared/constants.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import { ParagraphEditor } from './paragraph-editor.tsx';
import { UploadField } from './upload-field.tsx';
import type { SetDraftField } from './use-voyage-editor.ts';
import type { VoyageDraft } from './voyage-draft.ts';

const texts = adminVoyagesUi;
const fields = texts.fields;
const ICONS = Object.keys(texts.icons) as (keyof typeof texts.icons)[];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-900/5 sm:grid-cols-2">
      <legend className="float-left mb-1 font-display text-xl text-rio-900 sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

interface SectionProps {
  draft: VoyageDraft;
  set: SetDraftField;
  errors: Record<string, string[]>;
}

/** What travellers read about the voyage. */
export function AboutSection({ draft, set, errors }: SectionProps) {
  return (
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
  );
}

/** The voyage's look: cover, colour, icon, and whether it is highlighted. */
export function LookSection({
  draft,
  set,
  errors,
  uploadingCover,
  onCover,
}: SectionProps & { uploadingCover: boolean; onCover: (file: File) => Promise<void> }) {
  const ids = { color: useId(), icon: useId() };
  return (
    <Section title={texts.sections.look}>
      <UploadField
        className="sm:col-span-2"
        label={fields.cover}
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        hint={uploadingCover ? fields.coverUploading : fields.coverHelp}
        errors={errors.cover_image}
        onFile={onCover}
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
  );
}

/** The narration file, and a word when the text changed after it was timed. */
export function NarrationSection({
  draft,
  set,
  errors,
  uploadingNarration,
  outdated,
  onNarration,
}: SectionProps & {
  uploadingNarration: boolean;
  outdated: boolean;
  onNarration: (file: File) => Promise<void>;
}) {
  return (
    <Section title={texts.sections.narration}>
      <UploadField
        className="sm:col-span-2"
        label={fields.narration}
        accept="audio/ogg,audio/opus,audio/mpeg,audio/mp4,audio/x-m4a,.opus,.ogg,.mp3,.m4a"
        hint={uploadingNarration ? fields.narrationUploading : fields.narrationHelp}
        errors={errors.audio_url}
        onFile={onNarration}
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
      {outdated && <p className="text-sm text-terra-900 sm:col-span-2">{texts.narrationOutdated}</p>}
    </Section>
  );
}

/** The voyage's text, paragraph by paragraph. */
export function TextSection({
  draft,
  set,
  errors,
  paragraphErrors,
}: SectionProps & { paragraphErrors: Map<number, string> }) {
  return (
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
  );
}
