/**
 * '/admin/numeros' (docs/architecture/admin.md): the numbers of a range of days — page views per day and per
 * route, the three sales variants side by side, the voyage funnel, passagens sold per package — as
 * charts and tables, with a CSV export. Admins only.
 */
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { inputClass } from '#client/components/ui/form-field.tsx';
import { StaffOnly } from '#client/features/auth/staff-only.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError } from '#client/lib/notify.ts';
import { formatCents } from '#shared/format/money.ts';
import { pt } from '#shared/messages/pt.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';
import { addDays, saoPauloDay } from '#shared/sao-paulo-day.ts';
import { type AnalyticsReport, analyticsRangeProblem } from '#shared/schemas/admin-analytics.ts';
import { downloadAnalyticsCsv, useAnalytics } from './api/admin-analytics.ts';
import { BarChart } from './bar-chart.tsx';

const texts = adminUi.analytics;
const percent = (rate: number) => `${(rate * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

export function meta() {
  return [{ title: texts.metaTitle }];
}

export default function AdminAnalyticsPage() {
  return (
    <StaffOnly>
      <Analytics />
    </StaffOnly>
  );
}

function Analytics() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The team's days are São Paulo's, wherever the browser is (docs/architecture/admin.md).
  const to = searchParams.get('ate') ?? saoPauloDay();
  const from = searchParams.get('de') ?? addDays(to, -29);
  const [draft, setDraft] = useState({ from, to });
  // A range typed into the address (or a shared link) is checked like one typed into the form.
  const addressProblem = analyticsRangeProblem(from, to);
  const [formProblem, setRangeError] = useState<string | null>(null);
  const rangeError = formProblem ?? addressProblem;
  const [exporting, setExporting] = useState(false);
  const report = useAnalytics(from, to, addressProblem === null);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!draft.from || !draft.to) {
      setRangeError(texts.dateInvalid);
      return;
    }
    const problem = analyticsRangeProblem(draft.from, draft.to);
    if (problem) {
      setRangeError(problem);
      return;
    }
    setRangeError(null);
    setSearchParams({ de: draft.from, ate: draft.to });
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadAnalyticsCsv(from, to);
    } catch (error) {
      console.warn('analytics: CSV not exported', error);
      notifyError(texts.exportFailure);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-8">
      <header>
        <h1 className="font-display text-3xl text-rio-900 sm:text-4xl">{texts.title}</h1>
        <p className="mt-2 max-w-2xl text-stone-700">{texts.lead}</p>
      </header>
      <form className="flex flex-wrap items-end gap-3" noValidate onSubmit={apply}>
        <label className="grid gap-1 text-sm font-semibold text-rio-950">
          {texts.from}
          <input
            type="date"
            value={draft.from}
            max={draft.to}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            className={inputClass}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError ? 'periodo-erro' : undefined}
          />
        </label>
        <label className="grid gap-1 text-sm font-semibold text-rio-950">
          {texts.to}
          <input
            type="date"
            value={draft.to}
            min={draft.from}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            className={inputClass}
          />
        </label>
        <button type="submit" className={buttonStyles.solid}>
          {texts.apply}
        </button>
        <button
          type="button"
          className={buttonStyles.outline}
          disabled={exporting || addressProblem !== null}
          onClick={exportCsv}
        >
          {exporting ? texts.exporting : texts.exportCsv}
        </button>
        {rangeError && (
          <p id="periodo-erro" className="w-full text-sm font-semibold text-red-800">
            {rangeError}
          </p>
        )}
      </form>

      {addressProblem ? null : report.isPending ? (
        <div role="status" className="h-64 animate-pulse rounded-2xl bg-stone-200">
          <span className="sr-only">{pt.generic.loading}</span>
        </div>
      ) : report.isError ? (
        <div role="alert" className="rounded-2xl border border-terra-200 bg-terra-50 p-5">
          <p>
            {report.error instanceof ApiError && report.error.status === 400
              ? report.error.message
              : texts.loadFailure}
          </p>
          <button type="button" className={`${buttonStyles.solid} mt-3`} onClick={() => report.refetch()}>
            {adminUi.travellers.retry}
          </button>
        </div>
      ) : (
        <Report report={report.data} />
      )}
    </div>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-rio-900/5"
    >
      <h2 id={id} className="font-display text-xl text-rio-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  if (rows.length === 0) return <p className="text-stone-700">{texts.nothing}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200">
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={`py-2 pr-3 ${index > 0 ? 'text-right' : ''}`}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])} className="border-b border-stone-100">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={`${row[0]}-label`} scope="row" className="py-2 pr-3 font-normal break-all">
                    {cell}
                  </th>
                ) : (
                  <td key={`${row[0]}-${head[index]}`} className="py-2 pr-3 text-right tabular-nums">
                    {typeof cell === 'number' ? cell.toLocaleString('pt-BR') : cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  const days = useMemo(
    () => report.page_views_by_day.map((row) => row.day.slice(5).split('-').reverse().join('/')),
    [report],
  );
  const dayViews = useMemo(() => report.page_views_by_day.map((row) => row.views), [report]);
  const funnel = report.voyage_funnel;
  const funnelLabels = useMemo(() => Object.values(texts.funnelSteps), []);
  const funnelValues = useMemo(
    () => [funnel.detail_views, funnel.starts, funnel.halfway, funnel.completed],
    [funnel.detail_views, funnel.starts, funnel.halfway, funnel.completed],
  );
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card id="visitas-por-dia" title={texts.viewsByDay}>
        <BarChart
          labels={days}
          values={dayViews}
          label={texts.views}
          description={texts.chartOf(texts.viewsByDay)}
        />
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-semibold text-rio-800">
            {texts.viewsByDayTable}
          </summary>
          <Table
            caption={texts.viewsByDay}
            head={[texts.day, texts.views]}
            rows={report.page_views_by_day.filter((row) => row.views > 0).map((row) => [row.day, row.views])}
          />
        </details>
      </Card>
      <Card id="paginas" title={texts.viewsByRoute}>
        <Table
          caption={texts.viewsByRoute}
          head={[texts.route, texts.views]}
          rows={report.page_views_by_route.map((row) => [row.path, row.views])}
        />
      </Card>
      <Card id="variantes" title={texts.variants}>
        <h3 className="font-semibold text-rio-900">{texts.variantsAssigned}</h3>
        <p className="mt-1 text-sm text-stone-600">{texts.variantsAssignedNote}</p>
        <Table
          caption={texts.variants}
          head={[texts.variant, texts.exposures, texts.clicks, texts.ctr]}
          rows={report.sales_variants.map((row) => [
            row.variant,
            row.exposures,
            row.clicks,
            percent(row.ctr),
          ])}
        />
        <h3 className="mt-6 font-semibold text-rio-900">{texts.variantsDirect}</h3>
        <p className="mt-1 text-sm text-stone-600">{texts.variantsDirectNote}</p>
        <Table
          caption={texts.variantsDirect}
          head={[texts.variant, texts.exposures, texts.clicks, texts.ctr]}
          rows={report.sales_variants.map((row) => [
            row.variant,
            row.direct.exposures,
            row.direct.clicks,
            percent(row.direct.ctr),
          ])}
        />
      </Card>
      <Card id="funil" title={texts.funnel}>
        <BarChart
          labels={funnelLabels}
          values={funnelValues}
          label={texts.funnel}
          description={texts.chartOf(texts.funnel)}
        />
        <Table
          caption={texts.funnel}
          head={[texts.funnelStep, texts.funnelCount]}
          rows={funnelLabels.map((labelText, index) => [labelText, funnelValues[index] ?? 0])}
        />
      </Card>
      <Card id="pacotes-vendidos" title={texts.packages}>
        <Table
          caption={texts.packages}
          head={[texts.package, texts.orders, texts.passagens, texts.revenue]}
          rows={report.passagens_by_package.map((row) => [
            row.package_name,
            row.orders,
            row.passagens,
            formatCents(row.revenue_cents),
          ])}
        />
      </Card>
    </div>
  );
}
