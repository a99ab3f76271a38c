// The payment window's shared words and Razorpay's opening (D7), for the checkout and Profile → Subscriptions' Pay
// now: the script loaded on demand, the window opened on the server's order, and exactly one outcome reported
// (paid, dismissed, or failed with Razorpay's reason); and the calls every payment window ends with: the sandbox's
// pay and fail, and the signed payment's verification.
import type { OrderPlacedReply, PaymentProof } from '@chamak/shared/checkout';
import type { MessageReply } from '@chamak/shared/common';
import { request } from '../api/client.ts';
import { msg } from './i18n.ts';
import { loadRazorpay, type RazorpayOptions } from './razorpay.ts';

export type PayerDetails = { name: string; email: string; contact: string };

// Shown as they are (toasts and the checkout's refusals): the browser's build has them in the page's language.
export const scriptFailed = msg(
  'The payment window could not be loaded. Please check your connection and try again.',
);
export const paymentCancelled = msg('Payment cancelled. Your order has not been placed.');
export const paymentFailed = msg('Payment failed. Please try again.');

type Outcomes = {
  paid: (proof: PaymentProof) => void;
  dismissed: () => void;
  /** Razorpay's description of the failure, or paymentFailed. */
  failed: (message: string) => void;
};

type Window = { paid: (proof: PaymentProof) => void; dismissed: () => void };

/**
 * Opens Razorpay Checkout with the options `optionsFor` builds (razorpayOptions) and reports one outcome; answers
 * false, with nothing opened, when the script could not be loaded (the caller says scriptFailed).
 */
export async function openRazorpayCheckout(
  optionsFor: (window: Window) => RazorpayOptions,
  on: Outcomes,
): Promise<boolean> {
  let Razorpay: Awaited<ReturnType<typeof loadRazorpay>>;
  try {
    Razorpay = await loadRazorpay();
  } catch {
    return false;
  }
  let settled = false;
  const checkout = new Razorpay(
    optionsFor({
      paid: (response) => {
        settled = true;
        on.paid(response);
      },
      dismissed: () => {
        if (!settled) on.dismissed();
      },
    }),
  );
  checkout.on('payment.failed', (response) => {
    if (settled) return;
    settled = true;
    checkout.close();
    on.failed(response.error?.description || paymentFailed);
  });
  checkout.open();
  return true;
}

/** The sandbox window's Pay: the signed proof a real gateway would give. */
export const sandboxPay = (orderId: string) =>
  request<PaymentProof>('/payments/sandbox/pay', { body: { order_id: orderId } });

/** The sandbox window's Fail: the payment failed, as the gateway would report it. */
export const sandboxFail = (orderId: string) =>
  request<MessageReply>('/payments/sandbox/fail', { body: { order_id: orderId } });

/** The signed payment checked by the server, which pays the order. */
export const verifyOnlinePayment = (proof: PaymentProof, userId: number) =>
  request<OrderPlacedReply>('/order/verify-payment', { body: { ...proof, paymentMethod: 'online', userId } });
