import ChevronDown from 'lucide-react/icons/chevron-down';
import { useLoaderData } from 'react-router';
import { staticPageHandle } from '#client/app/page-handle.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { Tabs } from '#client/components/ui/tabs.tsx';
import type { PageProps } from '#client/lib/page-props.ts';
import { sectionStyles } from '#client/lib/section-styles.ts';
import { voyagesInfoTexts } from '#shared/messages/marketing/voyages-info.ts';
import { type appRoutePatterns, paths, type publicPaths } from '#shared/paths.ts';
import type { HighlightedVoyage } from '#shared/schemas/voyages.ts';
import { HighlightedVoyageList } from './highlighted-voyage-list.tsx';
import { prerenderedHighlightedVoyages } from './highlighted-voyages-content.server.ts';
import { PageIntro } from './page-intro.tsx';

/** Runs while prerendering only (`ssr: false`): the cards are in the page's HTML from the start. */
export async function loader() {
  return { highlightedVoyages: prerenderedHighlightedVoyages() };
}

/** The loader's data is the build's. */
export function shouldRevalidate() {
  return false;
}

/** Prerendered HTML, not hydrated (decision 110). */
export const handle = staticPageHandle;

export function meta() {
  const { title, description } = voyagesInfoTexts.meta;
  return [{ title }, { name: 'description', content: description }];
}

const TAB_EXPERIENCE = 'experiencia';
const TAB_AVAILABLE = 'disponiveis';
const TAB_FAQ = 'perguntas';

const triggerClass =
  'min-h-12 rounded-xl px-1 py-2 text-sm font-semibold text-rio-900 transition-colors hover:bg-rio-50 data-[state=active]:bg-rio-800 data-[state=active]:text-white sm:px-4 sm:text-base';

const panelTitleClass = 'font-display text-2xl text-rio-900 sm:text-3xl';

function ExperiencePanel() {
  const texts = voyagesInfoTexts;
  return (
    <>
      <h2 className={panelTitleClass}>{texts.experienceTitle}</h2>
      <p className={`${sectionStyles.lead} mt-4 max-w-3xl`}>{texts.experienceText}</p>
      <ol className="mt-8 grid gap-5 sm:grid-cols-2">
        {texts.steps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-md shadow-rio-950/10">
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-terra-100 font-display text-xl font-semibold text-terra-800"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-rio-900">{step.title}</h3>
              <p className="mt-1 leading-relaxed text-stone-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

function AvailablePanel({
  slug,
  prerendered,
}: {
  slug: string | undefined;
  prerendered: readonly HighlightedVoyage[];
}) {
  const texts = voyagesInfoTexts;
  return (
    <>
      <h2 className={panelTitleClass}>{texts.availableTitle}</h2>
      <p className={`${sectionStyles.lead} mt-4 mb-8 max-w-3xl`}>{texts.availableLead}</p>
      <HighlightedVoyageList
        voyages={prerendered}
        selectedSlug={slug}
        columnsClass=""
        eagerFirstImage={slug !== undefined}
      />
    </>
  );
}

function FaqPanel() {
  const texts = voyagesInfoTexts;
  return (
    <>
      <h2 className={panelTitleClass}>{texts.faqTitle}</h2>
      <div className="mt-6 space-y-3">
        {texts.faq.map((item) => (
          <details key={item.question} className="group rounded-2xl bg-white shadow-md shadow-rio-950/10">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 text-lg font-semibold text-rio-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-terra-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-stone-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </>
  );
}

/**
 * SPEC §2.1, '/viagem' and '/viagem/:slug': three tabs. With a slug, 'Viagens Disponíveis'
 * opens first and that voyage stands out.
 */
export default function VoyagesInfoPage({
  params,
}: PageProps<typeof publicPaths.voyagesInfo | typeof appRoutePatterns.voyageInfo>) {
  const slug = 'slug' in params ? params.slug : undefined;
  const prerendered = useLoaderData<typeof loader>()?.highlightedVoyages ?? [];
  const texts = voyagesInfoTexts;

  return (
    <>
      <PageIntro eyebrow={texts.eyebrow} title={texts.title} lead={texts.lead} />

      <div className={`${sectionStyles.container} pb-16 lg:pb-24`}>
        <Tabs
          label={texts.tabsLabel}
          value={slug ? TAB_AVAILABLE : TAB_EXPERIENCE}
          listClassName="grid grid-cols-3 gap-1 rounded-2xl bg-white p-1.5 shadow-md shadow-rio-950/10 ring-1 ring-rio-900/5"
          triggerClassName={triggerClass}
          panelClassName="mt-10 rounded-xl"
          items={[
            { value: TAB_EXPERIENCE, label: texts.tabs.experience, content: <ExperiencePanel /> },
            {
              value: TAB_AVAILABLE,
              label: texts.tabs.available,
              content: <AvailablePanel slug={slug} prerendered={prerendered} />,
            },
            { value: TAB_FAQ, label: texts.tabs.faq, content: <FaqPanel /> },
          ]}
        />
      </div>

      <section aria-labelledby="embarque-titulo" className="bg-rio-900 py-16 text-center text-white">
        <div className={sectionStyles.container}>
          <div className="mx-auto max-w-2xl">
            <h2 id="embarque-titulo" className="font-display text-3xl sm:text-4xl">
              {texts.closingTitle}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-rio-100">{texts.closingText}</p>
            <a href={paths.travellerHome} className={`${buttonStyles.primary} mt-8`}>
              {texts.closingCta}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
