// A renewal whose debit failed (decision 0326): what did not go through and when it is tried again, and Pay now,
// which opens the renewal's own order in the payment window as checkout's Try again does (Razorpay, or the sandbox
// window) and verifies the signed payment. The failure mail's link leads here.
import { formatRupees } from '@chamak/shared/money';
import type { SubscriptionView } from '@chamak/shared/subscriptions';
import { useRef, useState } from 'react';
import { SandboxCheckout } from '../../components/sandbox-checkout.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { msg, t } from '../../lib/i18n.ts';
import {
  openRazorpayCheckout,
  type PayerDetails,
  paymentFailed,
  sandboxFail,
  sandboxPay,
  scriptFailed,
  verifyOnlinePayment,
} from '../../lib/payment-window.ts';
import { razorpayOptions } from '../../lib/razorpay-options.ts';
import { withParts } from '../../lib/text-parts.tsx';
import { toast } from '../../lib/toast.tsx';
import { serverMessage } from './api.ts';
import { payRenewalNow } from './subscriptions-api.ts';

type Unpaid = NonNullable<SubscriptionView['unpaidRenewal']>;
type OpenOrder = Awaited<ReturnType<typeof payRenewalNow>>['data'];

export const payNowCancelled = msg('Payment cancelled. The renewal is still waiting to be paid.');

/** "The payment of ₹X for the delivery due <date> did not go through." and when it is tried again. */
export function UnpaidRenewalNotice({
  unpaid,
  dayOf,
  busy,
  onPay,
  title,
  className = '',
}: {
  unpaid: Unpaid;
  dayOf: (day: string) => string;
  busy: boolean;
  onPay: () => void;
  title: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={`mt-3 rounded-xl border border-red-200 bg-red-50 px-3 py-3 text-sm text-red-900 sm:px-4 ${className}`}
    >
      <p>
        {withParts(t('The payment of {amount} for the delivery due {date} did not go through.'), {
          amount: <span className="font-semibold">{formatRupees(unpaid.amountPaise)}</span>,
          date: <span className="font-semibold">{dayOf(unpaid.dueOn)}</span>,
        })}
        {unpaid.retryOn && <> {t('We will try again on {date}.', { date: dayOf(unpaid.retryOn) })}</>}
      </p>
      <button
        type="button"
        onClick={onPay}
        disabled={busy}
        aria-label={t('Pay now {amount} for {title}', { amount: formatRupees(unpaid.amountPaise), title })}
        className="mt-2 inline-flex items-center gap-2 rounded-xl bg-brand px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy && <Spinner />}
        {busy ? t('Opening payment...') : t('Pay now')}
      </button>
    </div>
  );
}

/**
 * Pay now's payment window: one at a time. `done` refetches the list (after a payment, or a refusal that means
 * the row changed meanwhile).
 */
export function usePayNow(userId: number, done: () => void) {
  const busy = useRef(false);
  const [payingId, setPayingId] = useState<number | null>(null);
  const [sandbox, setSandbox] = useState<{ order: OpenOrder; payer: PayerDetails } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const stop = () => {
    busy.current = false;
    setPayingId(null);
    setSandbox(null);
  };

  async function verify(proof: Parameters<typeof verifyOnlinePayment>[0]) {
    try {
      const verified = await verifyOnlinePayment(proof, userId);
      toast.success(verified.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? t(paymentFailed));
    }
    stop();
    done();
  }

  const failed = (message: string) => {
    toast.error(message);
    stop();
    done();
  };

  const cancelled = () => {
    toast.info(t(payNowCancelled));
    stop();
  };

  async function pay(s: SubscriptionView) {
    if (busy.current) return;
    busy.current = true;
    setPayingId(s.id);
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let order: OpenOrder;
    try {
      order = (await payRenewalNow(s.id)).data;
    } catch (error) {
      // Paid meanwhile (the retry went through), or nothing to pay: the list shows how it stands.
      failed(serverMessage(error) ?? t(paymentFailed));
      return;
    }
    const payer = {
      name: `${s.address.firstName} ${s.address.lastName}`,
      email: s.address.email,
      contact: s.address.phone,
    };
    if (order.gateway === 'sandbox') {
      setSandbox({ order, payer });
      return;
    }
    const opened = await openRazorpayCheckout((window) => razorpayOptions(order, payer, window), {
      paid: (proof) => void verify(proof),
      dismissed: cancelled,
      failed,
    });
    if (!opened) failed(t(scriptFailed));
  }

  const window = sandbox && (
    <SandboxCheckout
      session={sandbox}
      returnFocus={returnFocus}
      onPay={async () => {
        try {
          await verify(await sandboxPay(sandbox.order.order_id));
        } catch (error) {
          failed(serverMessage(error) ?? t(paymentFailed));
        }
      }}
      onFail={() => {
        void sandboxFail(sandbox.order.order_id).catch(() => {});
        failed(t(paymentFailed));
      }}
      onClose={cancelled}
    />
  );

  return { payingId, pay: (s: SubscriptionView) => void pay(s), window };
}
