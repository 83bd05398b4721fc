import { useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { userInfoQueryKey } from '#client/features/auth/api/user-info.ts';
import { notifyError, notifyInfo, notifySuccess } from '#client/lib/notify.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths } from '#shared/paths.ts';
import { useCoinOrder } from './api/coin-order.ts';
import { coinsQueryKey } from './api/query-keys.ts';
import { BalanceCard } from './balance-card.tsx';
import { CoinHistoryList } from './coin-history-list.tsx';
import { PackageList } from './package-list.tsx';
import { ReturnedOrderAlert, shownStatus } from './returned-order-alert.tsx';

export function meta() {
  return [{ title: `${pt.coinsUi.storeTitle} | ${pt.brand.name}` }];
}

const texts = pt.coinsUi;

/**
 * /user/store/coins: the packages, the balance and the history. The payment provider sends the
 * buyer back here with ?pedido={id}&status=aprovado|cancelado; the order itself (asked to the
 * server, never read from the address) decides what the page says.
 */
export default function CoinStorePage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('pedido');
  const returned = searchParams.get('status');
  const order = useCoinOrder(orderId, { pollWhilePending: returned === 'aprovado' });
  const queryClient = useQueryClient();
  const announced = useRef<string | null>(null);
  const status = shownStatus(order.data, returned);

  useEffect(() => {
    if (!orderId || !status || status === 'pending') return;
    const key = `${orderId}:${status}`;
    if (announced.current === key) return;
    announced.current = key;
    if (status === 'paid') {
      notifySuccess(texts.paymentApproved);
      void queryClient.invalidateQueries({ queryKey: userInfoQueryKey });
      void queryClient.invalidateQueries({ queryKey: coinsQueryKey });
    } else if (status === 'cancelled') {
      notifyInfo(texts.paymentCancelled);
    } else {
      notifyError(texts.paymentFailed);
    }
  }, [orderId, status, queryClient]);

  return (
    <div className="grid gap-10">
      <div className="grid gap-3">
        <Link
          to={paths.travellerHome}
          className="inline-flex w-fit items-center gap-2 rounded-lg font-semibold text-rio-800 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {pt.voyagesUi.detail.backToVoyages}
        </Link>
        <h1 className="font-display text-3xl text-rio-950 sm:text-4xl">{texts.storeTitle}</h1>
        <p className="text-lg text-stone-700">{texts.storeLead}</p>
        <Link
          to={paths.myOrders}
          className="w-fit font-semibold text-rio-800 underline underline-offset-4 hover:text-terra-700"
        >
          {texts.orders.link}
        </Link>
      </div>
      {orderId && <ReturnedOrderAlert status={status} {...(order.data ? { order: order.data } : {})} />}
      <BalanceCard />
      <section aria-labelledby="pacotes-da-loja" className="grid gap-4">
        <h2 id="pacotes-da-loja" className="font-display text-2xl text-rio-900">
          {texts.packagesTitle}
        </h2>
        <PackageList />
      </section>
      <section aria-labelledby="historico-da-loja" className="grid gap-4">
        <h2 id="historico-da-loja" className="font-display text-2xl text-rio-900">
          {texts.historyTitle}
        </h2>
        <CoinHistoryList />
      </section>
    </div>
  );
}
