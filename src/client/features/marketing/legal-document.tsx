import { SellerIdentity } from '#client/features/legal/seller-identity.tsx';
import { sectionStyles } from '#client/lib/section-styles.ts';
import type { LegalDocumentTexts } from '#shared/messages/legal/document.ts';
import { PageIntro } from './page-intro.tsx';

const longDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' });

const linkClass =
  'font-semibold text-rio-800 underline decoration-terra-400 decoration-2 underline-offset-4 hover:text-terra-700';

/** A legal document (/termos, /privacidade): its version and date, contents, then numbered sections. */
export function LegalDocument({
  texts,
  version,
  date,
}: {
  texts: LegalDocumentTexts;
  version: string;
  /** `YYYY-MM-DD`, the day the version took effect. */
  date: string;
}) {
  return (
    <>
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead} />
      <div className={`${sectionStyles.container} pb-16 lg:pb-24`}>
        <div className="grid max-w-3xl gap-8">
          <p data-document-version={version} className="font-semibold text-rio-900">
            {texts.version(version, longDate.format(new Date(`${date}T12:00:00Z`)))}
          </p>
          <nav aria-label={texts.contentsLabel} className="rounded-2xl bg-white p-5 ring-1 ring-rio-900/10">
            <h2 className="text-sm font-semibold uppercase tracking-widest text-terra-800">
              {texts.contentsLabel}
            </h2>
            <ol className="mt-3 grid gap-1 sm:grid-cols-2">
              {texts.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={`inline-block py-1 ${linkClass}`}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {texts.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-titulo`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-titulo`} className="font-display text-2xl text-rio-900">
                {section.title}
              </h2>
              <div className="mt-3 grid gap-3 leading-relaxed text-stone-800">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                {section.items && (
                  <ul className="grid list-disc gap-2 pl-6">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.showsSeller && (
                  <div className="rounded-2xl bg-white p-5 ring-1 ring-rio-900/10">
                    <SellerIdentity tone="light" />
                  </div>
                )}
                {section.links && (
                  <p className="flex flex-wrap gap-x-5">
                    {section.links.map((link) => (
                      <a key={link.to} href={link.to} className={linkClass}>
                        {link.label}
                      </a>
                    ))}
                  </p>
                )}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
