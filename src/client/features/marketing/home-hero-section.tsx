import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { sectionStyles } from '#client/lib/section-styles.ts';
import { homeTexts } from '#shared/messages/marketing/home.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { paths } from '#shared/paths.ts';

export function HomeHeroSection() {
  const { hero } = homeTexts;
  return (
    <section
      aria-labelledby="inicio-titulo"
      className="bg-linear-to-b from-terra-100 via-terra-50 to-papel pt-24 pb-12 sm:pt-28 lg:pb-16"
    >
      <div
        className={`${sectionStyles.container} grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14`}
      >
        <div>
          <p className={sectionStyles.eyebrow}>{hero.eyebrow}</p>
          <h1
            id="inicio-titulo"
            className="mt-4 font-display text-5xl leading-[1.05] text-balance text-rio-900 sm:text-6xl lg:text-7xl"
          >
            {pt.brand.tagline}
          </h1>
          <p className={`${sectionStyles.lead} mt-6 max-w-xl`}>{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <a href={paths.login} className={`${buttonStyles.primary} text-lg`}>
              {pt.nav.startJourney}
            </a>
            <a href={paths.voyagesInfo} className={`${buttonStyles.outline} text-lg`}>
              {hero.secondaryCta}
            </a>
          </div>
        </div>
        <img
          src="/images/rio-ao-por-do-sol.svg"
          width={640}
          height={480}
          alt={hero.imageAlt}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-xl rounded-3xl shadow-xl shadow-rio-950/20 lg:max-w-none"
        />
      </div>
    </section>
  );
}
