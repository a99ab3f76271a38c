// How the account pages write dates, payment methods and payment states for a shopper in India.
import type { Order } from '@chamak/shared/orders';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "21 Nov 2026"; text that is not a date is shown as it came. */
export function formatDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : (value ?? '');
}

/** "22 Nov 2026, 3:30 pm"; a date without a time of day stays a plain date. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  if (!date) return value ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') ? dateFormat.format(date) : dateTimeFormat.format(date);
}

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
