import Check from 'lucide-react/icons/check';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { sectionStyles } from '#client/lib/section-styles.ts';
import {
  EBOOK_LAUNCH_PRICE_CENTS,
  EBOOK_LIST_PRICE_CENTS,
  type SalesPageVariant,
} from '#shared/constants.ts';
import { type SalesVariantCopy, sales as texts } from '#shared/messages/pt-sales.ts';
import { CheckoutButton } from './checkout-button.tsx';
import { PreviewGallery } from './preview-gallery.tsx';
import { SalesBonus } from './sales-bonus.tsx';
import { SalesFaq } from './sales-faq.tsx';
import { formatCents, PriceLine } from './sales-price.tsx';

function CheckList({ items, light = false }: { items: readonly string[]; light?: boolean }) {
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Check
            aria-hidden="true"
            className={`mt-0.5 size-5 shrink-0 ${light ? 'text-terra-300' : 'text-rio-600'}`}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Everything under the benefits: the bonus (002), the gallery, the offer, the guarantee and the FAQ (003). */
export default function SalesPageBody({
  variant,
  copy,
}: {
  variant: SalesPageVariant;
  copy: SalesVariantCopy;
}) {
  return (
    <>
      {copy.bonus && <SalesBonus bonus={copy.bonus} />}

      <PreviewGallery previews={copy.previews} />

      <section aria-labelledby="oferta-titulo" id="oferta" className="py-16 lg:py-24">
        <div className={sectionStyles.container}>
          <div className="mx-auto max-w-3xl rounded-3xl border-2 border-terra-300 bg-white p-6 text-center shadow-xl shadow-rio-950/10 sm:p-10">
            <p className={sectionStyles.eyebrow}>{texts.offer.eyebrow}</p>
            <h2 id="oferta-titulo" className={`${sectionStyles.title} mt-3`}>
              {copy.offer.title}
            </h2>
            <div className="mt-8">
              <PriceLine large />
              <p className="mt-2 text-sm font-semibold text-terra-700">
                {texts.priceLine.save(formatCents(EBOOK_LIST_PRICE_CENTS - EBOOK_LAUNCH_PRICE_CENTS))}
              </p>
              <p className="mt-3 inline-block rounded-full bg-rio-100 px-4 py-1 font-semibold text-rio-900">
                {texts.oneTimePayment}
              </p>
              <p className="mt-3 text-stone-700">{texts.offer.oneTimeNote}</p>
            </div>
            <div className="mx-auto mt-8 max-w-md text-left">
              <h3 className="font-semibold text-rio-900">{texts.offer.includesTitle}</h3>
              <div className="mt-4 text-stone-800">
                <CheckList items={texts.offer.includes} />
              </div>
            </div>
            <CheckoutButton variant={variant} label={copy.offer.cta} className="mt-9 w-full sm:w-auto" />
            <p className="mt-4 text-sm text-stone-600">{texts.offer.secure}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="garantia-titulo" className="pb-16 lg:pb-24">
        <div
          className={`${sectionStyles.container} flex max-w-4xl flex-col items-center gap-6 text-center sm:flex-row sm:text-left`}
        >
          <ShieldCheck aria-hidden="true" className="size-20 shrink-0 text-rio-600" strokeWidth={1.5} />
          <div>
            <p className={sectionStyles.eyebrow}>{texts.guaranteeEyebrow}</p>
            <h2 id="garantia-titulo" className="mt-2 font-display text-2xl text-rio-900 sm:text-3xl">
              {copy.guarantee.title}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-stone-700">{copy.guarantee.text}</p>
          </div>
        </div>
      </section>

      {copy.faq && <SalesFaq faq={copy.faq} variant={variant} cta={copy.hero.cta} />}
    </>
  );
}
