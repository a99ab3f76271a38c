// Placing the order (SPEC section 4, D7): online creates the order and opens Razorpay or the sandbox window,
// then verifies the signed payment; cash on delivery verifies directly. One order per click, however many. A failed
// payment keeps the shopper here with the order to pay again (decision 0294).

import type { CheckoutAddress } from '@chamak/shared/checkout';
import { isCouponRefusal } from '@chamak/shared/error-codes';
import { checkoutMessages } from '@chamak/shared/messages';
import { formatRupees, rupeesToPaise } from '@chamak/shared/money';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';
import { cartCode } from '../../lib/cart-code.ts';
import { t } from '../../lib/i18n.ts';
import {
  openRazorpayCheckout,
  type PayerDetails,
  paymentCancelled,
  paymentFailed,
  scriptFailed,
} from '../../lib/payment-window.ts';
import { razorpayOptions } from '../../lib/razorpay-options.ts';
import { toast } from '../../lib/toast.tsx';
import { paths } from '../../paths.ts';
import {
  type CreatedOrder,
  createOnlineOrder,
  type OrderPayload,
  orderById,
  type PaymentProof,
  payAgainFor,
  placeCodOrder,
  sandboxFail,
  sandboxPay,
  verifyOnlinePayment,
} from './api.ts';
import { orderData } from './order-data.ts';

/** The sandbox gateway's window: the provider order to pay and who pays it. */
export type SandboxSession = { order: CreatedOrder['data']; payer: PayerDetails };

/** An online order whose payment failed: what the shopper is told, and the order Try again pays for. */
export type FailedPayment = { orderId: number; message: string; payer: PayerDetails };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;

/** Cash on delivery refused (at this PIN code, or by the whole shop): the shopper may still pay online. */
const isCodRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.code === 'COD_NOT_AVAILABLE' ||
    error.code === 'COD_DISABLED' ||
    // The COD rules now ask part of it online first (decision 0338): the re-quote shows how much.
    error.code === 'COD_ADVANCE_REQUIRED');

/**
 * The shopper's promotion code no longer applies (expired, used up, under its minimum...): placing answers 422,
 * or 409 when its last use went while placing. Decided by the reply's code, never by its words.
 */
export const isCodeRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && isCouponRefusal(error.code);

/** Out of stock or an emptied cart: fixed on the cart page. */
const isCartProblem = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.code === 'OUT_OF_STOCK' ||
    error.code === 'PRODUCT_UNAVAILABLE' ||
    error.code === 'CART_EMPTY' ||
    error.status === 409);

