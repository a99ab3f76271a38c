// The order lifecycle in one place (DECISIONS D21, docs/decisions/0040): the shipment status codes and labels of
// SPEC section 4, the payment statuses, the sets of orders the shop counts, and which state may follow which.
// Server and web both read it, so a rule changes here or nowhere.

/** SPEC section 4's shipment status codes, by name (2 is not used by SPEC). */
export const OrderStatus = {
  Placed: 1,
  PickupGenerated: 3,
  InTransit: 4,
  PickedUp: 5,
  OutForDelivery: 6,
  Delivered: 7,
  RtoInitiated: 8,
  RtoInTransit: 9,
  RtoDelivered: 10,
  Cancelled: 11,
} as const;

export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

/** SPEC section 4's labels, in the order a shipment goes through them. */
export const orderStatusLabels = {
  1: 'Order Placed',
  3: 'Pickup Generated',
  5: 'Picked Up',
  4: 'In Transit',
  6: 'Out for Delivery',
  7: 'Delivered',
  8: 'RTO Initiated',
  9: 'RTO In Transit',
  10: 'RTO Delivered',
  11: 'Cancelled',
} as const satisfies Record<OrderStatusCode, string>;

/**
 * The codes in SPEC section 4's order (Picked Up before In Transit). Written out: an object's integer keys are
 * walked in ascending order, which put In Transit (4) before Picked Up (5) in every list (decision 0182).
 */
export const orderStatuses: OrderStatusCode[] = [1, 3, 5, 4, 6, 7, 8, 9, 10, 11];

export function isOrderStatus(code: unknown): code is OrderStatusCode {
  return typeof code === 'number' && (orderStatuses as number[]).includes(code);
}

/** The label of a status code; an unknown or missing code reads 'Pending'. */
export function orderStatusLabel(code: number | null | undefined): string {
  return (isOrderStatus(code) && orderStatusLabels[code]) || 'Pending';
}

/**
 * Which status may follow which. A shipment only moves forward and may skip steps (a courier's scan can be
 * missed); a return to origin starts once the parcel has left; Delivered and Cancelled are final (returns after
 * delivery are a later issue). Cancelled is reached only through cancelling, which also gives the stock back.
 */
const nextStatuses: Record<OrderStatusCode, readonly OrderStatusCode[]> = {
  1: [3, 5, 4, 6, 7, 11],
  3: [5, 4, 6, 7, 11],
  5: [4, 6, 7, 8, 11],
  4: [6, 7, 8, 11],
  6: [7, 8, 11],
  7: [],
  8: [9, 10, 11],
  9: [10, 11],
  10: [11],
  11: [],
};

/** Whether an order in status `from` may move to `to`; staying where it is always may. */
export function canMoveTo(from: number, to: number): boolean {
  if (from === to) return isOrderStatus(to);
  return isOrderStatus(from) && isOrderStatus(to) && nextStatuses[from].includes(to);
}

/** The statuses an order in `from` may move to, in SPEC's order (for the admin's status picker). */
export function nextStatusesOf(from: number): OrderStatusCode[] {
  return isOrderStatus(from) ? orderStatuses.filter((to) => nextStatuses[from].includes(to)) : [];
}

/** The message for a move the table refuses. */
export function statusMoveRefused(from: number, to: number): string {
  return `An order that is ${orderStatusLabel(from)} cannot move to ${orderStatusLabel(to)}.`;
}

/** Statuses after which the shipment needs nothing more (the tracking sync stops asking). */
export const finalStatuses: readonly OrderStatusCode[] = [
  OrderStatus.Delivered,
  OrderStatus.RtoDelivered,
  OrderStatus.Cancelled,
];

/** Statuses the admin may set by hand; Cancelled goes through Cancel order, which puts the stock back. */
export const manualStatuses: readonly OrderStatusCode[] = orderStatuses.filter(
  (s) => s !== OrderStatus.Cancelled,
);

/** Placed orders not yet picked up: the dashboard's "waiting to ship". */
export const waitingToShipStatuses: readonly OrderStatusCode[] = [
  OrderStatus.Placed,
  OrderStatus.PickupGenerated,
];

/**
 * Payment statuses. 'cod' is cash on delivery not yet collected, 'cod_collected' the cash the courier handed over
 * (decision 0125 keeps the name 'cod' for the pending value).
 */
