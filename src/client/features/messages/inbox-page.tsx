/**
 * '/admin/mensagem' (SPEC §2.3 'Mensagens', docs/architecture/admin.md): a traveller's conversations with
 * the team and the replies, each traveller's message with its protocol; for the team, every
 * conversation, open requests first (the longest waiting on top) with their 5-day deadline.
 */

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { inputClass } from '#client/components/ui/form-field.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { messagesUi } from '#shared/messages/pt-messages.ts';
import { paths } from '#shared/paths.ts';
import { ADMIN_ROLE } from '#shared/roles.ts';
import { type ConversationSummary, MESSAGE_MAX_CHARS, newMessageSchema } from '#shared/schemas/messages.ts';
import {
  conversationsKey,
  type Side,
  sendMessage,
  useConversation,
  useConversations,
} from './api/conversations.ts';

const texts = messagesUi.inbox;
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const DAY_MS = 86_400_000;

export function meta() {
  return [{ title: texts.metaTitle }];
}

/** An open request's age and deadline in the team's list (docs/architecture/legal.md). */
function RequestDeadline({ conversation }: { conversation: ConversationSummary }) {
  if (!conversation.awaiting_team_since || !conversation.answer_due_at) return null;
  const days = Math.floor((Date.now() - Date.parse(conversation.awaiting_team_since)) / DAY_MS);
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-800">
      {conversation.overdue && (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900">
          {texts.overdue}
        </span>
      )}
      <span>
        {texts.waiting(days)} · {texts.due(dateTime.format(new Date(conversation.answer_due_at)))}
      </span>
    </span>
  );
}

export default function InboxPage() {
  const { user } = useAuth();
  const side: Side = user?.role === ADMIN_ROLE ? 'team' : 'traveller';
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = searchParams.get('conversa');
  const conversations = useConversations(side);

  const list = conversations.isPending ? (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{pt.generic.loading}</span>
      {[0, 1, 2].map((key) => (
        <div key={key} className="h-16 animate-pulse rounded-xl bg-stone-200" />
      ))}
    </div>
  ) : conversations.isError ? (
    <div role="alert" className="rounded-2xl border border-terra-200 bg-terra-50 p-5">
      <p>{texts.loadFailure}</p>
      <button type="button" className={`${buttonStyles.solid} mt-3`} onClick={() => conversations.refetch()}>
        {texts.retry}
      </button>
    </div>
  ) : conversations.data.length === 0 ? (
    <p className="rounded-2xl bg-white p-5 text-stone-700">{texts.empty}</p>
  ) : (
    <ul className="grid gap-2">
      {conversations.data.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            aria-current={conversation.id === selected ? 'true' : undefined}
            onClick={() => setSearchParams({ conversa: conversation.id })}
            className="w-full rounded-xl bg-white p-3 text-left shadow-sm ring-1 ring-rio-900/5 hover:bg-rio-50 aria-[current=true]:ring-2 aria-[current=true]:ring-rio-700"
          >
            <span className="flex items-start justify-between gap-2">
              <span
                className={`min-w-0 truncate ${conversation.unread ? 'font-bold text-rio-950' : 'font-semibold text-rio-900'}`}
              >
                {conversation.subject}
              </span>
              {conversation.unread && (
                <span className="shrink-0 rounded-full bg-terra-100 px-2 py-0.5 text-xs font-semibold text-terra-900">
                  {texts.unread}
                </span>
              )}
            </span>
            <span className="mt-1 block text-sm text-stone-700">
              {side === 'team' ? `${conversation.traveller_name} · ` : ''}
              {dateTime.format(new Date(conversation.last_message_at))}
            </span>
            {side === 'team' && <RequestDeadline conversation={conversation} />}
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl text-rio-900 sm:text-4xl">
            {side === 'team' ? texts.teamTitle : texts.title}
          </h1>
          <p className="mt-2 text-stone-700">{side === 'team' ? texts.teamLead : texts.lead}</p>
        </div>
        {side === 'traveller' && (
          <Link to={paths.adminContact} className={buttonStyles.solid}>
            {texts.write}
          </Link>
        )}
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_1fr]">
        <section
          aria-label={side === 'team' ? texts.teamTitle : texts.title}
          className={selected ? 'hidden lg:block' : ''}
        >
          {list}
        </section>
        <section aria-live="polite" className={selected ? '' : 'hidden lg:block'}>
          {selected ? (
            <Thread side={side} id={selected} onBack={() => setSearchParams({})} />
          ) : (
            <p className="rounded-2xl bg-white p-5 text-stone-700">{texts.choose}</p>
          )}
        </section>
      </div>
    </div>
  );
}

