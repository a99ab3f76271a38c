// Subscribing at checkout (decision 0326): POST /api/subscriptions places the first order on a UPI AutoPay or card
// mandate, then the payment window opens as for any online order (Razorpay with `recurring` and the mandate's
// customer, or the sandbox window) and the signed payment is verified with /order/verify-payment, which starts the
// subscription. One subscription per click however many. A refusal is handed back to the form to show beside the
// field it is about, or as the page's error; nothing typed is lost.
import type { CheckoutAddress } from '@chamak/shared/checkout';
import type { ErrorCode } from '@chamak/shared/error-codes';
import { checkoutMessages } from '@chamak/shared/messages';
import { type SubscribeBody, type Subscribed, subscriptionMessages } from '@chamak/shared/subscriptions';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, request } from '../../api/client.ts';
import { keys } from '../../api/queries.ts';
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
import { type PaymentProof, sandboxFail, verifyOnlinePayment } from './api.ts';

export const subscribeTo = (body: SubscribeBody) => request<Subscribed>('/subscriptions', { body });

/** The sandbox window's Pay for a mandate's first order: the payment that registers the mandate. */
export const sandboxAuthorise = (orderId: string) =>
  request<PaymentProof>('/payments/sandbox/authorise', { body: { order_id: orderId } });

export type MandateOrder = Subscribed['data'];

/** Where a refusal belongs: the PIN code, the payment choice, or the page. */
export type SubscribeRefusal = { message: string; on: 'postalCode' | 'method' | 'page' };

const methodMessages: readonly string[] = [
  subscriptionMessages.method,
  subscriptionMessages.noCashOnDelivery,
];

const pinCodes: readonly (ErrorCode | null)[] = ['PIN_UNKNOWN', 'PIN_STATE_MISMATCH', 'PIN_NOT_SERVICEABLE'];

function refusalOf(error: unknown): SubscribeRefusal {
  if (!(error instanceof ApiError) || error.status === 0 || !error.message)
    return { message: t(checkoutMessages.orderNotCreated), on: 'page' };
  if (pinCodes.includes(error.code)) return { message: error.message, on: 'postalCode' };
  // The method's refusals share VALIDATION_FAILED with any other field's: told apart by the shared messages.
  if (methodMessages.includes(error.message)) return { message: error.message, on: 'method' };
  return { message: error.message, on: 'page' };
}

/** Razorpay Checkout for the first payment of a subscription: the order's options with the mandate's customer. */
export function mandateRazorpayOptions(
  order: MandateOrder,
  payer: PayerDetails,
  on: Parameters<typeof razorpayOptions>[2],
) {
  return {
    ...razorpayOptions(order, payer, on),
    description: t('Subscription: first order'),
    customer_id: order.customer_id,
    recurring: 1 as const,
  };
}

export function useSubscribe(userId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const busy = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [sandbox, setSandbox] = useState<{ order: MandateOrder; payer: PayerDetails } | null>(null);
  const [refusal, setRefusal] = useState<SubscribeRefusal | null>(null);
  const placed = useRef(false);

  // Orders and subscriptions changed: refreshed once checkout has gone.
  useEffect(
    () => () => {
      if (placed.current) setTimeout(() => void queryClient.invalidateQueries({ queryKey: keys.all }), 0);
    },
    [queryClient],
  );

  const stop = () => {
    busy.current = false;
    setPlacing(false);
  };

  const refuse = (next: SubscribeRefusal) => {
    setSandbox(null);
    setRefusal(next);
    toast.error(next.message);
    stop();
  };

  const cancel = () => {
    setSandbox(null);
    toast.info(paymentCancelled);
    stop();
  };

  async function verify(proof: PaymentProof, orderId: number) {
    try {
      const verified = await verifyOnlinePayment(proof, userId);
      placed.current = true;
      setSandbox(null);
      toast.success(verified.message);
      navigate(paths.orderConfirmation(orderId));
    } catch (error) {
      refuse({ ...refusalOf(error), on: 'page' });
    }
  }

  async function openRazorpay(order: MandateOrder, payer: PayerDetails) {
    const opened = await openRazorpayCheckout((window) => mandateRazorpayOptions(order, payer, window), {
      paid: (response) => void verify(response, order.orderId),
      dismissed: cancel,
      failed: (message) => refuse({ message, on: 'page' }),
    });
    if (opened) return;
    toast.error(scriptFailed);
    stop();
  }

  async function start(address: CheckoutAddress, body: SubscribeBody) {
    let made: Subscribed;
    try {
      made = await subscribeTo(body);
    } catch (error) {
      refuse(refusalOf(error));
      return;
    }
    const payer = {
      name: `${address.firstName} ${address.lastName}`,
      email: address.email,
      contact: address.phone,
    };
    if (made.data.gateway === 'sandbox') setSandbox({ order: made.data, payer });
    else await openRazorpay(made.data, payer);
  }

  /** Starts subscribing unless it already is; returns false when it did not start. */
  function subscribe(address: CheckoutAddress, body: SubscribeBody): boolean {
    if (busy.current) return false;
    busy.current = true;
    setPlacing(true);
    setRefusal(null);
    void start(address, body);
    return true;
  }

  const sandboxActions = {
    pay: async (order: MandateOrder) => {
      let proof: PaymentProof;
      try {
        proof = await sandboxAuthorise(order.order_id);
      } catch (error) {
        refuse({ ...refusalOf(error), on: 'page' });
        return;
      }
      await verify(proof, order.orderId);
    },
    /** The tester failed the payment: the server records it; the subscription never starts. */
    fail: (order: MandateOrder) => {
      void sandboxFail(order.order_id).catch(() => {});
      refuse({ message: paymentFailed, on: 'page' });
    },
    close: cancel,
  };

  return {
    placing,
    subscribe,
    sandbox,
    sandboxActions,
    refusal,
    clearRefusal: () => setRefusal(null),
  };
}