export const paymentStatuses = [
  'pending',
  'paid',
  'failed',
  'cod',
  'cod_collected',
  'refund_due',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentStatusLabels = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  cod: 'Pay on delivery',
  cod_collected: 'Cash collected',
  refund_due: 'Refund due',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
} as const satisfies Record<PaymentStatus, string>;

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (paymentStatuses as readonly string[]).includes(value);
}

export function paymentStatusLabel(value: string): string {
  return isPaymentStatus(value) ? paymentStatusLabels[value] : value;
}

/**
 * The payment as the admin and the shopper read it on an order (decision 0132): the payment status's label, except
 * for cash on delivery that will never be collected: a parcel on its way back or back at the shop, or a cancelled
 * order, is not "Pay on delivery" any more.
 */
export function orderPaymentLabel(order: { paymentStatus: string; status: number }): string {
  if (order.paymentStatus === 'cod') {
    if (order.status === OrderStatus.RtoInitiated || order.status === OrderStatus.RtoInTransit)
      return 'Not collected (returning)';
    if (order.status === OrderStatus.RtoDelivered) return 'Not collected (returned)';
    if (order.status === OrderStatus.Cancelled) return 'Not collected (cancelled)';
  }
  return paymentStatusLabel(order.paymentStatus);
}

/**
 * A live order refunded in full before it left the shop (Order Placed or Pickup Generated) is not shipped: the
 * shop gave the money back, so creating its shipment or moving it on is refused and the admin cancels it instead,
 * which puts its stock back (decision 0132). Once picked up, the parcel's moves are the courier's facts and apply.
 */
export function shippingStopped(order: { paymentStatus: string; status: number }): boolean {
  return (
    order.paymentStatus === 'refunded' &&
    (order.status === OrderStatus.Placed || order.status === OrderStatus.PickupGenerated)
  );
}

export const shippingStoppedMessage =
  'This order was refunded in full before it shipped, so it is not shipped: cancel it to put its stock back.';

/**
 * Which payment status may follow which. A failed online payment may still succeed (the shopper retries in the
 * provider's window); a payment that cannot be kept (order cancelled first, stock gone) is a refund due
 * (decision 0004); cash on delivery changes with the after-sale issues.
 */
const nextPaymentStatuses: Record<PaymentStatus, readonly PaymentStatus[]> = {
  // A cash order that pays part online first (decision 0338) waits as pending, then owes the rest in cash.
  pending: ['paid', 'failed', 'refund_due', 'cod'],
  failed: ['paid', 'refund_due', 'cod'],
  // A refund moves a kept payment on: part of it back, or all of it (decision 0120).
  paid: ['refund_due', 'partially_refunded', 'refunded'],
  // Cash never collected owes nothing back, unless part was paid online first: that part is owed or refunded.
  cod: ['cod_collected', 'refund_due', 'partially_refunded', 'refunded'],
  cod_collected: ['refund_due', 'partially_refunded', 'refunded'],
  refund_due: ['partially_refunded', 'refunded'],
  partially_refunded: ['refund_due', 'refunded'],
  refunded: [],
};

/** Whether a payment in status `from` may become `to` (staying the same counts as allowed). */
export function canPaymentMoveTo(from: string, to: string): boolean {
  if (!isPaymentStatus(from) || !isPaymentStatus(to)) return false;
  return from === to || nextPaymentStatuses[from].includes(to);
}

/**
 * What a payment becomes when its order is cancelled: money taken is owed back (a cash order's advance paid online
 * too), a payment still awaited will not come (its checkout is over), anything else stays as it is (cash never
 * collected, a refund already due).
 */
export function paymentStatusOnCancel(from: string, advancePaise = 0): string {
  if (from === 'paid' || from === 'partially_refunded') return 'refund_due';
  if (from === 'cod' && advancePaise > 0) return 'refund_due';
  if (from === 'pending') return 'failed';
  return from;
}

/**
 * Orders the shop counts as placed: paid online, cash on delivery, or paid and owed back. Abandoned and failed
 * online checkouts are not orders. The orders page, the dashboard's order count, search and shipping use it.
 */
export const placedPaymentStatuses: readonly PaymentStatus[] = [
  'paid',
  'cod',
  'cod_collected',
  'refund_due',
  'partially_refunded',
  'refunded',
];

/** Orders whose money the shop keeps (when not cancelled): revenue, verified buyers. */
export const revenuePaymentStatuses: readonly PaymentStatus[] = [
  'paid',
  'cod',
  'cod_collected',
  'partially_refunded',
];

export function isPlaced(paymentStatus: string): boolean {
  return (placedPaymentStatuses as readonly string[]).includes(paymentStatus);
}
