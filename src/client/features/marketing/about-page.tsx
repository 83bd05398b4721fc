import Handshake from 'lucide-react/icons/handshake';
import Leaf from 'lucide-react/icons/leaf';
import Sparkles from 'lucide-react/icons/sparkles';
import Sprout from 'lucide-react/icons/sprout';
import { staticPageHandle } from '#client/app/page-handle.ts';
import { sectionStyles } from '#client/lib/section-styles.ts';
import { aboutTexts } from '#shared/messages/marketing/about.ts';
import { PageIntro } from './page-intro.tsx';

/** Prerendered HTML, not hydrated (decision 110). */
export const handle = staticPageHandle;

export function meta() {
  const { title, description } = aboutTexts.meta;
  return [{ title }, { name: 'description', content: description }];
}

/** Icons of the four values, in the catalogue's order. */
const valueIcons = [Handshake, Leaf, Sparkles, Sprout] as const;

/** SPEC §2.1, '/sobre': story, mission and the four values. */
export default function AboutPage() {
  const texts = aboutTexts;
  return (
    <>
      <PageIntro
        eyebrow={texts.eyebrow}
        title={texts.title}
        lead={texts.lead}
        aside={
          <img
            src="/images/samauma-e-trapiche.svg"
            width={560}
            height={420}
            alt={texts.imageAlt}
            fetchPriority="high"
            className="h-auto w-full rounded-3xl shadow-xl shadow-rio-950/20"
          />
        }
      />

      <div
        className={`${sectionStyles.container} grid gap-10 pb-16 lg:grid-cols-[1.3fr_1fr] lg:gap-16 lg:pb-24`}
      >
        <section aria-labelledby="historia-titulo">
          <h2 id="historia-titulo" className={sectionStyles.title}>
            {texts.storyTitle}
          </h2>
          {texts.story.map((paragraph) => (
            <p key={paragraph.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-stone-700">
              {paragraph}
            </p>
          ))}
        </section>
        <section
          aria-labelledby="missao-titulo"
          className="self-start rounded-3xl bg-rio-900 p-8 text-white shadow-xl shadow-rio-950/20 sm:p-10"
        >
          <h2 id="missao-titulo" className="font-display text-3xl text-terra-200">
            {texts.missionTitle}
          </h2>
          <p className="mt-5 font-display text-xl leading-relaxed sm:text-2xl">{texts.mission}</p>
        </section>
      </div>

      <section aria-labelledby="valores-titulo" className="bg-white py-16 lg:py-24">
        <div className={sectionStyles.container}>
          <h2 id="valores-titulo" className={sectionStyles.title}>
            {texts.valuesTitle}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {texts.values.map((value, index) => {
              const Icon = valueIcons[index] ?? Sprout;
              return (
                <li key={value.title} className="rounded-3xl border border-rio-100 bg-papel p-7">
                  <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-terra-100 text-terra-800">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-5 font-display text-2xl text-rio-900">{value.title}</h3>
                  <p className="mt-3 leading-relaxed text-stone-700">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </>
  );
}
