// The orders page's labels: the status and payment filters, payment states, the status text and its tone.
// Searching and filtering happen on the server (GET /api/admin/orders).
import { OrderStatus, paymentStatusLabel } from '@chamak/shared/order-state';
import type { Order } from '@chamak/shared/orders';
import { shipmentStatuses, shipmentStatusLabel } from '@chamak/shared/shipment';

export const statusOptions = shipmentStatuses.map((code) => ({
  value: String(code),
  label: shipmentStatusLabel(code),
}));

export const paymentMethodLabel: Record<Order['paymentMethod'], string> = {
  cod: 'Cash on Delivery',
  online: 'Online Payment',
};

export { paymentStatusLabel };

/** The shop holds the shopper's money for an order it will not fulfil (sold out, or cancelled before payment). */
export const owesRefund = (order: Order) => order.paymentStatus === 'refund_due';

export const itemCount = (order: Order) => order.OrderItems.reduce((n, item) => n + item.quantity, 0);

/** SPEC section 2: the first shipment track's current status, otherwise the label of the status code. */
export function orderStatusText(order: Order): string {
  const data = order.tracking.tracking_data;
  return data.shipment_track[0]?.current_status || shipmentStatusLabel(data.shipment_status ?? order.status);
}

/** Badge tone by status code: delivered green, returns and cancels red, placed grey, moving brand. */
export function statusTone(code: number): 'green' | 'red' | 'slate' | 'brand' {
  if (code === OrderStatus.Delivered) return 'green';
  if (code >= OrderStatus.RtoInitiated && code <= OrderStatus.Cancelled) return 'red';
  if (code === OrderStatus.Placed) return 'slate';
  return 'brand';
}
