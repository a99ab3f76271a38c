// The cart's Order Summary (SPEC sections 2 and 9): Subtotal, Delivery Charge, each discount by name and
// Total as the server quotes them (D5, decision 0050), the GST included in them, the delivery rule's note,
// the discount code field, and Proceed to Checkout. Shown only for a cart with lines: an empty cart has its
// message alone.
import type { DeliverySettings } from '@chamak/shared/delivery';
import { formatRupees, indianNumber } from '@chamak/shared/money';
import type { CartQuote } from '@chamak/shared/pricing';
import { QuoteOffers } from '../../components/quote-offers.tsx';
import { t } from '../../lib/i18n.ts';

type Props = {
  /** The server's quote; undefined until the first one arrives (a newer one may be loading behind it). */
  quote: CartQuote | undefined;
  itemCount: number;
  /** The shop's delivery settings, for the note; null while they load. */
  delivery: DeliverySettings | null;
  /** Why the server refused to price the cart (a product it cannot sell yet), or null. */
  problem?: string | null;
  onProceed: () => void;
  /** The discount code field. */
  codeField?: React.ReactNode;
};

const ml = (n: number) => `${indianNumber(n)} ml`;

export function OrderSummary({ quote, itemCount, delivery, problem = null, onProceed, codeField }: Props) {
  const figure = (paise: number | undefined) =>
    paise === undefined ? (problem ? '—' : t('Calculating…')) : formatRupees(paise);
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-28"
    >
      <h2 id="order-summary-title" className="text-lg font-bold text-slate-900">
        {t('Order Summary')}
      </h2>
      {codeField && <div className="mt-4">{codeField}</div>}
      {/* Two lists around the note: a <dl> may hold only its dt/dd groups (axe definition-list). */}
      <div className="mt-4 space-y-3 text-sm">
        <dl className="space-y-3">
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">
              {t('Subtotal')}{' '}
              <span className="text-slate-500">
                ({t('{count, plural, one {# item} other {# items}}', { count: itemCount })})
              </span>
            </dt>
            <dd className="font-medium text-slate-900 tabular-nums">{figure(quote?.subtotalPaise)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('Delivery Charge')}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{figure(quote?.deliveryPaise)}</dd>
          </div>
          {quote && <QuoteOffers offers={quote.offers} className="flex justify-between gap-4" />}
        </dl>
        {delivery && quote && (
          <p className="rounded-lg bg-indigo-50 px-3 py-2 text-xs leading-relaxed text-indigo-900">
            {t('Cart volume {volume}. Delivery is {under} under {threshold} and {over} from {threshold}.', {
              volume: ml(quote.volumeMl),
              under: formatRupees(delivery.underThresholdPaise),
              over: formatRupees(delivery.atOrOverThresholdPaise),
              threshold: ml(delivery.thresholdMl),
            })}
          </p>
        )}
        <dl>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-4 text-base">
            <dt className="font-bold text-slate-900">{t('Total')}</dt>
            <dd className="font-bold text-slate-900 tabular-nums">{figure(quote?.totalPaise)}</dd>
          </div>
        </dl>
        {problem && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-xs leading-relaxed text-red-800">
            {problem}
          </p>
        )}
        {quote && quote.gstPaise > 0 && (
          <p className="text-right text-xs text-slate-500">
            {t('Includes GST of {amount}', { amount: formatRupees(quote.gstPaise) })}
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onProceed}
        className="mt-6 w-full rounded-xl bg-brand px-4 py-3 text-sm font-semibold text-white transition hover:bg-brand-dark"
      >
        {t('Proceed to Checkout')}
      </button>
    </section>
  );
}
