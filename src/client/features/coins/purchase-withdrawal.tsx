/**
 * "Desistir da compra" under a purchase in the traveller's history (CDC art. 49; docs/decisions/
 * 100). The server decides whether it may be offered; this only shows its answer: the button and
 * the deadline, or the reason it is gone.
 */
import { useQueryClient } from '@tanstack/react-query';
import Undo2 from 'lucide-react/icons/undo-2';
import { AlertDialog } from 'radix-ui';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { userInfoQueryKey } from '#client/features/auth/api/user-info.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { formatCents } from '#shared/format/money.ts';
import { coinsUi } from '#shared/messages/pt-coins.ts';
import type { LedgerEntry, Withdrawal } from '#shared/schemas/coins.ts';
import { coinsQueryKey } from './api/query-keys.ts';
import { useWithdrawOrder } from './api/withdraw-order.ts';

const texts = coinsUi.withdrawal;
const deadlineFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeStyle: 'short' });

export function PurchaseWithdrawal({ entry, withdrawal }: { entry: LedgerEntry; withdrawal: Withdrawal }) {
  const queryClient = useQueryClient();
  const withdraw = useWithdrawOrder();
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
      <AlertDialog.Root>
        <AlertDialog.Trigger
          className={`${buttonStyles.outline} min-h-10 px-3 py-1.5 text-sm`}
          aria-describedby={descriptionId}
          disabled={withdraw.isPending}
        >
          <Undo2 aria-hidden="true" className="size-4" />
          {withdraw.isPending ? texts.working : texts.action}
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
            <AlertDialog.Title className="font-display text-xl text-rio-900">
              {texts.dialogTitle}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-3 text-stone-800">
              {texts.dialogBody(entry.amount, formatCents(withdrawal.price))}
            </AlertDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel className={buttonStyles.outline}>{texts.keep}</AlertDialog.Cancel>
              <AlertDialog.Action className={buttonStyles.solid} onClick={confirm}>
                {texts.confirm}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <p id={descriptionId} className="text-sm text-stone-700">
        {texts.until(deadlineFormat.format(new Date(withdrawal.deadline)))}
      </p>
    </div>
  );
}