function Thread({ side, id, onBack }: { side: Side; id: string; onBack: () => void }) {
  const queryClient = useQueryClient();
  const conversation = useConversation(side, id);

  // Opening a conversation marks it read: the list follows.
  const loadedAt = conversation.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) void queryClient.invalidateQueries({ queryKey: [...conversationsKey, side], exact: true });
  }, [loadedAt, side, queryClient]);

  const back = (
    <button
      type="button"
      className="font-semibold text-rio-800 underline underline-offset-4 lg:hidden"
      onClick={onBack}
    >
      ← {texts.back}
    </button>
  );
  if (conversation.isPending) {
    return (
      <div role="status" className="h-64 animate-pulse rounded-2xl bg-stone-200">
        <span className="sr-only">{pt.generic.loading}</span>
      </div>
    );
  }
  if (conversation.isError) {
    const notFound = conversation.error instanceof ApiError && conversation.error.status === 404;
    return (
      <div className="grid gap-3">
        {back}
        <p role="alert" className="rounded-2xl border border-terra-200 bg-terra-50 p-5">
          {notFound ? texts.notFound : texts.loadFailure}
        </p>
      </div>
    );
  }
  const data = conversation.data;
  const lastProtocol = data.messages.findLast((message) => message.protocol !== null)?.protocol;
  return (
    <article aria-labelledby={`assunto-${id}`} className="grid gap-4">
      {back}
      <header>
        <h2 id={`assunto-${id}`} className="font-display text-2xl text-rio-900">
          {data.subject}
        </h2>
        {side === 'team' && <p className="text-stone-700">{texts.from(data.traveller_name)}</p>}
        {side === 'traveller' && lastProtocol && data.answer_due_at && (
          <p
            role="status"
            className="mt-2 rounded-xl bg-rio-50 px-4 py-3 text-rio-950"
            data-testid="request-acknowledged"
          >
            {texts.acknowledged(lastProtocol, dateTime.format(new Date(data.answer_due_at)))}
          </p>
        )}
      </header>
      <ol className="grid gap-3" data-testid="conversation-messages">
        {data.messages.map((message) => {
          const mine = side === 'team' ? message.from_team : !message.from_team;
          return (
            <li
              key={message.id}
              className={`max-w-[42rem] rounded-2xl p-4 shadow-sm ${mine ? 'justify-self-end bg-rio-50' : 'bg-white ring-1 ring-rio-900/5'}`}
            >
              <p className="text-sm font-semibold text-rio-900">
                {message.from_team
                  ? `${texts.team}${message.author_name ? ` · ${message.author_name}` : ''}`
                  : mine
                    ? texts.you
                    : (message.author_name ?? data.traveller_name)}
                <span className="font-normal text-stone-700">
                  {' '}
                  · {dateTime.format(new Date(message.created_at))}
                </span>
              </p>
              <p className="mt-2 whitespace-pre-wrap text-stone-900">{message.body}</p>
              {message.protocol && (
                <p className="mt-2 text-xs font-semibold text-stone-700">
                  {texts.protocol(message.protocol)}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <ReplyForm side={side} id={id} />
    </article>
  );
}

/** The answer to a conversation: the traveller's or the team's, by `side`. */
function ReplyForm({ side, id }: { side: Side; id: string }) {
  const queryClient = useQueryClient();
  const form = useForm<z.infer<typeof newMessageSchema>>({
    resolver: zodResolver(newMessageSchema),
    defaultValues: { message: '' },
  });
  const { isSubmitting } = form.formState;
  const error = form.formState.errors.message?.message;
  const replyId = `resposta-${id}`;

  const submit = form.handleSubmit(async ({ message }) => {
    try {
      const updated = await sendMessage(side, id, message);
      queryClient.setQueryData([...conversationsKey, side, id], updated);
      form.reset({ message: '' });
    } catch (failure) {
      notifyError(failure instanceof ApiError ? failure.message : pt.generic.unknown);
    }
  });

  return (
    <form className="grid gap-2" noValidate onSubmit={submit}>
      <label htmlFor={replyId} className="text-sm font-semibold text-rio-950">
        {texts.reply}
      </label>
      <textarea
        id={replyId}
        rows={4}
        maxLength={MESSAGE_MAX_CHARS}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${replyId}-erro` : undefined}
        className={inputClass}
        {...form.register('message')}
      />
      {error && (
        <p id={`${replyId}-erro`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <button type="submit" className={`${buttonStyles.solid} justify-self-start`} disabled={isSubmitting}>
        {isSubmitting ? texts.sending : texts.send}
      </button>
    </form>
  );
}
