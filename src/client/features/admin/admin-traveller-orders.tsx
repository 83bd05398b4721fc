/**
 * The traveller's paid orders in the console, each with what was spent since it and a refund
 * that states, before it is confirmed, what stays with the traveller and what leaves the balance
 * (docs/decisions/100). A reason is required; the server writes it to the audit log.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { messagesOf } from '#client/lib/form-errors.ts';
import { notifyError, notifySuccess } from '#client/lib/notify.ts';
import { formatCents } from '#shared/format/money.ts';
import { formatPassagens } from '#shared/format/passagem-label.ts';
import { pt } from '#shared/messages/pt.ts';
import { adminUi } from '#shared/messages/pt-admin.ts';
import { type AdminOrder, type RefundRequest, refundRequestSchema } from '#shared/schemas/coins.ts';
import { adminQueriesKey } from './api/admin-travellers.ts';
import { refundOrder, useTravellerOrders } from './api/traveller-orders.ts';

const texts = adminUi.orders;
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

export function TravellerOrders({ travellerId }: { travellerId: string }) {
  const orders = useTravellerOrders(travellerId);
  return (
    <section aria-labelledby="compras-do-viajante">
      <h2 id="compras-do-viajante" className="font-display text-xl text-rio-900">
        {texts.title}
      </h2>
      {orders.isPending ? (
        <div role="status" className="mt-3 h-20 animate-pulse rounded-xl bg-stone-200">
          <span className="sr-only">{pt.generic.loading}</span>
        </div>
      ) : orders.isError ? (
        <p role="alert" className="mt-3 rounded-xl border border-terra-200 bg-terra-50 p-4 text-stone-800">
          {texts.loadFailure}
        </p>
      ) : orders.data.length === 0 ? (
        <p className="mt-3 text-stone-700">{texts.empty}</p>
      ) : (
        <ul className="mt-3 grid gap-2" data-testid="admin-orders">
          {orders.data.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderRow({ order }: { order: AdminOrder }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-3 text-sm shadow-sm">
      <span>
        <span className="block font-semibold text-rio-900">{order.package_name}</span>
        <span className="block text-stone-700">
          {texts.figures(formatPassagens(order.amount), formatCents(order.price))}
          {order.paid_at ? ` · ${texts.paidOn(dateTime.format(new Date(order.paid_at)))}` : ''}
        </span>
        <span className="block text-stone-700">{texts.spent(order.spent)}</span>
      </span>
      {order.refund ? (
        <span className="rounded-full bg-stone-100 px-3 py-1 font-semibold text-stone-800">
          {order.refund.state === 'refunded'
            ? texts.stateRefunded(order.refund.refunded_passagens ?? 0)
            : texts.stateRequested}
          {order.refund.kind === 'withdrawal' ? ` · ${texts.withdrawal}` : ''}
        </span>
      ) : (
        <RefundDialog order={order} />
      )}
    </li>
  );
}

function RefundDialog({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm<RefundRequest>({
    resolver: zodResolver(refundRequestSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (request) => {
    try {
      const refunded = await refundOrder(order.id, request);
      notifySuccess(
        refunded.refund?.state === 'refunded'
          ? texts.done(refunded.refund.refunded_passagens ?? 0)
          : texts.requested,
      );
      setOpen(false);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: adminQueriesKey });
    } catch (error) {
      // The dialog stays open with the reason typed.
      notifyError(error instanceof ApiError ? error.message : pt.generic.unknown);
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonStyles.outline} aria-label={texts.refundFor(order.package_name)}>
        {texts.refund}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="font-display text-xl text-rio-900">
            {texts.dialogTitle(order.package_name)}
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-stone-800" data-testid="refund-statement">
            {texts.statement(formatCents(order.price), Math.min(order.spent, order.amount), order.unspent)}
          </Dialog.Description>
          <form className="mt-4 grid gap-4" noValidate onSubmit={submit}>
            <FormField
              label={texts.reason}
              maxLength={500}
              errors={messagesOf(errors.reason)}
              {...form.register('reason')}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className={buttonStyles.outline} type="button">
                {texts.cancel}
              </Dialog.Close>
              <button type="submit" className={buttonStyles.solid} disabled={isSubmitting}>
                {isSubmitting ? texts.working : texts.confirm}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
