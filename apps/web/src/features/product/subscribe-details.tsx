// What Subscribe shows once the shopper picks it (decision 0326): the interval, the subscriber's price per unit and
// the Subscribe button. Nothing of it is in the page's first view (Buy once is the default, D31), so its code
// loads once the page has started (subscribe-choice.tsx), not before.

import { formatRupees } from '@chamak/shared/money';
import type { SizeSubscription } from '@chamak/shared/size-subscriptions';
import { IntervalSelect } from '../../components/interval-select.tsx';
import { t } from '../../lib/i18n.ts';

export type SubscribeDetailsProps = {
  id: string;
  /** The size's selling price, in paise. */
  pricePaise: number;
  offer: SizeSubscription;
  every: number;
  onEvery: (days: number) => void;
  /** Subscribe: to the subscription checkout for this size, quantity and interval. */
  onSubscribe: () => void;
};

/** One unit's price to a subscriber: the selling price less the whole-percent discount, in paise. */
export function subscriberUnitPaise(pricePaise: number, discountPercent: number): number {
  return pricePaise - Math.floor((pricePaise * discountPercent) / 100);
}

export function SubscribeDetails({
  id,
  pricePaise,
  offer,
  every,
  onEvery,
  onSubscribe,
}: SubscribeDetailsProps) {
  const unit = subscriberUnitPaise(pricePaise, offer.discountPercent);
  return (
    <div className="mt-3 grid gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={`${id}-every`} className="text-sm text-slate-700">
          {t('Deliver every')}
        </label>
        <IntervalSelect id={`${id}-every`} intervals={offer.intervals} value={every} onChange={onEvery} />
      </div>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{formatRupees(unit)}</span> {t('each as a subscriber')}
        {unit < pricePaise && (
          <span className="text-slate-500">
            {' '}
            {t('(instead of {price})', { price: formatRupees(pricePaise) })}
          </span>
        )}
        {t('. The exact amount is shown before you pay.')}
      </p>
      <p className="text-xs text-slate-600">
        {t('Skip, pause or cancel any time. Paid by UPI AutoPay or card.')}
      </p>
      <button
        type="button"
        onClick={onSubscribe}
        className="rounded-xl bg-brand px-5 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-dark focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {t('Subscribe')}
      </button>
    </div>
  );
}
