/**
 * Conversations between travellers and the team (docs/architecture/admin.md). A traveller sees only their
 * own; the team sees every one, unread first. Whoever did not write the last message has it unread.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { lockQuota } from '#server/db/dialect-sql.ts';
import { AppError } from '#server/errors.ts';
import { recordAdminAction } from '#server/features/audit-log/admin-audit-log.repository.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { supportAnswerDue, supportProtocol } from '#shared/legal/support.ts';
import { messagesUi } from '#shared/messages/pt-messages.ts';
import { paths } from '#shared/paths.ts';
import {
  CONVERSATIONS_PER_HOUR,
  type Conversation,
  type ConversationSummary,
  MESSAGES_PER_HOUR,
  type NewConversation,
} from '#shared/schemas/messages.ts';
import { supportAcknowledgementMail } from './support-acknowledgement-mail.ts';

const HOUR_MS = 3_600_000;

/** The conversation in the traveller's Mensagens. */
const conversationUrl = (publicUrl: string, id: number) =>
  `${publicUrl}${paths.messages}?${new URLSearchParams({ conversa: String(id) })}`;
type Viewer = { kind: 'traveller'; userId: number } | { kind: 'team'; userId: number };

function summaries(db: Kysely<Database>) {
  return db
    .selectFrom('conversations as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.subject',
      'c.user_id',
      'u.name as traveller_name',
      'c.unread_by_team',
      'c.unread_by_traveller',
      'c.created_at',
      'c.last_message_at',
      'c.awaiting_team_since',
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

const isoOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString());

function toSummary(row: SummaryRow, viewer: Viewer, now = new Date()): ConversationSummary {
  const waitingSince = isoOrNull(row.awaiting_team_since);
  const due = waitingSince === null ? null : supportAnswerDue(waitingSince);
  return {
    id: String(row.id),
    subject: row.subject,
    traveller_id: String(row.user_id),
    traveller_name: row.traveller_name,
    unread: Boolean(viewer.kind === 'team' ? row.unread_by_team : row.unread_by_traveller),
    created_at: new Date(row.created_at).toISOString(),
    last_message_at: new Date(row.last_message_at).toISOString(),
    awaiting_team_since: waitingSince,
    answer_due_at: due,
    overdue: due !== null && Date.parse(due) < now.getTime(),
  };
}

export async function listConversations(
  db: Kysely<Database>,
  viewer: Viewer,
): Promise<ConversationSummary[]> {
  let query = summaries(db);
  if (viewer.kind === 'traveller') {
    query = query.where('c.user_id', '=', viewer.userId).orderBy('c.last_message_at', 'desc');
  } else {
    // Open requests first, the longest waiting (the overdue) at the top; then the rest, newest first.
    query = query
      .orderBy(sql`case when c.awaiting_team_since is null then 1 else 0 end`)
      .orderBy('c.awaiting_team_since', 'asc')
      .orderBy('c.last_message_at', 'desc');
  }
  const rows = await query.orderBy('c.id', 'desc').limit(200).execute();
  return rows.map((row) => toSummary(row, viewer));
}

async function findVisible(db: Kysely<Database>, id: number, viewer: Viewer): Promise<SummaryRow> {
  let query = summaries(db).where('c.id', '=', id);
  // A traveller asking for someone else's conversation learns nothing: the same 404.
  if (viewer.kind === 'traveller') query = query.where('c.user_id', '=', viewer.userId);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: messagesUi.inbox.notFound });
  return row;
}

/** The conversation with its messages; opening it marks it read for the viewer. */
export async function readConversation(
  db: Kysely<Database>,
  id: number,
  viewer: Viewer,
): Promise<Conversation> {
  const row = await findVisible(db, id, viewer);
  await db
    .updateTable('conversations')
    .set(viewer.kind === 'team' ? { unread_by_team: false } : { unread_by_traveller: false })
    .where('id', '=', id)
    .execute();
  const messages = await db
    .selectFrom('conversation_messages as m')
    .leftJoin('users as u', 'u.id', 'm.author_id')
    .select(['m.id', 'm.from_team', 'm.body', 'm.created_at', 'u.name as author_name'])
    .where('m.conversation_id', '=', id)
    .orderBy('m.id')
    .execute();
  const summary = toSummary(row, viewer);
  return {
    ...summary,
    unread: false,
    messages: messages.map((message) => ({
      id: String(message.id),
      from_team: Boolean(message.from_team),
      author_name: message.author_name,
      body: message.body,
      created_at: new Date(message.created_at).toISOString(),
      protocol: message.from_team ? null : supportProtocol(message.id, message.created_at),
    })),
  };
}

