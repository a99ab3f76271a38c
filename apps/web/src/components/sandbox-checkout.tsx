// The built-in sandbox gateway's payment window (D7), used when the shop has no Razorpay keys: a modal
// payment sheet where the tester pays (a real HMAC-SHA256-signed payment) or fails the payment. It offers the
// methods in Razorpay's order as the shop configures it (lib/razorpay-options.ts): UPI first, as a QR code on a wide
// screen and the shopper's UPI apps on a phone, never a field for typing a UPI ID (UPI Collect, switched off by
// NPCI); then card or netbanking. Whichever is chosen, Pay stands for the payment going through.
import { formatRupees } from '@chamak/shared/money';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { msg, t } from '../lib/i18n.ts';
import { CloseIcon } from './icons.tsx';

type Props = {
  /** The provider order to pay (an order's, or a subscription's first) and who pays it. */
  session: {
    order: { amount: number; order_id: string };
    payer: { name: string; email: string; contact: string };
  };
  onPay: () => Promise<void>;
  onFail: () => void;
  onClose: () => void;
  /** Where focus goes back to on close (the place-order button, which was disabled when the window opened). */
  returnFocus: React.RefObject<HTMLElement | null>;
};

const focusable = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Method = 'upi' | 'card';

const methods: { value: Method; label: string; hint: string }[] = [
  { value: 'upi', label: msg('Pay by UPI'), hint: msg('Google Pay, PhonePe, Paytm, BHIM or any UPI app') },
  {
    value: 'card',
    label: msg('Card or netbanking'),
    hint: msg('Debit or credit card, or your bank’s netbanking'),
  },
];

const upiApps = ['Google Pay', 'PhonePe', 'Paytm', 'BHIM'];

const option =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 px-4 py-3 transition hover:border-brand/50 has-checked:border-brand has-checked:bg-indigo-50/60 has-checked:ring-1 has-checked:ring-brand has-focus-visible:ring-2 has-focus-visible:ring-brand/40';

/**
 * A QR-like square drawn from the order's id (three finder squares and a scatter of modules): it shows where
 * Razorpay's QR code would be, and encodes nothing.
 */
