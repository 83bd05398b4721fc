/** What the store says about an order the buyer just came back from (docs/architecture/coins.md, decision 100). */
import { Alert } from '#client/components/ui/alert.tsx';
import { pt } from '#shared/messages/pt.ts';
import type { CoinOrder } from '#shared/schemas/coins.ts';

const texts = pt.coinsUi;

/**
 * The order's status as the store tells it: the server's, except that a buyer who came back from
 * cancelling has not paid, even while a real provider has not reported the abandonment yet.
 */
export function shownStatus(
  order: CoinOrder | undefined,
  returned: string | null,
): CoinOrder['status'] | undefined {
  const cancelledHere = returned === 'cancelado';
  if (!order) return cancelledHere ? 'cancelled' : undefined;
  return order.status === 'pending' && cancelledHere ? 'cancelled' : order.status;
}

/** What the store says about an order the buyer just came back from. */
export function ReturnedOrderAlert({
  status,
  order,
}: {
  status: CoinOrder['status'] | undefined;
  order?: CoinOrder;
}) {
  if (order?.refund) return <Alert tone="info">{texts.paymentRefunded}</Alert>;
  if (status === 'pending' && order?.awaiting_settlement)
    return <Alert tone="info">{texts.paymentPix}</Alert>;
  if (status === 'paid') return <Alert tone="success">{texts.paymentApproved}</Alert>;
  if (status === 'cancelled') return <Alert tone="info">{texts.paymentCancelled}</Alert>;
  if (status === 'failed') return <Alert tone="error">{texts.paymentFailed}</Alert>;
  if (status === 'pending') return <Alert tone="info">{texts.paymentPending}</Alert>;
  return null;
}
