/**
 * The pt-BR receipt e-mailed after every credited purchase of passagens (docs/decisions/100): the
 * confirmation and the copy of the contract Decreto 7.962/2013 (art. 4º) asks for — the same
 * summary the buyer saw before paying, who sells, the terms version accepted, the withdrawal right,
 * and a link to "Meus pedidos" (docs/architecture/legal.md).
 */
import { renderMail } from '#server/mail/mail-layout.ts';
import { WITHDRAWAL_DAYS } from '#shared/constants.ts';
import { formatCents } from '#shared/format/money.ts';
import type { SellerIdentity } from '#shared/legal/seller-identity.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths, publicPaths } from '#shared/paths.ts';
import type { OrderContract } from '#shared/schemas/coins.ts';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

/** The seller's lines, or the plain notice when the installation has none (the sandbox). */
export function sellerLines(seller: SellerIdentity | null): string[] {
  const texts = pt.legal.seller;
  if (!seller) return [texts.notConfigured];
  return [
    `${texts.label}: ${seller.tradeName} — ${seller.legalName}, ${texts.cnpj} ${seller.cnpj}`,
    `${texts.address}: ${seller.address}`,
    `${texts.contact}: ${seller.email}${seller.phone ? ` · ${texts.phone}: ${seller.phone}` : ''}`,
    `${texts.dpo}: ${seller.dpoName}, ${seller.dpoEmail}`,
  ];
}

export function purchaseReceiptMail(input: {
  name: string;
  contract: OrderContract;
  paidAt: Date;
  seller: SellerIdentity | null;
  publicUrl: string;
}) {
  const texts = pt.mail.purchaseReceipt;
  const summary = pt.coinsUi.summary;
  const { contract } = input;
  const discountLine =
    contract.list_price !== null && contract.discount !== null
      ? [
          texts.listPrice(formatCents(contract.list_price)),
          texts.discount(
            contract.discount > 0
              ? summary.discountValue(contract.discount, formatCents(contract.list_price - contract.total))
              : summary.noDiscount,
          ),
        ]
      : [];
  return renderMail({
    subject: texts.subject,
    recipientName: input.name,
    paragraphs: [
      texts.intro,
      texts.package(contract.package_name),
      texts.passagens(contract.passagens),
      ...discountLine,
      texts.price(formatCents(contract.total)),
      texts.date(dateTime.format(input.paidAt)),
      texts.order(contract.id),
      texts.terms(
        contract.terms_version ?? pt.coinsUi.orders.notRecorded,
        `${input.publicUrl}${publicPaths.terms}`,
      ),
      ...sellerLines(input.seller),
    ],
    action: { label: texts.action, url: `${input.publicUrl}${paths.myOrders}` },
    notes: [summary.withdrawal(WITHDRAWAL_DAYS)],
    footer: texts.footer,
  });
}