function QrPlaceholder({ seed, label }: { seed: string; label: string }) {
  const size = 25;
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
  // The three finder squares of a QR code: a dark ring, a light ring and a dark 3 x 3 centre, each with a light
  // border of one module towards the rest.
  const finders = [
    [0, 0],
    [size - 7, 0],
    [0, size - 7],
  ];
  const finder = (x: number, y: number): boolean | null => {
    for (const [fx = 0, fy = 0] of finders) {
      if (x < fx - 1 || x > fx + 7 || y < fy - 1 || y > fy + 7) continue;
      const ring = Math.max(Math.abs(x - fx - 3), Math.abs(y - fy - 3));
      return ring <= 3 && ring !== 2;
    }
    return null;
  };
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dark = finder(x, y) ?? next() % 2 === 0;
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-2 -2 ${size + 4} ${size + 4}`}
      className="size-28 shrink-0 rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
    >
      <path d={d} className="fill-slate-900" />
    </svg>
  );
}

export function SandboxCheckout({ session, onPay, onFail, onClose, returnFocus }: Props) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const [paying, setPaying] = useState(false);
  // UPI first and chosen, as Razorpay opens.
  const [method, setMethod] = useState<Method>('upi');
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
        className="max-h-dvh w-full max-w-md overflow-y-auto rounded-t-3xl bg-white shadow-2xl sm:max-h-[calc(100dvh-2rem)] sm:rounded-2xl"
      >
        {/* One row, title and amount, so the methods below fit a phone's screen and a laptop's. */}
        <div className="bg-brand px-6 py-4 text-white">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-sm font-medium text-white/75">Chamak</p>
              <h2 id={`${id}-title`} className="text-lg font-semibold">
                {t('Order Payment')}
              </h2>
            </div>
            <div className="ml-auto text-right">
              <p className="text-sm text-white/75">{t('Amount to pay')}</p>
              <p className="text-2xl font-bold tracking-tight tabular-nums">{amount}</p>
            </div>
            <button
              type="button"
              onClick={onClose}
              disabled={paying}
              aria-label={t('Close payment window')}
              className="-m-1.5 rounded-full p-1.5 text-white/80 hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none disabled:opacity-50"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
        </div>
        <div className="space-y-4 px-6 py-5">
          <p
            id={`${id}-desc`}
            className="flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
          >
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-500" />
            {t('Sandbox payment — no money moves')}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-slate-500">{t('Paying as')}</dt>
            <dd className="truncate text-right font-medium text-slate-900">{payer.name}</dd>
            <dt className="text-slate-500">{t('Email')}</dt>
            <dd className="truncate text-right text-slate-900">{payer.email}</dd>
            <dt className="text-slate-500">{t('Phone')}</dt>
            <dd className="text-right text-slate-900">{payer.contact}</dd>
            <dt className="text-slate-500">{t('Reference')}</dt>
            <dd className="truncate text-right font-mono text-xs leading-5 text-slate-700">
              {order.order_id}
            </dd>
          </dl>
          <fieldset disabled={paying}>
            <legend className="text-sm font-semibold text-slate-900">{t('Pay with')}</legend>
            <div className="mt-2 grid gap-2">
              {methods.map((m) => (
                <div key={m.value} className="grid gap-2">
                  <label className={option}>
                    <input
                      type="radio"
                      name={`${id}-method`}
                      value={m.value}
                      checked={method === m.value}
                      onChange={() => setMethod(m.value)}
                      aria-labelledby={`${id}-${m.value}`}
                      aria-describedby={`${id}-${m.value}-hint`}
                      className="mt-0.5 size-4 shrink-0 accent-brand"
                    />
                    <span>
                      <span id={`${id}-${m.value}`} className="block text-sm font-semibold text-slate-900">
                        {t(m.label)}
                      </span>
                      <span id={`${id}-${m.value}-hint`} className="block text-xs text-slate-600">
                        {t(m.hint)}
                      </span>
                    </span>
                  </label>
                  {m.value === 'upi' && method === 'upi' && (
                    <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
                      {/* A computer scans Razorpay's QR code with a phone... */}
                      <div className="hidden items-center gap-4 sm:flex">
                        <QrPlaceholder
                          seed={order.order_id}
                          label={t('UPI QR code (sandbox: nothing to scan)')}
                        />
                        <div>
                          <p className="font-semibold text-slate-900">{t('Scan with any UPI app')}</p>
                          <p className="mt-1 text-xs text-slate-600">
                            {t(
                              'Open a UPI app on your phone and scan to pay {amount}. In the sandbox, Pay below stands for the scan.',
                              { amount },
                            )}
                          </p>
                        </div>
                      </div>
                      {/* ...and a phone opens the shopper's UPI app. */}
                      <div className="sm:hidden">
                        <p className="font-semibold text-slate-900">{t('Pay with a UPI app')}</p>
                        <ul aria-label={t('UPI apps')} className="mt-2 flex flex-wrap gap-1.5">
                          {upiApps.map((app) => (
                            <li
                              key={app}
                              className="rounded-full border border-slate-200 bg-white px-2.5 py-1 text-xs font-medium text-slate-700"
                            >
                              {app}
                            </li>
                          ))}
                        </ul>
                        <p className="mt-2 text-xs text-slate-600">
                          {t(
                            'Your UPI app opens to approve {amount}. In the sandbox, Pay below stands for the app.',
                            {
                              amount,
                            },
                          )}
                        </p>
                      </div>
                    </div>
                  )}
                </div>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-2.5 pt-1">
            <button
              ref={payButton}
              type="button"
              onClick={pay}
              disabled={paying}
              className="rounded-xl bg-brand px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70"
            >
              {paying ? t('Processing payment...') : t('Pay {amount}', { amount })}
            </button>
            <button
              type="button"
              onClick={onFail}
              disabled={paying}
              className="rounded-xl border border-red-200 px-5 py-2.5 text-sm font-semibold text-red-700 transition hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-300 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
            >
              {t('Fail payment')}
            </button>
          </div>
          <p className="text-center text-xs text-slate-500">
            {t("Signed with HMAC-SHA256 by the shop's sandbox gateway, as Razorpay signs real payments.")}
          </p>
        </div>
      </div>
    </div>,
    document.body,
  );
}
