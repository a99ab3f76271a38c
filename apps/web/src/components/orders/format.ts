// How the order views (the shopper's account pages and the admin's orders page) write an order: its status text
// and tone, payment method and state, item count, and whether the shop owes a refund. The labels themselves come
// from the shared order lifecycle (packages/shared/src/order-state.ts).
import { awaitingConfirmation } from '@chamak/shared/cod-confirmation';
import {
  OrderStatus,
  orderPaymentLabel,
  orderStatusLabel,
  paymentStatusLabel,
} from '@chamak/shared/order-state';
import type { Order } from '@chamak/shared/orders';
import { t } from '../../lib/i18n.ts';
import type { Tone } from './badge.tsx';

export { orderPaymentLabel, orderStatusLabel, paymentStatusLabel };

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
