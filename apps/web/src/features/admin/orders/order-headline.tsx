// The order window's heading facts (SPEC section 2): 'Manual Order' without a shipment id (or the Shiprocket
// order's id), the date, the status, the payment method and state, 'Refund due' in red when the shop owes it; who
// confirmed a held cash order, and why the shop cancelled one on its own (decision 0250).
import type { Order } from '@chamak/shared/orders';
import { Badge } from '../../../components/orders/badge.tsx';
import {
  orderPaymentLabel,
  orderStatusText,
  orderTone,
  owesRefund,
  paymentMethodLabel,
} from '../../../components/orders/format.ts';
import { formatDateTime } from '../../../lib/dates.ts';

/** The order's heading facts: shipment kind, date, status, payment. */
export function OrderHeadline({ order }: { order: Order }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {order.shipment_order_id == null ? (
        <Badge tone="amber">Manual Order</Badge>
      ) : (
        <Badge tone="brand">Shiprocket order {order.shipment_order_id}</Badge>
      )}
      <span className="text-slate-600">
        Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
      </span>
      <span className="flex items-center gap-2">
        <span className="text-slate-600">Status</span>
        <Badge tone={orderTone(order)}>{orderStatusText(order)}</Badge>
      </span>
      {owesRefund(order) ? (
        <span className="flex items-center gap-2">
          <span className="text-slate-600">{paymentMethodLabel[order.paymentMethod]}</span>
          <Badge tone="red">{orderPaymentLabel(order)}</Badge>
        </span>
      ) : (
        <span className="text-slate-600">
          {paymentMethodLabel[order.paymentMethod]} · {orderPaymentLabel(order)}
        </span>
      )}
      {order.confirmation?.confirmedAt && (
        <span className="text-slate-600">
          Confirmed by {order.confirmation.confirmedBy === 'admin' ? 'the shop' : 'the shopper'}{' '}
          <time dateTime={order.confirmation.confirmedAt}>
            {formatDateTime(order.confirmation.confirmedAt)}
          </time>
        </span>
      )}
      {order.cancelReason && (
        <span className="basis-full text-slate-700">Cancelled automatically: {order.cancelReason}.</span>
      )}
    </div>
  );
}
