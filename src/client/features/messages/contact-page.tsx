/**
 * '/admin/contact' (SPEC §2.8 'Suporte'): a traveller writes to the team; the answer comes in
 * Mensagens (docs/architecture/admin.md). Guests sign in first (the guard remembers the way back).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField, inputClass } from '#client/components/ui/form-field.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { messagesOf } from '#client/lib/form-errors.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { messagesUi } from '#shared/messages/pt-messages.ts';
import { paths } from '#shared/paths.ts';
import { MESSAGE_MAX_CHARS, type NewConversation, newConversationSchema } from '#shared/schemas/messages.ts';
import { startConversation } from './api/conversations.ts';

const texts = messagesUi.contact;

export function meta() {
  return [{ title: texts.metaTitle }];
}

export default function ContactPage() {
  const navigate = useNavigate();
  const form = useForm<NewConversation>({
    resolver: zodResolver(newConversationSchema),
    defaultValues: { subject: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (conversation) => {
    try {
      const started = await startConversation(conversation);
      const protocol = started.messages.at(-1)?.protocol;
      if (protocol) notifySuccess(texts.sent(protocol));
      navigate(`${paths.messages}?conversa=${started.id}`);
    } catch (error) {
      // What was typed stays in the form.
      notifyError(error instanceof ApiError ? error.message : pt.generic.unknown);
    }
  });

  const messageId = 'mensagem-para-a-equipe';
  return (
    <div className="grid max-w-2xl gap-6">
      <header>
        <h1 className="font-display text-3xl text-rio-900 sm:text-4xl">{texts.title}</h1>
        <p className="mt-2 text-stone-700">{texts.lead}</p>
        <p className="mt-2 text-stone-700">
          {texts.helpFirst}{' '}
          <Link to={paths.adminHelp} className="font-semibold text-rio-800 underline underline-offset-4">
            {texts.help}
          </Link>
        </p>
      </header>
      <form
        className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-900/5"
        noValidate
        onSubmit={submit}
      >
        <FormField
          label={texts.subject}
          maxLength={120}
          errors={messagesOf(errors.subject)}
          {...form.register('subject')}
        />
        <div className="grid gap-1.5">
          <label htmlFor={messageId} className="text-sm font-semibold text-rio-950">
            {texts.message}
          </label>
          <textarea
            id={messageId}
            rows={7}
            maxLength={MESSAGE_MAX_CHARS}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${messageId}-erro` : undefined}
            className={inputClass}
            {...form.register('message')}
          />
          {errors.message && (
            <p id={`${messageId}-erro`} className="text-sm font-semibold text-red-800">
              {errors.message.message}
            </p>
          )}
        </div>
        <button type="submit" className={buttonStyles.solid} disabled={isSubmitting}>
          {isSubmitting ? texts.sending : texts.send}
        </button>
      </form>
    </div>
  );
}
