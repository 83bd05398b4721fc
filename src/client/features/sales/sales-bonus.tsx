import Gift from 'lucide-react/icons/gift';
import { sectionStyles } from '#client/lib/section-styles.ts';
import type { SalesVariantCopy } from '#shared/messages/pt-sales.ts';

/** SPEC §2.7, page 002 only: the bonus block and its '3x' claim (SPEC §9). */
export function SalesBonus({ bonus }: { bonus: NonNullable<SalesVariantCopy['bonus']> }) {
  return (
    <section aria-labelledby="bonus-titulo" className="bg-rio-950 py-16 text-white lg:py-24">
      <div className={`${sectionStyles.container} grid gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-16`}>
        <div>
          <p className="text-sm font-semibold tracking-widest text-terra-300 uppercase">{bonus.eyebrow}</p>
          <h2 id="bonus-titulo" className="mt-3 font-display text-3xl leading-tight sm:text-4xl">
            {bonus.title}
          </h2>
          <p className="mt-8 text-lg leading-relaxed text-rio-100" data-testid="depth-claim">
            <strong className="block font-display text-7xl font-normal text-terra-300">{bonus.claim}</strong>
            {bonus.claimNote}
          </p>
        </div>
        <div>
          <ul className="space-y-4">
            {bonus.items.map((item) => (
              <li key={item.title} className="flex gap-4 rounded-2xl bg-rio-900 p-6">
                <Gift aria-hidden="true" className="mt-1 size-6 shrink-0 text-terra-300" />
                <div>
                  <h3 className="text-lg font-semibold">{item.title}</h3>
                  <p className="mt-1 leading-relaxed text-rio-100">{item.text}</p>
                  <p className="mt-2 text-sm font-semibold text-terra-200">{item.value}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-lg font-semibold text-terra-200">{bonus.total}</p>
        </div>
      </div>
    </section>
  );
}
