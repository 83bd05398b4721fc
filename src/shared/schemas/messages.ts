/** Conversations between travellers and the team (docs/architecture/admin.md). */
import { z } from 'zod';
import { messagesUi } from '../messages/pt-messages.ts';
import { dataResponseSchema } from './envelope.ts';

const texts = messagesUi.validation;

export const MESSAGE_MAX_CHARS = 4000;
/** New conversations and messages a traveller may send per hour. */
export const CONVERSATIONS_PER_HOUR = 5;
export const MESSAGES_PER_HOUR = 30;

const body = z
  .string({ error: texts.messageRequired })
  .trim()
  .min(1, texts.messageRequired)
  .min(10, texts.messageTooShort)
  .max(MESSAGE_MAX_CHARS, texts.messageTooLong);

export const newConversationSchema = z.strictObject({
  subject: z
    .string({ error: texts.subjectRequired })
    .trim()
    .min(1, texts.subjectRequired)
    .max(120, texts.subjectTooLong),
  message: body,
});
export type NewConversation = z.infer<typeof newConversationSchema>;

export const newMessageSchema = z.strictObject({ message: body });

export const conversationIdParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,9}$/) });

export const conversationMessageSchema = z.object({
  id: z.string(),
  from_team: z.boolean(),
  author_name: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
  /** A traveller's message's protocol number (null for the team's replies; docs/architecture/legal.md). */
  protocol: z.string().nullable(),
});

export const conversationSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  traveller_id: z.string(),
  traveller_name: z.string(),
  /** Unread for whoever asks: the traveller, or the team. */
  unread: z.boolean(),
  created_at: z.string(),
  last_message_at: z.string(),
  /**
   * An open request: since when the traveller waits for the team's answer (null once answered),
   * and when that answer is due (5 days later).
   */
  awaiting_team_since: z.string().nullable(),
  answer_due_at: z.string().nullable(),
  overdue: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationSchema = conversationSummarySchema.extend({
  messages: z.array(conversationMessageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListResponseSchema = dataResponseSchema(z.array(conversationSummarySchema));
export const conversationResponseSchema = dataResponseSchema(conversationSchema);
