/**
 * '/admin' (SPEC §2.8: where the 404 page's 'Ir para o Dashboard' leads): a traveller goes to
 * their home; an admin gets the console — the day's figures, the travellers and the audit log
 * (docs/architecture/admin.md). The server decides the role on every call; this only picks the screen.
 */
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { inputClass } from '#client/components/ui/form-field.tsx';
import { StaffOnly } from '#client/features/auth/staff-only.tsx';
import { href } from '#shared/href.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import { ADMIN_ROLE } from '#shared/roles.ts';
import { AdminPackagesSection } from './admin-packages-section.tsx';
import { useAdminAuditLog } from './api/admin-audit-log.ts';
import { useAdminOverview } from './api/admin-overview.ts';
import { useAdminTravellers } from './api/admin-travellers.ts';

const texts = adminUi;
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function meta() {
  return [{ title: texts.meta.title }];
}

export default function AdminPage() {
  return (
    <StaffOnly>
      <div className="grid grid-cols-1 gap-10">
        <header>
          <h1 className="font-display text-3xl text-rio-900 sm:text-4xl">{texts.title}</h1>
          <p className="mt-2 max-w-2xl text-stone-700">{texts.lead}</p>
        </header>
        <Overview />
        <Travellers />
        <AdminPackagesSection />
        <AuditLog />
      </div>
    </StaffOnly>
  );
}

function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border border-terra-200 bg-terra-50 p-5">
      <p className="text-stone-800">{message}</p>
      <button type="button" className={`${buttonStyles.solid} mt-3`} onClick={onRetry}>
        {texts.travellers.retry}
      </button>
    </div>
  );
}

