import { sectionStyles } from '#client/lib/section-styles.ts';
import type { SalesPageVariant } from '#shared/constants.ts';
import { type SalesVariantCopy, sales as texts } from '#shared/messages/pt-sales.ts';
import { CheckoutButton } from './checkout-button.tsx';
import SalesPageBody from './sales-page-body.tsx';
import { PriceLine } from './sales-price.tsx';

/** The route module's `meta` of a variant. */
export function salesPageMeta(copy: SalesVariantCopy) {
  return [{ title: copy.meta.title }, { name: 'description', content: copy.meta.description }];
}

interface SalesPageProps {
  variant: SalesPageVariant;
  copy: SalesVariantCopy;
}

/**
 * SPEC §2.7: an ebook sales page. The three variants share this layout (hero, benefits, gallery,
 * offer, guarantee) and differ in their words, the bonus block (002) and the FAQ (003). Static HTML:
 * the public pages' island counts every view as an exposure and every call to action as a click,
 * each marked assigned or direct (docs/architecture/sales.md, docs/decisions/110), and runs the lightbox.
 */
export function SalesPage({ variant, copy }: SalesPageProps) {
  return (
    <div data-variant={variant} data-sales-page="">
      <section
        aria-labelledby="vendas-titulo"
        className="bg-linear-to-b from-terra-100 via-terra-50 to-papel pt-24 pb-14 sm:pt-28 lg:pb-20"
      >
        <div className={`${sectionStyles.container} grid items-center gap-10 lg:grid-cols-[1.35fr_1fr]`}>
          <div>
            <p className={sectionStyles.eyebrow}>{copy.hero.eyebrow}</p>
            <h1
              id="vendas-titulo"
              className="mt-4 font-display text-4xl leading-tight text-balance text-rio-900 sm:text-5xl"
            >
              {copy.hero.title}
            </h1>
            <p className="mt-3 font-display text-xl text-rio-800 italic">
              {texts.productName} · {texts.edition}
            </p>
            <p className={`${sectionStyles.lead} mt-5`}>{copy.hero.lead}</p>
            <div className="mt-7">
              <PriceLine />
            </div>
            <CheckoutButton variant={variant} label={copy.hero.cta} className="mt-6 w-full sm:w-auto" />
            <p className="mt-4 text-sm text-stone-600">{texts.heroNote}</p>
          </div>
          <img
            src="/media/ebook/capa.svg"
            width={240}
            height={336}
            alt={texts.coverAlt}
            fetchPriority="high"
            className="mx-auto h-auto w-52 -rotate-2 rounded-lg shadow-2xl shadow-rio-950/40 sm:w-64 lg:w-80"
          />
        </div>
      </section>

      <section aria-labelledby="beneficios-titulo" className="py-16 lg:py-24">
        <div className={sectionStyles.container}>
          <p className={sectionStyles.eyebrow}>{texts.benefitsEyebrow}</p>
          <h2 id="beneficios-titulo" className={`${sectionStyles.title} mt-3`}>
            {copy.benefits.title}
          </h2>
          <p className={`${sectionStyles.lead} mt-4 max-w-2xl`}>{copy.benefits.lead}</p>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2">
            {copy.benefits.items.map((benefit, index) => (
              <li
                key={benefit.title}
                className="flex gap-4 rounded-2xl border border-rio-100 bg-white p-5 sm:p-6"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-rio-100 font-display text-lg text-rio-800"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-rio-900">{benefit.title}</h3>
                  <p className="mt-1 leading-relaxed text-stone-700">{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <SalesPageBody variant={variant} copy={copy} />
    </div>
  );
}
