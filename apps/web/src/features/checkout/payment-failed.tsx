// The lasting message after a failed online payment (decision 0294): what went wrong, that the order is kept, and
// Try again, which pays the same order. It takes the focus when it appears, so a keyboard or screen reader user
// lands on it when the payment window closes.
import { useEffect, useRef } from 'react';
import { t } from '../../lib/i18n.ts';
import { paymentFailed } from '../../lib/payment-window.ts';
import type { FailedPayment } from './use-place-order.ts';

type Props = { failed: FailedPayment; onRetry: () => void; busy: boolean };

export function PaymentFailedNotice({ failed, onRetry, busy }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
    box.current?.scrollIntoView?.({ block: 'center' });
  }, [failed]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      aria-labelledby="payment-failed-title"
      className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-red-400 sm:flex-row sm:items-center sm:justify-between sm:p-5 lg:col-span-2"
    >
      <div>
        <h2 id="payment-failed-title" className="font-semibold">
          {t('Payment failed')}
        </h2>
        <p className="mt-0.5 text-sm">
          {failed.message === paymentFailed ? '' : `${failed.message} `}
          {t('Your order #{id} is kept for you and has not been paid. Try again to pay for it.', {
            id: String(failed.orderId),
          })}
        </p>
      </div>
      <button
        type="button"
        onClick={onRetry}
        disabled={busy}
        className="shrink-0 rounded-xl bg-red-700 px-5 py-2.5 font-semibold text-white shadow-sm transition hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-red-400 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70"
      >
        {t('Try again')}
      </button>
    </div>
  );
}
