// The order lifecycle's rules (packages/shared/src/order-state.ts) as the server applies them: the "placed" and
// "revenue" sets as SQL conditions on an order aliased `o`, and the check that refuses a move the table forbids.

import { codConfirmationMessages } from '@chamak/shared/cod-confirmation';
import {
  canMoveTo,
  finalStatuses,
  type OrderStatusCode,
  placedPaymentStatuses,
  revenuePaymentStatuses,
  statusMoveRefused,
  waitingToShipStatuses,
} from '@chamak/shared/order-state';
import { type SQL, sql } from 'drizzle-orm';
import { Conflict } from '../../plugins/errors.ts';

/** `a, b, c` as parameters, for `in (...)`. */
function list(values: readonly (string | number)[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

/** An order the shop counts as placed (the orders page, the dashboard's count, search, shipping). */
export const placedOrder = sql`o.payment_status in (${list(placedPaymentStatuses)})`;

/** An order whose money the shop keeps: revenue, verified buyers, orders to ship. A parcel returned to origin is not. */
export const revenueOrder = sql`(o.payment_status in (${list(revenuePaymentStatuses)}) and o.cancelled_at is null
  and o.returned_to_origin_at is null)`;

/** An order placed and not yet picked up. */
export const waitingToShip = sql`o.status in (${list(waitingToShipStatuses)})`;

/** A cash order held for its shopper's confirmation (decision 0250): not to ship yet. */
export const heldOrder = sql`(o.confirmation_due_at is not null and o.confirmed_at is null and o.cancelled_at is null)`;

/** An order whose shipment still moves (the tracking sync asks about these). */
export const notFinal = sql`o.status not in (${list(finalStatuses)})`;

/** Refuses, with 409 and which move it was, a status change the table does not allow. */
export function assertCanMove(from: number, to: OrderStatusCode): void {
  if (!canMoveTo(from, to)) throw new Conflict(statusMoveRefused(from, to), 'STATUS_MOVE_REFUSED');
}

/** A cash order held for its shopper's confirmation (decision 0250), read off its row. */
export function isHeld(order: {
  confirmation_due_at: Date | string | null;
  confirmed_at: Date | string | null;
  cancelled_at: Date | string | null;
}): boolean {
  return order.confirmation_due_at !== null && order.confirmed_at === null && order.cancelled_at === null;
}

/** Refuses (409) to ship or move on a held order: it waits for its confirmation first. */
export function assertNotHeld(order: Parameters<typeof isHeld>[0]): void {
  if (isHeld(order)) throw new Conflict(codConfirmationMessages.held, 'ORDER_AWAITING_CONFIRMATION');
}
