import { describe, expect, it } from 'vitest';
import {
  canMoveTo,
  canPaymentMoveTo,
  finalStatuses,
  isPlaced,
  manualStatuses,
  nextStatusesOf,
  OrderStatus,
  orderPaymentLabel,
  orderStatuses,
  orderStatusLabel,
  orderStatusLabels,
  paymentStatusLabel,
  paymentStatusOnCancel,
  placedPaymentStatuses,
  revenuePaymentStatuses,
  shippingStopped,
  statusMoveRefused,
} from './order-state.ts';
import { shipmentStatuses, shipmentStatusLabel } from './shipment.ts';

describe('order statuses', () => {
  it("keeps SPEC section 4's codes and labels, also under the shipment names", () => {
    expect(orderStatuses).toEqual([1, 3, 5, 4, 6, 7, 8, 9, 10, 11]);
    expect(orderStatuses.map(orderStatusLabel)).toEqual([
      'Order Placed',
      'Pickup Generated',
      'Picked Up',
      'In Transit',
      'Out for Delivery',
      'Delivered',
      'RTO Initiated',
      'RTO In Transit',
      'RTO Delivered',
      'Cancelled',
    ]);
    expect(
      Object.keys(orderStatusLabels)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...orderStatuses].sort((a, b) => a - b));
    expect(shipmentStatuses).toEqual(orderStatuses);
    expect(orderStatusLabel(OrderStatus.Placed)).toBe('Order Placed');
    expect(orderStatusLabel(OrderStatus.OutForDelivery)).toBe('Out for Delivery');
    expect(shipmentStatusLabel(OrderStatus.Cancelled)).toBe('Cancelled');
    expect(orderStatusLabel(2)).toBe('Pending');
    expect(orderStatusLabel(null)).toBe('Pending');
  });

  it('moves a shipment forward, skipping steps, and never back', () => {
    expect(canMoveTo(OrderStatus.Placed, OrderStatus.PickupGenerated)).toBe(true);
    expect(canMoveTo(OrderStatus.Placed, OrderStatus.Delivered)).toBe(true);
    expect(canMoveTo(OrderStatus.PickedUp, OrderStatus.InTransit)).toBe(true);
    expect(canMoveTo(OrderStatus.InTransit, OrderStatus.PickedUp)).toBe(false);
    expect(canMoveTo(OrderStatus.OutForDelivery, OrderStatus.Placed)).toBe(false);
    expect(canMoveTo(OrderStatus.InTransit, OrderStatus.InTransit)).toBe(true);
  });

  it('starts a return to origin only once the parcel has left, and ends it there', () => {
    expect(canMoveTo(OrderStatus.Placed, OrderStatus.RtoInitiated)).toBe(false);
    expect(canMoveTo(OrderStatus.OutForDelivery, OrderStatus.RtoInitiated)).toBe(true);
    expect(canMoveTo(OrderStatus.RtoInitiated, OrderStatus.RtoDelivered)).toBe(true);
    expect(canMoveTo(OrderStatus.RtoInTransit, OrderStatus.Delivered)).toBe(false);
  });

  it('keeps Delivered and Cancelled final', () => {
    for (const to of orderStatuses.filter((s) => s !== OrderStatus.Delivered))
      expect(canMoveTo(OrderStatus.Delivered, to)).toBe(false);
    for (const to of orderStatuses.filter((s) => s !== OrderStatus.Cancelled))
      expect(canMoveTo(OrderStatus.Cancelled, to)).toBe(false);
    expect(nextStatusesOf(OrderStatus.Delivered)).toEqual([]);
    expect(finalStatuses).toEqual([7, 10, 11]);
  });

  it('refuses unknown codes', () => {
    expect(canMoveTo(1, 2)).toBe(false);
    expect(canMoveTo(2, 2)).toBe(false);
    expect(nextStatusesOf(42)).toEqual([]);
  });

  it('lists the next statuses in SPEC order and keeps Cancelled out of the hand-set ones', () => {
    expect(nextStatusesOf(OrderStatus.PickedUp)).toEqual([4, 6, 7, 8, 11]);
    expect(nextStatusesOf(OrderStatus.Placed)).toEqual([3, 5, 4, 6, 7, 11]);
    expect(manualStatuses).not.toContain(OrderStatus.Cancelled);
    expect(manualStatuses).toHaveLength(9);
  });

  it('says which move was refused', () => {
    expect(statusMoveRefused(OrderStatus.Delivered, OrderStatus.Placed)).toBe(
      'An order that is Delivered cannot move to Order Placed.',
    );
  });
});

