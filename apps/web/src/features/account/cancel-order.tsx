// The shopper's "Cancel order" (decision 0130): shown while the server says the order may be cancelled (not
// shipped, within the cancellation window), with the deadline; a confirmation dialog says what happens to the
// money. The answer's order shows at once with the message; a refusal (the window passed meanwhile) shows the
// server's reason, and the order reloads.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { toast } from '../../lib/toast.tsx';
import { accountKeys, cancelOrder, serverMessage } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export const cancelFailed = 'Could not cancel the order. Please try again.';

function moneyNote(order: Order): string {
  if (order.paymentMethod === 'cod') return 'It is cash on delivery, so nothing was charged.';
  if (order.paymentStatus === 'paid')
    return `The ${formatRupees(rupeesToPaise(order.totalPrice))} you paid is refunded in full to the card, UPI or bank account you paid with.`;
  return 'Any payment taken is refunded in full.';
}

export function CancelOrder({ order }: { order: Order }) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.id),
    onSuccess: (reply) => {
      // The answer's order goes on the page with the message, not after a reload that a busy shop may take
      // seconds to serve; the other views of the account (the list, the history) reload behind it.
      queryClient.setQueryData(accountKeys.order(order.id), reply.order);
      if (order.userId !== null)
        queryClient.setQueryData<Order[]>(accountKeys.orders(order.userId), (list) =>
          list?.map((o) => (o.id === reply.order.id ? reply.order : o)),
        );
      toast.success(reply.message);
      setAsking(false);
    },
    onError: (error) => {
      toast.error(serverMessage(error) ?? cancelFailed);
      setAsking(false);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all() }),
  });
  if (!order.cancellable) return null;
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">
        Changed your mind? You can cancel this order until{' '}
        {order.cancelDeadline && (
          <time dateTime={order.cancelDeadline} className="font-semibold text-slate-900">
            {formatDateTime(order.cancelDeadline)}
          </time>
        )}
        , as long as it has not been shipped.
      </p>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="shrink-0 rounded-xl border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Cancel order
      </button>
      {asking && (
        <ConfirmDialog
          danger
          title={`Cancel order #${order.id}?`}
          message={`The whole order is cancelled and cannot be restored. ${moneyNote(order)}`}
          confirmLabel="Yes, cancel the order"
          cancelLabel="Keep the order"
          busyLabel="Cancelling..."
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate()}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}
