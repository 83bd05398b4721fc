/**
 * '/enviar-ebook' (SPEC §2.3, docs/architecture/admin.md): an admin sends the ebook to a buyer's e-mail and
 * sees every sending, downloaded or not. A traveller who opens it goes home.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { StaffOnly } from '#client/features/auth/staff-only.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import {
  type EbookDelivery,
  type EbookDeliveryPayload,
  ebookDeliveryPayloadSchema,
} from '#shared/schemas/ebook-delivery.ts';
import { ebookDeliveriesKey, sendEbook, useEbookDeliveries } from './api/ebook-deliveries.ts';

const texts = pt.ebookDelivery;
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function meta() {
  return [{ title: texts.metaTitle }];
}

export default function SendEbookPage() {
  return (
    <StaffOnly>
      <div className="grid grid-cols-1 gap-8">
        <header>
          <h1 className="font-display text-3xl text-rio-900 sm:text-4xl">{texts.title}</h1>
          <p className="mt-2 max-w-2xl text-stone-700">{texts.lead}</p>
        </header>
        <SendForm />
        <Deliveries />
      </div>
    </StaffOnly>
  );
}

/**
 * Sends the ebook and says how it went; the list is refreshed either way, since a failed sending
 * is listed too, marked as such. Resolves to whether the e-mail went out.
 */
function useEbookSending() {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  async function send(payload: EbookDeliveryPayload): Promise<boolean> {
    setSending(true);
    try {
      const delivery = await sendEbook(payload);
      notifySuccess(texts.sent(delivery.email));
      return true;
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : pt.generic.unknown);
      return false;
    } finally {
      setSending(false);
      await queryClient.invalidateQueries({ queryKey: ebookDeliveriesKey });
    }
  }

  return { sending, send };
}

const emptyForm = { email: '', name: '' };
const fieldMessages = (message: string | undefined) => (message ? [message] : undefined);

function SendForm() {
  const { send } = useEbookSending();
  const form = useForm<z.input<typeof ebookDeliveryPayloadSchema>, unknown, EbookDeliveryPayload>({
    resolver: zodResolver(ebookDeliveryPayloadSchema),
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, name }) => {
    // A blank name is no name: the e-mail then greets the buyer without one.
    if (await send({ email, ...(name ? { name } : {}) })) form.reset(emptyForm);
  });

  return (
    <form
      className="grid max-w-xl gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-900/5"
      noValidate
      onSubmit={submit}
    >
      <FormField
        label={texts.email}
        type="email"
        autoComplete="off"
        errors={fieldMessages(errors.email?.message)}
        {...form.register('email')}
      />
      <FormField
        label={texts.name}
        maxLength={120}
        errors={fieldMessages(errors.name?.message)}
        {...form.register('name')}
      />
      <button type="submit" className={`${buttonStyles.solid} justify-self-start`} disabled={isSubmitting}>
        {isSubmitting ? texts.sending : texts.send}
      </button>
    </form>
  );
}

function Deliveries() {
  const deliveries = useEbookDeliveries();
  return (
    <section aria-labelledby="envios">
      <h2 id="envios" className="font-display text-2xl text-rio-900">
        {texts.historyTitle}
      </h2>
      <div className="mt-4">
        {deliveries.isPending ? (
          <div role="status" className="h-24 animate-pulse rounded-2xl bg-stone-200">
            <span className="sr-only">{pt.generic.loading}</span>
          </div>
        ) : deliveries.isError ? (
          <div role="alert" className="rounded-2xl border border-terra-200 bg-terra-50 p-5">
            <p>{texts.loadFailure}</p>
            <button
              type="button"
              className={`${buttonStyles.solid} mt-3`}
              onClick={() => deliveries.refetch()}
            >
              {pt.generic.tryAgain}
            </button>
          </div>
        ) : deliveries.data.length === 0 ? (
          <p className="rounded-2xl bg-white p-5 text-stone-700">{texts.empty}</p>
        ) : (
          <ul className="grid gap-2" data-testid="ebook-deliveries">
            {deliveries.data.map((delivery) => {
              const expired = Date.parse(delivery.expires_at) <= Date.now();
              return (
                <li
                  key={delivery.id}
                  className="rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-rio-900/5"
                >
                  <p className="font-semibold text-rio-900">
                    {delivery.recipient_name} · {delivery.email}
                  </p>
                  <p className="mt-1 text-stone-700">
                    {dateTime.format(new Date(delivery.created_at))}
                    {delivery.sender_name ? ` · ${texts.columns.by}: ${delivery.sender_name}` : ''}
                  </p>
                  {delivery.status === 'failed' ? (
                    <div className="mt-1 flex flex-wrap items-center gap-3">
                      <p className="font-semibold text-red-800">{texts.failed}</p>
                      <ResendButton delivery={delivery} />
                    </div>
                  ) : (
                    <p className="mt-1 font-semibold text-stone-800">
                      {delivery.first_downloaded_at
                        ? texts.downloaded(dateTime.format(new Date(delivery.first_downloaded_at)))
                        : expired
                          ? texts.expired
                          : texts.notDownloaded}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}

/** A failed sending, sent again to the same buyer: a new link in a new row of the list. */
function ResendButton({ delivery }: { delivery: EbookDelivery }) {
  const { sending, send } = useEbookSending();
  const resend = () => send({ email: delivery.email, name: delivery.recipient_name });

  return (
    <button
      type="button"
      className={`${buttonStyles.outline} min-h-10 px-3 py-1 text-sm`}
      aria-label={texts.resendTo(delivery.email)}
      disabled={sending}
      onClick={resend}
    >
      {sending ? texts.sending : texts.resend}
    </button>
  );
}
