/**
 * '/admin/contact' (SPEC §2.8 'Suporte'): a traveller writes to the team; the answer comes in
 * Mensagens (docs/decisions/062). Guests sign in first (the guard remembers the way back).
 */
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField, inputClass } from '#client/components/ui/form-field.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { messagesUi } from '#shared/messages/pt-messages.ts';
import { paths } from '#shared/paths.ts';
import { MESSAGE_MAX_CHARS, newConversationSchema } from '#shared/schemas/messages.ts';
import { startConversation } from './api/conversations.ts';

const texts = messagesUi.contact;

export default function ContactPage() {
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = newConversationSchema.safeParse({ subject, message });
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const conversation = await startConversation(parsed.data);
      notifySuccess(texts.sent);
      navigate(`${paths.messages}?conversa=${conversation.id}`);
    } catch (error) {
      // What was typed stays in the form.
      notifyError(error instanceof ApiError ? error.message : pt.generic.unknown);
    } finally {
      setSending(false);
    }
  }

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
          value={subject}
          maxLength={120}
          errors={errors.subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <div className="grid gap-1.5">
          <label htmlFor={messageId} className="text-sm font-semibold text-rio-950">
            {texts.message}
          </label>
          <textarea
            id={messageId}
            value={message}
            rows={7}
            maxLength={MESSAGE_MAX_CHARS}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${messageId}-erro` : undefined}
            onChange={(event) => setMessage(event.target.value)}
            className={inputClass}
          />
          {errors.message && (
            <p id={`${messageId}-erro`} className="text-sm font-semibold text-red-800">
              {errors.message.join(' ')}
            </p>
          )}
        </div>
        <button type="submit" className={buttonStyles.solid} disabled={sending}>
          {sending ? texts.sending : texts.send}
        </button>
      </form>
    </div>
  );
}
