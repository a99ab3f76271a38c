// How the account pages write dates, payment methods and payment states for a shopper in India.
import type { Order } from '@chamak/shared/orders';

export const paymentMethodLabel: Record<Order['paymentMethod'], string> = {
  cod: 'Cash on Delivery',
  online: 'Online Payment',
};

const paymentStatusLabels: Record<string, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  cod: 'Pay on delivery',
  refund_due: 'Refund due',
  refunded: 'Refunded',
};

export function paymentStatusLabel(status: string): string {
  return paymentStatusLabels[status] ?? status.replace(/_/g, ' ');
}

/** Badge colours by shipment status code (SPEC section 4): delivered green, returns and cancels red. */
export function statusTone(code: number): string {
  if (code === 7) return 'bg-emerald-100 text-emerald-800';
  if (code >= 8 && code <= 11) return 'bg-red-100 text-red-800';
  if (code === 1) return 'bg-slate-100 text-slate-700';
  return 'bg-indigo-100 text-brand';
}

export const itemCount = (order: Order) => order.OrderItems.reduce((n, item) => n + item.quantity, 0);
