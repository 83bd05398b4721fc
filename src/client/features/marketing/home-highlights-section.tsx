import type { ReactNode } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { sectionStyles } from '#client/lib/section-styles.ts';
import { homeTexts } from '#shared/messages/marketing/home.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { paths } from '#shared/paths.ts';

interface HomeHighlightsSectionProps {
  /**
   * More highlights (the catalogue's highlighted products), shown after the book. Give each
   * highlight an h3 so the headings stay in order.
   */
  children?: ReactNode;
}

/** The home page's highlights: the book, anything passed in, and the three pillars. */
export function HomeHighlightsSection({ children }: HomeHighlightsSectionProps) {
  const { highlights } = homeTexts;
  return (
    <section aria-labelledby="destaques-titulo" className="bg-terra-50 py-16 lg:py-24">
      <div className={sectionStyles.container}>
        <p className={sectionStyles.eyebrow}>{highlights.eyebrow}</p>
        <h2 id="destaques-titulo" className={`${sectionStyles.title} mt-3`}>
          {highlights.title}
        </h2>

        <article className="mt-10 grid items-center gap-8 rounded-3xl bg-white p-6 shadow-md shadow-rio-950/10 sm:p-10 md:grid-cols-[auto_1fr]">
          <img
            src="/images/capa-navegante-de-primeira-viagem.svg"
            width={240}
            height={336}
            alt={highlights.book.imageAlt}
            loading="lazy"
            decoding="async"
            className="mx-auto h-auto w-44 rounded-lg shadow-lg shadow-rio-950/30 sm:w-52"
          />
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-terra-700">
              {highlights.book.label}
            </p>
            <h3 className="mt-2 font-display text-2xl text-rio-900 sm:text-3xl">{pt.brand.book}</h3>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed text-stone-700">
              {highlights.book.description}
            </p>
            <a href={paths.book} className={`${buttonStyles.solid} mt-6`}>
              {highlights.book.cta}
            </a>
          </div>
        </article>

        {children}

        <h3 className="mt-14 font-display text-2xl text-rio-900">{highlights.pillarsTitle}</h3>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {highlights.pillars.map((pillar, index) => (
            <li key={pillar.title} className="rounded-2xl border border-terra-200 bg-papel p-6">
              <span aria-hidden="true" className="font-display text-4xl text-terra-600">
                {index + 1}
              </span>
              <h4 className="mt-2 text-lg font-semibold text-rio-900">{pillar.title}</h4>
              <p className="mt-2 leading-relaxed text-stone-700">{pillar.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