function Overview() {
  const overview = useAdminOverview();
  const labels = texts.overview;
  const figures = overview.data
    ? [
        [labels.travellers, overview.data.travellers],
        [labels.admins, overview.data.admins],
        [labels.startedVoyages, overview.data.started_voyages],
        [labels.completedVoyages, overview.data.completed_voyages],
        [labels.passagensSold, overview.data.passagens_sold],
        [labels.pageViews7d, overview.data.page_views_7d],
      ]
    : [];
  return (
    <section aria-labelledby="visao-geral">
      <h2 id="visao-geral" className="font-display text-2xl text-rio-900">
        {labels.title}
      </h2>
      {overview.isError ? (
        <LoadFailure message={texts.travellers.loadFailure} onRetry={() => overview.refetch()} />
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy={overview.isPending}>
          {overview.isPending
            ? [0, 1, 2, 3, 4, 5].map((key) => (
                <div key={key} className="h-20 animate-pulse rounded-2xl bg-stone-200" />
              ))
            : figures.map(([label, value]) => (
                <div key={label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-rio-900/5">
                  <dt className="text-sm text-stone-700">{label}</dt>
                  <dd className="mt-1 font-display text-3xl text-rio-900">
                    {Number(value).toLocaleString('pt-BR')}
                  </dd>
                </div>
              ))}
        </dl>
      )}
    </section>
  );
}

function Travellers() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('busca') ?? '';
  const page = Math.max(1, Number(searchParams.get('pagina') ?? 1) || 1);
  const [draft, setDraft] = useState(search);
  const travellers = useAdminTravellers(search, page);
  const labels = texts.travellers;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSearchParams(draft.trim() ? { busca: draft.trim() } : {});
  }
  const goTo = (next: number) =>
    setSearchParams({ ...(search ? { busca: search } : {}), pagina: String(next) });

  return (
    <section aria-labelledby="viajantes">
      <h2 id="viajantes" className="font-display text-2xl text-rio-900">
        {labels.title}
      </h2>
      <search>
        <form className="mt-4 flex flex-wrap gap-2" onSubmit={submit}>
          <label htmlFor="busca-viajantes" className="sr-only">
            {labels.search}
          </label>
          <input
            id="busca-viajantes"
            type="search"
            value={draft}
            maxLength={100}
            placeholder={labels.search}
            onChange={(event) => setDraft(event.target.value)}
            className={`${inputClass} max-w-md flex-1`}
          />
          <button type="submit" className={buttonStyles.solid}>
            {labels.searchButton}
          </button>
        </form>
      </search>

      <div className="mt-4">
        {travellers.isPending ? (
          <div role="status" className="h-40 animate-pulse rounded-2xl bg-stone-200">
            <span className="sr-only">{adminUi.travellers.title}</span>
          </div>
        ) : travellers.isError ? (
          <LoadFailure message={labels.loadFailure} onRetry={() => travellers.refetch()} />
        ) : travellers.data.data.length === 0 ? (
          <p className="rounded-2xl bg-white p-5 text-stone-700">{labels.empty}</p>
        ) : (
          <>
            <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-rio-900/5">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead className="bg-rio-50 text-rio-950">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      {labels.columns.name}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {labels.columns.email}
                    </th>
                    <th scope="col" className="px-4 py-3 text-right">
                      {labels.columns.balance}
                    </th>
                    <th scope="col" className="px-4 py-3 text-right">
                      {labels.columns.voyages}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {labels.columns.role}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {travellers.data.data.map((traveller) => (
                    <tr key={traveller.id} className="border-t border-stone-100">
                      <td className="px-4 py-3">
                        <Link
                          to={href(appRoutePatterns.adminTraveller, { id: traveller.id })}
                          className="font-semibold text-rio-800 underline decoration-terra-400 underline-offset-4"
                        >
                          {traveller.name}
                        </Link>
                      </td>
                      <td className="px-4 py-3 text-stone-700">{traveller.email}</td>
                      <td className="px-4 py-3 text-right tabular-nums">{traveller.coins}</td>
                      <td className="px-4 py-3 text-right tabular-nums">
                        {traveller.voyages_completed}/{traveller.voyages_started}
                      </td>
                      <td className="px-4 py-3">
                        {traveller.role === ADMIN_ROLE ? labels.roleAdmin : labels.roleTraveller}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav
              aria-label={labels.title}
              className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm"
            >
              <button
                type="button"
                className={buttonStyles.outline}
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                {labels.previous}
              </button>
              <span>{labels.page(page, travellers.data.meta.last_page)}</span>
              <button
                type="button"
                className={buttonStyles.outline}
                disabled={page >= travellers.data.meta.last_page}
                onClick={() => goTo(page + 1)}
              >
                {labels.next}
              </button>
            </nav>
          </>
        )}
      </div>
    </section>
  );
}

function AuditLog() {
  const [page, setPage] = useState(1);
  const log = useAdminAuditLog(page);
  const labels = texts.audit;
  return (
    <section aria-labelledby="registro">
      <h2 id="registro" className="font-display text-2xl text-rio-900">
        {labels.title}
      </h2>
      <div className="mt-4">
        {log.isPending ? (
          <div role="status" className="h-24 animate-pulse rounded-2xl bg-stone-200">
            <span className="sr-only">{labels.title}</span>
          </div>
        ) : log.isError ? (
          <LoadFailure message={texts.travellers.loadFailure} onRetry={() => log.refetch()} />
        ) : log.data.data.length === 0 ? (
          <p className="rounded-2xl bg-white p-5 text-stone-700">{labels.empty}</p>
        ) : (
          <>
            <ol className="grid gap-2">
              {log.data.data.map((entry) => (
                <li
                  key={entry.id}
                  className="rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-rio-900/5"
                >
                  <p>
                    <time dateTime={entry.created_at} className="text-stone-700">
                      {dateTime.format(new Date(entry.created_at))}
                    </time>{' '}
                    · <strong>{entry.actor_name ?? labels.deletedAccount}</strong> ·{' '}
                    {labels.actions[entry.action] ?? entry.action}
                    {entry.entity === 'user' && entry.entity_id ? (
                      <>
                        {' '}
                        ·{' '}
                        <Link
                          to={href(appRoutePatterns.adminTraveller, { id: entry.entity_id })}
                          className="text-rio-800 underline underline-offset-4"
                        >
                          #{entry.entity_id}
                        </Link>
                      </>
                    ) : null}
                  </p>
                  <p className="mt-1 font-mono text-xs text-stone-700">
                    {JSON.stringify(entry.before)} → {JSON.stringify(entry.after)}
                  </p>
                </li>
              ))}
            </ol>
            {log.data.meta.last_page > 1 && (
              <nav aria-label={labels.title} className="mt-3 flex items-center justify-between text-sm">
                <button
                  type="button"
                  className={buttonStyles.outline}
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {texts.travellers.previous}
                </button>
                <span>{texts.travellers.page(page, log.data.meta.last_page)}</span>
                <button
                  type="button"
                  className={buttonStyles.outline}
                  disabled={page >= log.data.meta.last_page}
                  onClick={() => setPage(page + 1)}
                >
                  {texts.travellers.next}
                </button>
              </nav>
            )}
          </>
        )}
      </div>
    </section>
  );
}
