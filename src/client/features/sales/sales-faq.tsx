import { sectionStyles } from '#client/lib/section-styles.ts';
import type { SalesPageVariant } from '#shared/constants.ts';
import type { SalesVariantCopy } from '#shared/messages/pt-sales.ts';
import { CheckoutButton } from './checkout-button.tsx';

/** SPEC §2.7, page 003 only: frequently asked questions (native disclosure, no script needed). */
export function SalesFaq({
  faq,
  variant,
  cta,
}: {
  faq: NonNullable<SalesVariantCopy['faq']>;
  variant: SalesPageVariant;
  cta: string;
}) {
  return (
    <section aria-labelledby="faq-titulo" className="bg-rio-50 py-16 lg:py-24">
      <div className={`${sectionStyles.container} max-w-3xl`}>
        <h2 id="faq-titulo" className={sectionStyles.title}>
          {faq.title}
        </h2>
        <div className="mt-8 space-y-3">
          {faq.items.map((item) => (
            <details
              key={item.question}
              className="group rounded-2xl bg-white p-5 shadow-sm shadow-rio-950/5"
            >
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 font-semibold text-rio-900 [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden="true"
                  className="text-2xl leading-none text-terra-700 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 leading-relaxed text-stone-700">{item.answer}</p>
            </details>
          ))}
        </div>
        <div className="mt-10 text-center">
          <CheckoutButton variant={variant} label={cta} />
        </div>
      </div>
    </section>
  );
}
