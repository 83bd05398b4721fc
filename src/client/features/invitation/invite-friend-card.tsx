import { zodResolver } from '@hookform/resolvers/zod';
import Copy from 'lucide-react/icons/copy';
import Share2 from 'lucide-react/icons/share-2';
import Ticket from 'lucide-react/icons/ticket';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { INVITATION_RECIPIENT_NAME_MAX_CHARS } from '#shared/constants.ts';
import { invitation as texts } from '#shared/messages/pt-invitation.ts';
import { type CreatedInvitation, createInvitationPayloadSchema } from '#shared/schemas/invitations.ts';
import { createInvitation } from './api/create-invitation.ts';
import { formatInvitationDate } from './ticket-card.tsx';

const cardClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-rio-100';

/**
 * A traveller invites a friend to this voyage (docs/architecture/invitations.md): the server stores the
 * invitation; the link goes out through the device's share sheet (Web Share API) or the clipboard.
 */
export function InviteFriendCard({ voyageId, voyageTitle }: { voyageId: string; voyageTitle: string }) {
  const [open, setOpen] = useState(false);
  const form = useForm<
    z.input<typeof createInvitationPayloadSchema>,
    unknown,
    z.output<typeof createInvitationPayloadSchema>
  >({
    resolver: zodResolver(createInvitationPayloadSchema),
    defaultValues: { voyage_id: voyageId, recipient_name: '', with_gift: true },
  });
  const pending = form.formState.isSubmitting;
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const giftId = useId();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const submit = form.handleSubmit(async (payload) => {
    try {
      // A blank name is no name: the ticket then greets the friend without one. The voyage is the
      // one shown now, should the page have moved on to another.
      setCreated(
        await createInvitation({
          ...payload,
          voyage_id: voyageId,
          recipient_name: payload.recipient_name || null,
        }),
      );
      setCopyFailed(false);
    } catch {
      notifyError(texts.create.failure);
    }
  });

  async function share(invitation: CreatedInvitation) {
    try {
      await navigator.share({
        title: texts.create.shareTitle(voyageTitle),
        text: texts.create.shareText(invitation.sender_name, voyageTitle),
        url: invitation.url,
      });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy(invitation);
    }
  }

  async function copy(invitation: CreatedInvitation) {
    try {
      await navigator.clipboard.writeText(invitation.url);
      setCopyFailed(false);
      notifySuccess(texts.create.copied);
    } catch {
      setCopyFailed(true);
      linkRef.current?.select();
    }
  }

  return (
    <section aria-labelledby="convidar-amigo" className={`${cardClass} grid gap-4`}>
      <h2 id="convidar-amigo" className="flex items-center gap-2 font-display text-xl text-rio-900">
        <Ticket aria-hidden="true" className="size-5 text-terra-600" />
        {texts.create.title}
      </h2>
      <p className="text-sm text-stone-700">{texts.create.lead}</p>

      {!open && !created && (
        <button type="button" className={`${buttonStyles.outline} w-full`} onClick={() => setOpen(true)}>
          {texts.create.open}
        </button>
      )}

      {open && !created && (
        <form className="grid gap-4" onSubmit={submit}>
          <FormField
            label={texts.create.recipientLabel}
            hint={texts.create.recipientHint}
            maxLength={INVITATION_RECIPIENT_NAME_MAX_CHARS}
            autoComplete="off"
            {...form.register('recipient_name')}
          />
          <div className="flex items-start gap-3">
            <input
              id={giftId}
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-rio-700"
              {...form.register('with_gift')}
            />
            <label htmlFor={giftId} className="text-sm text-stone-800">
              {texts.create.withGift}
            </label>
          </div>
          <button type="submit" className={`${buttonStyles.solid} w-full`} disabled={pending}>
            {pending ? texts.create.submitting : texts.create.submit}
          </button>
        </form>
      )}

      {created && (
        <div className="grid gap-3" data-testid="created-invitation">
          <p className="font-semibold text-rio-900" role="status">
            {texts.create.ready} {texts.create.expiresOn(formatInvitationDate(created.expires_at))}
          </p>
          <label className="grid gap-1.5 text-sm font-semibold text-rio-950">
            {texts.create.linkLabel}
            <input
              ref={linkRef}
              readOnly
              value={created.url}
              onFocus={(event) => event.currentTarget.select()}
              className="w-full rounded-xl border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm font-normal text-stone-900"
            />
          </label>
          {copyFailed && <p className="text-sm text-red-800">{texts.create.copyFailed}</p>}
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
            {canShare && (
              <button type="button" className={buttonStyles.solid} onClick={() => share(created)}>
                <Share2 aria-hidden="true" className="size-5" />
                {texts.create.share}
              </button>
            )}
            <button type="button" className={buttonStyles.outline} onClick={() => copy(created)}>
              <Copy aria-hidden="true" className="size-5" />
              {texts.create.copy}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
