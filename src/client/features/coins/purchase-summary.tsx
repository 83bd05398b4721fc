/**
 * The contract before paying (Decreto 7.962/2013, art. 4º; docs/architecture/legal.md): the
 * package, its price, discount and total, who sells, the right to withdraw and the terms, with a
 * way back to change the choice. Confirming creates the order with the terms version shown.
 */
import { Dialog } from 'radix-ui';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { SellerIdentity } from '#client/features/legal/seller-identity.tsx';
import { WITHDRAWAL_DAYS } from '#shared/constants.ts';
import { termsVersion } from '#shared/legal/documents.ts';
import { coinsUi } from '#shared/messages/pt-coins.ts';
import { publicPaths } from '#shared/paths.ts';
import type { CoinPackage, PaymentsConfig } from '#shared/schemas/coins.ts';
import { ContractSummary } from './contract-summary.tsx';

const texts = coinsUi.summary;

export function PurchaseSummary({
  coinPackage,
  config,
  confirming,
  onConfirm,
  onBack,
}: {
  /** The package chosen; null closes the summary. */
  coinPackage: CoinPackage | null;
  config: PaymentsConfig;
  confirming: boolean;
  onConfirm: (coinPackage: CoinPackage) => void;
  onBack: () => void;
}) {
  return (
    <Dialog.Root open={coinPackage !== null} onOpenChange={(open) => !open && !confirming && onBack()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          data-testid="purchase-summary"
          className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(94vw,34rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6"
        >
          {coinPackage && (
            <>
              <Dialog.Title className="font-display text-2xl text-rio-900">{texts.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-stone-700">{texts.lead}</Dialog.Description>
              <div className="mt-4">
                <ContractSummary
                  packageName={coinPackage.name}
                  passagens={coinPackage.amount}
                  listPrice={coinPackage.price}
                  discount={coinPackage.discount}
                  total={coinPackage.price_with_discount}
                />
              </div>
              <section aria-labelledby="resumo-vendedor" className="mt-4 rounded-xl bg-stone-50 p-4">
                <h3 id="resumo-vendedor" className="text-sm font-semibold text-rio-900">
                  {texts.seller}
                </h3>
                <div className="mt-1">
                  <SellerIdentity tone="light" seller={config.seller} />
                </div>
              </section>
              <p className="mt-4 text-sm leading-relaxed text-stone-800">
                {texts.withdrawal(WITHDRAWAL_DAYS)}
              </p>
              <p className="mt-2 text-sm leading-relaxed text-stone-800">
                {config.simulated ? texts.paymentSandbox : texts.paymentStripe}
              </p>
              <p className="mt-2 text-sm leading-relaxed text-stone-800">
                {texts.termsBefore}{' '}
                <a
                  href={publicPaths.terms}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-rio-800 underline underline-offset-2 hover:text-terra-700"
                >
                  {texts.termsLink}
                </a>{' '}
                {texts.termsVersion(termsVersion)}.
              </p>
              <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close className={buttonStyles.outline} disabled={confirming}>
                  {texts.back}
                </Dialog.Close>
                <button
                  type="button"
                  className={buttonStyles.solid}
                  disabled={confirming}
                  onClick={() => onConfirm(coinPackage)}
                >
                  {confirming ? coinsUi.buying : texts.confirm}
                </button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
