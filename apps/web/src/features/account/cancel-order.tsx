// The shopper's "Cancel order" (decision 0130): shown while the server says the order may be cancelled (not
// shipped, within the cancellation window), with the deadline; a confirmation dialog says what happens to the
// money. The answer's order shows at once with the message; a refusal (the window passed meanwhile) shows the
// server's reason, and the order reloads.
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import type { Order } from '@chamak/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';
import { accountKeys, cancelOrder, serverMessage } from './api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { accountText } from './validation.ts';

export const cancelFailed = msg('Could not cancel the order. Please try again.');

function moneyNote(order: Order): string {
  if (order.paymentMethod === 'cod') return t('It is cash on delivery, so nothing was charged.');
  if (order.paymentStatus === 'paid')
    return t('The {amount} you paid is refunded in full to the card, UPI or bank account you paid with.', {
      amount: formatRupees(rupeesToPaise(order.totalPrice)),
    });
  return t('Any payment taken is refunded in full.');
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
      toast.success(accountText(reply.message));
      setAsking(false);
    },
    onError: (error) => {
      toast.error(accountText(serverMessage(error) ?? t(cancelFailed)));
      setAsking(false);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all() }),
  });
  if (!order.cancellable) return null;
  // The deadline in its own element inside the sentence: the text's placeholder, unfilled, marks where it goes.
  const [before, after] = t(
    'Changed your mind? You can cancel this order until {date}, as long as it has not been shipped.',
  ).split('{date}');
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">
        {before}
        {order.cancelDeadline && (
          <time dateTime={order.cancelDeadline} className="font-semibold text-slate-900">
            {formatDateTime(order.cancelDeadline)}
          </time>
        )}
        {after}
      </p>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="shrink-0 rounded-xl border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        {t('Cancel order')}
      </button>
      {asking && (
        <ConfirmDialog
          danger
          title={t('Cancel order #{id}?', { id: String(order.id) })}
          message={`${t('The whole order is cancelled and cannot be restored.')} ${moneyNote(order)}`}
          confirmLabel={t('Yes, cancel the order')}
          cancelLabel={t('Keep the order')}
          busyLabel={t('Cancelling...')}
          busy={cancel.isPending}
          onConfirm={() => cancel.mutate()}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}
