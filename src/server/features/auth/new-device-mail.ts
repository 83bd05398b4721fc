/** "Novo acesso à sua conta": a sign-in from a device the account had not used (docs/architecture/auth.md). */
import { renderMail } from '#server/mail/mail-layout.ts';
import { pt } from '#shared/messages/pt.ts';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

export function newDeviceMail(input: {
  name: string;
  browser: string | null;
  os: string | null;
  address: string;
  at: Date;
  /** The single-use link that ends this sign-in. */
  endUrl: string;
  validDays: number;
}) {
  const texts = pt.sessions.mail;
  return renderMail({
    subject: texts.subject,
    recipientName: input.name,
    paragraphs: [
      texts.intro,
      texts.device(pt.sessions.deviceLabel(input.browser, input.os)),
      texts.address(input.address),
      texts.time(dateTime.format(input.at)),
      texts.ifYou,
    ],
    action: { label: texts.action, url: input.endUrl },
    notes: [texts.notYou(input.validDays)],
  });
}
