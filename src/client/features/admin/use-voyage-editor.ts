import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { href } from '#shared/href.ts';
import { pt } from '#shared/messages/pt.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import { adminVoyageRoutePatterns } from '#shared/paths.ts';
import type { AdminVoyage, AdminVoyagePayload } from '#shared/schemas/admin-voyages.ts';
import { uploadImage } from './api/admin-products.ts';
import { adminVoyagesKey, publishVoyage, saveVoyage, uploadNarration } from './api/admin-voyages.ts';
import { draftFrom, payloadFrom, type VoyageDraft, voyageDraftResolver } from './voyage-draft.ts';

const texts = adminVoyagesUi;

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : pt.generic.unknown;
}

/** The editor's form: the draft as typed, checked by the shared payload schema on save. */
export type VoyageDraftForm = UseFormReturn<VoyageDraft, unknown, AdminVoyagePayload>;

/**
 * The editor's state (docs/architecture/admin.md): the draft and its messages, uploads, saving (with the
 * 409 of a voyage changed meanwhile) and publication.
 */
export function useVoyageEditor(voyage: AdminVoyage | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The draft as loaded; a new version of the voyage remounts the editor (admin-voyage-editor-page).
  const [loadedDraft] = useState(() => draftFrom(voyage));
  const form: VoyageDraftForm = useForm<VoyageDraft, unknown, AdminVoyagePayload>({
    resolver: voyageDraftResolver,
    defaultValues: loadedDraft,
    // A message stays until its field changes; the fields clear their own (voyage-editor-sections).
    reValidateMode: 'onSubmit',
  });
  const draft = form.watch();
  const loaded = useMemo(() => JSON.stringify(payloadFrom(draftFrom(voyage))), [voyage]);
  /** Words typed and not saved. */
  const changed = JSON.stringify(payloadFrom(draft)) !== loaded;
  /** Not what the server has: a new voyage, or changes. */
  const dirty = voyage === null || changed;
  const { errors, isSubmitting: saving } = form.formState;
  const [uploading, setUploading] = useState<'cover' | 'narration' | null>(null);
  const [publishing, setPublishing] = useState(false);
  /** The server refused the save: someone changed the voyage after this editor loaded it. */
  const [conflict, setConflict] = useState(false);
  const conflictRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  async function upload(kind: 'cover' | 'narration', file: File) {
    const field = kind === 'cover' ? 'coverImage' : 'audioUrl';
    setUploading(kind);
    form.clearErrors(field);
    try {
      const stored = kind === 'cover' ? await uploadImage(file) : await uploadNarration(file);
      form.setValue(field, stored.url);
    } catch (error) {
      // The message says what to send instead; the rest of the form is kept.
      form.setError(field, { message: messageOf(error) });
    } finally {
      setUploading(null);
    }
  }

  function remember(updated: AdminVoyage) {
    queryClient.setQueryData([...adminVoyagesKey, 'detail', updated.id], updated);
    void queryClient.invalidateQueries({ queryKey: adminVoyagesKey, exact: true });
  }

  const submit = form.handleSubmit(
    async (payload) => {
      try {
        const updated = await saveVoyage(
          voyage ? { id: voyage.id, version: voyage.updated_at } : null,
          payload,
        );
        remember(updated);
        notifySuccess(voyage ? texts.saved : texts.created);
        if (!voyage) navigate(href(adminVoyageRoutePatterns.editor, { id: updated.id }), { replace: true });
      } catch (error) {
        // Every word stays in the form; the notice offers the current version.
        if (voyage && error instanceof ApiError && error.status === 409) setConflict(true);
        else notifyError(messageOf(error));
      }
    },
    () => notifyError(texts.fixErrors),
  );

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
    form,
    draft,
    changed,
    dirty,
    errors,
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
