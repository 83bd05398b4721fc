import { EBOOK_LAUNCH_PRICE_CENTS, EBOOK_LIST_PRICE_CENTS } from '#shared/constants.ts';
import { sales as texts } from '#shared/messages/pt-sales.ts';

/**
 * '#shared/format/money.ts' would do, but it ships in the catalogue's chunk (vite.config.ts), which a
 * sales page has no other use for: the same Intl format here keeps the page within its budget.
 */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const formatCents = (cents: number) => brl.format(cents / 100).replace(/\u00a0/g, ' ');

const listPrice = formatCents(EBOOK_LIST_PRICE_CENTS);
const launchPrice = formatCents(EBOOK_LAUNCH_PRICE_CENTS);

/** 'De R$ 67,00 por R$ 39,90' (SPEC §9), read the same by eyes and screen readers. */
export function PriceLine({ large = false }: { large?: boolean }) {
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${large ? 'justify-center' : ''}`}>
      <span className={large ? 'text-lg text-stone-600' : 'text-stone-600'}>
        {texts.priceLine.from} <span className="sr-only">{texts.priceLine.listPrice}</span>
        <s data-testid="list-price">{listPrice}</s>
      </span>
      <span className={large ? 'text-lg text-stone-600' : 'text-stone-600'}>{texts.priceLine.to}</span>
      <span className="sr-only">{texts.priceLine.launchPrice}</span>
      <strong
        data-testid="launch-price"
        className={`font-display text-rio-900 ${large ? 'text-6xl' : 'text-3xl sm:text-4xl'}`}
      >
        {launchPrice}
      </strong>
    </p>
  );
}
