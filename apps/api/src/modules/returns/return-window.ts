// Whether an order may be returned now, and which units of it at what value: the checks the request makes and the
// order's returns view repeats, kept apart so both read them the same.
import { OrderStatus } from '@chamak/shared/order-state';
import { notInOrder, returnMessages } from '@chamak/shared/returns';
import { Conflict, Invalid } from '../../plugins/errors.ts';
import { lineName, type OrderItemRow, type OrderRow } from './return-rows.ts';

const day = 24 * 3600 * 1000;

/**
 * The value of units `from` (0-based) to `from + count` of a line at the price paid after its discounts: the
 * line's value shared out over its units with the largest remainder (all remainders are equal, so the first
 * units carry the odd paise), so the units of a line always add up to the line exactly, however it is returned.
 */
export function unitsValue(
  line: Pick<OrderItemRow, 'price_paise' | 'quantity' | 'discount_paise'>,
  from: number,
  count: number,
): number {
  const value = line.price_paise * line.quantity - line.discount_paise;
  const base = Math.floor(value / line.quantity);
  const odd = value - base * line.quantity;
  const withOdd = Math.max(0, Math.min(from + count, odd) - Math.min(from, odd));
  return base * count + withOdd;
}

type Window =
  | { ok: true; returnBy: Date }
  | { ok: false; reason: string; returnBy: Date | null; status: 409 };

/** Whether the order may be returned now (delivered, not cancelled or returned to origin, within the window). */
export function returnWindow(order: OrderRow, days: number, now = new Date()): Window {
  if (
    order.status !== OrderStatus.Delivered ||
    order.cancelled_at ||
    order.returned_to_origin_at ||
    !order.delivered_at
  )
    return { ok: false, reason: returnMessages.notDelivered, returnBy: null, status: 409 };
  const returnBy = new Date(new Date(order.delivered_at).getTime() + days * day);
  if (days <= 0 || now.getTime() >= returnBy.getTime())
    return { ok: false, reason: returnMessages.windowPassed(days), returnBy, status: 409 };
  return { ok: true, returnBy };
}

/** The lines asked for, checked against what is left of each (409 saying what); each with its value. */
export function checkUnits(
  items: OrderItemRow[],
  taken: Map<number, number>,
  wanted: { orderItemId: number; quantity: number }[],
) {
  const lines = wanted.map((w) => {
    const item = items.find((i) => i.id === w.orderItemId);
    if (!item) throw new Invalid(notInOrder(w.orderItemId));
    return { item, quantity: w.quantity, before: taken.get(item.id) ?? 0 };
  });
  if (lines.every((l) => l.before >= l.item.quantity))
    throw new Conflict(returnMessages.alreadyReturned, 'RETURN_QUANTITY_EXCEEDED');
  for (const l of lines) {
    const left = l.item.quantity - l.before;
    if (l.quantity > left)
      throw new Conflict(returnMessages.tooMany(lineName(l.item), left), 'RETURN_QUANTITY_EXCEEDED');
  }
  return lines.map((l) => ({ ...l, amountPaise: unitsValue(l.item, l.before, l.quantity) }));
}
