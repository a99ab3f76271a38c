// The shopper's cancellation (decision 0130): an order may be cancelled by its owner until it is shipped
// (Order Placed or Pickup Generated) and within the window the shop's settings give, counted from placement.
// Server and web both read it; the server decides, the web only shows what the server said.
import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';
import { OrderStatus } from './order-state.ts';
import { returnReasons } from './returns.ts';

/** Shop Settings' 'orders' part: hours after placement in which the shopper may cancel (0: never). */
export const orderSettings = z.object({
  cancelWindowHours: z
    .number({ error: 'cancelWindowHours must be a whole number of hours.' })
    .int('cancelWindowHours must be a whole number of hours.')
    .min(0, 'cancelWindowHours cannot be negative.')
    .max(720, 'cancelWindowHours is at most 720 (30 days).'),
  /** Days after delivery in which the shopper may ask for a return (D15: 7; 0: no returns). Optional, so the
   * settings saved before it existed still parse; left out, the saved value (or 7) stays. */
  returnWindowDays: z
    .number({ error: 'returnWindowDays must be a whole number of days.' })
    .int('returnWindowDays must be a whole number of days.')
    .min(0, 'returnWindowDays cannot be negative.')
    .max(60, 'returnWindowDays is at most 60.')
    .optional(),
  /** Why a shopper may send items back: the return form offers these, the policy pages list them, the server
   * refuses others (decision 0297). Optional, so settings saved before it existed still parse. */
  returnReasons: z
    .array(z.enum(returnReasons, { error: 'returnReasons must be damaged, leaking, wrong_item or other.' }))
    .min(1, 'Choose at least one return reason.')
    .max(returnReasons.length)
    .refine((list) => new Set(list).size === list.length, 'returnReasons names a reason twice.')
    .optional(),
});
export type OrderSettings = z.infer<typeof orderSettings>;

/**
 * As the return and cancellation policy pages say: 12 hours to cancel, 7 days to return (D15), for what went
 * wrong on the shop's side: damaged, leaking, or the wrong item (decision 0297).
 */
export const defaultOrderSettings: Required<OrderSettings> = {
  cancelWindowHours: 12,
  returnWindowDays: 7,
  returnReasons: ['damaged', 'leaking', 'wrong_item'],
};

/** Statuses in which the parcel has not left: before Picked Up. */
export const cancellableStatuses: readonly number[] = [OrderStatus.Placed, OrderStatus.PickupGenerated];

export const cancelMessages = {
  shipped: 'This order can no longer be cancelled: it has been shipped.',
  cancelled: 'This order is already cancelled.',
  windowPassed: (hours: number) =>
    hours > 0
      ? `This order can no longer be cancelled: the ${hours}-hour cancellation window has passed.`
      : 'This order can no longer be cancelled: the shop is not taking cancellations.',
  notPlaced: 'This order was never placed, so there is nothing to cancel.',
};

/** A refusal carries SPEC's reason and the code its 409 sends (error-codes.ts). */
export type CancelCheck =
  | { ok: true; deadline: Date }
  | {
      ok: false;
      reason: string;
      code: Extract<ErrorCode, 'ORDER_CANCELLED' | 'ORDER_ALREADY_SHIPPED' | 'CANCEL_WINDOW_CLOSED'>;
      deadline: Date | null;
    };

/** Whether the shopper may cancel an order now, and until when (null when its status rules it out). */
export function shopperCancel(
  order: { status: number; cancelled: boolean; placedAt: Date },
  settings: OrderSettings,
  now: Date = new Date(),
): CancelCheck {
  if (order.cancelled || order.status === OrderStatus.Cancelled)
    return { ok: false, reason: cancelMessages.cancelled, code: 'ORDER_CANCELLED', deadline: null };
  if (!cancellableStatuses.includes(order.status))
    return { ok: false, reason: cancelMessages.shipped, code: 'ORDER_ALREADY_SHIPPED', deadline: null };
  const deadline = new Date(order.placedAt.getTime() + settings.cancelWindowHours * 3_600_000);
  if (now.getTime() >= deadline.getTime())
    return {
      ok: false,
      reason: cancelMessages.windowPassed(settings.cancelWindowHours),
      code: 'CANCEL_WINDOW_CLOSED',
      deadline,
    };
  return { ok: true, deadline };
}