describe('payment statuses', () => {
  it('lets a pending or failed payment succeed, and a kept one only become owed back', () => {
    expect(canPaymentMoveTo('pending', 'paid')).toBe(true);
    expect(canPaymentMoveTo('failed', 'paid')).toBe(true);
    expect(canPaymentMoveTo('pending', 'failed')).toBe(true);
    expect(canPaymentMoveTo('paid', 'refund_due')).toBe(true);
    expect(canPaymentMoveTo('refund_due', 'refunded')).toBe(true);
    expect(canPaymentMoveTo('paid', 'pending')).toBe(false);
    expect(canPaymentMoveTo('paid', 'failed')).toBe(false);
    expect(canPaymentMoveTo('refunded', 'paid')).toBe(false);
    expect(canPaymentMoveTo('refund_due', 'paid')).toBe(false);
    expect(canPaymentMoveTo('cod', 'paid')).toBe(false);
    expect(canPaymentMoveTo('cod', 'cod_collected')).toBe(true);
    expect(canPaymentMoveTo('cod_collected', 'cod')).toBe(false);
    expect(canPaymentMoveTo('paid', 'paid')).toBe(true);
    expect(canPaymentMoveTo('paid', 'chargeback')).toBe(false);
  });

  it('counts paid, cash and owed-back orders as placed, and only paid and cash as revenue', () => {
    expect(placedPaymentStatuses).toEqual([
      'paid',
      'cod',
      'cod_collected',
      'refund_due',
      'partially_refunded',
      'refunded',
    ]);
    expect(revenuePaymentStatuses).toEqual(['paid', 'cod', 'cod_collected', 'partially_refunded']);
    expect(isPlaced('refund_due')).toBe(true);
    expect(isPlaced('pending')).toBe(false);
    expect(isPlaced('failed')).toBe(false);
  });

  it('moves a kept payment through part refunds to refunded, never back', () => {
    expect(canPaymentMoveTo('paid', 'partially_refunded')).toBe(true);
    expect(canPaymentMoveTo('paid', 'refunded')).toBe(true);
    expect(canPaymentMoveTo('cod_collected', 'partially_refunded')).toBe(true);
    expect(canPaymentMoveTo('refund_due', 'partially_refunded')).toBe(true);
    expect(canPaymentMoveTo('partially_refunded', 'refunded')).toBe(true);
    expect(canPaymentMoveTo('partially_refunded', 'refund_due')).toBe(true);
    expect(canPaymentMoveTo('partially_refunded', 'paid')).toBe(false);
    expect(canPaymentMoveTo('refunded', 'partially_refunded')).toBe(false);
    // Cash never collected has nothing to refund, except a cash order's advance paid online (decision 0338).
    expect(canPaymentMoveTo('cod', 'partially_refunded')).toBe(true);
    expect(canPaymentMoveTo('cod', 'paid')).toBe(false);
    expect(paymentStatusOnCancel('cod')).toBe('cod');
    expect(paymentStatusOnCancel('cod', 5000)).toBe('refund_due');
    expect(canPaymentMoveTo('pending', 'cod')).toBe(true);
    expect(canPaymentMoveTo('pending', 'partially_refunded')).toBe(false);
    expect(paymentStatusOnCancel('partially_refunded')).toBe('refund_due');
    expect(paymentStatusLabel('partially_refunded')).toBe('Partly refunded');
  });

  it('labels payment statuses', () => {
    expect(paymentStatusLabel('refund_due')).toBe('Refund due');
    expect(paymentStatusLabel('cod')).toBe('Pay on delivery');
    expect(paymentStatusLabel('cod_collected')).toBe('Cash collected');
    expect(paymentStatusLabel('other')).toBe('other');
  });
});

describe('cancelling', () => {
  it('turns money taken into a refund due and an awaited payment into a failed one, and keeps the rest', () => {
    expect(paymentStatusOnCancel('paid')).toBe('refund_due');
    expect(paymentStatusOnCancel('pending')).toBe('failed');
    for (const kept of ['cod', 'failed', 'refund_due', 'refunded'])
      expect(paymentStatusOnCancel(kept)).toBe(kept);
    // Whatever cancelling does to a payment is a move the payment table allows.
    for (const from of ['paid', 'pending', 'failed', 'refund_due'])
      expect(canPaymentMoveTo(from, paymentStatusOnCancel(from))).toBe(true);
  });
});

describe('what an order says of its payment (decision 0132)', () => {
  it('says cash that will not be collected is not collected, and keeps every other label', () => {
    const cod = (status: number) => orderPaymentLabel({ paymentStatus: 'cod', status });
    expect(cod(OrderStatus.Placed)).toBe('Pay on delivery');
    expect(cod(OrderStatus.OutForDelivery)).toBe('Pay on delivery');
    expect(cod(OrderStatus.RtoInitiated)).toBe('Not collected (returning)');
    expect(cod(OrderStatus.RtoInTransit)).toBe('Not collected (returning)');
    expect(cod(OrderStatus.RtoDelivered)).toBe('Not collected (returned)');
    expect(cod(OrderStatus.Cancelled)).toBe('Not collected (cancelled)');
    expect(orderPaymentLabel({ paymentStatus: 'paid', status: OrderStatus.RtoDelivered })).toBe('Paid');
    expect(orderPaymentLabel({ paymentStatus: 'cod_collected', status: OrderStatus.Delivered })).toBe(
      'Cash collected',
    );
  });

  it('stops the shipping of an order refunded in full before it left the shop, and only that', () => {
    expect(shippingStopped({ paymentStatus: 'refunded', status: OrderStatus.Placed })).toBe(true);
    expect(shippingStopped({ paymentStatus: 'refunded', status: OrderStatus.PickupGenerated })).toBe(true);
    expect(shippingStopped({ paymentStatus: 'refunded', status: OrderStatus.PickedUp })).toBe(false);
    expect(shippingStopped({ paymentStatus: 'partially_refunded', status: OrderStatus.Placed })).toBe(false);
    expect(shippingStopped({ paymentStatus: 'paid', status: OrderStatus.Placed })).toBe(false);
  });
});
