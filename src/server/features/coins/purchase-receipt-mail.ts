/** The pt-BR receipt e-mailed after every credited purchase of passagens (docs/decisions/100). */
import { renderMail } from '#server/mail/mail-layout.ts';
import { formatCents } from '#shared/format/money.ts';
import { pt } from '#shared/messages/pt.ts';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

export function purchaseReceiptMail(input: {
  name: string;
  packageName: string;
  passagens: number;
  /** Centavos paid. */
  price: number;
  paidAt: Date;
  orderId: string;
  storeUrl: string;
}) {
  const texts = pt.mail.purchaseReceipt;
  return renderMail({
    subject: texts.subject,
    recipientName: input.name,
    paragraphs: [
      texts.intro,
      texts.package(input.packageName),
      texts.passagens(input.passagens),
      texts.price(formatCents(input.price)),
      texts.date(dateTime.format(input.paidAt)),
      texts.order(input.orderId),
    ],
    action: { label: texts.action, url: input.storeUrl },
    notes: [texts.withdrawal],
    footer: texts.footer,
  });
}
