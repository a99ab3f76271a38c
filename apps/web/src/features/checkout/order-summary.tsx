// The order summary beside the form: the server's quote (decision 0050) of the lines, subtotal, delivery
// charge, each discount by name (decision 0168), cash-on-delivery fee and total with the GST included in it
// (decision 0105), '…' until the first quote; the discount code field above the figures, the place-order button
// under them. Once the PIN code is known, the delivery dates the quote's estimate gives: the dates the order is
// placed with (decision 0295).
import { formatRupees } from '@chamak/shared/money';
import { TruckIcon } from '../../components/icons.tsx';
import { Img } from '../../components/img.tsx';
import { QuoteOffers } from '../../components/quote-offers.tsx';
import { t } from '../../lib/i18n.ts';
import type { Summary } from './summary.ts';

type Props = {
  id: string;
  summary: Summary;
  /** The discount code field. */
  codeField?: React.ReactNode;
  children: React.ReactNode;
};

function Row({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="flex items-start justify-between gap-4 py-1.5">
      <dt className="text-slate-600">
        {label}
        {note && <span className="block text-xs text-slate-500">{note}</span>}
      </dt>
      <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** A figure of the quote, or '…' until the first quote arrives. */
const money = (paise: number | undefined) => (paise === undefined ? '…' : formatRupees(paise));

export function OrderSummary({ id, summary, codeField, children }: Props) {
  const { lines, quote } = summary;
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:sticky lg:top-28"
    >
      <div className="flex items-baseline justify-between">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t('Order Summary')}
        </h2>
        <span className="text-sm text-slate-500">
          {t('{count, plural, one {# item} other {# items}}', { count })}
        </span>
      </div>
      <ul className="mt-4 divide-y divide-slate-100">
        {lines.map((line) => (
          <li key={line.key} className="flex items-center gap-3 py-3">
            <span className="relative shrink-0">
              <Img
                src={line.image}
                srcSet={line.srcSet}
                sizes="56px"
                alt=""
                width={56}
                height={56}
                className="size-14 rounded-lg border border-slate-200 bg-slate-50 object-cover"
              />
              <span className="absolute -top-2 -right-2 grid min-w-5 place-items-center rounded-full bg-slate-700 px-1 text-xs font-semibold text-white">
                <span className="sr-only">{t('Quantity')} </span>
                {line.quantity}
              </span>
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-slate-900">{line.name}</span>
              <span className="block text-xs text-slate-500">
                {line.size} · {t('{price} each', { price: money(line.unitPaise) })}
              </span>
            </span>
            <span className="text-sm font-medium text-slate-900 tabular-nums">{money(line.linePaise)}</span>
          </li>
        ))}
      </ul>
      {codeField && <div className="border-t border-slate-200 py-4">{codeField}</div>}
      <dl className={`border-t border-slate-200 pt-3 text-sm ${codeField ? '' : 'mt-2'}`}>
        <Row label={t('Subtotal')} value={money(quote?.subtotalPaise)} />
        <Row label={t('Delivery Charge')} value={money(quote?.deliveryPaise)} />
        {quote && (
          <QuoteOffers offers={quote.offers} className="flex items-start justify-between gap-4 py-1.5" />
        )}
        {quote && quote.codFeePaise > 0 && (
          <Row label={t('Cash on delivery fee (select PIN codes)')} value={formatRupees(quote.codFeePaise)} />
        )}
        <div className="mt-2 flex items-baseline justify-between border-t border-slate-200 pt-3">
          <dt className="text-base font-semibold text-slate-900">{t('Total')}</dt>
          <dd className="text-xl font-bold text-slate-900 tabular-nums">{money(quote?.totalPaise)}</dd>
        </div>
      </dl>
      {quote && quote.gstPaise > 0 && (
        <p className="mt-1 text-right text-xs text-slate-500">
          {t('Includes GST of {amount}', { amount: formatRupees(quote.gstPaise) })}
        </p>
      )}
      {quote?.estimate?.deliverable && (
        <p className="mt-4 flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          <TruckIcon width={18} height={18} className="shrink-0" />
          {quote.estimate.message}
        </p>
      )}
      <div className="mt-5">{children}</div>
    </section>
  );
}
