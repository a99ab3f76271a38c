// The Order History tab (SPEC section 2): the customer's own orders as cards, or one order's detail view.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { OrderCard } from '../../components/orders/order-card.tsx';
import { ErrorState, Loading } from '../../components/states.tsx';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import { userOrdersQuery } from './api.ts';
import { OrderDetail } from './order-detail.tsx';

type Props = {
  userId: number;
  /** The order whose detail is open, or null for the list. */
  orderId: number | null;
  onOpen: (orderId: number) => void;
  onBack: () => void;
};

export function OrderHistory({ userId, orderId, onOpen, onBack }: Props) {
  if (orderId !== null) return <OrderDetail orderId={orderId} userId={userId} onBack={onBack} />;
  return <OrderList userId={userId} onOpen={onOpen} />;
}

function OrderList({ userId, onOpen }: { userId: number; onOpen: (orderId: number) => void }) {
  const orders = useQuery(userOrdersQuery(userId));
  return (
    <div>
      <h2 className="text-xl font-bold text-slate-900">{t('Order History')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('Your orders, newest first. Open one to track it.')}</p>
      {orders.isPending ? (
        <Loading text={t('Loading your orders...')} />
      ) : orders.isError ? (
        <ErrorState message={t('Failed to load orders.')} onRetry={() => orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <p className="text-slate-600">{t('No orders found.')}</p>
          <Link
            to={paths.products}
            className="rounded-xl bg-brand px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            {t('Start shopping')}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 xl:grid-cols-2">
          {orders.data.map((order) => (
            <li key={order.id} className="grid">
              <OrderCard order={order} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
