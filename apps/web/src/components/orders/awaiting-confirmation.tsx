// A cash order held for its shopper's confirmation (decision 0250), as the shopper sees it: what is asked, by
// when, and the button that confirms it (with the link's token, or as the signed-in owner). The
// order-confirmation page and the account's order page both show it; the server decides, the page reloads
// after.
import { awaitingConfirmation, codConfirmationMessages } from '@chamak/shared/cod-confirmation';
import type { MessageReply } from '@chamak/shared/common';
import type { Order } from '@chamak/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';

export const confirmFailed = msg('Could not confirm the order. Please try again.');

/** POST /api/order/{id}/confirm: the link's token when there is one, else as the signed-in owner. */
export function confirmOrder(orderId: number, token?: string | null): Promise<MessageReply> {
  return request<MessageReply>(`/order/${orderId}/confirm`, {
    method: 'POST',
    body: token ? { token } : {},
  });
}

/** Confirms, toasts the server's answer and reloads every shopper query (the order, the lists). */
export function useConfirmOrder(orderId: number, token?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmOrder(orderId, token),
    onSuccess: (reply) => toast.success(reply.message),
    onError: (error) =>
      toast.error(error instanceof ApiError && error.message ? error.message : confirmFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The amber card with "Confirm order" while the order is held; nothing otherwise. */
export function AwaitingConfirmation({ order, token }: { order: Order; token?: string | null }) {
  const confirm = useConfirmOrder(order.id, token);
  if (!awaitingConfirmation(order) || !order.confirmation) return null;
  return (
    <section
      aria-labelledby={`confirm-order-${order.id}`}
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="text-sm text-amber-950">
        <h2 id={`confirm-order-${order.id}`} className="text-base font-bold">
          {t('Please confirm your order')}
        </h2>
        <p className="mt-1">
          {t('We pack this cash-on-delivery order once you confirm it.')} {t('Confirm by')}{' '}
          <time dateTime={order.confirmation.dueAt} className="font-semibold">
            {formatDateTime(order.confirmation.dueAt)}
          </time>
          {t(', or it is cancelled and nothing is charged.')}
        </p>
      </div>
      <button
        type="button"
        onClick={() => confirm.mutate()}
        disabled={confirm.isPending}
        className="shrink-0 rounded-xl bg-brand px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-dark disabled:opacity-60"
      >
        {confirm.isPending ? t('Confirming...') : t('Confirm order')}
      </button>
    </section>
  );
}

export { codConfirmationMessages };
