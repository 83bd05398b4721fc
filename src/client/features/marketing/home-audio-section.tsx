import Headphones from 'lucide-react/icons/headphones';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { sectionStyles } from '#client/lib/section-styles.ts';
import { homeTexts } from '#shared/messages/marketing/home.ts';
import { paths } from '#shared/paths.ts';

export function HomeAudioSection() {
  const { audio } = homeTexts;
  return (
    <section aria-labelledby="audio-titulo" className="bg-rio-950 py-16 text-rio-50 lg:py-24">
      <div className={`${sectionStyles.container} grid items-center gap-10 lg:grid-cols-2 lg:gap-16`}>
        <img
          src="/images/iara-narra-o-rio.svg"
          width={560}
          height={440}
          alt={audio.imageAlt}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-lg rounded-3xl lg:order-last lg:max-w-none"
        />
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-terra-300">
            <Headphones aria-hidden="true" className="size-5" />
            {audio.eyebrow}
          </p>
          <h2 id="audio-titulo" className="mt-3 font-display text-3xl leading-tight text-white sm:text-4xl">
            {audio.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-rio-100">{audio.lead}</p>
          <ul className="mt-6 space-y-3">
            {audio.points.map((point) => (
              <li key={point} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-terra-300" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <a href={paths.audioVoyages} className={`${buttonStyles.primary} mt-8`}>
            {audio.cta}
          </a>
        </div>
      </div>
    </section>
  );
}
