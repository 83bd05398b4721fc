import { type ReactNode, useId } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { FormField, inputClass, TextAreaField } from '#client/components/ui/form-field.tsx';
import { messagesOf } from '#client/lib/form-errors.ts';
import { VOYAGE_THEME_COLORS } from '#shared/constants.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import { ParagraphEditor } from './paragraph-editor.tsx';
import { UploadField } from './upload-field.tsx';
import type { VoyageDraftForm } from './use-voyage-editor.ts';
import type { VoyageDraft } from './voyage-draft.ts';

const texts = adminVoyagesUi;
const fields = texts.fields;
const ICONS = Object.keys(texts.icons) as (keyof typeof texts.icons)[];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-900/5 sm:grid-cols-2">
      <legend className="float-left mb-1 font-display text-xl text-rio-900 sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

interface SectionProps {
  form: VoyageDraftForm;
  draft: VoyageDraft;
  errors: FieldErrors<VoyageDraft>;
}

type TypedField =
  | 'title'
  | 'author'
  | 'duration'
  | 'cost'
  | 'themes'
  | 'quote'
  | 'themeColor'
  | 'icon'
  | 'highlighted';

/** A field of the draft whose message goes as soon as it changes. */
function register(form: VoyageDraftForm, name: TypedField) {
  return form.register(name, { onChange: () => form.clearErrors(name) });
}

function DraftTextArea({
  form,
  name,
  errors,
  ...props
}: {
  form: VoyageDraftForm;
  name: 'shortDescription' | 'description' | 'summary';
  errors: FieldErrors<VoyageDraft>;
  label: string;
  maxLength: number;
  rows?: number;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextAreaField
          {...props}
          ref={field.ref}
          value={field.value}
          errors={messagesOf(errors[name])}
          onChange={(value) => {
            field.onChange(value);
            form.clearErrors(name);
          }}
        />
      )}
    />
  );
}

/** Takes the cover or the narration away (its upload message goes with it). */
function removeFile(form: VoyageDraftForm, name: 'coverImage' | 'audioUrl') {
  form.setValue(name, null);
  form.clearErrors(name);
}

/** What travellers read about the voyage. */
export function AboutSection({ form, errors }: Omit<SectionProps, 'draft'>) {
  return (
    <Section title={texts.sections.about}>
      <FormField
        label={fields.title}
        maxLength={200}
        errors={messagesOf(errors.title)}
        {...register(form, 'title')}
      />
      <FormField
        label={fields.author}
        maxLength={120}
        errors={messagesOf(errors.author)}
        {...register(form, 'author')}
      />
      <DraftTextArea
        form={form}
        name="shortDescription"
        label={fields.shortDescription}
        maxLength={300}
        rows={2}
        errors={errors}
      />
      <DraftTextArea
        form={form}
        name="description"
        label={fields.description}
        maxLength={2000}
        errors={errors}
      />
      <DraftTextArea
        form={form}
        name="summary"
        label={fields.summary}
        maxLength={4000}
        rows={4}
        errors={errors}
      />
      <FormField
        label={fields.duration}
        inputMode="numeric"
        errors={messagesOf(errors.duration)}
        {...register(form, 'duration')}
      />
      <FormField
        label={fields.cost}
        inputMode="numeric"
        errors={messagesOf(errors.cost)}
        {...register(form, 'cost')}
      />
      <FormField label={fields.themes} errors={messagesOf(errors.themes)} {...register(form, 'themes')} />
      <FormField
        label={fields.quote}
        maxLength={300}
        errors={messagesOf(errors.quote)}
        {...register(form, 'quote')}
      />
    </Section>
  );
}

/** The voyage's look: cover, colour, icon, and whether it is highlighted. */
export function LookSection({
  form,
  draft,
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
        errors={messagesOf(errors.coverImage)}
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
            ? { label: fields.removeCover, onRemove: () => removeFile(form, 'coverImage') }
            : undefined
        }
      />
      <div className="grid gap-1.5">
        <label htmlFor={ids.color} className="text-sm font-semibold text-rio-950">
          {fields.themeColor}
        </label>
        <select id={ids.color} className={inputClass} {...register(form, 'themeColor')}>
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
        <select id={ids.icon} className={inputClass} {...register(form, 'icon')}>
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
        <input type="checkbox" className="size-5 accent-rio-700" {...register(form, 'highlighted')} />
        {fields.highlighted}
      </label>
    </Section>
  );
}

/** The narration file, and a word when the text changed after it was timed. */
export function NarrationSection({
  form,
  draft,
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
        errors={messagesOf(errors.audioUrl)}
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
            ? { label: fields.removeNarration, onRemove: () => removeFile(form, 'audioUrl') }
            : undefined
        }
      />
      {outdated && <p className="text-sm text-terra-900 sm:col-span-2">{texts.narrationOutdated}</p>}
    </Section>
  );
}

/** Each paragraph's message by its index. */
function paragraphMessages(errors: FieldErrors<VoyageDraft>['paragraphs']): Map<number, string> {
  const messages = new Map<number, string>();
  if (Array.isArray(errors)) {
    errors.forEach((error, index) => {
      if (error?.text?.message) messages.set(index, error.text.message);
    });
  }
  return messages;
}

/** The voyage's text, paragraph by paragraph. */
export function TextSection({ form, errors }: Omit<SectionProps, 'draft'>) {
  return (
    <Section title={texts.sections.text}>
      <div className="sm:col-span-2">
        <Controller
          control={form.control}
          name="paragraphs"
          render={({ field }) => (
            <ParagraphEditor
              paragraphs={field.value}
              errors={paragraphMessages(errors.paragraphs)}
              onChange={(paragraphs) => {
                field.onChange(paragraphs);
                // Paragraphs move, so every paragraph's message goes with any change.
                form.clearErrors('paragraphs');
              }}
            />
          )}
        />
        {errors.paragraphs?.message && (
          <p className="mt-2 text-sm font-semibold text-red-800">{errors.paragraphs.message}</p>
        )}
      </div>
    </Section>
  );
}
