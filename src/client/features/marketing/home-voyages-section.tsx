import { Link } from 'react-router';
import { homeTexts } from '#shared/messages/marketing/home.ts';
import { paths } from '#shared/paths.ts';
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';
import { LazyHighlightedVoyageList } from './lazy-highlighted-voyage-list.tsx';
import { sectionStyles } from './marketing-styles.ts';

export function HomeVoyagesSection({ prerendered }: { prerendered?: HighlightedVoyage[] | undefined }) {
  const { voyages } = homeTexts;
  return (
    <section aria-labelledby="viagens-titulo" className="py-16 lg:py-20">
      <div className={sectionStyles.container}>
        <div className="max-w-2xl">
          <p className={sectionStyles.eyebrow}>{voyages.eyebrow}</p>
          <h2 id="viagens-titulo" className={`${sectionStyles.title} mt-3`}>
            {voyages.title}
          </h2>
          <p className={`${sectionStyles.lead} mt-4`}>{voyages.lead}</p>
        </div>
        <div className="mt-10">
          <LazyHighlightedVoyageList prerendered={prerendered} />
        </div>
        <Link
          to={paths.voyagesInfo}
          className="mt-10 inline-block rounded font-semibold text-rio-800 underline decoration-terra-400 decoration-2 underline-offset-4 hover:text-terra-700"
        >
          {voyages.allVoyages}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </section>
  );
}
