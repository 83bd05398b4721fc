/**
 * '/admin/viagens' (docs/architecture/admin.md): the voyages for the staff, published or not, each
 * opening its editor, and the way to write a new one.
 */
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { formatPassagens } from '#shared/format/passagem-label.ts';
import { href } from '#shared/href.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import { adminVoyageRoutePatterns } from '#shared/paths.ts';
import { VoyagesFailure, VoyagesLoading } from './admin-voyages-states.tsx';
import { useAdminVoyages } from './api/admin-voyages.ts';

const texts = adminVoyagesUi;

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric' });

export default function AdminVoyagesPage() {
  const voyages = useAdminVoyages();
  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl text-rio-900 sm:text-4xl">{texts.title}</h1>
          <p className="mt-2 max-w-2xl text-stone-700">{texts.lead}</p>
        </div>
        <Link to={adminVoyageRoutePatterns.newVoyage} className={buttonStyles.solid}>
          {texts.create}
        </Link>
      </header>
      {voyages.isPending ? (
        <VoyagesLoading />
      ) : voyages.isError ? (
        <VoyagesFailure message={texts.loadFailure} retry={() => voyages.refetch()} />
      ) : voyages.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-5 text-stone-700">{texts.empty}</p>
      ) : (
        <ul className="grid gap-3" aria-label={texts.title}>
          {voyages.data.map((voyage) => (
            <li
              key={voyage.id}
              className="relative flex items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-rio-900/5 focus-within:ring-2 focus-within:ring-rio-500 hover:ring-rio-300"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  {/* The title is the link; its box covers the whole card. */}
                  <Link
                    to={href(adminVoyageRoutePatterns.editor, { id: voyage.id })}
                    className="font-semibold text-rio-900 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
                  >
                    {voyage.title}
                  </Link>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${
                      voyage.is_published ? 'bg-rio-100 text-rio-900' : 'bg-terra-100 text-terra-900'
                    }`}
                  >
                    {voyage.is_published ? texts.published : texts.draft}
                  </span>
                </p>
                <p className="mt-1 text-sm text-stone-700">
                  {[
                    voyage.cost === 0 ? texts.free : formatPassagens(voyage.cost),
                    texts.paragraphs.count(voyage.paragraph_count),
                    `${texts.columns.travellers}: ${voyage.travellers}`,
                    voyage.has_narration ? texts.withNarration : texts.withoutNarration,
                    voyage.published_at ? dateFormat.format(new Date(voyage.published_at)) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-rio-700" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
