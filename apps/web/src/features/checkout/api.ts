// Checkout's calls: the profile, the server's quote and the payment gateway (as TanStack Query options),
// creating an online order (and paying again for one whose payment failed), the sandbox gateway's pay button, and
// verify-payment for both online and cash-on-delivery orders.
import type { ProfileReply } from '@chamak/shared/accounts';
import type {
  CreatedOrder,
  OrderPlacedReply,
  PaymentProof,
  PaymentsConfig,
  PlaceOrderBody,
} from '@chamak/shared/checkout';
import type { Order } from '@chamak/shared/orders';
import type { CartQuote } from '@chamak/shared/pricing';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';

const pinCode = /^[1-9]\d{5}$/;

/**
 * For a cash quote: the number and address typed so far, which the shop's COD rules judge (decision 0338); null
 * until both are there.
 */
export type CodBuyer = { phone: string; address: string; apt: string };

export const checkoutKeys = {
  profile: (userId: string) => [...keys.all, 'checkout', 'profile', userId] as const,
  /** Under the customer's cart key, so whatever refreshes the cart refreshes the quote too. */
  quote: (
    userId: string,
    method: 'online' | 'cod',
    postalCode: string,
    code: string | null,
    buyer: CodBuyer | null = null,
  ) => [...keys.cart(userId), 'quote', method, postalCode, code, buyer] as const,
  payments: () => [...keys.all, 'checkout', 'payments'] as const,
};

/** Which payment window the shop runs: Razorpay, the sandbox (test payments) or none, so cash on delivery only (D24). */
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: checkoutKeys.payments(),
    queryFn: ({ signal }) => request<PaymentsConfig>('/payments/config', { signal }),
    staleTime: 5 * 60_000,
  });

export const checkoutProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: checkoutKeys.profile(userId),
    queryFn: ({ signal }) => request<ProfileReply>(`/users/profile/${userId}`, { signal }),
    staleTime: 60_000,
  });

/**
 * The server's quote (POST /api/cart/quote, decision 0050) of the customer's cart for this payment method, PIN
 * code (sent only once it is a valid PIN) and discount code (decision 0165): lines, discounts, delivery, COD
 * fee and total in paise.
 */
export const checkoutQuoteQuery = (
  userId: string,
  method: 'online' | 'cod',
  postalCode: string,
  code: string | null,
  buyer: CodBuyer | null = null,
) => {
  const pin = pinCode.test(postalCode) ? postalCode : '';
  // Only a cash quote is judged by the COD rules: an online one never carries the number and address.
  const judged = method === 'cod' ? buyer : null;
  return queryOptions({
    queryKey: checkoutKeys.quote(userId, method, pin, code, judged),
    queryFn: ({ signal }) =>
      request<CartQuote>('/cart/quote', {
        body: {
          userId: Number(userId),
          paymentMethod: method,
          ...(pin ? { postalCode: pin } : {}),
          ...(code ? { code } : {}),
          ...(judged ?? {}),
        },
        signal,
      }),
    staleTime: 15_000,
    retry: false,
  });
};

/**
 * SPEC section 3's order payload: the address and payment method the server reads (its contract), and SPEC's
 * figures, copied from the server's quote once there is one, which the server ignores (D4).
 */
export type OrderPayload = PlaceOrderBody & {
  /** The discount code the quote applied (decision 0165); the server checks it again when placing. */
  code?: string;
  status: 1;
  finalCartItems: { productId: number; pl_id: number; quantity: number }[];
  orderDetail: string;
  totalMl?: number;
  totalPrice?: number;
  delivery_charge?: number;
  finalPrice?: number;
  amount?: number;
  currency: 'INR';
};

export type { CreatedOrder, PaymentProof };
export type Placed = OrderPlacedReply;

export const createOnlineOrder = (body: OrderPayload) => request<CreatedOrder>('/order/order', { body });

/** Pay again for the shopper's own order whose payment failed: the same order for its stored total (decision 0294). */
export const payAgainFor = (orderId: number) =>
  request<CreatedOrder>(`/order/${orderId}/payment`, { method: 'POST' });

export { sandboxFail, sandboxPay, verifyOnlinePayment } from '../../lib/payment-window.ts';

export const placeCodOrder = (body: OrderPayload) => request<Placed>('/order/verify-payment', { body });

/** The order as the server stored it (its totals are the truth shown after placing). */
export const orderById = (orderId: number) => request<Order>(`/order/get/${orderId}`);
