import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { adminVoyagePaths } from '#shared/admin-voyage-paths.ts';
import { href } from '#shared/href.ts';
import { pt } from '#shared/messages/pt.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import { type AdminVoyage, adminVoyagePayloadSchema } from '#shared/schemas/admin-voyages.ts';
import { uploadImage } from './api/admin-products.ts';
import { adminVoyagesKey, publishVoyage, saveVoyage, uploadNarration } from './api/admin-voyages.ts';
import { draftFrom, payloadFrom, type VoyageDraft } from './voyage-draft.ts';

const texts = adminVoyagesUi;

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

export type SetDraftField = <K extends keyof VoyageDraft>(key: K, value: VoyageDraft[K]) => void;

/**
 * The editor's state (docs/decisions/067): the draft and its messages, uploads, saving (with the
 * 409 of a voyage changed meanwhile) and publication.
 */
export function useVoyageEditor(voyage: AdminVoyage | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
  const set: SetDraftField = (key, value) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // A message stays until its field changes.
    const field = payloadField[key];
    setErrors((current) => (current[field] ? { ...current, [field]: [] } : current));
    if (key === 'paragraphs') setParagraphErrors(new Map());
  };

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

  return {
    draft,
    set,
    changed,
    dirty,
    errors,
    paragraphErrors,
    uploading,
    saving,
    publishing,
    conflict,
    conflictRef,
    upload,
    submit,
    setPublished,
  };
}
