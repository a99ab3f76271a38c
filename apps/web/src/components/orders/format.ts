// How the order views (the shopper's account pages and the admin's orders page) write an order: its status text
// and tone, payment method and state, item count, and whether the shop owes a refund. The labels themselves come
// from the shared order lifecycle (packages/shared/src/order-state.ts).
import { awaitingConfirmation } from '@chamak/shared/cod-confirmation';
import {
  orderPaymentLabel as lifecyclePaymentLabel,
  paymentStatusLabel as lifecyclePaymentStatusLabel,
  orderStatusLabel as lifecycleStatusLabel,
  OrderStatus,
} from '@chamak/shared/order-state';
import type { Order } from '@chamak/shared/orders';
import { msg, t } from '../../lib/i18n.ts';
import type { Tone } from './badge.tsx';

/** The words order-state.ts's labels are written in (English), each marked for the page's language. */
const lifecycleWords: Readonly<Record<string, string>> = {
  'Order Placed': msg('Order Placed'),
  'Pickup Generated': msg('Pickup Generated'),
  'Picked Up': msg('Picked Up'),
  'In Transit': msg('In Transit'),
  'Out for Delivery': msg('Out for Delivery'),
  Delivered: msg('Delivered'),
  'RTO Initiated': msg('RTO Initiated'),
  'RTO In Transit': msg('RTO In Transit'),
  'RTO Delivered': msg('RTO Delivered'),
  Cancelled: msg('Cancelled'),
  Pending: msg('Pending'),
  'Payment pending': msg('Payment pending'),
  Paid: msg('Paid'),
  'Payment failed': msg('Payment failed'),
  'Pay on delivery': msg('Pay on delivery'),
  'Cash collected': msg('Cash collected'),
  'Refund due': msg('Refund due'),
  'Partly refunded': msg('Partly refunded'),
  Refunded: msg('Refunded'),
  'Not collected (returning)': msg('Not collected (returning)'),
  'Not collected (returned)': msg('Not collected (returned)'),
  'Not collected (cancelled)': msg('Not collected (cancelled)'),
};

/** A label of order-state.ts in the page's language (one it does not know, such as an unknown state, as it is). */
const inPageLanguage = (label: string) => {
  const marked = lifecycleWords[label];
  return marked === undefined ? label : t(marked);
};

/** The label of a status code, in the page's language. */
export const orderStatusLabel = (code: number | null | undefined) =>
  inPageLanguage(lifecycleStatusLabel(code));
/** A payment status's label, in the page's language. */
export const paymentStatusLabel = (value: string) => inPageLanguage(lifecyclePaymentStatusLabel(value));
/** The payment as an order reads it (decision 0132), in the page's language. */
export const orderPaymentLabel = (order: { paymentStatus: string; status: number }) =>
  inPageLanguage(lifecyclePaymentLabel(order));

/** Read while rendering, so each is in the page's language (getters: no t() when the module loads). */
export const paymentMethodLabel: Record<Order['paymentMethod'], string> = {
  get cod() {
    return t('Cash on Delivery');
  },
  get online() {
    return t('Online Payment');
  },
};

/** SPEC section 2: the first shipment track's current status, otherwise the label of the status code. */
export function orderStatusText(order: Order): string {
  // A cash order held for its shopper's confirmation reads so, though its status code is still Order Placed.
  // awaitingConfirmationLabel's words, in the page's language.
  if (awaitingConfirmation(order)) return t('Awaiting confirmation');
  const data = order.tracking.tracking_data;
  return data.shipment_track[0]?.current_status || orderStatusLabel(data.shipment_status ?? order.status);
}

/** The badge tone of an order: amber while it awaits its confirmation, else by its status code. */
export const orderTone = (order: Order): Tone =>
  awaitingConfirmation(order) ? 'amber' : statusTone(order.status);

/** Badge tone by status code: delivered green, returns and cancels red, placed grey, moving brand. */
export function statusTone(code: number): Tone {
  if (code === OrderStatus.Delivered) return 'green';
  if (code >= OrderStatus.RtoInitiated && code <= OrderStatus.Cancelled) return 'red';
  if (code === OrderStatus.Placed) return 'slate';
  return 'brand';
}

/** The shop holds the shopper's money for an order it will not fulfil (sold out, or cancelled before payment). */
export const owesRefund = (order: Order) => order.paymentStatus === 'refund_due';

export const itemCount = (order: Order) => order.OrderItems.reduce((n, item) => n + item.quantity, 0);
