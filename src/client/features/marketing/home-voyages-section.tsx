import { sectionStyles } from '#client/lib/section-styles.ts';
import { homeTexts } from '#shared/messages/marketing/home.ts';
import { paths } from '#shared/paths.ts';
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';
import { HighlightedVoyageList } from './highlighted-voyage-list.tsx';

export function HomeVoyagesSection({ voyages }: { voyages: readonly HighlightedVoyage[] }) {
  const texts = homeTexts.voyages;
  return (
    <section aria-labelledby="viagens-titulo" className="py-16 lg:py-20">
      <div className={sectionStyles.container}>
        <div className="max-w-2xl">
          <p className={sectionStyles.eyebrow}>{texts.eyebrow}</p>
          <h2 id="viagens-titulo" className={`${sectionStyles.title} mt-3`}>
            {texts.title}
          </h2>
          <p className={`${sectionStyles.lead} mt-4`}>{texts.lead}</p>
        </div>
        <div className="mt-10">
          <HighlightedVoyageList voyages={voyages} />
        </div>
        <a
          href={paths.voyagesInfo}
          className="mt-10 inline-block rounded font-semibold text-rio-800 underline decoration-terra-400 decoration-2 underline-offset-4 hover:text-terra-700"
        >
          {texts.allVoyages}
          <span aria-hidden="true"> →</span>
        </a>
      </div>
    </section>
  );
}
