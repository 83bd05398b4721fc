/**
 * The acknowledgement e-mailed the moment a traveller writes to the team: the protocol number and
 * when the answer is due (Decreto 7.962/2013, art. 4º; docs/architecture/legal.md).
 */
import { renderMail } from '#server/mail/mail-layout.ts';
import { SUPPORT_ANSWER_DAYS } from '#shared/legal/support.ts';
import { pt } from '#shared/messages/pt.ts';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

export function supportAcknowledgementMail(input: {
  name: string;
  subject: string;
  protocol: string;
  answerDue: Date;
  conversationUrl: string;
}) {
  const texts = pt.mail.supportAcknowledgement;
  return renderMail({
    subject: texts.subject(input.protocol),
    recipientName: input.name,
    paragraphs: [
      texts.intro,
      texts.protocol(input.protocol),
      texts.topic(input.subject),
      texts.deadline(SUPPORT_ANSWER_DAYS, dateTime.format(input.answerDue)),
    ],
    action: { label: texts.action, url: input.conversationUrl },
    notes: [texts.keep],
    footer: texts.footer,
  });
}
