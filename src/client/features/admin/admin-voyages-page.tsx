/**
 * '/admin/viagens/*' (docs/architecture/admin.md): the voyages for the staff — the list, and the editor of
 * a new ('nova') or existing voyage. Admins only; the server checks every call.
 */
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { StaffOnly } from '#client/features/auth/staff-only.tsx';
import type { PageProps } from '#client/lib/page-props.ts';
import { adminVoyagePaths, type adminVoyageRoutePatterns } from '#shared/admin-voyage-paths.ts';
import { formatPassagens } from '#shared/format/passagem-label.ts';
import { href } from '#shared/href.ts';
import { pt } from '#shared/messages/pt.ts';
import { adminVoyagesUi } from '#shared/messages/pt-admin-voyages.ts';
import { useAdminVoyage, useAdminVoyages } from './api/admin-voyages.ts';
import { VoyageEditor } from './voyage-editor.tsx';

const texts = adminVoyagesUi;

export function meta() {
  return [{ title: texts.metaTitle }];
}

export default function AdminVoyagesPage({ params }: PageProps<typeof adminVoyageRoutePatterns.voyages>) {
  return (
    <StaffOnly>
      <VoyagesScreen rest={params['*']} />
    </StaffOnly>
  );
}

/** The rest of the address after /admin/viagens/: the list (''), a new voyage ('nova') or one voyage's id. */
function VoyagesScreen({ rest }: { rest: string }) {
  if (rest === '') return <VoyageList />;
  if (rest === 'nova') return <VoyageEditor voyage={null} />;
  if (/^[1-9]\d{0,9}$/.test(rest)) return <ExistingVoyage id={rest} />;
  return <Failure message={texts.notFound} />;
}

function Failure({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-2xl border border-terra-200 bg-terra-50 p-5"
    >
      <p>{message}</p>
      {retry && (
        <button type="button" className={buttonStyles.solid} onClick={retry}>
          {texts.retry}
        </button>
      )}
      <Link to={adminVoyagePaths.list} className="font-semibold text-rio-800 underline">
        {texts.back}
      </Link>
    </div>
  );
}

function Loading() {
  return (
    <div role="status" className="h-64 animate-pulse rounded-2xl bg-stone-200">
      <span className="sr-only">{pt.generic.loading}</span>
    </div>
  );
}

/** An existing voyage in the editor; when a save finds it changed, the text typed is kept aside. */
export function ExistingVoyage({ id }: { id: string }) {
  const voyage = useAdminVoyage(id);
  const [keptDraft, setKeptDraft] = useState<string | null>(null);
  if (voyage.isPending) return <Loading />;
  if (voyage.isError) {
    const missing = 'status' in voyage.error && voyage.error.status === 404;
    return missing ? (
      <Failure message={texts.notFound} />
    ) : (
      <Failure message={texts.voyageLoadFailure} retry={() => voyage.refetch()} />
    );
  }
  // A new version remounts the editor with it: the kept text survives here, above it.
  return (
    <VoyageEditor
      key={`${voyage.data.id}:${voyage.data.updated_at}`}
      voyage={voyage.data}
      keptDraft={keptDraft}
      onReloadKeepingDraft={(text) => {
        setKeptDraft(text);
        void voyage.refetch();
      }}
      onDiscardKeptDraft={() => setKeptDraft(null)}
    />
  );
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric' });

function VoyageList() {
  const voyages = useAdminVoyages();
  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl text-rio-900 sm:text-4xl">{texts.title}</h1>
          <p className="mt-2 max-w-2xl text-stone-700">{texts.lead}</p>
        </div>
        <Link to={href(adminVoyagePaths.editor, { id: 'nova' })} className={buttonStyles.solid}>
          {texts.create}
        </Link>
      </header>
      {voyages.isPending ? (
        <Loading />
      ) : voyages.isError ? (
        <Failure message={texts.loadFailure} retry={() => voyages.refetch()} />
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
                    to={href(adminVoyagePaths.editor, { id: voyage.id })}
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
