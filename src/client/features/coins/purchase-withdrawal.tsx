/**
 * "Desistir da compra" under a purchase in the traveller's history (CDC art. 49; docs/decisions/
 * 100). The server decides whether it may be offered (`withdrawalOf` in
 * src/server/features/coins/refunds.service.ts, where the traveller's withdrawal is a refund of
 * kind `withdrawal`); this only shows its answer: the button and the deadline, or the reason it is gone.
 */
import { useQueryClient } from '@tanstack/react-query';
import Undo2 from 'lucide-react/icons/undo-2';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { userInfoQueryKey } from '#client/features/auth/api/user-info.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { formatCents } from '#shared/format/money.ts';
import { coinsUi } from '#shared/messages/pt-coins.ts';
import type { LedgerEntry, Withdrawal } from '#shared/schemas/coins.ts';
import { usePaymentsConfig } from './api/payments-config.ts';
import { coinsQueryKey } from './api/query-keys.ts';
import { useWithdrawOrder } from './api/withdraw-order.ts';

const texts = coinsUi.withdrawal;
const deadlineFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

export function PurchaseWithdrawal({ entry, withdrawal }: { entry: LedgerEntry; withdrawal: Withdrawal }) {
  const queryClient = useQueryClient();
  const withdraw = useWithdrawOrder();
  const simulated = usePaymentsConfig().data?.simulated === true;
  const orderId = entry.order_id;

  if (!withdrawal.eligible) {
    if (withdrawal.reason === null || withdrawal.reason === 'not_paid') return null;
    return <p className="text-sm text-stone-700">{texts.refusals[withdrawal.reason]}</p>;
  }
  if (!orderId) return null;

  async function confirm() {
    if (!orderId) return;
    try {
      const order = await withdraw.mutateAsync(orderId);
      notifySuccess(order.refund?.state === 'refunded' ? texts.done : texts.requested);
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : texts.failure);
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: coinsQueryKey }),
        queryClient.invalidateQueries({ queryKey: userInfoQueryKey }),
      ]);
    }
  }

  const descriptionId = `desistencia-${entry.id}`;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
      <ConfirmDialog
        trigger={
          <button
            type="button"
            className={`${buttonStyles.outline} min-h-10 px-3 py-1.5 text-sm`}
            aria-describedby={descriptionId}
            disabled={withdraw.isPending}
          >
            <Undo2 aria-hidden="true" className="size-4" />
            {withdraw.isPending ? texts.working : texts.action}
          </button>
        }
        title={texts.dialogTitle}
        // Simulated payments took no money: the dialog promises none back.
        description={
          simulated
            ? texts.dialogBodySimulated(entry.amount)
            : texts.dialogBody(entry.amount, formatCents(withdrawal.price))
        }
        cancelLabel={texts.keep}
        confirmLabel={texts.confirm}
        onConfirm={confirm}
      />
      <p id={descriptionId} className="text-sm text-stone-700">
        {texts.until(deadlineFormat.format(new Date(withdrawal.deadline)))}
      </p>
    </div>
  );
}
