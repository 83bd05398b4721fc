/**
 * '/admin/acessos': refused sign-in attempts of the last days, per targeted account and per
 * address, so the team sees a password being guessed (docs/architecture/auth.md, Sign-in record).
 */
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { inputClass } from '#client/components/ui/form-field.tsx';
import { StaffOnly } from '#client/features/auth/staff-only.tsx';
import { href } from '#shared/href.ts';
import { pt } from '#shared/messages/pt.ts';
import { sessions } from '#shared/messages/pt-sessions.ts';
import { appRoutePatterns } from '#shared/paths.ts';
import type { SignInFailures } from '#shared/schemas/sessions.ts';
import { useSignInFailures } from './api/admin-sign-in-failures.ts';

const texts = sessions.console;
const RANGES = [1, 7, 30, 180] as const;
const DEFAULT_DAYS = 7;
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
// Narrow enough for a phone: no sideways scrolling (docs/architecture/auth.md, Sign-in record).
const tableClass = 'w-full text-left text-sm';
const cellClass = 'border-b border-stone-200 px-2 py-2 sm:px-3';
/** On a phone the time of the last refusal moves under the account or address. */
const wideOnly = 'hidden sm:table-cell';

function LastAt({ at }: { at: string }) {
  return <time dateTime={at}>{dateTime.format(new Date(at))}</time>;
}

export function meta() {
  return [{ title: `${texts.title} | ${pt.brand.name}` }];
}

export default function AdminSignInsPage() {
  return (
    <StaffOnly>
      <SignInFailuresConsole />
    </StaffOnly>
  );
}

function SignInFailuresConsole() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = Number(searchParams.get('dias'));
  const days = RANGES.includes(asked as (typeof RANGES)[number]) ? asked : DEFAULT_DAYS;
  const failures = useSignInFailures(days);

  return (
    <div className="grid grid-cols-1 gap-8">
      <header>
        <h1 className="font-display text-3xl text-rio-900 sm:text-4xl">{texts.title}</h1>
        <p className="mt-2 max-w-2xl text-stone-700">{texts.lead}</p>
      </header>
      <label className="grid w-fit gap-1 text-sm font-semibold text-rio-950">
        {texts.range}
        <select
          className={inputClass}
          value={days}
          onChange={(event) => setSearchParams({ dias: event.target.value })}
        >
          {RANGES.map((range) => (
            <option key={range} value={range}>
              {texts.days(range)}
            </option>
          ))}
        </select>
      </label>
      {failures.isPending ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">{pt.generic.loading}</span>
          <div className="h-40 animate-pulse rounded-2xl bg-stone-200" />
          <div className="h-40 animate-pulse rounded-2xl bg-stone-200" />
        </div>
      ) : failures.isError ? (
        <div
          role="alert"
          className="grid gap-3 rounded-2xl border border-terra-200 bg-terra-50 p-5 text-stone-800"
        >
          <p>{texts.loadFailure}</p>
          <button
            type="button"
            className={`${buttonStyles.outline} w-fit`}
            onClick={() => failures.refetch()}
          >
            {pt.generic.tryAgain}
          </button>
        </div>
      ) : (
        <>
          <ByAccount rows={failures.data.by_account} />
          <ByAddress rows={failures.data.by_address} />
        </>
      )}
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-900/5">
      <h2 id={id} className="font-display text-xl text-rio-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ByAccount({ rows }: { rows: SignInFailures['by_account'] }) {
  return (
    <Section id="recusas-por-conta" title={texts.byAccount}>
      {rows.length === 0 ? (
        <p className="text-stone-700">{texts.emptyAccounts}</p>
      ) : (
        <table className={tableClass} data-testid="failures-by-account">
          <caption className="sr-only">{texts.byAccount}</caption>
          <thead>
            <tr>
              <th scope="col" className={cellClass}>
                {texts.account}
              </th>
              <th scope="col" className={`${cellClass} text-right`}>
                {texts.failures}
              </th>
              <th scope="col" className={`${cellClass} ${wideOnly}`}>
                {texts.last}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.user_id ?? 'sem-conta'}>
                <td className={cellClass}>
                  {row.user_id === null ? (
                    <span className="text-stone-700">{texts.unknownAccount}</span>
                  ) : (
                    <Link
                      to={href(appRoutePatterns.adminTraveller, { id: row.user_id })}
                      className="font-semibold text-rio-800 underline underline-offset-4"
                    >
                      {row.name}
                    </Link>
                  )}
                  {row.email && <span className="block break-all text-stone-700">{row.email}</span>}
                  <span className="block text-stone-700 sm:hidden">
                    {texts.last}: <LastAt at={row.last_at} />
                  </span>
                </td>
                <td className={`${cellClass} text-right font-semibold tabular-nums`}>{row.failures}</td>
                <td className={`${cellClass} ${wideOnly}`}>
                  <LastAt at={row.last_at} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

function ByAddress({ rows }: { rows: SignInFailures['by_address'] }) {
  return (
    <Section id="recusas-por-endereco" title={texts.byAddress}>
      {rows.length === 0 ? (
        <p className="text-stone-700">{texts.emptyAddresses}</p>
      ) : (
        <table className={tableClass} data-testid="failures-by-address">
          <caption className="sr-only">{texts.byAddress}</caption>
          <thead>
            <tr>
              <th scope="col" className={cellClass}>
                {texts.address}
              </th>
              <th scope="col" className={`${cellClass} text-right`}>
                {texts.failures}
              </th>
              <th scope="col" className={`${cellClass} text-right`}>
                {texts.accounts}
              </th>
              <th scope="col" className={`${cellClass} ${wideOnly}`}>
                {texts.last}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.ip_address}>
                <td className={cellClass}>
                  <span className="break-all">{row.ip_address}</span>
                  <span className="block text-stone-700 sm:hidden">
                    {texts.last}: <LastAt at={row.last_at} />
                  </span>
                </td>
                <td className={`${cellClass} text-right font-semibold tabular-nums`}>{row.failures}</td>
                <td className={`${cellClass} text-right tabular-nums`}>{row.accounts}</td>
                <td className={`${cellClass} ${wideOnly}`}>
                  <LastAt at={row.last_at} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
