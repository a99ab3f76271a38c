// Failed deliveries (decision 0336): the courier's NDR (Shiprocket's "Undelivered") or the admin's report of a
// failed attempt, the shopper's answer by a link that needs no sign-in (another try on a day, a corrected address
// or phone, or cancel), and the admin's queue of attempts with what to do about each.
import { z } from 'zod';
import { checkoutAddress } from './checkout.ts';
import { shortDate } from './delivery-estimate.ts';

/** Shiprocket's shipment status "UNDELIVERED": a delivery attempt failed (an NDR). */
export const shiprocketUndelivered = 21;

/** How long the answer link works: a courier holds a parcel for a few attempts over about a week. */
export const answerLinkDays = 7;
/** An attempt nobody answered for this long is flagged for a call. */
export const callAfterHours = 24;
/** Another try may be asked for from tomorrow up to this many days ahead (Shiprocket's deferred date). */
export const reattemptWithinDays = 7;

/** The answer link's path on the shop: the token is the only key. */
export const failedDeliveryPath = (token: string) => `/failed-delivery?t=${encodeURIComponent(token)}`;

/** The shopper's words the API answers with, in English; the page shows them in its language. */
export const failedDeliveryMessages = {
  invalid: 'This link is not valid. Open your order under My Account to see where it is.',
  answered: 'This failed delivery was already answered: the link works once.',
  movedOn: 'This parcel has moved on since, so this link no longer changes it.',
  dateRange: 'Choose a day from tomorrow to a week from now.',
  reattempt: 'Thank you. The courier will try again on the day you chose.',
  address: 'Thank you. The courier will try again at the corrected address.',
  cancel: 'The delivery is cancelled and the parcel goes back to us. Nothing is charged for it.',
  otherState: (pinState: string, orderState: string) =>
    `That PIN code is in ${pinState}. This order's tax invoice names ${orderState} as the place of supply, so it can only be delivered within ${orderState}.`,
} as const;

/**
 * The corrected address or phone: the checkout's own fields and rules. The state stays the order's; the phone,
 * left out, stays the order's too.
 */
export const answerAddress = checkoutAddress
  .pick({ address: true, apt: true, city: true, postalCode: true })
  .extend({ phone: checkoutAddress.shape.phone.optional() });
export type AnswerAddress = z.infer<typeof answerAddress>;

const day = z.iso.date({ error: 'Choose a day' });

/** POST /api/failed-delivery: the link's token and the shopper's answer. */
export const failedDeliveryAnswerBody = z.strictObject({
  t: z.string().trim().min(1).max(100),
  answer: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('reattempt'), date: day }),
    z.strictObject({ kind: z.literal('address'), address: answerAddress.strict() }),
    z.strictObject({ kind: z.literal('cancel') }),
  ]),
});
export type FailedDeliveryAnswerBody = z.infer<typeof failedDeliveryAnswerBody>;
export type FailedDeliveryAnswer = FailedDeliveryAnswerBody['answer'];

/** GET /api/failed-delivery?t=: the link's token. */
export const failedDeliveryQuery = z.object({ t: z.string().trim().min(1).max(100) });

const answerKind = z.enum(['reattempt', 'address', 'cancel']);
export type AnswerKind = z.infer<typeof answerKind>;

const deliveryAddress = z.object({
  address: z.string(),
  apt: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});

/** What the link's page shows: the order, the attempt and its reason, where it was going, and the answer if any. */
export const failedDeliveryView = z.object({
  orderId: z.number(),
  firstName: z.string(),
  attempt: z.number(),
  reason: z.string(),
  reportedAt: z.string(),
  address: deliveryAddress,
  /** The phone the courier calls, all but its last four digits hidden. */
  phoneEnding: z.string(),
  /** open: the choices work; answered: the answer given; closed: the parcel moved on or a newer attempt came. */
  state: z.enum(['open', 'answered', 'closed']),
  answer: answerKind.nullable(),
  answerDate: z.string().nullable(),
  /** The days another try may be asked for (India dates). */
  earliest: z.string(),
  latest: z.string(),
});
export type FailedDeliveryView = z.infer<typeof failedDeliveryView>;

/** POST /api/order/:id/delivery-failed: the admin's report of a failed attempt. */
export const deliveryFailedBody = z.strictObject({
  reason: z
    .string({ error: 'Say why the delivery failed' })
    .trim()
    .min(1, { error: 'Say why the delivery failed' })
    .max(200, { error: 'The reason must be at most 200 characters' }),
});
export type DeliveryFailedBody = z.infer<typeof deliveryFailedBody>;

/** POST /api/admin/failed-deliveries/:id/action: what the admin does about an attempt. */
export const failedDeliveryActionBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('reattempt'), date: day }),
  z.strictObject({ action: z.literal('return') }),
  z.strictObject({ action: z.literal('resolve') }),
]);
export type FailedDeliveryActionBody = z.infer<typeof failedDeliveryActionBody>;

/** One open attempt in Admin → Failed deliveries. */
export const adminFailedDelivery = z.object({
  id: z.number(),
  orderId: z.number(),
  customerName: z.string(),
  phone: z.string(),
  paymentMethod: z.string(),
  status: z.number(),
  statusLabel: z.string(),
  attempt: z.number(),
  reason: z.string(),
  source: z.enum(['courier', 'admin']),
  reportedAt: z.string(),
  answer: answerKind.nullable(),
  answerDate: z.string().nullable(),
  answerAddress: deliveryAddress.extend({ phone: z.string() }).nullable(),
  answeredAt: z.string().nullable(),
  forwardedAt: z.string().nullable(),
  forwardError: z.string().nullable(),
  /** No answer for callAfterHours: someone should call the shopper. */
  callShopper: z.boolean(),
});
export type AdminFailedDelivery = z.infer<typeof adminFailedDelivery>;

/** GET /api/admin/failed-deliveries: the open attempts, oldest first. */
export const adminFailedDeliveries = z.object({ items: z.array(adminFailedDelivery), total: z.number() });
export type AdminFailedDeliveries = z.infer<typeof adminFailedDeliveries>;

/** What the shopper answered, in the admin's words. */
export function answerLabel(
  answer: AnswerKind | null,
  answerDate: string | null,
  address: { postalCode: string; phone: string } | null,
): string {
  if (answer === 'reattempt') return `Try again on ${answerDate ? shortDate(answerDate) : 'a day'}`;
  if (answer === 'address')
    return `New address or phone (PIN ${address?.postalCode ?? ''}, phone ${address?.phone ?? ''})`;
  if (answer === 'cancel') return 'Cancel: return to origin';
  return 'No answer yet';
}