export function usePlaceOrder(userId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A ref, not state: a second click in the same tick must already see the first one.
  const busy = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [sandbox, setSandbox] = useState<SandboxSession | null>(null);
  const [codRefusal, setCodRefusal] = useState<string | null>(null);
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  const [failedPayment, setFailedPayment] = useState<FailedPayment | null>(null);

  const stop = () => {
    busy.current = false;
    setPlacing(false);
  };

  const placed = useRef(false);

  // Cart, orders and stock changed: refreshed once checkout has gone, so it never shows the emptied cart.
  useEffect(
    () => () => {
      if (placed.current) setTimeout(() => void queryClient.invalidateQueries({ queryKey: keys.all }), 0);
    },
    [queryClient],
  );

  const succeed = (message: string, to: string) => {
    placed.current = true;
    orderData.clear();
    // The code went with this order; the next cart starts without it.
    cartCode.clear();
    setSandbox(null);
    setFailedPayment(null);
    toast.success(message);
    navigate(to);
  };

  /** SPEC: on failure re-enable the button, show the error, go to /cart. */
  const fail = (message: string) => {
    setSandbox(null);
    toast.error(message);
    stop();
    navigate(paths.cart);
  };

  /**
   * The payment itself failed (declined, or failed in the sandbox): the order stays, waiting for its money, and the
   * shopper stays here with a lasting message and Try again, which pays the same order (decision 0294). SPEC's
   * button comes back and its error is toasted too.
   */
  const paymentDidNotGoThrough = (order: CreatedOrder['data'], payer: PayerDetails, message: string) => {
    setSandbox(null);
    setFailedPayment({ orderId: order.orderId, message, payer });
    toast.error(message);
    stop();
  };

  /**
   * The code no longer applies (used up, expired while the shopper typed): stay on the form with everything typed,
   * say why under the code field, and re-quote so the summary shows the cart without it.
   */
  const refuseCode = (message: string) => {
    setCodeRefusal(message);
    toast.error(message);
    stop();
    void queryClient.invalidateQueries({ queryKey: keys.cart(String(userId)) });
  };

  const cancel = () => {
    setSandbox(null);
    toast.info(paymentCancelled);
    stop();
  };

  async function verify(proof: PaymentProof, orderId: number) {
    try {
      const verified = await verifyOnlinePayment(proof, userId);
      // D19: the confirmation page of the paid order, SPEC's toast on top.
      succeed(verified.message, paths.orderConfirmation(orderId));
    } catch (error) {
      fail(messageOf(error, t(checkoutMessages.paymentInvalid)));
    }
  }

  async function openRazorpay(order: CreatedOrder['data'], payer: PayerDetails) {
    const opened = await openRazorpayCheckout((window) => razorpayOptions(order, payer, window), {
      paid: (response) => void verify(response, order.orderId),
      dismissed: cancel,
      failed: (message) => paymentDidNotGoThrough(order, payer, message),
    });
    if (opened) return;
    // SPEC: if the provider's script is not loaded nothing opens.
    toast.error(scriptFailed);
    stop();
  }

  async function payOnline(address: CheckoutAddress, payload: OrderPayload) {
    let created: CreatedOrder;
    try {
      created = await createOnlineOrder(payload);
    } catch (error) {
      if (isCodeRefusal(error)) {
        refuseCode(error.message);
        return;
      }
      toast.error(messageOf(error, t(checkoutMessages.orderNotCreated)));
      stop();
      if (isCartProblem(error)) navigate(paths.cart);
      return;
    }
    const order = created.data;
    orderData.save({
      address,
      paymentMethod: payload.paymentMethod === 'cod' ? 'cod' : 'online',
      orderId: order.orderId,
      order_id: order.order_id,
      amount: order.amount,
      currency: order.currency,
      products: order.products,
      totalAmount: order.totalAmount,
      finalAmount: order.finalAmount,
    });
    const payer = {
      name: `${address.firstName} ${address.lastName}`,
      email: address.email,
      contact: address.phone,
    };
    await openWindow(order, payer);
  }

  async function openWindow(order: CreatedOrder['data'], payer: PayerDetails) {
    if (order.gateway === 'sandbox') setSandbox({ order, payer });
    else await openRazorpay(order, payer);
  }

  /** Try again: the server reopens the same order for its stored total, and the payment window opens with it. */
  async function payAgain() {
    const failed = failedPayment;
    if (!failed || busy.current) return;
    busy.current = true;
    setPlacing(true);
    let reopened: CreatedOrder;
    try {
      reopened = await payAgainFor(failed.orderId);
    } catch (error) {
      const message = messageOf(error, paymentFailed);
      // Sold out meanwhile: fixed on the cart page, as when placing.
      if (
        isCartProblem(error) &&
        error.code !== 'ORDER_NOT_AWAITING_PAYMENT' &&
        error.code !== 'ORDER_CANCELLED'
      ) {
        fail(message);
        return;
      }
      // Paid meanwhile (the gateway told the shop), cancelled, or not there: nothing more to pay for here.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) setFailedPayment(null);
      toast.error(message);
      stop();
      return;
    }
    await openWindow(reopened.data, failed.payer);
  }

  async function payOnDelivery(address: CheckoutAddress, payload: OrderPayload) {
    orderData.save({ address, paymentMethod: 'cod' });
    try {
      const placed = await placeCodOrder(payload);
      // The order's truth is the server's: say what it stored, fee included.
      const stored = await orderById(placed.orderId).catch(() => null);
      // D19: the order's confirmation page rather than SPEC's home page; SPEC's toasts still show.
      succeed(placed.message, paths.orderConfirmation(placed.orderId));
      if (stored) {
        const fee = rupeesToPaise(stored.codFee);
        const values = { id: String(stored.id), amount: formatRupees(rupeesToPaise(stored.totalPrice)) };
        toast.info(
          fee > 0
            ? t('Order #{id}: {amount} to pay on delivery, including the {fee} cash on delivery fee.', {
                ...values,
                fee: formatRupees(fee),
              })
            : t('Order #{id}: {amount} to pay on delivery.', values),
        );
      }
    } catch (error) {
      if (isCodeRefusal(error)) {
        refuseCode(error.message);
        return;
      }
      const message = messageOf(error, t(checkoutMessages.orderNotCreated));
      if (isCodRefusal(error)) {
        // Kinder than SPEC's /cart: stay, with the reason under the payment choice, so the shopper can pay online.
        setCodRefusal(message);
        stop();
        if (error.code === 'COD_ADVANCE_REQUIRED')
          void queryClient.invalidateQueries({ queryKey: keys.cart(String(userId)) });
        return;
      }
      fail(message);
    }
  }

  /**
   * Starts placing unless an order is already being placed; returns false when it did not start. `advance`: a cash
   * order the COD rules ask part of online first (decision 0338) goes through the payment window for that part.
   */
  function place(address: CheckoutAddress, payload: OrderPayload, advance = false): boolean {
    if (busy.current) return false;
    busy.current = true;
    setPlacing(true);
    setCodRefusal(null);
    setCodeRefusal(null);
    // A new order: the failed one is left (it is never paid unless the shopper comes back to it).
    setFailedPayment(null);
    if (payload.paymentMethod === 'cod' && !advance) void payOnDelivery(address, payload);
    else void payOnline(address, payload);
    return true;
  }

  const sandboxActions = {
    pay: async (order: CreatedOrder['data']) => {
      let proof: PaymentProof;
      try {
        proof = await sandboxPay(order.order_id);
      } catch (error) {
        fail(messageOf(error, paymentFailed));
        return;
      }
      await verify(proof, order.orderId);
    },
    /** The tester failed the payment: the server records it (the order is marked failed), and Try again is offered. */
    fail: (order: CreatedOrder['data'], payer: PayerDetails) => {
      void sandboxFail(order.order_id).catch(() => {});
      paymentDidNotGoThrough(order, payer, paymentFailed);
    },
    close: cancel,
  };

  return {
    placing,
    place,
    sandbox,
    sandboxActions,
    codRefusal,
    clearCodRefusal: () => setCodRefusal(null),
    codeRefusal,
    clearCodeRefusal: () => setCodeRefusal(null),
    failedPayment,
    payAgain: () => void payAgain(),
  };
}
