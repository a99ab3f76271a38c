// The built-in sandbox gateway's payment window (D7), used when the shop has no Razorpay keys: a modal
// payment sheet where the tester pays (a real HMAC-SHA256-signed payment) or fails the payment.
import { formatRupees } from '@chamak/shared/money';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../components/icons.tsx';
import type { SandboxSession } from './use-place-order.ts';

type Props = {
  session: SandboxSession;
  onPay: () => Promise<void>;
  onFail: () => void;
  onClose: () => void;
  /** Where focus goes back to on close (the place-order button, which was disabled when the window opened). */
  returnFocus: React.RefObject<HTMLElement | null>;
};

const focusable = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function SandboxCheckout({ session, onPay, onFail, onClose, returnFocus }: Props) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const [paying, setPaying] = useState(false);
  const { order, payer } = session;
  const amount = formatRupees(order.amount);

  // Focus moves in on open and back to the page on close; the page behind does not scroll.
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    payButton.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      returnFocus.current?.focus();
    };
  }, [returnFocus]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!paying) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Keep Tab inside the window.
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(focusable));
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  async function pay() {
    setPaying(true);
    try {
      await onPay();
    } finally {
      setPaying(false);
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-[90] flex items-end justify-center bg-slate-900/60 backdrop-blur-[2px] sm:items-center sm:p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        onKeyDown={onKeyDown}
        className="w-full max-w-md overflow-hidden rounded-t-3xl bg-white shadow-2xl sm:rounded-2xl"
      >
        <div className="bg-brand px-6 pt-5 pb-6 text-white">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-medium text-white/75">Chamak</p>
              <h2 id={`${id}-title`} className="text-lg font-semibold">
                Order Payment
              </h2>
            </div>
            <button
              type="button"
              onClick={onClose}
              disabled={paying}
              aria-label="Close payment window"
              className="-m-1.5 rounded-full p-1.5 text-white/80 hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none disabled:opacity-50"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <p className="mt-4 text-sm text-white/75">Amount to pay</p>
          <p className="text-3xl font-bold tracking-tight tabular-nums">{amount}</p>
        </div>
        <div className="space-y-4 px-6 py-5">
          <p
            id={`${id}-desc`}
            className="flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
          >
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500" />
            Sandbox payment — no money moves
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-slate-500">Paying as</dt>
            <dd className="truncate text-right font-medium text-slate-900">{payer.name}</dd>
            <dt className="text-slate-500">Email</dt>
            <dd className="truncate text-right text-slate-900">{payer.email}</dd>
            <dt className="text-slate-500">Phone</dt>
            <dd className="text-right text-slate-900">{payer.contact}</dd>
            <dt className="text-slate-500">Reference</dt>
            <dd className="truncate text-right font-mono text-xs leading-5 text-slate-700">
              {order.order_id}
            </dd>
          </dl>
          <div className="grid gap-2.5 pt-1">
            <button
              ref={payButton}
              type="button"
              onClick={pay}
              disabled={paying}
              className="rounded-xl bg-brand px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70"
            >
              {paying ? 'Processing payment...' : `Pay ${amount}`}
            </button>
            <button
              type="button"
              onClick={onFail}
              disabled={paying}
              className="rounded-xl border border-red-200 px-5 py-2.5 text-sm font-semibold text-red-700 transition hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-300 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
            >
              Fail payment
            </button>
          </div>
          <p className="text-center text-xs text-slate-500">
            Signed with HMAC-SHA256 by the shop's sandbox gateway, as Razorpay signs real payments.
          </p>
        </div>
      </div>
    </div>,
    document.body,
  );
}
