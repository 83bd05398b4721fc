import { formatCents } from '#shared/format/money.ts';
import { formatPassagens } from '#shared/format/passagem-label.ts';
import { coinsUi } from '#shared/messages/pt-coins.ts';

const texts = coinsUi.summary;

/**
 * What a purchase is: the package, its passagens, price, discount and total in reais — the same
 * lines before paying (the summary) and afterwards ("Meus pedidos", the receipt).
 */
export function ContractSummary({
  packageName,
  passagens,
  listPrice,
  discount,
  total,
  paid = false,
}: {
  packageName: string;
  passagens: number;
  /** Null for orders placed before the price was recorded: only the total is known. */
  listPrice: number | null;
  discount: number | null;
  total: number;
  paid?: boolean;
}) {
  const row = 'flex flex-wrap items-baseline justify-between gap-x-4 border-b border-stone-200 py-2';
  return (
    <dl className="grid">
      <div className={row}>
        <dt className="text-stone-700">{texts.package}</dt>
        <dd className="font-semibold text-stone-900">{packageName}</dd>
      </div>
      <div className={row}>
        <dt className="text-stone-700">{texts.passagens}</dt>
        <dd className="font-semibold text-stone-900">{formatPassagens(passagens)}</dd>
      </div>
      {listPrice !== null && discount !== null && (
        <>
          <div className={row}>
            <dt className="text-stone-700">{texts.listPrice}</dt>
            <dd className="text-stone-900">{formatCents(listPrice)}</dd>
          </div>
          <div className={row}>
            <dt className="text-stone-700">{texts.discount}</dt>
            <dd className="text-stone-900">
              {discount > 0
                ? texts.discountValue(discount, formatCents(listPrice - total))
                : texts.noDiscount}
            </dd>
          </div>
        </>
      )}
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
        <dt className="font-semibold text-rio-900">{paid ? texts.totalPaid : texts.total}</dt>
        <dd className="font-display text-2xl text-rio-950">{formatCents(total)}</dd>
      </div>
    </dl>
  );
}
