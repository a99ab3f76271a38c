// How the account pages write dates, payment methods and payment states for a shopper in India.
import { OrderStatus, paymentStatusLabel } from '@chamak/shared/order-state';
import type { Order } from '@chamak/shared/orders';

export { paymentStatusLabel };

export const paymentMethodLabel: Record<Order['paymentMethod'], string> = {
  cod: 'Cash on Delivery',
  online: 'Online Payment',
};

/** Badge colours by shipment status code (SPEC section 4): delivered green, returns and cancels red. */
export function statusTone(code: number): string {
  if (code === OrderStatus.Delivered) return 'bg-emerald-100 text-emerald-800';
  if (code >= OrderStatus.RtoInitiated && code <= OrderStatus.Cancelled) return 'bg-red-100 text-red-800';
  if (code === OrderStatus.Placed) return 'bg-slate-100 text-slate-700';
  return 'bg-indigo-100 text-brand';
}

export const itemCount = (order: Order) => order.OrderItems.reduce((n, item) => n + item.quantity, 0);
