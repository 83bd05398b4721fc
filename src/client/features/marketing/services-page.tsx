import AudioLines from 'lucide-react/icons/audio-lines';
import BookOpen from 'lucide-react/icons/book-open';
import BookText from 'lucide-react/icons/book-text';
import Users from 'lucide-react/icons/users';
import { staticPageHandle } from '#client/app/page-handle.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { sectionStyles } from '#client/lib/section-styles.ts';
import { servicesTexts } from '#shared/messages/marketing/services.ts';
import { paths } from '#shared/paths.ts';
import { PageIntro } from './page-intro.tsx';

/** Prerendered HTML, not hydrated (decision 110). */
export const handle = staticPageHandle;

export function meta() {
  const { title, description } = servicesTexts.meta;
  return [{ title }, { name: 'description', content: description }];
}

/** Each service's icon and page, in the catalogue's order. */
const serviceLinks = [
  { Icon: BookOpen, to: paths.voyagesInfo },
  { Icon: AudioLines, to: paths.audioVoyages },
  { Icon: BookText, to: paths.book },
  { Icon: Users, to: paths.contact },
] as const;

/** SPEC §2.1, '/servicos': what the company offers, and a way to talk to a specialist. */
export default function ServicesPage() {
  const texts = servicesTexts;
  return (
    <>
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead} />

      <section aria-label={texts.eyebrow} className="pb-16 lg:pb-24">
        <ul className={`${sectionStyles.container} grid gap-6 md:grid-cols-2`}>
          {texts.items.map((service, index) => {
            const { Icon, to } = serviceLinks[index] ?? serviceLinks[0];
            return (
              <li
                key={service.title}
                className="flex flex-col rounded-3xl bg-white p-7 shadow-md shadow-rio-950/10 ring-1 ring-rio-900/5"
              >
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-rio-100 text-rio-800">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h2 className="mt-5 font-display text-2xl text-rio-900">{service.title}</h2>
                <p className="mt-3 flex-1 leading-relaxed text-stone-700">{service.text}</p>
                <a
                  href={to}
                  className="mt-5 self-start rounded font-semibold text-rio-800 underline decoration-terra-400 decoration-2 underline-offset-4 hover:text-terra-700"
                >
                  {service.linkLabel}
                </a>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="especialista-titulo" className="bg-rio-900 py-16 text-center text-white">
        <div className={sectionStyles.container}>
          <div className="mx-auto max-w-3xl">
            <h2 id="especialista-titulo" className="font-display text-3xl sm:text-4xl">
              {texts.ctaTitle}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-rio-100">{texts.ctaText}</p>
            <a href={paths.contact} className={`${buttonStyles.primary} mt-8`}>
              {texts.ctaLink}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
