import ArrowLeft from 'lucide-react/icons/arrow-left';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import { staticPageHandle } from '#client/app/page-handle.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { sectionStyles } from '#client/lib/section-styles.ts';
import { notFoundTexts } from '#shared/messages/marketing/not-found.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { paths } from '#shared/paths.ts';

export function meta() {
  const { title, description } = notFoundTexts.meta;
  return [{ title }, { name: 'description', content: description }, { name: 'robots', content: 'noindex' }];
}

const helpLinks = [
  { to: paths.adminHelp, label: pt.notFound.helpCenter },
  { to: paths.adminContact, label: pt.notFound.support },
  { to: paths.admin, label: pt.notFound.homePage },
] as const;

export const handle = staticPageHandle;

/** SPEC §2.8: any unknown path. The server answers it with status 404. */
export default function NotFoundPage() {
  const texts = notFoundTexts;

  return (
    <div className="bg-linear-to-b from-terra-100 via-terra-50 to-papel pt-24 pb-16 sm:pt-28 lg:pb-24">
      <div className={`${sectionStyles.container} flex flex-col items-center text-center`}>
        <img
          src="/images/canoa-na-neblina.svg"
          width={360}
          height={240}
          alt={texts.imageAlt}
          className="h-auto w-full max-w-xs sm:max-w-sm"
        />
        <p className={`${sectionStyles.eyebrow} mt-8`}>{texts.eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl text-rio-900 sm:text-5xl">{pt.notFound.title}</h1>
        <p className={`${sectionStyles.lead} mt-5 max-w-xl`}>{texts.text}</p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {/* 'Voltar' is the browser's back (SPEC §2.8; the island's `data-history-back`); a tab opened
              right on this page, or one without scripts, goes to the home page. */}
          <a href={paths.home} data-history-back="" className={buttonStyles.outline}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            {pt.notFound.back}
          </a>
          <a href={paths.admin} className={buttonStyles.solid}>
            <LayoutDashboard aria-hidden="true" className="size-5" />
            {pt.notFound.dashboard}
          </a>
        </div>
        <nav aria-label={texts.helpNavLabel} className="mt-12">
          <h2 className="text-base font-semibold text-rio-900">{texts.helpTitle}</h2>
          <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
            {helpLinks.map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  className="rounded font-semibold text-rio-800 underline decoration-terra-400 decoration-2 underline-offset-4 hover:text-terra-700"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
