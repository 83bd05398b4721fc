import { useQueryClient } from '@tanstack/react-query';
import CreditCard from 'lucide-react/icons/credit-card';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Link, useNavigate } from 'react-router';
import { Alert } from '#client/components/ui/alert.tsx';
import { userInfoQueryKey } from '#client/features/auth/api/user-info.ts';
import { notifyError } from '#client/lib/notify.ts';
import type { PageProps } from '#client/lib/page-props.ts';
import { formatCents } from '#shared/format/money.ts';
import { formatPassagens } from '#shared/format/passagem-label.ts';
import { pt } from '#shared/messages/pt.ts';
import { type appRoutePatterns, paths } from '#shared/paths.ts';
import { useCoinOrder } from './api/coin-order.ts';
import { coinsQueryKey } from './api/query-keys.ts';
import { type SandboxChoice, useSandboxPayment } from './api/sandbox-payment.ts';

export function meta() {
  return [{ title: `${pt.coinsUi.sandbox.title} | ${pt.coinsUi.sandbox.provider}` }];
}

const texts = pt.coinsUi.sandbox;
/** The provider's own look: another site, not the shop's amber buttons. */
const providerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-3 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/**
 * /pagamento/sandbox/{orderId}: the built-in payment provider's page (docs/architecture/coins.md). The
 * buyer approves or cancels; the server delivers the signed webhook and answers where to go back.
 */
export default function SandboxCheckoutPage({ params }: PageProps<typeof appRoutePatterns.sandboxCheckout>) {
  const { orderId } = params;
  const order = useCoinOrder(orderId);
  const payment = useSandboxPayment(orderId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function decide(choice: SandboxChoice) {
    try {
      const decision = await payment.mutateAsync(choice);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userInfoQueryKey }),
        queryClient.invalidateQueries({ queryKey: coinsQueryKey }),
      ]);
      navigate(decision.redirect_url, { replace: true });
    } catch {
      notifyError(texts.failure);
      void order.refetch();
    }
  }

  return (
    <div className="min-h-dvh bg-slate-100 px-4 py-10 sm:py-16">
      <main id="conteudo" className="mx-auto grid w-full max-w-lg gap-6">
        <header className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-base font-bold text-slate-900 sm:text-lg">
            <CreditCard aria-hidden="true" className="size-6 text-indigo-700" />
            {texts.provider}
          </p>
          <span className="rounded-full bg-amber-200 px-3 py-1 text-sm font-semibold text-amber-950">
            {texts.badge}
          </span>
        </header>
        <section className="grid gap-5 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
          <h1 className="font-display text-3xl text-slate-900">{texts.title}</h1>
          <p className="text-slate-700">{texts.lead}</p>
          <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-950">
            {texts.simulated}
          </p>
          {order.isPending ? (
            <div role="status" className="grid gap-3">
              <span className="sr-only">{pt.generic.loading}</span>
              <div aria-hidden="true" className="h-32 animate-pulse rounded-xl bg-slate-200" />
            </div>
          ) : order.isError ? (
            <Alert tone="error">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span>{order.error instanceof Error ? order.error.message : texts.loadFailure}</span>
                <Link to={paths.coinStore} className="font-semibold underline">
                  {texts.backToStore}
                </Link>
              </div>
            </Alert>
          ) : (
            <>
              <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-700">{texts.package}</dt>
                  <dd className="text-right font-semibold text-slate-900">{order.data.package_name}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-700">{texts.amount}</dt>
                  <dd className="text-right font-semibold text-slate-900">
                    {formatPassagens(order.data.amount)}
                  </dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-700">{texts.order}</dt>
                  <dd className="truncate text-right font-mono text-sm text-slate-800">
                    {order.data.id.slice(0, 8)}
                  </dd>
                </div>
                <div className="flex justify-between gap-4 border-t border-slate-200 pt-3">
                  <dt className="font-semibold text-slate-900">{texts.total}</dt>
                  <dd className="text-right font-display text-2xl text-slate-900">
                    {formatCents(order.data.price)}
                  </dd>
                </div>
              </dl>
              {order.data.status === 'pending' ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  <button
                    type="button"
                    className={`${providerButton} bg-indigo-700 text-white hover:bg-indigo-800`}
                    disabled={payment.isPending}
                    onClick={() => decide('approve')}
                  >
                    <ShieldCheck aria-hidden="true" className="size-5" />
                    {payment.isPending && payment.variables === 'approve' ? texts.processing : texts.approve}
                  </button>
                  <button
                    type="button"
                    className={`${providerButton} border-2 border-slate-400 text-slate-900 hover:bg-slate-100`}
                    disabled={payment.isPending}
                    onClick={() => decide('cancel')}
                  >
                    {payment.isPending && payment.variables === 'cancel' ? texts.processing : texts.cancel}
                  </button>
                </div>
              ) : (
                <Alert tone="info">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <span>
                      {texts.finished} ({pt.coinsUi.statuses[order.data.status]})
                    </span>
                    <Link to={paths.coinStore} className="font-semibold underline">
                      {texts.backToStore}
                    </Link>
                  </div>
                </Alert>
              )}
            </>
          )}
        </section>
      </main>
    </div>
  );
}
