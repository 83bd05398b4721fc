/**
 * /conta/pedidos, "Meus pedidos": every order with its contract summary, readable and printable at
 * any time (Decreto 7.962/2013, art. 4º; docs/architecture/legal.md).
 */
import Printer from 'lucide-react/icons/printer';
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { SellerIdentity } from '#client/features/legal/seller-identity.tsx';
import { WITHDRAWAL_DAYS } from '#shared/constants.ts';
import { pt } from '#shared/messages/pt.ts';
import { paths, publicPaths } from '#shared/paths.ts';
import type { OrderContract } from '#shared/schemas/coins.ts';
import { useMyOrders } from './api/my-orders.ts';
import { ContractSummary } from './contract-summary.tsx';

export function meta() {
  return [{ title: `${pt.coinsUi.orders.title} | ${pt.brand.name}` }];
}

const texts = pt.coinsUi.orders;
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

function statusOf(order: OrderContract): keyof typeof texts.statuses {
  if (order.refund) return order.refund.state === 'refunded' ? 'refunded' : 'refund_requested';
  if (order.awaiting_settlement) return 'awaiting_settlement';
  return order.status;
}

function OrderCard({ order }: { order: OrderContract }) {
  const headingId = `pedido-${order.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-order-id={order.id}
        className="grid gap-3 rounded-2xl bg-white p-5 shadow-md shadow-rio-950/10 ring-1 ring-rio-900/10 print:break-inside-avoid print:shadow-none"
      >
        <h2 id={headingId} className="font-display text-xl text-rio-900">
          {texts.order(order.id)}
        </h2>
        <dl className="grid gap-1 text-sm text-stone-800 sm:grid-cols-2">
          <div>
            <dt className="inline text-stone-600">{texts.status}: </dt>
            <dd className="inline font-semibold">{texts.statuses[statusOf(order)]}</dd>
          </div>
          <div>
            <dt className="inline text-stone-600">{texts.placedAt}: </dt>
            <dd className="inline">{dateTime.format(new Date(order.created_at))}</dd>
          </div>
          {order.paid_at && (
            <div>
              <dt className="inline text-stone-600">{texts.paidAt}: </dt>
              <dd className="inline">{dateTime.format(new Date(order.paid_at))}</dd>
            </div>
          )}
          <div>
            <dt className="inline text-stone-600">{texts.terms}: </dt>
            <dd className="inline">
              <a
                href={publicPaths.terms}
                className="text-rio-800 underline underline-offset-2 hover:text-terra-700"
              >
                {order.terms_version ? texts.termsVersion(order.terms_version) : texts.termsUnversioned}
              </a>
            </dd>
          </div>
        </dl>
        <ContractSummary
          packageName={order.package_name}
          passagens={order.passagens}
          listPrice={order.list_price}
          discount={order.discount}
          total={order.total}
          paid={order.status === 'paid'}
        />
      </article>
    </li>
  );
}

export default function MyOrdersPage() {
  const orders = useMyOrders();
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="font-display text-3xl text-rio-950 sm:text-4xl">{texts.title}</h1>
          <p className="text-lg text-stone-700">{texts.lead}</p>
        </div>
        {orders.data && orders.data.orders.length > 0 && (
          <button
            type="button"
            className={`${buttonStyles.outline} print:hidden`}
            onClick={() => window.print()}
          >
            <Printer aria-hidden="true" className="size-5" />
            {texts.print}
          </button>
        )}
      </div>
      {orders.isPending ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">{pt.generic.loading}</span>
          <div aria-hidden="true" className="h-56 animate-pulse rounded-2xl bg-stone-200" />
        </div>
      ) : orders.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-4 rounded-2xl border border-terra-200 bg-terra-50 p-6"
        >
          <p className="text-stone-800">{texts.loadFailure}</p>
          <button type="button" className={buttonStyles.solid} onClick={() => orders.refetch()}>
            {pt.generic.tryAgain}
          </button>
        </div>
      ) : orders.data.orders.length === 0 ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-rio-100 bg-white p-6">
          <p className="text-stone-700">{texts.empty}</p>
          <Link to={paths.coinStore} className={buttonStyles.solid}>
            {texts.goToStore}
          </Link>
        </div>
      ) : (
        <>
          <ul className="grid gap-4">
            {orders.data.orders.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </ul>
          <section
            aria-labelledby="pedidos-vendedor"
            className="grid gap-2 rounded-2xl bg-white p-5 ring-1 ring-rio-900/10"
          >
            <h2 id="pedidos-vendedor" className="font-semibold text-rio-900">
              {pt.coinsUi.summary.seller}
            </h2>
            <SellerIdentity tone="light" seller={orders.data.seller} />
            <p className="text-sm leading-relaxed text-stone-700">
              {pt.coinsUi.summary.withdrawal(WITHDRAWAL_DAYS)}
            </p>
          </section>
        </>
      )}
    </div>
  );
}
