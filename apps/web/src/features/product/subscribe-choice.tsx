// "Buy once" or "Subscribe and save" for a size the shop offers by subscription (decisions 0325, 0326). Buy once is
// the default and nothing is pre-chosen for the shopper (D31): the subscription's interval, its per-unit price and
// the Subscribe button appear only once the shopper picks Subscribe. The price shown is an estimate from the
// size's price and discount; the checkout's payment window carries the server's figure.

import { rupeesToPaise } from '@chamak/shared/money';
import type { SizeSubscription } from '@chamak/shared/size-subscriptions';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { deferredComponent } from '../../lib/deferred-component.ts';
import { t } from '../../lib/i18n.ts';
import { paths } from '../../paths.ts';
import type { SubscribeDetailsProps } from './subscribe-details.tsx';

type Props = {
  productId: number;
  plId: number;
  /** The size's selling price in rupees, as the product answer carries it. */
  price: number;
  quantity: number;
  offer: SizeSubscription;
  disabled?: boolean;
};

/** Subscribe's details: their code loads once the page has started, or at once when Subscribe is picked first. */
const useSubscribeDetails = deferredComponent<SubscribeDetailsProps>(
  async () => (await import('./subscribe-details.tsx')).SubscribeDetails,
);

const option =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 transition hover:border-brand/50 has-checked:border-brand has-checked:bg-indigo-50/60 has-checked:ring-1 has-checked:ring-brand has-focus-visible:ring-2 has-focus-visible:ring-brand/40';

export function SubscribeChoice({ productId, plId, price, quantity, offer, disabled }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'once' | 'subscribe'>('once');
  const [every, setEvery] = useState(offer.intervals[0] ?? 30);
  const [Details, loadDetails] = useSubscribeDetails();
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t('How would you like to buy?')}</legend>
      <div className="grid gap-2">
        <label className={option}>
          <input
            type="radio"
            name={`${id}-mode`}
            value="once"
            checked={mode === 'once'}
            onChange={() => setMode('once')}
            className="mt-0.5 size-4 shrink-0 accent-brand"
          />
          <span className="text-sm font-semibold text-slate-900">{t('Buy once')}</span>
        </label>
        <div className={option}>
          <input
            id={`${id}-subscribe`}
            type="radio"
            name={`${id}-mode`}
            value="subscribe"
            checked={mode === 'subscribe'}
            onChange={() => {
              setMode('subscribe');
              if (!Details) loadDetails();
            }}
            className="mt-0.5 size-4 shrink-0 accent-brand"
          />
          <div className="min-w-0 flex-1">
            <label
              htmlFor={`${id}-subscribe`}
              className="block cursor-pointer text-sm font-semibold text-slate-900"
            >
              {offer.discountPercent > 0
                ? t('Subscribe: deliver every {days} days, save {percent}%', {
                    days: every,
                    percent: offer.discountPercent,
                  })
                : t('Subscribe: deliver every {days} days', { days: every })}
            </label>
            {mode === 'subscribe' && Details && (
              <Details
                id={id}
                pricePaise={rupeesToPaise(price)}
                offer={offer}
                every={every}
                onEvery={setEvery}
                onSubscribe={() => navigate(paths.subscribeCheckout(productId, plId, quantity, every))}
              />
            )}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
