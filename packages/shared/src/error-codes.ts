// The codes of error replies: `{ message, code }`. The message is SPEC's words for a person and may be reworded;
// the code is for a program (the web, another client) to decide by, and never changes once given. Every refusal
// has one: the status's own code below, or a specific one where a client must tell refusals of one status apart.
// A module without zod, so the storefront can read codes without loading the schemas.

export const errorCodes = [
  // What any refusal of its status says when nothing more specific applies.
  /** 400: a body, query or path that breaks its schema, or a service's own check of a field. */
  'VALIDATION_FAILED',
  /** 400: a body the server could not read at all (not JSON, cut off). */
  'MALFORMED_REQUEST',
  /** Another 4xx of Fastify's own without a code of its own. */
  'BAD_REQUEST',
  /** 401: the call needs a signed-in user and the request carries no token. */
  'UNAUTHENTICATED',
  /** 401: the request carries a token the server no longer accepts (expired, revoked, account gone): sign in again. */
  'SESSION_EXPIRED',
  /** 403 */
  'FORBIDDEN',
  // A staff role without the permission a back-office route needs (decision 0348); the message names it.
  'PERMISSION_MISSING',
  // A staff invitation link that expired, was withdrawn or was used (decision 0348).
  'INVITATION_INVALID',
  /** 404: the thing named is not there. */
  'NOT_FOUND',
  /** 404: no such call (method and path). */
  'ROUTE_NOT_FOUND',
  /** 405 */
  'METHOD_NOT_ALLOWED',
  /** 409 */
  'CONFLICT',
  /** 413 */
  'TOO_LARGE',
  /** 415 */
  'UNSUPPORTED_MEDIA_TYPE',
  /** 422 */
  'UNPROCESSABLE',
  /** 429: too many requests; try again later. */
  'RATE_LIMITED',
  /** 500 */
  'INTERNAL_ERROR',
  /** 502: a provider the shop relies on (payments, Shiprocket) failed or did not answer. */
  'UPSTREAM_UNAVAILABLE',
  /** 503: the database (or the server) is briefly out of reach; nothing was done, try again. */
  'SERVICE_UNAVAILABLE',

  // Accounts.
  /** 401 at login: no account with that e-mail and password. */
  'INVALID_CREDENTIALS',
  /** 429: too many wrong passwords for this account from this address; try again later. */
  'ACCOUNT_LOCKED',
  /** 403 at login: the right password for a blocked account. */
  'ACCOUNT_BLOCKED',
  /** 409 at signup or a profile change. */
  'EMAIL_TAKEN',
  /** 409: a profile change of the number of an account that signs in only by its code. */
  'PHONE_IS_SIGN_IN',
  'EMAIL_NEEDS_PASSWORD',
  'USERNAME_TAKEN',
  /** 400: changing the e-mail needs the current password. */
  'CURRENT_PASSWORD_REQUIRED',
  /** 400: the current password given is wrong. */
  'CURRENT_PASSWORD_WRONG',
  /** 400: a password-reset link that is used, expired or unknown. */
  'RESET_LINK_INVALID',
  /** 400: sign-in by code for a number that is no 10-digit Indian mobile. */
  'PHONE_INVALID',
  /** 429: too many codes for this number, from this network, or by the shop today (retryAfterSeconds says when). */
  'OTP_LIMIT',
  /** 503: no SMS or WhatsApp provider is configured, and the sandbox is off. */
  'OTP_NOT_SET_UP',
  /** 400: a wrong code (the message says how many tries are left). */
  'OTP_WRONG',
  /** 400: no live code for the number: expired, used, replaced or never sent. */
  'OTP_EXPIRED',
  /** 429: five wrong tries ended the code. */
  'OTP_TOO_MANY_TRIES',
  /** 403: an admin account never signs in by code. */
  'OTP_ADMIN',

  // Cart, stock and checkout.
  /** 409: none left, or fewer left than wanted (the message says how many). */
  'OUT_OF_STOCK',
  /** 409: a size the shop no longer sells. */
  'PRODUCT_UNAVAILABLE',
  /** 422: placing or quoting an empty cart. */
  'CART_EMPTY',
  /** 422: the shop does not deliver to this PIN code. */
  'PIN_NOT_SERVICEABLE',
  /** 400: a delivery PIN code that India Post's directory does not have. */
  'PIN_UNKNOWN',
  /** 400: a delivery address whose state is not its PIN code's (the place of supply follows the PIN code). */
  'PIN_STATE_MISMATCH',
  /** 422: cash on delivery is not taken at this PIN code. */
  'COD_NOT_AVAILABLE',
  /** 422: the shop takes no cash on delivery at all right now. */
  'COD_DISABLED',
  /** 409: a cash order whose risk asks part of it paid online first was placed without that payment. */
  'COD_ADVANCE_REQUIRED',
  /** 409: a cash order asked to be paid in part online that needs no such payment. */
  'COD_ADVANCE_NOT_NEEDED',
  /** 422: the shop takes no online payment right now. */
  'ONLINE_PAYMENT_OFF',
  /** 422: with a GSTIN, a product in the cart has no HSN code or GST rate yet (the shop's to fix). */
  'PRODUCT_TAX_DATA_MISSING',

  // A promotion code the shopper typed, refused (SPEC's promotionMessages, one code each).
  /** No promotion with this code is running now (unknown, disabled, expired or not started: one answer). */
  'COUPON_NOT_FOUND',
  /** The code is per customer or first-order only, and otherwise usable: a guest must sign in. */
  'COUPON_SIGN_IN_REQUIRED',
  /** Its uses (in all, or this customer's) are used up; also a 409 when the last use went while placing. */
  'COUPON_USED_UP',
  'COUPON_FIRST_ORDER_ONLY',
  'COUPON_ONLINE_ONLY',
  /** No item in the cart is one the code is for, or it saves nothing on them. */
  'COUPON_NOT_ELIGIBLE',
  /** The cart is below the code's minimum (the message names it). */
  'COUPON_MIN_CART',
  /** 409: an automatic offer in the order ran out of uses while placing. */
  'OFFER_ENDED',
  /** 409, admin: another active promotion already uses this code. */
  'PROMOTION_CODE_TAKEN',
  /** 409, admin: orders used this promotion, so it cannot be deleted. */
  'PROMOTION_IN_USE',

  // Subscriptions (decision 0326).
  /** 422: this size is not offered by subscription (or no longer). */
  'SIZE_NOT_SUBSCRIBABLE',
  /** 400: an interval the size does not offer. */
  'INTERVAL_NOT_OFFERED',
  /** 422: the gateway refused the mandate or a debit on it (over the cap, revoked, expired). */
  'MANDATE_REFUSED',
  /** 409: a change to a subscription that is cancelled, or not yet started. */
  'SUBSCRIPTION_NOT_CHANGEABLE',

  // Orders, payments, shipping, returns.
  /** 400: the payment's proof (signature, amount) does not check out. */
  'PAYMENT_NOT_VERIFIED',
  /** 409: a payment arrived for an order the shop had already cancelled; it is refunded. */
  'PAID_AFTER_CANCELLATION',
  /** 409: the shopper's time to cancel has passed. */
  'CANCEL_WINDOW_CLOSED',
  /** 409: the order has shipped (or was delivered) and can no longer be cancelled. */
  'ORDER_ALREADY_SHIPPED',
  /** 409: the order is cancelled already. */
  'ORDER_CANCELLED',
  /** 409: an edit of a placed order its state does not allow (refunded, unpaid, a paid online total changed). */
  'ORDER_NOT_EDITABLE',
  /** 409: paying again for an order that is paid, cash on delivery, or otherwise not waiting for its payment. */
  'ORDER_NOT_AWAITING_PAYMENT',
  /** 409: the order's status cannot move to the one asked for. */
  'STATUS_MOVE_REFUSED',
  /** 409: a cash-on-delivery order is waiting for the shopper's confirmation. */
  'ORDER_AWAITING_CONFIRMATION',
  /** 409: the order is confirmed already. */
  'ORDER_ALREADY_CONFIRMED',
  /** 409: the order's shipping is stopped (refunded in full before it shipped) or its shipment closed. */
  'SHIPPING_STOPPED',
  /** 409: the order already has a shipment. */
  'SHIPMENT_EXISTS',
  /** 409: the shopper's time to ask for a return has passed, or the order is not delivered. */
  'RETURN_WINDOW_CLOSED',
  /** 409: the items were returned already, or more units than are left were asked for. */
  'RETURN_QUANTITY_EXCEEDED',
  /** 409, admin: a refund larger than what is left, or nothing left to refund. */
  'REFUND_EXCEEDS_PAID',
  /** 409: an Idempotency-Key used before with another request. */
  'IDEMPOTENCY_KEY_REUSED',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

const known = new Set<string>(errorCodes);

/** Whether a value read from a reply is one of the codes (a client reads replies it did not type). */
export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && known.has(value);

/** The code a refusal of this status carries when it names none of its own. */
export function errorCodeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION_FAILED';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 405:
      return 'METHOD_NOT_ALLOWED';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 504:
      return 'UPSTREAM_UNAVAILABLE';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  }
}

/** The promotion refusals' codes, by the refusal (see discounts.ts's refusal). */
export const couponRefusalCodes = [
  'COUPON_NOT_FOUND',
  'COUPON_SIGN_IN_REQUIRED',
  'COUPON_USED_UP',
  'COUPON_FIRST_ORDER_ONLY',
  'COUPON_ONLINE_ONLY',
  'COUPON_NOT_ELIGIBLE',
  'COUPON_MIN_CART',
] as const satisfies readonly ErrorCode[];
export type CouponRefusalCode = (typeof couponRefusalCodes)[number];

const couponCodes = new Set<string>(couponRefusalCodes);

/** Whether a code says the shopper's promotion code was refused (so the shopper may remove it and go on). */
export const isCouponRefusal = (code: ErrorCode | null | undefined): code is CouponRefusalCode =>
  code != null && couponCodes.has(code);
