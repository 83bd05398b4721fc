import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import type { ReactNode } from 'react';
import { staticPageHandle } from '#client/app/page-handle.ts';
import { sectionStyles } from '#client/lib/section-styles.ts';
import { CONTACT_RESPONSE_TIME } from '#shared/constants.ts';
import { contactTexts } from '#shared/messages/marketing/contact.ts';
import { PageIntro } from './page-intro.tsx';

/** Configuration taken, and checked, at build time (`CONTACT_EMAIL`: src/shared/build-env.ts). */
const contactEmail: string = import.meta.env.VITE_CONTACT_EMAIL;

/** Prerendered HTML, not hydrated (decision 110). */
export const handle = staticPageHandle;

export function meta() {
  const { title, description } = contactTexts.meta;
  return [{ title }, { name: 'description', content: description }];
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-3xl bg-white p-6 sm:flex-row shadow-md shadow-rio-950/10 ring-1 ring-rio-900/5">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-rio-100 text-rio-800">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-rio-900">{title}</h2>
        <div className="mt-1 leading-relaxed text-stone-700">{children}</div>
      </div>
    </section>
  );
}

/** SPEC §2.1, '/contato': contact information only (no form, no social links), and a map placeholder. */
export default function ContactPage() {
  const texts = contactTexts;
  return (
    <>
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead} />

      <div className={`${sectionStyles.container} grid gap-10 pb-16 lg:grid-cols-[1fr_1.2fr] lg:pb-24`}>
        <div className="space-y-5">
          <ContactCard icon={<Mail aria-hidden="true" className="size-6" />} title={texts.emailTitle}>
            <p>
              {texts.emailText}{' '}
              <a
                href={`mailto:${contactEmail}`}
                className="block font-semibold text-rio-800 underline decoration-terra-400 decoration-2 underline-offset-4 hover:text-terra-700"
              >
                {contactEmail}
              </a>
            </p>
          </ContactCard>
          <ContactCard icon={<Clock aria-hidden="true" className="size-6" />} title={texts.responseTitle}>
            <p>
              {texts.responseText} <strong className="text-xl text-rio-900">{CONTACT_RESPONSE_TIME}</strong>.
            </p>
          </ContactCard>
          <ContactCard icon={<MapPin aria-hidden="true" className="size-6" />} title={texts.placeTitle}>
            <p>{texts.placeText}</p>
          </ContactCard>
          <section className="rounded-3xl border border-terra-200 bg-terra-50 p-6">
            <h2 className="text-lg font-semibold text-rio-900">{texts.topicsTitle}</h2>
            <ul className="mt-3 space-y-2">
              {texts.topics.map((topic) => (
                <li key={topic} className="flex gap-3 text-stone-800">
                  <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-terra-500" />
                  <span>{topic}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="mapa-titulo">
          <h2 id="mapa-titulo" className="sr-only">
            {texts.mapTitle}
          </h2>
          <figure className="overflow-hidden rounded-3xl bg-white shadow-xl shadow-rio-950/15 ring-1 ring-rio-900/5">
            <img
              src="/images/mapa-manaus-rio-negro.svg"
              width={640}
              height={480}
              alt={texts.mapAlt}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
            <figcaption className="flex gap-2 p-5 text-stone-700">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-terra-700" />
              {texts.mapCaption}
            </figcaption>
          </figure>
        </section>
      </div>
    </>
  );
}
