// The returns of one order, in the admin's order window (decision 0141): each with its progress, lines, photos
// and refund, and the moves its state allows. Nothing for an order that was never delivered.
import { OrderStatus } from '@chamak/shared/order-state';
import type { Order } from '@chamak/shared/orders';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReturnCard } from '../../../components/orders/return-card.tsx';
import { toast } from '../../../lib/toast.tsx';
import { adminKeys } from '../list-kit/keys.ts';
import { orderReturnsQuery, returnKeys } from './api.ts';
import { type Notice, ReturnActions } from './return-actions.tsx';

/** Reloads the returns, the orders (a refund changes the payment) and the dashboard after a move. */
export function useReturnChange() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: returnKeys.all() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() }),
    ]);
  };
}

export function OrderReturnsPanel({ order }: { order: Order }) {
  const delivered = order.status === OrderStatus.Delivered;
  const { data } = useQuery({ ...orderReturnsQuery(order.id), enabled: delivered });
  const [notice, setNotice] = useState<Notice | null>(null);
  const changed = useReturnChange();
  if (!delivered || !data || data.returns.length === 0) return null;
  const report = (n: Notice) => {
    (n.tone === 'ok' ? toast.success : toast.error)(n.text);
    setNotice(n);
  };
  return (
    <section
      aria-labelledby={`order-returns-${order.id}`}
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50/50 p-3"
    >
      <h3
        id={`order-returns-${order.id}`}
        className="text-xs font-bold tracking-wide text-slate-500 uppercase"
      >
        Returns
      </h3>
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={`rounded-lg px-3 py-2 text-sm ${notice.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
        >
          {notice.text}
        </p>
      )}
      {data.returns.map((r) => (
        <ReturnCard key={r.id} ret={r} view="admin">
          <ReturnActions
            ret={r}
            cashOrder={order.paymentMethod === 'cod'}
            report={report}
            onChanged={changed}
          />
        </ReturnCard>
      ))}
    </section>
  );
}
