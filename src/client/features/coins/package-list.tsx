import FlaskConical from 'lucide-react/icons/flask-conical';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError } from '#client/lib/notify.ts';
import { formatCents } from '#shared/format/money.ts';
import { formatPassagens } from '#shared/format/passagem-label.ts';
import { coinsUi } from '#shared/messages/pt-coins.ts';
import { ptPublic } from '#shared/messages/pt-public.ts';
import type { CoinPackage, PaymentsConfig } from '#shared/schemas/coins.ts';
import { useCheckout } from './api/checkout.ts';
import { useCoinPackages } from './api/coin-packages.ts';
import { usePaymentsConfig } from './api/payments-config.ts';
import { PurchaseSummary } from './purchase-summary.tsx';

const texts = coinsUi;

function PackageCard({
  coinPackage,
  buying,
  disabled,
  unavailable,
  onBuy,
}: {
  coinPackage: CoinPackage;
  buying: boolean;
  disabled: boolean;
  /** No payment provider: the package is shown, buying is not offered. */
  unavailable: boolean;
  onBuy: () => void;
}) {
  const hasDiscount = coinPackage.discount > 0;
  const nameId = `pacote-${coinPackage.id}`;
  return (
    <li className="relative flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-md shadow-rio-950/10 ring-1 ring-rio-900/10">
      {hasDiscount && (
        <span className="absolute top-4 right-4 rounded-full bg-terra-400 px-3 py-1 text-sm font-bold text-rio-950">
          -{coinPackage.discount}%<span className="sr-only"> {texts.discountLabel}</span>
        </span>
      )}
      <div>
        <h3 id={nameId} className="font-display text-xl text-rio-900">
          {coinPackage.name}
        </h3>
        <p className="mt-1 text-lg font-semibold text-terra-800">{formatPassagens(coinPackage.amount)}</p>
      </div>
      <dl className="grid gap-1">
        {hasDiscount && (
          <div className="flex items-baseline gap-2 text-stone-600">
            <dt className="text-sm">{texts.priceLabel}</dt>
            <dd className="text-sm line-through">{formatCents(coinPackage.price)}</dd>
          </div>
        )}
        <div className="flex items-baseline gap-2">
          <dt className="sr-only">{hasDiscount ? texts.priceWithDiscount : texts.priceLabel}</dt>
          <dd className="font-display text-3xl text-rio-950">
            {formatCents(coinPackage.price_with_discount)}
          </dd>
        </div>
        <div className="text-sm text-stone-700">
          <dt className="sr-only">{texts.perPassagem}</dt>
          <dd>
            {formatCents(Math.round(coinPackage.price_with_discount / coinPackage.amount))}{' '}
            {texts.perPassagem}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className={`${buttonStyles.primary} mt-auto w-full`}
        aria-describedby={unavailable ? `${nameId} compra-indisponivel` : nameId}
        disabled={disabled || unavailable}
        onClick={onBuy}
      >
        <ShoppingCart aria-hidden="true" className="size-5" />
        {unavailable ? texts.buyDisabled : buying ? texts.buying : texts.buy}
      </button>
    </li>
  );
}

/** Says plainly when payments are simulated, or when buying is off (docs/decisions/100). */
function PaymentsNotice({ config }: { config: PaymentsConfig | undefined }) {
  if (!config) return null;
  if (!config.buying_enabled) {
    return (
      <p
        id="compra-indisponivel"
        role="status"
        className="rounded-xl border border-terra-200 bg-terra-50 px-4 py-3 text-terra-900"
      >
        {texts.buyingDisabled}
      </p>
    );
  }
  if (config.simulated) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-indigo-950"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {texts.simulatedNotice}
      </p>
    );
  }
  return null;
}

/** The packages with their buy buttons: buying opens the payment provider's checkout. */
export function PackageList() {
  const packages = useCoinPackages();
  const config = usePaymentsConfig();
  // Until the server says who takes payments, buying waits; with nobody, it stays off.
  const unavailable = config.data?.buying_enabled !== true;
  const checkout = useCheckout();
  const navigate = useNavigate();
  const [buyingId, setBuyingId] = useState<string | null>(null);
  // The package whose summary is shown before paying (docs/architecture/legal.md).
  const [chosen, setChosen] = useState<CoinPackage | null>(null);

  async function buy(coinPackage: CoinPackage) {
    setBuyingId(coinPackage.id);
    try {
      const { checkout_url: url } = await checkout.mutateAsync(coinPackage.id);
      // The sandbox's page is part of this site; a real provider's is another site.
      if (url.startsWith('/')) navigate(url);
      else window.location.assign(url);
    } catch (error) {
      notifyError(error instanceof ApiError && error.status === 422 ? error.message : texts.checkoutFailure);
      setBuyingId(null);
    }
  }

  if (packages.isPending) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-3">
        <span className="sr-only">{ptPublic.generic.loading}</span>
        {['a', 'b', 'c'].map((key) => (
          <div key={key} aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-stone-200" />
        ))}
      </div>
    );
  }
  if (packages.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-2xl border border-terra-200 bg-terra-50 p-6"
      >
        <p className="text-stone-800">{texts.packagesLoadFailure}</p>
        <button type="button" className={buttonStyles.solid} onClick={() => packages.refetch()}>
          {ptPublic.generic.tryAgain}
        </button>
      </div>
    );
  }
  if (packages.data.length === 0) {
    return (
      <p className="rounded-2xl border border-rio-100 bg-white p-6 text-stone-700">{texts.packagesEmpty}</p>
    );
  }
  return (
    <div className="grid gap-4">
      <PaymentsNotice config={config.data} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {packages.data.map((coinPackage) => (
          <PackageCard
            key={coinPackage.id}
            coinPackage={coinPackage}
            buying={buyingId === coinPackage.id}
            disabled={buyingId !== null}
            unavailable={unavailable}
            onBuy={() => setChosen(coinPackage)}
          />
        ))}
      </ul>
      {config.data && (
        <PurchaseSummary
          coinPackage={chosen}
          config={config.data}
          confirming={buyingId !== null}
          onConfirm={buy}
          onBack={() => setChosen(null)}
        />
      )}
    </div>
  );
}
