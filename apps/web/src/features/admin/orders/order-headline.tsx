// The order window's heading facts (SPEC section 2): the Shiprocket order's id, or 'Shipped by hand' for an order
// that left without Shiprocket in a shop that has it (decision 0300, in place of SPEC's 'Manual Order'), the date,
// the status, the payment method and state, 'Refund due' in red when the shop owes it; who confirmed a held cash
// order, and why the shop cancelled one on its own (decision 0250).
import { OrderStatus } from '@chamak/shared/order-state';
import type { Order } from '@chamak/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/orders/badge.tsx';
import {
  orderPaymentLabel,
  orderStatusText,
  orderTone,
  owesRefund,
  paymentMethodLabel,
} from '../../../components/orders/format.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { shippingQuery } from './api.ts';

/** Statuses of an order that has not left the shop (a cancelled one may have: its AWB code tells). */
const notLeft: readonly number[] = [OrderStatus.Placed, OrderStatus.PickupGenerated, OrderStatus.Cancelled];

/** Whether the parcel left the shop: a courier's AWB code, or a status past the pickup. */
const orderShipped = (order: Order) => Boolean(order.awb_code) || !notLeft.includes(order.status);

/** The order's heading facts: how it was shipped, date, status, payment. */
export function OrderHeadline({ order }: { order: Order }) {
  const shiprocket = useQuery(shippingQuery()).data?.shiprocket === true;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {order.shipment_order_id != null ? (
        <Badge tone="brand">Shiprocket order {order.shipment_order_id}</Badge>
      ) : (
        // Without Shiprocket every order ships by hand, and a badge saying so tells nothing.
        shiprocket && orderShipped(order) && <Badge tone="slate">Shipped by hand</Badge>
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