async function countRecent(db: Kysely<Database>, userId: number, since: string) {
  const [conversations, messages] = await Promise.all([
    db
      .selectFrom('conversations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('conversation_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('author_id', '=', userId)
      .where('from_team', '=', false)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow(),
  ]);
  return { conversations: Number(conversations.n), messages: Number(messages.n) };
}

/**
 * Acknowledges a traveller's message at once (Decreto 7.962/2013, art. 4º): its protocol number and
 * the answer's deadline by e-mail, queued in the message's own transaction.
 */
async function acknowledge(
  trx: Kysely<Database>,
  mailer: Mailer,
  message: {
    id: number;
    userId: number;
    subject: string;
    sentAt: string;
    waitingSince: string;
    conversationUrl: string;
  },
) {
  const traveller = await trx
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', message.userId)
    .executeTakeFirstOrThrow();
  await mailer.send(
    {
      to: traveller.email,
      ...supportAcknowledgementMail({
        name: traveller.name,
        subject: message.subject,
        protocol: supportProtocol(message.id, message.sentAt),
        answerDue: new Date(supportAnswerDue(message.waitingSince)),
        conversationUrl: message.conversationUrl,
      }),
    },
    { db: trx, key: `support:${message.id}` },
  );
}

export async function startConversation(
  db: Kysely<Database>,
  mailer: Mailer,
  userId: number,
  payload: NewConversation,
  publicUrl: string,
): Promise<Conversation> {
  const now = new Date();
  const id = await db.transaction().execute(async (trx) => {
    await lockQuota(trx, 'messages', userId);
    const recent = await countRecent(trx, userId, new Date(now.getTime() - HOUR_MS).toISOString());
    if (recent.conversations >= CONVERSATIONS_PER_HOUR || recent.messages >= MESSAGES_PER_HOUR) {
      throw new AppError('RATE_LIMITED');
    }
    const created = await trx
      .insertInto('conversations')
      .values({
        user_id: userId,
        subject: payload.subject,
        unread_by_team: true,
        unread_by_traveller: false,
        created_at: now.toISOString(),
        last_message_at: now.toISOString(),
        awaiting_team_since: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = await trx
      .insertInto('conversation_messages')
      .values({
        conversation_id: created.id,
        author_id: userId,
        from_team: false,
        body: payload.message,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await acknowledge(trx, mailer, {
      id: message.id,
      userId,
      subject: payload.subject,
      sentAt: now.toISOString(),
      waitingSince: now.toISOString(),
      conversationUrl: conversationUrl(publicUrl, created.id),
    });
    return created.id;
  });
  return readConversation(db, id, { kind: 'traveller', userId });
}

/** A new message in a conversation, by its traveller or by the team (a reply, audited). */
export async function addMessage(
  db: Kysely<Database>,
  mailer: Mailer,
  id: number,
  viewer: Viewer,
  body: string,
  publicUrl: string,
): Promise<Conversation> {
  const now = new Date();
  const conversation = await findVisible(db, id, viewer);
  const fromTeam = viewer.kind === 'team';
  await db.transaction().execute(async (trx) => {
    // A traveller's hourly quota, counted and used under their lock (docs/decisions/091).
    if (viewer.kind === 'traveller') {
      await lockQuota(trx, 'messages', viewer.userId);
      const recent = await countRecent(trx, viewer.userId, new Date(now.getTime() - HOUR_MS).toISOString());
      if (recent.messages >= MESSAGES_PER_HOUR) throw new AppError('RATE_LIMITED');
    }
    const message = await trx
      .insertInto('conversation_messages')
      .values({
        conversation_id: id,
        author_id: viewer.userId,
        from_team: fromTeam,
        body,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The team's reply answers the open request; a traveller's message opens one, or keeps it waiting
    // since its first unanswered message.
    const waiting = await trx
      .updateTable('conversations')
      .set((eb) => ({
        last_message_at: now.toISOString(),
        unread_by_team: !fromTeam,
        unread_by_traveller: fromTeam,
        awaiting_team_since: fromTeam
          ? null
          : eb.fn.coalesce('awaiting_team_since', eb.val(now.toISOString())),
      }))
      .where('id', '=', id)
      .returning('awaiting_team_since')
      .executeTakeFirstOrThrow();
    if (!fromTeam) {
      await acknowledge(trx, mailer, {
        id: message.id,
        userId: viewer.userId,
        subject: conversation.subject,
        sentAt: now.toISOString(),
        waitingSince: new Date(waiting.awaiting_team_since ?? now.toISOString()).toISOString(),
        conversationUrl: conversationUrl(publicUrl, id),
      });
    }
    if (fromTeam) {
      await recordAdminAction(trx, {
        actorId: viewer.userId,
        action: 'message.reply',
        entity: 'conversation',
        entityId: id,
        after: {
          message_id: message.id,
          body,
          conversation: {
            id,
            subject: conversation.subject,
            traveller_id: conversation.user_id,
            traveller_name: conversation.traveller_name,
          },
        },
      });
    }
  });
  return readConversation(db, id, viewer);
}
